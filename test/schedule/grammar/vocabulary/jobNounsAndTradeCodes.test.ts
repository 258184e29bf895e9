import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * Words for a job last in its name, right before a day said alone (labels.ts JOB_NOUN): "reboot",
 * "bootcamp" are what is done or held, not a day's name ("patch tuesday"). "MOT" in capitals is the UK's vehicle test,
 * not a zone's letters nor a slip of "mon" (labels.ts TRADE_CAPITALS). NOW: Monday 2026-01-12 (London on GMT).
 */
describe('a job word last before a day, and a trade code in capitals', () => {
  it.each([
    [
      'label printer reboot sunday 3:30am',
      'Europe/London',
      ['30 3 ? * 1'],
      /Read "label printer reboot" as the job's name/,
    ],
    ['cache node reboot tuesday 02:15 UTC', 'Europe/Berlin', ['15 2 ? * 3'], /"cache node reboot"/],
    ['7am bootcamp tue thu', 'Europe/London', ['0 7 ? * 3,5'], /Read "bootcamp" as the job's name/],
    ['truck MOT reminder on the 5th of each month 8am', 'Europe/London', ['0 8 5 * ?'], /"truck mot reminder"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a bare hour on a day stays refused, whatever the name
    ['label printer reboot sunday at 3', 'Europe/London', /./],
    // a deadline on a day said once could be the coming one only (no job word: "deadline")
    ['editing deadline sunday 10pm', 'America/Toronto', /./],
    // a day's name held by a name
    ['patch tuesday 10pm', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
