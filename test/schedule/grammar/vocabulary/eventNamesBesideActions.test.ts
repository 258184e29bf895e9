import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('an event named by what happens (a quiz night, a recital, a tide), and an action at another time', () => {
  it.each([
    // the event's time does not run; the action's does, on the event's days (or its one day)
    ['karaoke night every fri 9pm, post the lineup at noon that day', 'Europe/London', ['0 12 ? * 6'], /"karaoke"/],
    ['quiz night thursdays 8pm, post the teaser at 5pm', 'Europe/London', ['0 17 ? * 5'], /time of the event/],
    ['recital saturdays 3pm, unlock the hall at 2:30pm', 'America/Chicago', ['30 20 ? * 7'], /"recital"/],
    // a game's reset said with how often it comes is an event, not a job of the person's
    ['daily reset 10:00 UTC, post the event banner at 09:45', 'Europe/Berlin', ['45 9 * * ?'], /"reset"/],
    // a tide on a day said, and what to do before it
    ['low tide 06:10 tomorrow, haul the nets at 05:30', 'UTC', ['30 5 13 1 ?'], /"low tide"/],
    // an action's words before a reminder's name, with days of its own
    [
      'quiet time starts 13:00, dim the lights reminder 12:55 weekdays',
      'America/Toronto',
      ['55 17 ? * 2-6'],
      /"quiet time starts 13:00"/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a reset without how often it comes may be a job of its own that runs too
    ['cache reset wednesday 09:00, post patch notes at 08:30', 'Europe/Berlin', /could not read/],
    // a job, not an event: both may run
    ['db backup every wed 7pm, post the promo at noon', 'Europe/London', /could not read/],
    ['backup 02:00 daily, turn the server off at 03:00', 'UTC', /could not read/],
    // bare hours on days of the week: either half of the day
    ['quiz night thursdays at 8, post the teaser at 5', 'Europe/London', /either half of the day/],
    // no day said: once, or every week?
    ['trivia night 7pm, post the promo at noon that day', 'Europe/London', /could not read/],
    // a word that narrows the runs is not dropped
    ['trivia night every wed 7pm, post the promo at noon that day except in august', 'Europe/London', /could not read/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
