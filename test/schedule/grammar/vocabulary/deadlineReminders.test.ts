import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a deadline said with "by", then a reminder with days of its own', () => {
  it.each([
    [
      'kids home by 6pm, remind them at 5:30pm weekdays',
      'America/Bogota',
      ['30 22 ? * 2-6'],
      /"kids home by 6pm" as what the reminder is about/,
    ],
    [
      'trucks back at the yard by 8pm — ping the drivers at 7:40pm daily',
      'Europe/London',
      ['40 19 * * ?'],
      /"trucks back at the yard by 8pm"/,
    ],
    // "til" before a clock ends the evening, not the weeks: no word that narrows the days
    [
      'cafe: late opening fridays til 10, remind staff 6pm fri',
      'Europe/London',
      ['0 18 ? * 6'],
      /what the reminder is about/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a word that narrows the event's days would narrow the reminder's
    ['trucks back at the yard by 8pm except sundays — ping the drivers at 7:40pm daily', 'Europe/London', /by 8pm/],
    ['library closes at 10pm except fridays, remind me at 9:30pm on weeknights', 'Europe/London', /is it a run too/],
    [
      'cafe: late opening fridays until 12 march, remind staff 6pm fri',
      'Europe/London',
      /could not read|is it a run too/,
    ],
    // a job's deadline may be a run of its own
    ['nightly export done by 8pm, ping me at 7:40pm weekdays', 'Europe/London', /by 8pm/],
    // two times said with the deadline
    ['trucks back by 8pm and by 11pm, ping the drivers at 7:40pm daily', 'Europe/London', /by 8pm|could not read/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
