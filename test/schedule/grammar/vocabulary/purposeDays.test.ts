import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * What the runs are for, said last, naming a day they do not run on (manyRules.ts, PURPOSE), after "for" or "about";
 * the runs keep their own days. A range of days there is refused: it may be the runs' days.
 * NOW: 2026-01-12 (Los Angeles on PST -8, New York on EST -5).
 */
describe('"... about the friday market", "... for our saturday opening"', () => {
  it.each([
    [
      'remind volunteers every thursday at 5pm about the friday market',
      'America/New_York',
      ['0 22 ? * 5'],
      /not as a day they run on/,
    ],
    [
      'post the rota wednesdays 18:00 for our saturday opening',
      'America/New_York',
      ['0 23 ? * 4'],
      /"for our saturday opening"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no days of the week of its own: the event's days may be the runs'
    ['crew transport list 6pm for the monday location day', 'America/Los_Angeles', /./],
    // a clock in the event: another run?
    ['remind volunteers every thursday at 5pm about the friday 8am market', 'America/New_York', /./],
    // a word that bounds the runs, in what the runs are for
    ['remind volunteers every thursday at 5pm about the fri-sat market except june', 'America/New_York', /./],
    // a range of days in what the runs are for may be the runs' days ("weekdays 9:30 for the mon-thu crew")
    ['crew transport list 6pm sun-thu for the mon-fri location days', 'America/Los_Angeles', /./],
    ['weekdays 9:30 for the mon-thu crew', 'Europe/London', /./],
    // a period in what the runs are for may bound them
    ['daily 9am about the friday market in june', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
