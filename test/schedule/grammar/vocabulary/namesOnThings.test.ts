import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('what a job named first works on, after "on" (leadingNames.ts)', () => {
  it.each([
    ['stock check on aisle 7 every monday 8am', ['0 8 ? * 2'], /"stock check on aisle 7" as the job's name/],
    ['backup on prod db every 6 hours', ['0 0/6 * * ?'], /"backup on prod db" as the job's name/],
    ['disk sweep on build agents daily 03:00', ['0 3 * * ?'], /"disk sweep on build agents"/],
    ['queue purge on stale orders every 10 mins', ['0/10 * * * ?'], /"queue purge on stale orders"/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // "on" before words of when stays the schedule's
    ['payroll on business days 9am', ['0 9 ? * 2-6'], /"payroll" as the job's name/],
    ['review on friday 9am', ['0 9 ? * 6'], /"review" as the job's name/],
  ])('%s keeps "on" as the schedule\'s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([['report on alternate mondays 9am'], ['bay check on ward 4 at 9']])('refuses %s', (phrase) =>
    refuses(phrase, 'UTC', /./),
  );
});

describe('"weekend" in a name said first, at the weekend or its edges', () => {
  it.each([
    ['weekend rota handover fri 17:00', ['0 17 ? * 6'], /"weekend rota handover".*\("weekend"\) agree/],
    ['weekend pager handoff mon 07:30', ['30 7 ? * 2'], /"weekend pager handoff"/],
    ['weekend brunch post sat 10am', ['0 10 ? * 7'], /weekend/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // a Friday morning, a Monday afternoon, a weekday: not the weekend's
    ['weekend rota handover fri 9am'],
    ['weekend rota handover mon 3pm'],
    ['weekend report tue 9am'],
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});
