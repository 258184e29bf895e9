import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a half-hour offset west of UTC in brackets is an offset, not a clock', () => {
  it.each([
    // a remote place and its offset said first (the zone reader checks the two agree)
    ['Marquesas (-9:30): weekly fish order mon 10am', 'Europe/London', ['30 19 ? * 2'], /said first/],
    // alone in brackets after the schedule: the clock the times are on, no second run at 9:30 PM
    ['radio check tue 8am (-9:30)', 'Europe/London', ['30 17 ? * 3'], /job's name/],
    // Newfoundland's offsets, winter and summer, with a minus sign as typeset
    ['ferry report weekdays 7am (-3:30)', 'Europe/London', ['30 10 ? * 2-6'], /job's name/],
    ['ferry report weekdays 7am (\u22122:30)', 'Europe/London', ['30 9 ? * 2-6'], /job's name/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the offset is not the place's (the Marquesas keep -9:30 all year)
    ['Marquesas (+9:30): weekly fish order mon 10am', 'Europe/London', /could not read/],
    ['Marquesas (-10:00): weekly fish order mon 10am', 'Europe/London', /could not read/],
    // more than the offset inside the brackets: no offset read
    ['radio check tue 8am (-9:30 if late)', 'Europe/London', /"\(-9:30" could be an offset from UTC/],
    // a signed clock in brackets that no zone keeps: an offset or a length of time, never a second run
    ['radio check tue 8am (-4:30)', 'Europe/London', /"\(-4:30\)" could be an offset from UTC or a length of time/],
    ['radio check tue 8am (+2:00)', 'Europe/London', /"\(\+2:00\)" could be an offset from UTC or a length of time/],
    ['radio check tue 8am (\u22127:15)', 'Europe/London', /could be an offset from UTC or a length of time/],
    ['standup daily 9:00 (+1:00 in summer)', 'Europe/London', /"\(\+1:00" could be an offset/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
