import { type IntentDraft, type RecurrenceParser, unparseable } from '../draft.js';
import { COUNT, countOf } from '../words.js';

const WORD_COUNTS: Readonly<Record<string, number>> = { once: 1, twice: 2, thrice: 3 };

/**
 * "10 times", "for 5 runs", "for the next 10 runs", "up to 3 occurrences", "6 runs total", "stop after 12 runs", "ends
 * after 12 occurrences" (as calendars put it), "10 times then stop", "first 4 only", "5x", "x5", "just once": the
 * service's maxOccurrences. "Twice a day",
 * "3 times daily", "3x daily", "2x/day", "once a day" say how many times a day are given; "twice an hour", "4 times
 * per hour" are a step of the hour (every 30, every 15 minutes), and say so (checked against them when the phrase is finished); other
 * frequencies ("3 times a week") are refused: they do not say which days.
 */
/** Drafts whose number of runs was said as a number of things, one a run ("for 10 episodes"), as said. */
export const EACH_RUN = new WeakMap<IntentDraft, string>();
/** Drafts whose number of things was said alone between commas ("weekly wed 3am, 10 eps, starting jan 6"). */
export const BARE_EACH = new WeakMap<IntentDraft, number>();
const THINGS = '(?:episodes|eps|sessions|editions|issues|instal?lments|lessons|classes|releases|rounds)';

const REPEAT =
  '(?:every|each|daily|nightly|weekly|monthly|hourly|yearly|annually|fortnightly|biweekly|week(?:day|end|night)s)';
const ONCE_AFTER_REPEAT = new RegExp(`\\b${REPEAT}[\\s,:;\u2013\u2014-]*$`);
const REPEAT_AFTER_ONCE = new RegExp(`^[\\s,:;\u2013\u2014-]*${REPEAT}\\b`);

