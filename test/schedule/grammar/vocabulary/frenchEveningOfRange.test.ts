import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAR = 'Europe/Paris';

describe('French "chaque soir à 20h du dimanche au jeudi": the part of the day of each day in the range', () => {
  it.each([
    ['chaque soir à 21h du lundi au jeudi', PAR, ['0 20 ? * 2-5'], /"chaque soir" set aside/],
    ['tous les matins à 6h45 du lundi au samedi', PAR, ['45 5 ? * 2-7'], /"tous les matins" set aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a clock that does not fit the part of the day said
    ['chaque soir à 8h du lundi au vendredi', PAR],
    ['chaque matin à 19h du lundi au vendredi', PAR],
  ])('%s [%s] is refused', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
