import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { NOW, reads, refuses } from './read.js';

describe("'thats' without its apostrophe opens a restatement on the writer's clock as 'that's' does", () => {
  it.each([
    [
      'vendor call every tue 14:30 IST, thats 9am for us',
      'Europe/London',
      ['0 9 ? * 3'],
      /"thats 9am for us" holds now/,
    ],
    ['ops sync every wed 9am EST, thats 3pm for us', 'Europe/Paris', ['0 14 ? * 4'], /"thats 3pm for us"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the restatement does not hold: refused, saying what the time is there
    ['vendor call every tue 14:30 IST, thats 10am for us', 'Europe/London', /does not hold/],
    // a part of the day that does not hold
    ['vendor call every tue 14:30 IST, thats tuesday night for us', 'Europe/London', /does not hold/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('a restatement after a clock ("thu 10am Sydney, that\'s wed 23:00 UTC") is never a run or a name of its own', () => {
  it.each([
    ["thu 10am Sydney, that's wed 23:00 UTC"],
    ['thu 10am Sydney, thats wed 23:00 UTC'],
    ['thu 10am Sydney, which is wed 23:00 UTC'],
  ])('refuses %s', (phrase) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok ? r.value.schedules : r.problem.message).toMatch(/says the time again/);
  });

  it('reads the restatement the zone reader knows', () => {
    const r = schedulePhrase({ phrase: 'thu 10am Sydney, i.e. wed 23:00 UTC', defaultZone: 'UTC', now: NOW });
    expect(r.ok ? r.value.schedules.length : 'refused').toBe(1);
  });
});
