import { describe, expect, it } from 'vitest';
import { formatFields } from '../../src/schedule/cron/fields.js';
import { describeRules, schedulePhrase } from '../../src/schedule/engine.js';

/** Intervals with a range, a start, or a range over midnight: one reading each, or one reason. */
const NOW = Date.parse('2026-01-12T12:00:00Z');

function read(phrase: string, zone = 'UTC') {
  return schedulePhrase({ phrase, defaultZone: zone, now: NOW });
}

function fields(phrase: string, zone = 'UTC') {
  const r = read(phrase, zone);
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  expect(r.value.exact).toBe(true);
  return r.value.schedules.map(formatFields);
}

describe('minute steps that do not divide the hour: the same answer with a range or without', () => {
  it.each([
    'every 45 minutes',
    'every 45 minutes from 9am to 5pm',
    'every 40 minutes',
    'every 40 minutes between 8am and 6pm on weekdays',
    'every 7 minutes',
  ])('%s is refused, saying why', (phrase) => {
    const r = read(phrase);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem.code).toBe('inexpressible');
    expect(r.problem.message).toMatch(/must divide 60; these runs fall on other minutes past the hour/);
    expect(r.problem.hint).toMatch(/list the times/);
  });

  it.each([
    // runs within one hour have one set of minutes: one expression, exact
    ['every 45 minutes from 9am to 10am', ['0,45 9 * * ?']],
    // the times listed are the person's own choice of several tasks
    ['at 9:00, 9:45 and 10:30', ['0,45 9 * * ?', '30 10 * * ?']],
    ['every 20 minutes from 9am to 5pm', ['0/20 9-16 * * ?', '0 17 * * ?']],
  ])('%s', (phrase, want) => {
    expect(fields(phrase)).toEqual(want);
  });
});

describe('"starting at": where a step that divides the day falls', () => {
  it.each([
    ['every 6 hours starting at midnight', ['0 0/6 * * ?'], false],
    ['every 4 hours starting at 2am', ['0 2/4 * * ?'], false],
    // the step goes on past midnight: noon, 6pm, midnight, 6am
    ['every 6 hours starting at noon', ['0 0/6 * * ?'], true],
    ['every 8 hours starting at 6am', ['0 6/8 * * ?'], false],
    ['every 15 minutes starting at 9:05am', ['5/15 * * * ?'], true],
    // "from" is a daily range, as before (its note says how to run round the clock instead)
    ['every hour from 9am', ['0 9-23 * * ?'], false],
    ['every 2 hours starting at 9am until 5pm', ['0 9,11,13,15,17 * * ?'], false],
  ])('%s', (phrase, want, assumed) => {
    expect(fields(phrase)).toEqual(want);
    const r = read(phrase);
    if (!r.ok) return;
    expect(r.value.warnings.some((w) => /goes on round the clock/.test(w.message))).toBe(assumed);
  });

  it('New York: "every 6 hours starting at midnight" keeps 12am, 6am, noon and 6pm local', () => {
    expect(fields('every 6 hours starting at midnight', 'America/New_York')).toEqual(['0 5/6 * * ?']);
  });

  it('a step that does not divide the day cannot start anywhere: refused, not read as a daily range', () => {
    for (const phrase of ['every 5 hours starting at 2am', 'every 5 hours from 2am']) {
      const r = read(phrase);
      expect(r.ok, phrase).toBe(false);
      if (!r.ok) expect(r.problem.message).toMatch(/does not divide the day/);
    }
    // with its end it is a daily range, which says where each day's runs stop
    expect(fields('every 5 hours from 2am to 10pm')).toEqual(['0 2/5 * * ?']);
  });

  it('says where the runs fall', () => {
    const r = read('every 6 hours starting at noon');
    if (!r.ok) throw new Error('refused');
    expect(describeRules(r.value.rules, r.value.firstRun)).toBe('Every 6 hours from 12:00 AM, every day UTC');
  });
});

describe('a range over midnight', () => {
  it.each([
    ['hourly between 22:00 and 02:00', 'UTC', ['0 0-2,22,23 * * ?']],
    ['hourly between 22:00 and 02:00', 'America/New_York', ['0 3-7 * * ?']],
    // the hours after midnight belong to the night before: Monday night's 1am is Tuesday's
    ['weekdays hourly between 10pm and 2am', 'UTC', ['0 22,23 ? * 2-6', '0 0-2 ? * 3-7']],
    ['weekdays hourly between 10pm and 2am', 'America/New_York', ['0 3-7 ? * 3-7']],
    ['every 30 minutes between 11pm and 1am', 'UTC', ['0,30 0,23 * * ?', '0 1 * * ?']],
  ])('%s (%s)', (phrase, zone, want) => {
    expect(fields(phrase, zone)).toEqual(want);
  });

  it('says which day the small hours belong to', () => {
    const r = read('weekdays hourly between 10pm and 2am');
    if (!r.ok) throw new Error('refused');
    expect(r.value.warnings.map((w) => w.message)).toContain(
      'The hours after midnight belong to the night before: they run on the day after each day named.',
    );
    expect(describeRules(r.value.rules, r.value.firstRun)).toBe(
      'Every hour from 10:00 PM to 11:00 PM, every weekday; every hour from 12:00 AM to 2:00 AM, every Tuesday, Wednesday, Thursday, Friday and Saturday UTC',
    );
  });

  it.each([
    // the day after "the 1st" at 1am is the 2nd: not a day of the week, refused with the reason
    ['hourly between 22:00 and 02:00 on the 1st', /runs past midnight/],
    // a range over midnight still needs an interval
    ['from 10pm to 2am', /needs an interval/],
  ])('%s is refused', (phrase, message) => {
    const r = read(phrase);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.message).toMatch(message);
  });
});
