import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"every <kind> night|day <clock> (<days>)": the clock on the days in brackets', () => {
  it.each([
    ['uniform reminder every school night 7:30pm (sun-thu)', 'Europe/London', ['30 19 ? * 1-5']],
    ['kit check every match day 10:30 (sat, sun)', 'Europe/London', ['30 10 ? * 1,7']],
  ])('"%s" reads', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as the days in brackets/);
  });

  it.each([
    // which days, not a kind of them
    ['pack the gym bag every other night 9pm (mon, wed)', /could not read/],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});

describe('"through the <shift> <hours>": the hours of the shift', () => {
  it('reads the hours said with the shift', () => {
    reads(
      'gauge reading every 3 hours through the night shift 21:00-06:00',
      'Europe/London',
      ['0 0,3,6,21 * * ?'],
      /Read "through the night shift 21:00-06:00" as the hours 21:00–06:00/,
    );
  });

  it.each([
    // a night shift's bare hours could be either half of the day
    ['gauge reading every 3 hours through the night shift 9-6', /./],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});
