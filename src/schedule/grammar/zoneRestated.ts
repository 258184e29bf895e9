import type { LocalIntent, Weekday } from '../intent.js';
import { dayRuleHolds } from '../local.js';
import { fail, type Outcome, ok } from '../problem.js';
import { instantOf, offsetAt, zoneNamed } from '../tz.js';
import { resolveZoneWord } from '../zones.js';
import { minutesOf } from './parsers/sameInstant.js';
import { WORD_SOURCE } from './parsers/zone.js';
import { DAY, WEEKDAY_NAME, weekdayOf } from './words.js';
import { sameClock } from './zoneClocks.js';

/**
 * A weekly time restated on another zone's clock, said after it: "Stream at 11pm my time, which is 10am theirs in
 * Sydney — wednesdays", "thursday 8am Sydney, which is wednesday evening for us in Buenos Aires", "at 8:30am their
 * Monday, i.e. sunday for me in LA", "at 8am their time = 7pm my time (NY) on tuesdays". Tried only once the phrase
 * has failed to read as said (rules.ts); "thats", as chat writes it without its apostrophe, is "that's" ("every mon
 * 10:30 IST, thats 5am for us"). The restatement may be in brackets, all they hold: "community call 1st
 * thursday 17:00 UTC (that's 9am for me in SF)", "thu 10am Sydney (= wed 23:00 UTC)"; in brackets without a mark,
 * only a clock or a day (and its part of the day) and that it is the person's: "every wed 10am WAT (6am for me)",
 * "mon 9am JST (sunday night for us)", or a clock and a day "for" a place: "every tuesday 9am my time (1am wed for
 * manila, sorry)". "for the US kids" after the zone says whose clock it is, someone else's. A reminder said last
 * ("…, remind 1h before") moves the runs, not the event: the restatement is checked against the event. The phrase is read without the
 * restatement, as one rule at one time on days of the week or on one weekday of the month ("1st thursday", "last
 * friday"); the restatement (a time, a day, a part of the day, each optional but one) is then checked at
 * each run of the coming year: refused when it does not hold at the first run, saying what the time is there; read
 * with a note when it holds at every run, or only part of the year (the two zones change their clocks on different
 * dates: the schedule keeps the time said first, and the note says when the other clock reads otherwise).
 */

const Z = `(?:${WORD_SOURCE})`;
const CLOCK = '(?:(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]\\.?m\\.?|(?:[01]?\\d|2[0-3]):[0-5]\\d)';
const PART = '(?:morning|afternoon|evening|night|noon|midnight)';
/** "for the US kids", "for the london team": the people whose clock it is, not the person's (their words are no "us"). */
const AUDIENCE = 'for\\s+the\\s+(?:[a-z]+\\s+){0,2}?(?:kids|students|parents|team|folks|crew|class|group|people)';
const WHOSE =
  '(?:theirs|their\\s+time|(?:my|our)\\s+(?:local\\s+)?time|for\\s+(?:me|us|them)|where\\s+(?:i\\s+am|we\\s+are)|here|there|' +
  // "for the US kids": the people on that clock, someone else's
  `${AUDIENCE})`;
/** The restatement: its mark, then [day] [time] [day] [part of the day] [whose] [in|(] [zone] [)] [whose]. */
const RESTATED = new RegExp(
  `(?:\\s*,\\s*|\\s+)(?<open>\\(\\s*)?(?:(?<mark>which\\s+is|which'?s|that'?s|that\\s+is|i\\.?\\s?e\\.?,?|aka|=)\\s+|(?<=\\(\\s*))` +
    `(?<body>(?:(?<day>${DAY})\\s*)?(?:(?<clock>${CLOCK})\\s*)?(?:(?<day2>${DAY})\\s*)?(?:(?<part>${PART})\\s*)?` +
    `(?:(?<whose>${WHOSE})\\s*)?(?:(?<prep>in|at|for)\\s+|\\(\\s*)?(?:(?<zone>${Z}(?![a-z0-9_/]))|(?<code>ny|nyc|sf|hk)\\b)?(?:\\s+time)?` +
    // "(1am wed for manila, sorry)": an apology closing the brackets
    `(?:\\s*,\\s*(?:sorry|apologies))?(?:\\s*\\))?` +
    `(?:\\s+(?<whose2>${WHOSE}))?)(?![a-z0-9])`,
);
const GATE = /\b(?:which|thats?|i\.?\s?e\b|aka)\b|=|\([^)]*\b(?:for\s+[a-z]+|(?:my|our)\s+time)\b[^)]*\)/;
/** Places' codes said after "in" or in brackets, in lower case here. */
const CODES: Readonly<Record<string, string>> = {
  ny: 'America/New_York',
  nyc: 'America/New_York',
  sf: 'America/Los_Angeles',
  hk: 'Asia/Hong_Kong',
};
/** A reminder said last, before the event: "…, remind 1h before", "…, remind me 15 min before". */
const REMINDER_LAST =
  /\s*,\s*remind(?:\s+(?:me|us|everyone|them))?\s+\d+\s*(?:h|hrs?|hours?|m|mins?|minutes?)\s+before\s*$/i;
