import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy } from './wordRules.js';

/**
 * Words of when in Vietnamese, as people in Ho Chi Minh City and Hanoi mix them into chat ("họp team mỗi thứ hai
 * lúc 9h sáng", "hàng ngày 8h và 20h", "thứ 6 hàng tuần 17h30", "ngày 1 hàng tháng", "cứ 30 phút một lần từ 8h đến
 * 17h"): each read as the English it stands for, with a note for each, before the phrase is read again. Read only
 * when the phrase cannot be read as it is (from mixedLanguageWords.ts), behind a cheap test of Vietnamese letters,
 * and only words of when: the task's words ("họp team", "gửi invoice") are left for the name readers
 * (vietnameseTask).
 *
 * - days: "thứ hai" … "thứ bảy", "thứ 2" … "thứ 7" (day N of the week: "thứ 2" is Monday, "thứ 6" Friday),
 *   "chủ nhật" (Sunday); "mỗi", "hàng", "các" before a day, "hàng tuần" after it: every; "vào": on; "và" between days
 *   or clocks: and; "(từ) thứ 2 đến thứ 6", "thứ 2 - thứ 6": the one to the other;
 * - "báo cáo tuần vào thứ hai" (the week's report, on Monday): weekly, on Monday;
 * - "hàng ngày", "mỗi ngày", "hằng ngày": every day; "cuối tuần": weekends; "ngày thường": weekdays;
 * - "lúc 9h", "lúc 17:30": at; "9 giờ", "9 giờ 30": 9:00, 9:30; with the part of the day after the hour: "sáng"
 *   (morning) 1–11, "trưa" (midday) 11–1, "chiều" (afternoon) 1–6, "tối" (evening) 5–11, "đêm" (night) 9–11: "9h
 *   sáng" is 9am, "7h tối" 7pm; an hour of the afternoon said with its part ("19h tối") is that hour;
 * - "ngày 1 hàng tháng", "ngày 15 mỗi tháng", "hàng tháng vào ngày 5", "ngày 1 và 15 hàng tháng": the 1st (and 15th)
 *   of every month; "ngày cuối tháng", "ngày cuối cùng của tháng": the last day of the month; "chủ nhật đầu tiên
 *   của tháng", "thứ 6 cuối cùng của tháng": the first Sunday, the last Friday of the month (no other ordinal: "chủ
 *   nhật thứ hai" may be "Sunday, Monday");
 * - "cứ 30 phút một lần", "mỗi 30 phút", "30 phút một lần": every 30 minutes; "mỗi giờ", "mỗi tiếng", "hàng giờ":
 *   every hour; "cứ 2 tiếng một lần", "mỗi 2 giờ": every 2 hours; "từ 8h đến 17h": from 8:00 to 17:00.
 * - "nhắc trước 30 phút", "nhắc tôi trước 1 tiếng", said last: remind 30 minutes, an hour before (the event's
 *   reminder; "nhắc sau 30 phút", after, stays unread);
 * Refused as before: "thứ" after "tuần" or "lần" (an ordinal: "tuần thứ hai" is the second week); "12h đêm",
 * "2h đêm" (the night before or after?), "3h tối", "12h sáng"; "2 tuần một lần" (every other week, from when?);
 * "cuối tháng" alone (the month's last day, or its last days?).
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAY_NAMES: Readonly<Record<string, string>> = {
  hai: 'monday',
  '2': 'monday',
  ba: 'tuesday',
  '3': 'tuesday',
  tư: 'wednesday',
  '4': 'wednesday',
  năm: 'thursday',
  '5': 'thursday',
  sáu: 'friday',
  '6': 'friday',
  bảy: 'saturday',
  bẩy: 'saturday',
  '7': 'saturday',
};
/** A day ("thứ hai", "thứ 6", "chủ nhật"), not an ordinal ("tuần thứ hai": the second week). */
const DAY = `(?<!(?:tuần|lần|người|bước)\\s+)(?:thứ\\s+(?:hai|ba|tư|năm|sáu|bảy|bẩy|[2-7])|chủ\\s+nhật)`;
const dayOf = (said: string): string => {
  const m = /thứ\s+(\S+)/u.exec(said.toLowerCase());
  return m === null ? 'sunday' : (DAY_NAMES[m[1] as string] as string);
};
const SEP = '(?:\\s*,\\s*|\\s+và\\s+|\\s*,\\s*và\\s+)';
const DAYS = `${DAY}(?:${SEP}${DAY})*`;
const dayList = (said: string): string =>
  [...said.matchAll(new RegExp(DAY, 'giu'))].map((m) => dayOf(m[0])).join(' and ');

