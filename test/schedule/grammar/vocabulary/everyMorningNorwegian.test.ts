import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const OSL = 'Europe/Oslo';
const CPH = 'Europe/Copenhagen';
const AMS = 'Europe/Amsterdam';

describe('Norwegian and Danish "hver morgen" (every morning): no Dutch "morgen" (tomorrow)', () => {
  it.each([
    ['hver morgen kl 07:15', OSL, ['15 6 * * ?'], /"hver morgen" read as "every morning"/],
    ['driftsmøte hver morgen kl. 08:30', CPH, ['30 7 * * ?'], /"hver morgen" read as "every morning"/],
    ['rigg: hver morgen kl 05:50 morgenmøte', OSL, ['50 4 * * ?'], /every morning/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // Dutch "morgen" alone is still tomorrow: one run
    ['morgen om 9:00', AMS, ['0 8 13 1 ?'], /"morgen" read as "tomorrow"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // words that bound the runs stay unread
    ['hver morgen kl 07:15 undtagen mandag', OSL, /./],
    ['hver morgen kl 07:15 kun i juni', OSL, /./],
    ['hver anden morgen kl 07:15', OSL, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
