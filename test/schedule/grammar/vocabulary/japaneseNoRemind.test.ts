import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const TYO = 'Asia/Tokyo';

describe('Japanese "<thing done> no remind", "seikyuusho no okuri": "no" (of) inside a task\'s words', () => {
  it.each([
    ['mainichi 9ji han ni asakai no remind onegaishimasu', TYO, ['30 0 * * ?'], /remind me of asakai/],
    ['maishuu kinyoubi 17ji ni nippou no remind', TYO, ['0 8 ? * 6'], /remind me of nippou/],
    ['kyuuryou no okuri: maitsuki 25-nichi 10ji', TYO, ['0 1 25 * ?'], /kyuuryou okuri/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a word of when before "no remind" is no task's: the phrase stays unread
    ['mainichi 9ji han ni ashita no remind onegaishimasu', TYO, /./],
    ['mainichi 9ji han ni getsumatsu no remind', TYO, /./],
    // English "no" before a thing done is a negation, not the particle
    ['every day at 9:30 no remind', TYO, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
