import { BRACKETED_PERIODS_GATE, rewriteBracketedPeriods } from './bracketedPeriods.js';
import { CLOCK_LIST_WORDS_GATE, rewriteClockListWords } from './clockListWords.js';
import { rewriteClockWords } from './clockWords.js';
import { rewriteDateLists } from './dateLists.js';
import { rewriteDottedDates, rewriteOrdinalDates } from './dateWords.js';
import { rewriteDictatedClocks } from './dictation.js';
import { ELSE_DAYS_GATE, rewriteElseDays } from './elseDays.js';
import { splitNthAndLast } from './parsers/nthWeekday.js';
import { rewritePeriodDates } from './periodWords.js';
import { rewriteSlashHours, SLASH_HOURS_GATE } from './slashHours.js';
import { rewriteSpelledClock } from './spelledClock.js';
import { rewriteStepAtClock, STEP_AT_GATE } from './stepAtClock.js';
import { rewriteStopAfter, STOP_AFTER_GATE } from './stopAfterDate.js';
import { rewriteWindowsZoneKeys } from './windowsZoneKeys.js';
import { plainCharacters, rewriteGluedWords } from './writtenForms.js';

/**
 * Lower case, one space between words, typographic dashes and quotes made plain, trailing punctuation dropped,
 * and clock notations chrono does not read rewritten into ones it does ("0600hrs" -> "06:00"), as are the dates of a
 * running period said day first ("from 1st of December" -> "from December 1") and dates written with dots
 * ("01.12.2026" -> "1 december 2026"), with dashes ("1-Dec-26" -> "1 december 2026"), and dates in numbers
 * before "onwards" ("05/12/2026 onwards" -> "starting 05/12/2026"), days of one month said with it once ("nov 24, 27
 * and 30" -> "nov 24, nov 27 and nov 30", `dateLists.ts`), and clock times as dictation writes them ("nine a m",
 * "noon thirty").
 */
const SPACES = /\s\s|[^\S ]/;
const TRAILING = /[.!?;\s]/;
/** Typographic dashes, quotes and the ellipsis, made plain below. */
const TYPOGRAPHIC = /[\u2012-\u2015\u2212\u2018\u2019\u2026]/;

/**
 * The phrases normalised last: a phrase is normalised again by each reader that looks at it whole (the lone-clock
 * check, the rules, their fallbacks), and the rewrites depend on nothing but the phrase.
 */
const RECENT = new Map<string, string>();
const RECENT_MAX = 64;

export function normalize(phrase: string): string {
  const known = RECENT.get(phrase);
  if (known !== undefined) return known;
  const text = normalizeOnce(phrase);
  if (RECENT.size >= RECENT_MAX) RECENT.clear();
  RECENT.set(phrase, text);
  return text;
}

function normalizeOnce(phrase: string): string {
  let plain = rewriteDottedDates(plainCharacters(phrase).toLowerCase());
  if (TYPOGRAPHIC.test(plain)) {
    plain = plain
      .replace(/[\u2012-\u2015\u2212]/g, '-')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/\u2026/g, '...');
  }
  // each rewrite below only where it can find something: "a.m.", a run of spaces or a space other than " ", and
  // punctuation or a space at the end
  if (plain.includes('.m')) plain = plain.replace(/\b([ap])\.m\.?(?=\s|$|,)/g, '$1m');
  // "every! day", "daily!! at 9": emphasis inside the phrase, which holds no time
  if (plain.includes('!')) plain = plain.replace(/(?<=[a-z\d])!+(?=\s+[a-z\d])/g, '');
  // "every 1 month(s)", "every 2 week(s)": a unit with its plural in brackets, as calendar apps write it
  if (plain.includes('(s)')) plain = plain.replace(/\b(minute|hour|day|week|month|year|time)\(s\)/g, '$1s');
  if (SPACES.test(plain)) plain = plain.replace(/\s+/g, ' ');
  // "zone \"sa pacific standard time\"", "tz=arabian standard time": a Windows zone id with its key (windowsZoneKeys.ts)
  if (plain.includes('standard time')) plain = rewriteWindowsZoneKeys(plain);
  if (TRAILING.test(plain.slice(-1))) plain = plain.replace(/[.!?;\s]+$/, '');
  plain = plain.trim();
  // "every 12 hours 06/18": the step's hours, not the 18th of June (slashHours.ts)
  if (plain.includes('/') && SLASH_HOURS_GATE.test(plain)) plain = rewriteSlashHours(plain);
  // "every day of the season (nov 26 - apr 11)", "(jan, apr, jul, oct)": periods and months in brackets
  if (BRACKETED_PERIODS_GATE.test(plain)) plain = rewriteBracketedPeriods(plain);
  // "8pm on weekends, else 7:15am": the other days of the week (elseDays.ts)
  if (ELSE_DAYS_GATE.test(plain)) plain = rewriteElseDays(plain);
  // "tues 4pm, stop after feb 28": until that date (stopAfterDate.ts)
  if (STOP_AFTER_GATE.test(plain)) plain = rewriteStopAfter(plain);
  // "8am, 12, 4pm", "0200 and uh 1400": noon and a pause inside a list of clocks (clockListWords.ts)
  if (CLOCK_LIST_WORDS_GATE.test(plain)) plain = rewriteClockListWords(plain);
  // "every 12h at 6": the step anchored at that hour, the same hours from either half of the day (stepAtClock.ts)
  if (STEP_AT_GATE.test(plain)) plain = rewriteStepAtClock(plain);
  return splitNthAndLast(
    rewriteDateLists(
      rewritePeriodDates(
        rewriteOrdinalDates(rewriteClockWords(rewriteSpelledClock(rewriteDictatedClocks(rewriteGluedWords(plain))))),
      ),
    ),
  );
}
