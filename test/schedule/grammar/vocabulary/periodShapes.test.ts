import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { NOW, refused } from './read.js';

/** The fields and running period of a phrase, read at NOW (Monday 2026-01-12, 12:00 UTC). */
function period(phrase: string, zone: string) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  return {
    fields: r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' ')),
    from: r.value.startDate === null ? null : new Date(r.value.startDate).toISOString().slice(0, 10),
    until: r.value.endDate === null ? null : new Date(r.value.endDate).toISOString().slice(0, 10),
    notes: r.value.intent.assumptions.join(' '),
  };
}

describe('running periods said in other shapes', () => {
  it.each([
    // the first or last run said by its date
    ['every friday 18:00, last one on march 27', 'UTC', '0 18 ? * 6', null, '2026-03-27'],
    ['every saturday 9am, the final session is on feb 28', 'UTC', '0 9 ? * 7', null, '2026-02-28'],
    ['mondays 9am, first class feb 2, last class mar 30', 'UTC', '0 9 ? * 2', '2026-02-02', '2026-03-30'],
    // a school's term, its dates after a comma
    ['every tuesday 4pm during school term, jan 19 to mar 27', 'UTC', '0 16 ? * 3', '2026-01-19', '2026-03-27'],
    ['every weekday 8am during the school term (feb 2 – jun 26)', 'UTC', '0 8 ? * 2-6', '2026-02-02', '2026-06-26'],
    // an event's dates right after its name
    ['9pm every night during the trip feb 18 to mar 2', 'UTC', '0 21 * * ?', '2026-02-18', '2026-03-02'],
    // the day of an event, its date said with it
    ['every tuesday 6pm until race day (apr 19)', 'UTC', '0 18 ? * 3', null, '2026-04-19'],
    ['every day 7am until launch day, mar 3', 'UTC', '0 7 * * ?', null, '2026-03-03'],
    // the whole of an event, its end in brackets
    ['every friday 2:45pm for the whole term (until mar 27)', 'UTC', '45 14 ? * 6', null, '2026-03-27'],
  ])('"%s" in %s', (phrase, zone, fields, from, until) => {
    const r = period(phrase, zone);
    expect(r.fields).toEqual([fields]);
    expect(r.from).toBe(from);
    expect(r.until).toBe(until);
  });

  it.each([
    // a season with its months: those months every year
    ['every saturday 7am summer only (jun–aug)', 'UTC', '0 7 ? 6-8 7'],
    ['every sunday 10am, winter months only (dec-feb)', 'UTC', '0 10 ? 1,2,12 1'],
    ['every saturday 8am during summer dec-feb', 'UTC', '0 8 ? 1,2,12 7'],
    ['every friday 6pm in winter, nov to mar', 'UTC', '0 18 ? 1-3,11,12 6'],
    ['every wednesday 6:30pm, apr-sep only', 'UTC', '30 18 ? 4-9 4'],
    // an event's months in brackets: those months every year
    ['every day at noon during harvest (sept-oct)', 'UTC', '0 12 * 9,10 ?'],
    ['every monday 9am during lambing season (feb-apr)', 'UTC', '0 9 ? 2-4 2'],
  ])('"%s" in %s', (phrase, zone, fields) => {
    const r = period(phrase, zone);
    expect(r.fields).toEqual([fields]);
    expect(r.from).toBe(null);
    expect(r.until).toBe(null);
  });

  it.each([
    // one run cannot have a last one
    ['once on feb 3 at 9am, last one on march 27', /./],
    // the last one said twice
    ['every friday 6pm until mar 20, last one on march 27', /./],
    // a school's holidays are no term's dates ("holidays" could say when)
    ['every monday 9am during school holidays, feb 16 to feb 20', /./],
    // a weekday is no event's day ("until monday (jan 4)" says the day twice)
    ['every day 9am until monday (feb 2)', /./],
    // a part of the day is no event's name
    ['every day 9am during the day feb 18 to mar 2', /./],
    ['every day at noon during the holidays (dec-jan)', /./],
  ])('"%s" is refused', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});
