import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('several jobs in one message, each with its own name and times', () => {
  it.each([
    // parts set off by ";" or a sentence's end: a part without days before the others is every day
    ['water the plants 7am; feed the cat 6pm sundays', ['0 7 * * ?', '0 18 ? * 1'], /2 jobs/],
    ["dad's pills 8pm daily. blood pressure check every saturday 9am", ['0 20 * * ?', '0 9 ? * 7'], /2 jobs/],
    ['pills 8pm daily, and weigh-in every monday 7:30am', ['0 20 * * ?', '30 7 ? * 2'], /"weigh-in" as the job/],
    // a word of how often before a name ("weekly clean") is the job's, not a rule on the earlier job's days
    [
      'pool log 6am daily; weekly clean sunday 9pm; monthly audit 2nd at 08:00',
      ['0 6 * * ?', '0 21 ? * 1', '0 8 2 * ?'],
      /jobs, each with its own times/,
    ],
    // names between clocks with no comma
    ['shutters open 7:15am close 9:30pm', ['15 7 * * ?', '30 21 * * ?'], /"close" as the job's name/],
    // "the weekday one": the same job on other days
    ['weekend lobby sign-in at 0730; weekday one at 0630', ['30 7 ? * 1,7', '30 6 ? * 2-6'], /same job as before/],
    // a name before them all, and "ping at each" after
    ['bakery: proof 05:00, bake 06:00, sell 08:00 — remind me at each of them', ['0 5,6,8 * * ?'], /at each time said/],
    // a possessive before a name's word is no slip of a day ("mom" for "mon")
    ["mom's pills 9pm daily, and weigh-in every friday 7am", ['0 21 * * ?', '0 7 ? * 6'], /"mom's pills" as the job/],
    // days said once, last, over parts of one shared name: for them all
    ['zone A 5:00, zone B 5:20, zone C 5:40 daily', ['0/20 5 * * ?'], /3 jobs/],
    // each job with its days
    ['take pills 8am daily, gym 6pm weekdays', ['0 8 * * ?', '0 18 ? * 2-6'], /"take pills" and "gym" as 2 jobs/],
    // "run" is still the request's word where it is not an item of a list of times
    ['run at 8am and 6pm weekdays', ['0 8,18 ? * 2-6'], /^$|./],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // a part without days after one with days: on those days too, or every day?
    ['street cleaning wed 9am, parking warning 8am', /could not read/],
    // no second name: in place of the daily run on sundays, or one more?
    ['huddle 0645 daily; 0715 on sundays', /in place of its runs/],
    // a bare clock beside a name of the evening
    ['gym 6:30, dinner 7:30', /could be 7:30 AM or 7:30 PM/],
    // "the weekday one" on days another part already has
    ['weekday sign-in at 0630; the weekday one at 0700', /could not read/],
    // days said once, last, after jobs of names of their own: the last job's, or every job's?
    ['take pills 8am, gym 6pm weekdays', /Do the days \("weekdays"\) say when "take pills 8am" runs too\?/],
    ['meds 8am, walk the dog 6pm weekends', /say when "meds 8am" runs too/],
    ['retro 4pm, standup 9am weekdays', /say when "retro 4pm" runs too/],
    // "run" first in an item between times is a thing done then (a jog), as "gym" is, not "run it at"
    ['insulin 8am, 1pm, run 6pm weekdays', /say when "insulin 8am, 1pm" runs too/],
    ['stretch 7am, run 6pm weekends', /say when "stretch 7am" runs too/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});

describe('a correction of the days that keeps the time, or gives the days last', () => {
  it.each([
    ['every monday 9pm. actually tuesday. 9pm still', ['0 21 ? * 3'], /"9pm still" as keeping the time/],
    ['every friday 5pm, no wait, thursday, same time', ['0 17 ? * 5'], /"same time" as keeping the time/],
    ['every wed at 7:30am — sorry, tuesdays. still 7:30', ['30 7 ? * 3'], /Tuesday instead of Wednesday/],
    // no days said before: the days said last are the whole schedule's
    ['sync 10:00 - no, 10:30, mon-thu', ['30 10 ? * 2-5'], /10:30 AM instead of 10:00 AM; with Monday/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // "still" at another time than the one said
    ['every monday 9pm. actually tuesday. 8pm still', /is not the time said before/],
    // days said before: the other days keep their runs, or not?
    ['daily sync 10:00 - no, 10:30, mon-thu', /whether the other days keep their runs/],
    ['every day at 9am, actually 10 on weekends', /whether the other days keep their runs/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});

describe('times with their half of the day by its letter, said with a slash', () => {
  it.each([
    ['handover 6:30a/6:30p weekdays', ['30 6,18 ? * 2-6']],
    ['door check 7a/7p/11p', ['0 7,19,23 * * ?']],
    ['meds 8a/8p', ['0 8,20 * * ?']],
  ])('%s', (phrase, fields) => reads(phrase, 'UTC', fields, /./));

  it('refuses "backup 6/7" (a date)', () => refuses('backup 6/7', 'UTC', /single date/));
});
