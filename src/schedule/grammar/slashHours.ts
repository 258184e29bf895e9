/**
 * The hours of a step written with slashes, as shift boards write them: "bump test every 12 hours 06/18", "every 8
 * hrs 06/14/22", "every 6h: 00/06/12/18". Read as dates, "06/18" was the 18th of June. Here they are the step's
 * hours, rewritten "at 06:00 and 18:00" (which reads as the step's runs, with its note).
 *
 * Only right after the step, with every hour 0-23 and each the step's length after the one before (round the clock:
 * "18/06" after "every 12 hours" too), so a date cannot be taken for them: "every 12 hours from 06/18" is not this.
 */
const STEP_HOURS =
  /\bevery\s+(\d{1,2})\s*(?:hours?|hrs?|h)\b\s*(?:at\s+|@\s*|[:,]\s*)?(\d{1,2}(?:\/\d{1,2})+)(?![\w/:.])/g;
export const SLASH_HOURS_GATE = /\bevery\s+\d{1,2}\s*h[a-z]*\b[^/]*\d\/\d/;

/** The text with a step's hours said with slashes written as its clocks, or the text as it was. */
export function rewriteSlashHours(text: string): string {
  return text.replace(STEP_HOURS, (whole, step: string, list: string) => {
    const n = Number(step);
    const hours = list.split('/').map(Number);
    if (n < 1 || n > 12 || 24 % n !== 0 || hours.some((h) => h > 23)) return whole;
    for (let i = 1; i < hours.length; i++) {
      if (((hours[i] as number) - (hours[i - 1] as number) + 24) % 24 !== n) return whole;
    }
    const clocks = hours.map((h) => `${String(h).padStart(2, '0')}:00`);
    const said = clocks.length === 2 ? clocks.join(' and ') : `${clocks.slice(0, -1).join(', ')} and ${clocks.at(-1)}`;
    return `${whole.slice(0, whole.length - list.length).replace(/\s*(?:at\s+|@\s*|[:,]\s*)?$/, '')} at ${said}`;
  });
}
