import { describe, expect, it } from 'vitest';
import { WINDOWS_ZONES } from '../../../../src/schedule/windowsZones.js';
import { resolveZoneWord } from '../../../../src/schedule/zones.js';
import { fields, read, refused } from './read.js';

describe('Windows and Outlook zone names, and NZT', () => {
  it.each([
    ['every weekday 7pm NZT', 'Pacific/Auckland'],
    ['daily at 9am (UTC-05:00) Eastern Time (US & Canada)', 'America/New_York'],
    ['daily at 9am Eastern Time (US & Canada)', 'America/New_York'],
    ['daily at 9am in Eastern Time (US & Canada)', 'America/New_York'],
    ['daily at 9am in (UTC-08:00) Pacific Time (US & Canada)', 'America/Los_Angeles'],
    ['daily at 9am Central Time (US & Canada)', 'America/Chicago'],
    ['daily at 9am Mountain Time (US & Canada)', 'America/Denver'],
    ['daily at 9am (UTC-07:00) Arizona', 'America/Phoenix'],
    ['daily at 9am GMT Standard Time', 'Europe/London'],
    ['daily at 9am (UTC+00:00) Dublin, Edinburgh, Lisbon, London', 'Europe/London'],
    ['daily at 9am W. Europe Standard Time', 'Europe/Berlin'],
    ['daily at 9am (UTC+01:00) Amsterdam, Berlin, Bern, Rome, Stockholm, Vienna', 'Europe/Berlin'],
    ['daily at 9am Central European Standard Time', 'Europe/Warsaw'],
    ['daily at 9am AUS Eastern Standard Time', 'Australia/Sydney'],
    ['daily at 9am (UTC+10:00) Canberra, Melbourne, Sydney', 'Australia/Sydney'],
    ['daily at 9am India Standard Time', 'Asia/Kolkata'],
    ['daily at 9am (UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi', 'Asia/Kolkata'],
    ['daily at 9am Tokyo Standard Time', 'Asia/Tokyo'],
    ['daily at 9am New Zealand Standard Time', 'Pacific/Auckland'],
    ['daily at 9am (UTC) Coordinated Universal Time', 'UTC'],
  ])('"%s" is %s', (phrase, zone) => {
    expect(read(phrase, 'Europe/Paris').zone.name).toBe(zone);
  });

  it('says that GMT Standard Time follows UK daylight saving (plain GMT stays UTC)', () => {
    expect(read('daily at 9am GMT Standard Time').assumptions.join(' ')).toMatch(/UK local time/);
    expect(read('daily at 9am GMT', 'Europe/Paris').zone.name).toBe('UTC');
  });

  it.each([
    // a label whose offset is not the zone's standard offset: pasted wrong, not guessed
    ['daily at 9am (UTC+01:00) Eastern Time (US & Canada)', /another UTC offset/],
    // a single place name needs the label to be read as a Windows name: otherwise the usual reading applies
    ['daily 9am central america', /not a single time zone/],
    ['daily at 9am Eastern Time (US & Canada) Tokyo', /two time zones/],
    ['daily at 9am Eastern Time (US & Mexico)', /mexico|not a single/i],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('agrees with the zone words wherever both know a name', () => {
    for (const [name, zone] of WINDOWS_ZONES) {
      const word = resolveZoneWord(name);
      if (word !== null) expect([name, word]).toEqual([name, zone]);
    }
  });

  it("compiles with the day shift and the first run's offset", () => {
    expect(fields('every weekday at 7pm (UTC-08:00) Pacific Time (US & Canada)', 'UTC')).toEqual(['0 3 ? * 3-7']);
    expect(fields('every weekday at 8am New Zealand Standard Time', 'UTC')).toEqual(['0 19 ? * 1-5']);
  });
});
