import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy, startsOrEndsWith } from './wordRules.js';

/**
 * Words of when in Thai said in Latin letters, as people in Bangkok type them into chat ("thuk wan 8 mong chao",
 * "wan suk 5 mong yen", "thuk wan jan thueng wan suk 9 mong chao", "thuk 2 chua mong"): each read as the English it
 * stands for, with a note for each, before the phrase is read again. Read only when the phrase cannot be read as it
 * is (from mixedLanguageWords.ts), behind a cheap test, and only words of when: the task's words ("prachum", "check
 * stock") stay as typed, for the name readers.
 *
 * - days, only after "wan" (day): "wan athit" … "wan sao" (Sunday … Saturday; "jan" alone is also January, "suk"
 *   alone is no day); "thuk" before a day: every; "wan jan thueng wan suk": Monday to Friday; "thuk wan" alone:
 *   every day;
 * - hours as Thai counts them, each in its part of the day: "8 mong chao" 8am (the morning: 6 to 11), "bai 2 mong"
 *   2pm (the afternoon: 1 to 5), "5 mong yen" 5pm (the evening: 4 to 6), "2 thum" 8pm (the night hours, counted
 *   from 7pm: 1 to 5); "tiang", "thiang wan": noon;
 * - "thuk chua mong", "thuk 2 chua mong", "thuk 15 nathi": every hour, every 2 hours, every 15 minutes;
 * - "sin duean", "thuk sin duean": the last day of the month.
 * Refused as before: "1 mong chao" … "5 mong chao" (the old count from 6am, or the clock?), "ti 2" (small hours: the
 * night before or after?), a bare hour: the words stay Thai, and unread.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: readonly (readonly [RegExp, string])[] = [
  [/^a?thit$/, 'sunday'],
  [/^(?:jan|chan)$/, 'monday'],
  [/^ang(?:k?h?)?a(?:n|rn)$/, 'tuesday'],
  [/^p?hut$/, 'wednesday'],
  [/^p?h?a?rue?hat(?:sabodi)?$|^p?hareuhat$/, 'thursday'],
  [/^suk$/, 'friday'],
  [/^sao$/, 'saturday'],
];
/** A day, after "wan": "wan jan", "wan suk". */
const DAY =
  'wan\\s+(athit|arthit|jan|chan|angkhan|angkarn|angkan|phut|put|pharuehat|paruehat|pharuhat|phareuhat|pruehat|suk|sao)';
const dayOf = (word: string): string =>
  (DAYS.find(([said]) => said.test(word.toLowerCase())) as readonly [RegExp, string])[1];
const EVERY = '(?:thuk|tuk|took)';
const TO = '(?:thueng|thung|tueng|tung|theung)';

