import { describe, expect, it } from 'vitest';
import { fields, read, refused } from './read.js';

describe('where the steps sit in the hour: the minute said after the step', () => {
  it.each([
    ['every 2nd hour at :45', '45 0/2 * * ?'],
    ['every 3rd hour', '0 0/3 * * ?'],
    ['every 6h at :30 past', '30 0/6 * * ?'],
    ['every 2 hours at minute 5', '5 0/2 * * ?'],
    ['every 2 hours starting at :30', '30 0/2 * * ?'],
    ['every 15 minutes starting at :07', '7/15 * * * ?'],
    ['run it every 15 minutes starting at :07', '7/15 * * * ?'],
    ['every 20 min from :05', '5/20 * * * ?'],
    ['every 30 min on the :15 and :45', '15,45 * * * ?'],
    ['every 20 minutes at :10, :30 and :50', '10/20 * * * ?'],
    ['every hour at :00 and :30', '0,30 * * * ?'],
    ['every 2 hours on the hour', '0 0/2 * * ?'],
    ['once a minute', '* * * * ?'],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual([expected]);
  });

  it('says which minutes a start in the hour gives', () => {
    expect(read('every 15 minutes starting at :50').assumptions).toContain(
      '"every 15 minutes starting at :50" read as :05, :20, :35, :50 past every hour.',
    );
  });

  it('keeps the minute inside a range of hours', () => {
    expect(fields('every 15 minutes starting at :07 from 9am to 5pm', 'UTC')).toEqual(['7/15 9-16 * * ?']);
    expect(fields('once a minute between 2 and 3 am', 'UTC')).toEqual(['* 2 * * ?', '0 3 * * ?']);
  });

  it.each([
    // the minutes must be every step of the interval
    ['every 30 min on the :15 and :40', /not every 30 minutes/],
    ['every 2 hours at :15 and :45', /several minutes past the hour to a step of hours/],
    // a step that does not divide the hour cannot keep a minute
    ['every 7 minutes starting at :03', /does not divide the hour/],
    ['every 15 minutes starting at :75', /past 59/],
    ['every 1st hour', /not an interval/],
    // a single minute after a minute step says nothing clear
    ['every 15 minutes at :07', /minute past the hour to a minute interval/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('where the steps sit in the hour: the minute said first', () => {
  it.each([
    ['at minute 5 past every 2nd hour', '5 0/2 * * ?'],
    ['at 17 past every hour', '17 * * * ?'],
    ['at :30 past every 6 hours', '30 0/6 * * ?'],
    [':45 every other hour', '45 0/2 * * ?'],
    ['at half past every hour', '30 * * * ?'],
    ['run at 5 past and 35 past every hour', '5,35 * * * ?'],
    ['at 10 and 40 past the hour', '10,40 * * * ?'],
    ['every hour at 5 and 35 past', '5,35 * * * ?'],
    ['top and bottom of the hour', '0,30 * * * ?'],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual([expected]);
  });

  it('keeps the minute in a range of hours, the last run at that minute of the last hour', () => {
    expect(fields('at 17 past every hour from 9 to 6', 'UTC')).toEqual(['17 9-17 * * ?']);
    expect(fields('top and bottom of the hour, 6am to 7pm', 'UTC')).toEqual(['0,30 6-18 * * ?', '0 19 * * ?']);
    expect(fields('at :15 and :45 past every hour from 9 to 5', 'UTC')).toEqual(['15,45 9-16 * * ?']);
  });

  it('reads minutes not evenly spaced as times in every hour', () => {
    expect(fields('at 5 past and 20 past every hour', 'UTC')).toEqual(['5,20 * * * ?']);
  });

  it.each([
    ['at 5 past and 20 past every hour from 9 to 5', /time range/],
    ['at 75 past every hour', /past 59|could not read/],
    ['at 5 past every hour, every 2 hours', /two intervals/],
    ['top and bottom of the hour every 15 minutes', /two intervals/],
    ['at 5 past every 30 hours', /longer than a day/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('reads a minute past a named hour as a time of day, not a minute of every hour', () => {
    expect(fields('at 5 past 9 every day', 'UTC')).toEqual(['5 9 * * ?']);
  });
});

describe('the minute said, in a range of hours that starts off the hour', () => {
  it.each([
    // the minute is a minute of the hour, not counted from the range's start
    ['hourly at :40 between 06:40 and 18:40', '40 6-18 * * ?'],
    ['every hour at :15 from 9:30 to 17:30', '15 10-17 * * ?'],
    ['every hour at 20 past from 6:40 to 18:40', '20 7-18 * * ?'],
    ['every 2 hours at :40 from 6:40 to 18:40', '40 6,8,10,12,14,16,18 * * ?'],
    ['hourly at :40 between 22:40 and 02:40', '40 0-2,22,23 * * ?'],
    // no minute said: the range's start gives it
    ['every hour from 9:30 to 17:30', '30 9-17 * * ?'],
    ['every hour starting at 9:30 until 17:30', '30 9-17 * * ?'],
    // a range on the hour keeps the minute as said
    ['every hour at :15 from 9 to 5', '15 9-16 * * ?'],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual([expected]);
  });
});