const suffix = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
const nth = (n: string): string | null =>
  Number(n) >= 1 && Number(n) <= 31 ? `${Number(n)}${suffix(Number(n))}` : null;
const monthDays = (said: string, rest: string): string | null => {
  const days = [...said.matchAll(/\d{1,2}/g)].map((d) => nth(d[0]));
  if (days.some((d) => d === null)) return null;
  return `the ${days.length === 1 ? days[0] : `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`}${rest}`;
};

/** An hour as Vietnamese writes it ("9h", "17h30", "9 giờ 30") or as the normaliser wrote it ("09:00"). */
const HOUR = '((?:[01]?\\d|2[0-3]))(?:\\s*(?:h|giờ)\\s*([0-5]\\d)?(?:\\s*phút)?|:([0-5]\\d))';
const clockOf = (h: string, m1?: string, m2?: string): string => `${Number(h)}:${m1 ?? m2 ?? '00'}`;

/** Which half of the clock each part of the day puts an hour in; an hour past 12 must agree with it. */
const PARTS: Readonly<Record<string, (h: number) => 'am' | 'pm' | '' | null>> = {
  sáng: (h) => (h >= 1 && h <= 11 ? 'am' : null),
  trưa: (h) => (h === 11 ? 'am' : h === 12 || h === 1 ? 'pm' : h === 13 ? '' : null),
  chiều: (h) => (h >= 1 && h <= 6 ? 'pm' : h >= 13 && h <= 18 ? '' : null),
  tối: (h) => (h >= 5 && h <= 11 ? 'pm' : h >= 17 && h <= 23 ? '' : null),
  đêm: (h) => (h >= 9 && h <= 11 ? 'pm' : h >= 21 && h <= 23 ? '' : null),
};
const PART = '(sáng|trưa|chiều|tối|đêm)';

/** Not "hàng" of a noun: "khách hàng" (customer), "ngân hàng" (bank), "giao hàng" (delivery), "cửa hàng" (shop). */
const NOT_NOUN = '(?<!(?:khách|ngân|cửa|giao|đơn|mặt|nhà|bán|mua|kho|đặt|nhận|trả|xếp|hãng|chuyển)\\s+)';

