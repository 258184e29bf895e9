import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy } from './wordRules.js';

/**
 * Words of when in Turkish, as people in Istanbul mix them into chat ("her pazartesi saat 09:00 toplantı", "hafta içi
 * her gün 18:30'da", "ayın 1'inde ve 15'inde saat 10:00", "ayın son günü 17:00", "cumartesi ve pazar 10:30"): each
 * read as the English it stands for, with a note for each, before the phrase is read again. Read only when the
 * phrase cannot be read as it is (from mixedLanguageWords.ts), behind a cheap test of Turkish words, and only words
 * of when: the task's words ("toplantı", "fatura", "haftalık rapor") are left for the name readers (turkishTask).
 *
 * - days: "pazartesi", "salı", "çarşamba", "perşembe", "cuma", "cumartesi", "pazar" (also without Turkish letters),
 *   with "günü"/"günleri" or the plural ("cumaları", "pazartesileri"): on that day; "her" before a day: every;
 *   "ve" between days or clocks: and; "DAY-DAY", "DAY'dan DAY'a (kadar)": the one to the other;
 * - "her gün", "hergün": every day; "hafta içi (her gün)": weekdays; "hafta sonu", "hafta sonları": weekends;
 * - "saat 09:00", "saat 9": at; a clock with its ending ("18:30'da", "20'de", "20de", "9'da") is the clock; an hour
 *   with its ending after "saat" or beside another clock is an hour ("saat 8 ve 20de": at 8 and 20:00), a bare one
 *   too when it is of the afternoon ("saat 9 ve 21"; "saat 9 ve 11" stays unread);
 * - "sabah 7" 7am (the morning 5 to 11), "öğleden sonra 3" 3pm (1 to 6), "akşam 7" 7pm (5 to 11), "gece 11" 11pm
 *   (9 to 11); "öğlen 12", "öğle 12": noon; "akşam 21:00'de": the evening's 24-hour clock (17:00 to 23:59); "her
 *   akşam", "her sabah" before such a clock: every day (a clock the part does not hold leaves the part unread);
 *   "gece yarısı", "gece yarısında": at midnight (read as English reads "at midnight");
 * - "15 ekim'e kadar": until October 15 (a day and its month before "kadar"; "kadar" otherwise stays unread);
 * - "ayın 1'inde ve 15'inde", "her ayın 15'i", "her ay 15'inde": the 1st and 15th of every month (a number with the
 *   ending of a day, after "ayın"); "ayın son günü": the last day of the month; "ayın ilk/son cuması", "ayın ikinci
 *   salısı": the first/last Friday, the second Tuesday of the month;
 * - "her ayın son iş günü", "ayın ilk iş günü": the last, first business day of the month;
 * - "20:45'te hatırlat", "30 dakika önce hatırlat" (also their short forms "30 dk", "1 sa"): remind at 20:45, remind
 *   30 min before (the event's reminder, as English says it; "hatırlatma", a reminder, is a name's word); "21:00 TSİ", "Türkiye saatiyle": Turkey's time;
 * - "her 15 dakikada bir", "15 dakikada bir": every 15 minutes; "her saat başı", "saatte bir": every hour; "2 saatte
 *   bir": every 2 hours.
 * Refused as before: "gece 12" and "gece 2" (the night before or after?), "akşam 3", "sabah 12"; "iki haftada bir"
 * (every other week, from when?); a Turkish word of when these rules do not hold.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

/** The days, their plain forms (no Turkish letters), to English. */
const DAYS: Readonly<Record<string, string>> = {
  pazartesi: 'monday',
  sali: 'tuesday',
  carsamba: 'wednesday',
  persembe: 'thursday',
  cuma: 'friday',
  cumartesi: 'saturday',
  pazar: 'sunday',
};
/** A day's stem, as typed with or without Turkish letters (the longer names first: "cumartesi" before "cuma"). */
const DAY_STEM = '(?:pazartesi|cumartesi|sal[ıi]|[çc]ar[şs]amba|per[şs]embe|cuma|pazar)';
/** A day with what may follow it: "günü", "günleri", the plural ("cumaları", "pazartesileri"), "'leri". */
const DAY = `${DAY_STEM}(?:['’]?(?:lar[ıi]|leri))?(?:\\s+g[üu]n(?:leri|[üu]))?`;
/** A day with the ending of "its" ("cuması", "salısı", "pazarı"), as the nth of the month says it. */
const DAY_ITS = `${DAY_STEM}(?:s[ıi]|[ıi])?`;

