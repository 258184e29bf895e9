import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const VIE = 'Europe/Vienna';
const MEX = 'America/Mexico_City';
const PAR = 'Europe/Paris';

describe('a running period that ends on a movable feast is refused with that reason', () => {
  it.each([
    ['Liftbetrieb-Info täglich um 8:00 bis Ostern', VIE, /"ostern" falls on a different date each year/],
    ['daily 6pm snow report until easter', VIE, /"easter" falls on a different date each year/],
    ['diario 9:00 hasta Semana Santa', MEX, /"semana santa" falls on a different date each year/],
    ["tous les jours à 8h jusqu'à Pâques", PAR, /"pâques" falls on a different date each year/],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);

  it.each([
    // the feast's name in a job's name bounds nothing
    ['"Easter egg hunt" reminder daily 9am', VIE, ['0 8 * * ?'], /./],
    // a feast with a fixed date is read as before
    ['daily 15:00 until christmas', VIE, ['0 14 * * ?'], /until christmas/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);
});
