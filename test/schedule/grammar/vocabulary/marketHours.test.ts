import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe("the US market's open, close and hours (NYSE, Nasdaq): 9:30 AM to 4 PM New York time, Monday to Friday", () => {
  it.each([
    ['ping the desk at the NYSE open every weekday', [hm(9, 30)], WEEKDAYS],
    ['at the open and at the close every weekday (NYSE)', [hm(9, 30), hm(16)], WEEKDAYS],
    ['every weekday at the Nasdaq close', [hm(16)], WEEKDAYS],
    // no days said: the market's
    ['at the NYSE open', [hm(9, 30)], WEEKDAYS],
    // days said: the phrase's own
    ['every monday at the NYSE open', [hm(9, 30)], { kind: 'weekdays', days: [2] }],
  ])('"%s"', (phrase, times, days) => {
    const i = read(phrase, 'Europe/London');
    expect(i.zone.name).toBe('America/New_York');
    expect(i.times).toEqual(times);
    expect(i.days).toEqual(days);
    expect(i.assumptions.join(' ')).toMatch(/does not know exchange holidays or early closes/);
  });

  it('market hours are a range of the day', () => {
    const i = read('price snapshot every 5 min during US market hours', 'America/New_York');
    expect(i.days).toEqual(WEEKDAYS);
    expect(i.assumptions.join(' ')).toMatch(
      /"during US market hours" read as the US regular session, 9:30 AM to 4:00 PM/,
    );
    expect(fields('every 30 min during US market hours', 'UTC')).toEqual(
      expect.arrayContaining([expect.stringMatching(/ \? \* 2-6$/)]),
    );
  });

  it.each([
    // the market is closed at weekends: never run at "the open" on one
    ['every day at the NYSE open', /closed/],
    ['saturdays at the NYSE close', /closed/],
    // "the open" without the exchange named is not guessed
    ['every weekday at the close', /no time/],
    ['every weekday at the open (NYSE) 9am London', /"9am" may be on another/],
    // another time beside the market's: New York's clock, or the person's? (it was New York's, without a note)
    ['every weekday at the NYSE open and at 2pm', /"at 2pm" may be on another/],
    ['every weekday at 8am and the NYSE close', /is on New York's clock, and "at 8am"/],
    ['every weekday at noon and during US market hours', /"noon"/],
  ])('"%s" is refused', (phrase, why) => {
    expect(refused(phrase).message).toMatch(why);
  });
});
