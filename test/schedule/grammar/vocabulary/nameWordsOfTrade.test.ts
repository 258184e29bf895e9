import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (Chicago on CST, London on GMT).
describe('words of a trade in a name before the schedule', () => {
  it.each([
    // a trade's short form in capitals, alone, set off by a colon
    ['NOC: fibre audit fridays 16:00', 'Africa/Nairobi', ['0 13 ? * 6'], /Read "noc: fibre audit" as the job's name/],
    // "timecard": a card, as "timesheet" is a sheet
    ['timecards reminder every friday 15:00', 'America/Chicago', ['0 21 ? * 6'], /Read "timecards reminder"/],
    // "3D" before what is made or shown in three dimensions: no three days
    ['makerspace 3D printer check weekdays 17:30', 'Europe/London', ['30 17 ? * 2-6'], /3D printer check/],
    // "final" before a word of the name, or last in a name with a dated run
    ['final invoice run every friday 16:00', 'UTC', ['0 16 ? * 6'], /Read "final invoice run"/],
    ['cup final 2026-05-16 15:00', 'Europe/London', ['0 14 16 5 ?'], /"final" cannot change the day/],
    ['cup final one-off: 2026-05-16 15:00', 'Europe/London', ['0 14 16 5 ?'], /Read "cup final one-off"/],
    // a noun in "-over" written with a hyphen
    ['shift hand-over weekdays 06:45', 'UTC', ['45 6 ? * 2-6'], /Read "shift hand-over"/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "3d" before a word that is not made in three dimensions: three days?
    ['3d check mondays 9:00', 'UTC', /./],
    // "final" right before the schedule: the final Friday of what?
    ['invoice final friday 16:00', 'UTC', /invoice final/],
    ['invoice final may 16 15:00', 'UTC', /./],
    // "noc" in lower case alone: no trade's capitals
    ['noc: fibre audit fridays 16:00', 'Africa/Nairobi', /./],
  ])('%s is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
