import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// Words of a thing's name the name tests took for words of a schedule: "frequency" before another word of the name,
// letters of a trade in capitals ("SAR"), "change" between words of the name, an ordinal before a word of the thing,
// and words of a meeting held after an event ("debrief", "post-mortem") last.
describe('words of a thing inside a name', () => {
  it.each([
    ['frequency response log every 10 minutes', 'UTC', ['0/10 * * * ?'], /"frequency response log"/],
    ['radio frequency sweep daily 6am', 'UTC', ['0 6 * * ?'], /"radio frequency sweep"/],
    ['SAR buoy poll 0700 local daily', 'UTC', ['0 7 * * ?'], /"SAR buoy poll"/],
    ['HVAC filter change reminder 1st of every month 9am', 'UTC', ['0 9 1 * ?'], /"hvac filter change reminder"/i],
    ['thursdays 1800 coach debrief', 'UTC', ['0 18 ? * 5'], /"coach debrief"/],
    ['every friday 17:00 incident post-mortem', 'UTC', ['0 17 ? * 6'], /"incident post-mortem"/],
    ['0615 weekdays: first bus prep call', 'UTC', ['15 6 ? * 2-6'], /"first bus prep call"/],
    ['daily 7am second sitting reminder', 'UTC', ['0 7 * * ?'], /"second sitting reminder"/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // an ordinal before a word that makes it a time of day
    ['weekdays 0445: first shift call', /first shift call/],
    ['daily 0500 first light patrol', /first light patrol/],
    // a bare hour beside an ordinal: which run, or which half of the day?
    ['weekdays 7: first train prep call', /first train prep call/],
    // in lower case, "sar" may be a slip of "sat"
    ['sar weather brief 0645 daily', /sar weather brief/],
    // a place's code beside "local": whose clock?
    ['YUL ramp brief 0645 local daily', /./],
  ])('%s stays refused', (phrase, why) => refuses(phrase, 'UTC', why));
});
