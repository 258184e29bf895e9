import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { fields, NOW } from './read.js';

function refusal(phrase: string): string {
  const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
  if (r.ok) throw new Error(`${phrase}: expected a refusal, got ${JSON.stringify(r.value.schedules)}`);
  expect(r.problem.hint.length).toBeGreaterThan(0);
  return r.problem.message;
}

describe('a later rule in place of an earlier one, days added, days left out', () => {
  it.each([
    // "but" and a time, then days: that time on those days instead
    ['9:05 weekdays, but 9:35 on fridays', ['5 9 ? * 2-5', '35 9 ? * 6']],
    ['daily 8am, but 10am on weekends', ['0 8 ? * 2-6', '0 10 ? * 1,7']],
    // days added with "too" or "plus": at the earlier rule's time
    ['sundays 3am, and wednesdays too', ['0 3 ? * 1,4']],
    ['mondays 9am, tuesdays too', ['0 9 ? * 2,3']],
    ['every tuesday 7am, plus the first monday of the month', ['0 7 ? * 3', '0 7 ? * 2#1']],
    // "closed monday" beside rules that do not run on Monday
    ['at 4:15am tue-sat, 5:30 on sunday, closed monday', ['15 4 ? * 3-7', '30 5 ? * 1']],
    ['6:30am every day except mondays (we are closed)', ['30 6 ? * 1,3-7']],
    ['4:45pm every day we are open (tue-sun)', ['45 16 ? * 1,3-7']],
    // days in letters
    ['05:45 M/W/F, 06:30 Sat', ['45 5 ? * 2/2', '30 6 ? * 7']],
    ['MWF 10am and TTh 11:30am', ['0 10 ? * 2/2', '30 11 ? * 3,5']],
    // some places of one weekday left out
    ['saturdays 5pm, except the first saturday', ['0 17 ? * 7#2', '0 17 ? * 7#3', '0 17 ? * 7#4', '0 17 ? * 7#5']],
    [
      'every weekday except the first monday of the month, 9am',
      ['0 9 ? * 3-6', '0 9 ? * 2#2', '0 9 ? * 2#3', '0 9 ? * 2#4', '0 9 ? * 2#5'],
    ],
    ['every day at 20:00 except the sunday', ['0 20 ? * 2-7']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it.each([
    // no earlier rule runs at the weekend: nothing to replace
    ['weekdays 8am, but 10am on weekends', /does not say which days/],
    ['daily 8am, but 10am', /but/],
    // days without a time and without "too" or "plus" are not guessed
    ['mondays 9am, and tuesdays', /no time of day/],
    // the first monday is a monday already: it would run twice
    ['every monday 9am, plus the first monday of the month', /no time of day/],
    // the 1st may be a monday: twice that day
    ['every monday 9am, plus the 1st', /no time of day/],
    ['at 4:15am tue-sat, 5:30 on sunday, closed saturday', /closed saturday/],
    // the other days are not one range
    ['mon-wed 9am except the first tuesday', /twice/],
    ['mondays 9am except the first friday', /twice/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusal(phrase)).toMatch(words);
  });
});

describe('what the schedule was, what its words mean here, the new time', () => {
  it.each([
    ['fridays 5pm (was thursdays 5pm)', ['0 17 ? * 6']],
    ['now every tuesday 20:15 (was 19:30)', ['15 20 ? * 3']],
    ['every 6 hours instead of daily', ['0 0/6 * * ?']],
    ['mondays at 9am instead of fridays', ['0 9 ? * 2']],
    ['move the 10am standup to 9:45, same days (mon-thu)', ['45 9 ? * 2-5']],
    ['@daily but at 04:00', ['0 4 * * ?']],
    ['every 2 hours on the odd hours', ['0 1/2 * * ?']],
    ['every 2 hours on the even hours', ['0 0/2 * * ?']],
    ['at 24:00 every day', ['0 0 * * ?']],
    ['every hour on the half hour during business hours (9-5) mon-fri', ['30 9-16 ? * 2-6']],
    ['every 10 min business hours (9-6)', ['0/10 9-17 ? * 2-6', '0 18 ? * 2-6']],
    ['sunday to thursday 8am (our work week)', ['0 8 ? * 1-5']],
    ['weekdays 8am (our weekend is fri-sat)', ['0 8 ? * 1-5']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it.each([
    // the standup's days are not said
    ['move the 10am standup to 9:45', /to 9:45/],
    ['move the monday standup to 9:45, every week', /to 9:45/],
    // the midnight at a monday's end is tuesday's 00:00
    ['mondays at 24:00', /24:00/],
    ['every day 9am instead of at random', /instead of at random/],
    // a weekend of three days, and weeknights, are not rewritten
    ['weekdays 8am (our weekend is sat-mon)', /weekend/],
    ['weeknights 8pm (our weekend is fri-sat)', /twice|weekend/],
    ['every 3 hours on the odd hours', /odd hours/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusal(phrase)).toMatch(words);
  });
});

describe('what a schedule was, said beside several rules', () => {
  it('is not set aside: it may be what one of them replaces', () => {
    expect(refusal('daily 7am; weekends 9am instead of 7am')).toMatch(/instead/);
    expect(refusal('weekdays 9am, saturdays 10am (was 11am)')).toMatch(/was/);
  });
});

describe('words in brackets that say what a part of the schedule already is', () => {
  it.each([
    ['fifth friday of the month (when there is one) 5pm', ['0 17 ? * 6#5']],
    ['mon/wed 15:45 but not in summer (jun-aug)', ['45 15 ? 1-5,9-12 2,4']],
    ['every hour from 9 to 5 except lunch (12)', ['0 9-11,13-17 * * ?']],
    ['every hour from 9 to 5 except lunch (1pm)', ['0 9-12,14-17 * * ?']],
    ['every 15 min but only 6pm to midnight', ['0/15 18-23 * * ?']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it.each([
    // a bare 1 for lunch could be 1am or 1pm
    ['every hour from 9 to 5 except lunch (1)', /lunch/],
    // a season without its months is not guessed
    ['mon/wed 15:45 but not in summer', /summer/],
    // every friday has one
    ['friday 5pm (when there is one)', /when there is one/],
    ['every 15 min but only 6 to 8', /but/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusal(phrase)).toMatch(words);
  });
});

describe('what the schedule was, set aside only when it cannot be the new one', () => {
  it.each([
    // "before" without a colon is a bound of the day, not the old schedule
    ['every 15 min (before 9am)', /before/],
    // the days of the old schedule may be the new one's
    ['9am (was mondays 8am)', /was|mondays/],
    ['every hour instead of every 30 min on weekends', /instead|two intervals/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusal(phrase)).toMatch(words);
  });
});

describe('days said "too" between rules', () => {
  it('take the times of the rule before, not of the next', () => {
    expect(fields('mondays 9am, wednesdays too, fridays 5pm', 'UTC')).toEqual(['0 9 ? * 2,4', '0 17 ? * 6']);
  });

  it.each([
    ['mondays 9am, the first monday too, fridays 5pm', /run twice/],
    // a move said for some days may move only theirs
    ['move the 10am standup to 9:45 on mondays', /to 9:45/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusal(phrase)).toMatch(words);
  });
});
