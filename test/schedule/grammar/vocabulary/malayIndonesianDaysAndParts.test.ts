import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const JKT = 'Asia/Jakarta';
const KUL = 'Asia/Kuala_Lumpur';

describe('Indonesian and Malay: working days, midday, a range after "every day", "except", "remind me"', () => {
  it.each([
    // Malay "hari bekerja" (a working day), as "hari kerja"
    [
      'absen pukul 7.45 pagi setiap hari bekerja',
      KUL,
      ['45 23 ? * 1-5'],
      /"setiap hari bekerja" read as "every weekday"/,
    ],
    // Malay "tengah hari" (midday) after an hour: 12 to 2 PM
    ['setiap Isnin pukul 1 tengah hari', KUL, ['0 5 ? * 2'], /"pukul 1 tengah hari" read as "at 1pm"/],
    ['setiap Khamis pukul 12.15 tengah hari', KUL, ['15 4 ? * 5'], /read as "at 12:15pm"/],
    // "setiap hari <day> sampai <day>": every one of the days of the range
    ['laporan setiap hari Selasa sampai Kamis jam 8 pagi', JKT, ['0 1 ? * 3-5'], /read as "every tuesday to thursday"/],
    // "kecuali <day>": except that day ("minggu" said last is Sunday)
    [
      'piket setiap hari jam 6 pagi kecuali Sabtu',
      JKT,
      ['0 23 ? * 1-5,7'],
      /"kecuali sabtu" read as "except saturday"/,
    ],
    ['setiap hari jam 8 pagi kecuali minggu', JKT, ['0 1 ? * 2-7'], /"kecuali minggu" read as "except sunday"/],
    [
      'setiap hari jam 8 pagi kecuali hari Sabtu dan Minggu',
      JKT,
      ['0 1 ? * 2-6'],
      /read as "except saturday and sunday"/,
    ],
    // "ingatkan" before a clock: remind me, the event's own time said before it is no run
    ['rapat tiap Kamis jam 10.00, ingatkan jam 09.30', JKT, ['30 2 ? * 5'], /"ingatkan" read as "remind me"/],
    // Malay "mesyuarat" (a meeting) said last: the task's purpose
    ['setiap Sabtu pukul 9 pagi mesyuarat jawatankuasa', KUL, ['0 1 ? * 7'], /Set "mesyuarat jawatankuasa" aside/],
    // a day at the end of a name said again with "every": read once
    [
      'pengingat sholat Jumat setiap Jumat jam 11.30',
      JKT,
      ['30 4 ? * 6'],
      /"jumat setiap jumat" read as "every friday"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "minggu" before "ini", "depan": this week, next week, no Sunday
    ['setiap hari jam 7 pagi kecuali minggu ini', JKT, /./],
    ['setiap hari jam 7 pagi kecuali minggu depan', JKT, /./],
    // "minggu" before a bare number: weeks 1 and 3, no Sunday
    ['setiap hari jam 7 pagi kecuali minggu 1 dan 3', JKT, /./],
    // an hour outside midday
    ['setiap hari pukul 11 tengah hari', KUL, /./],
    ['setiap hari pukul 5 tengah hari', KUL, /./],
    // another day after the name's: which one?
    ['solat Jumaat setiap Sabtu pukul 1 tengah hari', KUL, /./],
    // "kecuali" before what is no day stays unread
    ['setiap hari jam 7 pagi kecuali libur', JKT, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
