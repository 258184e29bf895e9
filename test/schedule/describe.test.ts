import { describe, expect, it } from 'vitest';
import { describeFields, describeIntent, schedulePhrase } from '../../src/schedule/engine.js';

const NOW = Date.parse('2026-01-12T12:00:00Z');

function words(phrase: string, zone = 'UTC'): string {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(r.problem.message);
  return describeIntent(r.value.intent, r.value.firstRun);
}

describe('describeIntent: the intent in the person’s own terms', () => {
  it.each([
    ['every weekday 7pm Pacific', 'Every weekday at 7:00 PM Pacific Time'],
    ['weekends at 11pm', 'Every Saturday and Sunday at 11:00 PM UTC'],
    ['Mon, Wed and Fri at 9am and 5pm', 'Every Monday, Wednesday and Friday at 9:00 AM and 5:00 PM UTC'],
    ['on the 1st and 15th at noon', 'On the 1st and 15th of every month at 12:00 PM UTC'],
    ['the last weekday of the month at 9am', 'On the last weekday of every month at 9:00 AM UTC'],
    ['first Monday of every month at 8am', 'On the first Monday of every month at 8:00 AM UTC'],
    ['every 1st and 3rd Monday at 8am', 'On the first and third Monday of every month at 8:00 AM UTC'],
    ['every January 1st at 6am Tokyo', 'Every year on January 1 at 6:00 AM Japan Standard Time'],
    ['on the 15th of March and September at 9am', 'On the 15th of March and September at 9:00 AM UTC'],
    ['every 3 months on the 1st at 9am', 'On the 1st of every 3 months at 9:00 AM UTC'],
    ['every Monday in January at 9am', 'Every Monday in January at 9:00 AM UTC'],
    ['every 2 hours from 9am to 5pm on weekdays', 'Every 2 hours from 9:00 AM to 5:00 PM, every weekday UTC'],
    ['every hour at :20', 'Every hour at :20, every day UTC'],
    ['every day at 9am 10 times', 'Every day at 9:00 AM UTC, 10 times'],
  ])('%s', (phrase, want) => {
    expect(words(phrase)).toBe(want);
  });
});

describe('describeFields: UTC fields with Quartz weekday numbering', () => {
  it('reads 3-7 as Tuesday through Saturday (1 = Sunday)', () => {
    expect(describeFields({ minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' })).toBe(
      'At 03:00 AM, Tuesday through Saturday (UTC)',
    );
  });
  it('reads L and # forms', () => {
    expect(describeFields({ minute: '0', hour: '16', dayOfMonth: 'L', month: '*', dayOfWeek: '?' })).toMatch(
      /last day of the month/,
    );
    expect(describeFields({ minute: '0', hour: '16', dayOfMonth: '?', month: '*', dayOfWeek: '2#1' })).toMatch(
      /first Monday/,
    );
  });
});
