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

/** "á" (of) joins a name's words only when no word of the name after it says when. */
describe('Icelandic "á" before words of when in a name', () => {
  it.each([
    ['þrif á bílum kl. 9', ['0 9 * * ?'], /Read "þrif á bílum" as the job's name/],
    ['fundur á skrifstofu kl. 9', ['0 9 * * ?'], /Read "fundur á skrifstofu" as the job's name/],
    ['þrif á bílum alla daga kl. 9', ['0 9 * * ?'], /Read "þrif á bílum" as the job's name/],
  ])('%s (a name)', (phrase, fields, note) => reads(phrase, REK, fields, note), 60_000);

  it.each([
    ['fundur á hverju kvöldi kl. 9'],
    ['þrif á hálftíma fresti kl. 9'],
    ['fundur á hvítasunnu kl. 9'],
    ['fundur á skírdegi kl. 9'],
    ['fundur á uppstigningardegi kl. 9'],
    ['fundur á öskudegi kl. 9'],
    ['fundur á frídegi kl. 9'],
    ['fundur á þorláksmessu kl. 9'],
    ['fundur á næstu viku kl. 9'],
    ['fundur á næstunni kl. 9'],
    ['fundur á eftir kl. 9'],
  ])('refuses %s', (phrase) => refuses(phrase, REK, /could not read/), 60_000);
});
