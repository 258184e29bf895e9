import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('an event on an nth weekday, a reminder at a clock "the same day" / "that day"', () => {
  it.each([
    ['residents association 2nd tuesday 6:30pm, reminder at 9am the same day', 'America/New_York', ['0 14 ? * 3#2']],
    ['library board 1st thursday 7pm, remind at noon that day', 'America/New_York', ['0 17 ? * 5#1']],
  ])('"%s" reads the reminder on that day of each month', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as the time of the event, not a run/);
  });

  it.each([
    // a singular day: the coming one, or every week?
    ['residents association tuesday 6:30pm, reminder at 9am the same day', 'America/New_York', /./],
    // "last tuesday" may be the one gone by
    ['residents association last tuesday 6:30pm, reminder at 9am the same day', 'America/New_York', /./],
    // words after (or moved before) the ordinal weekday tie it to one event
    ['first monday after thanksgiving 9am, reminder at 8 the same day', 'UTC', /./],
    ['second friday after launch 5pm, reminder at noon the same day', 'UTC', /./],
    ['board review first friday following launch 3pm, reminder at 9am the same day', 'UTC', /./],
    ['kickoff first monday back 9am, reminder at 8am the same day', 'UTC', /./],
    ['open house second saturday in spring 10am, reminder at 8am the same day', 'UTC', /./],
    ['party first saturday after exams 8pm, reminder at noon the same day', 'UTC', /./],
    ['first monday 9am after launch, remind at 8am that day', 'UTC', /./],
    ['first friday 9am following launch, remind at 8am that day', 'UTC', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
