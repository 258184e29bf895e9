import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const WAW = 'Europe/Warsaw';

describe('Polish "oprócz", "z wyjątkiem": except a day, or weekends', () => {
  it.each([
    ['codziennie o 8:00 oprócz soboty', WAW, ['0 7 ? * 1-6'], /"oprócz soboty" read as "except saturdays"/],
    ['magazyn: raport codziennie o 18:30 oprocz niedzieli', WAW, ['30 17 ? * 2-7'], /read as "except sundays"/],
    ['codziennie o 7:15 z wyjątkiem poniedziałku', WAW, ['15 6 ? * 1,3-7'], /read as "except mondays"/],
    ['codziennie o 15:00 oprócz weekendów', WAW, ['0 14 ? * 2-6'], /"oprócz weekendów" read as "except weekends"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "oprócz" before what is no day ("świąt": holidays), unread
    ['codziennie o 9:00 oprócz świąt', WAW, /./],
    ['codziennie o 9:00 oprócz pierwszego poniedziałku', WAW, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
