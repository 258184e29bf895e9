/**
 * Lists and clocks as they are written in other languages' words or in second-language English, read only when the
 * phrase cannot be read as it is (as the other slips), each with a note:
 * - "07:45 und 16:45", "7h, 13h et 19h", "9:00 y 17:00": the word for "and" (German, French, Spanish, Italian,
 *   Portuguese, Dutch, Scandinavian) between two clocks written with their minutes or am/pm;
 * - "Mo-Fr", "Mo–Sa", "lun-ven": a range of days in German or French short forms;
 * - "chaque jour", "tous les jours", "cada día", "todos los días", "jeden Tag", "ogni giorno", "elke dag": every day;
 * - "backup 1 30 am nightly": an hour and its minutes with a space for the colon before am/pm, after a word (after
 *   "at" it is chatSlips.ts's); not after a word that makes the first number a count or a day ("every 2 30 am");
 * - "in the working time", "during the work time": in working hours;
 * - "every month in the day 10": on the 10th;
 * - "in 11 hour of the morning", "at the 7 hour of the evening": at 11 in the morning;
 * - "morning 7am, evening 6pm": two parts of the day or more, each before its own clock with its half of the day.
 */

const CLOCK = '(?:[01]?\\d|2[0-3]):[0-5]\\d|(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]m';
const FOREIGN_AND = new RegExp(`(?<=(?:${CLOCK})\\s+)(und|et|y|e|en|og|och)(?=\\s+(?:${CLOCK})\\b)`, 'g');
const FOREIGN_AND_GATE = /\d(?:\s*[ap]m)? (?:und|et|y|e|en|og|och) \d/;

const GERMAN_DAY: Readonly<Record<string, string>> = {
  mo: 'mon',
  di: 'tue',
  mi: 'wed',
  do: 'thu',
  fr: 'fri',
  sa: 'sat',
  so: 'sun',
  lun: 'mon',
  mar: 'tue',
  mer: 'wed',
  jeu: 'thu',
  ven: 'fri',
  sam: 'sat',
  dim: 'sun',
};
/** German two-letter days, or French three-letter days from "lun" ("mar" alone could be March). */
const DAY_RANGE = /\b(?:(mo|di|mi|do|fr|sa|so)\s*-\s*(mo|di|mi|do|fr|sa|so)|(lun)\s*-\s*(mer|jeu|ven|sam|dim))\b(?!-)/g;
const DAY_RANGE_GATE = /\b(?:mo|di|mi|do|fr|sa|so|lun)\s*-\s*[a-z]{2,3}\b/;

const EVERY_DAY =
  /\b(?:chaque\s+jour|tous\s+les\s+jours|cada\s+d[ií]a|todos\s+los\s+d[ií]as|jeden\s+tag|ogni\s+giorno|tutti\s+i\s+giorni|elke\s+dag|todos\s+os\s+dias|todo\s+dia)\b/g;
const EVERY_DAY_GATE = /\b(?:chaque|tous|cada|todos|jeden|ogni|tutti|elke|todo) /;

/** After "at" it is chatSlips.ts's; not after a word that makes the first number something else. */
const SPACED_CLOCK =
  /(?<=\b[a-z]{2,}\s+)(?<!\b(?:at|from|to|until|till|every|each|the|on|of|and|or|day|days|for|in|per|by|last|next|first|after|before|than|x|times|week|weeks|month|months|hours|hrs|mins|minutes|since)\s+)(1[0-2]|0?[1-9])\s+([0-5][05])(?=\s*[ap]m\b)/g;
const SPACED_CLOCK_GATE = /[a-z] \d{1,2} [0-5][05]\s*[ap]m\b/;

const WORKING_TIME = /\b(in|during|within)\s+(?:the\s+)?(?:working|work|office)\s+time\b/g;
const WORKING_TIME_GATE = /\b(?:working|work|office) time\b/;

