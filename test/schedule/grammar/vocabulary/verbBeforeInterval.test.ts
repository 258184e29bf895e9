import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A verb of what the job does right before its interval, after the stretch it runs in (verbBeforeInterval.ts).
 * NOW: 2026-01-12 (London on GMT, Seoul +9).
 */
describe('"..., ping every 2h" after a stretch', () => {
  it.each([
    [
      'scrim block 13:00-19:00 KST, ping every 3h',
      'Asia/Seoul',
      ['0 4,7,10 * * ?'],
      /Read "ping" as what the job does/,
    ],
    [
      'lab 9am-5pm weekdays, ping every 2h',
      'Europe/London',
      ['0 9,11,13,15,17 ? * 2-6'],
      /"ping" as what the job does/,
    ],
    ['kiln firing 08:00-16:00, check every 30 min', 'Europe/London', ['0,30 8-15 * * ?', '0 16 * * ?'], /"check"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // whom between the verb and the interval
    ['lab 9am-5pm weekdays, ping them every 2h', 'Europe/London', /could not read/],
    // a single clock, no stretch: an interval beside a time of its own
    ['standup 9am, ping every 2h', 'Europe/London', /could not read/],
    // a word that could bound the runs
    ['lab 9am-5pm weekdays, ping until every 2h', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
