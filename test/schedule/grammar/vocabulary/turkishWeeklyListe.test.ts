import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const IST = 'Europe/Istanbul';

describe('Turkish "haftalık iş listesi", "haftalık stok raporu": the weekly list or report, its noun between', () => {
  it.each([
    ["her perşembe 09:15'te haftalık iş listesi", IST, ['15 6 ? * 5'], /Set "iş listesi" aside/],
    ['her cuma saat 16:45 haftalık stok raporu', IST, ['45 13 ? * 6'], /Set "stok raporu" aside/],
    ['her salı saat 11:00 haftalık stok listesi', IST, ['0 8 ? * 3'], /"haftalık" read as "weekly"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // weekly beside every day or every month: on which day?
    ['her gün saat 10:00 haftalık iş listesi', IST, /./],
    ["her ay 16:30'da haftalık iş listesi", IST, /./],
    // a word of when among the task's words
    ['her cuma saat 16:45 haftalık iş listesi yarın', IST, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