const plain = (w: string): string =>
  w
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ç/g, 'c')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u');

/** The English day a day word (with its endings) stands for. */
function dayOf(word: string): string {
  const p = plain(word).replace(/\s+gun(?:leri|u)$/, '');
  const stem = Object.keys(DAYS)
    .sort((a, b) => b.length - a.length)
    .find((d) => p.startsWith(d)) as string;
  return DAYS[stem] as string;
}

/** A range of days, or null from a day to the same day ("cumadan cumaya", "pazartesi-pazartesi"). */
function dayRange(a: string, b: string): string | null {
  const from = dayOf(a);
  const to = dayOf(b);
  return from === to ? null : `${from} to ${to}`;
}

/** Days in a list ("cumartesi ve pazar", "salı, perşembe"), said in English. */
const dayList = (said: string): string =>
  said
    .split(/\s*,\s*|\s+ve\s+/u)
    .map(dayOf)
    .join(' and ');

/** The endings a number takes in Turkish: "'de", "'da", "'te", "'inde", "'ında", "'i", "'sı" (with or without "'"). */
const ENDING = "(?:['’]?(?:[iıuü]?n[dt][ae]|s[iıuü]n[dt][ae]|[dt][ae]|s[iıuü]|[iıuü]|[iıuü]nc[iıuü]))";
/** A clock with its ending ("18:30'da", "09:00"): the clock. */
const CLOCK = `((?:[01]?\\d|2[0-3])[:.][0-5]\\d)${ENDING}?`;

/** The months, their plain forms (no Turkish letters), to English. */
const MONTHS: Readonly<Record<string, string>> = {
  ocak: 'january',
  subat: 'february',
  mart: 'march',
  nisan: 'april',
  mayis: 'may',
  haziran: 'june',
  temmuz: 'july',
  agustos: 'august',
  eylul: 'september',
  ekim: 'october',
  kasim: 'november',
  aralik: 'december',
};
const MONTH = '(?:ocak|[şs]ubat|mart|nisan|may[ıi]s|haziran|temmuz|a[ğg]ustos|eyl[üu]l|ekim|kas[ıi]m|aral[ıi]k)';

const ORDINALS: Readonly<Record<string, string>> = {
  ilk: 'first',
  birinci: 'first',
  ikinci: 'second',
  ucuncu: 'third',
  dorduncu: 'fourth',
  son: 'last',
};
const ORDINAL = '(?:ilk|birinci|ikinci|[üu][çc][üu]nc[üu]|d[öo]rd[üu]nc[üu]|son)';

const suffix = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
/** A day of the month, in English ("1st"), or null beyond 31. */
const nth = (n: string): string | null =>
  Number(n) >= 1 && Number(n) <= 31 ? `${Number(n)}${suffix(Number(n))}` : null;

/** "hatırlat" (remind), said last or before a comma: the imperative, not the noun ("hatırlatma": a reminder). */
const REMIND = 'hat[ıi]rlat(?:[ıi]n)?(?=\\s*(?:,|$))';

/** The hours each part of the day holds, and which half of the clock they are on ("akşam 7": 7pm). */
const PARTS: Readonly<Record<string, (h: number) => 'am' | 'pm' | null>> = {
  sabah: (h) => (h >= 5 && h <= 11 ? 'am' : null),
  ogleden_sonra: (h) => (h >= 1 && h <= 6 ? 'pm' : null),
  ogle: (h) => (h === 12 ? 'pm' : null),
  oglen: (h) => (h === 12 ? 'pm' : null),
  aksam: (h) => (h >= 5 && h <= 11 ? 'pm' : null),
  gece: (h) => (h >= 9 && h <= 11 ? 'pm' : null),
};
const PART = '(sabah|[öo][ğg]leden\\s+sonra|[öo][ğg]len?|ak[şs]am|gece)';

