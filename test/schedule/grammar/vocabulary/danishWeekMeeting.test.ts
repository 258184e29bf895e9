import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const CPH = 'Europe/Copenhagen';

describe('Danish "ugemøde" (the week\'s meeting) said last is the meeting\'s name, no word of weeks', () => {
  it.each([
    ['hver tirsdag kl. 10.30 ugemøde', CPH, ['30 9 ? * 3'], /Set "ugemøde" aside/],
    ['hver onsdag kl 14 ugemøde', CPH, ['0 13 ? * 4'], /"hver onsdag" read as "every wednesday"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // weeks themselves still change the runs
    ['hver tirsdag kl. 10.30 hver anden uge', CPH, /\(Danish\)/],
    ['hver tirsdag kl. 10.30 ugemøde i ulige uger', CPH, /\(Danish\)/],
    ['hver mandag kl. 9 ugemøde ugen efter', CPH, /"ugen" \(Danish\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
