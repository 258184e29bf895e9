import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a time restated on another clock, in brackets, on days of the week or one weekday of the month', () => {
  it.each([
    [
      "release sync 2nd tuesday 16:00 UTC (that's 8am for me in SF)",
      'America/Los_Angeles',
      ['0 16 ? * 3#2'],
      /"that's 8am for me in SF" holds now/,
    ],
    ['APAC review fri 9am Tokyo (= fri 00:00 UTC)', 'Europe/Berlin', ['0 0 ? * 6'], /"= fri 00:00 UTC" checked/],
    ["town hall last friday 17:00 UTC (that's 9am for me in SF)", 'America/Los_Angeles', ['0 17 ? * 6L'], /holds now/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the restatement does not hold
    ['APAC review fri 9am Tokyo (= thu 23:00 UTC)', 'Europe/Berlin', /does not hold/],
    ["release sync 2nd tuesday 16:00 UTC (that's 9am for me in SF)", 'America/Los_Angeles', /does not hold/],
    // no days said outside the restatement: every day?
    ["sync 16:00 UTC (that's 8am for me in SF)", 'America/Los_Angeles', /./],
    // the bracket holds more than the restatement
    ["release sync 2nd tuesday 16:00 UTC (that's 8am for me in SF, or 9 in summer)", 'America/Los_Angeles', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