/**
 * The clock a part of the day says with its hour ("akşam 7": 7pm, "sabah 7:30": 7:30am), or, with its minutes, the
 * evening's 24-hour clock ("akşam 21:00": 17:00 to 23:59); null where the part does not hold the hour.
 */
function partClock(part: string, hour: number, min: string | undefined): string | null {
  const minutes = min === undefined ? '' : `:${min}`;
  if (min !== undefined && hour >= 17 && hour <= 23 && plain(part) === 'aksam') return `at ${hour}${minutes}`;
  const half = (PARTS[plain(part).replace(/\s+/, '_')] as (h: number) => 'am' | 'pm' | null)(hour);
  return half === null ? null : `at ${hour}${minutes}${half}`;
}

/** Turkish nouns of a report or a meeting, by their stems, which "haftalık" (weekly) may stand before. */
const TASK_STEMS = 'rapor\\p{L}*|toplant\\p{L}*|b[üu]lten\\p{L}*|[öo]zet\\p{L}*|plan\\p{L}*|liste\\p{L}*';

const RULES: readonly Rule[] = [
  // "gece yarısı", "gece yarısında": midnight (as "at midnight" is read in English; "gece yarısından sonra", after
  // midnight, stays unread); a clock after it ("gece yarısı saat 2'de": 2 past midnight, or both?) or a day's name
  // beside it ("her cuma gece yarısı": the night before Friday, or after it?) leaves it unread
  [
    new RegExp(
      `(?<!${DAY_STEM}[^]*)${NA}(?:saat\\s+)?gece\\s+yar[ıi]s[ıi](?:nda)?${NB}(?![^]*(?:\\d|${DAY_STEM}))`,
      'giu',
    ),
    () => 'at midnight',
  ],
  // "..., 20:45'te hatırlat", "30 dakika önce hatırlat", "1 saat önce hatırlat": remind at that clock, that long
  // before (said last, or before a comma: the event's reminder, read as the English "remind at 20:45" is,
  // eventReminder.ts); a clock with "hatırlat" after no other clock ("her gün 18:30'da hatırlat") is the run's own
  [new RegExp(`(?<=\\d[^,]*,\\s*)${CLOCK}\\s+${REMIND}`, 'giu'), (_m, clock) => `remind at ${clock.replace('.', ':')}`],
  [
    new RegExp(`${NA}(\\d{1,3})\\s*(dakika|dk|saat|sa)\\.?\\s+[öo]nce(?:den)?\\s+${REMIND}`, 'giu'),
    (_m, n, unit) =>
      `remind ${Number(n)} ${/^sa/i.test(plain(unit)) ? (Number(n) === 1 ? 'hour' : 'hours') : 'min'} before`,
  ],
  // "21:00 TSİ", "21:00 Türkiye saati(yle)": Turkey's time (TSİ: Türkiye Saati ile)
  [
    new RegExp(`(?<=\\d(?:[ap]m)?)\\s+(?:ts[iıİ]\u0307?|t[üu]rkiye\\s+saati(?:yle|ne\\s+g[öo]re)?)${NB}`, 'giu'),
    () => ' turkey time',
  ],
  // "her ayın son iş günü", "ayın ilk iş günü": the last, the first business day of the month
  [
    new RegExp(`${NA}(?:her\\s+)?ay[ıi]n\\s+(ilk|son)\\s+i[şs]\\s+g[üu]n[üu]${NB}`, 'giu'),
    (_m, end) => `the ${plain(end) === 'ilk' ? 'first' : 'last'} business day of the month`,
  ],
  // "ayın son günü", "her ayın son günü": the last day of the month
  [new RegExp(`${NA}(?:her\\s+)?ay[ıi]n\\s+son\\s+g[üu]n[üu]${NB}`, 'giu'), () => 'the last day of the month'],
  // "ayın ilk cuması", "ayın son pazartesi": the first Friday, the last Monday of the month
  [
    new RegExp(`${NA}(?:her\\s+)?ay[ıi]n\\s+(${ORDINAL})\\s+(${DAY_ITS})(?:\\s+g[üu]n[üu])?${NB}`, 'giu'),
    (_m, ord, day) => `the ${ORDINALS[plain(ord)]} ${dayOf(day)} of the month`,
  ],
  // "ayın 1'inde ve 15'inde", "her ayın 15'i", "her ay 15'inde": days of the month (a number with a day's ending, or
  // a bare one not followed by a clock's marks)
  [
    new RegExp(
      `${NA}(?:her\\s+ay[ıi]n|ay[ıi]n|her\\s+ay)\\s+(\\d{1,2})${ENDING}?((?:\\s*,\\s*|\\s+ve\\s+)\\d{1,2}${ENDING}?)*(?![\\p{L}\\d:.'’])`,
      'giu',
    ),
    (m) => {
      const days = [...m.matchAll(/(?<![\d:])(\d{1,2})(?![\d:])/g)].map((d) => nth(d[1] as string));
      if (days.some((d) => d === null)) return null;
      const list = days.length === 1 ? days[0] : `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
      return `on the ${list} of every month`;
    },
  ],
  // "her 15 dakikada bir", "15 dakikada bir", "her 15 dakika": every 15 minutes
  [
    new RegExp(`${NA}(?:her\\s+)?(\\d{1,2})\\s+dakika(?:da\\s+bir)?${NB}`, 'giu'),
    (m, n) => (/^her|bir$/i.test(m) && Number(n) >= 1 && Number(n) <= 59 ? `every ${Number(n)} minutes` : null),
  ],
  // "her saat başı", "saatte bir", "2 saatte bir": every hour, every 2 hours
  [
    new RegExp(`${NA}(?:her\\s+)?(\\d{1,2})\\s+saatte\\s+bir${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 1 && Number(n) <= 12 ? `every ${Number(n)} hours` : null),
  ],
  [new RegExp(`${NA}(?:her\\s+saat\\s+ba[şs][ıi]|saatte\\s+bir)${NB}`, 'giu'), () => 'every hour'],
  // "hafta içi (her gün)": weekdays; "hafta sonu", "hafta sonları": weekends
  [new RegExp(`${NA}(?:her\\s+)?hafta\\s+i[çc]i(?:\\s+her\\s+g[üu]n)?${NB}`, 'giu'), () => 'weekdays'],
  [new RegExp(`${NA}(?:her\\s+)?hafta\\s+sonu?(?:lar[ıi])?(?:\\s+her\\s+g[üu]n)?${NB}`, 'giu'), () => 'weekends'],
  // "her gün", "hergün": every day
  [new RegExp(`${NA}(?:her\\s*g[üu]n)${NB}`, 'giu'), () => 'every day'],
  // "her pazartesi", "her salı ve perşembe": every; "cumartesi ve pazar": a list of days
  [
    new RegExp(`${NA}her\\s+(${DAY}(?:(?:\\s*,\\s*|\\s+ve\\s+)${DAY})*)${NB}`, 'giu'),
    (_m, days) => `every ${dayList(days)}`,
  ],
  // a range from a day to the same day ("cumadan cumaya": once in a while, an idiom) is left unread
  [new RegExp(`${NA}(${DAY})\\s*[-–]\\s*(${DAY})${NB}`, 'giu'), (_m, a, b) => dayRange(a, b)],
  [
    new RegExp(
      `${NA}(${DAY_STEM})['’]?(?:dan|den|tan|ten)\\s+(${DAY_STEM})['’]?(?:a|e|ya|ye)(?:\\s+kadar)?${NB}`,
      'giu',
    ),
    (_m, a, b) => dayRange(a, b),
  ],
  [new RegExp(`${NA}(${DAY}(?:(?:\\s*,\\s*|\\s+ve\\s+)${DAY})*)${NB}`, 'giu'), (_m, days) => dayList(days)],
  // "her akşam 21:00'de", "her sabah 7'de", "akşam 21:00'de": every day at, at that part's clock
  [
    new RegExp(
      `${NA}(her\\s+)?(sabah|ak[şs]am)\\s+(?:saat\\s+)?(\\d{1,2})(?:[:.]([0-5]\\d))?${ENDING}?(?![\\p{L}\\d:])`,
      'giu',
    ),
    (_m, every, part, hour, min) => {
      const at = partClock(part, Number(hour), min);
      return at === null ? null : `${every ? 'every day ' : ''}${at}`;
    },
  ],
  // "haftalık rapor": the weekly report, "weekly" left for the grammar to weigh against the days said ("her cuma ...
  // haftalık rapor" is every Friday; "her gün ... haftalık rapor" is refused: weekly on which day?)
  // ("haftalık iş listesi": the weekly work list, one noun of what the list or report is of between)
  [new RegExp(`${NA}haftal[ıi]k(?=\\s+(?:(?:i[şs]|stok)\\s+)?(?:${TASK_STEMS})${NB})`, 'giu'), () => 'weekly'],
  // "15 ekim'e kadar", "3 mart'a kadar": until that day (a day and its month, said with "kadar")
  [
    new RegExp(`${NA}(\\d{1,2})\\s+(${MONTH})(?:['’]?(?:y?[ae]))?\\s+kadar${NB}`, 'giu'),
    (_m, day, month) => {
      const n = Number(day);
      return n >= 1 && n <= 31 ? `until ${MONTHS[plain(month)]} ${n}` : null;
    },
  ],
  // "sabah 7", "akşam 7:30'da", "saat 7 akşam": the hour with its half of the day
  [
    new RegExp(
      `${NA}(?:saat\\s+)?${PART}\\s+(?:saat\\s+)?(\\d{1,2})(?:[:.]([0-5]\\d))?${ENDING}?(?![\\p{L}\\d:])`,
      'giu',
    ),
    (_m, part, hour, min) => {
      const half = (PARTS[plain(part).replace(/\s+/, '_')] as (h: number) => 'am' | 'pm' | null)(Number(hour));
      return half === null ? null : `at ${Number(hour)}${min === undefined ? '' : `:${min}`}${half}`;
    },
  ],
  // "saat 09:00", "saat 18:30'da": at the clock; "18:30'da": the clock, its ending set aside
  [new RegExp(`${NA}saat\\s+${CLOCK}(?![\\p{L}\\d])`, 'giu'), (_m, clock) => `at ${clock.replace('.', ':')}`],
  [
    new RegExp(`${NA}((?:[01]?\\d|2[0-3])[:.][0-5]\\d)${ENDING}(?![\\p{L}\\d])`, 'giu'),
    (_m, clock) => clock.replace('.', ':'),
  ],
  // "saat 8", "saat 20'de": at that hour; "20'de", "20de" after another clock ("saat 8 ve 20de"): that hour
  [
    new RegExp(`${NA}saat\\s+((?:[01]?\\d|2[0-3]))${ENDING}?(?![\\p{L}\\d:])`, 'giu'),
    (_m, hour) => `at ${Number(hour) >= 13 ? `${hour}:00` : hour}`,
  ],
  [
    new RegExp(
      `(?<=(?:at\\s+\\d{1,2}|\\d{1,2}:[0-5]\\d)(?:[ap]m)?)\\s+ve\\s+((?:[01]?\\d|2[0-3]))(${ENDING})?(?![\\p{L}\\d:])`,
      'giu',
    ),
    // a bare hour only where it is of the afternoon ("saat 9 ve 21"; "saat 9 ve 11" may be 9:11)
    (_m, hour, ending) => (ending !== undefined || Number(hour) >= 13 ? ` and ${hour}:00` : null),
  ],
  // "ve" between clocks: and
  [/(?<=\d(?:[ap]m)?)\s+ve\s+(?=(?:at\s+)?\d{1,2}(?:[:.][0-5]\d|[ap]m))/giu, () => ' and '],
];

/** Words only Turkish says, one of which the phrase must hold ("her" and "son" are English too). */
const TURKISH = new RegExp(
  `${NA}(?:${DAY_STEM}(?:['’]?(?:dan|den|tan|ten))?|hafta|her\\s*g[üu]n|ay[ıi]n|saat|hat[ıi]rlat(?:[ıi]n)?|saatte|dakika(?:da)?|sabah|ak[şs]am|[öo][ğg]len?|[öo][ğg]leden|\\d{1,2}(?:[:.][0-5]\\d)?['’](?:[iıuü]?n?[dt][ae]|s?[iıuü]))${NB}`,
  'iu',
);
/** A cheap test, first. */
const GATE =
  /pazar|sal[ıi]|[çc]ar[şs]amba|per[şs]embe|cuma|hafta|her\s*g[üu]n|ay[ıi]n|saat|dakika|sabah|ak[şs]am|[öo][ğg]le|hat[ıi]rlat|\d['’]/iu;

/**
 * "20:30'da hatırlatma" said last: "a reminder at 20:30", or "do not remind at 20:30" ("-ma" negates the verb)? Either
 * way not one more run: the phrase is left unread, and so refused.
 */
const UNSURE_REMINDER = new RegExp(`\\d${ENDING}?\\s+hat[ıi]rlatma(?:y[ıi]n)?(?=\\s*(?:,|$))`, 'iu');

/** The phrase with its Turkish words of when read as English, a note for each; as it was when it has none. */
export function readTurkishWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || !TURKISH.test(text) || UNSURE_REMINDER.test(text)) return text;
  return readAndTidy(text, RULES, notes, true);
}
gatedBy(readTurkishWords, GATE);

