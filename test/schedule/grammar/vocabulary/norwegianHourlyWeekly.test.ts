import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const OSL = 'Europe/Oslo';
const CPH = 'Europe/Copenhagen';

describe('Norwegian and Danish "hver time", "hele døgnet", "ukentlig"/"ugentlig"', () => {
  it.each([
    ['temperaturlogg hver time, hele døgnet', OSL, ['0 * * * ?'], /"hver time" read as "every hour"/],
    ['pumpesjekk hver time døgnet rundt', CPH, ['0 * * * ?'], /"døgnet rundt" read as "around the clock"/],
    ['hver fredag kl. 23 — ukentlig rapport', OSL, ['0 22 ? * 6'], /"ukentlig" read as "weekly"/],
    ['ugentlig oprydning hver mandag kl. 6.30', CPH, ['30 5 ? * 2'], /"ugentlig" read as "weekly"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // weekly without a day, or against every day: which day?
    ['hver dag kl. 22 — ukentlig backup', OSL, /./],
    // every hour with one clock: an interval and a time of day
    ['hver time kl 8', OSL, /./],
    // a word that bounds the runs: unread
    ['hver time, hele døgnet, kun hverdager', OSL, /"kun" \(Danish\)/],
    ['hver time hele døgnet undtagen søndag', CPH, /\(Danish\)/],
  ])('%s [%s] is refused', (phrase, zone, reason) => refuses(phrase, zone, reason), 60_000);
});
