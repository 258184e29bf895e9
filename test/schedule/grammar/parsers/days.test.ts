import { describe, expect, it } from 'vitest';
import { daysParser } from '../../../../src/schedule/grammar/parsers/days.js';
import { runParser } from '../../../support/grammar.js';

describe('days parser', () => {
  it.each([
    ['every day at 9am', { kind: 'every-day' }, 'every day'],
    ['daily at 9am', { kind: 'every-day' }, 'daily'],
    ['everyday 9am', { kind: 'every-day' }, 'everyday'],
    ['every weekday 7pm', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, 'every weekday'],
    ['weekdays at 7pm', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, 'weekdays'],
    ['on workdays at 7', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, 'on workdays'],
    ['business days at noon', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, 'business days'],
    ['weekends at 11pm', { kind: 'weekdays', days: [1, 7] }, 'weekends'],
    ['every weekend at 10am', { kind: 'weekdays', days: [1, 7] }, 'every weekend'],
    ['Mon, Wed and Fri at 9', { kind: 'weekdays', days: [2, 4, 6] }, 'mon, wed and fri'],
    ['Tuesdays and Thursdays at 7:30 pm', { kind: 'weekdays', days: [3, 5] }, 'tuesdays and thursdays'],
    ['every Monday at 1am', { kind: 'weekdays', days: [2] }, 'every monday'],
    ['Monday through Friday at 8am', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, 'monday through friday'],
    ['Mon-Fri 8am', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, 'mon-fri'],
    ['Fri-Mon at 6pm', { kind: 'weekdays', days: [1, 2, 6, 7] }, 'fri-mon'],
    ['every Friday and Saturday at 8pm', { kind: 'weekdays', days: [6, 7] }, 'every friday and saturday'],
    ['SUNDAY at noon', { kind: 'weekdays', days: [1] }, 'sunday'],
    ['tue/thu at 5pm', { kind: 'weekdays', days: [3, 5] }, 'tue/thu'],
    ['on Saturdays, Sundays at 9', { kind: 'weekdays', days: [1, 7] }, 'on saturdays, sundays'],
    ['Monday to Sunday at 9', { kind: 'every-day' }, 'monday to sunday'],
  ])('%s', (phrase, days, consumed) => {
    const r = runParser(daysParser, phrase);
    expect(r.problem).toBeUndefined();
    expect(r.draft.days).toEqual(days);
    expect(r.consumed).toEqual([consumed]);
  });

  it.each(['every month on the 1st', 'at 9am', 'in march', 'a monthly report', 'the summit', 'format'])(
    'finds no days in "%s"',
    (phrase) => {
      expect(runParser(daysParser, phrase).consumed).toEqual([]);
    },
  );

  it('refuses two different day rules rather than guess which times go with which days', () => {
    expect(runParser(daysParser, 'every monday and weekends').problem?.code).toBe('unparseable');
    expect(runParser(daysParser, 'every monday at 9am, weekends at 10am').problem?.code).toBe('unparseable');
  });
});
