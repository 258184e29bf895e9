import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a run a duration before an event named with its clock, or before an event said first, days said last', () => {
  it.each([
    // "<run> <duration> before the <clock> <event>, <days>" (offsets.ts), beside the forms below
    ['post the link 30 min before the 7pm class, every weekday', ['30 18 ? * 2-6'], /class/],
    ['send the agenda 1 hour before the 14:00 review, tuesdays', ['0 13 ? * 3'], /review/],
    ['ping the team 15 minutes before the 9:30am demo, fridays', ['15 9 ? * 6'], /demo/],
    // "<verb> <who> of|about the <clock> <event> <duration> before, <days>"
    ['remind clerks of the 4pm mail pickup 30 min before, every weekday', ['30 15 ? * 2-6'], /mail pickup/],
    ['warn the desk about the 11pm close 20 min before, nightly', ['40 22 * * ?'], /close/],
    ['alert the crew about the 06:00 departure an hour before, every day', ['0 5 * * ?'], /departure/],
    // the event said first, the reminder's duration, then days said of every day
    ['gate closes at 21:30 - remind me 10 min before, every night', ['20 21 * * ?'], /gate closes/],
    ['shop opens at 9am, ping staff half an hour before, daily', ['30 8 * * ?'], /shop opens/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // an event on singular day names may happen once: the policy of comingDay.ts stands
    ['post the link 30 min before the 7pm class, mon and wed', /could be the coming one only/],
    // no event named after the clock: nothing to be before
    ['remind me about the 9am on monday 10 min before', /./],
    ['remind me about the 9am ET call 10 min before, weekdays', /./],
    // "the 7 train": a number, not a clock; nothing read as a time of day to be before
    ['remind me 10 min before the 7 train, weekdays', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