const RULES: readonly Rule[] = [
  // "thuk wan jan thueng wan suk", "wan jan thueng wan suk": Monday to Friday
  [
    new RegExp(`${NA}(${EVERY}\\s+)?${DAY}\\s+${TO}\\s+${DAY}${NB}`, 'giu'),
    (_m, every, a, b) => `${every === undefined ? '' : 'every '}${dayOf(a)} to ${dayOf(b)}`,
  ],
  // "thuk wan jan", "wan suk"
  [new RegExp(`${NA}${EVERY}\\s+${DAY}${NB}`, 'giu'), (_m, day) => `every ${dayOf(day)}`],
  [new RegExp(`${NA}${DAY}${NB}`, 'giu'), (_m, day) => dayOf(day)],
  // "thuk 2 chua mong", "thuk chua mong", "thuk 15 nathi"
  [
    new RegExp(`${NA}${EVERY}\\s+(?:(\\d{1,2})\\s+)?chua\\s*mong${NB}`, 'giu'),
    (_m, n) => {
      const h = n === undefined ? 1 : Number(n);
      return h === 1 ? 'every hour' : h >= 2 && h <= 12 ? `every ${h} hours` : null;
    },
  ],
  [
    new RegExp(`${NA}${EVERY}\\s+(\\d{1,2})\\s+na(?:a)?thi${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 1 && Number(n) <= 59 ? `every ${Number(n)} minutes` : null),
  ],
  // "(thuk) wan thamngan": weekdays (working days); "thuk wan": every day, not before another word of which days
  // ("thuk wan khi": every odd day; "wan yut": holidays), which stays unread
  [new RegExp(`${NA}(?:${EVERY}\\s+)?wan\\s+tham?ngan${NB}`, 'giu'), () => 'weekdays'],
  [new RegExp(`${NA}${EVERY}\\s+wan${NB}(?!\\s+(?:tham|yut|yud|khi|khu|ngan|la|sut))`, 'giu'), () => 'every day'],
  // "sin duean", "thuk sin duean": the last day of the month
  [new RegExp(`${NA}(?:${EVERY}\\s+)?sin\\s+due?an${NB}`, 'giu'), () => 'the last day of the month'],
  // "8 mong chao", "bai 2 mong", "bai 4 mong yen", "5 mong yen", "2 thum"
  [
    new RegExp(`${NA}(\\d{1,2})\\s+mong\\s+chao${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 6 && Number(n) <= 11 ? `${Number(n)}am` : null),
  ],
  [
    new RegExp(`${NA}bai\\s+(?:(\\d)\\s+)?mong(?:\\s+yen)?${NB}`, 'giu'),
    (_m, n) => {
      const h = n === undefined ? 1 : Number(n);
      return h >= 1 && h <= 5 ? `${h}pm` : null;
    },
  ],
  [
    new RegExp(`${NA}(\\d)\\s+mong\\s+yen${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 4 && Number(n) <= 6 ? `${Number(n)}pm` : null),
  ],
  [
    new RegExp(`${NA}(\\d)\\s+thum${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 1 && Number(n) <= 5 ? `${Number(n) + 6}pm` : null),
  ],
  [new RegExp(`${NA}(?:tiang|thiang)(?:\\s+wan)?${NB}`, 'giu'), () => 'noon'],
];

/** A cheap test, first. */
const GATE = /mong|thuk|tuk|took|wan\s|thum|sin\s+due|tiang|thiang/i;
/** Words only Thai says. */
const THAI = new RegExp(
  `${NA}(?:${EVERY}\\s+(?:wan|\\d{1,2}\\s+chua|chua|\\d{1,2}\\s+na(?:a)?thi)|${DAY}|mong\\s+(?:chao|yen)|bai\\s+(?:\\d\\s+)?mong|\\d\\s+thum|sin\\s+due?an)${NB}`,
  'iu',
);

/**
 * Thai words that change the runs and that these rules do not read: "mai" (not), "yok wen", "wen" (except, every
 * other: "wan wen wan"), "ngot", "chuang" (during), "pit term", "wan yut" (holidays), "jon thueng", "tang tae" (until,
 * from), "duean" (month) but in "sin duean", the months, "ni", "na", "thi laeo" (this, next, last), "raek", "sut thai"
 * (first, last), "sapda", "athit" (week) but a day's. Where one is said, nothing is read, and the phrase is refused as
 * before: the rest never becomes the job's name.
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:mai|wen|yok|ngot|ngod|chuang|pit|perd|yut|yud|jon|chon|tang\\s+tae|(?<!sin\\s+)(?:due?an|deuan|doen)|pi|${TO}(?!\\s+wan${NB})|\\p{L}+(?:khom|yon|phan)|(?:wan|duean|due?an|athit|arthit|pi)\\s+(?:ni|nee|na|thi\\s+laeo|thi\\s+laew)|laeo|laew|raek|sut\\s*thai|sudthai|sapda|(?<!wan\\s+)a?r?thit|khrang|term|thoem)${NB}`,
  'iu',
);

/** The phrase with its Thai words of when read as English, a note for each; as it was when it has none. */
export function readThaiWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || !THAI.test(text) || CHANGES_RUNS.test(text)) return text;
  return readAndTidy(text, RULES, notes, true);
}
gatedBy(readThaiWords, GATE);

/** The Thai word that changes the runs in a phrase said in Thai, which these rules do not read; null when none is. */
export function thaiWordChangingRuns(text: string): string | null {
  if (!GATE.test(text) || !THAI.test(text)) return null;
  return CHANGES_RUNS.exec(text)?.[0] ?? null;
}
gatedBy(thaiWordChangingRuns, GATE);

/**
 * Thai words of a thing done ("prachum": a meeting, "nat prachum": a meeting's appointment, "rai-ngan": a report):
 * never a word of when nor a place's name, so words left after the schedule that start or end in one may be set
 * aside as the task's purpose (trailingPurpose.ts): "tuk wan athit 10:00 nat prachum".
 */
const THING_DONE: ReadonlySet<string> = new Set('prachum raingan rai-ngan songngan'.split(' '));

/** Whether words left after the schedule start or end in a Thai word of a thing done. */
export function thaiTask(words: readonly string[]): boolean {
  return startsOrEndsWith(words, THING_DONE);
}

/**
 * Thai written in Thai script, as Thai temples, labs and families type a schedule into chat, with no space between
 * words ("ประชุมทุกวันพฤหัส 14:00", "ตักบาตรทุกวันอาทิตย์ 06:30", "สวดมนต์เย็นทุกวัน 19:00 น.", "เตือนกินยาคุณแม่ทุกวัน
 * 8:00 และ 20:00"): read only when the phrase holds Thai script, a clock with its minutes, and no Thai word these
 * rules do not read that could change the runs (`THAI_SCRIPT_CHANGES_RUNS`); then
 * - "ทุกวัน" (every day) before a day's name: every Monday … Sunday ("จันทร์", "อังคาร", "พุธ", "พฤหัส"/"พฤหัสบดี",
 *   "ศุกร์", "เสาร์", "อาทิตย์"); "ทุกวัน" alone: every day;
 * - "19:00 น." (นาฬิกา, o'clock on the 24-hour clock): at 19:00; "และ" between clocks: and;
 * - the Thai words left, said together before the schedule or after it, are the task's name, set aside with a note
 *   ("ห้องแล็บ: ประชุม"); Thai words left anywhere else, or holding a day's name ("10:00 ทุกวันเสาร์อาทิตย์",
 *   "ทุกวันจันทร์ พุธ": a second day), keep the phrase as it was (unread, so refused).
 * A part of the day said in Thai ("เช้า", "บ่าย", "เย็น", "ค่ำ", "ดึก", "คืน") beside a clock up to 12:59 keeps the
 * phrase unread ("เย็น 6:00": the evening's 6, not the morning's), as do "โมง" and "ทุ่ม" (Thai's counted hours).
 */
