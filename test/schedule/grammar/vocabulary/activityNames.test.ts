import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

/** The one rule a phrase reads as, with a note setting words matching `note` aside. */
function aside(phrase: string, note: RegExp, zone = 'UTC') {
  const rs = rules(phrase, zone);
  expect(rs).toHaveLength(1);
  const r = rs[0] as (typeof rs)[number];
  expect(r.assumptions.some((a) => note.test(a))).toBe(true);
  return r;
}

describe('names of activities, classes and people, before or after a schedule said in full', () => {
  it.each([
    // "<what is done> time" first, last before the days or before a small word of the name
    ['story time tuesdays and thursdays 10:30am', /"story time"/, { kind: 'weekdays', days: [3, 5] }, hm(10, 30)],
    ['circle time mondays and wednesdays 9:15am', /"circle time"/, { kind: 'weekdays', days: [2, 4] }, hm(9, 15)],
    [
      'story time for the little ones tuesdays and thursdays 10:30am',
      /"story time for the little ones"/,
      { kind: 'weekdays', days: [3, 5] },
      hm(10, 30),
    ],
    // ... or last, after the schedule
    ['every monday and friday 11am baby song time', /"baby song time"/, { kind: 'weekdays', days: [2, 6] }, hm(11)],
    ['every saturday 10:30am lego time', /"lego time"/, { kind: 'weekdays', days: [7] }, hm(10, 30)],
    // a late or early opening, last in a name set off, with its time said plainly
    ['museum late: first friday of every month 6pm', /"museum late"/, null, hm(18)],
    ['gallery late: every friday 7pm', /"gallery late"/, { kind: 'weekdays', days: [6] }, hm(19)],
    // short forms of a gym's classes
    ['HIIT every weekday at 12:15', /"hiit"/i, WEEKDAYS, hm(12, 15)],
    ['AMRAP every weekday at 6:00', /"amrap"/i, WEEKDAYS, hm(6)],
    // English words within a slip of "hour", before another word of the name
    ['city tour bookings every saturday 9am', /"city tour bookings"/, { kind: 'weekdays', days: [7] }, hm(9)],
    ['sour dough feed every day 8am', /"sour dough feed"/, { kind: 'every-day' }, hm(8)],
    // a title and a person's name or initial
    [
      'dr patel clinic reminder every tuesday 8:30am',
      /"dr patel clinic reminder"/,
      { kind: 'weekdays', days: [3] },
      hm(8, 30),
    ],
    ['ms j piano lesson thursdays 4pm', /"ms j piano lesson"/, { kind: 'weekdays', days: [5] }, hm(16)],
    // a path of files
    ['rsync /var/log every night at 01:30', /"rsync \/var\/log"/, { kind: 'every-day' }, hm(1, 30)],
    // a name ending in a gathering's word, right before a day said alone
    ['choir rehearsal wednesday at 7:30pm', /"choir rehearsal"/, { kind: 'weekdays', days: [4] }, hm(19, 30)],
    ['book group tuesday at 12pm', /"book group"/, { kind: 'weekdays', days: [3] }, hm(12)],
    ['every day at 9am reading group', /"reading group"/, { kind: 'every-day' }, hm(9)],
    // short forms and words of a schedule as a thing, inside a name
    ['bank rec daily 7am', /"bank rec"/, { kind: 'every-day' }, hm(7)],
    ['crew scheduling lock 1200 UTC on the 20th of each month', /"crew scheduling lock"/, null, hm(12)],
    // "<thing> of the day" last before a schedule that runs every day
    ['story of the day at 11 in the morning', /"story of the day"/, { kind: 'every-day' }, hm(11)],
    // what is done then, joined by "and", the thing said by a pronoun
    ['every morning at 7 and log it', /"log"/, { kind: 'every-day' }, hm(7)],
    ['every day at 6:30pm and check the doors', /"check the doors"/, { kind: 'every-day' }, hm(18, 30)],
    // a time said as what a thing is about
    [
      'every friday 4pm send the week-ahead digest',
      /"send the week-ahead digest"/,
      { kind: 'weekdays', days: [6] },
      hm(16),
    ],
    ['weekdays 3pm for the next-day deliveries', /"for the next-day deliveries"/, WEEKDAYS, hm(15)],
    // a clock with its unit, a dot for its colon, after "at"
    ['post the rota every friday at 18.00 hrs', /"post the rota"/, { kind: 'weekdays', days: [6] }, hm(18)],
  ])('"%s"', (phrase, note, days, time) => {
    const r = aside(phrase, note);
    if (days !== null) expect(r.days).toEqual(days);
    expect(r.times).toEqual([time]);
  });

  it('"for the <desk>" after a schedule whose zone is said', () => {
    const r = aside('every friday 5pm pacific for the trading desk', /"for the trading desk"/);
    expect(r.zone.name).toBe('America/Los_Angeles');
    expect(r.times).toEqual([hm(17)]);
  });

  it.each([
    // "of the day" beside a schedule that runs on one day of the week; a month's thing with no day of the month
    'story of the day monday 11am',
    'pie of the month 9am',
    // a time alone after "for": how long, or when?
    'weekdays 3pm for next-day',
    'weekdays 3pm for the week ahead',
    // "and" before what is no verb of a task
    'every day at 9am and the weekly digest',
    // a bare hour beside "story time" may be the evening's
    'every day at 7 story time',
    'story time daily at 7',
    'library late: every friday at 7',
    // "late" alone, or not set off, may change the time
    'late: every friday 7pm',
    'spin class late monday 7pm',
    // a word near a slip of a time word, not inside a name
    'tour 2 daily 9am',
    // whose clock a desk is, where the phrase names no zone
    'every friday 5pm for the trading desk',
    // a stretch of time, or a region, after "for"
    'every friday 5pm pacific for the season',
    'every friday 5pm pacific for the west coast',
    // a region before the desk: whose clock, beside the zone said?
    'daily 9am pacific for the apac desk',
    // a place's clock beside another zone
    'vegas time every day at 7pm',
    'every day at 7pm vegas time',
  ])('"%s" stays refused', (phrase) => {
    refusedRules(phrase);
  });
});
