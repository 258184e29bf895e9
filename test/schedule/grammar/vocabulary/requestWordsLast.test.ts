import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a request\'s "please" said last in Afrikaans and Ukrainian, and "zvit" (a report) said last', () => {
  it.each([
    // Afrikaans "asseblief" (please), last: it moves no run
    [
      'dam lesings elke Vrydag om 06:45 asseblief',
      'Africa/Johannesburg',
      ['45 4 ? * 6'],
      /"asseblief" read as ", please"/,
    ],
    ['verslag elke Dinsdag om 16:15, asseblief', 'Africa/Johannesburg', ['15 14 ? * 3'], /please/],
    // Ukrainian "bud laska" (please), last; "zvit" (a report) set aside as the task's purpose
    ['shchodnya o 07:45 zvit, bud laska', 'Europe/Kyiv', ['45 5 * * ?'], /"zvit" read as "report"/],
    ['kozhnoho ponedilka o 9:30 zvit', 'Europe/Kyiv', ['30 7 ? * 2'], /"zvit" read as "report"/],
    ["shchodnya o 21:10 perevirka, bud' laska", 'Europe/Kyiv', ['10 19 * * ?'], /bud' laska/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a word that bounds or excepts the runs beside the request stays refused
    ['elke Vrydag om 06:45 asseblief, behalwe in Desember', 'Africa/Johannesburg', /behalwe/],
    ['shchodnya o 07:45 zvit, bud laska, krim subot', 'Europe/Kyiv', /krim/],
    // "asseblief" not last: the words after it are not read
    ['elke Vrydag om 06:45 asseblief tot Maart', 'Africa/Johannesburg', /./],
    // "bud laska" before the schedule is no request said last; a bare hour stays refused
    ['shchodnya o 7 zvit, bud laska', 'Europe/Kyiv', /./],
    // the report cancelled ("skasovano") is no purpose
    ['shchodnya o 07:45 zvit skasovano, bud laska', 'Europe/Kyiv', /./],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
