import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const CHI = 'America/Chicago';
const NYC = 'America/New_York';
const SGP = 'Asia/Singapore';
const AKL = 'Pacific/Auckland';
const LON = 'Europe/London';

describe('schedules pasted from task tools and calendars', () => {
  it.each([
    // "recurring", "repeats" before a frequency word: the frequency says it all
    ['Recurring every week on Tue, Thu · due 10:00 am', NYC, ['0 15 ? * 3,5'], /EST/],
    ['Repeat monthly on the 15th, due 6:30 PM', SGP, ['30 10 15 * ?'], /^$/],
    ['Repeats: weekly on Fri · 4pm', LON, ['0 16 ? * 6'], /GMT/],
    ['repeats annually on 9 March · 8:00am', LON, ['0 8 9 3 ?'], /^$/],
    // "due" before the clock a task tool shows, beside no reminder said before or after it
    ['every week on Thu · due 9:30 pm', CHI, ['30 3 ? * 6'], /CST/],
    // "<place> Standard Time", as a calendar writes a zone, in parentheses or not
    ['Every week on Saturday · 7:00 – 8:00am (Fiji Standard Time)', AKL, ['0 19 ? * 6'], /calendar event/],
    ['every monday 9am Arizona Standard Time', CHI, ['0 16 ? * 2'], /^$/],
    ['Every Friday · 17:00 – 17:30 · Chatham Standard Time', AKL, ['15 3 ? * 6'], /Pacific\/Chatham/],
    // a quoted message said last, set off by a dash or a colon, whose "today" or "this week" is the message's own
    ['Every weekday at 5:15pm — "What got done today?"', CHI, ['15 23 ? * 2-6'], /as the message to send/],
    ['every friday at 3pm: "Anything blocking you this week?"', NYC, ['0 20 ? * 6'], /as the message to send/],
    ['every monday 8am - "submit your timesheet"', LON, ['0 8 ? * 2'], /"submit your timesheet" as the message/],
    // thanks, said at length
    ['please set up a reminder every tuesday at 10:00? Thanks so much!', LON, ['0 10 ? * 3'], /a reminder/],
    ['every wednesday 7am, thank you very much', LON, ['0 7 ? * 4'], /GMT/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a quote last that says when, or limits the schedule, is no message: which is meant?
    ['every weekday 9am - "except fridays"', CHI, /could not read/],
    ['every weekday at 9am — "starting monday"', CHI, /could not read/],
    ['every weekday 4pm: "at 5pm today?"', CHI, /could not read|twice/],
    // "standard time" with no place is no zone; every other week has no CRON form
    ['every friday 5pm standard time', NYC, /could not read/],
    ['Recurring: every other week on Mon · due 9am', NYC, /alternate weeks/],
    // "due" beside a reminder before it: the run is not at the due time
    ['remind me every friday before due 5pm', NYC, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
