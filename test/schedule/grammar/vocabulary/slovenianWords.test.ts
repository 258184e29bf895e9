import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const LJU = 'Europe/Ljubljana';

describe('words of when in Slovenian, read as the English they stand for', () => {
  it.each([
    ['knjižnica: vodenje vsako nedeljo ob 10. uri', LJU, ['0 9 ? * 1'], /"vsako nedeljo" read as "every sunday"/],
    ['vsak delavnik ob 8:15', LJU, ['15 7 ? * 2-6'], /"vsak delavnik" read as "every weekday"/],
    ['vsak ponedeljek in četrtek ob 18:30', LJU, ['30 17 ? * 2,5'], /"in četrtek" read as "and thursday"/],
    ['zalivanje vsak dan ob 6 zjutraj', LJU, ['0 5 * * ?'], /"ob 6 zjutraj" read as "at 6am"/],
    ['vaja ob sredah ob 19h', LJU, ['0 18 ? * 4'], /"ob sredah" read as "on wednesdays"/],
    ['vsako soboto ob 20 uri', LJU, ['0 19 ? * 7'], /"ob 20 uri" read as "at 20:00"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // words that negate, bound or move the runs, unread: refused, never a name
    ['vsak delavnik ob 8:15 razen julija', LJU, /"razen" \(Slovenian\)/],
    ['vsak drugi torek ob 9:00', LJU, /"drugi" \(Slovenian\)/],
    ['vsak petek ob 9:00 do konca junija', LJU, /\(Slovenian\)/],
    ['vsak dan zjutraj ob 7', LJU, /\(Slovenian\)/],
    // a bare hour without "uri" or "h" on days of the week: which half?
    ['vsak petek ob 7', LJU, /./],
    // the small hours are no morning's
    ['vsak dan ob 2 zjutraj', LJU, /zjutraj/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
