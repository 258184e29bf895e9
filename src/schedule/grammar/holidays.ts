/** Holidays on a fixed date, by the words people use for them ("christmas", "xmas", "new year's eve", "new year"). */

const HOLIDAYS: ReadonlyArray<readonly [RegExp, string, number, number]> = [
  [/^(?:christmas|xmas)\s+eve$/, 'Christmas Eve', 12, 24],
  [/^(?:christmas|xmas)(?:\s+day)?$/, 'Christmas Day', 12, 25],
  [/^boxing\s+day$/, 'Boxing Day', 12, 26],
  [/^new\s+year(?:'?s)?\s+eve$|^nye$/, "New Year's Eve", 12, 31],
  [/^new\s+year(?:'?s)?(?:\s+day)?$/, "New Year's Day", 1, 1],
];

/** The words of a fixed-date holiday, as a regex source. */
export const HOLIDAY =
  "(?:(?:christmas|xmas)(?:\\s+(?:eve|day))?|boxing\\s+day|new\\s+year(?:'?s)?(?:\\s+(?:eve|day))?|nye)\\b";

/** The date of a holiday said in words matching HOLIDAY. */
export function holidayDate(words: string): { name: string; month: number; day: number } | undefined {
  const w = words.trim().replace(/\s+/g, ' ');
  for (const [re, name, month, day] of HOLIDAYS) if (re.test(w)) return { name, month, day };
  return undefined;
}
