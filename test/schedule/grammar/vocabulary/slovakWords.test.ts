import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BTS = 'Europe/Bratislava';

describe('words of when in Slovak, read as the English they stand for', () => {
  it.each([
    ['zbor: skúška každú stredu o 19:15', BTS, ['15 18 ? * 4'], /"každú stredu" read as "every wednesday"/],
    ['porada každý piatok o 9:30', BTS, ['30 8 ? * 6'], /"o 9:30" read as "at 9:30"/],
    ['záloha databázy denne o 22:00', BTS, ['0 21 * * ?'], /"denne" read as "every day"/],
    ['kontrola v pracovné dni o 7:45', BTS, ['45 6 ? * 2-6'], /"v pracovné dni" read as "on weekdays"/],
    ['upratovanie každý utorok a štvrtok o 17:00', BTS, ['0 16 ? * 3,5'], /"a štvrtok" read as "and thursday"/],
    // "každý den" is Czech too: with its clocks after "v" it is left to the Czech reader
    ['varna: kontrola každý den v 7:00 a v 19:00', 'Europe/Prague', ['0 6,18 * * ?'], /"v 7:00" read as "at 7:00"/],
    // and after "ve", the form "v" takes before some numbers
    ['záloha každý den ve 20:00', 'Europe/Prague', ['0 19 * * ?'], /"ve 20:00" read as "at 20:00"/],
    ['každý den ve 4:00', 'Europe/Prague', ['0 3 * * ?'], /"ve 4:00" read as "at 4:00"/],
    // Slovak "deň", and "den" with a Slovak clock after "o", stay Slovak
    ['každý deň o 20:00', BTS, ['0 19 * * ?'], /"každý deň" read as "every day"/],
    ['každý den o 20:00', BTS, ['0 19 * * ?'], /"o 20:00" read as "at 20:00"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['každý deň o 8:00 okrem nedele', BTS, /"okrem" \(Slovak\)/],
    ['každý druhý pondelok o 10:00', BTS, /\((?:Czech|Slovak)\)/],
    ['každú sobotu o 9:00 do konca júna', BTS, /\(Slovak\)/],
    ['každý deň o 7 ráno', BTS, /\(Slovak\)/],
    // "o 7" without minutes stays unread
    ['každý piatok o 7', BTS, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
