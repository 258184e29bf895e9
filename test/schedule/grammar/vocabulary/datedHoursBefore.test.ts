import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a run minutes or hours before an event on a date at a clock time', () => {
  it.each([
    // the same clock days before, across midnight, the same day; 12- and 24-hour clocks
    ['closing on dec 18 at 10am, remind me 48 hrs before', 'UTC', ['0 10 16 12 ?'], /48 hrs before" as 10:00, 2 days/],
    ['flight jan 9 at 00:30 — remind me 2 hours before', 'UTC', ['30 22 8 1 ?'], /22:30 the day before/],
    ['launch is feb 2 at noon; post the teaser an hour ahead', 'UTC', ['0 11 2 2 ?'], /11:00 the same day/],
    ['demo on 3 dec at 4pm, remind the team 1 hour 30 min before', 'UTC', ['30 14 3 12 ?'], /14:30/],
    // the event's place is the run's clock
    ['tourney dec 5 at 10am Seoul, remind the team an hour before', 'America/Los_Angeles', ['0 0 5 12 ?'], /09:00/],
    // a date written year first
    ['the party is 2027-05-22 at 15:00, bus reminder 2 hours before', 'Europe/Rome', ['0 11 22 5 ?'], /13:00 the same/],
    ['flight 2027-01-09 00:30 — remind me 2 hours before', 'UTC', ['30 22 8 1 ?'], /22:30 the day before/],
    ['launch 2027-02-02 at noon, post the teaser 3 hrs ahead', 'America/New_York', ['0 14 2 2 ?'], /09:00 the same/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a change of the clocks between the run and the event: the hours on the clock or the hours that pass?
    ['rollout mar 14 2027 at 3am, remind me 2 hours before', 'America/New_York', /change of the clocks/],
    // a name the readers of dated events may take for a job's: its 15:00 a run too? (not read as the run alone)
    ['inspection on 14 march 2027 at 15:00, ping the agent 30 min before', 'UTC', /./],
    // the run's words say days of their own
    ['closing on dec 18 at 10am, remind me every day 2 hours before', 'UTC', /./],
    // two dates: before which?
    ['sale dec 18 and dec 19 at 10am, remind me 2 hours before', 'UTC', /./],
    // a bare hour: morning or evening?
    ['party dec 18 at 8, remind me 2 hours before', 'UTC', /./],
    // year first: no such month; no clock; a change of the clocks between
    ['party 2027-13-05 at 15:00, remind me 2 hours before', 'UTC', /./],
    ['party 2027-05-22, remind me 2 hours before', 'UTC', /./],
    ['rollout 2027-03-14 at 3am, remind me 2 hours before', 'America/New_York', /change of the clocks/],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});
