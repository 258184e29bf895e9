import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const WAW = 'Europe/Warsaw';

describe('Polish short days ("pon-pt", "pon, śr, pt") and names with Polish letters', () => {
  it.each([
    ['pon-pt 7:30', WAW, ['30 6 ? * 2-6'], /"pon-pt" read as "mon-fri"/],
    ['pn.-pt. 8:00', WAW, ['0 7 ? * 2-6'], /"pn.-pt." read as "mon-fri"/],
    ['pon, śr, pt 9:00', WAW, ['0 8 ? * 2/2'], /read as "mon, wed and fri"/],
    ['wt i czw o 18:00', WAW, ['0 17 ? * 3,5'], /"wt i czw" read as "tue and thu"/],
    ['przypomnienie pon–pt o 16', WAW, ['0 15 ? * 2-6'], /"pon-pt" read as "mon-fri"/],
    ['magazyn: przypomnienie o dostawie pon-pt 10:00', WAW, ['0 9 ? * 2-6'], /as the job's name/],
    ['księgowość: raport wpłat pon, śr, pt 9:00', WAW, ['0 8 ? * 2/2'], /as the job's name/],
    ['sklep: wysyłka zamówień pn-sb 12:00', WAW, ['0 11 ? * 2-7'], /as the job's name/],
  ])('%s (%s)', (phrase, zone, want, note) => reads(phrase, zone, want, note));

  it.each([
    // the same day twice; a short day alone (Monday, or a name?)
    ['pt-pt 9:00', WAW],
    ['pon 9:00', WAW],
  ])('refuses %s (%s)', (phrase, zone) => refuses(phrase, zone, /./));
});
