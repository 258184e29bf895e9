import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * An event's name said after its day and time, then a reminder ("tmrw 7am pour, remind at 5:30am"): read as the name
 * said first (`eventReminder.ts` `nameFirst`); "same day" after the reminder's clock is the event's day, with or
 * without "the". NOW is Monday 2026-01-12, 12:00 UTC.
 */
describe('an event named after its time, and a reminder', () => {
  it.each([
    ['tmrw 6am crane lift, remind at 5am', 'UTC', ['0 5 13 1 ?'], /"6am" \("crane lift"\) as the time of the event/],
    ['tomorrow at 9:30am client demo - ping me at 9am', 'UTC', ['0 9 13 1 ?'], /client demo/],
    ['every wednesday 7pm choir practice, remind me at 6pm', 'UTC', ['0 18 ? * 4'], /choir practice/],
    ['mondays 18:30 five-a-side, remind the squad at 17:00', 'Europe/London', ['0 17 ? * 2'], /five-a-side/],
    // "same day" without "the"
    ['payroll cutoff every friday 3pm, remind me at 1pm same day', 'UTC', ['0 13 ? * 6'], /runs at 13:00/],
    ['standup every weekday 9:30, ping at 9:15 same day', 'UTC', ['15 9 ? * 2-6'], /runs at 09:15/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a word after the time that is no name
    ['fridays 7am sharp, remind at 6:30am', 'UTC', /remind/],
    // more than a name after the time
    ['tomorrow 7am pour on site b, remind at 5:30am', 'UTC', /pour on site b/],
    // the reminder's half of the day, beside an event's small-hours clock: either half
    ['thursdays 4:15 piano, remind at 3:45', 'UTC', /either half of the day/],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});
