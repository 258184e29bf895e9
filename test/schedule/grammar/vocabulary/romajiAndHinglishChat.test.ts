import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const TYO = 'Asia/Tokyo';
const KOL = 'Asia/Kolkata';

describe('Japanese romaji as chat types it: days without "bi", every morning or night, "rimaindo"', () => {
  it.each([
    // days said without "bi" ("getsuyou"), after "maishuu" or joined by "to"
    ['maishuu kinyou 17ji ni shuuhou', TYO, ['0 8 ? * 6'], /"maishuu kinyou" read as "every friday"/],
    ['getsuyou to mokuyou gogo 2ji', TYO, ['0 5 ? * 2,5'], /"mokuyou" read as "thursday"/],
    ['doyou 10ji souji', TYO, ['0 1 ? * 7'], /"doyou" read as "saturday"/],
    // "maiasa", "maiban": every morning, every night
    ['maiasa 7ji ni rimaindo', TYO, ['0 22 * * ?'], /"maiasa 7ji" read as "every day at 7am"/],
    ['maiban 22ji ni kusuri no rimaindo', TYO, ['0 13 * * ?'], /"kusuri no rimaindo" read as "remind me of kusuri"/],
    // a thing done said between an interval and its hours, read last
    [
      '15 fun goto ni tenken, 10ji kara 12ji made',
      TYO,
      ['0/15 1,2 * * ?', '0 3 * * ?'],
      /Set "tenken" aside as the task's purpose/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // every morning, but at what time?
    ['maiasa rimaindo', TYO, /no time of day/],
    // "doyou" alone, not before a clock or a particle, is no Saturday ("can doyou ..." a slip of "do you")
    ['doyou remind me', TYO, /could not read|no time of day/],
    // every week on which day?
    ['maishuu 10ji ni rimaindo', TYO, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('Hinglish: a weekday counted in the month, "mein" after days, "ka reminder", "<verb> kar do"', () => {
  it.each([
    [
      'har mahine ka teesra budhvaar shaam 6 baje meeting',
      KOL,
      ['30 12 ? * 4#3'],
      /read as "the third wednesday of every month"/,
    ],
    ['mahine ke aakhri shukravar ko dopahar 2 baje', KOL, ['30 8 ? * 6L'], /read as "the last friday of the month"/],
    ['weekends mein subah 8 baje', KOL, ['30 2 ? * 1,7'], /"mein" set aside/],
    ['roz raat 9 baje gym ka reminder', KOL, ['30 15 * * ?'], /"ka" set aside/],
    ['kal shaam 6 baje invoice send kar dena', KOL, ['30 12 13 1 ?'], /read as "send invoice"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the month's first day is no weekday counted in it; a fifth Monday is not said so
    ['mahine ke pehle din subah 9 baje', KOL, /could not read/],
    ['mahine ke paanchve somvaar subah 9 baje', KOL, /could not read/],
    // "kar do" with nothing to do
    ['kal subah 9 baje kar do', KOL, /could not read/],
    ['weekdays mein', KOL, /no time of day/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
