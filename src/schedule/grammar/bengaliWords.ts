import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy, startsOrEndsWith } from './wordRules.js';

/**
 * Words of when in Bengali said in Latin letters, as people in Dhaka and Kolkata type a schedule into chat
 * ("protidin shokal 7 tay", "protiti shukrobar shondhya 6 tay", "protyek mashe 1 tarikh dupur 12 tay"): each read as
 * the English it stands for, with a note for each, before the phrase is read again. Read only when the phrase cannot
 * be read as it is (from mixedLanguageWords.ts), only when "ta"/"tay" (o'clock, at) follows an hour, and only words
 * of when: the task's words ("report pathao", "bil") stay as typed, for the name readers.
 * - days, each ending in "bar": "robibar" Sunday, "shombar"/"sombar" Monday, "mongolbar" Tuesday, "budhbar"
 *   Wednesday, "brihoshpotibar" Thursday, "shukrobar" Friday, "shonibar" Saturday; "protiti", "protyek", "prottek"
 *   (each) before one: every; "protidin", "pratidin", "prottek din": every day;
 * - "protyek mashe 1 tarikh", "protimashe 15 tarikhe": the 1st, the 15th of every month (a number before "tarikh" is a
 *   day of the month, not a clock);
 * - an hour with its part of the day before it and "ta"/"tay" after: "shokal 7 tay" 7am (the morning: 5 to 11),
 *   "dupur 12 tay" noon, "dupur 2 tay" 2pm (midday: 12 to 3), "bikel 4 tay" 4pm (3 to 5), "shondhya 6 tay" 6pm (the
 *   evening: 5 to 8), "raat 9 tay" 9pm (the night: 8 to 11); an hour without its part ("7 tay": morning or evening?),
 *   or outside it ("raat 12 tay", "shokal 2 tay"), stays unread.
 * Refused as before: a Bengali phrase with a word that negates, bounds or moves the runs which these rules do not read
 * ("chara", "bade": except, "porjonto": until, "theke": from, "shudhu": only, "na", "noy", "nei": not, "bondho":
 * closed, "chhuti": a holiday, "aj", "kal": today, tomorrow, "prothom", "shesh": first, last, "por por": every other,
 * "shoptaho": week), or a day's name without "protiti" before it ("shombar shokal 8 tay": this Monday, or every one?).
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: readonly (readonly [RegExp, string])[] = [
  [/^rob(?:i)?bar$/, 'sunday'],
  [/^s(?:h)?o(?:m|mo)bar$/, 'monday'],
  [/^mong(?:g)?olbar$/, 'tuesday'],
  [/^budh?bar$/, 'wednesday'],
  [/^(?:bri[h]?[o]?s[h]?[p]?otibar|bis[h]?[s]?udbar)$/, 'thursday'],
  [/^s(?:h)?ukr[oa]bar$/, 'friday'],
  [/^s(?:h)?onibar$/, 'saturday'],
];
const DAY =
  '(robibar|robbar|shombar|sombar|shomobar|somobar|mongolbar|monggolbar|budhbar|budbar|brihoshpotibar|brihospotibar|brihosptibar|bishudbar|bisudbar|shukrobar|sukrobar|shukrabar|sukrabar|shonibar|sonibar)';
const dayOf = (word: string): string =>
  (DAYS.find(([said]) => said.test(word.toLowerCase())) as readonly [RegExp, string])[1];
const EACH = '(?:protiti|protyek|prottek|protek|pratyek|prottyek)';

/** The hours (0 to 23) each Bengali part of the day holds. */
const PARTS: Readonly<Record<string, readonly [number, number]>> = {
  shokal: [5, 11],
  sokal: [5, 11],
  shokale: [5, 11],
  sokale: [5, 11],
  dupur: [12, 15],
  dupure: [12, 15],
  bikel: [15, 17],
  bikal: [15, 17],
  bikele: [15, 17],
  shondhya: [17, 20],
  shondha: [17, 20],
  sondhya: [17, 20],
  sondha: [17, 20],
  sandhya: [17, 20],
  raat: [20, 23],
  rat: [20, 23],
  raate: [20, 23],
  rate: [20, 23],
};
const PART = '(shokale?|sokale?|dupure?|bikele?|bikal|shondhya|shondha|sondhya|sondha|sandhya|raate?|rate?)';

/** An hour before "ta"/"tay": the phrase is said in Bengali. */
const GATE = /\d\s*(?:ta|tay|tae|tar)(?![\p{L}\d])/iu;

