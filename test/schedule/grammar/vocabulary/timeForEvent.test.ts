import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a run said with the time of the event it is for ("8:50 for the 9am standup")', () => {
  it.each([
    ['sundays 8am for the 9:30 service', 'Europe/Dublin', ['0 8 ? * 1']],
    ['ping me weekdays at 8:50 for the 9am standup', 'Europe/London', ['50 8 ? * 2-6']],
    ['remind the choir saturdays at 6pm for the 7pm rehearsal', 'America/Chicago', ['0 0 ? * 1']],
    ['every day 06:45 for the 07:00 shift briefing', 'Asia/Kolkata', ['15 1 * * ?']],
    ['send the agenda every monday 9:30am for our 10am sync', 'America/New_York', ['30 14 ? * 2']],
  ])('"%s" [%s]: the event\'s time is set aside', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /Read "for (?:the|our) [^"]+" as what the time is for/);
  });

  it.each([
    // the event's clock could be after the run (9:30 PM), or is far from it, or several are said
    ['sundays 8pm for the 9:30 service', /could not read/],
    ['weekdays 7am for the 9pm show', /could not read/],
    ['weekdays at 8am for the 9:30 and 11 services', /could not read/],
    // a day said once, beside an event, may be the coming one only, as with "before the 3pm webinar"
    ['remind me friday at 2pm for the 3pm webinar', /coming one only/],
    // a duration, not an event's time
    ['every monday at 9 for the 2 weeks after', /could not read/],
  ])('"%s": refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});
