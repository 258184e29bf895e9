import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SEL = 'Asia/Seoul';
const KUL = 'Asia/Kuala_Lumpur';
const KHI = 'Asia/Karachi';
const MNL = 'Asia/Manila';

describe('Korean, Malay, Urdu and Tagalog wordings: things done said last, Malay parts and dates, Urdu days', () => {
  it.each([
    // Korean words of a thing done, said after the schedule
    ['maeil ojeon 7si 30bun chungjeon', SEL, ['30 22 * * ?'], /Set "chungjeon" aside/],
    ['maeju toyoil ohu 3si beobhoe', SEL, ['0 6 ? * 7'], /Set "beobhoe" aside/],
    // Malay "setiap Sabtu pertama": the first Saturday of every month; "petang": the afternoon
    [
      'setiap Ahad ketiga jam 9 pagi',
      KUL,
      ['0 1 ? * 1#3'],
      /"setiap ahad ketiga" read as "the third sunday of every month"/,
    ],
    ['setiap Khamis jam 5 petang', KUL, ['0 9 ? * 5'], /"jam 5 petang" read as "at 5pm"/],
    // "dan" between clocks said with their parts
    ['setiap hari jam 7 pagi dan 10 malam', KUL, ['0 14,23 * * ?'], /"dan" read as "and"/],
    // Urdu "jumeraat": Thursday; a Hindi or Urdu thing done said last
    ['har jumeraat shaam 6 baje safai', KHI, ['0 13 ? * 5'], /"jumeraat" read as "thursday"/],
    // Hindi and Urdu "se ... tak" between two dates: from one until the other
    ['rozana subah 8 baje, 3 feb se 20 feb tak', KHI, ['0 3 * * ?'], /read as "from 3 feb until 20 feb"/],
    // a Tagalog thing done after the schedule
    ['tuwing Linggo alas-8 ng umaga: linis ng kotse', MNL, ['0 0 ? * 1'], /Set "linis ng kotse" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "setiap Sabtu pertama bulan Mac": a month the rule does not read
    ['setiap Sabtu pertama bulan Mac jam 9 pagi', KUL, /./],
    // "petang" with an hour outside it
    ['setiap hari jam 10 petang', KUL, /./],
    // a day off said after the thing done keeps it unread
    ['har jumeraat raat 8 baje safai chutti', KHI, /./],
    // "sirf" (only) among the words after the schedule: they are no task's
    ['har roz 9 baje dawai sirf weekdays', KHI, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
