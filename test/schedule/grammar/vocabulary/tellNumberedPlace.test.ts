import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (London on GMT).
describe('a numbered place told, right before the schedule ("ping floor 12 every hour ...")', () => {
  it.each([
    ['ping ward 4 every hour 08:00-16:00 weekdays', ['0 8-16 ? * 2-6'], /Read "ping ward 4" as what the job does/],
    ['alert gate 3 at 05:40 daily', ['40 5 * * ?'], /Read "alert gate 3" as what the job does/],
    ['porters: ping floor 12 every hour 9 to 5 weekdays', ['0 9-17 ? * 2-6'], /Read "ping floor 12"/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'Europe/London', fields, note));

  it.each([
    // a bare hour after the numbered place: 9 AM or 9 PM?
    ['ping floor 12 at 9', /./],
    ['ping floor 12 mondays at 4', /./],
  ])('%s is refused', (phrase, why) => refuses(phrase, 'Europe/London', why));
});
