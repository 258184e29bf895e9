import { describe, expect, it } from 'vitest';
import { fields, read, refused } from './read.js';

describe('"during the <event>" right before its hours: the name of what the runs are for', () => {
  it.each([
    ['every quarter hour during the game, 7-10pm saturdays', ['0/15 19-21 ? * 7', '0 22 ? * 7'], 'game'],
    ['every 10 min during the launch tuesdays 14:00-16:00', ['0/10 14,15 ? * 3', '0 16 ? * 3'], 'launch'],
    ['every 30 min during our sale from 9am to 11am', ['0,30 9,10 * * ?', '0 11 * * ?'], 'sale'],
  ])('"%s"', (phrase, expected, name) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
    expect(read(phrase).assumptions).toContain(
      `Read "${name}" as the name of what the runs are for; its hours are the ones said after it.`,
    );
  });

  it.each([
    // the event's hours are not said
    ['hourly during the game', /during the game/],
    ['hourly during the game on saturdays', /during the game/],
    // words that say when are not a name
    ['hourly during the night 1-5', /during the night/],
    ['hourly during the weekend 9-5', /during the weekend/],
    ['hourly during the maintenance window sat 1am-5am', /during the maintenance window/],
    // a place's hours: on its clock, or on the person's? (a place the zone reader knows is read first, and
    // "during hours" is left)
    ['every 30 min during NY hours 9:30-16:00', /"during ny hours" names a place/],
    ['every 15 min during UK hours 8:00-17:00', /during +hours/],
    ['hourly during london hours 8am-6pm', /during +hours/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
