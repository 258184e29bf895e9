import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * What the runs are for, said last, naming days they do not run on (manyRules.ts, PURPOSE): a range of days, or
 * "about" in place of "for"; the runs keep their own days.
 * NOW: 2026-01-12 (Los Angeles on PST -8, New York on EST -5).
 */
describe('"... for the mon-fri shoot days", "... about the saturday opening"', () => {
  it.each([
    [
      'crew transport list 6pm sun-thu for the mon-fri location days',
      'America/Los_Angeles',
      ['0 2 ? * 2-6'],
      /"for the mon-fri location days" read as what the runs are for/,
    ],
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
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
