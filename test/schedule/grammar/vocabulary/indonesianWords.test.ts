import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const JKT = 'Asia/Jakarta';
const MKS = 'Asia/Makassar';
const JAY = 'Asia/Jayapura';
const SGP = 'Asia/Singapore';
const KUL = 'Asia/Kuala_Lumpur';

describe('words of when in Indonesian, read as the English they stand for', () => {
  it.each([
    // "setiap"/"tiap" before "hari", a day, "hari kerja", a count; "jam"/"pukul" before a clock, dotted or not
    ['absen tiap hari jam 7.45 pagi', JKT, ['45 0 * * ?'], /"jam 7:45 pagi" read as "at 7:45am"/],
    ['setiap hari Rabu pukul 14.00 rapat tim', JKT, ['0 7 ? * 4'], /"setiap hari rabu" read as "every wednesday"/i],
    ['Setiap Senin dan Kamis jam 08:30', MKS, ['30 0 ? * 2,5'], /read as "every monday and thursday"/],
    ['tiap jam 10 malam backup', JKT, ['0 15 * * ?'], /"tiap" read as "every day"/],
    ['sync stok setiap 2 jam', JKT, ['0 1/2 * * ?'], /"setiap 2 jam" read as "every 2 hours"/],
    ['tiap isnin jam 9 pagi', KUL, ['0 1 ? * 2'], /"tiap isnin" read as "every monday"/],
    // ranges of days and of hours
    ['senin - jumat jam 6 sore', JKT, ['0 11 ? * 2-6'], /"senin - jumat" read as "monday to friday"/],
    ['dari senin hingga sabtu pukul 07.00', JKT, ['0 0 ? * 2-7'], /read as "monday to saturday"/],
    [
      'ping tiap 10 menit dari jam 8 pagi sampai jam 4 sore',
      JKT,
      ['0/10 1-8 * * ?', '0 9 * * ?'],
      /"dari jam 8 pagi sampai jam 4 sore" read as "from 8am to 4pm"/,
    ],
    // days of the month, the last day, a weekday counted in its month
    [
      'setiap tanggal 1 jam 9 pagi bayar kos',
      JKT,
      ['0 2 1 * ?'],
      /"setiap tanggal 1" read as "every month on the 1st"/,
    ],
    ['setiap bulan tanggal 15 pukul 10.00', JAY, ['0 1 15 * ?'], /read as "every month on the 15th"/],
    ['hari terakhir tiap bulan pukul 17.00', JKT, ['0 10 L * ?'], /read as "the last day of every month"/],
    ['tiap jumat terakhir setiap bulan jam 3 sore', JKT, ['0 8 ? * 6L'], /read as "the last friday of every month"/],
    // "minggu" is Sunday after "hari" or another day; parts of the day
    ['setiap hari minggu jam 7 pagi', JKT, ['0 0 ? * 1'], /"setiap hari minggu" read as "every sunday"/],
    ['sabtu dan minggu jam 10 siang', JKT, ['0 3 ? * 1,7'], /read as "saturday and sunday"/],
    ['senin, rabu, jumat jam 5 subuh', JKT, ['0 22 ? * 1,3,5'], /"jam 5 subuh" read as "at 5am"/],
    ['setiap hari jam 2 dini hari', JKT, ['0 19 * * ?'], /"jam 2 dini hari" read as "at 2am"/],
    ['tiap hari jam 11 siang', JKT, ['0 4 * * ?'], /"jam 11 siang" read as "at 11am"/],
    ['setiap hari jam 19.00 malam', JKT, ['0 12 * * ?'], /"jam 19:00 malam" read as "at 19:00"/],
    // zones: "WIT" after a clock; WIB and WITA are the zone reader's
    ['deploy jam 20.00 WIT setiap kamis', JKT, ['0 11 ? * 5'], /"wit" read as "Asia\/Jayapura"/],
    ['call jam 8 malam WITA tiap selasa', JKT, ['0 12 ? * 3'], /"jam 8 malam" read as "at 8pm"/],
    ['sync jam 9 WIB tiap rabu', SGP, ['0 2 ? * 4'], /"tiap rabu" read as "every wednesday"/],
    // until a date
    [
      'piket setiap hari kerja jam 8 pagi sampai 20 maret',
      JKT,
      ['0 1 ? * 2-6'],
      /"sampai 20 maret" read as "until 20 march"/,
    ],
    // a task said in Indonesian after the schedule, head first
    ['tiap hari jam 5 sore laporan stok', JKT, ['0 10 * * ?'], /Set "laporan stok" aside/],
    ['setiap hari kerja jam 16.30 kirim rekap penjualan', MKS, ['30 8 ? * 2-6'], /Set "kirim rekap penjualan" aside/],
    // a day said again with "every" after its clock, read once; "rapat" (a meeting) is no slip of "Rabat"
    ['pengajian kamis 19.30 setiap kamis', JKT, ['30 12 ? * 5'], /read as "19:30 every thursday"/],
    ['rapat senin jam 9 setiap senin', JKT, ['0 2 ? * 2'], /Read "rapat" as the job's name/],
    ['tiap hari jam 7 malam rapat', JKT, ['0 12 * * ?'], /Set "rapat" aside/],
    // "harian" after the thing done, with no other span of the runs said: daily
    ['laporan harian jam 9 malam', JKT, ['0 14 * * ?'], /"harian" read as "daily"/],
    ['rapat harian jam 9 kecuali jumat', JKT, ['0 2 ? * 1-5,7'], /"harian" read as "daily"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "setiap minggu": every week or every Sunday?; "minggu pertama": the first week or the first Sunday?
    ['setiap minggu jam 9', JKT, /could not read/],
    ['tiap minggu pertama tiap bulan jam 9', JKT, /could not read/],
    // an hour outside its part of the day: which midnight? 8 in the afternoon?
    ['jam 12 malam setiap hari', JKT, /could not read/],
    ['setiap hari jam 12 pagi', JKT, /could not read/],
    ['tiap hari jam 8 sore', JKT, /could not read/],
    ['tiap hari jam 2 malam', JKT, /could not read/],
    ['tiap hari jam 19.00 pagi', JKT, /could not read/],
    // once every N weeks has no CRON form
    ['tiap 3 minggu sekali jam 9', JKT, /could not read|every 3 weeks/],
    // English words that look Indonesian stay English: "jam", "sore", "Hari"
    ['traffic jam 9am every day', JKT, /could not read/],
    ['sore throat meds 8 every day', JKT, /could not read/],
    ['call Hari every monday 9am', JKT, /could not read/],
    // two days said apart: which one?
    ['rapat senin 9.00 tiap jumat', JKT, /could not read/],
    // "laporan harian" beside another span of the runs is the daily report's name, sent every month or year: never
    // read as every day
    ['laporan harian jam 9 tiap bulan', JKT, /could not read/],
    ['laporan harian tiap bulan jam 9', JKT, /could not read/],
    ['tiap bulan laporan harian jam 9', JKT, /could not read/],
    ['laporan harian jam 9 setiap tahun', JKT, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