const RULES: readonly Rule[] = [
  // "nhắc trước 30 phút", "nhắc tôi trước 1 tiếng", said last: remind that long before the event (eventReminder.ts
  // reads it as the English "remind 30 min before" is); "báo trước" (tell before) too
  [
    new RegExp(
      `${NA}(?:nhắc|báo)(?:\\s+(?:tôi|mình|em|anh|chị|cả\\s+nhóm|mọi\\s+người))?\\s+trước\\s+(\\d{1,3})\\s*(phút|tiếng|giờ)(?=\\s*$)`,
      'giu',
    ),
    (_m, n, unit) => {
      const k = Number(n);
      if (k < 1) return null;
      return unit.toLowerCase() === 'phút' ? `remind ${k} min before` : `remind ${k} hour${k === 1 ? '' : 's'} before`;
    },
  ],
  // "chủ nhật đầu tiên của tháng", "thứ 6 cuối cùng của mỗi tháng": the first, last such day of the month (only
  // these two ordinals: "thứ hai" is also Monday, so "chủ nhật thứ hai" stays unread)
  [
    new RegExp(
      `${NA}(?:vào\\s+)?(${DAY})\\s+(đầu\\s+tiên|cuối\\s+cùng)\\s+(?:của\\s+|trong\\s+)?(?:mỗi\\s+|hàng\\s+)?tháng${NB}`,
      'giu',
    ),
    (_m, day, which) => `the ${/^đầu/iu.test(which) ? 'first' : 'last'} ${dayOf(day)} of the month`,
  ],
  // "ngày cuối tháng", "ngày cuối cùng của tháng", "(vào) ngày cuối tháng hàng tháng": the last day of the month
  [
    new RegExp(`${NA}(?:vào\\s+)?ngày\\s+cuối(?:\\s+cùng)?\\s+(?:của\\s+)?(?:mỗi\\s+|hàng\\s+)?tháng${NB}`, 'giu'),
    () => 'the last day of the month',
  ],
  // "ngày 1 hàng tháng", "ngày 1 và 15 mỗi tháng", "hàng tháng vào ngày 5", "mỗi tháng ngày 5": days of the month
  [
    new RegExp(
      `${NA}(?:vào\\s+)?ngày\\s+(\\d{1,2}(?:${SEP}(?:ngày\\s+)?\\d{1,2})*)\\s+(?:hàng|hằng|mỗi)\\s+tháng${NB}`,
      'giu',
    ),
    (_m, days) => monthDays(days, ' of every month'),
  ],
  [
    new RegExp(
      `${NA}${NOT_NOUN}(?:hàng|hằng|mỗi)\\s+tháng,?\\s+(?:vào\\s+)?ngày\\s+(\\d{1,2}(?:${SEP}(?:ngày\\s+)?\\d{1,2})*)(?![\\p{L}\\d:h])`,
      'giu',
    ),
    (_m, days) => monthDays(days, ' of every month'),
  ],
  // "cứ 30 phút một lần", "mỗi 30 phút", "30 phút một lần", "cứ 2 tiếng một lần": every N minutes, hours
  [
    new RegExp(
      `${NA}(?:(?:cứ|mỗi)\\s+(\\d{1,2})\\s+phút(?:\\s+một\\s+lần)?|(\\d{1,2})\\s+phút\\s+một\\s+lần)${NB}`,
      'giu',
    ),
    (_m, a, b) => {
      const n = Number(a ?? b);
      return n >= 1 && n <= 59 ? `every ${n} minutes` : null;
    },
  ],
  [
    new RegExp(
      `${NA}(?:(?:cứ|mỗi)\\s+(\\d{1,2})\\s+(?:tiếng|giờ)(?:\\s+một\\s+lần)?|(\\d{1,2})\\s+(?:tiếng|giờ)\\s+một\\s+lần)${NB}`,
      'giu',
    ),
    (_m, a, b) => {
      const n = Number(a ?? b);
      return n >= 1 && n <= 12 ? `every ${n} hours` : null;
    },
  ],
  [
    new RegExp(`${NA}${NOT_NOUN}(?:cứ\\s+|mỗi\\s+|hàng\\s+)(?:tiếng|giờ)(?:\\s+một\\s+lần)?(?![\\p{L}\\d])`, 'giu'),
    () => 'every hour',
  ],
  // "mỗi sáng 5 giờ", "hàng tối 9 giờ": every day, the hour then read with its part of the day ("sáng 5 giờ": 5am; an
  // hour outside the part stays unread: "mỗi tối 2 giờ")
  [new RegExp(`${NA}${NOT_NOUN}(?:hàng|hằng|mỗi)\\s+(?=${PART}\\s+${HOUR})`, 'giu'), () => 'every day '],
  // "hàng ngày", "mỗi ngày", "hằng ngày": every day; "cuối tuần": weekends; "ngày thường": weekdays
  [new RegExp(`${NA}${NOT_NOUN}(?:hàng|hằng|mỗi)\\s+ngày${NB}`, 'giu'), () => 'every day'],
  [new RegExp(`${NA}(?:vào\\s+|mỗi\\s+|các\\s+)?(?:ngày\\s+)?cuối\\s+tuần${NB}`, 'giu'), () => 'weekends'],
  [new RegExp(`${NA}(?:vào\\s+|các\\s+)?ngày\\s+thường${NB}`, 'giu'), () => 'weekdays'],
  // "(từ) thứ 2 đến thứ 6", "thứ 2 - thứ 6": the one to the other
  [
    new RegExp(`${NA}(?:từ\\s+)?(${DAY})\\s*(?:đến|tới|-|–)\\s*(${DAY})${NB}`, 'giu'),
    (_m, a, b) => `${dayOf(a)} to ${dayOf(b)}`,
  ],
  // "báo cáo tuần vào thứ hai": the week's report, on Monday: weekly (only before "vào" and a day: "báo cáo tuần thứ
  // hai" is the second week's report)
  [new RegExp(`(?<=${NA}báo\\s+cáo\\s+)tuần(?=\\s+vào\\s+${DAY}${NB})`, 'giu'), () => 'weekly'],
  // "mỗi thứ hai", "hàng tuần vào thứ 6", "thứ 6 hàng tuần", "các thứ 3 và thứ 5": every
  [
    new RegExp(
      `${NA}${NOT_NOUN}(?:(?:mỗi|hàng|hằng)\\s+tuần\\s+(?:vào\\s+)?|(?:mỗi|các|hàng)\\s+)(${DAYS})(?:\\s+hàng\\s+tuần)?${NB}`,
      'giu',
    ),
    (_m, days) => `every ${dayList(days)}`,
  ],
  [
    new RegExp(`${NA}(?:vào\\s+)?(${DAYS})\\s+(?:hàng|hằng|mỗi)\\s+tuần${NB}`, 'giu'),
    (_m, days) => `every ${dayList(days)}`,
  ],
  [new RegExp(`${NA}(?:vào\\s+)?(${DAYS})${NB}`, 'giu'), (_m, days) => dayList(days)],
  // "9h sáng", "lúc 7h tối", "7 giờ tối", "sáng 9h": the hour with its part of the day
  [
    new RegExp(`${NA}(lúc\\s+)?${HOUR}\\s+${PART}${NB}`, 'giu'),
    (_m, at, h, m1, m2, part) => {
      const half = (PARTS[part.toLowerCase()] as (h: number) => string | null)(Number(h));
      if (half === null) return null;
      const clock = clockOf(h, m1, m2);
      return `${at ? 'at ' : ''}${half === '' ? clock : `${clock.replace(/:00$/, '')}${half}`}`;
    },
  ],
  [
    new RegExp(`${NA}(?:lúc\\s+)?${PART}\\s+(?:lúc\\s+)?${HOUR}(?![\\p{L}\\d])`, 'giu'),
    (_m, part, h, m1, m2) => {
      const half = (PARTS[part.toLowerCase()] as (h: number) => string | null)(Number(h));
      if (half === null) return null;
      const clock = clockOf(h, m1, m2);
      return `at ${half === '' ? clock : `${clock.replace(/:00$/, '')}${half}`}`;
    },
  ],
  // "từ 8h đến 17h": from ... to
  [new RegExp(`${NA}từ\\s+(?=\\d{1,2}(?:[:h]|\\s*giờ))`, 'giu'), () => 'from '],
  [/(?<=\d(?:[ap]m)?)\s+(?:đến|tới)\s+(?=\d{1,2}(?:[:h]|\s*giờ))/giu, () => ' to '],
  // "lúc 9h", "lúc 17:30": at; "9 giờ 30", "8h": the clock
  [new RegExp(`${NA}lúc\\s+(?=\\d)`, 'giu'), () => 'at '],
  [
    new RegExp(`${NA}((?:[01]?\\d|2[0-3]))\\s*(?:giờ|h)\\s*([0-5]\\d)?(?:\\s*phút)?(?![\\p{L}\\d:])`, 'giu'),
    (_m, h, min) => clockOf(h, min),
  ],
  // "và" between clocks: and
  [/(?<=\d(?:[ap]m)?)\s+và\s+(?=(?:at\s+)?\d)/giu, () => ' and '],
];

