import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// January: London on GMT (UTC+0), Chicago on CST (UTC-6)
describe('"no" right before the clock that corrects one said before', () => {
  it.each([
    [
      'invoice run weekdays 9am, no 10',
      'Europe/London',
      ['0 10 ? * 2-6'],
      /Read "no 10" as a correction: 10:00 AM instead of 9:00 AM/,
    ],
    ['backup check daily 7am; no 8', 'Europe/London', ['0 8 * * ?'], /Read "no 8" as a correction/],
    [
      'toolbox talk 6:50am daily, no — make it 6:40',
      'America/Chicago',
      ['40 12 * * ?'],
      /as a correction: 6:40 AM instead of 6:50 AM/,
    ],
    ['every 15 min, no 20', 'Europe/London', ['0/20 * * * ?'], /every 20 minutes instead of every 15 minutes/],
  ])('"%s"', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // a number after "no" inside a name, and a correction of some days only, stay refused
    ['room no 10 cleaning daily 9am', /could not read/],
    ['daily 9am, no 2 on fridays', /some of the days said before/],
    ['daily 9am, no 10 minutes later', /could not read/],
  ])('"%s" is refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});
