import { clockList, clocksIn } from './clockLists.js';
import { gatedBy } from './readerGates.js';
import {
  EN_DAY,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
} from './wordRules.js';

/**
 * Words of when in Hungarian, as teams there say a schedule in chat ("takarítás: minden kedden és pénteken
 * 18:00-kor", "minden szerdán reggel 6 órakor", "minden nap 8 és 20 órakor"): each read as the English it stands
 * for, with a note for each, before the phrase is read again. Read only when the phrase cannot be read as it is (from
 * mixedLanguageWords.ts), only when "minden" (every), "naponta" (daily), "hétköznap" (on weekdays) or a day said as
 * coming again ("keddenként") is there, and only words of when: the task's words ("takarítás") stay as typed.
 * - "minden hétfőn" … "minden vasárnap": every Monday … Sunday (the day in the case "on" takes: "kedden",
 *   "pénteken"); "hétfőnként" … "vasárnaponként": on Mondays … Sundays; "és" between days: and;
 * - "minden nap", "naponta", "mindennap": every day; "minden reggel 8:00-kor" (every morning, every evening… with
 *   its clock): every day at 8am; "hétköznap", "hétköznaponként", "munkanapokon": weekdays;
 *   "hétvégén", "hétvégente": weekends;
 * - "18:00-kor", "6:30-kor": at; "6 órakor", "8 és 20 órakor": at, a list on the 24-hour clock when one of its
 *   hours is past 12 (clockLists.ts); "reggel 6 órakor" (the morning, 4 to 10): 6am; "este 8 órakor" (the evening,
 *   5 to 11): 8pm, "este 20:00-kor" the same; "délután 3 órakor" (the afternoon, 1 to 6): 3pm.
 * Refused as before: a Hungarian phrase with a word that negates, bounds or moves the runs which these rules do not
 * read ("kivéve", "csak", "minden második", "minden másnap", "minden harmadik", "-ig", a month, "hét" in any case
 * ("a héten": this week), "éjjel"), or a "minden" (every) these rules leave unread: `hungarianWordChangingRuns`
 * names it, so the words around it never become the job's name. "minden munkanap(on)": weekdays.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  hetfon: 'monday',
  kedden: 'tuesday',
  szerdan: 'wednesday',
  csutortokon: 'thursday',
  penteken: 'friday',
  szombaton: 'saturday',
  vasarnap: 'sunday',
};
const DAY = '(?:h[ée]tf[őöo]n|kedden|szerd[áa]n|cs[üu]t[öo]rt[öo]k[öo]n|p[ée]nteken|szombaton|vas[áa]rnap)';
const dayOf = (word: string): string => DAYS[plain(word).replace(/(?<!^)(?:ként|kent)$/, '')] as string;

const HOUR = '(?:[01]?\\d|2[0-3])';
const CLOCK = `${HOUR}[:.][0-5]\\d`;
const ITEM = `${HOUR}(?:[:.][0-5]\\d)?`;

/** The hours each part of the day holds, and how English says them. */
const PARTS: Readonly<Record<string, readonly [number, number, string]>> = {
  reggel: [4, 10, 'am'],
  delelott: [6, 11, 'am'],
  delutan: [1, 6, 'pm'],
  este: [5, 11, 'pm'],
};

/** "minden" (every), "naponta", "mindennap" (daily), "hétköznap" (weekdays): a Hungarian schedule is there. */
const GATE =
  /(?<![\p{L}\d])(?:minden|mindennap|naponta|h[ée]tk[öo]znap\p{L}*|munkanapokon|h[ée]tv[ée]g[ée]\p{L}*|\p{L}+(?:[öo]nk[ée]nt|enk[ée]nt|ank[ée]nt|apont))(?![\p{L}\d])/iu;

/**
 * Hungarian words that change the runs and that these rules do not read: "kivéve" (except), "csak" (only), "nem"
 * (not), "második", "minden második", "kéthetente" (every other), a word ending in "-ig" or "-tól", "-től" after a
 * number or a month (until, from), "óta", weeks and months ("hét", "hetente", "hónap", "havonta", a month's name
 * in any case), "első", "utolsó" (first, last), "jövő", "következő", "ez", "ezen" (next, this), "ma", "holnap",
 * holidays ("ünnep"), seasons ("nyáron", "télen"), "éjjel", "éjfél", "dél" (night, midnight, noon), "egyszer",
 * "kétszer" (once, twice), "páros", "páratlan" (even, odd).
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:kiv[ée]ve|csak|nem|m[áa]sodik\\p{L}*|k[ée]thetente|\\d+\\.?-?(?:ig|t[óo]l|t[őö]l)|[óo]ta|h[ée]t(?!f[őöo]|k[öo]znap|v[ée]g)\\p{L}*|hetente|m[áa]snap\\p{L}*|harmadik\\p{L}*|negyedik\\p{L}*|[öo]t[öo]dik\\p{L}*|hatodik\\p{L}*|hetedik\\p{L}*|nyolcadik\\p{L}*|kilencedik\\p{L}*|tizedik\\p{L}*|\\d+\\.(?=\\s*(?:nap|h[ée]t|h[óo]nap)\\p{L}*)|heti|h[óo]nap\\p{L}*|havonta|havi|janu[áa]r\\p{L}*|febru[áa]r\\p{L}*|m[áa]rcius\\p{L}*|[áa]prilis\\p{L}*|m[áa]jus\\p{L}*|j[úu]nius\\p{L}*|j[úu]lius\\p{L}*|augusztus\\p{L}*|szeptember\\p{L}*|okt[óo]ber\\p{L}*|november\\p{L}*|december\\p{L}*|els[őöo]\\p{L}*|utols[óo]\\p{L}*|j[öo]v[őöo]\\p{L}*|k[öo]vetkez[őöo]\\p{L}*|ez|ezen|ma|holnap|[üu]nnep\\p{L}*|ny[áa]ron|t[ée]len|[ée]jjel|[ée]jf[ée]l\\p{L}*|d[ée]lben|egyszer|k[ée]tszer|p[áa]ros|p[áa]ratlan)${NB}`,
  'iu',
);

/** "minden" (every) and the word after it. */
const UNREAD_EVERY = new RegExp(`${NA}minden${NB}(?:\\s+[\\p{L}\\d.]+)?`, 'iu');

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

