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
