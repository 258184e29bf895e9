import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { NOW, refused } from './read.js';

/** The fields and running period of a phrase, read at NOW (Monday 2026-01-12, 12:00 UTC), in UTC. */
function period(phrase: string) {
  const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  return {
    fields: r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' ')),
    from: r.value.startDate === null ? null : new Date(r.value.startDate).toISOString().slice(0, 10),
    until: r.value.endDate === null ? null : new Date(r.value.endDate).toISOString().slice(0, 10),
  };
}

describe('seasons said with their months, lengths said with "the", and a place opening or closing', () => {
  it.each([
    // a season that is no time of year by itself, its months said after it or in brackets
    ['every day 8am during the season, nov thru march', '0 8 * 1-3,11,12 ?'],
    ['every monday 10am during the off-season, nov to mar', '0 10 ? 1-3,11,12 2'],
    ['every saturday 9am in high season (jul-aug)', '0 9 ? 7,8 7'],
    // "while it's ...": the same as "in"
    ["every 2 hours while it's summer (jun-aug)", '0 0/2 * 6-8 ?'],
    // the months in brackets listed with spaces
    ['first of the month 9am in winter (dec jan feb)', '0 9 1 1,2,12 ?'],
    ['daily 7pm in summer (jun jul aug)', '0 19 * 6-8 ?'],
  ])('"%s"', (phrase, fields) => {
    const r = period(phrase);
    expect(r.fields).toEqual([fields]);
    expect(r.from).toBeNull();
    expect(r.until).toBeNull();
  });

  it.each([
    // "for the 14 days" where its start follows
    ['daily 7am for the 10 days starting march 3', '0 7 * * ?', '2026-03-03', '2026-03-12'],
    ['every evening at 8 for the 3 weeks beginning feb 2', '0 20 * * ?', '2026-02-02', '2026-02-22'],
    // a place closing after its last day, or opening, said first and referred to by "until then" / "from then"
    ['pool closes after sept 30 — until then daily 6am', '0 6 * * ?', null, '2026-09-30'],
    ['cafe closes for the season after oct 31 - until then every day 7am', '0 7 * * ?', null, '2026-10-31'],
    ['rink reopens on dec 5 - from then every saturday 10am', '0 10 ? * 7', '2026-12-05', null],
    ['library opens feb 1: from then weekdays 9am', '0 9 ? * 2-6', '2026-02-01', null],
  ])('"%s"', (phrase, fields, from, until) => {
    const r = period(phrase);
    expect(r.fields).toEqual([fields]);
    expect(r.from).toBe(from);
    expect(r.until).toBe(until);
  });

  it.each([
    // a season without its months: which months?
    'every day 8am during the season',
    // a date in the brackets is no month
    'every day 8am in winter (dec 1)',
    // "the 10 days" with no start: which ones?
    'daily 7am for the 10 days',
    // "closes sept 30": is the 30th its last day or its first closed one?
    'pool closes sept 30 - until then daily 6am',
    // an opening is a start: "until then" of it is not read
    'rink opens dec 5 - until then daily 9am',
  ])('refuses "%s"', (phrase) => {
    expect(refused(phrase).message.length).toBeGreaterThan(0);
  });
});
