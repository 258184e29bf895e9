import { gatedBy } from './readerGates.js';
import { type WordRule as Rule, readByRules } from './wordRules.js';

/**
 * Words of when in Indonesian (and the Malay day names), as people mix them into English ("standup tiap senin jam 9
 * pagi", "backup setiap malam jam 23.00", "cek server tiap 15 menit", "meeting jam 9 WIT every monday"): each read
 * as the English words it stands for, a note for each, before the phrase is read again. Read only when the phrase
 * cannot be read as it is (as mixedLanguageWords.ts, which calls it), and only words of when: the words of the
 * job's name ("laporan", "gajian", "bayar listrik") stay as they are, for the name readers.
 *
 * - "setiap"/"tiap" before a day, "hari", "hari kerja", "bulan", "tahun", "malam", "pagi" or a count: every
 *   ("tiap senin", "setiap hari", "setiap hari kerja": every weekday, "tiap 15 menit", "setiap 2 jam": every 2 hours);
 * - days: "senin" … "sabtu" (and Malay "isnin", "khamis", "jumaat"), "hari minggu"/"ahad": Sunday; "minggu" is also
 *   a week, so it is Sunday only after "hari", before a part of the day and a clock ("tiap minggu pagi jam 6.30": a
 *   week has no morning), after another day in a list ("sabtu & minggu", "sabtu dan minggu") or
 *   after "sampai" in a range of days ("senin sampai minggu"): "setiap minggu jam 9" (every week or every Sunday?)
 *   stays unread, and so refused;
 * - "senin sampai jumat", "senin - jumat": Monday to Friday; "dan", "&" between days, "dan" between clocks with their
 *   minutes ("jam 06.00 dan 18.00"): and; "mingguan" after a thing done ("rapat mingguan"): weekly, which English
 *   then checks against the days said;
 * - "jam 8", "pukul 8", "jam 23.00", "pukul 7.30": at that clock ("jam" only before a clock, and only in a phrase
 *   with another Indonesian word of when or a clock written with a dot: "jam" is also an English word);
 * - a part of the day after an hour: "pagi" (the morning: 1 to 11), "siang" (midday: 10 to 3), "sore" (the
 *   afternoon: 2 to 6), "malam" (the evening: 6 to 11), "subuh" (dawn: 3 to 6), "dini hari" (the small hours: 1 to
 *   5). An hour outside its part stays unread, and so refused: "jam 12 malam" (the midnight that starts the day or
 *   ends it?), "jam 2 malam", "jam 12 pagi", "jam 8 sore";
 * - "dari jam 9 sampai jam 5 sore": from 9 to 5pm; "sampai" before a clock or a date: until ("sampai akhir
 *   desember": until the end of December);
 * - "tanggal 25", "tgl 25": the 25th; "tanggal 25 setiap bulan", "setiap tanggal 25", "setiap bulan tanggal 25": the
 *   25th of every month; "tanggal 5 januari": 5 January (a month's name only after a day's number or "akhir");
 * - "hari terakhir setiap bulan": the last day of every month; "senin pertama tiap bulan": the first Monday of every
 *   month ("kedua", "ketiga", "keempat", "terakhir");
 * - a day said again with "every" after its clock ("jumat 11:30 tiap jumat") or right after it, at the end of a
 *   name ("solat jumaat setiap jumaat"): read once, as every Friday (at 11:30); another day after it stays unread;
 * - "N minggu sekali": every N weeks; "besok": tomorrow; "hari ini": today;
 * - "WIT" right after a clock: eastern Indonesian time (Asia/Jayapura); "WIB" and "WITA" are the zone reader's;
 * - Malay: "hari bekerja" (a working day) as "hari kerja"; "tengah hari" (midday: 12 to 2) after an hour ("pukul
 *   12.45 tengah hari": 12:45pm; "11 tengah hari" stays unread);
 * - "setiap hari senin sampai jumat": every Monday to Friday (the range after "every day" names the days);
 * - "kecuali minggu", "kecuali hari sabtu dan minggu": except those days ("minggu" there only said last, before a
 *   comma or a clock: "kecuali minggu ini" is this week, and stays unread);
 * - "ingatkan", "ingatkan saya" right before a clock: remind me (the event's time said before it is then the
 *   reminder reader's: "kuliah tiap selasa jam 13.00, ingatkan jam 12.30").
 */

