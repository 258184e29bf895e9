/**
 * Bare hours said in a list, then the parts of the day they are in, in the same order: "drops at 8, 2 and 8 —
 * morning, afternoon and night", "feed at 7 and 5, morning and evening", "pills 9 and 9 (morning and night)". Each
 * hour is read in its own part of the day ("8 in the morning, 2 in the afternoon and 8 at night"), with a note. Not
 * where the counts differ ("at 8 and 2 — morning, afternoon and night"), where a part is plural ("at 8 and 9,
 * mornings and evenings": both hours on both?), nor where an hour does not fall in its part ("at 2 and 8, morning
 * and night": 2 in the morning is the small hours, left to the reader's refusal).
 */

const HOUR = '(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?';
const PART = '(?:morning|afternoon|evening|night)';
const JOIN = '\\s*(?:,\\s*(?:and\\s+)?|and\\s+|&\\s*)';
const LIST = new RegExp(
  `(?<![\\d:])(?<hours>${HOUR}(?:${JOIN}${HOUR})+)(?<gap>\\s*(?:[-\\u2013\\u2014,:(]\\s*)+|\\s+)(?:in\\s+the\\s+)?(?<parts>${PART}(?:${JOIN}(?:in\\s+the\\s+|at\\s+)?${PART})+)\\s*\\)?(?![a-z])`,
);
export const RESPECTIVE_PARTS_GATE = new RegExp(`\\d\\s*(?:,|and|&)[\\s\\S]*${PART}${JOIN}(?:in the |at )?${PART}`);

/** The hours, on the 12-hour clock, each part of the day may hold. */
const FITS: Record<string, (h: number) => boolean> = {
  morning: (h) => h >= 4 && h <= 11,
  afternoon: (h) => h === 12 || (h >= 1 && h <= 5),
  evening: (h) => h >= 4 && h <= 11,
  night: (h) => h >= 6 && h <= 11,
};
const SAID: Record<string, string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
  night: 'at night',
};

export function respectiveParts(text: string): { text: string; note: string } | null {
  const m = LIST.exec(text);
  const g = m?.groups;
  if (!m || !g) return null;
  const hours = (g.hours as string).split(new RegExp(JOIN)).map((h) => h.trim());
  const parts = (g.parts as string).split(new RegExp(JOIN)).map((p) => p.replace(/^(?:in\s+the|at)\s+/, '').trim());
  if (hours.length !== parts.length) return null;
  const said: string[] = [];
  for (const [i, h] of hours.entries()) {
    const part = parts[i] as string;
    if (!FITS[part]?.(Number(h.split(':')[0]))) return null;
    said.push(`${h} ${SAID[part]}`);
  }
  const list = `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`;
  return {
    text: `${text.slice(0, m.index)}${list}${text.slice(m.index + m[0].length)}`,
    note: `Read "${m[0].trim()}" as each time in its part of the day, in the order said.`,
  };
}