const THAI_SCRIPT = /[\u0E00-\u0E7F]/u;
const THAI_RUN = /[\u0E00-\u0E7F]+(?:[\s:]+[\u0E00-\u0E7F]+)*:?/gu;
const THAI_DAYS: readonly (readonly [string, string])[] = [
  ['จันทร์', 'monday'],
  ['อังคาร', 'tuesday'],
  ['พุธ', 'wednesday'],
  ['พฤหัสบดี', 'thursday'],
  ['พฤหัส', 'thursday'],
  ['ศุกร์', 'friday'],
  ['เสาร์', 'saturday'],
  ['อาทิตย์', 'sunday'],
];
/**
 * Thai words that change the runs, which these rules do not read: except, skip, not, only, to/until, from, start,
 * month, week, year, holidays, stop, times, minutes, hours, today, tomorrow, next, first, last, the ordinal "ที่",
 * "per", even, odd, working days, "every" before anything but a day, the small hours, counted hours.
 */
const THAI_SCRIPT_CHANGES_RUNS =
  /ยกเว้น|เว้น|ไม่|เฉพาะ|ถึง|ตั้งแต่|เริ่ม|เดือน|สัปดาห์|ปี|หยุด|ครั้ง|นาที|ชั่วโมง|วันนี้|พรุ่งนี้|หน้า|แรก|สุดท้าย|ที่|(?<!แ)ละ|คู่|คี่|ทำงาน|ทุก(?!วัน)|ทุกวัน(?:ๆ)|ตี|โมง|ทุ่ม|งด|เลื่อน|หรือ|ก่อน|หลัง/u;
/** A Thai day's name, which left after the schedule is read keeps the phrase unread. */
const THAI_DAY_NAME = /จันทร์|อังคาร|พุธ|พฤหัส|ศุกร์|เสาร์|อาทิตย์/u;
/** A Thai part of the day, which settles a clock up to 12:59 these rules do not read. */
const THAI_PART = /เช้า|สาย|บ่าย|เย็น|ค่ำ|ดึก|คืน|เที่ยง/u;

/** The phrase with its words of when in Thai script read as English, its Thai name set aside; as it was otherwise. */
export function readThaiScript(text: string, notes: string[]): string {
  if (!THAI_SCRIPT.test(text) || !/\d[:.][0-5]\d/.test(text) || THAI_SCRIPT_CHANGES_RUNS.test(text)) return text;
  if (THAI_PART.test(text) && /(?<![\d:])(?:0?\d|1[0-2])[:.][0-5]\d/.test(text)) return text;
  const said: string[] = [];
  let out = text.replace(/ทุกวัน(จันทร์|อังคาร|พุธ|พฤหัสบดี|พฤหัส|ศุกร์|เสาร์|อาทิตย์)?/gu, (m, day?: string) => {
    const en = day === undefined ? 'every day' : `every ${(THAI_DAYS.find(([d]) => d === day) as [string, string])[1]}`;
    said.push(`"${m}" read as "${en}".`);
    return ` ${en} `;
  });
  out = out.replace(/(?<![\d:.])((?:[01]?\d|2[0-3])[:.][0-5]\d)(?:\s*น\.?)?(?=\s|$)/gu, (m, c: string) => {
    const en = `at ${c.replace('.', ':')}`;
    if (m.trim() !== c) said.push(`"${m.trim()}" read as "${en}".`);
    return en;
  });
  out = out.replace(/(?<=\d)\s*และ\s*(?=at\s)/gu, (m) => {
    said.push(`"${m.trim()}" read as "and".`);
    return ' and ';
  });
  if (said.length === 0) return text;
  const runs = [...out.matchAll(THAI_RUN)];
  if (runs.length > 1) return text;
  const run = runs[0];
  // a day's name left unread ("10:00 ทุกวันเสาร์อาทิตย์": Saturdays and Sundays) is a day of the runs, never a name
  if (run !== undefined && THAI_DAY_NAME.test(run[0])) return text;
  if (run !== undefined) {
    const before = out.slice(0, run.index).trim();
    const after = out.slice((run.index as number) + run[0].length).trim();
    if (before !== '' && after !== '') return text;
    const name = run[0].replace(/:$/, '').trim();
    said.push(`Read "${name}" as the job's name, not as part of the schedule.`);
    out = `${before} ${after}`;
  }
  notes.push(...said);
  return out.replace(/\s{2,}/g, ' ').trim();
}
gatedBy(readThaiScript, THAI_SCRIPT);