/** "at 8:30am their monday": the day on their clock, as "their time" says it. */
const THEIR_DAY = new RegExp(`\\btheir\\s+(${DAY})`);

const PARTS: Readonly<Record<string, (m: number) => boolean>> = {
  morning: (m) => m >= 300 && m < 720,
  afternoon: (m) => m >= 720 && m < 1080,
  evening: (m) => m >= 1020 && m < 1380,
  // "sunday night for us" at 7pm: night in chat begins at seven
  night: (m) => m >= 1140 || m < 300,
  noon: (m) => m === 720,
  midnight: (m) => m === 0,
};

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const DAY_MS = 86_400_000;

export interface Restated {
  /** The phrase without the restatement. */
  readonly text: string;
  /**
   * `text` without a reminder said last ("…, remind 1h before"), when it has one: the event, whose time the
   * restatement says.
   */
  readonly eventText: string | null;
  /**
   * Checks the rules read from `text` (the restatement against `event`, the rules read from `eventText`, when
   * there is one): the rules with the note, or the refusal; null when it cannot be checked.
   */
  check(rules: readonly LocalIntent[], now: number, event?: readonly LocalIntent[]): Outcome<LocalIntent[]> | null;
}

/** The phrase without a restatement on another clock, and its check; null when it has none. */
export function restatedTime(phrase: string, ownZone: string): Restated | null {
  const text = phrase.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (!GATE.test(text)) return null;
  // the phrase as typed where lower case keeps its length (capitals tell a place's code from a word)
  const source = text.length === phrase.length ? phrase : text;
  const m = RESTATED.exec(text);
  const g = m?.groups;
  if (!m || !g || (g.day && g.day2)) return null;
  // "(that's 9am for me in SF)", "(= wed 23:00 UTC)": a restatement opened in brackets is closed in them, and is all
  // that the brackets hold
  if (g.open !== undefined && !m[0].trimEnd().endsWith(')')) return null;
  const dayWord = g.day ?? g.day2;
  // "(6am for me)", "(8pm my time)", "(sunday night for us)": a bracket without a mark holds only a clock or a day
  // (with its part of the day) and whose it is, the person's; or a clock and a day "for" a place ("(1am wed for
  // manila)")
  const ownSaid = /^(?:for\s+(?:me|us)|(?:my|our)\s+time)$/.test(g.whose ?? g.whose2 ?? '');
  const forPlace = g.prep === 'for' && g.zone !== undefined && g.whose === undefined && g.whose2 === undefined;
  if (
    g.mark === undefined &&
    (g.open === undefined ||
      (g.clock === undefined && dayWord === undefined) ||
      g.code !== undefined ||
      !(
        (ownSaid && g.zone === undefined) ||
        (forPlace && g.clock !== undefined && dayWord !== undefined && g.part === undefined)
      ))
  )
    return null;
  // "for manila" said with a mark, or "for" before no place: not read here
  if (g.prep === 'for' && !forPlace) return null;
  if (g.clock === undefined && dayWord === undefined && g.part === undefined) return null;
  const whose = g.whose ?? g.whose2;
  // "(= 14:00 UTC)": a conversion in brackets of a time only is the same-instant reader's (zoneConversionLater.ts)
  if (g.open !== undefined && dayWord === undefined && whose === undefined && g.code === undefined) return null;
  const mine = whose !== undefined && !/^for\s+the\b/.test(whose) && /\b(?:my|our|me|us|i|we|here)\b/.test(whose);
  const zoneWord = g.zone?.replace(/\s+/g, ' ');
  const named =
    g.code !== undefined ? (CODES[g.code] ?? null) : zoneWord === undefined ? null : resolveZoneWord(zoneWord);
  if (zoneWord !== undefined && named === null) return null;
  const zone = named ?? (mine ? ownZone : null);
  if (zone === null) return null;
  let rest = `${source.slice(0, m.index)} ${source.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
  rest = rest.replace(/\s*[,;]\s*$/, '').replace(new RegExp(THEIR_DAY.source, 'i'), '$1 their time');
  const day = dayWord === undefined ? undefined : weekdayOf(dayWord);
  const clock = g.clock === undefined ? undefined : minutesOf(g.clock.replace(/\s+/g, ''));
  const part = g.part === undefined ? undefined : PARTS[g.part];
  const at = m.index + (g.mark === undefined ? m[0].indexOf('(') + 1 : m[0].indexOf(g.mark));
  const said = source
    .slice(at, m.index + m[0].length)
    .trim()
    .replace(g.open === undefined ? /$^/ : /\s*\)$/, '');
  const eventText = rest.replace(REMINDER_LAST, '');
  return {
    text: rest,
    eventText: eventText === rest ? null : eventText,
    check(rules, now, event = rules) {
      // one rule at one time on days of the week, on a zone's clock
      const r = event[0];
      if (rules.length !== 1 || event.length !== 1 || r === undefined || r.times.length !== 1 || r.interval !== null)
        return null;
      if (r.startDate !== null || r.endDate !== null || r.months.kind !== 'every-month') return null;
      if (mine && named !== null && !sameClock(named, ownZone, now)) return null;
      // days of the week, or one weekday of the month ("1st thursday", "last friday"), each run checked
      const days: readonly Weekday[] =
        r.days.kind === 'weekdays'
          ? r.days.days
          : r.days.kind === 'nth-weekday' || r.days.kind === 'last-weekday-in-month'
            ? [r.days.weekday]
            : [];
      const from = zoneNamed(r.zone.name);
      const to = zoneNamed(zone);
      const t = r.times[0];
      if (days.length === 0 || from === null || to === null || t === undefined) return null;
      if (r.zone.name === zone) return null;
      // the days must be said outside the restatement ("at 9pm London, which is monday 4pm for me" says no days of
      // its own: every day?), and a day restated is the one day of the rule ("every weekday ..., which is monday")
      if (day !== undefined && days.length !== 1) return null;
      const at = (ms: number) => {
        const local = ms + offsetAt(to, ms) * 60_000;
        const d = new Date(local);
        return { day: (d.getUTCDay() + 1) as Weekday, minutes: d.getUTCHours() * 60 + d.getUTCMinutes() };
      };
      const holds = (x: { day: Weekday; minutes: number }) =>
        (day === undefined || x.day === day) &&
        (clock === undefined || x.minutes === clock) &&
        (part === undefined || part(x.minutes));
      const runs: { ms: number; there: { day: Weekday; minutes: number } }[] = [];
      const start = now + offsetAt(from, now) * 60_000;
      for (let i = 0; i < 372; i++) {
        const d = new Date(start + i * DAY_MS);
        const len = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
        if (!dayRuleHolds(r.days, d.getUTCDate(), d.getUTCDay() + 1, len)) continue;
        const ms = instantOf(from, d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), t.hour, t.minute);
        if (ms < now) continue;
        runs.push({ ms, there: at(ms) });
      }
      const first = runs[0];
      if (first === undefined) return null;
      const here = `${hhmm(t.hour * 60 + t.minute)} ${WEEKDAY_NAME[(new Date(first.ms + offsetAt(from, first.ms) * 60_000).getUTCDay() + 1) as Weekday]} (${r.zone.name})`;
      const there = (x: { day: Weekday; minutes: number }) => `${hhmm(x.minutes)} ${WEEKDAY_NAME[x.day]} (${zone})`;
      if (!holds(first.there)) {
        return fail(
          'unparseable',
          `"${said}" does not hold: ${here} is ${there(first.there)}.`,
          `Give the time on one clock, e.g. "${hhmm(t.hour * 60 + t.minute)} ${r.zone.said ?? r.zone.name}".`,
        );
      }
      const off = runs.find((x) => !holds(x.there));
      const note =
        off === undefined
          ? `"${said}" checked: ${here} is ${there(first.there)} at every run; read once, on the clock of ${r.zone.name}.`
          : `"${said}" holds now (${here} is ${there(first.there)}), but not all year: the two zones change their clocks on different dates, and from ${new Date(off.ms).toISOString().slice(0, 10)} it is ${there(off.there)}. The schedule keeps the time said first (${r.zone.name}).`;
      return ok(rules.map((x, i) => (i === 0 ? { ...x, assumptions: [...x.assumptions, note] } : x)));
    },
  };
}
