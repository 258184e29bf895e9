import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BER = 'Europe/Berlin';
const VIE = 'Europe/Vienna';

describe('German "montags bis freitags": the days of the week from one to the other', () => {
  it.each([
    ['dienstags bis samstags um 9:15', BER, ['15 8 ? * 3-7'], /"dienstags bis samstags" read as "tuesday to saturday"/],
    ['Praxis: Erinnerung montags bis donnerstags 17 Uhr', VIE, ['0 16 ? * 2-5'], /"montags bis donnerstags"/],
    ['mittwochs bis sonntags um 11:00', BER, ['0 10 ? * 1,4-7'], /"wednesday to sunday"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a bound or an exception said after the days stays unread
    ['montags bis freitags um 9:15, nur im Sommer', BER, /./],
    ['montags bis freitags um 9:15 außer an Feiertagen morgen', BER, /./],
    // no clock: no run
    ['montags bis freitags', BER, /./],
    // a bare hour ("um 4") on the days of the week: which half of the day?
    ['montags bis freitags um 4', BER, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
