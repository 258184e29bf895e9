import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
const days = (...d: number[]) => ({ kind: 'weekdays', days: d });
const EVERY_DAY = { kind: 'every-day' };

const said = (phrase: string, zone = 'UTC') => rules(phrase, zone).map((i) => [i.days, i.times, i.zone.name]);

describe('a reply to a quoted schedule changes only what it plainly changes', () => {
  it.each([
    // added days join the days the quote runs on, never its "except" list
    ['> every weekday except monday at 9am\n+ saturdays too', [[days(3, 4, 5, 6, 7), [hm(9)], 'UTC']]],
    ['> every Monday at 10:00 Europe/Berlin\n+ Thursdays too', [[days(2, 5), [hm(10)], 'Europe/Berlin']]],
    ['> every weekday at 9am\n+ saturdays and sundays too', [[EVERY_DAY, [hm(9)], 'UTC']]],
    // a change said for some days is a change on those days: the other days keep their runs
    [
      '> every day at 9am\nmake it 10 on weekends',
      [
        [WEEKDAYS, [hm(9)], 'UTC'],
        [days(1, 7), [hm(10)], 'UTC'],
      ],
    ],
    [
      '> every weekday at 9am\nyes but fridays at 10 instead',
      [
        [days(2, 3, 4, 5), [hm(9)], 'UTC'],
        [days(6), [hm(10)], 'UTC'],
      ],
    ],
    [
      '> every monday and wednesday at 9am\nmake it 10 on wednesdays',
      [
        [days(2), [hm(9)], 'UTC'],
        [days(4), [hm(10)], 'UTC'],
      ],
    ],
    [
      '> every day at 9am Europe/London\nmake it 10 on weekends',
      [
        [WEEKDAYS, [hm(9)], 'Europe/London'],
        [days(1, 7), [hm(10)], 'Europe/London'],
      ],
    ],
    // a change of the whole, or of days alone, stays a correction of the whole
    ['> every weekday at 9am\nmake it 10', [[WEEKDAYS, [hm(10)], 'UTC']]],
    ['> every weekday at 9am\nmake it fridays', [[days(6), [hm(9)], 'UTC']]],
    ['> every weekday at 9am\nmake it weekdays at 10', [[WEEKDAYS, [hm(10)], 'UTC']]],
    // "only" with days limits every rule and every time of the quote
    ['> every day at 9am and 5pm\nonly weekdays', [[WEEKDAYS, [hm(9), hm(17)], 'UTC']]],
    ['> every day at 9am and 5pm\nonly on mondays and fridays', [[days(2, 6), [hm(9), hm(17)], 'UTC']]],
    [
      '> every day at 7pm\nmake it 8pm on fridays',
      [
        [days(1, 2, 3, 4, 5, 7), [hm(19)], 'UTC'],
        [days(6), [hm(20)], 'UTC'],
      ],
    ],
    [
      '> weekdays at 9am and saturdays at 10am\nonly mondays and saturdays',
      [
        [days(2), [hm(9)], 'UTC'],
        [days(7), [hm(10)], 'UTC'],
      ],
    ],
  ])('"%s"', (phrase, expected) => {
    expect(said(phrase)).toEqual(expected);
    expect(rules(phrase)[0]?.assumptions.join(' ')).toMatch(/Read the quote .* as the schedule said before/);
  });

  it('keeps the running period of the quote on the days changed', () => {
    const r = rules('> every day at 9am until jan 31\nmake it 10 on weekends');
    expect(r.map((i) => i.endDate)).toEqual([
      { year: 2026, month: 1, day: 31 },
      { year: 2026, month: 1, day: 31 },
    ]);
  });

  it.each([
    // days added to a quote of several rules: which rule is not plain
    ['> mondays at 9am and fridays at 4pm\n+ thursdays too', /.+/],
    // days added it already runs on
    ['> every monday at 10:00\n+ mondays too', /.+/],
    // a change on some days in a zone of its own
    ['> every day at 9am\nmake it 10 on weekends London', /.+/],
    // a limit that would leave a rule of the quote no day
    ['> mondays at 9am and saturdays at 10am\nonly weekdays', /.+/],
    // a bare hour for some days after an evening time: morning or evening is not plain
    ['> every day at 9pm\nmake it 10 on weekends', /.+/],
    // an interval over midnight runs into the days after: a limit or change by days is not plain
    ['> every hour between 10pm and 2am\nonly fridays', /.+/],
    // a change on some of the quote's days and on others
    ['> every monday and wednesday at 9am\nmake it 10am on wednesdays and fridays', /.+/],
    ['> every hour between 10pm and 2am\nmake it 9pm on fridays', /.+/],
    // a limit other than days after a quote of several times: which it limits is not plain
    ['> every day at 9am and 5pm\nonly between 8am and 6pm', /.+/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});

describe('a quoted line and nothing after it', () => {
  it.each([
    ['> every weekday 9am', [[WEEKDAYS, [hm(9)], 'UTC']]],
    ['> Runs every weekday at 9:00 AM', [[WEEKDAYS, [hm(9)], 'UTC']]],
    ['  >  every day at 9am Europe/London ', [[EVERY_DAY, [hm(9)], 'Europe/London']]],
  ])('reads "%s" as the quote, with a note', (phrase, expected) => {
    expect(said(phrase)).toEqual(expected);
    expect(rules(phrase)[0]?.assumptions[0]).toMatch(/^Read the quoted line ".+" as the schedule\.$/);
  });

  it.each([
    // a quote that does not read, a time alone, a quote of a quote
    ['> weekly report', /weekly report/],
    ['> 9am', /how often/],
    ['> every weekday 9am > x', /.+/],
    ['>', /.+/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});

describe('a correction said for some of the days said before', () => {
  it.each([
    'every day at 9am, actually 10 on weekends',
    'every weekday at 9am, no wait, fridays at 10',
    'every day at 9am, actually weekdays at 10',
    'every monday and wednesday at 9am, actually monday at 10am',
    // on some of the days said before and on others
    'every monday and wednesday at 9am, actually wednesdays and fridays at 10am',
  ])('refuses "%s": do the other days keep their runs?', (phrase) => {
    expect(refusedRules(phrase).message).toMatch(/some of the days said before/);
  });

  it.each([
    ['every monday 9am, no wait, tuesday 10am', [[days(3), [hm(10)], 'UTC']]],
    ['every monday 9am, no wait, 10am', [[days(2), [hm(10)], 'UTC']]],
    ['every day at 9am, actually weekdays', [[WEEKDAYS, [hm(9)], 'UTC']]],
    ['tuesdays at 2pm (actually make that wednesdays)', [[days(4), [hm(14)], 'UTC']]],
    ['every weekday at 9am, sorry, every day at 10am', [[EVERY_DAY, [hm(10)], 'UTC']]],
    // a rule in place of another on its days is said with "instead" (rules.ts)
    [
      'every day at 9am; weekends at 10 instead',
      [
        [WEEKDAYS, [hm(9)], 'UTC'],
        [days(1, 7), [hm(10)], 'UTC'],
      ],
    ],
  ])('reads "%s"', (phrase, expected) => {
    expect(said(phrase)).toEqual(expected);
  });
});
