import { describe, expect, it } from 'vitest';
import { fields, refuses } from './read.js';

// January: London on GMT (UTC+0)
describe('two clocks with only "at" between them', () => {
  it.each([
    // no list: which of the two is the time to run?
    ['daily 9:00 at 10:30', /"9:00 at 10:30" gives two times, one after "at"/],
    ['sync weekdays at 9 at 10:30', /gives two times, one after "at"/],
    // an event's clocks before a reminder: no reminder before each
    ['class tue and thu 9:00 at 10:30, remind 15 min before', /gives two times/],
  ])('"%s" is refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });

  it.each([
    // a list joined by a comma or "and", "at" or not
    ['daily 9:00 and at 10:30', ['0 9 * * ?', '30 10 * * ?']],
    ['daily 9:00, at 10:30', ['0 9 * * ?', '30 10 * * ?']],
    // each day group with its own clock
    ['class tue 9:00 & thu at 10:30, remind 15 min before', ['45 8 ? * 3', '15 10 ? * 5']],
    // Filipino "at" is "and"; Czech "a" is too: each clock says its half or is read so
    ['araw-araw alas-8 ng umaga at alas-8 ng gabi', ['0 8,20 * * ?']],
    ['každý den v 6:00 a v 18:00', ['0 6,18 * * ?']],
  ])('"%s" reads', (phrase, expected) => {
    expect(fields(phrase, 'Europe/London')).toEqual(expected);
  });
});
