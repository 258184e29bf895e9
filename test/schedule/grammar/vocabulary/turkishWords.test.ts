import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const IST = 'Europe/Istanbul';

describe('words of when in Turkish, read as the English they stand for', () => {
  it.each([
    // "her" before a day, "saat" before a clock; the task's words last, set aside
    ['her çarşamba saat 14:30 ekip toplantısı', IST, ['30 11 ? * 4'], /"her çarşamba" read as "every wednesday"/],
    ['her persembe saat 11:00 rapor gönder', IST, ['0 8 ? * 5'], /Set "rapor gönder" aside/],
    // "hafta içi", "hafta sonu", "her gün"; a clock with its ending
    ["hafta içi 07:45'te yedekle", IST, ['45 4 ? * 2-6'], /"07:45'te" read as "07:45"/],
    ['hafta sonları saat 11:15 temizlik', IST, ['15 8 ? * 1,7'], /"hafta sonları" read as "weekends"/],
    ["hergün saat 7 ve 19'da", IST, ['0 4,16 * * ?'], /"ve 19'da" read as "and 19:00"/],
    ['her gün saat 9 ve 21', IST, ['0 6,18 * * ?'], /read as "every day"/],
    // lists and ranges of days, parts of the day
    ["salı, perşembe akşam 8'de ders", IST, ['0 17 ? * 3,5'], /"akşam 8'de" read as "at 8pm"/],
    ['pazartesi-cuma sabah 6:30', IST, ['30 3 ? * 2-6'], /read as "monday to friday"/],
    // days of the month, the nth day of the week in it, the month's last day
    [
      "her ayın 5'inde ve 20'sinde saat 09:30 maaş",
      IST,
      ['30 6 5,20 * ?'],
      /read as "on the 5th and 20th of every month"/,
    ],
    ['ayın son cuması 18:00', IST, ['0 15 ? * 6L'], /read as "the last friday of the month"/],
    ['her ayın son günü saat 23:00 vergi kontrolü', IST, ['0 20 L * ?'], /Set "vergi kontrolü" aside/],
    // a day of the week with its ending, said before a clock, is no job's name
    ['ayın son salısı 10:00', IST, ['0 7 ? * 3L'], /read as "the last tuesday of the month"/],
    // every N minutes, hours
    ['10 dakikada bir', IST, ['0/10 * * * ?'], /read as "every 10 minutes"/],
    ['her 2 saatte bir', IST, ['0 1/2 * * ?'], /read as "every 2 hours"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the night's hours (before midnight or after?), evening said of 3, every other week (from when?)
    ['her gün gece 2 yedekle', IST, /could not read/],
    ['her gün akşam 3', IST, /could not read/],
    ['iki haftada bir cuma 10:00', IST, /could not read/],
    // "saat 9 ve 11": 9:11, or 9 and 11?
    ['her gün saat 9 ve 11', IST, /could not read/],
    // a word not of a task, last ("her pazar 10:00 Kadıköy": a place?), and English "her" before a name
    ['her pazar 10:00 kadıköy', IST, /could not read/],
    ['call her sunday at 9', IST, /could not read/],
    // "kontrol et": "et" is also Eastern Time
    ['her cuma 17:00 kontrol et', IST, /could not read|Eastern/],
    // words of how often, of this or next, of a change, beside a task's word (they were set aside with it)
    ["üç ayda bir ayın 1'inde saat 09:00", IST, /could not read/],
    ['her pazartesi 09:00 ayda bir toplantı', IST, /could not read/],
    ['her pazartesi 9:00 yılda bir bakım', IST, /could not read/],
    ['her cuma 17:00 son kez toplantı', IST, /could not read/],
    ['her pazartesi 09:00 tatilde değil toplantı', IST, /could not read/],
    ['her cuma 17:00 yerine 18:00', IST, /could not read/],
    ['bu hafta sonu saat 10:00', IST, /could not read/],
    ['gelecek hafta sonu saat 10:00', IST, /could not read/],
    ['her gün 17:00 haftalık rapor', IST, /could not read|[Ww]eekly/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

/** A range of days reads only between two different days: "cumadan cumaya" (once in a while) is an idiom. */
describe('Turkish ranges from a day to the same day', () => {
  it.each([
    ['pazartesiden cumaya saat 10:00', ['0 7 ? * 2-6'], /read as "monday to friday"/],
    ['pazartesi-cuma saat 10:00', ['0 7 ? * 2-6'], /read as "monday to friday"/],
  ])('%s', (phrase, fields, note) => reads(phrase, IST, fields, note));

  it.each([
    ['cumadan cumaya toplantı saat 10:00'],
    ['cumadan cumaya saat 10:00'],
    ['pazartesiden pazartesiye saat 10:00'],
    ['pazartesi-pazartesi saat 10:00'],
  ])('refuses %s', (phrase) => refuses(phrase, IST, /could not read/));
});

describe('Turkish "gece yarısı" (midnight) with a clock after it or a day beside it: unread', () => {
  it.each([
    ["her gün gece yarısı saat 2'de", IST, /./],
    ['her gün gece yarısı 02:00', IST, /./],
    ['her gün gece yarısı saat 2 yedekleme', IST, /./],
    ['her cuma gece yarısı', IST, /./],
    ['her cuma gece yarısında yedekleme', IST, /./],
    ['gece yarısı her pazartesi yedekleme', IST, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);

  it.each([
    ['her gün gece yarısı yedekleme', IST, ['0 21 * * ?'], /at midnight/],
    ['hafta içi gece yarısında rapor', IST, ['0 21 ? * 1-5'], /at midnight/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);
});
