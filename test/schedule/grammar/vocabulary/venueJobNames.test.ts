import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('names of jobs at schools, gyms, theatres and kitchens, around a schedule said in full', () => {
  it.each([
    // an ordinal first in a name, before a word of the name that is no word of a day's place in its month
    ['first bell 7:50 weekdays', ['50 7 ? * 2-6'], /"first bell" as the job's name/],
    ['second shift handover 14:00 weekdays', ['0 14 ? * 2-6'], /"second shift handover" as the job's name/],
    ['1st bell 8:05am mon-fri', ['5 8 ? * 2-6'], /"1st bell" as the job's name/],
    // ... in a list of rules, each with its own name
    [
      'first bell 7:50 weekdays, second bell 8:00 weekdays',
      ['50 7 ? * 2-6', '0 8 ? * 2-6'],
      /"second bell" as the job's name/,
    ],
    ['main call 0530 mon-fri, second unit 0700 sat', ['30 5 ? * 2-6', '0 7 ? * 7'], /"second unit" as the job's name/],
    // how long the job lasts, before its name, where the times are said plainly
    ['half-hour call 7pm tue-sat', ['0 19 ? * 3-7'], /"half-hour call" as the job's name/],
    ['30-minute standup 9am weekdays', ['0 9 ? * 2-6'], /"30-minute standup" as the job's name/],
    ['two-hour rehearsal 18:30 mon wed', ['30 18 ? * 2,4'], /"two-hour rehearsal" as the job's name/],
    ['15-min huddle 8:45am daily', ['45 8 * * ?'], /"15-min huddle" as the job's name/],
    // a performance said last, after its schedule
    ['1:30pm saturday matinees', ['30 13 ? * 7'], /"matinees" as the job's name/],
    ['every sunday 7pm screenings', ['0 19 ? * 1'], /"screenings" as the job's name/],
    // ... after a heading set off ("bell schedule:", "class times:")
    ['bell schedule: first bell 7:50 weekdays', ['50 7 ? * 2-6'], /"bell schedule" as the job's name/],
    ['class times: fourth lesson 11:20 weekdays', ['20 11 ? * 2-6'], /"fourth lesson" as the job's name/],
    // what a time is for and "time" in one word, as in two
    ['storytime wednesdays 10:30', ['30 10 ? * 4'], /"storytime" as the job's name/],
    ['playtime reminder 3pm weekdays', ['0 15 ? * 2-6'], /"playtime reminder" as the job's name/],
    // a close said with the clock the job runs at
    ['fryer oil change sun & wed after close, 11pm', ['0 23 ? * 1,4'], /"after close" as what the time is for/],
    ['drug count every friday at closing, 9pm', ['0 21 ? * 6'], /"at closing" as what the time is for/],
    ['cash count at close (22:30) daily', ['30 22 * * ?'], /at close/],
    ['float reset after closing - 23:15 thu-sat', ['15 23 ? * 5-7'], /"after closing" as what the time is for/],
    // days named by what happens on them, said in brackets
    ['pitch check 8am every match day (sat)', ['0 8 ? * 7'], /"every match day" as the days in brackets/],
    ['stall setup 6:30am every market day (tue, fri)', ['30 6 ? * 3,6'], /"every market day" as the days/],
    ['box office report at close, 10:30 pm every show night (wed-sun)', ['30 22 ? * 1,4-7'], /"every show night"/],
    // a clock first, then the job's name, then its days
    ['6am backup mon wed fri', ['0 6 ? * 2/2'], /"backup" as the job's name/],
    ['7:15 yoga class tue/thu', ['15 7 ? * 3,5'], /"yoga class" as the job's name/],
    ['0530 crew call weekdays', ['30 5 ? * 2-6'], /"crew call" as the job's name/],
    ['5:30pm open swim every friday', ['30 17 ? * 6'], /"open swim" as the job's name/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // an ordinal before a word of a day's place stays the schedule's
    ['first monday 9am', ['0 9 ? * 2#1'], /^/],
    ['first workday 9am', ['0 9 1W * ?'], /^/],
    ['first friday 6pm', ['0 18 ? * 6#1'], /^/],
  ])('%s (read as before)', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // an ordinal first before words of a schedule or of time is no name
    ['first full week 9am', /could not read/],
    ['first thing monday', /could not read/],
    ['first light 6am daily', /could not read/],
    // how long, before a range or a bare hour: every 30 minutes within it? which half of the day?
    ['30-minute check 9am-5pm weekdays', /interval/],
    ['30-minute check 9am-5pm weekdays, 1-hour sync 10am mon', /interval/],
    ['half-hour check 9 weekdays', /could not read/],
    ['30-minute standup 9 weekdays', /could not read/],
    // days named by what happens on them, with no days in brackets
    ['box office report 10:30pm every show night (7:30 curtain)', /could not read/],
    ['wrap email 8pm every shoot day', /could not read/],
    // a time of day in one word is no name's
    ['bedtime 9pm daily', /could not read/],
    // a duration before the close: the clock may be the close's
    ['30 min before close, 11pm daily', /could not read/],
    ['an hour after closing, 10pm daily', /could not read/],
    // a bare hour after the close, or no clock
    ['cash count at close, 9 daily', /could not read/],
    ['cash count at close daily', /no time of day/],
    // words of when after the clock are no name; nor a bare number
    ['6am tomorrow mon', /single day/],
    ['6 spin mon wed fri', /could not read/],
    // one word after a clock that is no word for a job may be the place whose clock it is
    ['6am spin mon wed fri', /could not read/],
    ['8am canaries daily', /canaries/],
    // a zone's word in the name
    ['9am tokyo sync weekdays', /./],
    ['7pm patch tuesday', /could not read/],
    // another time after the name: which is the run?
    ['0745 drill reminder every monday 9am', /could not read/],
  ])('%s (refused)', (phrase, why) => refuses(phrase, 'UTC', why));
});
