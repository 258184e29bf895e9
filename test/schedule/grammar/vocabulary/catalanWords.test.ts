import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';

describe('words of when in Catalan, read as the English they stand for', () => {
  it.each([
    // every day, a clock in each half of the day by its part ("del matí", "del vespre"), joined by "i"
    ['cada dia a les 7 del matí i a les 9 del vespre', MAD, ['0 6,20 * * ?'], /"a les 9 del vespre" read as "at 9pm"/],
    ['tots els dies a les 6 de la tarda', MAD, ['0 17 * * ?'], /"tots els dies" read as "every day"/],
    // a night's clock on the 24-hour clock, after a task whose "la" is the article ("netejar la cuina": no LA, no China)
    ['netejar la cuina cada nit a les 23:30', MAD, ['30 22 * * ?'], /Read "netejar la cuina" as the job's name/],
    // days: "cada", the plural article "els", a range, a list
    ['reunió de socis cada dijous a les 11 del matí', MAD, ['0 10 ? * 5'], /"cada dijous" read as "every thursday"/],
    ['els dissabtes a les 10 del matí', MAD, ['0 9 ? * 7'], /"els dissabtes" read as "every saturday"/],
    ['de dilluns a divendres a les 7:45', MAD, ['45 6 ? * 2-6'], /read as "monday to friday"/],
    ['cada dilluns i dijous a les 18:00', MAD, ['0 17 ? * 2,5'], /"dijous" read as "thursday"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a bare hour on days of the week: 4 AM or 4 PM?
    ['cada dimarts a les 4', MAD, /could be 4 AM or 4 PM/],
    // the midnight that starts the day or ends it?; the small hours, or the evening?
    ['cada dia a les 12 de la nit', MAD, /could not read/],
    ['cada dia a les 3 de la nit', MAD, /could not read/],
    // "5 del vespre": the evening holds no 5
    ['cada dia a les 5 del vespre', MAD, /could not read/],
    // "el dimarts": one Tuesday, or every one?
    ['el dimarts a les 10 del matí', MAD, /could not read/],
    // "a les 9 i 15": 9:15, or 9:00 and 15:00?
    ['cada dia a les 9 i 15', MAD, /could not read/],
  ])('%s (%s) stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
