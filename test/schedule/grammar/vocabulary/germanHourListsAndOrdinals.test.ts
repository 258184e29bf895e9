import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BER = 'Europe/Berlin';
const VIE = 'Europe/Vienna';

describe('German hours listed before one "Uhr", and "1. Samstag im Monat" without "jeden"', () => {
  it.each([
    [
      'Fütterung 7, 12 und 18 Uhr, jeden Tag',
      BER,
      ['0 6,11,17 * * ?'],
      /"7, 12 und 18 Uhr" read as "07:00, 12:00 and 18:00"/,
    ],
    [
      'Kontrollgang 8, 13, 17 und 21 Uhr täglich',
      BER,
      ['0 7,12,16,20 * * ?'],
      /read as "08:00, 13:00, 16:00|read as "08:00, 13:00, 17:00 and 21:00"/,
    ],
    ['Chorprobe 2. Dienstag im Monat 19 Uhr', VIE, ['0 18 ? * 3#2'], /"2\." read as "2nd"/],
    ['Vorstandssitzung 3. Donnerstag des Monats 18:30', VIE, ['30 17 ? * 5#3'], /"3\." read as "3rd"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an ordinal dot before a day with no month after it: the 2nd of what?
    ['Probe 2. Dienstag 19 Uhr', VIE, /./],
    // a list whose last hour has no "Uhr": hours, or counts?
    ['Fütterung 7, 12 und 18, jeden Tag', BER, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
