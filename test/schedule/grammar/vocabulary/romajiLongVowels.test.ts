import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const TYO = 'Asia/Tokyo';

/** Romaji long vowels written with a macron ("maishū", "getsuyōbi") are the doubled spellings the reader knows. */
describe('Japanese romaji with macrons', () => {
  it.each([
    ['maishū kinyōbi no yoru 8ji ni shūhō', TYO, ['0 11 ? * 6'], /"maishuu kinyoubi" read as "every friday"/],
    ['heijitsu no 13ji han ni ranchi', TYO, ['30 4 ? * 2-6'], /Set "ranchi" aside/],
    ['mainichi 7ji ni chūshoku rimaindā', TYO, ['0 22 * * ?'], /Set "chuushoku rimaindaa" aside/],
    ['suiyōbi gogo 3ji kaigi', TYO, ['0 6 ? * 4'], /"suiyoubi" read as "wednesday"/],
    ['maitsuki matsujitsu 17ji ni seikyūsho', TYO, ['0 8 L * ?'], /Set "seikyuusho" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // next week's, every other week's, except holidays: words that change the runs, spelled with a macron
    ['raishū no getsuyōbi 9ji ni teireikai', TYO, /could not read|Japanese/],
    ['kakushū suiyōbi 9ji', TYO, /could not read|Japanese/],
    ['heijitsu 9ji, kyūjitsu nozoku', TYO, /could not read|Japanese/],
    // every week on which day? a bare hour with "gozen 12ji" (noon or midnight?)
    ['maishū 10ji ni teireikai', TYO, /could not read/],
    ['doyōbi gozen 12ji', TYO, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
