import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { NOW } from './read.js';

/** The fields, running period and notes of a phrase, or its refusal, read at NOW (Monday 2026-01-12, 12:00 UTC). */
function dated(phrase: string, zone: string) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) return { refused: r.problem.message };
  return {
    fields: r.value.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' ')),
    from: r.value.startDate === null ? null : new Date(r.value.startDate).toISOString().slice(0, 10),
    until: r.value.endDate === null ? null : new Date(r.value.endDate).toISOString().slice(0, 10),
    notes: r.value.intent.assumptions.join(' '),
  };
}

function reads(phrase: string, zone: string, fields: string[], from: string, until: string, note: RegExp) {
  const r = dated(phrase, zone);
  if ('refused' in r) throw new Error(`${phrase}: refused: ${r.refused}`);
  expect(r.fields).toEqual(fields);
  expect(r.from).toBe(from);
  expect(r.until).toBe(until);
  expect(r.notes).toMatch(note);
}

function refuses(phrase: string, zone: string, why: RegExp) {
  const r = dated(phrase, zone);
  if (!('refused' in r)) throw new Error(`${phrase}: expected a refusal, got ${JSON.stringify(r)}`);
  expect(r.refused).toMatch(why);
}

describe('a date said with the name of the event on it', () => {
  it.each([
    // the name, then its date in brackets or after a comma
    [
      'every 15 minutes between 9am and noon on tournament day (feb 5), post the bracket',
      'UTC',
      ['0/15 9-11 5 2 ?', '0 12 5 2 ?'],
      '2026-02-05',
      '2026-02-05',
      /Read "tournament day" as the name of feb 5/,
    ],
    [
      'every 15 minutes between 9am and noon on the tournament day, feb 5',
      'UTC',
      ['0/15 9-11 5 2 ?', '0 12 5 2 ?'],
      '2026-02-05',
      '2026-02-05',
      /"tournament day" as the name of feb 5/,
    ],
    // a night's name with its evening hours said, to midnight
    [
      'every 5 minutes from 8pm to midnight on election night (nov 2 2027), refresh the count',
      'UTC',
      ['0/5 20-23 2 11 ?'],
      '2027-11-02',
      '2027-11-02',
      /"election night" as the name of nov 2 2027/,
    ],
    ['post at 9am on launch day (feb 5 2026)', 'UTC', ['0 9 5 2 ?'], '2026-02-05', '2026-02-05', /"launch day"/],
    // the name after the date, closing the phrase; a reminder to a person on one date reads once, as before
    [
      'remind me at 6pm HST on jan 31, the filing deadline',
      'UTC',
      ['0 4 1 2 ?'],
      '2026-01-31',
      '2026-02-01',
      /"the filing deadline" as the name of jan 31/,
    ],
  ])('"%s" in %s', (phrase, zone, fields, from, until, note) => reads(phrase, zone, fields, from, until, note));

  it.each([
    // a night's clocks after midnight are the next day's, which the date alone does not say
    ['at 1am on election night (nov 2 2027)', 'UTC', /election/],
    [
      'results at 10pm, 11pm, midnight and 1am on election night, nov 2 2027',
      'UTC',
      /election|the night after that day, or the start of it/,
    ],
    ['at midnight on election night (nov 2 2027)', 'UTC', /election/],
    // a night's hours not said
    ['every hour on election night (nov 2 2027)', 'UTC', /election/],
    // one run on a named date without its year, no reminder to a person: once or every year, as before
    ["at 9pm on new year's eve (dec 31)", 'UTC', /dec 31/],
    ['post at 9am on launch day (feb 5)', 'UTC', /feb 5/],
    // what follows the date is a schedule's word, not a name
    ['at 9am on jan 31, the last day', 'UTC', /jan 31/],
    ['at 9am on jan 31, the monday', 'UTC', /jan 31|monday/],
    ['at 9am on jan 31, the day after', 'UTC', /jan 31|after/],
    // a day next to the event named, not the event's own
    ['remind me at 9am on the eve of launch day (feb 5)', 'UTC', /eve|launch|feb 5/],
    ['remind me at 9am on the day after launch day (feb 5)', 'UTC', /after|launch|feb 5/],
    ['remind me at 9am on the monday after launch (feb 5)', 'UTC', /feb 5|monday|after/],
    // a name in brackets that is a day, not a date
    ['post at 9am on launch day (friday)', 'UTC', /launch/],
    // a rule of days with one run on the named date: from then, or on that day?
    ['every monday at 9am on launch day (feb 2)', 'UTC', /feb 2/],
  ])('refuses "%s"', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('several runs on dates near each other and soon, without their years', () => {
  it.each([
    [
      'curling bonspiel draws: 9am, 1pm and 5pm on jan 16 and 17',
      'UTC',
      ['0 9,13,17 16,17 1 ?'],
      '2026-01-16',
      '2026-01-17',
      /read as the days to run on: Friday, January 16, 2026; Saturday, January 17, 2026\. To run every year, say "every year on jan 16, jan 17"/,
    ],
    [
      'every 15 min from 8am to 6pm on feb 5 and feb 6',
      'UTC',
      ['0/15 8-17 5,6 2 ?', '0 18 5,6 2 ?'],
      '2026-02-05',
      '2026-02-06',
      /To run every year/,
    ],
    // "both days" after two dates of one month, the second said with or without its month
    [
      'parent-teacher conferences feb 2 and 3, remind me at 7am both days',
      'UTC',
      ['0 7 2,3 2 ?'],
      '2026-02-02',
      '2026-02-03',
      /"both days" as february 2 and february 3/,
    ],
  ])('"%s" in %s', (phrase, zone, fields, from, until, note) => reads(phrase, zone, fields, from, until, note));

  it.each([
    // dates far from today, or far apart: those days once, or every year's? refused as before
    ['9am and 5pm on jun 1 and jun 2', 'UTC', /jun 1|single date/],
    ['9am and 5pm on jan 20 and mar 1', 'UTC', /jan 20|single date/],
    ['every hour from 9 to 5 on mar 1 and sep 1', 'UTC', /mar 1|single date/],
    // "both days" after two dates not in a row, or of two months
    ['conferences feb 2 and feb 4, remind me at 7am both days', 'UTC', /could not read|feb/],
    ['conferences feb 2 and mar 3, remind me at 7am both days', 'UTC', /could not read|feb|mar/],
  ])('refuses "%s"', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('a day known by name said again by its date', () => {
  // once this year (most people) or every year (some): refused, offering both
  it.each([
    ["new year's eve countdown post at 23:59 on dec 31", 'once on dec 31 at 23:59', 'every year on dec 31 at 23:59'],
    ['boxing day gig setup reminder 26 dec 1pm', 'once on 26 dec at 1pm', 'every year on 26 dec at 1pm'],
    ['christmas eve service reminder dec 24 3pm', 'once on dec 24 at 3pm', 'every year on dec 24 at 3pm'],
  ])('"%s"', (phrase, once, yearly) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    if (r.ok) throw new Error(`${phrase}: expected a refusal`);
    expect(r.problem.message).toMatch(/could be one run this year or every year's/);
    expect(r.problem.hint).toContain(once);
    expect(r.problem.hint).toContain(yearly);
  });

  it.each([
    // said every year, or with its year: read as said
    ['every christmas eve at 5pm', ['0 17 24 12 ?']],
    ['christmas eve at 5pm', ['0 17 24 12 ?']],
  ])('"%s" reads', (phrase, fields) => {
    const r = dated(phrase, 'UTC');
    if ('refused' in r) throw new Error(`${phrase}: refused: ${r.refused}`);
    expect(r.fields).toEqual(fields);
  });
  // a date that is not the day named's: no such offer
  it('"christmas eve at 5pm on dec 25"', () => refuses('christmas eve at 5pm on dec 25', 'UTC', /single date/));
});

describe('a second date after a yearly date, at the same time', () => {
  it.each([
    [
      'health permit renewal every year on june 30 at 9am, with a heads-up on june 1 at 9am',
      'America/Los_Angeles',
      ['0 16 1,30 6 ?'],
      /Read "a heads-up" on june 1 as every year's too/,
    ],
    ['every year on march 31 at 10am, and on march 1 at 10am', 'UTC', ['0 10 1,31 3 ?'], /"march 1" as every year's/],
  ])('"%s" in %s', (phrase, zone, fields, note) => {
    const r = dated(phrase, zone);
    if ('refused' in r) throw new Error(`${phrase}: refused: ${r.refused}`);
    expect(r.fields).toEqual(fields);
    expect(r.from).toBeNull();
    expect(r.until).toBeNull();
    expect(r.notes).toMatch(note);
  });

  it.each([
    // another time: two rules, not one
    ['every year on june 30 at 9am, with a heads-up on june 1 at 10am', 'UTC', /june 1|twice/],
    // the second date says which year, or once
    ['every year on june 30 at 9am, and on june 1 2027 at 9am', 'UTC', /june 1/],
    ['every year on june 30 at 9am, and once on june 1 at 9am', 'UTC', /june 1|twice/],
    ['every year on june 30 at 9am, with a heads-up this june 1 at 9am', 'UTC', /june 1/],
    // a correction or an old date, not a second run
    ['every year on june 30 at 9am, was on june 1 at 9am', 'UTC', /june/],
    ['every year on june 30 at 9am, or on june 1 at 9am', 'UTC', /june/],
    // no yearly rule before: once or every year, as before
    ['every monday at 9am, and on june 1 at 9am', 'UTC', /june 1/],
  ])('refuses "%s"', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('runs in the small hours of the night after each date said', () => {
  it.each([
    [
      'Melbourne shows thu 11 and fri 12 june: load out at 1am the night after each show',
      'Australia/Melbourne',
      ['0 15 11,12 6 ?'],
      '2026-06-11',
      '2026-06-13',
      /Read "the night after each show" as the small hours after each date said: June 12, 2026; June 13, 2026/,
    ],
    [
      'gig sat 7 feb: load out at 01:30 the night after',
      'UTC',
      ['30 1 8 2 ?'],
      '2026-02-08',
      '2026-02-08',
      /February 8, 2026/,
    ],
    // dates without their weekday or year stay so: near each other and soon, once
    [
      'shows feb 4 and feb 5: load out at 1am the night after each show',
      'UTC',
      ['0 1 5,6 2 ?'],
      '2026-02-05',
      '2026-02-06',
      /the small hours after each date said/,
    ],
  ])('"%s" in %s', (phrase, zone, fields, from, until, note) => reads(phrase, zone, fields, from, until, note));

  it.each([
    // a weekday that is not the date's (June 11, 2026 is a Thursday)
    ['shows fri 11 and sat 12 june: load out at 1am the night after each show', 'UTC', /june/],
    // clocks of the evening, or on both sides of midnight, or a bare hour
    ['shows feb 4 and feb 5: load out at 11pm the night after each show', 'UTC', /feb 4/],
    ['shows feb 4 and feb 5: load out at 11pm and 1am the night after each show', 'UTC', /feb 4/],
    ['shows feb 4 and feb 5: load out at 1 the night after each show', 'UTC', /feb 4/],
    // one date pinned, the other not
    ['shows sat 7 feb and feb 14: load out at 1am the night after each show', 'UTC', /feb/],
    // days of a rule, not dates
    ['every friday: load out at 1am the night after each show', 'UTC', /could not read|night/],
  ])('refuses "%s"', (phrase, zone, why) => refuses(phrase, zone, why));
});
