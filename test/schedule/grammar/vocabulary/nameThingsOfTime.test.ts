import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * Words of time that name a thing inside a job's name said before its schedule (nameNounsOfTime.ts,
 * nameAdjectivesOfTime.ts, labels.ts): "time" first ("time entries"), "delay" between two words ("vessel delay
 * notices"), "one-way", "late" before an interval whose window is said plainly.
 * NOW: 2026-01-12 (London on GMT, New York on EST, Dubai UTC+4, Karachi UTC+5).
 */
describe('a word of time naming a thing in a leading name', () => {
  it.each([
    [
      'time sheets reminder last working day of the month 5pm',
      'Europe/London',
      ['0 17 LW * ?'],
      /"time sheets reminder" as the job's name/,
    ],
    ['time entries nudge fridays 15:30', 'Europe/London', ['30 15 ? * 6'], /"time entries nudge"/],
    ['container delay notices every 6 hrs', 'Europe/London', ['0 0/6 * * ?'], /"container delay notices"/],
    ['flight delays report daily 07:00', 'Europe/London', ['0 7 * * ?'], /"flight delays report"/],
    ['one-way rental check 1st business day 9am', 'America/New_York', ['0 14 1W * ?'], /"one-way rental check"/],
    ['two-way radio test mondays 08:15', 'America/New_York', ['15 13 ? * 2'], /"two-way radio test"/],
    [
      'late parcel sweep every 30 min 9am to 6pm, mon-fri',
      'Europe/London',
      ['0,30 9-17 ? * 2-6', '0 18 ? * 2-6'],
      /"late parcel sweep"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a bare hour beside "time" or "late": which half of the day?
    ['time entries nudge fridays at 4', 'Europe/London', /could not read/],
    ['queue time report thursdays at 10', 'Asia/Dubai', /could not read/],
    ['queue time report thursdays 10:00', 'Asia/Dubai', /could not read/],
    ['late parcel sweep every 30 min 9 to 6, mon-fri', 'Europe/London', /could not read/],
    // no window: late in the day only?
    ['late parcel sweep every 30 min, mon-fri', 'Europe/London', /could not read/],
    // a word of time after "time" ("time off"), a word of time beside "delay" or in place of "one-way"
    ['time off reminder fridays 4pm', 'Europe/London', /could not read/],
    ['shipment delay 10 min daily 9am', 'Europe/London', /could not read/],
    ['delay notices every 4 hours', 'Europe/London', /could not read/],
    ['one-off rental check 1st business day 9am', 'America/New_York', /could not read/],
    // a time of day before "time": the name says when
    ['lunch time post tuesdays 12:30', 'Europe/London', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
