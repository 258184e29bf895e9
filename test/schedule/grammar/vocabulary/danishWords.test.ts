import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const CPH = 'Europe/Copenhagen';
const OSL = 'Europe/Oslo';

describe('words of when in Danish (and Norwegian), read as the English they stand for', () => {
  it.each([
    // "hver" before a day; "kl", "klokken" before a clock
    ['hver onsdag kl 19:30', CPH, ['30 18 ? * 4'], /"hver onsdag" read as "every wednesday"/],
    ['varmepumpe eftersyn hver fredag kl 7', CPH, ['0 6 ? * 6'], /"kl 7" read as "at 7"/],
    ['hver dag klokken 21', CPH, ['0 20 * * ?'], /"klokken 21" read as "at 21:00"/],
    ['hver tirsdag og fredag kl 06:15', CPH, ['15 5 ? * 3,6'], /"og" read as "and"/],
    // weekdays; "halv otte": 7:30, half before eight; "kvart over syv": 7:15
    ['halv otte på hverdage', CPH, ['30 6 ? * 2-6'], /"halv otte" read as "7:30"/],
    ['kvart over syv hver dag', OSL, ['15 6 * * ?'], /"kvart over syv" read as "7:15"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // words that negate, bound or move the runs, unread: refused, never a name
    ['hver mandag kl 8 undtagen i juli', CPH, /"undtagen" \(Danish\)/],
    ['hver anden fredag kl 16', CPH, /"anden" \(Danish\)/],
    ['hver torsdag kl 18, ikke i december', CPH, /"ikke" \(Danish\)/],
    ['møde hver onsdag kl 10, kun i lige uger', CPH, /"kun" \(Danish\)/],
    // "halv tre": 2:30 or 14:30?
    ['halv tre hver mandag', CPH, /no time of day/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('"hver morgen", "hver aften", "hver nat" with a clock that does not fit that part of the day stay unread', () => {
  it.each([
    ['hver morgen kl 7', OSL, ['0 6 * * ?'], /"hver morgen" read as "every morning"/],
    ['hver morgen kl. 7:30', OSL, ['30 6 * * ?'], /"hver morgen" read as "every morning"/],
    ['hver aften kl 20', OSL, ['0 19 * * ?'], /"hver aften" read as "every evening"/],
    ['hver nat kl 2', CPH, ['0 1 * * ?'], /"hver nat" read as "every night"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // noon or midnight? and a morning at 19:00 is none
    ['hver morgen kl 12', OSL, /./],
    ['hver morgen kl 12:30', OSL, /./],
    ['hver morgen kl 19', OSL, /./],
    ['hver aften kl 13', OSL, /./],
    ['hver nat kl 14', CPH, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
