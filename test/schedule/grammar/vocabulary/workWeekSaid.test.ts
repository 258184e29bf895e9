import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a work week said, with a rule of no days of its own', () => {
  it.each([
    [
      'Riyadh desk: our work week is sun-thu, briefing 8:45 Riyadh time',
      'Europe/London',
      ['45 5 ? * 1-5'],
      /"our work week is sun-thu" read as the days of the runs/,
    ],
    ['their working week is mon to sat; reminder 07:30 UTC', 'Europe/London', ['30 7 ? * 2-7'], /working week/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // days said in the rule too
    ['their work week is sat-wed, reminder fridays 9:00', 'Asia/Dubai', /./],
    ['their work week is sat-wed, reminder daily 9:00', 'Asia/Dubai', /./],
    // no days in the week said
    ['their work week is short, reminder 9:00', 'Asia/Dubai', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
