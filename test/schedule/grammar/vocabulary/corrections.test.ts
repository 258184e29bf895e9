import { describe, expect, it } from 'vitest';
import { readRules } from '../../../../src/schedule/grammar/rules.js';
import type { LocalIntent } from '../../../../src/schedule/intent.js';
import type { ScheduleProblem } from '../../../../src/schedule/problem.js';
import { hm, NOW } from './read.js';

function rule(phrase: string, zone: string): LocalIntent {
  const r = readRules(phrase, { now: NOW, defaultZone: zone });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.code}: ${r.problem.message}`);
  expect(r.value).toHaveLength(1);
  return r.value[0] as LocalIntent;
}

function refusal(phrase: string, zone = 'UTC'): ScheduleProblem {
  const r = readRules(phrase, { now: NOW, defaultZone: zone });
  if (r.ok) throw new Error(`${phrase}: expected a refusal, got ${JSON.stringify(r.value)}`);
  expect(r.problem.hint.length).toBeGreaterThan(0);
  return r.problem;
}

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
const EVERY_DAY = { kind: 'every-day' };
const on = (...days: number[]) => ({ kind: 'weekdays', days });

describe('a correction in the message replaces what it corrects, of the same kind', () => {
  it.each([
    // a time replaces the times
    [
      'every monday 9am, no wait, 10am',
      'America/New_York',
      on(2),
      [hm(10)],
      'America/New_York',
      /"no wait, 10am".*10:00 AM instead of 9:00 AM/,
    ],
    [
      'daily at 8 — sorry, 8:30',
      'Europe/London',
      EVERY_DAY,
      [hm(8, 30)],
      'Europe/London',
      /"sorry, 8:30".*8:30 AM instead of 8:00 AM/,
    ],
    [
      'every weekday 9am *edit: 9:30am',
      'America/Toronto',
      WEEKDAYS,
      [hm(9, 30)],
      'America/Toronto',
      /9:30 AM instead of 9:00 AM/,
    ],
    ['every friday 4pm scratch that 3pm', 'America/Denver', on(6), [hm(15)], 'America/Denver', /"scratch that 3pm"/],
    [
      'every thursday 11am. oops, I meant 11pm',
      'America/Los_Angeles',
      on(5),
      [hm(23)],
      'America/Los_Angeles',
      /11:00 PM instead of 11:00 AM/,
    ],
    ['mon-fri 7:00 er 7:15', 'Asia/Kolkata', WEEKDAYS, [hm(7, 15)], 'Asia/Kolkata', /"er 7:15"/],
    ['every monday at 9, wait, 10', 'UTC', on(2), [hm(10)], 'UTC', /10:00 AM instead of 9:00 AM/],
    ['every monday 9am no wait 10am no wait 11am', 'UTC', on(2), [hm(11)], 'UTC', /11:00 AM instead of 10:00 AM/],
    ['every day at 9am, or rather 9:15', 'UTC', EVERY_DAY, [hm(9, 15)], 'UTC', /"or rather 9:15"/],
    // a day rule replaces the days, the time kept
    [
      'tuesdays at 2pm (actually make that wednesdays)',
      'America/Chicago',
      on(4),
      [hm(14)],
      'America/Chicago',
      /Wednesday instead of Tuesday/,
    ],
    [
      'every sunday at 11 sorry I meant saturday',
      'Asia/Hong_Kong',
      on(7),
      [hm(11)],
      'Asia/Hong_Kong',
      /Saturday instead of Sunday/,
    ],
    [
      'weekly on tuesdays at 10. wait no, thursdays. yeah thursdays at 10',
      'Europe/Paris',
      on(5),
      [hm(10)],
      'Europe/Paris',
      /Thursday instead of Tuesday/,
    ],
    [
      'every monday 9am, no wait, tuesday 10am',
      'UTC',
      on(3),
      [hm(10)],
      'UTC',
      /10:00 AM instead of 9:00 AM; Tuesday instead of Monday/,
    ],
    // a zone said with the correction
    [
      'at 7 PM — I mean 19:00 Lisbon time — every day',
      'Europe/London',
      EVERY_DAY,
      [hm(19)],
      'Europe/Lisbon',
      /7:00 PM, as before/,
    ],
    [
      'every day at 6pm, correction: 6pm Eastern not Pacific',
      'America/Los_Angeles',
      EVERY_DAY,
      [hm(18)],
      'America/New_York',
      /"not pacific" as not that zone/,
    ],
    // "not ..." and "scratch the ..." take out or deny
    [
      'twice a day 9 and 21, scratch the 21',
      'Europe/Stockholm',
      EVERY_DAY,
      [hm(9)],
      'Europe/Stockholm',
      /taking 9:00 PM out.*"twice a day"/,
    ],
    [
      '1st of the month at 9 (not the 2nd like last time)',
      'America/New_York',
      { kind: 'month-days', days: [1] },
      [hm(9)],
      'America/New_York',
      /not day 2 of the month/,
    ],
    [
      "every weekday at 8:00 (8:00 my time, not the server's)",
      'America/Chicago',
      WEEKDAYS,
      [hm(8)],
      'America/Chicago',
      /not being the server's.*America\/Chicago/,
    ],
    [
      'hmm not 9, do 9:45 on weekdays',
      'Europe/London',
      WEEKDAYS,
      [hm(9, 45)],
      'Europe/London',
      /"not 9" as not 9:00 AM/,
    ],
    ['mon, wed and fri at 9, scratch wed', 'UTC', on(2, 6), [hm(9)], 'UTC', /taking Wednesday out/],
    // "cancel that": only what follows is the schedule
    [
      'cancel that and do every day 7am instead',
      'Europe/Berlin',
      EVERY_DAY,
      [hm(7)],
      'Europe/Berlin',
      /"cancel that" as setting aside/,
    ],
    // "..., 10am instead", "make it", "make that"
    [
      'every day at 9am, 10am instead',
      'UTC',
      EVERY_DAY,
      [hm(10)],
      'UTC',
      /"10am instead" as a correction: 10:00 AM instead of 9:00 AM/,
    ],
    ['every monday 9am, make it 10am', 'UTC', on(2), [hm(10)], 'UTC', /"make it 10am" as a correction/],
    ['every day at 9am - make it 10am instead', 'UTC', EVERY_DAY, [hm(10)], 'UTC', /10:00 AM instead of 9:00 AM/],
    ['every day at 9am, make that 9:30 please', 'UTC', EVERY_DAY, [hm(9, 30)], 'UTC', /9:30 AM instead of 9:00 AM/],
    ['cancel that, and do every day 7am instead', 'UTC', EVERY_DAY, [hm(7)], 'UTC', /"cancel that" as setting aside/],
    // "uh" between two times is a correction, not filler; elsewhere it still is
    [
      'mon-fri 7:00 uh 7:15',
      'UTC',
      WEEKDAYS,
      [hm(7, 15)],
      'UTC',
      /"uh 7:15" as a correction: 7:15 AM instead of 7:00 AM/,
    ],
    // a whole schedule after the words, with nothing before them: it corrects an earlier message
    [
      'no wait, every monday at 10am',
      'UTC',
      on(2),
      [hm(10)],
      'UTC',
      /"no wait" as correcting what was said before this message/,
    ],
    // "sorry" and "er" with no correction after them are politeness and a pause
    ['every day at 9am, sorry', 'UTC', EVERY_DAY, [hm(9)], 'UTC', /"sorry" read as politeness/],
    ['every monday er at 9am', 'UTC', on(2), [hm(9)], 'UTC', /"er" read as a pause/],
  ])('"%s" (%s)', (phrase, zone, days, times, zoneName, note) => {
    const r = rule(phrase, zone);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual(times);
    expect(r.zone.name).toBe(zoneName);
    expect(r.assumptions.join(' ')).toMatch(note);
  });

  it('an interval replaces the interval, its window kept', () => {
    const r = rule('every 15 min — no, every 30', 'America/Chicago');
    expect(r.interval).toMatchObject({ unit: 'minute', every: 30 });
    expect(r.assumptions.join(' ')).toMatch(/"no, every 30".*every 30 minutes instead of every 15 minutes/);
    const w = rule('every hour from 9 to 5, no wait, every 2 hours', 'UTC');
    expect(w.interval).toMatchObject({ unit: 'hour', every: 2, window: { from: hm(9), to: hm(17) } });
  });

  it.each([
    // nothing of that kind said before
    ['every 15 min, no wait, 9am', /"no wait, 9am".*nothing of that kind/],
    // which half of the day a bare hour is in, after an evening time
    ['every monday 9pm, no wait, 10', /morning or the evening/],
    ['every evening at 7, sorry 8', /morning or the evening/],
    // adds rather than replaces
    ['every monday 9am, sorry, and fridays', /adds to the schedule/],
    ['every monday 9am, sorry, 10am too', /adds to the schedule/],
    // nothing after it, or nothing before it in the message
    ['every friday 4pm scratch that', /nothing follows it/],
    ['cancel that', /nothing follows it/],
    ['cancel that and do 7am instead', /not a schedule of its own/],
    ['actually make it 8:30', /nothing before it says what it corrects/],
    ['no wait, 8:30', /nothing before it says what it corrects/],
    // a denial of the only zone, or of days a rule cannot lose that way
    ['every day at 6pm, not central', /the only zone/],
    ['every day at 6pm Pacific, correction: not Pacific', /nothing follows it/],
    ['every day at 9am, scratch the 2nd', /cannot lose that way/],
    ['actually make that wednesdays', /nothing before it says what it corrects/],
    ['every monday 9pm, make it 10', /morning or the evening/],
    ['every monday 9pm um 10', /morning or the evening/],
    // words that look alike but are not a correction stay refused
    ['sorry to bother you, every monday at 9am', /sorry to bother/],
    ['do not run every friday at 9am', /not/],
    ['no, the other one', /no|other/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusal(phrase, 'America/Chicago').message).toMatch(words);
  });

  it.each([
    'nightly at 22:00, but fridays at 18:00 instead',
    'every day at 9am, weekends at 10am instead',
    'daily 7am; weekends 9am instead',
    'weekdays at 9am, make it 10am on fridays',
    'can you make it every monday at 9am',
    'umm every monday at 9am I guess',
    'every monday uh at 9am',
  ])('leaves "%s" to the other readings (days with "instead", "make it" as a request)', (phrase) => {
    const r = readRules(phrase, { now: NOW, defaultZone: 'UTC' });
    if (r.ok) expect(r.value.every((x) => !x.assumptions.some((a) => /as a correction/.test(a)))).toBe(true);
  });
});

describe('a correction with fewer times than were said', () => {
  it.each([['every day at 9am and 5pm, sorry, 10am'], ['mon-fri 9am and 5pm, make it 10am']])(
    'refuses "%s": in place of which?',
    (phrase) => {
      const r = readRules(phrase, { now: NOW, defaultZone: 'UTC' });
      expect(r.ok ? 'read' : r.problem.message).toMatch(/fewer times than were said/);
    },
  );
});
