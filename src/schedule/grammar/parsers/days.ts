import type { Weekday } from '../../intent.js';
import type { ScheduleProblem } from '../../problem.js';
import { type RecurrenceParser, setDays, unparseable } from '../draft.js';
import { DAY, weekdayOf } from '../words.js';

const LEAD = '(?:(?:every|each|on|all)\\s+)?';
// a comma may come before the last "and": "mon, wed, and fri"
const SEP = '(?:\\s*,\\s*(?:(?:and|or)\\s+|&\\s*)?|\\s*(?:and|&|\\+|/|or|-|–|through|thru|to|until|till|til)\\s*)';
// a space alone also separates ("mon wed fri", "every monday every wednesday"), but not a bare day from "every"
// and the next: "report sunday every monday" is no list
const LEAD_SAID = '(?:(?:every|each|on|all)\\s+)';

/** "from Monday until Friday": a range of days (a lone "from Monday" is a start, the period parser's). */
const FROM_RANGE = `(?:from\\s+(?=${DAY}\\s*(?:-|–|to|until|till|til|through|thru)\\s*${DAY}))?`;

/** Two-letter day names ("tu/th", "mo & we"): read only joined to another by "/", "&" or "+" ("we" is a word too). */
const TWO_LETTER: Readonly<Record<string, Weekday>> = { su: 1, mo: 2, tu: 3, we: 4, th: 5, fr: 6, sa: 7 };
const TWO = '(?:su|mo|tu|we|th|fr|sa)';

/**
 * "daily mon-sat", "every day tue to sun": a range of days right after "daily" says which days "every day" means,
 * one rule (the range reads its days; "daily" then only agrees, with a note). A list ("daily mon, wed") or a lone day
 * ("daily monday") is no such range: the days stay said twice, refused.
 */
const RANGE_AFTER_DAILY = new RegExp(
  `^\\s+(${DAY}\\s*(?:-|–|to|through|thru)\\s*${DAY})(?![\\w/&+,]|\\s*(?:,|&|and|\\+|/)\\s*${DAY})`,
);

/**
 * "daily mon-sat. sun 10am", "daily mon-sat; sun 10am": a range after "daily" ended by "." or ";" with more after it.
 * Which days the next sentence's clock is on ("sun" only, or the range too) is not said: refused.
 */
const RANGE_THEN_STOP = new RegExp(`^\\s+${DAY}\\s*(?:-|–|to|through|thru)\\s*${DAY}\\s*[.;]\\s*\\S`);
const DAILY_RANGE_THEN_STOP = new RegExp(
  `\\b(?:(?:every|each)\\s*day|daily)(\\s+${DAY}\\s*(?:-|–|to|through|thru)\\s*${DAY})\\s*[.;]\\s*\\S`,
);

/** The refusal of a phrase (normalised) where a range after "daily" ends its sentence before more (see above). */
export function dailyRangeThenStop(text: string): ScheduleProblem | null {
  const m = DAILY_RANGE_THEN_STOP.exec(text);
  return m === null ? null : rangeThenStop(`${m[0].replace(/\s*[.;]\s*\S$/, '').replace(/\.$/, '')}`);
}

function rangeThenStop(said: string): ScheduleProblem {
  return unparseable(
    `"${said}" ends its sentence before the rest: which days the rest is on is not clear.`,
    'Say the days and times together, e.g. "mon-sat at 9am and sun at 10am".',
  );
}

const WEEKNIGHTS =
  '"Weeknights" read as Monday to Friday (the runs fall on those dates); say "Sunday to Thursday" for the nights before working days.';

