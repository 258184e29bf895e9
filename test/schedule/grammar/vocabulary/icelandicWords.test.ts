import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const REK = 'Atlantic/Reykjavik';

describe('words of when in Icelandic, read as the English they stand for', () => {
  it.each([
    ['kór: æfing alla miðvikudaga kl. 19:30', REK, ['30 19 ? * 4'], /"alla miðvikudaga" read as "every wednesday"/],
    ['skýrsla alla virka daga kl 8:15', REK, ['15 8 ? * 2-6'], /"alla virka daga" read as "on weekdays"/],
    ['afritun alla daga klukkan 23', REK, ['0 23 * * ?'], /"alla daga" read as "every day"/],
    ['ræsting alla mánudaga og föstudaga kl. 17:00', REK, ['0 17 ? * 2,6'], /read as "every monday and friday"/],
    ['söltun alla daga kl. 5:30 í janúar og febrúar', REK, ['30 5 * 1,2 ?'], /read as "in january and february"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['alla daga kl. 9:00 nema sunnudaga', REK, /"nema" \(Icelandic\)/],
    ['alla föstudaga kl. 10:00 til desember', REK, /\(Icelandic\)/],
    ['alla daga kl. 8 á kvöldin', REK, /\(Icelandic\)/],
    // a month said otherwise than after "í": from? until? unread
    ['alla daga kl. 6:00 frá desember', REK, /\(Icelandic\)/],
    // a bare hour up to 12 on days of the week stays refused
    ['alla þriðjudaga kl. 4', REK, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
