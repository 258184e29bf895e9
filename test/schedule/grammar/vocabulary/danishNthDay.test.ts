import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const CPH = 'Europe/Copenhagen';
const OSL = 'Europe/Oslo';

describe('Danish and Norwegian "hver første", "hver sidste" before a day: that day of every month', () => {
  it.each([
    [
      'styremøte hver første tirsdag kl 19.00',
      OSL,
      ['0 18 ? * 3#1'],
      /"hver første tirsdag" read as "the first tuesday of every month"/,
    ],
    ['hver første mandag i måneden kl. 10.30', CPH, ['30 9 ? * 2#1'], /read as "the first monday of every month"/],
    ['lønkørsel hver sidste torsdag kl 12.00', CPH, ['0 11 ? * 5L'], /read as "the last thursday of every month"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "hver anden", "hver andre": the second, or every other? unread
    ['hver andre onsdag kl 18.00', OSL, /./],
    // "første" without "hver": which month's first? unread
    ['første fredag kl 9.00', CPH, /./],
    // "måneden" not after the day it belongs to stays a word that changes the runs
    ['hver onsdag kl 18.00 i måneden', OSL, /"måneden" \(Danish\)/],
    ['hver første mandag kl 9.00 undtagen i juli', CPH, /"undtagen" \(Danish\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
