import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * "now" last in a correction ("... no, mon-fri now", "... i mean GMT now"): how things stand today, which moves no run
 * (corrections.ts). NOW: Monday 2026-01-12 (London on GMT, Berlin on CET).
 */
describe('"now" last in a correction', () => {
  it.each([
    ['market ping 09:30 sun-thu... no, mon-fri now', 'Europe/Berlin', ['30 8 ? * 2-6'], /"now" in "mon-fri now"/],
    ['live show thursdays 7pm CET, i mean UTC now', 'Europe/London', ['0 19 ? * 5'], /"now" in "utc now"/],
    ['standup 9am, no, 10am now', 'Europe/London', ['0 10 * * ?'], /correction: 10:00 AM instead of 9:00 AM/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "from now", "until now": a bound, not how it stands
    ['market ping 09:30 sun-thu... no, mon-fri from now', 'Europe/Berlin', /./],
    // no correction: "now" alone is no schedule
    ['standup 9am now', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
