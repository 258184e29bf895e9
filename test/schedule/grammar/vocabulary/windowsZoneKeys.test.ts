import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Los Angeles on PST, Sydney on AEDT, Berlin on CET)
describe('a Windows zone id with its key or in quotes', () => {
  it.each([
    ['zone "Tokyo Standard Time" every weekday 07:30', 'Europe/London', ['30 22 ? * 1-5'], /.*/],
    ['windows zone "Pacific Standard Time", trigger weekly on monday 09:15', 'Europe/London', ['15 17 ? * 2'], /.*/],
    ['job tz "AUS Eastern Standard Time", daily 06:00', 'Europe/London', ['0 19 * * ?'], /.*/],
    ['tz=W. Europe Standard Time, saturday 10:45', 'Europe/London', ['45 9 ? * 7'], /10:45 AM/],
    // quotes alone: the zone's id, not a name to set aside
    ['send at 08:15 "India Standard Time" every day', 'Europe/London', ['45 2 * * ?'], /send/],
    ['"Central Europe Standard Time" 09:15 mon wed fri', 'Europe/London', ['15 8 ? * 2/2'], /.*/],
  ])('%s (%s)', (phrase, zone, want, note) => reads(phrase, zone, want, note));

  it.each([
    // in quotes before other words: never set aside as a name, read on the writer's clock
    ['"Tokyo Standard Time" report, daily 10:00', 'Europe/London', /could not read/],
    // no Windows zone of that name
    ['zone "Mars Standard Time" daily 09:00', 'Europe/London', /could not read/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