/** A cheap test: Vietnamese words of when, with their marks ("ngày", "thứ", "lúc"). */
const GATE = /ngày|hàng|hằng|mỗi|thứ|lúc|giờ|tiếng|phút|sáng|trưa|chiều|tối|đêm|cứ|chủ|cuối/iu;
const VIETNAMESE = new RegExp(
  `${NA}(?:thứ|chủ\\s+nhật|hàng|hằng|mỗi|cứ|lúc|giờ|tiếng|phút|sáng|trưa|chiều|tối|đêm|cuối\\s+tuần|ngày)${NB}`,
  'iu',
);

/** "không", "không phải" (not, not every ...) negate the runs: the phrase left unread, never "không phải" a name. */
const NEGATES = /(?<![\p{L}\d])không(?![\p{L}\d])/iu;

/** The phrase with its Vietnamese words of when read as English, a note for each; as it was when it has none. */
export function readVietnameseWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || !VIETNAMESE.test(text) || NEGATES.test(text)) return text;
  // "họp 1h mỗi thứ 2 lúc 9h", "nhắc trước 1h ...": beside a clock said with "lúc", another hour said bare is a
  // length ("1 tiếng"), left unread, not one more run
  const lengths = /\blúc\b/u.test(text) ? text.replace(HOURS_BESIDE, '$1 tiếng') : text;
  // "lúc 3h" with no part of the day: the hour as said bare, read (and noted, or asked) as a bare hour is
  const bare = lengths.replace(BARE_HOUR, 'lúc $1');
  return readAndTidy(bare, RULES, notes, true);
}
gatedBy(readVietnameseWords, GATE);

