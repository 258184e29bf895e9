import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const TYO = 'Asia/Tokyo';

describe('Japanese "no" (of) inside a job\'s name, before a noun of a thing done', () => {
  it.each([
    // "X no <thing done>" said first, said last, or before a colon: the name, read as one
    ['juku no oshirase maishuu suiyoubi gogo 5ji', TYO, ['0 8 ? * 4'], /"juku no oshirase" read as "juku oshirase"/],
    ['mainichi gozen 7ji ni gomi no tsuuchi', TYO, ['0 22 * * ?'], /"gomi no tsuuchi" read as "gomi tsuuchi"/],
    ['kenkyuushitsu no zemi: maishuu mokuyoubi gogo 1ji', TYO, ['0 4 ? * 5'], /read as "kenkyuushitsu zemi"/],
    // new words of a thing done said last: "teirei" (a regular meeting), "oshirase" (a notice)
    ['maishuu kayoubi gozen 9ji han teirei', TYO, ['30 0 ? * 3'], /Set "teirei" aside as the task's purpose/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "no" before a word that is no Japanese noun of a thing done: maybe English "no" (a word that negates the runs)
    // "no" set off by a comma is no particle inside a name ("..., no zemi": no seminar)
    ['mainichi gozen 7ji, no zemi', TYO, /./],
    ['heijitsu 9ji standup no meeting', TYO, /./],
    // a word that changes the runs beside it keeps the phrase unread ("raishuu": next week)
    ['raishuu no zemi maishuu mokuyoubi gogo 1ji', TYO, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
