import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('Dutch "op de 10e" (the 10th), "van oktober tot en met maart" and a team\'s "overleg"', () => {
  it.each([
    // "op de 10e" alone: the 10th of the month, as "on the 10th" is read
    ['huurherinnering op de 3e om 11:30', 'Europe/Amsterdam', ['30 10 3 * ?'], /"10e"|"3e" read as "3rd"/],
    ['btw-aangifte op de 20e om 16u', 'Europe/Brussels', ['0 15 20 * ?'], /"20e" read as "20th"/],
    // from one month through the other, each year
    [
      'zaterdag om 19:45 van november tot en met februari',
      'Europe/Amsterdam',
      ['45 18 ? 1,2,11,12 7'],
      /from november through february/,
    ],
    [
      'elke dinsdag om 07:15 van april t/m september',
      'Europe/Amsterdam',
      ['15 5 ? 4-9 3'],
      /from april through september/,
    ],
    // a team's meeting, compounded
    ['elke donderdag om 13:15 projectoverleg', 'Europe/Amsterdam', ['15 12 ? * 5'], /Set "projectoverleg" aside/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "de 10e keer" (the 10th time), "de 10e week": no day of the month
    ['factuur de 10e keer om 14u', 'Europe/Brussels', /./],
    ['op de 10e week om 14u', 'Europe/Brussels', /./],
    // "tot" alone: up to March, or through it? A year or a day beside the months: once?
    ['zaterdag om 19:45 van november tot februari', 'Europe/Amsterdam', /./],
    ['elke dinsdag om 07:15 van april t/m september 2027', 'Europe/Amsterdam', /./],
    ['elke dinsdag om 07:15 van 3 april t/m september', 'Europe/Amsterdam', /./],
    // a season inside the meeting's word: that season's only?
    ['elke donderdag om 13:15 zomeroverleg', 'Europe/Amsterdam', /./],
    ['elke donderdag om 13:15 maandoverleg', 'Europe/Amsterdam', /./],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
