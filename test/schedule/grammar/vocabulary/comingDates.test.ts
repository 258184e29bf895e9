import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { NOW, refuses } from './read.js';

/** The fields, run count and notes of a phrase read at NOW (Monday 2026-01-12, 12:00 UTC). */
function once(phrase: string, zone: string) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  expect(r.value.exact).toBe(true);
  return {
    fields: r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' ')),
    max: r.value.maxOccurrences,
    notes: r.value.warnings.map((w) => w.message).join(' | '),
  };
}

describe('a named job on a date without its year, within a month: the coming one, once', () => {
  it.each([
    // the date and its clock apart, or said together (one chrono result)
    ['permit certificate batch on jan 30 at 3pm', 'America/Denver', '0 22 30 1 ?', /"jan 30" is within a month/],
    ['courier pickup batch feb 9 05:30', 'Europe/Brussels', '30 4 9 2 ?', /"feb 9" is within a month/],
    ['signup form opens 9am on jan 20', 'America/New_York', '0 14 20 1 ?', /"jan 20" is within a month/],
    ['poster drop jan 14 at 19:00 CET', 'Europe/London', '0 18 14 1 ?', /"jan 14" is within a month/],
    // a month from today, to the day
    ['invoice batch on feb 12 at 10:00', 'UTC', '0 10 12 2 ?', /"feb 12" is within a month/],
  ])('"%s" in %s', (phrase, zone, f, note) => {
    const o = once(phrase, zone);
    expect(o.fields).toEqual([f]);
    expect(o.max).toBe(1);
    expect(o.notes).toMatch(note);
    expect(o.notes).toMatch(/To run every year, say/);
  });

  it.each([
    // further off than a month: once, or every year's?
    ['invoice batch on feb 13 at 10am', /could be one run or every year's/],
    ['visa batch mar 20 14:00', /"mar 20"|single date/],
    // a date said alone, with no name of what it is for (as before)
    ['the 3rd of february at 9am', /could be one run or every year's/],
    ['jan 30 at 3pm', /could be one run or every year's/],
    // a word that makes the date a day of the year
    ['team anniversary post jan 30 at 9am', /jan 30|anniversary/],
    ['birthday cake order jan 30 at 9am', /jan 30|birthday/],
    ['launch day post jan 30 at 9am', /jan 30|launch/],
    ['payday notice jan 30 at 9am', /jan 30|payday/],
    ['year-end close jan 30 at 9am', /jan 30|year/],
    // a reminder, or a duty that comes back each year: this year's, or every year's?
    ['aguinaldo reminder jan 20 9am', /could be one run or every year's/],
    ['fleet insurance renewal on the 1st of february at 10:00', /could be one run or every year's/],
    ['membership dues notice jan 30 at 9am', /./],
    // a bare hour: morning or afternoon?
    ['permit batch on jan 30 at 4', /4 AM or 4 PM|could be/],
    ['courier pickup batch feb 9 5', /./],
    // a word of time in the name: it may bound or move the run
    ['weekly batch jan 30 at 3pm', /./],
    ['tomorrow batch jan 30 at 3pm', /./],
    ['every other batch jan 30 at 3pm', /./],
  ])('refuses "%s"', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });

  it("keeps a yearly word's date every year's", () => {
    const o = once('annual audit reminder jan 30 at 9am', 'UTC');
    expect(o.fields).toEqual(['0 9 30 1 ?']);
    expect(o.max).toBeNull();
  });
});
