import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * An event with its time, then an action that is no reminder word ("send the agenda", "graphics check", "share the
 * link") a duration before it: the duration says the time is the event's, not a run (`eventReminder.ts`). A job's
 * own time ("backup 2am daily") may run beside it, and stays refused.
 */
describe('an action a duration before an event', () => {
  it.each([
    ['yoga class mondays 6pm, share the zoom link 20 min before', 'UTC', ['40 17 ? * 2'], /runs 20 min before it/],
    ['round every wed 11:00, send the agenda 30 minutes before', 'UTC', ['30 10 ? * 4'], /\("round"\)/],
    ['tip-off 7pm every wed, graphics check 2 hours before', 'UTC', ['0 17 ? * 4'], /runs 2 h before it/],
    ['choir every thursday 19:30; post the set list 45 minutes earlier', 'UTC', ['45 18 ? * 5'], /18:45/],
    // each duration with an action of its own
    [
      'webinar thursdays 3pm, email reminder 1 hour before and text reminder 10 min before',
      'UTC',
      ['0,50 14 ? * 5'],
      /runs 10 min before it, 14:50/,
    ],
    ['tip-off 7pm every wed, graphics check 2h before and line check 1h before', 'UTC', ['0 17,18 ? * 4'], /18:00/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a job's own time may be a run too
    ['backup 2am daily, send the warning 10 min before', 'UTC', /backup/],
    ['sync 9am daily, post the status 15 min before', 'UTC', /sync/],
    // a second part that names no action
    ['gates open saturdays 6pm, radio check 30 min before and lights on 10 min before', 'UTC', /could not read/],
    // a day said once, before an event: the coming one, or every week?
    ['round wed 11:00, send the agenda 30 minutes before', 'UTC', /could be the coming one only/],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});
