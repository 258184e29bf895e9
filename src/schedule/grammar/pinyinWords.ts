import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy, startsOrEndsWith } from './wordRules.js';

/**
 * Words of when in Chinese said in pinyin, without tones or with them (taken off first when "diǎn" has its mark), as teams type a schedule into chat ("meige gongzuori xiawu
 * 3 dian", "meizhou wu wanshang 8 dian ban", "meitian zaoshang 8 dian he wanshang 8 dian"): each read as the English
 * it stands for, with a note for each, before the phrase is read again. Read only when the phrase cannot be read as
 * it is (from mixedLanguageWords.ts), only when "dian" (o'clock) follows an hour, and only words of when: the task's
 * words ("dui zhang", "fabu") stay as typed, for the name readers.
 * - "meitian", "tiantian": every day; "meige gongzuori", "gongzuori": weekdays; "meizhou yi" … "meizhou liu",
 *   "meizhou ri"/"meizhou tian" (also with "xingqi", "zhou", "libai" before the number: "mei xingqi wu", "meige
 *   libai san"): every Monday … Saturday, Sunday;
 * - an hour with its part of the day before it: "zaoshang 8 dian" 8am (the early morning: 5 to 10), "shangwu 10
 *   dian" 10am (8 to 11), "zhongwu 12 dian" noon (12 and 1: "zhongwu 1 dian" 1pm), "xiawu 3 dian" 3pm (1 to 6),
 *   "wanshang 8 dian" 8pm (6 to 11); "ban" after it: half past, "N fen": N minutes past; an hour without its part
 *   stays unread (refused);
 * - "meige yue 1 hao", "meiyue 15 hao": every month on the 1st, the 15th (the only month read here);
 * - "he" between two such clocks: and.
 * Refused as before: a phrase in pinyin with a word that negates, bounds or moves the runs which these rules do not
 * read ("chule": except, "zhiyou", "jin": only, "dao", "zhidao": to, until, "cong": from, "yue": month, "diyi",
 * "zuihou": first, last, "jintian", "mingtian": today, tomorrow, "jiejiari", "jiaqi": holidays, "bu", "mei you":
 * not, "ge yi", "mei liang": every other, every two, "lingchen", "yeli": the small hours, "bangwan": dusk, "zhoumo":
 * the weekend, "xiuxi": rest, a day without "mei" before it: "xingqiwu", "libai san", "zhou yi"); those words left
 * among the task's words keep them unread too ("kaihui zhoumo xiuxi").
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  yi: 'monday',
  er: 'tuesday',
  san: 'wednesday',
  si: 'thursday',
  wu: 'friday',
  liu: 'saturday',
  ri: 'sunday',
  tian: 'sunday',
};
const DAY_NUMBER = '(yi|er|san|si|wu|liu|ri|tian)';

/** The hours (0 to 23) each part of the day holds, for an hour said after it. */
const PARTS: Readonly<Record<string, readonly [number, number]>> = {
  zaoshang: [5, 10],
  qingchen: [5, 8],
  shangwu: [8, 11],
  zhongwu: [12, 13],
  xiawu: [13, 18],
  wanshang: [18, 23],
};
const PART = '(zaoshang|qingchen|shangwu|zhongwu|xiawu|wanshang)';

/** An hour before "dian" (or "diǎn" with its tone mark): the phrase is said in pinyin. */
const GATE = /\d\s*di[aāáǎà]n(?![\p{L}\d])/iu;

/** The vowels pinyin marks with its tones, each with the plain vowel. */
const TONED: Readonly<Record<string, string>> = Object.fromEntries(
  ['aāáǎà', 'eēéěè', 'iīíǐì', 'oōóǒò', 'uūúǔù', 'üǖǘǚǜ'].flatMap(([plain, ...marked]) =>
    marked.map((m) => [m, plain as string]),
  ),
);
/** "diǎn" with its tone mark after an hour: the phrase is pinyin written with tones ("měi zhōu yī shàngwǔ 10 diǎn"). */
const TONED_GATE = /\d\s*di[āáǎà]n(?![\p{L}\d])/iu;

/**
 * The phrase with pinyin's tone marks taken off its vowels ("měi zhōu yī" → "mei zhou yi"), when "diǎn" after an hour
 * says the tones are pinyin's; the phrase as it was otherwise (a French or Czech "é", "ě" elsewhere stays).
 */
const withoutTones = (text: string): string =>
  TONED_GATE.test(text)
    ? text.replace(/[āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜ]/giu, (c) => {
        const plain = TONED[c.toLowerCase()] as string;
        return c === c.toLowerCase() ? plain : plain.toUpperCase();
      })
    : text;

/**
 * A day said without "mei" (every) before it ("xingqiwu", "libai san", "zhou yi"): these rules read a day only after
 * "mei", so one without it is a day they do not read.
 */
const UNREAD_DAY =
  '(?<!mei\\s*|meige\\s+|mei\\s+ge\\s+)(?:(?:xingqi|libai|zhou)\\s*(?:yi|er|san|si|wu|liu|ri|tian)|xingqi\\p{L}*|libai\\p{L}*)';

/**
 * "yue" (month) but in "meige yue 1 hao", "meiyue 15 hao" (every month on the 1st, the 15th), which the rules below
 * read: any other month ("xia ge yue", "3 yue", "yue di") changes the runs and is not read here.
 */
