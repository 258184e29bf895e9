import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('rules of their own names: a later one on some of the earlier days is more runs', () => {
  it.each([
    [
      'nightly build 01:00 UTC, smoke tests 09:00 UTC weekdays',
      'Europe/London',
      ['0 1 * * ?', '0 9 ? * 2-6'],
      /"smoke tests 09:00 utc weekdays" read as more runs, of a job of its own \("smoke tests"\)/,
    ],
    ['compile 02:00 daily, deploy 10:00 mon-fri', 'UTC', ['0 2 * * ?', '0 10 ? * 2-6'], /job of its own \("deploy"\)/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // no names: in place of the earlier runs on those days, or more?
    ['0600 daily, 0700 weekends', 'UTC', /falls on days of an earlier rule/],
    // a word that may move the runs
    ['compile 02:00 daily, later 10:00 mon-fri', 'UTC', /./],
    ['office open 09:00 daily, half day 13:00 fridays', 'UTC', /./],
    // only one of the two named
    ['compile 02:00 daily, 10:00 mon-fri', 'UTC', /falls on days of an earlier rule/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
