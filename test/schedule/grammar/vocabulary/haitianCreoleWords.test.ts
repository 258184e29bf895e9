import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAP = 'America/Port-au-Prince';

describe('words of when in Haitian Creole', () => {
  it.each([
    ['lekòl: rapèl 6è30 chak maten lendi-vandredi', PAP, ['30 11 ? * 2-6'], /"6è30" \(Haitian Creole\) read as 6:30am/],
    ['reyinyon chak mèkredi 3è di apremidi', PAP, ['0 20 ? * 4'], /"3è di apremidi" \(Haitian Creole\) read as 3pm/],
    ['rapèl 8è di swa chak samdi ak dimanch', PAP, ['0 1 ? * 1,2'], /read as 8pm/],
    ['famasi: chak jou 14è', PAP, ['0 19 * * ?'], /"chak jou" read as "every day"/],
    ['rapèl 7è chak maten', PAP, ['0 12 * * ?'], /"chak maten" read as "every morning"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an hour of 1 to 12 without its part of the day: the morning's, or the evening's?
    ['rapèl 7è lendi-vandredi', PAP, /./],
    // a part that does not hold the hour
    ['rapèl 9è di apremidi chak samdi', PAP, /./],
    // French "7e" is an ordinal, not a clock
    ['le 7e jour chak lendi', PAP, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
