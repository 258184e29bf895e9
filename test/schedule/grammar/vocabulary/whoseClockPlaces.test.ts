import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

/** The zone and times of each rule a phrase reads as, and whether a note matches `note`. */
function clocks(phrase: string, zone: string, note: RegExp) {
  const rs = rules(phrase, zone);
  expect(rs.flatMap((r) => r.assumptions).some((a) => note.test(a))).toBe(true);
  return rs.map((r) => ({ zone: r.zone.name, times: r.times }));
}

describe('whose clock: a person or a thing and the place said beside the schedule', () => {
  it.each([
    // whose time and the place in one bracket, either way round
    ['every morning at 7 (her time, Lisbon)', 'America/New_York', 'Europe/Lisbon', [hm(7)], /"\(her time, Lisbon\)"/],
    ['7am and 7pm daily (his time: Manila)', 'America/Los_Angeles', 'Asia/Manila', [hm(7), hm(19)], /Manila/],
    ['sundays 19:00 (Auckland, her time)', 'Europe/London', 'Pacific/Auckland', [hm(19)], /Auckland/],
    // whose said bare after the place ("hers", "theirs", "his"), with no "time"
    ['call sundays 7pm (Lisbon, hers)', 'America/New_York', 'Europe/Lisbon', [hm(19)], /"\(Lisbon, hers\)"/],
    ['call sundays 7pm (Lisbon, theirs)', 'America/New_York', 'Europe/Lisbon', [hm(19)], /"\(Lisbon, theirs\)"/],
    ['call sundays 7pm (Lisbon, his)', 'America/New_York', 'Europe/Lisbon', [hm(19)], /Lisbon/],
    ['weekdays 9:30am (their time - the Oslo office)', 'America/New_York', 'Europe/Oslo', [hm(9, 30)], /Oslo/],
    // the pronoun's place said last, after the days
    [
      'ring him 2pm his time, tue thu (he is in Honolulu)',
      'America/Chicago',
      'Pacific/Honolulu',
      [hm(14)],
      /"his time" read as the clock of Honolulu/,
    ],
    ['8am her time on weekdays, she lives in Perth', 'America/New_York', 'Australia/Perth', [hm(8)], /Perth/],
    // a machine or a site in brackets, last, and its place
    [
      'sync nightly 02:15 (NAS in Berlin)',
      'America/New_York',
      'Europe/Berlin',
      [hm(2, 15)],
      /"\(NAS in Berlin\)" as where it runs/,
    ],
    ['log rotate 03:00 daily (servers are in Frankfurt)', 'UTC', 'Europe/Berlin', [hm(3)], /where it runs/],
    ['careers fair sat 10am (uni in Adelaide)', 'Australia/Sydney', 'Australia/Adelaide', [hm(10)], /where it runs/],
    // the land about a place, set off last
    ['every 20 min, Kathmandu valley', 'Europe/London', 'Asia/Kathmandu', [], /"Kathmandu valley" as where/],
    ['hourly 9-5 weekdays, Denver metro area', 'America/New_York', 'America/Denver', [], /Denver metro area/],
    // small places of one clock, with their time or after a clock
    ['standup 9:15 Laredo time weekdays', 'America/Los_Angeles', 'America/Chicago', [hm(9, 15)], /Laredo, Texas/],
    ['mon + thu 0630 Tassie time', 'Australia/Sydney', 'Australia/Hobart', [hm(6, 30)], /Tasmania/],
    ['daily 1500 Puerto Montt', 'America/New_York', 'America/Santiago', [hm(15)], /Puerto Montt/],
    ['weekdays 6am temuco', 'America/New_York', 'America/Santiago', [hm(6)], /temuco/i],
  ])('"%s" (from %s) reads on %s', (phrase, from, zone, times, note) => {
    const read = clocks(phrase, from, note);
    for (const r of read) {
      expect(r.zone).toBe(zone);
      if (times.length > 0) expect(r.times).toEqual(times);
    }
  });

  it.each([
    // "local" said bare, in brackets or after "hours": the person's own clock
    ['18:00 daily (local)', 'America/Anchorage', [['America/Anchorage', hm(18)]]],
    ['weekdays 0600 hours local', 'Europe/Paris', [['Europe/Paris', hm(6)]]],
    [
      'every day at 0800 hours local and 0800 Zulu',
      'Australia/Darwin',
      [
        ['Australia/Darwin', hm(8)],
        ['UTC', hm(8)],
      ],
    ],
  ])('"%s" (from %s) reads on the own clock', (phrase, from, want) => {
    const rs = rules(phrase, from);
    expect(rs.map((r) => [r.zone.name, r.times[0]])).toEqual(want);
  });

  it.each([
    // a person where they are, with no "her time": a call to them may be on either clock
    ['call 9am sundays (Ana in Lisbon)', 'America/New_York'],
    ['call 9am sundays (mom in Manila)', 'America/New_York'],
    // a job's title in capitals is a person, not a machine or a site
    ['weekly call 9am mon (CEO in Berlin)', 'America/New_York'],
    ['weekly call 9am mon (VP in Berlin)', 'America/New_York'],
    ['weekly call 9am mon (PM in Berlin)', 'America/New_York'],
    ['weekly call 9am mon (DM in Berlin)', 'America/New_York'],
    ['weekly call 9am mon (HR in Manila)', 'America/New_York'],
    ['WEEKLY CALL 9AM MON (CEO IN BERLIN)', 'America/New_York'],
    ['at 6:30 every evening, she is in Perth', 'Australia/Sydney'],
    // the pronoun is not whose time it is
    ['2pm his time, mon wed fri (she is in Honolulu)', 'America/Los_Angeles'],
    // a film's title, not a thing somewhere
    ['movie night fri 7pm (sleepless in seattle)', 'America/New_York'],
    // zone letters, a country of several clocks, two zones
    ['backups nightly 2am (server in ET)', 'America/Los_Angeles'],
    ['backups nightly 2am (office in Brazil)', 'America/Los_Angeles'],
    ['backups nightly 2am UTC (NAS in Berlin)', 'America/Los_Angeles'],
    ['every morning at 8 (her time, Lisbon or Porto)', 'America/New_York'],
    // a small place set off last may be a thing's name ("movie night ... - madagascar")
    ['movie night fri 7pm - Laredo', 'America/New_York'],
    // "(local)" after a name's word, not a clock
    ['fri 5pm veg box (local)', 'America/New_York'],
  ])('"%s" (from %s) is refused', (phrase, from) => {
    expect(refusedRules(phrase, from).message.length).toBeGreaterThan(0);
  });
});