/**
 * "reggel 6" → "at 6am", "este 8" → "at 8pm": an hour the part of the day holds; "este 20:00" → "at 20:00": the same
 * hour on the 24-hour clock in an afternoon or evening; null for an hour the part does not hold ("reggel 11").
 */
function partClock(part: string, h: string, mm: string | undefined): string | null {
  const [from, to, half] = PARTS[plain(part)] as readonly [number, number, string];
  const hour = Number(h);
  const minutes = mm ? `:${mm}` : '';
  if (hour >= from && hour <= to) return `at ${hour}${minutes}${half}`;
  if (half === 'pm' && hour - 12 >= from && hour - 12 <= to) return `at ${hour}:${mm ?? '00'}`;
  return null;
}

const RULES: readonly Rule[] = [
  rule(
    `${NA}(?:h[ée]tk[öo]znaponk[ée]nt|h[ée]tk[öo]znap|munkanapokon|munkanaponk[ée]nt|minden\\s+munkanap(?:on)?)${NB}`,
    () => 'on weekdays',
  ),
  rule(`${NA}(?:h[ée]tv[ée]g[ée]n|h[ée]tv[ée]gente)${NB}`, () => 'on weekends'),
  rule(`${NA}(?:minden\\s+nap|mindennap|naponta)${NB}`, () => 'every day'),
  // "minden kedden és pénteken": every Tuesday and Friday
  rule(`${NA}minden\\s+(${DAY})((?:\\s*(?:,|\\s[ée]s)\\s*${DAY})*)${NB}`, (_m, day, more) => {
    const rest = (more.match(new RegExp(DAY, 'giu')) ?? []).map(dayOf);
    return `every ${[dayOf(day), ...rest].join(' and ')}`;
  }),
  rule(
    `${NA}(h[ée]tf[őöo]nk[ée]nt|keddenk[ée]nt|szerd[áa]nk[ée]nt|cs[üu]t[öo]rt[öo]k[öo]nk[ée]nt|p[ée]ntekenk[ée]nt|szombatonk[ée]nt|vas[áa]rnaponk[ée]nt)${NB}`,
    (_m, day) => `on ${dayOf(day)}s`,
  ),
  // "minden reggel 8:00-kor" (every morning at 8): every day, the part of the day settling the half
  rule(
    `${NA}minden\\s+(reggel|d[ée]lel[őöo]tt|d[ée]lut[áa]n|este)\\s+(${HOUR})(?::([0-5]\\d))?\\s*(?:[óo]rakor|-?kor)${NB}`,
    (_m, part, h, mm) => {
      const at = partClock(part, h, mm);
      return at === null ? null : `every day ${at}`;
    },
  ),
  // "reggel 6 órakor", "este 8-kor": the part of the day settles the half
  rule(
    `${NA}(reggel|d[ée]lel[őöo]tt|d[ée]lut[áa]n|este)\\s+(${HOUR})(?::([0-5]\\d))?\\s*(?:[óo]rakor|-?kor)${NB}`,
    (_m, part, h, mm) => partClock(part, h, mm),
  ),
  // "8 és 20 órakor", "6 órakor", "18:00-kor": at, on the 24-hour clock past 12
  rule(
    `(?<!(?:reggel|d[ée]lel[őöo]tt|d[ée]lut[áa]n|este)\\s+)${NA}(${ITEM}(?:\\s*(?:,|\\s[ée]s)\\s*${ITEM})*)\\s*(?:[óo]rakor)${NB}`,
    (_m, list) => clockList(clocksIn(list)),
  ),
  rule(
    `(?<!(?:reggel|d[ée]lel[őöo]tt|d[ée]lut[áa]n|este)\\s+)${NA}(${CLOCK}(?:-?kor)?(?:\\s*(?:,|\\s[ée]s)\\s*${CLOCK})*)-?kor${NB}`,
    (_m, list) => clockList(clocksIn(list)),
  ),
  rule(`(?<=(?:${EN_DAY})),?\\s+[ée]s\\s+(?=(?:every\\s+|on\\s+)?(?:${EN_DAY})${NB})`, () => ' and '),
];

/** The phrase with its Hungarian words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readHungarianWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  const seen: string[] = [];
  const out = readAndTidy(text, RULES, seen);
  // a "minden" these rules left unread ("minden harmadik nap", "minden munkahéten") would become the job's name
  if (UNREAD_EVERY.test(out)) return text;
  notes.push(...seen);
  return out;
}
gatedBy(readHungarianWords, GATE);

/** The Hungarian word that changes the runs in a phrase said in Hungarian, which these rules do not read; null when none is. */
export function hungarianWordChangingRuns(text: string): string | null {
  if (!GATE.test(text)) return null;
  const word = CHANGES_RUNS.exec(text)?.[0];
  if (word !== undefined) return word;
  if (!UNREAD_EVERY.test(readAndTidy(text, RULES, []))) return null;
  return UNREAD_EVERY.exec(text)?.[0] ?? null;
}
gatedBy(hungarianWordChangingRuns, GATE);