export const countParser: RecurrenceParser = {
  name: 'count',
  gate: /times|runs|occurrences|executions|\d\s*x|once|twice|thrice|one\s+time|one[-\s]?off|x\s*\d|first|episodes|\beps\b|sessions|editions|issues|instal|lessons|classes|releases|rounds/,
  pattern: new RegExp(
    // "2x/month", "2 times a month" are twice a month (semiMonthly.ts), not a number of runs
    `\\b(?!(?:2\\s*x|2\\s+times|two\\s+times)\\s*(?:/\\s*|(?:a|per|each|every)\\s+)month\\b)(?:(?:for(?:\\s+(?:the\\s+)?(?:next|following))?|up\\s+to|at\\s+most|max(?:imum)?(?:\\s+of)?|(?:stops?|stopping|ends?|ending|finish(?:es|ing)?)\\s+after:?)\\s+)?(?:(?<n>${COUNT})\\s+(?:times|runs|occurrences|executions)\\b|(?<![\\d:])(?<nx>\\d{1,4})\\s*x\\b)(?<per>\\s+(?:a|an|per|each|every)\\s+(?<unit>day|week|hour|month)|\\s*/\\s*(?<slash>day|week|hour|month)\\b|\\s+(?<ly>daily|weekly|hourly|monthly))?(?:\\s+(?:only|max(?:imum)?|at\\s+most|tops|total|in\\s+total)\\b)?(?:,?\\s+(?:and\\s+)?then\\s+stop\\b)?` +
      '|\\b(?<word>once|twice|thrice)\\s+(?:(?:a|per|each|every)\\s+day|daily)\\b' +
      '|\\b(?<hourWord>once|twice|thrice)\\s+(?:an?|per|each|every)\\s+hour\\b' +
      // "just once on Dec 24 at 5pm": one run (not "once a week", a frequency)
      '|\\b(?<once>(?:just\\s+)?once|one\\s+time|one-?off|one\\s+off(?=[\\s,:]+(?:on\\s+)?(?:\\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b)))\\b(?!\\s+(?:a|an|per|each|every|daily|weekly|hourly|monthly|yearly|annually|quarterly|fortnightly)\\b)' +
      // "mondays 9am, first 4 only", "just the first 3 runs": that many runs
      `|\\b(?:(?:just|only)\\s+)?(?:the\\s+)?first\\s+(?<first>${COUNT})(?:\\s+(?:runs|times|occurrences|executions)\\b(?:\\s+only\\b)?|\\s+only\\b)` +
      // "daily at 8am x5": five runs
      '|(?<![\\w/])x\\s*(?<xn>\\d{1,4})\\b' +
      // "weekly from 6 jan for 10 episodes": one run each (only beside one time a day, checked in period.ts)
      `|\\bfor\\s+(?:(?:the\\s+)?(?:next|following)\\s+)?(?<each>${COUNT})\\s+${THINGS}\\b` +
      // "weekly wed 3am, 10 eps, starting jan 6": the number of things alone between commas (or brackets)
      `|(?<=(?:^|[,;(]|\\s[-–])\\s*)(?<bare>${COUNT})\\s+${THINGS}(?:\\s+(?:in\\s+)?total)?(?=\\s*(?:[,;)]|\\s[-–]\\s|$))`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    // "twice an hour", "4 times per hour": a step that divides the hour, from the top of it
    if (g.hourWord || g.unit === 'hour' || g.slash === 'hour' || g.ly === 'hourly') {
      const n = g.hourWord ? (WORD_COUNTS[g.hourWord] ?? 0) : countOf(g.n ?? g.nx ?? '');
      if (!Number.isInteger(n) || n < 1 || 60 % n !== 0) {
        return unparseable(
          `"${m[0].trim()}" does not divide the hour into equal steps.`,
          'Give the minutes, e.g. "every 20 minutes" or "at :05 and :35 past every hour".',
        );
      }
      if (draft.interval !== null) return unparseable('The phrase gives two intervals.', 'Give one.');
      draft.interval = { unit: n === 1 ? 'hour' : 'minute', every: n === 1 ? 1 : 60 / n, atMinute: 0 };
      draft.assumptions.push(
        `"${m[0].trim()}" read as every ${n === 1 ? 'hour' : `${60 / n} minutes`}, from the top of the hour.`,
      );
      return undefined;
    }
    if (g.word || g.unit === 'day' || g.slash === 'day' || g.ly === 'daily') {
      const perDay = g.word ? (WORD_COUNTS[g.word] ?? 0) : countOf(g.n ?? g.nx ?? '');
      if (draft.perDay !== null && draft.perDay !== perDay) {
        return unparseable('The phrase gives two different numbers of runs a day.', 'Say it once, e.g. "twice a day".');
      }
      draft.perDay = perDay;
      draft.perDaySaid = m[0].trim();
      return undefined;
    }
    // "x reminder, once, every monday 9am", "daily, once": a word that repeats the runs set off beside "once" says
    // the opposite of it (one run, or every week?)
    if (g.once) {
      const at = m.index ?? 0;
      const before = m.input?.slice(0, at) ?? '';
      const after = m.input?.slice(at + m[0].length) ?? '';
      if (ONCE_AFTER_REPEAT.test(before) || REPEAT_AFTER_ONCE.test(after)) {
        return unparseable(
          `"${g.once}" is said beside words that repeat the runs: one run, or every time?`,
          'Say one date for one run ("once on mon jan 19 at 9am"), or the days for runs that repeat ("every monday at 9am").',
        );
      }
      draft.once = g.once;
    }
    const n = g.once ? 1 : countOf(g.n ?? g.nx ?? g.xn ?? g.first ?? g.each ?? g.bare ?? '');
    // "9 rounds" counts runs only as a series from its start ("club championship rounds wed 7pm, starting jan 13, 9
    // rounds", "chess ladder tue 18:00 from jan 20, 7 rounds"); "sparring every tue 7pm, 10 rounds" may be rounds
    // within each run
    if (
      (g.bare || g.each) &&
      /\brounds\b/.test(m[0]) &&
      draft.startDate === null &&
      !/\b(?:starting|from|beginning)\b/.test(m.input)
    ) {
      return unparseable(
        `"${m[0].trim()}" could be the number of runs, or rounds within each run.`,
        'Say "for 9 weeks" or "9 times" for the number of runs.',
      );
    }
    if (g.bare) BARE_EACH.set(draft, n);
    if (g.each || g.bare) {
      EACH_RUN.set(draft, m[0].trim());
      draft.assumptions.push(`"${m[0].trim()}" read as ${n} runs, one for each.`);
    }
    if (g.per) {
      return unparseable(
        `"${m[0].trim()}" is a frequency, not a number of runs.`,
        'Give the days and times instead, e.g. "Mondays and Thursdays at 9am"; "10 times" on its own limits the total runs.',
      );
    }
    if (!Number.isInteger(n) || n < 1) {
      return unparseable(`"${m[0]}" is not a number of runs.`, 'Say how many runs, e.g. "10 times".');
    }
    if (draft.maxOccurrences !== null && draft.maxOccurrences !== n) {
      return unparseable('The phrase gives two different numbers of runs.', 'Say it once, e.g. "10 times".');
    }
    draft.maxOccurrences = n;
    return undefined;
  },
};
