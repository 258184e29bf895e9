/**
 * A holiday's name said beside a rule that already gives its day: "every 4th thursday of november at 9am
 * (thanksgiving)", "dec 25 10am every year - christmas", "last monday of may 8am (memorial day)". The name adds
 * nothing to the schedule, so it is set aside with a note, but only where the rest of the phrase names the holiday's
 * own day in words (its nth weekday of its month, or its date); the name beside any other day ("first thursday of
 * november (thanksgiving)", "2nd monday of october (thanksgiving)": Canada's) is left to the refusal, never read
 * as either day. What is left must read on its own.
 */

/** The words of each holiday, and the words of its day that must be in the rest of the phrase. */
const NTH = (nth: string, day: string, month: string) =>
  new RegExp(`\\b(?:${nth})\\s+${day}(?:day)?s?\\s+(?:of|in)\\s+(?:every\\s+|each\\s+)?${month}\\b`);
const DATE = (day: number, month: string, monthNumber: number) =>
  new RegExp(
    `\\b(?:${day}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${month}|${month}\\.?\\s+${day}(?:st|nd|rd|th)?(?!\\d)|0?${day}[/.]0?${monthNumber}(?![/.]?\\d)|0?${monthNumber}/0?${day}(?![/.]?\\d))`,
  );
const NOV = 'nov(?:ember)?';
const DEC = 'dec(?:ember)?';
const HOLIDAYS: ReadonlyArray<readonly [RegExp, string, RegExp]> = [
  [/^(?:us\s+)?thanksgiving(?:\s+day)?$/, 'Thanksgiving', NTH('4th|fourth', 'thu(?:r?s?)?', NOV)],
  [/^labou?r\s+day$/, 'Labor Day', NTH('1st|first', 'mon', 'sep(?:t(?:ember)?)?')],
  [/^memorial\s+day$/, 'Memorial Day', NTH('last', 'mon', 'may')],
  [
    /^(?:mlk|martin\s+luther\s+king(?:\s+jr\.?)?)\s+day$/,
    'Martin Luther King Jr. Day',
    NTH('3rd|third', 'mon', 'jan(?:uary)?'),
  ],
  [/^(?:christmas|xmas)(?:\s+day)?$/, 'Christmas Day', DATE(25, DEC, 12)],
  [/^(?:christmas|xmas)\s+eve$/, 'Christmas Eve', DATE(24, DEC, 12)],
  [/^boxing\s+day$/, 'Boxing Day', DATE(26, DEC, 12)],
  [/^new\s+year(?:'?s)?\s+eve$|^nye$/, "New Year's Eve", DATE(31, DEC, 12)],
  [/^new\s+year(?:'?s)?(?:\s+day)?$/, "New Year's Day", DATE(1, 'jan(?:uary)?', 1)],
  [/^hall?owe'?en$/, 'Halloween', DATE(31, 'oct(?:ober)?', 10)],
];

/** Cheap test first: a holiday's word is in the phrase. */
export const HOLIDAY_ASIDE_GATE =
  /thanksgiving|labou?r day|memorial day|mlk|luther|christmas|xmas|boxing|new year|nye|hall?owe/i;

/** "(thanksgiving)" anywhere, or ", thanksgiving" / "- thanksgiving" said last. */
const ASIDE = /\(\s*([a-z' .]+?)\s*\)|(?:\s*[,;]|\s+[-–—])\s*([a-z' .]+?)\s*[.!]?\s*$/g;

/** The phrase without a holiday's name beside a rule giving its day, and the note saying so; null otherwise. */
export function withoutHolidayAside(phrase: string): { phrase: string; note: string } | null {
  const lower = phrase.toLowerCase();
  for (const m of lower.matchAll(ASIDE)) {
    const words = (m[1] ?? m[2] ?? '').trim().replace(/\s+/g, ' ');
    const holiday = HOLIDAYS.find(([name]) => name.test(words));
    if (holiday === undefined) continue;
    const rest = `${lower.slice(0, m.index)} ${lower.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
    if (!holiday[2].test(rest)) return null;
    const kept = `${phrase.slice(0, m.index)} ${phrase.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
    return {
      phrase: kept,
      note: `Read "${m[0].replace(/^[\s,;–—-]+/, '').trim()}" as the name of the day the schedule gives (${holiday[1]}), not as part of the schedule.`,
    };
  }
  return null;
}
