import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"one-off:" said first: the rest read alone, on one date', () => {
  it.each([
    ['one-off: database failover drill tomorrow 4am', ['0 4 13 1 ?'], /"one-off:" as runs on one date only/],
    ['once: cache purge wed 14 jan 2026 at 10:15pm', ['15 22 14 1 ?'], /"once:" as runs on one date only/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });

  it.each([
    // the rest repeats: "one-off" and "every day" say different things
    ['one-off: database failover drill every day 4am', /./],
    ['one-off: database failover drill mondays 4am', /./],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});

describe('"once:" then runs a step apart: many runs, not one, refused', () => {
  it.each([['once: every 10 min on dec 5'], ['once: every hour tomorrow'], ['one-off: every 30 min fri 6 feb 2026']])(
    '"%s"',
    (phrase) => {
      refuses(phrase, 'America/Los_Angeles', /./);
    },
  );

  it('one run still reads', () =>
    reads(
      'once: server move sat feb 7 2026 6am',
      'America/Los_Angeles',
      ['0 14 7 2 ?'],
      /"once:" as runs on one date/,
    ));
});
