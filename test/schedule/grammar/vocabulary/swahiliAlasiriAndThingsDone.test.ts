import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const NBO = 'Africa/Nairobi';
const DAR = 'Africa/Dar_es_Salaam';

describe('Swahili "alasiri" (the afternoon, 1 to 5 PM) and Swahili words of a thing done said last', () => {
  it.each([
    // Swahili time in the afternoon: "saa 10 alasiri" is 4 PM (10 AM and 10 PM are outside the afternoon)
    ['kila Jumatano saa 10 alasiri', NBO, ['0 13 ? * 4'], /"saa 10 alasiri" read as 4:00 PM \(Swahili time/],
    ['kila siku saa tisa na nusu alasiri', DAR, ['30 12 * * ?'], /read as 3:30 PM/],
    // a thing done said last ("mkutano": a meeting, "ripoti": a report) is the task's purpose
    ['kila Jumanne saa 8 mchana mkutano', NBO, ['0 11 ? * 3'], /Set "mkutano" aside as the task's purpose/],
    ['kila Alhamisi saa 11 alasiri ripoti ya mauzo', NBO, ['0 14 ? * 5'], /Set "ripoti ya mauzo" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // figures that fit the international clock: 3 PM, or Swahili time's 9?
    ['kila Ijumaa saa 3 alasiri', NBO, /./],
    // a Swahili hour outside the afternoon ("saa tatu": 9)
    ['kila siku saa tatu alasiri', NBO, /./],
    // a last word that is no thing done stays unread
    ['kila Jumanne saa 8 mchana kesho', NBO, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