const IN_THE_DAY = /\b(?:in|on)\s+the\s+day\s+([1-9]|[12]\d|3[01])\b(?![:.]?\d|\s*(?:[ap]m|h|hours?|o'clock)\b)/g;
const IN_THE_DAY_GATE = /\bthe day \d/;

const HOUR_OF_PART =
  /\b(?:in|at)\s+(?:the\s+)?(1[0-2]|0?[1-9])\s+hours?\s+(?:of|in)\s+the\s+(morning|afternoon|evening|night)\b/g;
const HOUR_OF_PART_GATE = /\d hours? (?:of|in) the /;

/** "morning 7am, evening 6pm": parts of the day each before a clock that says its half of the day (two or more). */
const PART_MERIDIEM =
  /\b(?:(every|each)\s+)?(morning|afternoon|evening|night)\s+(?:at\s+)?((?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s*([ap])m)\b/g;
const PART_MERIDIEM_GATE = /\b(?:morning|afternoon|evening|night) (?:at )?\d/;
const PART_HALF: Readonly<Record<string, string>> = { morning: 'a', afternoon: 'p', evening: 'p' };

const ORDINAL = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** The phrase (normalised) with its other-language list words and second-language clocks read, a note for each. */
export function readListWords(text: string, notes: string[]): string {
  let out = text;
  if (FOREIGN_AND_GATE.test(out)) {
    out = out.replace(FOREIGN_AND, (m) => {
      notes.push(`"${m}" between two times read as "and".`);
      return 'and';
    });
  }
  if (DAY_RANGE_GATE.test(out)) {
    out = out.replace(DAY_RANGE, (m, a?: string, b?: string, c?: string, d?: string) => {
      const from = GERMAN_DAY[(a ?? c) as string] as string;
      const to = GERMAN_DAY[(b ?? d) as string] as string;
      if (from === to) return m;
      notes.push(`"${m}" read as "${from}-${to}".`);
      return `${from}-${to}`;
    });
  }
  if (EVERY_DAY_GATE.test(out)) {
    out = out.replace(EVERY_DAY, (m) => {
      notes.push(`"${m}" read as "every day".`);
      return 'every day';
    });
  }
  if (SPACED_CLOCK_GATE.test(out)) {
    out = out.replace(SPACED_CLOCK, (m, h: string, mm: string) => {
      notes.push(`"${m}" read as ${h}:${mm}.`);
      return `${h}:${mm}`;
    });
  }
  if (WORKING_TIME_GATE.test(out)) {
    out = out.replace(WORKING_TIME, (m, word: string) => {
      notes.push(`"${m}" read as "${word} working hours".`);
      return `${word} working hours`;
    });
  }
  if (IN_THE_DAY_GATE.test(out)) {
    out = out.replace(IN_THE_DAY, (m, n: string) => {
      const said = `on the ${ORDINAL(Number(n))}`;
      notes.push(`"${m}" read as "${said}", the day of the month.`);
      return said;
    });
  }
  if (HOUR_OF_PART_GATE.test(out)) {
    out = out.replace(HOUR_OF_PART, (m, h: string, part: string) => {
      const said = part === 'night' ? `at ${h} at night` : `at ${h} in the ${part}`;
      notes.push(`"${m}" read as "${said}".`);
      return said;
    });
  }
  if (PART_MERIDIEM_GATE.test(out)) {
    const parts = [...out.matchAll(PART_MERIDIEM)];
    const fits = parts.every((p) => PART_HALF[p[2] as string] === undefined || PART_HALF[p[2] as string] === p[4]);
    if (parts.length >= 2 && fits && new Set(parts.map((p) => p[2])).size === parts.length) {
      out = out.replace(PART_MERIDIEM, (m, every: string | undefined, _part: string, clock: string) => {
        notes.push(`"${m}" read as ${clock}${every ? ' every day' : ''}.`);
        return every ? `${clock} every day` : clock;
      });
    }
  }
  return out;
}
