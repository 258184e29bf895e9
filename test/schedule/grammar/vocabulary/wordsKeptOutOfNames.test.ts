import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('words of how often, of when or of a last one are never a name or a task', () => {
  it.each([
    // Hindi: twice, early, sometimes
    ['har somvar subah 10 baje do baar yaad dilana', 'Asia/Kolkata'],
    ['roz subah 9 baje jaldi yaad dilana', 'Asia/Kolkata'],
    ['kabhi kabhi pump chalu karna', 'Asia/Kolkata'],
    // Indonesian: monthly beside weekly
    ['laporan mingguan dan bulanan jam 9 senin', 'Asia/Jakarta'],
    // German: during
    ['pills 8:00, während 20:00', 'Europe/Berlin'],
    // a final one is no weekly run
    ['final rehearsal saturday 10am', 'UTC'],
    ['final standup friday 5pm', 'UTC'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /./));

  it.each([
    ['har somvar subah 10 baje team meeting yaad dilana', 'Asia/Kolkata', ['30 4 ? * 2'], /remind me of team meeting/],
    ['EOFY: final payroll check 30 june 17:00', 'Australia/Sydney', ['0 7 30 6 ?'], /every year on the date said/],
  ])('%s reads', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});

describe('clocks of one day', () => {
  it.each([
    // a list of four-digit clocks after a date
    ['on 3 dec, 0930 and 1400', 'Europe/London', ['30 9 3 12 ?', '0 14 3 12 ?'], /one day to run on/],
    // "once" with several times on its day: each time, that day
    [
      'once on dec 3 at 9:30, 12:00 and 14:00',
      'Europe/London',
      ['30 9 3 12 ?', '0 12,14 3 12 ?'],
      /runs at each time said/,
    ],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});

describe('one time on two clocks: the same day on both, or the days said are one clock’s', () => {
  it.each([
    ['every monday 23:00 UTC and 8:00 Tokyo', 'UTC'],
    ['every monday 23:00 UTC / 8:00 Tokyo', 'UTC'],
    ['1st of the month 23:00 UTC / 8:00 Tokyo', 'UTC'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /./));
  it.each([
    ['daily 23:00 UTC / 8:00 Tokyo', 'UTC', ['0 23 * * ?']],
    ['every monday 7:00 Yangon and 9:30 Tokyo', 'UTC', ['30 0 ? * 2']],
  ])('%s reads once', (phrase, zone, fields) => reads(phrase, zone, fields, /same time as/));
});
