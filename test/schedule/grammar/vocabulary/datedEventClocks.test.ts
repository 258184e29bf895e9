import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * Runs placed against an event on a date, their clocks read from the event's (`datedEvents.ts`): the same hour on a
 * day before is the event's clock as written; a clock with its minutes beside an event's on the 24-hour clock is on
 * that clock; "local" after the event's time is the clock of the one place named with the event; an event's name
 * that begins with a day's or a month's letters ("wedding", "sunrise", "monitoring") is no day said. NOW is Monday
 * 2026-01-12.
 */
describe('clocks of runs placed against a dated event', () => {
  it.each([
    // a clock with its minutes, beside an event's on the 24-hour clock
    ['server move 14 jan 02:00, post the notice the day before at 9:30', 'UTC', ['30 9 13 1 ?'], /"9:30" as 9:30am/],
    ['new menu goes live 20 feb 06:00 - send the notice the day before at 12:00', 'UTC', ['0 12 19 2 ?'], /19/],
    ['depot closes 30 jan 17:45, remind the drivers at 8:15 that day', 'UTC', ['15 8 30 1 ?'], /24-hour clock/],
    // the event's hour again, on a day before
    ['site audit 14 jan 9:30 - email the auditors the day before at 9:30', 'UTC', ['30 9 13 1 ?'], /the hour of/],
    ['panel interview 28 jan 11:00 - remind the panel 2 days before at 11', 'UTC', ['0 11 26 1 ?'], /"11" as 11am/],
    // "local": the one place named with the event
    [
      'monitoring visit at the Denver plant on 20 jan 10:00 local - remind the team the day before at 10',
      'Europe/London',
      ['0 17 19 1 ?'],
      /"local" as the time in denver/,
    ],
    ['handover 22 jan 08:00 local, ping the crew the day before at 16:00', 'Europe/Paris', ['0 15 21 1 ?'], /21/],
    // names that begin with a day's or a month's letters
    ['wedding rehearsal jan 30 5pm, remind me at 2pm', 'UTC', ['0 14 30 1 ?'], /wedding rehearsal/],
    ['sunrise hike jan 24 06:30 - remind me the night before at 21:00', 'UTC', ['0 21 23 1 ?'], /the night before/],
    ['grammar exam feb 3 9am, remind me at 7am', 'UTC', ['0 7 3 2 ?'], /grammar exam/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the hour on another day, when the event's half is not said: either half
    ['server move 14 jan 2:00am, post the notice the day before at 9:30', 'UTC', /9:30/],
    ['board review on 22 jan 3:15 - remind the chair the day before at 3:15', 'UTC', /3:15/],
    ['site audit 14 jan 9:30 - email the auditors the day before at 3', 'UTC', /at 3/],
    // "local" beside two places
    ['call with the Paris and Tokyo teams 20 jan 14:00 local, remind me at 9:00 that day', 'UTC', /two time zones/],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});
