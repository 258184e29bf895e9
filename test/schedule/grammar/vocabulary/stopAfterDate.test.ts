import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { NOW, refuses } from './read.js';

/** The fields and the last local day of the running period, read at NOW (Monday 2026-01-12, 12:00 UTC). */
function bounded(phrase: string, zone: string) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  expect(r.value.exact).toBe(true);
  return {
    fields: r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' ')),
    until: r.value.endDate === null ? null : new Date(r.value.endDate - 12 * 3_600_000).toISOString().slice(0, 10),
    max: r.value.maxOccurrences,
  };
}

describe('"stop after" a date said last: until that day, the day included', () => {
  it.each([
    ['ice resurfacing reminder every tuesday 4pm, stop after feb 28', 'America/Winnipeg', '0 22 ? * 3', '2026-02-28'],
    ['daily 9am - stop after 14 march 2026', 'Europe/London', '0 9 * * ?', '2026-03-14'],
    ['every friday 17:30; stop after 20 march', 'UTC', '30 17 ? * 6', '2026-03-20'],
    ['backup check 06:00 daily, then stop after mar 3', 'UTC', '0 6 * * ?', '2026-03-03'],
    // a date still to come, tomorrow or with its year
    ['daily 9am, stop after jan 13', 'UTC', '0 9 * * ?', '2026-01-13'],
    ['daily 9am, stop after jan 5 2027', 'UTC', '0 9 * * ?', '2027-01-05'],
    // a start, then the stop: one span
    ['daily 9am from jan 20, stop after feb 28', 'UTC', '0 9 * * ?', '2026-02-28'],
  ])('"%s" in %s', (phrase, zone, f, until) => {
    const o = bounded(phrase, zone);
    expect(o.fields).toEqual([f]);
    expect(o.until).toBe(until);
    expect(o.max).toBeNull();
  });

  it.each([
    // which month's 28th?
    'every tuesday 4pm, stop after the 28th',
    // a time of the stop: after that run, or that day's end?
    'daily 9am, stop after feb 28 at 9am',
    // not said last: what follows may change it
    'daily 9am, stop after feb 28 and restart in april',
    // a named day, not a date
    'daily 9am, stop after christmas',
    // said alone, with no schedule before it
    'stop after feb 28',
    // an end said already: which end, or a pause and a stop?
    'daily 9am until dec 10, stop after feb 28',
    'daily 9am till dec 10, stop after feb 28',
    'daily 9am through dec 10, stop after feb 28',
    'daily 9am thru dec 10, stop after feb 28',
    'daily 9am ending dec 10, stop after feb 28',
    'daily 9am to dec 10, stop after feb 28',
    'every friday 5pm by dec 10, stop after feb 28',
  ])('refuses "%s"', (phrase) => {
    refuses(phrase, 'UTC', /./);
  });
});

describe('"stop after" a date passed within the last month: until it comes again would be a year of runs', () => {
  it.each([
    ['daily 9am, stop after jan 5', /"stop after jan 5" has passed/],
    ['every friday 17:30; stop after 2 january', /"stop after 2 january" has passed/],
    ['backup check 06:00 daily, then stop after dec 20', /"stop after dec 20" has passed/],
    ['daily 9am, stop after jan 11.', /"stop after jan 11" has passed/],
  ])('refuses "%s"', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });
});
