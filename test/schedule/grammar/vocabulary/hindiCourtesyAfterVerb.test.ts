import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const KOL = 'Asia/Kolkata';

describe('Hindi words of courtesy or "is" after a verb said last ("backup chalana hai", "kar do bhai")', () => {
  it.each([
    ['roz subah 6 baje cleanup chalana hai', KOL, ['30 0 * * ?'], /"hai" set aside/],
    ['har 2 ghante mein report send kar do yaar', KOL, ['30 0/2 * * ?'], /"yaar" set aside/],
    ['roz raat 10 baje invoice bhejo na please', KOL, ['30 16 * * ?'], /"na please" set aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a word of when or a negation after the verb is no word of courtesy
    ['roz subah 6 baje cleanup chalana hai kal', KOL, /./],
    ['roz subah 6 baje cleanup chalana nahi hai', KOL, /./],
    ['roz subah 6 baje cleanup chalana hai sirf somvar', KOL, /./],
    // a bare hour on a day of the week stays refused
    ['har somvar 6 baje cleanup chalana hai', KOL, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
