import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const IST = 'Europe/Istanbul';

describe('Turkish "her akşam", the evening on the 24-hour clock, "kadar" after a date, "haftalık" before a report', () => {
  it.each([
    ["her akşam 20:30'da yedekle", IST, ['30 17 * * ?'], /"her akşam 20:30'da" read as "every day at 20:30"/],
    ["her akşam 7'de ilaç", IST, ['0 16 * * ?'], /read as "every day at 7pm"/],
    ['her sabah 06:45 rapor', IST, ['45 3 * * ?'], /"her sabah 06:45" read as "every day at 6:45am"/],
    ["her gün saat 10:00, 20 mart'a kadar", IST, ['0 7 * * ?'], /"20 mart'a kadar" read as "until march 20"/],
    ['her cuma saat 16:00 fiyat listesi', IST, ['0 13 ? * 6'], /Set "fiyat listesi" aside/],
    // "haftalık rapor": the weekly report beside a weekly run
    ['her perşembe saat 16:00 haftalık rapor', IST, ['0 13 ? * 5'], /"haftalık" read as "weekly"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an afternoon clock is no evening's; the evening's word without a clock says no time
    ["her akşam 14:00'te", IST, /./],
    ['her akşam', IST, /./],
    // the small hours are no evening's: "akşam 2" stays unread
    ["her akşam 2'de", IST, /./],
    // "kadar" without the day of its month: until when?
    ["her gün 05:30 ekim'e kadar", IST, /./],
    ['her gün 05:30 ekim sonuna kadar', IST, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
