import { type RecurrenceParser, unparseable } from '../draft.js';
import { DAY } from '../words.js';
import { asTyped } from './placeCode.js';
import { choose } from './zone.js';

/** Days the market is closed on, said: the phrase is refused rather than run at the open on a weekend. */
const CLOSED_DAYS =
  /\b(?:daily|nightly|(?:every|each)\s+(?:day|night)|sat(?:urday)?s?|sun(?:day)?s?|weekends?|7\s+days)\b/;
/** Any day said (a day's name, "weekdays", "business days"): the days are then the phrase's own. */
const ANY_DAY = new RegExp(`\\b(?:${DAY}|week\\s*days?|business\\s+days?|trading\\s+days?|mon\\s*-\\s*fri)\\b`);

/**
 * The US stock market's regular session, the one people mean by "the NYSE open", "the close", "US market hours":
 * 9:30 AM to 4:00 PM New York time (NYSE and Nasdaq keep the same hours), Monday to Friday. Read only with the
 * exchange or the US market named; a note says what was assumed: exchange holidays and early closes are not
 * known to the schedule, which runs on them at the usual times.
 */
const OPEN = { hour: 9, minute: 30 };
const CLOSE = { hour: 16, minute: 0 };
const ZONE = 'America/New_York';
const EXCHANGE = '(?:nyse|nasdaq|us\\s+(?:stock\\s+)?market|u\\.s\\.\\s+(?:stock\\s+)?market|wall\\s+street)';
const HOLIDAYS =
  'the schedule does not know exchange holidays or early closes, and runs on those days at the usual times.';

export const marketParser: RecurrenceParser = {
  name: 'market',
  pattern: new RegExp(
    `(?:\\bat\\s+)?\\bthe\\s+(?<exchange>${EXCHANGE})(?:'s)?\\s+(?<bell>open(?:ing\\s+bell)?|close|closing\\s+bell)\\b` +
      `|(?:\\bat\\s+)?\\bthe\\s+(?<bare>open|close)\\b(?=.*\\(\\s*(?:nyse|nasdaq)\\s*\\))` +
      `|(?<=\\bthe\\s+(?:open|close)\\b.*)\\(\\s*(?<bracket>nyse|nasdaq)\\s*\\)` +
      `|(?:\\b(?:during|in|within)\\s+)?\\b(?<hours>${EXCHANGE})\\s+(?:trading\\s+)?hours\\b`,
    'g',
  ),
  gate: /\b(?:nyse|nasdaq|market|wall\s+street)\b/,
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    // another clock time beside the market's: on New York's clock too, or the person's? ("the open and at 2pm")
    const other = OTHER_TIME.exec(m.input.replace(new RegExp(marketParser.pattern.source, 'g'), ' '));
    if (other !== null) {
      return unparseable(
        `"${asTyped(ctx.phrase, m[0])}" is on New York's clock, and "${other[0].trim()}" may be on another: I would rather not guess.`,
        'Give every time on one clock, e.g. "every weekday at 9:30am and 2pm New York time".',
      );
    }
    const problem = choose(draft, ZONE, 'New York', null, ctx.now);
    if (problem) return problem;
    if (CLOSED_DAYS.test(m.input)) {
      return unparseable(
        `"${asTyped(ctx.phrase, m[0])}" is on trading days only, and the phrase names days the market is closed.`,
        'Say "every weekday", or give the time, e.g. "every day at 9:30am New York time".',
      );
    }
    // no days said: the market's, Monday to Friday (said in the note)
    if (draft.days === null && !ANY_DAY.test(m.input)) draft.days = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
    if (g.bracket !== undefined) return undefined;
    if (g.hours !== undefined) {
      if (draft.window !== null || draft.times.length > 0) {
        return unparseable('"market hours" and other hours are said: I would rather not guess which.', HINT);
      }
      draft.window = { from: OPEN, to: CLOSE };
      note(
        draft,
        `"${asTyped(ctx.phrase, m[0])}" read as the US regular session, 9:30 AM to 4:00 PM New York time, on trading days, Monday to Friday; ${HOLIDAYS}`,
      );
      return undefined;
    }
    const close = /^clos/.test(g.bell ?? g.bare ?? '');
    draft.times.push(close ? CLOSE : OPEN);
    note(
      draft,
      `"the ${close ? 'close' : 'open'}" read as the US regular session's, ${close ? '4:00 PM' : '9:30 AM'} New York time, on trading days (Monday to Friday); ${HOLIDAYS}`,
    );
    return undefined;
  },
};

/** A clock time said in the rest of the phrase. */
const OTHER_TIME =
  /\b(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s*[ap]m\b|\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:noon|midnight|midday)\b|\bat\s+\d{1,2}(?::[0-5]\d)?(?:\s*[ap]m)?/;

const HINT = 'Say the hours, e.g. "every 5 minutes from 9:30am to 4pm New York time on weekdays".';

function note(draft: { assumptions: string[] }, text: string): void {
  if (!draft.assumptions.includes(text)) draft.assumptions.push(text);
}
