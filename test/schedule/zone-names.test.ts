import { describe, expect, it } from 'vitest';
import { describeIntent, schedulePhrase, zoneAbbreviation, zoneTimeName } from '../../src/schedule/engine.js';

const WINTER = Date.UTC(2026, 0, 15, 12);
const SUMMER = Date.UTC(2026, 6, 15, 12);

describe('zone names as people say them', () => {
  it.each([
    // whatever the ICU data at hand knows
    ['Europe/Paris', WINTER, 'CET'],
    ['Europe/Madrid', SUMMER, 'CEST'],
    ['Europe/Dublin', WINTER, 'GMT'],
    ['Europe/Dublin', SUMMER, 'IST'],
    ['Europe/Lisbon', WINTER, 'WET'],
    ['Europe/Lisbon', SUMMER, 'WEST'],
    ['Europe/Athens', SUMMER, 'EEST'],
    ['Asia/Tokyo', SUMMER, 'JST'],
  ])('%s at %i is %s', (zone, at, name) => {
    expect(zoneAbbreviation(zone, at)).toBe(name);
  });

  it.each([
    ['Europe/London', 'UK time'],
    ['Europe/Dublin', 'Irish time'],
    // a zone that changes its clocks is not named for its standard time alone
    ['Europe/Berlin', 'Central European Time'],
    ['Europe/Lisbon', 'Western European Time'],
    ['Europe/Helsinki', 'Eastern European Time'],
    ['Australia/Sydney', 'Australian Eastern Time'],
    ['America/New_York', 'Eastern Time'],
    // ... while one that keeps it all year is
    ['Asia/Tokyo', 'Japan Standard Time'],
    ['Asia/Kolkata', 'India Standard Time'],
    ['UTC', 'UTC'],
  ])('%s is %s all year', (zone, name) => {
    expect(zoneTimeName(zone, WINTER)).toBe(name);
    expect(zoneTimeName(zone, SUMMER)).toBe(name);
  });

  it('the description and the daylight saving warning use them', () => {
    const r = schedulePhrase({ phrase: 'every day at 9am', defaultZone: 'Europe/London', now: WINTER });
    expect(r.ok && describeIntent(r.value.intent, r.value.firstRun)).toBe('Every day at 9:00 AM UK time');
    expect(r.ok && r.value.warnings.find((w) => w.code === 'dst')?.message).toMatch(
      /^The service's schedule is in UTC and does not follow daylight saving time\. It is set for GMT \(UTC\+00:00\); from Mar 29, 2026 until Oct 25, 2026 \(BST\)/,
    );
    const berlin = schedulePhrase({ phrase: 'every day at 9am', defaultZone: 'Europe/Berlin', now: SUMMER });
    expect(berlin.ok && describeIntent(berlin.value.intent, berlin.value.firstRun)).toBe(
      'Every day at 9:00 AM Central European Time',
    );
  });
});
