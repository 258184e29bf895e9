import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const HEL = 'Europe/Helsinki';
const REY = 'Atlantic/Reykjavik';

describe('Finnish "joka yö" (every night) with an hour of the night on the 24-hour clock', () => {
  it.each([
    ['varmuuskopiointi joka yö klo 3.15', HEL, ['15 1 * * ?'], /"joka yö klo 3:15" read as "every day at 03:15"/],
    ['lokien siivous joka yö kello 22', HEL, ['0 20 * * ?'], /"joka yö kello 22" read as "every day at 22:00"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an hour that is no hour of the night, or either half of the day: unread
    ['varmuuskopiointi joka yö klo 10', HEL, /./],
    ['varmuuskopiointi joka yö klo 12', HEL, /./],
    ['varmuuskopiointi joka yö klo 7.45', HEL, /./],
    // every other night: a word that changes the runs
    ['varmuuskopiointi joka toinen yö klo 3.15', HEL, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('Icelandic names before the schedule: "þ", "ð", and "á" (of) between a name\'s words', () => {
  it.each([
    [
      'sundlaug: þvottur á handklæðum alla daga kl. 21:30',
      REY,
      ['30 21 * * ?'],
      /Read "sundlaug: þvottur á handklæðum"/,
    ],
    ['þjónusta alla daga kl. 06:45', REY, ['45 6 * * ?'], /"alla daga" read as "every day"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "á" before a word of when says when, never a name's: on Mondays, at weekends, in summer, tomorrow
    ['þvottur á mánudögum alla daga kl. 21:30', REY, /./],
    ['þvottur á helgum alla daga kl. 21:30', REY, /./],
    ['þvottur á sumrin alla daga kl. 21:30', REY, /./],
    ['þvottur á morgun alla daga kl. 21:30', REY, /./],
    // a day said "on" it, without "á": no name's word either
    ['skýrsla föstudögum kl. 21:30', REY, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