const DAYS: Readonly<Record<string, string>> = {
  senin: 'monday',
  isnin: 'monday',
  selasa: 'tuesday',
  rabu: 'wednesday',
  kamis: 'thursday',
  khamis: 'thursday',
  jumat: 'friday',
  "jum'at": 'friday',
  jumaat: 'friday',
  sabtu: 'saturday',
  minggu: 'sunday',
  ahad: 'sunday',
};
/** Days but "minggu", which is also a week. */
const DAY = "(?:senin|isnin|selasa|rabu|kamis|khamis|jum'?at|jumaat|sabtu|ahad)";
/** A day, "minggu" among them, where it can only be one ("hari minggu", or after another day). */
const ANY_DAY = `(?:${DAY}|minggu)`;
const NB = '(?![\\p{L}\\d])';
const NA = '(?<![\\p{L}\\d])';
const dayOf = (word: string): string => DAYS[word.toLowerCase()] as string;

const MONTHS: Readonly<Record<string, string>> = {
  januari: 'january',
  februari: 'february',
  pebruari: 'february',
  maret: 'march',
  april: 'april',
  mei: 'may',
  juni: 'june',
  juli: 'july',
  agustus: 'august',
  september: 'september',
  oktober: 'october',
  november: 'november',
  desember: 'december',
  // Malay
  mac: 'march',
  ogos: 'august',
  disember: 'december',
};
const MONTH =
  '(?:januari|p?e[bf]ruari|maret|mac|april|mei|juni|juli|agustus|ogos|september|oktober|november|desember|disember)';
const monthOf = (word: string): string => MONTHS[word.toLowerCase().replace(/^pe/, 'fe')] as string;

const ORDINALS: Readonly<Record<string, string>> = {
  pertama: 'first',
  kedua: 'second',
  ketiga: 'third',
  keempat: 'fourth',
  terakhir: 'last',
};
const ORDINAL_WORD = '(?:pertama|kedua|ketiga|keempat|terakhir)';
const nth = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** "setiap", "tiap", "tiap-tiap": every. */
const EVERY = '(?:setiap|tiap-tiap|tiap)';
/** "of every month": "setiap bulan", "tiap bulan", "di setiap bulan", "per bulan". */
const OF_EVERY_MONTH = `(?:(?:di|pada)\\s+)?(?:${EVERY}|per)\\s+bulan`;
/** A day of the month said as a number (not a clock). */
const MONTH_DAY = '([1-9]|[12]\\d|3[01])(?![\\d:.])';
/** A clock after "jam"/"pukul": "8", "08.00", "7.30", "17:00". */
const CLOCK = '((?:[01]?\\d|2[0-3])(?:[.:][0-5]\\d)?)(?![\\d:.]|\\s*[ap]\\.?m)';

/** Words that make the phrase plainly Indonesian, beside "jam" before a clock ("jam" is also an English word). */
const INDONESIAN_WHEN = new RegExp(
  `${NA}(?:${EVERY}|${ANY_DAY}|pukul|pagi|siang|malam|subuh|menit|sampai|hingga|tanggal|tgl|hari|bulan|besok|wib|wita|wit)${NB}|${NA}jam\\s+\\d{1,2}\\.\\d\\d`,
  'iu',
);

/** A cheap test that the phrase holds one of the words read here. */
const GATE = new RegExp(
  `${NA}(?:${EVERY}|${ANY_DAY}|jam|pukul|pagi|siang|sore|malam|subuh|dini|menit|sampai|hingga|dari|dan|tanggal|tgl|hari|bulan|tahun|besok|minggu|wit)${NB}`,
  'iu',
);