/** "lúc 3h", "lúc 8h": an hour of either half of the day, with no part of the day after it. */
const BARE_HOUR = /\blúc\s+0?([1-9]|1[01])(?::00|h)(?![\p{L}\d:])(?!\s*(?:sáng|trưa|chiều|tối|đêm))/gu;

/** An hour on the hour, not after "lúc", "từ", "đến", "và" or a comma, and with no part of the day after it. */
const HOURS_BESIDE =
  /(?<!(?:lúc|từ|đến|tới|và|,)\s*)(?<![\p{L}\d:])0?([1-9]|1[0-2])(?::00|h)(?![\p{L}\d:])(?!\s*(?:sáng|trưa|chiều|tối|đêm))/gu;

/**
 * Vietnamese verbs that start what a task does ("gửi invoice", "nhắc uống thuốc", "họp team", "kiểm tra kho"), and
 * words of a thing done said first ("báo cáo tuần", "cuộc họp").
 */
const TASK_FIRST = new Set(
  (
    'gửi nhắc họp kiểm uống gọi đóng nộp thanh sao báo dọn tưới chạy đăng chốt trả tập học đi mua cập tổng ' +
    'cuộc buổi lịch'
  ).split(' '),
);

/** Words that move a run before or after the time said ("trước": before, "sau": after, "sớm": early, "muộn": late). */
const MOVES_RUN: ReadonlySet<string> = new Set(['trước', 'sau', 'sớm', 'muộn', 'trễ']);

/**
 * Whether words left after the schedule name a task in Vietnamese, whose head comes first: led by a verb of a task
 * or a word of a thing done ("gửi invoice", "báo cáo", "cuộc họp team"): set aside as the task's purpose
 * (trailingPurpose.ts), as "send the invoice" is.
 */
export function vietnameseTask(words: readonly string[]): boolean {
  const lead = words[0];
  // "nhắc trước" (remind beforehand: how long before?), "nhắc sau" (after): they move the run, no task's words
  if (words.some((w) => MOVES_RUN.has(w))) return false;
  return lead !== undefined && TASK_FIRST.has(lead) && words.length >= 2;
}

/** Words before "hàng" that make it a noun (goods, a row): "khách hàng" (customer), "kho hàng" (warehouse). */
const BEFORE_GOODS = /^(?:khách|ngân|cửa|giao|đơn|mặt|nhà|bán|mua|kho|đặt|nhận|trả|xếp|chuyển|kiểm|kê|lô|tồn)$/u;
/** Words after "hàng" that make it "every": "hàng ngày", "hàng tuần", "hàng thứ 2" … */
const AFTER_EVERY = /^(?:ngày|tuần|tháng|năm|quý|giờ|tiếng|phút|thứ|chủ|sáng|trưa|chiều|tối|đêm|đầu|cuối|\d.*)$/u;

/**
 * Whether "hàng", between `before` and `after` in words set aside as a name, is the noun (goods: "kho hàng", "khách
 * hàng", "hàng tồn"), not "every": a word that makes it a noun before it, or a word of Vietnamese letters after it
 * that is no word of when. "hàng" before a word of when ("hàng ngày"), or last, stays a word of when.
 */
export function vietnameseGoods(before: string | undefined, after: string | undefined): boolean {
  // (said last, before the schedule: "hàng" then "at" is "lúc" read, a colon sets the name off; a day read after it,
  // "cửa hàng thứ 7", may be "every Saturday", and stays unread)
  if (after === undefined || AFTER_EVERY.test(after)) return false;
  if (after === 'at' || after.startsWith(':')) return before !== undefined && BEFORE_GOODS.test(before);
  // (a word of the schedule read into English after it: "saturday", "every")
  if (/^[a-z]+$/.test(after)) return false;
  if (before !== undefined && BEFORE_GOODS.test(before)) return true;
  return /^[\p{Ll}]+$/u.test(after) && /[^a-z]/.test(after);
}
