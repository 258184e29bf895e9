import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const HEL = 'Europe/Helsinki';

describe('Finnish "aamulla"/"illalla" right after a clock, and two hours joined by "ja"', () => {
  it.each([
    // "aamulla" (in the morning), "illalla" (in the evening) after a clock whose hour fits them
    ['joka tiistai klo 6.45 aamulla', HEL, ['45 4 ? * 3'], /"klo 6:45 aamulla" read as "at 6:45am"/],
    ['arkisin kello 8 aamulla', HEL, ['0 6 ? * 2-6'], /"kello 8 aamulla" read as "at 8:00am"/],
    ['torstaisin klo 9.30 illalla', HEL, ['30 19 ? * 5'], /"klo 9:30 illalla" read as "at 9:30pm"/],
    // "klo 7 ja 19": two hours on the 24-hour clock, the second past 12
    ['lämmitys klo 7 ja 19 joka päivä', HEL, ['0 5,17 * * ?'], /"ja" read as "and"/],
    ['joka päivä klo 5.30 ja 17.30', HEL, ['30 3,15 * * ?'], /"ja" read as "and"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the half of the day does not fit the hour: unread
    ['joka tiistai klo 19.45 aamulla', HEL, /"aamulla" \(Finnish\)/],
    ['arkisin klo 3 illalla', HEL, /"illalla" \(Finnish\)/],
    // "aamulla" away from a clock: which clock does it settle?
    ['aamulla joka päivä klo 7.00 ja 19.00', HEL, /"aamulla" \(Finnish\)/],
    // an exception unread keeps the two hours unread
    ['klo 6 ja 18 joka päivä paitsi sunnuntaisin', HEL, /"paitsi" \(Finnish\)/],
    // words that bound the runs stay unread
    ['klo 7 ja 19 joka päivä kesäkuuhun asti', HEL, /\(Finnish\)/],
  ])('%s [%s] is refused', (phrase, zone, reason) => refuses(phrase, zone, reason), 60_000);
});