// (a clock, not any number: "next 3 fridays and saturdays at 5pm" counts days)
// (a word that only stresses the clock may stand after it: "4pm sharp mon-thu, friday 2pm")
const CLOCK_BEFORE =
  /(?:\d:[0-5]\d\s*(?:[ap]\.?m\.?)?|\d\s*[ap]\.?m\.?|\bnoon|\bmidnight|\bat\s+\d{1,2})(?:\s+(?:sharp|on\s+the\s+dot|o'?clock))?\s*$/;
const CLOCK_AFTER = /^\s*(?:at\s+|@\s*)?(?:\d|noon\b|midnight\b)/;

/**
 * Days of the week: "every day", "daily", "weekdays", "workdays", "M-F", "weekends", "Mon, Wed and Fri",
 * "mon wed fri", "Tuesdays and Thursdays", "Monday through Friday", "Fri-Mon" (a range that wraps the week),
 * "weeknights" (Monday to Friday, at night, said in a note), "all weekdays", "every weekend day", "sat+sun",
 * "tu/th", "weekdays + saturday", "from Monday until Friday"; "weekly", "every week", "each week", "once a week",
 * "one time per week" (a day of the week must be named).
 */
export const daysParser: RecurrenceParser = {
  name: 'days',
  pattern: new RegExp(
    '\\b(?:' +
      '(?<daily>(?:every|each)\\s*(?:single\\s+)?day|everyday|daily|all\\s+days|7\\s+days\\s+a\\s+week)' +
      // "weekdays + saturday": the working week and a weekend day said right after it, one rule
      `|(?<weekdaysPlus>${LEAD}(?:weekdays?|week\\s+days?|workdays?|work\\s+days?|working\\s+days?|business\\s+days?|mon(?:day)?\\s*-\\s*fri(?:day)?|m\\s*-\\s*f)\\s*(?:\\+|&|and|plus)\\s*${LEAD}(?<extra>sat(?:urday)?s?|sun(?:day)?s?)\\b)(?!\\s*(?:,|\\+|&|and|plus|or|/|-)\\s*(?:${DAY}))` +
      `|(?<weekdays>${LEAD}(?:weekdays?|week\\s+days?|workdays?|work\\s+days?|working\\s+days?|business\\s+days?|mon(?:day)?\\s*-\\s*fri(?:day)?(?=\\s|$)|m\\s*-\\s*f\\b))` +
      `|(?<weeknights>${LEAD}(?:week\\s*-?\\s*nights?))` +
      // not "this weekend", "next weekend" (one weekend, not a rule)
      `|(?<!\\b(?:next|this|last|coming)\\s+)(?<weekends>${LEAD}(?:the\\s+)?weekends?(?:\\s+days?)?)` +
      // not "next Friday" (a date, not a day rule)
      `|(?<!\\b(?:next|this|last|coming)\\s+)(?<list>${FROM_RANGE}(?:${LEAD_SAID}${DAY}(?:(?:${SEP}|\\s+)${LEAD}${DAY})*|${DAY}(?:(?:${SEP}${LEAD}|\\s+)${DAY})*))` +
      `|(?<short>${LEAD}${TWO}(?:\\s*[/&+]\\s*${TWO})+)(?![\\w/&+])` +
      '|(?<weekly>weekly|(?:once|one\\s+time)\\s+(?:a|per|each|every)\\s+week\\b|(?:every|each)\\s+week\\b)' +
      ')',
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    if (g.weekly) {
      draft.weekly = true;
      return undefined;
    }
    if (g.daily) {
      const after = m.input.slice((m.index ?? 0) + m[0].length);
      if (RANGE_THEN_STOP.test(after)) return rangeThenStop(`${m[0]}${after.split(/[.;]/)[0]}`);
      const range = RANGE_AFTER_DAILY.exec(after)?.[1];
      if (range === undefined) return setDays(draft, { kind: 'every-day' }, m[0]);
      draft.assumptions.push(`"${m[0]} ${range}" read as every day from ${range.replace(/\s*[-–]\s*/, ' to ')}.`);
      return undefined;
    }
    if (g.weekdaysPlus) {
      const extra = weekdayOf(g.extra ?? '') ?? 7;
      return setDays(draft, { kind: 'weekdays', days: extra === 1 ? [1, 2, 3, 4, 5, 6] : [2, 3, 4, 5, 6, 7] }, m[0]);
    }
    if (g.weekdays) return setDays(draft, { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, m[0]);
    if (g.weekends) return setDays(draft, { kind: 'weekdays', days: [1, 7] }, m[0]);
    if (g.weeknights) {
      draft.meridiem ??= 'night';
      draft.dayPart ??= 'night';
      draft.assumptions.push(WEEKNIGHTS);
      return setDays(draft, { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, m[0]);
    }
    if (g.short) {
      const short = [...new Set((g.short.match(/\b[a-z]{2}\b/g) ?? []).map((t) => TWO_LETTER[t]))];
      const sorted = short.filter((d): d is Weekday => d !== undefined).sort((a, b) => a - b);
      return setDays(draft, { kind: 'weekdays', days: sorted }, m[0]);
    }
    // "9am mondays, fridays 2pm", "9am mondays and fridays 2pm", "9:15 mon-thu, fridays 10:00": two days (or ranges)
    // parted between two times are each the days of the time beside them, not one list for both times (the rules
    // are read apart, with a note, rules.ts); three or more ("9am mon, wed, fri 2pm") leave the middle ones to guess
    const between =
      /[,;]|\s(?:and|&)\s/.test(g.list ?? '') &&
      CLOCK_BEFORE.test(m.input.slice(0, m.index)) &&
      CLOCK_AFTER.test(m.input.slice(m.index + m[0].length));
    if (between) {
      // (a semicolon parts more strongly than a comma: "7:30 sat; sun, mon 8:00" is two sides)
      const list = (g.list ?? '').trim();
      const items = list.includes(';') ? list.split(';') : list.split(/\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+/);
      return unparseable(
        items.length > 2
          ? `"${m[0].trim()}" stands between two times: which of the days are the first time's, and which the second's?`
          : `"${m[0].trim()}" stands between two times: both times on every day said, or each time on the days beside it?`,
        'Say each time with its days, e.g. "mondays at 9am, and wednesdays and fridays at 2pm".',
      );
    }
    const tokens = (g.list ?? '').match(/[a-z]+\.?|-|–|\//g) ?? [];
    const days = new Set<Weekday>();
    let rangeFrom: Weekday | null = null;
    let last: Weekday | null = null;
    let pendingRange = false;
    for (const t of tokens) {
      if (
        t === '-' ||
        t === '–' ||
        t === 'through' ||
        t === 'thru' ||
        t === 'to' ||
        t === 'until' ||
        t === 'till' ||
        t === 'til'
      ) {
        pendingRange = true;
        rangeFrom = last;
        continue;
      }
      const d = weekdayOf(t);
      if (d === undefined) continue;
      if (pendingRange && rangeFrom !== null) {
        for (let x: Weekday = rangeFrom; x !== d; x = ((x % 7) + 1) as Weekday) days.add(x);
      }
      pendingRange = false;
      days.add(d);
      last = d;
    }
    const sorted = [...days].sort((a, b) => a - b);
    if (sorted.length === 7) return setDays(draft, { kind: 'every-day' }, m[0]);
    return setDays(draft, { kind: 'weekdays', days: sorted }, m[0]);
  },
};
