import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MOW = 'Europe/Moscow';
const BER = 'Europe/Berlin';

describe('words of when in Russian said in Latin letters, read as the English they stand for', () => {
  it.each([
    // "kazhdyi" before a day, "po" before days in the plural: every; "v" before a clock: at
    ['sozvon kazhdyi vtornik v 11:15', MOW, ['15 8 ? * 3'], /"kazhdyi vtornik" read as "every tuesday"/],
    [
      'po sredam i pyatnitsam v 9:45',
      MOW,
      ['45 6 ? * 4,6'],
      /"po sredam i pyatnitsam" read as "every wednesday and friday"/,
    ],
    // "utra", "vechera": the morning's, the evening's hour
    ['napomnite kazhdyi den v 7 vechera', MOW, ['0 16 * * ?'], /"v 7 vechera" read as "at 7pm"/],
    ['po vykhodnym v 10 utra', MOW, ['0 7 ? * 1,7'], /"po vykhodnym" read as "on weekends"/],
    // every N minutes or hours, within hours on the 24-hour clock
    [
      'kazhdye 3 chasa s 8 do 20 po budnyam',
      MOW,
      ['0 5,8,11,14,17 ? * 2-6'],
      /"s 8 do 20" read as "from 8:00 to 20:00"/,
    ],
    // days of every month
    [
      'vznosy 5 i 20 chisla v 10:00',
      MOW,
      ['0 7 5,20 * ?'],
      /"5 i 20 chisla" read as "the 5th and 20th of every month"/,
    ],
    // whose clock
    ['kazhdyi den v 8:00 po Moskve', BER, ['0 5 * * ?'], /"po moskve" read as "moscow time"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a bare hour on a day of the week; hours that may be on either half of the clock
    ['po pyatnitsam v 6', MOW, /could not read/],
    ['kazhdyi chas s 9 do 6', MOW, /could not read/],
    ['kazhdyi den v 2 nochi', MOW, /could not read/],
    ['kazhdyi den v 2 vechera', MOW, /could not read/],
    // every other week, the second Monday, except holidays: words that change the runs stay unread
    ['cherez nedelyu po vtornikam v 15:00', MOW, /could not read/],
    ['kazhdyi vtoroi ponedelnik v 10:00', MOW, /could not read/],
    ['po pyatnitsam v 18:00 krome prazdnikov', MOW, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
