import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (Eucla on UTC+8:45 all year, Kathmandu on UTC+5:45).
describe('the writer\'s own clock said last: "I\'m on Eucla time"', () => {
  it.each([
    ["standup 9:15 weekdays, I'm on Eucla time", 'UTC', ['30 0 ? * 2-6'], /read as your clock, that of eucla/],
    ["standup 9:15 weekdays, I'm on Eucla time (+8:45)", 'UTC', ['30 0 ? * 2-6'], /\(\+0?8:45\)" read as your clock/],
    ["sync 10:30 mon-thu (we're on Kathmandu time)", 'Europe/London', ['45 4 ? * 2-5'], /we're on kathmandu time"/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the offset said is not that zone's: whose clock?
    ["standup 9:15 weekdays, I'm on Eucla time (+9:45)", 'UTC', /./],
    // another zone said with the time: which clock?
    ["sync 10:30 CET mon-thu (we're on Kathmandu time)", 'Europe/London', /two time zones/],
  ])('%s is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