/** Turkish words of a thing done or to do, by their stems (a word may carry its endings: "raporu", "faturayı"). */
const THING_STEMS = (
  'toplant fatura rapor ila[çc] kapan[ıi][şs] [öo]deme kira yedek hat[ıi]rlat g[öo]nder kontrol temizli[kğ] ' +
  'toplan[ıi] ders spor yoga e[ğg]itim g[öo]r[üu][şs]me randevu maa[şs] vergi sipari[şs] teslim bak[ıi]m ' +
  'yedekle [öo]de ara sula besle liste'
)
  .split(' ')
  .map((s) => `${s}\\p{L}*`)
  .join('|');
const THING = new RegExp(`^(?:${THING_STEMS})$`, 'u');
/** A verb's helper after a noun ("rapor yap", "ödeme yap"); not "et", which is also Eastern Time's letters. */
const HELPER = /^(?:yap|gönder|gonder)$/u;

/**
 * Whether words left after the schedule name a task in Turkish, whose head comes last: ending in a word of a thing
 * done or to do ("haftalık rapor", "fatura", "hatırlat", "raporu gönder"), or in "yap" after one ("ödeme yap";
 * "kontrol et" stays refused: "et" is also Eastern Time): set aside as the task's purpose (trailingPurpose.ts), as "weekly report" is.
 */
/** Turkish words of when, how often and how long, and of a change, which no task's words may hold. */
const WHEN_AMONG =
  /^(?:ay|ayda|aylık|aylik|yıl|yil|yılda|yilda|yıllık|yillik|haftalık|haftalik|günlük|gunluk|kez|kere|defa|yerine|değil|degil|tatil\p{L}*|bu|gelecek|geçen|gecen|önümüzdeki|onumuzdeki|iki|üç|uc|dört|dort|bir|ilk|son|sonra|önce|once|her)$/u;

export function turkishTask(words: readonly string[]): boolean {
  const last = words.at(-1);
  if (last === undefined) return false;
  // "ayda bir toplantı" (a monthly meeting), "son kez", "yerine 18:00": words of when or how often are no task's
  if (words.some((w) => WHEN_AMONG.test(w))) return false;
  if (THING.test(last)) return true;
  const before = words.at(-2);
  return HELPER.test(last) && before !== undefined && THING.test(before);
}
