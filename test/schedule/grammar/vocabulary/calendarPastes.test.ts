import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { NOW, refused } from './read.js';

/** The fields, running period and notes of a phrase, read at NOW (Monday 2026-01-12, 12:00 UTC). */
function pasted(phrase: string, zone: string) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  return {
    fields: r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' ')),
    from: r.value.startDate === null ? null : new Date(r.value.startDate).toISOString().slice(0, 10),
    until: r.value.endDate === null ? null : new Date(r.value.endDate).toISOString().slice(0, 10),
    notes: r.value.intent.assumptions.join(' '),
  };
}

describe('events pasted from calendars run at their start', () => {
  it.each([
    // Google Calendar: the rule, the calendar's dot, the event's start and end, its title
    ['Weekly on Wednesday · 10:00 – 11:00am  Design review', 'UTC', '0 10 ? * 4', '10:00'],
    ['Weekly on Friday · 3:30 – 4:15pm Retro', 'UTC', '30 15 ? * 6', '15:30'],
    ['Every weekday · 9:15 – 9:30am  Standup', 'UTC', '15 9 ? * 2-6', '9:15'],
    ['Daily · 7:00 – 7:10am  Vitamins', 'UTC', '0 7 * * ?', '7:00'],
    ['Daily · 21:00 – 21:30  Journal', 'UTC', '0 21 * * ?', '21:00'],
    ['Monthly on the second Tuesday · 2 – 3pm  Budget sync', 'UTC', '0 14 ? * 3#2', '14:00'],
    ['Monthly on the last Thursday · 11:30am – 12:30pm  Town hall', 'UTC', '30 11 ? * 5L', '11:30'],
    ['Annually on July 4 · 6 – 9pm  Fireworks party', 'UTC', '0 18 4 7 ?', '18:00'],
    // a three-hour event with the dot: still its start
    ['Weekly on Saturday · 9:00am – 12:00pm  Allotment shift', 'UTC', '0 9 ? * 7', '9:00'],
    // the title with a bracket, an hour in its words
    ['Weekly on Monday · 8 – 9am  Happy Hour planning (Zoom)', 'UTC', '0 8 ? * 2', '8:00'],
  ])('"%s" in %s', (phrase, zone, fields, start) => {
    const r = pasted(phrase, zone);
    expect(r.fields).toEqual([fields]);
    expect(r.notes).toContain(`as a calendar event: runs at its start, ${start}`);
  });

  it.each([
    // one event on a date with its weekday (or its year): once, on that date, at its start
    ['Tue, Feb 3 · 2:00 – 3:30pm Quarterly planning', 'UTC', '0 14 3 2 ?', '2026-02-03'],
    ['Fri, Mar 6 · 10:00am – 1:00pm  Table read', 'UTC', '0 10 6 3 ?', '2026-03-06'],
    ['Thursday, 19 February · 14:00–15:00 (GMT) visa appointment', 'Europe/London', '0 14 19 2 ?', '2026-02-19'],
    ['Sat, Mar 28 · 8 – 9pm  Earth Hour (reminder at start)', 'UTC', '0 20 28 3 ?', '2026-03-28'],
    [
      'Tue, Feb 3 · 10:00 – 11:00am  Volunteer onboarding (Google Meet) (set it for the start)',
      'UTC',
      '0 10 3 2 ?',
      '2026-02-03',
    ],
    // Outlook and others: a date with its weekday first, then the times with their minutes, no dot
    ['Wed Apr 7 2027 9:00 AM – 10:00 AM Grant kickoff', 'UTC', '0 9 7 4 ?', '2027-04-07'],
    ['Fri 6 Mar, 17:30 – 19:00  Brewery tour', 'UTC', '30 17 6 3 ?', '2026-03-06'],
  ])('"%s" in %s', (phrase, zone, fields, day) => {
    const r = pasted(phrase, zone);
    expect(r.fields).toEqual([fields]);
    expect(r.from).toBe(day);
    expect(r.until).toBe(day);
    expect(r.notes).toMatch(/as a calendar event: runs at its start/);
  });

  it.each([
    // hours alone with no am/pm: either half of the day
    ['Weekly on Tuesday · 3 – 4  Lab meeting', /which time to run at/],
    // an end with no am/pm after a start with one
    ['Weekly on Tuesday · 9am – 10  Lab meeting', /which time to run at/],
    // "at the start" with no event read: the start of what?
    ['every day at 9am (reminder at start)', /no event/],
    // a date without its weekday or year: once, or every year?
    ['Feb 3 · 2:00 – 3:30pm Planning', /once|every year|single date/],
  ])('"%s" is refused', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });

  it('a range after a date without the dot stays a window when an interval is said', () => {
    const r = pasted('sat 7 feb 9:00 - 17:00 every hour', 'UTC');
    expect(r.fields).toEqual(['0 9-17 7 2 ?']);
  });

  it('a range longer than four hours after a date without the dot is no event', () => {
    expect(() => pasted('Sat 7 Feb, 9:00 – 17:00 open day', 'UTC')).toThrow();
  });

  it('words after the title that could say when are not taken into it', () => {
    // read as the running period's end, not as the title's words
    const r = pasted('Weekly on Tuesday · 10:00 – 11:00am Lab meeting until march', 'UTC');
    expect(r.until).toBe('2026-02-28');
    expect(r.notes).toContain('Read "lab meeting" as the event\'s title');
  });
});
