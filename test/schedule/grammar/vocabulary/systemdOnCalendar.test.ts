import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("systemd timers' OnCalendar lines", () => {
  it.each([
    // no zone: the machine's clock, taken as the writer's own
    ['OnCalendar=Tue..Thu 06:45', 'Europe/Madrid', ['45 5 ? * 3-5'], /clock of the machine/],
    ['OnCalendar=*:0/20', 'UTC', ['0/20 * * * ?'], /clock of the machine/],
    ['OnCalendar=*-*-* 00/8:30:00', 'UTC', ['30 0/8 * * ?'], /"30 0\/8 \* \* \*"/],
    ['OnCalendar=monthly', 'UTC', ['0 0 1 * ?'], /systemd's "\*-\*-01 00:00:00"/],
    // a zone last, or the machine's said beside
    ['OnCalendar=*-*-* 21:00:00 Asia/Tokyo', 'UTC', ['0 12 * * ?'], /"0 21 \* \* \*"/],
    ['OnCalendar=*-*~01 18:00 UTC', 'America/Denver', ['0 18 L * ?'], /"0 18 l \* \*"/],
    ['OnCalendar=Fri 17:00 (host is on UTC)', 'America/New_York', ['0 17 ? * 6'], /in UTC/],
    // a day of the week within one week of dates: its nth in the month
    ['OnCalendar=Mon *-*-15..21 08:00 UTC', 'UTC', ['0 8 ? * 2#3'], /third Monday/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['OnCalendar=*-*-* *:*:45'], // seconds
    ['OnCalendar=Wed *-*-2..8 10:00'], // not a week of the month
    ['OnCalendar=2027-06-* 09:00'], // a year
    ['OnCalendar=*-*~02 09:00'], // the day before the last
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});
