import { type RecurrenceParser, setDays, unparseable } from '../draft.js';
import { DAY } from '../words.js';

/** A day's name right before a night ("saturday night", "fri & sat nights") or right after ("nights fri & sat"). */
const DAY_BEFORE = new RegExp(`(?:${DAY})\\s*$`);
const DAY_AFTER = new RegExp(`^\\s*\\(?\\s*(?:of\\s+|on\\s+)?(?:${DAY})`);
/** Who works a night, said right after it ("night shift", "night crew", "night nurse"). */
const NIGHT_OF =
  /^\s+(shift|crew|team|staff|nurse|nursing|porter|guard|security|manager|supervisor|desk|audit|auditor|watch|duty|cover|clerk|cleaner|cleaning|worker|operator|receptionist|concierge|attendant|janitor|custodian|dispatcher|doctor|driver|editor|ops|support)s?\b/;

/**
 * Parts of the day: "every morning at 8" (8 AM, every day), "at 7 in the evening" (7 PM), "nightly at 11" and
 * "every nite at 11" (11 PM, every day), "every friday arvo at 4" (4 PM, as Australians say it), "every 30 mins
 * overnight 1am-4am" (the night). A night said with no day's name beside it ("night shift handover 05:30
 * saturdays") is marked apart: the days are not that night's. Consumed before chrono,
 * which would otherwise read "morning" as a time of its own (6 AM) beside the one given.
 */
export const dayPartParser: RecurrenceParser = {
  name: 'day-part',
  // not "week nights" / "school nights": a day rule, read by the days parser
  // every reading names a part of the day
  gate: /morning|afternoon|evening|ni(?:ght|te)|arvo/,
  pattern:
    /\b(?<!\b(?:week|school)[\s-]+)(?:(?<every>every|each)\s+|in\s+the\s+|(?:this|tonight)\s+)?(?<part>morning|afternoon|evening|night|nite|arvo|overnight)s?\b|\b(?<nightly>nightly)\b/g,
  apply(m, draft) {
    // "nite" is "night"; "nightly" is "every night"
    const said = m.groups?.part ?? '';
    const part =
      m.groups?.nightly || said === 'nite' || said === 'overnight' ? 'night' : said === 'arvo' ? 'afternoon' : said;
    const meridiem = part === 'morning' ? 'am' : part === 'night' ? 'night' : 'pm';
    // "every morning and evening at 8": one time read in two halves of the day; the times are the person's to say
    if (draft.dayPart && draft.meridiem !== meridiem) {
      return unparseable(
        `"${draft.dayPart}" and "${part}" are two parts of the day for the same time.`,
        'Say each time, e.g. "every day at 8am and 8pm".',
      );
    }
    // "night shift report daily at 7": a night said of who works it leaves a bare hour's half unsaid, unless a night
    // is said of the runs too ("every night at 10 for the night crew")
    const who = part === 'night' && !m.groups?.nightly ? NIGHT_OF.exec(m.input.slice(m.index + m[0].length)) : null;
    if (who === null) draft.nightOf = null;
    else if (draft.dayPart === null) draft.nightOf = `${m[0].trim()} ${who[1]}`;
    draft.meridiem = meridiem;
    draft.dayPart = part;
    draft.dayPartSaid = { words: m[0], input: m.input };
    // "night shift handover 05:30 saturdays": a night said apart from the days is no day's night (nightAfter.ts)
    if (part === 'night' && !m.groups?.nightly) {
      const before = m.input.slice(0, m.index);
      const after = m.input.slice(m.index + m[0].length);
      draft.nightApart = !DAY_BEFORE.test(before) && !DAY_AFTER.test(after);
    }
    if (m.groups?.every || m.groups?.nightly) return setDays(draft, { kind: 'every-day' }, m[0]);
    return undefined;
  },
};
