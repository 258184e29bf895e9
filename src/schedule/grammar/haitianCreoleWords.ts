import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy } from './wordRules.js';

/**
 * Words of when in Haitian Creole, as Port-au-Prince teams say a schedule or mix it into French and English
 * ("rapèl 7è chak maten lendi-vandredi", "reyinyon chak mèkredi 3è di apremidi"): each read as the English it stands
 * for, before the phrase is read again, with a note for each. Read only when the phrase cannot be read as it is (from
 * mixedLanguageWords.ts), and only words of when: the job's name ("klinik") stays as it is, for the name readers.
 * - days: "lendi" Monday, "madi" Tuesday, "mèkredi" Wednesday, "jedi" Thursday, "vandredi" Friday, "samdi" Saturday,
 *   "dimanch" Sunday; "chak" before a day: every; "lendi-vandredi", "lendi a vandredi", "lendi rive vandredi":
 *   Monday to Friday; "ak", "e" between days: and;
 * - "chak jou": every day; "chak maten", "chak swa": every morning, every evening ("mornings", "evenings" where days
 *   are said too: "chak maten lendi-vandredi" is the mornings of those days);
 * - clocks: "7è", "7è30", "7 è" (o'clock, as French "7h") read only with the part of the day that says the half of
 *   the day: "di maten", "nan maten" or "chak maten" in the phrase (morning: 1 to 11 AM), "di apremidi" (afternoon:
 *   12 to 5 PM), "di swa", "nan aswè" (evening: 6 to 11 PM); an hour of 13 to 23 is the 24-hour clock's; "rapèl":
 *   reminder.
 * Refused as before: a clock of 1 to 12 without its part of the day ("7è": the morning's, or the evening's?), an hour
 * the part cannot hold ("9è di apremidi"), and words these rules do not hold.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  lendi: 'monday',
  madi: 'tuesday',
  mekredi: 'wednesday',
  jedi: 'thursday',
  vandredi: 'friday',
  samdi: 'saturday',
  dimanch: 'sunday',
};
const DAY = '(?:lendi|madi|m[eè]kredi|jedi|vandredi|samdi|dimanch)';
const EN_DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?';
const plain = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const dayOf = (word: string): string => DAYS[plain(word)] as string;

/** A clock said "7è", "7è30", "7 è", "07è15", with the part of the day after it or not. */
const CLOCK = new RegExp(
  `${NA}([01]?\\d|2[0-3])\\s?è(?:([0-5]\\d))?${NB}(?:\\s+(di\\s+maten|nan\\s+maten|di\\s+apremidi|nan\\s+apremidi|di\\s+swa|nan\\s+aswè|nan\\s+aswe)${NB})?`,
  'giu',
);
/** The part of the day said elsewhere in the phrase, which a clock without its own takes. */
const EVERY_MORNING = new RegExp(`${NA}chak\\s+maten${NB}`, 'iu');

/** The hours (0 to 23) each part of the day holds. */
const PART_HOURS: Readonly<Record<string, readonly [number, number]>> = {
  maten: [1, 11],
  apremidi: [12, 17],
  swa: [18, 23],
};

/** The clock as English says it ("7am", "15:30"), or null where it stays unread. */
function clockOf(hour: number, minute: number, part: string | undefined): string | null {
  const mm = minute === 0 ? '' : `:${String(minute).padStart(2, '0')}`;
  if (part === undefined) return hour >= 13 ? `${hour}:${String(minute).padStart(2, '0')}` : null;
  const p = /maten/.test(part) ? 'maten' : /apremidi/.test(part) ? 'apremidi' : 'swa';
  const [from, to] = PART_HOURS[p] as [number, number];
  const h = [hour, hour + 12].find((x) => x >= from && x <= to && (hour <= 12 || x === hour));
  if (h === undefined) return null;
  return `${h % 12 === 0 ? 12 : h % 12}${mm}${h < 12 ? 'am' : 'pm'}`;
}

const rule = (pattern: string, read: Rule[1]): Rule => [new RegExp(pattern, 'giu'), read];

/** The rules, after the clocks: `withDays` says whether the phrase names days. */
function rules(withDays: boolean): readonly Rule[] {
  return [
    // "lendi-vandredi", "lendi a vandredi", "lendi rive vandredi", "soti lendi rive vandredi"
    rule(
      `${NA}(?:soti\\s+)?(${DAY})\\s*(?:-|–|\\s+a\\s+|\\s+rive\\s+|\\s+jiska\\s+)\\s*(${DAY})${NB}`,
      (_m, a, b) => `${dayOf(a)} to ${dayOf(b)}`,
    ),
    rule(`${NA}chak\\s+jou${NB}`, () => 'every day'),
    rule(`${NA}chak\\s+maten${NB}`, () => (withDays ? 'mornings' : 'every morning')),
    rule(`${NA}chak\\s+swa${NB}`, () => (withDays ? 'evenings' : 'every evening')),
    rule(`${NA}chak\\s+(${DAY})${NB}`, (_m, d) => `every ${dayOf(d)}`),
    rule(`${NA}(${DAY})${NB}`, (_m, d) => dayOf(d)),
    rule(`(?<=${EN_DAY})\\s*,?\\s+(?:ak|e)\\s+(?=(?:every\\s+)?${EN_DAY}${NB})`, () => ' and '),
    rule(`${NA}rap[eè]l${NB}`, () => 'reminder'),
  ];
}

/** A cheap test that the phrase holds a Haitian Creole word of when. */
const GATE = new RegExp(`${NA}(?:${DAY}|chak|rap[eè]l)${NB}|\\d\\s?è${NB}`, 'iu');

/** The phrase with its Haitian Creole words of when read as English, a note for each; as it was when it holds none. */
export function readHaitianCreoleWords(text: string, notes: string[]): string {
  if (!GATE.test(text)) return text;
  const morning = EVERY_MORNING.test(text);
  const clocks = text.replace(CLOCK, (m, h: string, mm: string | undefined, part: string | undefined) => {
    const said = clockOf(Number(h), Number(mm ?? 0), part ?? (morning ? 'chak maten' : undefined));
    if (said === null) return m;
    notes.push(
      `"${m.trim()}" (Haitian Creole) read as ${said}${part === undefined && morning ? ' ("chak maten": in the morning)' : ''}.`,
    );
    return said;
  });
  const withDays = new RegExp(`${NA}${DAY}${NB}`, 'iu').test(clocks);
  return readAndTidy(clocks, rules(withDays), notes);
}