/** The clock said with its part of the day as English says it ("4 sore": "4pm", "19.00 malam": "19:00"), or null. */
function withPart(clock: string, part: string): string | null {
  const [h, mm] = clock.split(/[.:]/);
  const hour = Number(h);
  const minutes = mm === undefined ? '' : `:${mm}`;
  const p = part.toLowerCase().replace(/\s+/, ' ');
  const [low, high, pm] =
    p === 'pagi'
      ? [1, 11, false]
      : p === 'siang'
        ? [10, 15, true]
        : p === 'sore'
          ? [14, 18, true]
          : p === 'tengah hari'
            ? [12, 14, true]
            : p === 'petang'
              ? [13, 19, true]
              : p === 'malam'
                ? [18, 23, true]
                : p === 'subuh'
                  ? [3, 6, false]
                  : [1, 5, false];
  if (hour > 12) return hour >= low && hour <= high ? `${hour}${minutes === '' ? ':00' : minutes}` : null;
  // the hour said on a 12-hour clock: its place in the part's hours
  const asDay = pm && hour !== 12 && hour + 12 <= high ? hour + 12 : hour;
  if (asDay < low || asDay > high || hour === 0) return null;
  if (asDay === 12) return `12${minutes}pm`;
  return asDay > 12 ? `${hour}${minutes}pm` : `${hour}${minutes}am`;
}

const PART = '(pagi|siang|sore|petang|malam|subuh|dini\\s+hari|tengah\\s+hari)';
const AT = '(?:jam|pukul)';
/**
 * A span of the runs other than the day, as said in Indonesian or already read as English ("tiap bulan": every
 * month, "mingguan": weekly, "setahun"): beside one, "harian" names the thing done ("laporan harian": the daily
 * report), not how often it runs.
 */
const OTHER_SPAN = `${NA}(?:every\\s+(?:month|year|week)|weekly|monthly|yearly|annually|bulan|tahun|bulanan|tahunan|mingguan|sebulan|setahun|seminggu|pekan)${NB}`;

/** Indonesian words of a thing done, said first ("laporan penjualan", "rapat tim", "gajian"). */
const THING_FIRST_WORDS = (
  'laporan rapat gajian tagihan pembayaran cicilan iuran setoran absen absensi piket arisan pengajian ibadah ' +
  'senam olahraga pengingat rekapan stok obat ubat mesyuarat'
).split(' ');

