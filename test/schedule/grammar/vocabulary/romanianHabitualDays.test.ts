import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BUH = 'Europe/Bucharest';

describe('Romanian days with their article, working days and lists of 24-hour hours', () => {
  it.each([
    ['newsletter trimis joia la 17', BUH, ['0 15 ? * 5'], /"joia" read as "on thursdays"/],
    ['lunea la ora 9:30 ședință', BUH, ['30 7 ? * 2'], /"lunea" read as "on mondays"/],
    ['hrănirea animalelor în fiecare zi la 7 și la 19', BUH, ['0 5,17 * * ?'], /read as "at 07:00 and 19:00"/],
    ['în zilele lucrătoare la ora 8:15', BUH, ['15 6 ? * 2-6'], /"în zilele lucrătoare" read as "on weekdays"/],
    ['marțea la ora 10:00', BUH, ['0 8 ? * 3'], /"marțea" read as "on tuesdays"/],
    ['în fiecare zi lucrătoare la 14:00', BUH, ['0 12 ? * 2-6'], /read as "on weekdays"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // hours up to 12 in a list: which half of the day?
    ['în fiecare zi la 6 și la 9', BUH, /./],
    // a bare hour up to 12 on days of the week
    ['vinerea la 4', BUH, /./],
    ['joia la ora 5', BUH, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