const MONTH_NOT_EVERY = `(?<!mei\\s*|mei\\s*ge\\s*)yue|yue(?!\\s*(?:[1-9]|[12]\\d|3[01])\\s*hao${NB})`;

/** Pinyin words that change the runs and that these rules do not read (see the module's comment). */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:chule|zhiyou|jin|dao|zhidao|cong|${MONTH_NOT_EVERY}|geyue|diyi|di\\s+yi|zuihou|jintian|mingtian|houtian|jiejiari|jieri|jiaqi|fangjia|bu|meiyou|mei\\s+you|geyi|ge\\s+yi|mei\\s+liang|meiliang|lingchen|yeli|banye|bangwan|xiage|zhege|shangge|danzhou|shuangzhou|zhoumo\\p{L}*|xiuxi|${UNREAD_DAY})${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "meitian", "tiantian": every day
  rule(`${NA}(?:meitian|mei\\s+tian|tiantian)${NB}`, () => 'every day'),
  // "meige yue 1 hao", "meiyue 15 hao": every month on the 1st, the 15th
  rule(`${NA}mei\\s*(?:ge\\s*)?yue\\s*([1-9]|[12]\\d|3[01])\\s*hao${NB}`, (_m, d) => {
    const n = Number(d);
    const th =
      n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
    return `every month on the ${n}${th}`;
  }),
  // "meige gongzuori", "gongzuori": weekdays
  rule(`${NA}(?:(?:meige|mei\\s+ge|mei)\\s+)?gongzuori${NB}`, () => 'every weekday'),
  // "meizhou wu", "mei xingqi wu", "meige libai san": every Friday, every Wednesday
  rule(
    `${NA}(?:meizhou|mei\\s+zhou|mei(?:ge|\\s+ge)?\\s+(?:xingqi|libai|zhou))\\s*${DAY_NUMBER}${NB}`,
    (_m, n) => `every ${DAYS[n.toLowerCase()]}`,
  ),
  // "xiawu 3 dian", "wanshang 8 dian ban", "shangwu 9 dian 15 fen": the hour in its part of the day
  rule(
    `${NA}${PART}\\s*(1[0-2]|0?[1-9])\\s*dian(?:\\s*(ban)|\\s*([0-5]?\\d)\\s*fen)?${NB}`,
    (_m, part, h, half, minutes) => {
      const [from, to] = PARTS[part.toLowerCase()] as readonly [number, number];
      const hour = Number(h);
      const h24 = [hour % 12, (hour % 12) + 12].find((x) => x >= from && x <= to);
      if (h24 === undefined) return null;
      const mm = half !== undefined ? ':30' : minutes !== undefined ? `:${minutes.padStart(2, '0')}` : '';
      return `at ${hour}${mm}${h24 < 12 ? 'am' : 'pm'}`;
    },
  ),
  // "he" between two clocks: and
  rule(`(?<=\\d(?:am|pm))\\s+he\\s+(?=at\\s+\\d)`, () => ' and '),
];

/** The phrase with its pinyin words of when read as English, a note for each; the phrase as it was when it has none. */
export function readPinyinWords(said: string, notes: string[]): string {
  if (!GATE.test(said)) return said;
  const text = withoutTones(said);
  if (CHANGES_RUNS.test(text)) return said;
  const read = readAndTidy(text, RULES, notes);
  return read === text ? said : read;
}
gatedBy(readPinyinWords, GATE);

/** The pinyin word that changes the runs in a phrase said in pinyin, which these rules do not read; null when none is. */
export const pinyinWordChangingRuns = gatedBy(
  (text: string): string | null => (GATE.test(text) ? (CHANGES_RUNS.exec(withoutTones(text))?.[0] ?? null) : null),
  GATE,
);

/**
 * Pinyin words of a thing done ("fabu": a release, "dui zhang": reconciling the accounts, "kaihui": a meeting,
 * "baogao": a report, "beifen": a backup), never a word of when: words left after the schedule that start or end in
 * one are the task's purpose ("meizhou wu wanshang 8 dian ban fabu").
 */
const THING_DONE: ReadonlySet<string> = new Set(
  'fabu dui duizhang zhang kaihui huiyi baogao beifen xunjian dashao chiyao jiancha weihu kao mianbao yiqi ribao zhoubao yuebao jiesuan'.split(
    ' ',
  ),
);

/**
 * Pinyin words of when left among them ("kaihui zhoumo xiuxi": a meeting, weekends off): the weekend, rest, a day's
 * name, which keep them unread.
 */
const CHANGING: ReadonlySet<string> = new Set(
  'zhoumo xiuxi xingqi libai zhou xingqiyi xingqier xingqisan xingqisi xingqiwu xingqiliu xingqiri xingqitian libaiyi libaier libaisan libaisi libaiwu libailiu libairi libaitian zhouyi zhouer zhousan zhousi zhouwu zhouliu zhouri zhoutian'.split(
    ' ',
  ),
);

/** Whether words left after the schedule start or end in a pinyin word of a thing done, with no word of when among them. */
export function pinyinTask(words: readonly string[]): boolean {
  return startsOrEndsWith(words, THING_DONE, CHANGING);
}