const RULES: readonly Rule[] = [
  // "N minggu sekali", "setiap 2 minggu sekali": every N weeks
  [
    new RegExp(`${NA}(?:${EVERY}\\s+)?(\\d{1,2})\\s+minggu\\s+sekali${NB}`, 'giu'),
    (_m, n) => `every ${n} week${n === '1' ? '' : 's'}`,
  ],
  // "tiap 15 menit", "setiap 2 jam", "setiap 3 hari": a count (the hours' "jam" after the number, not before it)
  [
    new RegExp(`${NA}${EVERY}\\s+(\\d{1,3})\\s+(menit|jam|hari|minggu|bulan)${NB}`, 'giu'),
    (_m, n, unit) => {
      const u = { menit: 'minute', jam: 'hour', hari: 'day', minggu: 'week', bulan: 'month' }[
        unit.toLowerCase()
      ] as string;
      return `every ${n} ${u}${n === '1' ? '' : 's'}`;
    },
  ],
  // "setiap jam", "tiap menit": every hour, every minute
  [
    new RegExp(`${NA}${EVERY}\\s+(menit|jam)${NB}(?!\\s*\\d)`, 'giu'),
    (_m, unit) => `every ${unit.toLowerCase() === 'jam' ? 'hour' : 'minute'}`,
  ],
  // "tiap jam 10 malam": every day at that clock (before a clock, "jam" is no hour's count)
  [new RegExp(`${NA}${EVERY}\\s+(?=${AT}\\s+\\d)`, 'giu'), () => 'every day'],
  // "hari terakhir setiap bulan": the last day of every month
  [new RegExp(`${NA}hari\\s+terakhir\\s+${OF_EVERY_MONTH}${NB}`, 'giu'), () => 'the last day of every month'],
  // "senin pertama tiap bulan", "tiap hari senin pertama setiap bulan": that day of every month
  [
    new RegExp(
      `${NA}(?:${EVERY}\\s+)?(?:hari\\s+)?(${DAY}|(?<=hari\\s+)minggu)\\s+(${ORDINAL_WORD})\\s+${OF_EVERY_MONTH}${NB}`,
      'giu',
    ),
    (_m, day, ord) => `the ${ORDINALS[ord.toLowerCase()]} ${dayOf(day)} of every month`,
  ],
  // Malay "setiap Sabtu pertama": every first Saturday (of the month: a week has one Saturday)
  [
    new RegExp(
      `${NA}${EVERY}\\s+(?:hari\\s+)?(${DAY}|(?<=hari\\s+)minggu)\\s+(${ORDINAL_WORD})${NB}(?!\\s+(?:${OF_EVERY_MONTH}|bulan|minggu)${NB})`,
      'giu',
    ),
    (_m, day, ord) => `the ${ORDINALS[ord.toLowerCase()]} ${dayOf(day)} of every month`,
  ],
  // "tanggal 25 setiap bulan", "setiap tanggal 25", "setiap bulan tanggal 25", "tgl 25 tiap bulan"
  [
    new RegExp(`${NA}(?:tanggal|tgl\\.?)\\s*${MONTH_DAY}\\s+${OF_EVERY_MONTH}${NB}`, 'giu'),
    (_m, n) => `the ${nth(Number(n))} of every month`,
  ],
  [
    new RegExp(`${NA}${EVERY}\\s+(?:bulan\\s+(?:pada\\s+)?)?(?:tanggal|tgl\\.?)\\s*${MONTH_DAY}`, 'giu'),
    (_m, n) => `every month on the ${nth(Number(n))}`,
  ],
  // "sampai akhir desember": until the end of December; "sampai tanggal 20 desember": until 20 December
  [
    new RegExp(`${NA}(?:sampai|hingga)\\s+akhir\\s+(?:bulan\\s+)?(${MONTH})${NB}`, 'giu'),
    (_m, month) => `until the end of ${monthOf(month)}`,
  ],
  [
    new RegExp(`${NA}(?:sampai|hingga)\\s+(?:(?:tanggal|tgl\\.?)\\s*)?${MONTH_DAY}\\s+(${MONTH})${NB}`, 'giu'),
    (_m, n, month) => `until ${n} ${monthOf(month)}`,
  ],
  // "dari 8 feb hingga 9 mac": from that date (the date after it read by the rules below, or the grammar)
  [
    new RegExp(
      `${NA}dari\\s+(?=${MONTH_DAY}\\s+(?:${MONTH}|feb|mac|apr|jun|jul|ogos|sept?|okt|nov|dis|jan)${NB}\\s+(?:sampai|hingga|until)${NB})`,
      'giu',
    ),
    () => 'from ',
  ],
  [
    new RegExp(`${NA}(?:sampai|hingga)\\s+(?=${MONTH_DAY}\\s+(?:feb|apr|jun|jul|sept?|okt|nov|dis|jan)${NB})`, 'giu'),
    () => 'until ',
  ],
  // "tanggal 5 januari", "tgl 17 agustus": that date
  [
    new RegExp(`${NA}(?:(?:tanggal|tgl\\.?)\\s*)?${MONTH_DAY}\\s+(${MONTH})${NB}`, 'giu'),
    (m, n, month) => `${/^t/i.test(m) ? 'on ' : ''}${n} ${monthOf(month)}`,
  ],
  // "tanggal 20", "tgl 20": the 20th
  [new RegExp(`${NA}(?:tanggal|tgl\\.?)\\s*${MONTH_DAY}`, 'giu'), (_m, n) => `on the ${nth(Number(n))}`],
  // "setiap hari kerja", "hari kerja": weekdays (Malay "hari bekerja" too)
  [new RegExp(`${NA}${EVERY}\\s+hari\\s+(?:be)?kerja${NB}`, 'giu'), () => 'every weekday'],
  [new RegExp(`${NA}(?:pada\\s+)?hari\\s+(?:be)?kerja${NB}`, 'giu'), () => 'weekdays'],
  // "kecuali minggu", "kecuali hari sabtu dan minggu": except those days ("minggu" only where it cannot be a week:
  // said last, or before a comma or a clock; "kecuali minggu 1 dan 3" is weeks)
  [
    new RegExp(
      `${NA}kecuali\\s+(?:hari\\s+)?(${ANY_DAY})((?:\\s*(?:,|&|\\sdan\\s)\\s*(?:hari\\s+)?${ANY_DAY})*)(?=\\s*$|\\s*[,;]|\\s+${AT}\\s+\\d|\\s+\\d{1,2}[.:][0-5]\\d)`,
      'giu',
    ),
    (_m, day, more) =>
      `except ${dayOf(day)}${(more ?? '').replace(
        new RegExp(`\\s*(,|&|\\sdan\\s)\\s*(?:hari\\s+)?(${ANY_DAY})`, 'giu'),
        (_a: string, _join: string, d: string) => ` and ${dayOf(d)}`,
      )}`,
  ],
  // "ingatkan jam 12.30", "ingatkan saya pukul 7": remind me at that clock
  [new RegExp(`${NA}ingatkan(?:\\s+(?:saya|aku|kami))?\\s+(?=${AT}\\s+\\d)`, 'giu'), () => 'remind me '],
  // "senin sampai jumat", "dari senin hingga sabtu", "senin - jumat", "senin s/d jumat": a range of days;
  // "setiap hari senin sampai jumat": every Monday to Friday
  [
    new RegExp(
      `${NA}(${EVERY}\\s+)?(?:dari\\s+)?(?:hari\\s+)?(${DAY})\\s*(?:\\s(?:sampai|hingga|s/d|s\\.d\\.?)\\s|-|–)\\s*(?:hari\\s+)?(${ANY_DAY})${NB}`,
      'giu',
    ),
    (_m, every, a, b) => `${every ? 'every ' : ''}${dayOf(a)} to ${dayOf(b)}`,
  ],
  // "jumat 11:30 tiap jumat": the same day said again with "every" (a name may end in it: "sholat jumat"), read once
  [
    new RegExp(
      `${NA}(${DAY})\\s+(?:((?:${AT}\\s+)?(?:[01]?\\d|2[0-3])(?:[.:][0-5]\\d)?)\\s+)?${EVERY}\\s+(?:hari\\s+)?(${DAY})${NB}`,
      'giu',
    ),
    (_m, a, clock, b) =>
      dayOf(a) !== dayOf(b)
        ? null
        : clock === undefined
          ? `every ${dayOf(b)}`
          : `${clock.replace(/^(?:jam|pukul)\s+/i, 'at ').replace('.', ':')} every ${dayOf(b)}`,
  ],
  // "tiap minggu pagi jam 6.30", "setiap senin pagi jam 8": every day so named, its part of the day said before the
  // clock ("minggu" right before a part of the day and a clock is Sunday: a week has no morning; but in Malay,
  // "setiap minggu pagi pukul 9", "minggu" is the week, so not with Malay words beside it)
  [
    new RegExp(`${NA}${EVERY}\\s+(?:hari\\s+)?(${ANY_DAY})\\s+${PART}\\s+${AT}\\s+${CLOCK}${NB}`, 'giu'),
    (_m, day, part, clock) => {
      if (/^minggu$/i.test(day) && !/hari\s+minggu/i.test(_m) && MALAY_MARKER.test(phraseRead)) return null;
      const said = withPart(clock, part);
      return said === null ? null : `every ${dayOf(day)} at ${said}`;
    },
  ],
  // "tiap senin", "setiap hari selasa dan kamis", "tiap sabtu & minggu", "setiap hari minggu": every
  [
    new RegExp(
      `${NA}${EVERY}\\s+(?:hari\\s+)?(${DAY}|(?<=hari\\s+)minggu)((?:\\s*(?:,|&|\\sdan\\s|\\sand\\s)\\s*(?:hari\\s+)?${ANY_DAY})*)${NB}`,
      'giu',
    ),
    (_m, day, more) =>
      `every ${dayOf(day)}${(more ?? '').replace(
        new RegExp(`\\s*(,|&|\\sdan\\s|\\sand\\s)\\s*(?:hari\\s+)?(${ANY_DAY})`, 'giu'),
        (_a: string, join: string, d: string) => `${join === ',' ? ',' : ' and'} ${dayOf(d)}`,
      )}`,
  ],
  // a list of days without "every" ("selasa dan kamis", "sabtu & minggu", "senin, rabu, jumat")
  [
    new RegExp(
      `${NA}(?:hari\\s+)?(${DAY})((?:\\s*(?:,|&|\\sdan\\s|\\sand\\s)\\s*(?:hari\\s+)?${ANY_DAY})+)${NB}`,
      'giu',
    ),
    (_m, day, more) =>
      `${dayOf(day)}${(more as string).replace(
        new RegExp(`\\s*(,|&|\\sdan\\s|\\sand\\s)\\s*(?:hari\\s+)?(${ANY_DAY})`, 'giu'),
        (_a: string, join: string, d: string) => `${join === ',' ? ',' : ' and'} ${dayOf(d)}`,
      )}`,
  ],
  // "setiap hari", "tiap hari": every day; "setiap bulan", "setiap tahun"; "setiap malam", "setiap pagi"
  [new RegExp(`${NA}${EVERY}\\s+hari${NB}`, 'giu'), () => 'every day'],
  [new RegExp(`${NA}${EVERY}\\s+bulan${NB}`, 'giu'), () => 'every month'],
  [new RegExp(`${NA}${EVERY}\\s+tahun${NB}`, 'giu'), () => 'every year'],
  [new RegExp(`${NA}${EVERY}\\s+malam${NB}`, 'giu'), () => 'every night'],
  [new RegExp(`${NA}${EVERY}\\s+pagi${NB}`, 'giu'), () => 'every morning'],
  // a day alone ("senin 9am", "hari minggu"), "besok", "hari ini"
  [new RegExp(`${NA}(?:hari\\s+)?(${DAY})${NB}|${NA}hari\\s+(minggu)${NB}`, 'giu'), (_m, a, b) => dayOf(a ?? b)],
  [new RegExp(`${NA}besok${NB}`, 'giu'), () => 'tomorrow'],
  [new RegExp(`${NA}hari\\s+ini${NB}`, 'giu'), () => 'today'],
  // "WIT" right after a clock: eastern Indonesian time
  [
    new RegExp(`(?<=${NA}(?:${AT}\\s+)?(?:[01]?\\d|2[0-3])(?:[.:][0-5]\\d)?\\s*)wit${NB}`, 'giu'),
    () => 'Asia/Jayapura',
  ],
  // "dari jam 9 sampai jam 5 sore", "dari jam 8 pagi hingga jam 4 sore": from 9 to 5pm
  [
    new RegExp(
      `${NA}dari\\s+(?:${AT}\\s+)?${CLOCK}(?:\\s+${PART})?\\s+(?:sampai|hingga|s/d|-)\\s+(?:${AT}\\s+)?${CLOCK}(?:\\s+${PART})?${NB}`,
      'giu',
    ),
    (_m, from, fromPart, to, toPart) => {
      const a = fromPart ? withPart(from, fromPart) : from.replace('.', ':');
      const b = toPart ? withPart(to, toPart) : to.replace('.', ':');
      return a === null || b === null ? null : `from ${a} to ${b}`;
    },
  ],
  // "jam 4 sore", "pukul 19.00 malam", "8 pagi": the hour in its part of the day
  [
    new RegExp(`${NA}(?:${AT}\\s+)?${CLOCK}\\s+${PART}${NB}`, 'giu'),
    (m, clock, part) => {
      // "sore" is also an English word: read after a bare hour only in a phrase plainly Indonesian
      if (!/^(?:jam|pukul)/i.test(m) && /^sore/i.test(part) && !INDONESIAN_WHEN.test(phraseRead)) return null;
      const said = withPart(clock, part);
      return said === null ? null : /^(?:jam|pukul)/i.test(m) ? `at ${said}` : said;
    },
  ],
  // "sampai jam 5": until 5
  [
    new RegExp(`${NA}(?:sampai|hingga)\\s+(?:${AT}\\s+)?(?=\\d{1,2}(?:[.:]\\d\\d)?(?:[ap]m)?${NB})`, 'giu'),
    () => 'until ',
  ],
  // "ya", "yah", "yuk", "dong" said last, as chat does ("tiap hari jam 5 sore ya"): no word of when, set aside in a
  // phrase plainly Indonesian ("ya" may be a name elsewhere)
  [/(?<=\S)\s+(?:ya+|yah|yuk|dong)\s*[?!.]*\s*$/giu, () => (INDONESIAN_WHEN.test(phraseRead) ? ' ' : null)],
  // "dan" between clocks written with their minutes ("jam 06.00 dan 18.00", "at 7:30 dan 19:30"): and
  [
    /(?<=\d[.:][0-5]\d(?:\s*[ap]m)?)\s+dan\s+(?=(?:(?:at|jam|pukul)\s+)?(?:[01]?\d|2[0-3])[.:][0-5]\d(?![\d.:]))/giu,
    () => ' and ',
  ],
  // "jam 9 pagi dan 9 malam": and, between clocks said with their part of the day
  [/(?<=\d(?:am|pm))\s+dan\s+(?=(?:(?:at|jam|pukul)\s+)?\d{1,2}(?::[0-5]\d)?(?:am|pm)(?![\p{L}\d]))/giu, () => ' and '],
  // "rapat mingguan", "laporan mingguan": weekly, after the thing done (English then asks for a day of the week)
  [new RegExp(`(?<=${NA}(?:${[...THING_FIRST_WORDS].join('|')})\\s+)mingguan${NB}`, 'giu'), () => 'weekly'],
  // "laporan harian", "harian jam 16.00": daily, after the thing done or right before the clock ("Harian Kompas",
  // a paper's name, stays as typed); never beside another span of the runs ("laporan harian tiap bulan jam 9": the
  // daily report sent every month, not every day), where "harian" is the report's name and stays unread
  [
    new RegExp(
      `(?<!${OTHER_SPAN}[\\s\\S]*)(?:(?<=${NA}(?:${[...THING_FIRST_WORDS].join('|')})\\s+)harian${NB}|${NA}harian(?=\\s+${AT}\\s+\\d))(?![\\s\\S]*${OTHER_SPAN})`,
      'giu',
    ),
    () => 'daily',
  ],
  // "jam 8", "pukul 23.00": at that clock (only in a phrase plainly Indonesian: "jam" is also English)
  [
    new RegExp(`${NA}${AT}\\s+${CLOCK}`, 'giu'),
    (m, clock) => (/^pukul/i.test(m) || INDONESIAN_WHEN.test(phraseRead) ? `at ${clock.replace('.', ':')}` : null),
  ],
];

