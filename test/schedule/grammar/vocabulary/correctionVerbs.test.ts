import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// January: London on GMT (UTC+0), Chicago on CST (UTC-6)
describe('a correction said with a verb after the time it corrects', () => {
  it.each([
    [
      'toolbox talk 6:50am daily, no — make it 6:40',
      'America/Chicago',
      ['40 12 * * ?'],
      /a correction: 6:40 AM instead of 6:50 AM/,
    ],
    // "change it to" after a time said corrects it (read before as a second time)
    [
      'sync daily 9am, change it to 15:00',
      'Europe/London',
      ['0 15 * * ?'],
      /"change it to 15:00" as a correction: 3:00 PM instead of 9:00 AM/,
    ],
    [
      'report fridays 4pm, push it to 5pm please',
      'Europe/London',
      ['0 17 ? * 6'],
      /as a correction: 5:00 PM instead of 4:00 PM/,
    ],
    ['daily 9am switch to 3pm', 'Europe/London', ['0 15 * * ?'], /as a correction/],
    ['standup mon 9am, move it to tuesday', 'Europe/London', ['0 9 ? * 3'], /Tuesday instead of Monday/],
    ['every monday at 9am, move it to friday', 'Europe/London', ['0 9 ? * 6'], /Friday instead of Monday/],
    // first in the request, "set it to" is only the request's words
    ['set it to every monday at 9:30am', 'Europe/London', ['30 9 ? * 2'], /^(?![\s\S]*correction)/],
  ])('"%s"', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // "no" then a number may deny it ("not 10", Spanish "no 10") or leave a day out ("no 31st")
    ['invoice run weekdays 9am, no 10', /could not read/],
    ['daily at 9am, no 31st', /could not read/],
    // what follows the verb must be a time, days or a zone
    ['backup daily 2am, move it to the archive', /could not read/],
  ])('"%s" is refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});
