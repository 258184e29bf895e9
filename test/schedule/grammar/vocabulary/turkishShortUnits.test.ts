import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const IST = 'Europe/Istanbul';

describe('Turkish "dk" and "sa" (short for "dakika", "saat") in a reminder before an event', () => {
  it.each([
    [
      'kurslar: pazartesi ve çarşamba 18:00, 15 dk önce hatırlat',
      IST,
      ['45 14 ? * 2,4'],
      /"15 dk önce hatırlat" read as "remind 15 min before"/,
    ],
    ['maç her pazar 20:00, 1 sa önce hatırlat', IST, ['0 16 ? * 1'], /read as "remind 1 hour before"/],
    ['sınav her cuma 10:00, 30 dk. önce hatırlat', IST, ['30 6 ? * 6'], /read as "remind 30 min before"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // after the event ("sonra"): not read
    ['kurslar: pazartesi 18:00, 15 dk sonra hatırlat', IST, /./],
    // no event's clock to count back from
    ['her pazartesi 15 dk önce hatırlat', IST, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
