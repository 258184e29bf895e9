import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a job named after its whole schedule, set off by a dash between spaces (nameAfterDash.ts)', () => {
  it.each([
    [
      '7:30am weekdays - Hand Hygiene Audit (Ward C)',
      ['30 7 ? * 2-6'],
      /"Hand Hygiene Audit \(Ward C\)" as the job's name/,
    ],
    ['0900 every mon - weekly kickoff', ['0 9 ? * 2'], /kickoff/],
    ['sat & sun 22:00 - gate lock-up', ['0 22 ? * 1,7'], /"gate lock-up" as the job's name/],
    ['every year on april 6 at 8am - new tax year notice', ['0 8 6 4 ?'], /"new tax year notice"/],
    ['tue and thu 4:15pm – pool cleaning', ['15 16 ? * 3,5'], /pool cleaning/],
    ['every day 06:00 — daily standup notes', ['0 6 * * ?'], /standup notes/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // a word of when in the name that the schedule does not restate
    ['every day 9am - weekly sync'],
    ['every monday 9am - year planning'],
    ['daily 8am - holiday rota'],
    // a second clock or a range is no name
    ['9am - 5pm'],
    ['mon 9am - tuesday review'],
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});

describe('a frequency first in a name set off, restated by the schedule', () => {
  it.each([
    ['daily standup: 9am weekdays', ['0 9 ? * 2-6'], /"daily standup" as the job's name/],
    ['weekly wrap - 1730 every fri', ['30 17 ? * 6'], /wrap/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));
  it.each([['weekly wrap: 1730 daily'], ['daily digest - every monday 8am']])('refuses %s', (phrase) =>
    refuses(phrase, 'UTC', /./),
  );
});
