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

/** The United States' holidays on a weekday of a month, said as a bound of a period ("from memorial day"). */
export const US_HOLIDAY = '(?:thanksgiving(?:\\s+day)?|memorial\\s+day|labou?r\\s+day)\\b';

export type UsHoliday = 'thanksgiving' | 'memorial' | 'labor';

export function usHolidayOf(words: string): UsHoliday {
  return words.startsWith('thanksgiving') ? 'thanksgiving' : words.startsWith('memorial') ? 'memorial' : 'labor';
}

export const US_HOLIDAY_NAMES: Readonly<Record<UsHoliday, string>> = {
  thanksgiving: 'Thanksgiving (the fourth Thursday of November)',
  memorial: 'Memorial Day (the last Monday of May)',
  labor: 'Labor Day (the first Monday of September)',
};

/** Zones of the United States, where these holidays are the United States' (Canada's Thanksgiving is in October). */
export const US_ZONE =
  /^(?:America\/(?:New_York|Chicago|Denver|Los_Angeles|Phoenix|Anchorage|Juneau|Sitka|Nome|Yakutat|Metlakatla|Adak|Detroit|Boise|Menominee|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+)|Pacific\/Honolulu|US\/.+)$/;

/** The day of the month of a US holiday in a year. */
export function usHolidayDay(h: UsHoliday, year: number): { month: number; day: number } {
  const weekday = (month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (h === 'thanksgiving') return { month: 11, day: 1 + ((4 - weekday(11, 1) + 7) % 7) + 21 };
  if (h === 'labor') return { month: 9, day: 1 + ((1 - weekday(9, 1) + 7) % 7) };
  return { month: 5, day: 31 - ((weekday(5, 31) - 1 + 7) % 7) };
}
