import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const WAW = 'Europe/Warsaw';

describe('Polish ", ale w <days> (tylko) o …", "od <month> do <month>", "przypomnienie o …"', () => {
  it.each([
    // ", ale w weekendy tylko o 10:00": but on weekends only at 10:00, in place of the rule before on those days
    [
      'codziennie o 7:00 i 19:00, ale w weekendy tylko o 10:00',
      WAW,
      ['0 6,18 ? * 2-6', '0 9 ? * 1,7'],
      /in place of the earlier rule/,
    ],
    ['codziennie o 8:30, ale w soboty o 11:00', WAW, ['30 7 ? * 1-6', '0 10 ? * 7'], /", ale" read as ", but"/],
    // "od kwietnia do września": from April to September, every year
    [
      'podlewanie w każdy wtorek o 18:00 od kwietnia do września',
      WAW,
      ['0 16 ? 4-9 3'],
      /every year from April to September/,
    ],
    // "przypomnienie o …": a reminder about it, the words after "o" set aside with it
    ['przypomnienie o spotkaniu z panem Nowakiem w piątki o 12:30', WAW, ['30 11 ? * 6'], /"o" read as "about"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "ale nie": but not, unread
    ['codziennie o 7:00 ale nie w weekendy', WAW, /./],
    // "ale" with no comma and no days after it is no "but" read here
    ['codziennie o 7:00 ale o 9:00', WAW, /./],
    // a word of time among the words after "o": unread
    ['przypomnienie o wizycie jutro w piątki o 12:30', WAW, /./],
    // the same month twice
    ['w każdy wtorek o 18:00 od marca do marca', WAW, /./],
  ])('%s [%s] is refused', (phrase, zone, reason) => refuses(phrase, zone, reason), 60_000);
});
