import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused } from './read.js';

describe('the hours of a range said without am/pm', () => {
  it.each([
    // the part of the day said puts them
    ['every 20 minutes from 7 to 11 in the evening', hm(19), hm(23)],
    ['every 20 minutes every evening from 7 to 11', hm(19), hm(23)],
    ['hourly between 7 and 11 at night', hm(19), hm(23)],
    ['every 15 min between 1 and 5 in the afternoon', hm(13), hm(17)],
    ['every 30 min between 6 and 10 in the morning', hm(6), hm(10)],
    // otherwise, the shorter range
    ['every 20 min 7-11pm', hm(19), hm(23)],
    ['every 30 min from 9 to 5pm', hm(9), hm(17)],
    ['every hour 9-5', hm(9), hm(17)],
    ['every 2 hours 9 to 9', hm(9), hm(21)],
    ['every 2 hours from 9 to 9', hm(9), hm(21)],
  ])('"%s"', (phrase, from, to) => {
    const i = read(phrase);
    expect(i.interval?.window).toEqual({ from, to });
    // a reading that had a choice says so; "9 to 5pm" had none worth saying
    expect(i.assumptions.some((a) => a.includes(' read as '))).toBe(!phrase.endsWith('5pm'));
  });

  it('reads "from 10 to 2am" over midnight', () => {
    expect(fields('every 30 min from 10 to 2am', 'UTC')).toEqual(['0,30 0,1,22,23 * * ?', '0 2 * * ?']);
  });

  it.each([
    ['every hour 9-5 in the afternoon', /not in the afternoon/],
    ['every 30 min from 9 to 5 in the morning', /not in the morning/],
    ['every hour 9am to 9am', /no length/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});

describe('an interval said to end at midnight, with no start', () => {
  it.each([['every 10 minutes till midnight'], ['every ten minutes to midnight'], ['every 30 minutes until midnight']])(
    'refuses "%s": from midnight to midnight is no range',
    (phrase) => {
      expect(refused(phrase).message).toMatch(/ends the runs at midnight, but does not say when they start/);
    },
  );
});

describe("a night's window: it ends by the morning, and '0:00' is on the 24-hour clock", () => {
  it.each([
    ['every 20 minutes overnight, 0:00-6:00', '0/20 0-5 * * ?', '0 6 * * ?'],
    ['every 30 minutes overnight 10-6', '0,30 0-5,22,23 * * ?', '0 6 * * ?'],
  ])('"%s"', (phrase, first, second) => {
    expect(fields(phrase, 'UTC')).toEqual([first, second]);
  });

  it('"at night from 7 to 11" stays in the evening', () => {
    expect(fields('every hour at night from 7 to 11', 'UTC')).toEqual(['0 19-23 * * ?']);
  });
});
