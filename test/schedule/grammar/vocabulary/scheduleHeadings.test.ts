import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"sched:", "crew scheduling:": a heading set off, whose schedule follows', () => {
  it.each([
    [
      'ops sched: roster publish the 15th of each month at 0900Z',
      ['0 9 15 * ?'],
      /"ops sched" as the job's name.*"roster publish" as the job's name/,
    ],
    ['sched: standby list every day at 1645 local', ['45 1 * * ?'], /"sched" as the job's name/],
    [
      'crew scheduling: bid optimiser at 0300 and 1500 Halifax time',
      ['0 7,19 * * ?'],
      /"crew scheduling" as the job's name/,
    ],
  ])('"%s" reads', (phrase, fields, note) => {
    reads(phrase, 'America/Anchorage', fields, note);
  });

  it.each([
    // a word of time in the heading; a bare hour on a day of the week
    ['next sched: roster publish the 15th of each month at 0900Z', /could not read/],
    ['sched: roster publish fridays at 4', /could not read/],
  ])('"%s" is refused', (phrase, why) => {
    refuses(phrase, 'America/Anchorage', why);
  });
});

describe('"late opening:" last in a name set off: the times said plainly', () => {
  it('reads with a clock said plainly', () => {
    reads(
      'gallery late opening: guide briefing every last thursday at 6:15pm',
      'Europe/London',
      ['15 18 ? * 5L'],
      /"gallery late opening" as the job's name/,
    );
  });
  it.each([
    ['gallery late opening: guide briefing every last thursday at 6', /could not read/],
    ['late opening tomorrow: guide briefing every last thursday at 6:15pm', /"tomorrow" is a single day/],
  ])('"%s" is refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});

describe('short forms of a name: "mgmt", "met"', () => {
  it.each([
    [
      'facilities mgmt: chiller check every tuesday 7am',
      'America/New_York',
      ['0 12 ? * 3'],
      /"facilities mgmt: chiller check"/,
    ],
    [
      'ops: met obs briefing 0600 and 1800',
      'Europe/London',
      ['0 6,18 * * ?'],
      /"ops: met obs briefing" as the job's name/,
    ],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
  it('"MET" in capitals after the clocks is a zone\'s letters, refused', () => {
    refuses('met obs 0600 and 1800 MET', 'Europe/Berlin', /could not read/);
  });
});
