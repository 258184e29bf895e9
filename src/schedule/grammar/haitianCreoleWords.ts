import { gatedBy } from './readerGates.js';
import {
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
} from './wordRules.js';

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
const dayOf = (word: string): string => DAYS[plain(word)] as string;

/** A clock said "7è", "7è30", "7 è", "07è15", with the part of the day after it or not. */
const CLOCK = new RegExp(
  `${NA}([01]?\\d|2[0-3])\\s?è(?:([0-5]\\d))?${NB}(?:\\s+(di\\s+maten|nan\\s+maten|di\\s+apremidi|nan\\s+apremidi|di\\s+swa|nan\\s+aswè|nan\\s+aswe)${NB})?`,
  'giu',
);
/** The parts of the day said elsewhere in the phrase ("chak maten", "chak swa"), which a clock without its own takes. */
const EVERY_PART = new RegExp(`${NA}chak\\s+(maten|swa)${NB}`, 'giu');

/**
 * The part of the day a clock without its own takes (`at`: where it stands in `text`): the one "chak maten" or "chak
 * swa" of the phrase; where both are said, the one right beside the clock ("chak maten 8è ak chak swa 9è": 8am and
 * 9pm), and none where neither is beside it (left unread, and so refused).
 */
function partSaid(text: string, at: number, length: number): string | undefined {
  const said = [...text.matchAll(EVERY_PART)];
  const kinds = new Set(said.map((m) => (m[1] as string).toLowerCase()));
  if (kinds.size === 0) return undefined;
  if (kinds.size === 1) return `chak ${[...kinds][0]}`;
  const before = new RegExp(`${NA}chak\\s+(maten|swa)\\s*$`, 'iu').exec(text.slice(0, at));
  const after = new RegExp(`^\\s*chak\\s+(maten|swa)${NB}`, 'iu').exec(text.slice(at + length));
  const beside = before ?? after;
  return beside === null ? undefined : `chak ${(beside[1] as string).toLowerCase()}`;
}

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

/**
 * Haitian Creole words that change the runs and that these rules do not read: "pa" (not), "sof", "eksepte", "apa"
 * (except), "jiska" before no day (until), "apati", "kòmanse" (from), the months, the seasons ("ete", "ivè"), "sa a",
 * "pwochen", "dènye" (this, next, last), "chak de" (every other), ordinals ("premye", "dezyèm"), "semèn" (week),
 * "fèt" (holiday). Where one is said, nothing is read, and the phrase is refused as before: the rest never becomes
 * the job's name.
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:pa|sof|eksepte|apa|jiska(?!\\s+${DAY}${NB})|apati|k[oò]manse|janvye|fevriye|(?:an|nan|jiska|rive|depi|\\d{1,2})\\s+(?:mas|me|jen|out)|avril|jiy[eè]|septanm|okt[oò]b|novanm|desanm|sezon|ete|iv[eè]|sa\\s+a|pwochen|d[eè]nye|chak\\s+(?:de|\\d)|premye|dezy[eè]m|twazy[eè]m|katriy[eè]m|sem[eè]n|f[eè]t|mwa|ane|lane|jodi|demen)${NB}`,
  'iu',
);

/** The phrase with its Haitian Creole words of when read as English, a note for each; as it was when it holds none. */
export function readHaitianCreoleWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  const clocks = text.replace(
    CLOCK,
    (m, h: string, mm: string | undefined, part: string | undefined, at: number, whole: string) => {
      const elsewhere = part === undefined ? partSaid(whole, at, m.length) : undefined;
      const said = clockOf(Number(h), Number(mm ?? 0), part ?? elsewhere);
      if (said === null) return m;
      const why =
        elsewhere === undefined ? '' : ` ("${elsewhere}": in the ${/maten/.test(elsewhere) ? 'morning' : 'evening'})`;
      notes.push(`"${m.trim()}" (Haitian Creole) read as ${said}${why}.`);
      return said;
    },
  );
  const withDays = new RegExp(`${NA}${DAY}${NB}`, 'iu').test(clocks);
  return readAndTidy(clocks, rules(withDays), notes);
}
gatedBy(readHaitianCreoleWords, GATE);

/** The Haitian Creole word that changes the runs in a phrase said in it, which these rules do not read; null when none is. */
export function haitianCreoleWordChangingRuns(text: string): string | null {
  if (!GATE.test(text)) return null;
  return CHANGES_RUNS.exec(text)?.[0] ?? (HAITIAN_CLOCK.test(text) ? (LONE_NAME_DAY.exec(text)?.[0] ?? null) : null);
}
gatedBy(haitianCreoleWordChangingRuns, GATE);

/** A clock said as Haitian Creole says it ("7è", "7è30"). */
const HAITIAN_CLOCK = new RegExp(`${NA}\\d{1,2}\\s?è(?:[0-5]\\d)?${NB}`, 'iu');
/**
 * "madi", "jedi" alone (not after "chak", nor in a list or a range of days): a day English would leave unread too
 * ("monday 7am": this one, or every?), but also a name's word, which foreignTimeWords.ts cannot keep out of names;
 * in a phrase with a Haitian clock it would become the job's name, and the day be lost.
 */
const LONE_NAME_DAY = new RegExp(
  `(?<!(?:chak|ak|e|a|rive|jiska|soti|${DAY})\\s*[-–,]?\\s*)${NA}(?:madi|jedi)${NB}(?!\\s*(?:-|–|,|a\\s|rive\\s|jiska\\s|ak\\s|e\\s))`,
  'iu',
);
