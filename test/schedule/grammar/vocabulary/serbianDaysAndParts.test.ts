import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BEG = 'Europe/Belgrade';

describe('Serbian days and an hour with its half of the day, read by the Croatian reader', () => {
  it.each([
    ['podsetnik svake srede u 7 ujutru', BEG, ['0 6 ? * 4'], /"u 7 ujutru" read as "at 7am"/],
    ['sastanak svakog ponedeljka u 9:30', BEG, ['30 8 ? * 2'], /"svakog ponedeljka" read as "every monday"/],
    ['sredom u 8 uveče', BEG, ['0 19 ? * 4'], /"u 8 uveče" read as "at 8pm"/],
    ['svaki dan u 6:30 ujutro', BEG, ['30 5 * * ?'], /"u 6:30 ujutro" read as "at 6:30am"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "nedelja" is Sunday and the week in Serbian
    ['svake nedelje u 9:00', BEG, /nedelje/],
    // the small hours and the morning's word said apart stay unread
    ['svaki dan u 2 ujutru', BEG, /ujutru/],
    ['svaki ponedeljak ujutru u 8', BEG, /ujutru/],
    // a word that changes the runs beside them
    ['svakog petka u 9 ujutru osim praznika', BEG, /osim/],
    // a bare hour on days of the week: which half?
    ['svake srede u 10', BEG, /./],
    ['sredom u 4 uveče', BEG, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
