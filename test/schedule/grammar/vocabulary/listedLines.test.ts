import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
const days = (...d: number[]) => ({ kind: 'weekdays', days: d });

describe('rules listed one a line: each line is a rule of its own', () => {
  const said = (phrase: string, zone: string) =>
    rules(phrase, zone).map((i) => [i.days, i.times, i.zone.name, i.endDate]);

  it.each([
    // a zone said on one line is that line's; a line without one is on the person's clock
    [
      '- mon 9am\n- tue 9am London',
      'America/New_York',
      [
        [days(2), [hm(9)], 'America/New_York', null],
        [days(3), [hm(9)], 'Europe/London', null],
      ],
    ],
    [
      '- weekdays 9am London\n- saturdays 10am',
      'America/New_York',
      [
        [WEEKDAYS, [hm(9)], 'Europe/London', null],
        [days(7), [hm(10)], 'America/New_York', null],
      ],
    ],
    // the same zone on every line
    ['- mon 9am London\n- tue 9am London', 'America/New_York', [[days(2, 3), [hm(9)], 'Europe/London', null]]],
    // lines on the same clock with the same time are one rule
    ['- mon 9am\n- wed 9am', 'UTC', [[days(2, 4), [hm(9)], 'UTC', null]]],
    [
      '1) mon 9am\n2) wed 2pm\n3) fri 4pm',
      'UTC',
      [
        [days(2), [hm(9)], 'UTC', null],
        [days(4), [hm(14)], 'UTC', null],
        [days(6), [hm(16)], 'UTC', null],
      ],
    ],
    // a period said on every line bounds them all
    [
      '- weekdays 9am until jan 31\n- saturdays 10am until jan 31',
      'UTC',
      [
        [WEEKDAYS, [hm(9)], 'UTC', { year: 2026, month: 1, day: 31 }],
        [days(7), [hm(10)], 'UTC', { year: 2026, month: 1, day: 31 }],
      ],
    ],
    // a line that leans on another is read with it, where no line says a zone or a period
    [
      '- every day 9am\n- saturdays 10am instead',
      'UTC',
      [
        [days(1, 2, 3, 4, 5, 6), [hm(9)], 'UTC', null],
        [days(7), [hm(10)], 'UTC', null],
      ],
    ],
  ])('"%s" (%s)', (phrase, zone, expected) => {
    expect(said(phrase, zone)).toEqual(expected);
  });

  it.each([
    // a line without a time is not given the next line's
    ['- mon 9am\n- wed\n- fri 4pm', /"wed" does not read alone/],
    ['1) mondays\n2) fridays 4pm', /"mondays" does not read alone/],
    // a running period said on one line only: one schedule has one
    ['- weekdays 9am\n- saturdays 10am for two weeks', /running period/],
    ['- weekdays 9am until jan 31\n- saturdays 10am', /running period/],
    // a line leaning on another where a zone could spread
    ['- every day 9am London\n- saturdays 10am instead', /.+/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase, 'America/New_York').message).toMatch(words);
  });
});