/** Bengali words that change the runs and that these rules do not read (see the module's comment). */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:chara|chhara|bade|baade|porjonto|projonto|theke|shudhu|sudhu|na|noy|nei|nai|bondho|bondo|chhuti|chuti|aj|aaj|ajke|kal|kalke|prothom|protham|shesh|sesh|por\\s+por|shoptaho|soptaho|ekbar|duibar|dubar|tinbar|bar|porshu|poshu|shoptah\\w*|soptah\\w*|(?<!${EACH}\\s+)mash\\w*|mash\\w*(?!\\s+\\d{1,2}\\s+tarikh)|pore|kajer|dine|agami|aagami|(?<!${EACH}\\s+)(?:${DAY.slice(1, -1)}))${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "protiti shombar": every Monday
  rule(`${NA}${EACH}\\s+${DAY}${NB}`, (_m, day) => `every ${dayOf(day)}`),
  // "protidin", "prottek din": every day
  rule(`${NA}(?:protidin|pratidin|prottekdin|${EACH}\\s+din)${NB}`, () => 'every day'),
  // "protyek mashe 1 tarikh", "protimashe 15 tarikhe": the day of every month
  rule(
    `${NA}(?:${EACH}\\s+(?:mashe|mase|maser|mash)|protimashe|protimase)\\s+([1-9]|[12]\\d|3[01])\\s+tarikhe?${NB}`,
    (_m, day) => `the ${day}${ordinalEnding(Number(day))} of every month`,
  ),
  // "shokal 7 tay", "dupur 12 tay", "shondhya 6:30 ta": the hour in its part of the day
  rule(`${NA}${PART}\\s+(1[0-2]|0?[1-9])([:.][0-5]\\d)?\\s*(?:ta|tay|tae|tar)${NB}`, (_m, part, h, mm) => {
    const [from, to] = PARTS[part.toLowerCase()] as readonly [number, number];
    const hour = Number(h);
    const h24 = [hour % 12, (hour % 12) + 12].find((x) => x >= from && x <= to);
    if (h24 === undefined) return null;
    return `at ${hour}${(mm ?? '').replace('.', ':')}${h24 < 12 ? 'am' : 'pm'}`;
  }),
];

function ordinalEnding(n: number): string {
  if (n % 10 === 1 && n !== 11) return 'st';
  if (n % 10 === 2 && n !== 12) return 'nd';
  if (n % 10 === 3 && n !== 13) return 'rd';
  return 'th';
}

/** The phrase with its Bengali words of when read as English, a note for each; the phrase as it was when it has none. */
export function readBengaliWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readBengaliWords, GATE);

/** The Bengali word that changes the runs in a phrase said in Bengali, which these rules do not read; null when none is. */
export function bengaliWordChangingRuns(text: string): string | null {
  if (!GATE.test(text) || !BENGALI.test(text)) return null;
  return CHANGES_RUNS.exec(text)?.[0] ?? null;
}
gatedBy(bengaliWordChangingRuns, GATE);

/** Words only Bengali says: the phrase holds one before its words that change the runs are looked for. */
const BENGALI = new RegExp(
  `${NA}(?:${EACH}|protidin|pratidin|protimashe|tarikhe?|shokale?|sokale?|dupure?|bikele?|bikal|shondhya|shondha|sondhya|sondha|raate?|${DAY.slice(1, -1)})${NB}`,
  'iu',
);

/**
 * Bengali words of a thing done ("bil": a bill, "pathao": send, "shobha": a meeting, "oshudh": medicine), never a word
 * of when: words left after the schedule that start or end in one are the task's purpose ("protidin shokal 7 tay
 * report pathao").
 */
const THING_DONE: ReadonlySet<string> = new Set(
  'bil biler pathao pathan pathiye shobha sobha shova oshudh osudh porishkar poriskar jama'.split(' '),
);

/** Bengali words of when left among them ("bil shombar na": the bill, not on Monday), which keep them unread. */
const CHANGING: ReadonlySet<string> = new Set([
  ...DAY.slice(1, -1).split('|'),
  ...'chara chhara bade baade porjonto projonto theke shudhu sudhu na noy nei nai bondho bondo chhuti chuti aj aaj ajke kal kalke din mash mashe tarikh ekbar duibar dubar tinbar bar'.split(
    ' ',
  ),
]);

/** Whether words left after the schedule start or end in a Bengali word of a thing done, with no word of when among them. */
export function bengaliTask(words: readonly string[]): boolean {
  return startsOrEndsWith(words, THING_DONE, CHANGING);
}
