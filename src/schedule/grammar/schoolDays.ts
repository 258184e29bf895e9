/**
 * Days said by the school week: "every 2 hours on school days 7am to 3pm", "every school night at 9". School days
 * are Monday to Friday; school nights the nights before them, Sunday to Thursday (a night is a part of the day, so
 * "at 9" on a night reads as 9 PM, as "sun-thu nights at 9" does). The words are rewritten to those days and the
 * phrase read again, with a note that says school holidays are not left out (no calendar of them is known): read
 * only once the phrase has failed to read as said (rules.ts), and only where the words say days, after "every",
 * "each", "on" or "all", right after a clock ("5:45am school days"), or opening a part of the phrase; anywhere
 * else ("school days newsletter") they stay a name's, and beside days in brackets ("school nights (sun-thu)") the
 * bracket says the days (dayKinds.ts).
 */
/**
 * Zones where the school week is not Monday to Friday (a Friday or Friday-Saturday weekend, or a Sunday-to-Thursday
 * week): "school days" there are other days, so the words are not read in them.
 */
const OTHER_SCHOOL_WEEK = new Set([
  'Asia/Riyadh',
  'Asia/Dubai',
  'Asia/Qatar',
  'Asia/Kuwait',
  'Asia/Bahrain',
  'Asia/Muscat',
  'Asia/Aden',
  'Asia/Baghdad',
  'Asia/Amman',
  'Asia/Damascus',
  'Asia/Beirut',
  'Asia/Jerusalem',
  'Asia/Tel_Aviv',
  'Asia/Gaza',
  'Asia/Hebron',
  'Asia/Tehran',
  'Asia/Kabul',
  'Asia/Dhaka',
  'Asia/Dacca',
  'Asia/Kathmandu',
  'Asia/Katmandu',
  'Asia/Brunei',
  'Asia/Kuala_Lumpur',
  'Africa/Cairo',
  'Africa/Tripoli',
  'Africa/Khartoum',
  'Africa/Algiers',
  'Israel',
  'Iran',
  'Egypt',
  'Libya',
]);

/** Whether the school week in `zone` is Monday to Friday, as far as is known: not in a zone of another week. */
export function schoolWeekMonToFri(zone: string): boolean {
  return !OTHER_SCHOOL_WEEK.has(zone);
}

export const SCHOOL_DAYS_GATE = /\bschool\s*(?:days?|nights?)\b/i;

const SAID =
  /(?<lead>(?:^|[,;:]\s*|\b(?:every|each|on|all)\s+|(?<=(?:\d|[ap]m)\s+)))school\s*(?<kind>days?|nights?)\b(?!\s*\()/gi;

/** The phrase with school days said as days of the week, and the note; null when they are not said as days. */
export function schoolDaysPhrase(phrase: string): { text: string; note: string } | null {
  // days in brackets anywhere ("every school night 7:30pm (sun-thu)"): the bracket says them (dayKinds.ts)
  if (/\(\s*(?:sun|mon|tue|wed|thu|fri|sat)/i.test(phrase)) return null;
  const notes: string[] = [];
  let found = false;
  const text = phrase.replace(SAID, (_all, lead: string, kind: string) => {
    found = true;
    const night = /^n/i.test(kind);
    const plural = /s$/i.test(kind);
    const said = `school ${kind.toLowerCase()}`;
    if (night) {
      notes.push(
        `"${said}" read as Sunday to Thursday nights, the nights before school days; school holidays are not left out.`,
      );
      // (right after a clock, the night says no more than its days: "8:30pm school nights", "8:30pm sun-thu")
      if (lead === '') return 'sun-thu';
      return `${lead}sun-thu ${plural ? 'nights' : 'night'}`;
    }
    notes.push(`"${said}" read as Monday to Friday; school holidays are not left out.`);
    // ("every school day": "every weekday"; "on school day" reads as the days too)
    return `${lead}${!plural && /every|each/i.test(lead) ? 'weekday' : 'weekdays'}`;
  });
  if (!found) return null;
  return { text, note: [...new Set(notes)].join(' ') };
}
