import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';

describe('Spanish "último día hábil de" months listed', () => {
  it.each([
    [
      'último día hábil de enero, abril, julio y octubre a las 17:00',
      MAD,
      ['0 16 LW 1/3 ?'],
      /read as "the last business day of january, april, july and october"/,
    ],
    ['cierre: último día hábil de febrero a las 12:00', MAD, ['0 11 LW 2 ?'], /"the last business day of february"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the next to last, the second: no such CRON field
    ['penúltimo día hábil de marzo a las 18:00', MAD, /could not read/],
    ['segundo día hábil de marzo a las 18:00', MAD, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
