import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused } from './read.js';

describe('"friday night at 1am": the small hours of a day\'s night are the next day\'s', () => {
  it.each([
    // it read as Friday 1:00 AM, the night before Friday
    ['every friday night at 1am', [7], hm(1)],
    ['friday nights at 2am', [7], hm(2)],
    ['every friday night at midnight', [7], hm(0)],
    ['every saturday night at 12am', [1], hm(0)],
    ['every friday night at 12:15 midnight', [7], hm(0, 15)],
    ['every friday and saturday night at 1am', [1, 7], hm(1)],
  ])('"%s"', (phrase, days, time) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'weekdays', days });
    expect(i.times).toEqual([time]);
    expect(i.assumptions.join(' ')).toMatch(/the small hours after/);
  });

  it('says which days it moved to', () => {
    expect(read('every friday and saturday night at 1am').assumptions).toContain(
      '"Friday and Saturday night" at 1:00 AM read as Saturday and Sunday at 1:00 AM: the small hours after Friday and Saturday.',
    );
    // in the order of the week, Monday first, whatever the service's numbers (Sunday is 1)
    expect(read('sat and sun nights 00:30').assumptions).toContain(
      '"Saturday and Sunday night" at 12:30 AM read as Sunday and Monday at 12:30 AM: the small hours after Saturday and Sunday.',
    );
  });

  it('near misses: the evening of the night, every night, and a day said without its night stay as said', () => {
    expect(read('every friday night at 11pm').days).toEqual({ kind: 'weekdays', days: [6] });
    expect(read('every friday night at 9').times).toEqual([hm(21)]);
    expect(read('every night at 1am').days).toEqual({ kind: 'every-day' });
    expect(read('every friday at 1am').days).toEqual({ kind: 'weekdays', days: [6] });
  });

  it('refuses times on both sides of midnight: two days', () => {
    expect(refused('every friday night at 11pm and 1am').message).toMatch(/both sides of midnight/);
  });

  it('compiles Saturday night at midnight in New York to Sunday 05:00 UTC', () => {
    expect(fields('every saturday night at midnight', 'America/New_York')).toEqual(['0 5 ? * 1']);
  });
});

describe("a window wholly in the small hours of days' nights is on the next days too", () => {
  it.each([
    ['every 20 min 0100-0500, sun to thu nights', ['0/20 1-4 ? * 2-6', '0 5 ? * 2-6']],
    ['every 15 min from 1am to 4am on saturday nights', ['0/15 1-3 ? * 1', '0 4 ? * 1']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
    expect(read(phrase).assumptions.join(' ')).toMatch(/the small hours after/);
  });

  it('near misses: a window across midnight moves only its small hours, days said without nights stay', () => {
    expect(fields('every 30 min 22:00-02:00 friday nights', 'UTC')).toEqual([
      '0,30 22,23 ? * 6',
      '0,30 0,1 ? * 7',
      '0 2 ? * 7',
    ]);
    expect(fields('every 15 min from 1am to 4am on saturdays', 'UTC')).toEqual(['0/15 1-3 ? * 7', '0 4 ? * 7']);
  });
});