/** The phrase being read, for the tests that look at all of it. */
let phraseRead = '';
/**
 * Words that say the phrase is Malay, where "minggu" is a week and Sunday is "ahad": "pukul" (Indonesian says it too,
 * so a Sunday beside it stays unread), "isnin", "khamis", "jumaat", "ahad".
 */
const MALAY_MARKER = /(?<![\p{L}])(?:pukul|isnin|khamis|jumaat|ahad)(?![\p{L}])/iu;

/** The phrase with its Indonesian words of when read as English, a note for each. */
export function readIndonesianWords(text: string, notes: string[]): string {
  if (!GATE.test(text)) return text;
  phraseRead = text;
  const out = readByRules(text, RULES, notes, true);
  return out.replace(/\s{2,}/g, ' ').trim();
}
gatedBy(readIndonesianWords, GATE);

/** Indonesian verbs that start what a task does ("kirim laporan", "cek stok", "bayar listrik"). */
const TASK_VERB = new Set(
  (
    'kirim cek periksa bayar beli isi siram minum ambil kumpulkan kumpul rekap tutup bersihkan ingatkan cuci setor ' +
    'lapor hubungi telepon jemput antar posting unggah unduh cetak hitung catat input perbarui makan'
  ).split(' '),
);
const THING_FIRST: ReadonlySet<string> = new Set(THING_FIRST_WORDS);

/**
 * Whether words left after the schedule name a task in Indonesian, whose head comes first: led by a verb of a task
 * and its object ("kirim laporan"), or by a word of a thing done ("laporan penjualan", "gajian"): set aside as
 * the task's purpose (trailingPurpose.ts), as "send the report" and "sales report" are.
 */
export function indonesianTask(words: readonly string[]): boolean {
  const [lead, ...rest] = words;
  if (lead === undefined) return false;
  return (TASK_VERB.has(lead) && rest.length > 0) || THING_FIRST.has(lead);
}

/**
 * Indonesian words of tasks, each a word of its own: never read as a slip of the grammar's words or a place's name
 * (slips.ts): "rapat" is a meeting, not Rabat.
 */
export const INDONESIAN_WORDS: ReadonlySet<string> = new Set([
  ...TASK_VERB,
  ...THING_FIRST,
  ...'kantor kelas sekolah kuliah latihan belanja sampah tugas kerja'.split(' '),
]);
