import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (London on GMT)
describe("a tide's or the sun's time beside a job's: no second job", () => {
  it.each([
    ['low water 07:40, launch the dinghy at 07:00', 'Europe/London'],
    ['high tide 19:05 - move the cars at 18:30', 'Europe/London'],
    ['sunrise 08:02, open the coop at 08:15', 'Europe/London'],
    ['moonrise 9:40pm, telescope alert 9pm', 'Europe/London'],
  ])('"%s" is refused', (phrase, zone) => {
    refuses(phrase, zone, /moves from day to day/);
  });

  it.each([
    // the tide's time with its day: an event and the run before it, once
    ['high tide 19:05 on 20 jan 2026, move the cars at 18:30', 'Europe/London', ['30 18 20 1 ?'], /./],
    // the sun's word in a name, not before a clock: two runs
    ['sunset cruise 6pm, dinner 8pm', 'Europe/London', ['0 18,20 * * ?'], /"sunset cruise"/],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // "is", "at", "'s", "around", "~" between the event and its clock; sundown, sunup, high water, HW and LW
    ['sunset is at 16:05, lights on at 15:45', 'UTC'],
    ["sunset's 16:05, lights on at 15:45", 'UTC'],
    ['sundown 16:05, lights on at 15:45', 'UTC'],
    ['sunup 07:55, open the coop at 08:15', 'UTC'],
    ['high tide around 18:21, boats up at 17:30', 'UTC'],
    ['high water is at 18:21, boats up at 17:30', 'UTC'],
    ['HW 18:21, boats up at 17:30', 'UTC'],
    ['LW 07:40, launch the dinghy at 07:00', 'UTC'],
    // dawn and dusk without a team's or a shift's word before them
    ['dawn 7:40, feed the hens at 8:00', 'UTC'],
  ])('"%s" is refused', (phrase, zone) => {
    refuses(phrase, zone, /moves from day to day/);
  });

  it.each([
    // a team's dawn and dusk: names of the runs, two times daily
    ['team dawn 9:00, team dusk 21:00 handover daily', 'UTC', ['0 9,21 * * ?'], /./],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
});
