import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAR = 'Europe/Paris';

describe('French "rappel" before when it runs or before one word last, countries after "heure du", "apéro" last', () => {
  it.each([
    ['atelier : rappel jeudi 17h', PAR, ['0 16 ? * 5'], /"rappel" read as "reminder"/],
    ['mardi 9h30 heure de Tunis, rappel réunion', PAR, ['30 8 ? * 3'], /"rappel" read as "reminder"/],
    ['le premier lundi du mois à 19h, apéro', PAR, ['0 18 ? * 2#1'], /Set "apéro" aside as the task's purpose/],
    [
      'ouverture 9h du lundi au vendredi, heure du Maroc',
      PAR,
      ['0 8 ? * 2-6'],
      /"heure du maroc" read as "morocco time"/,
    ],
    ['chaque lundi à 10h, heure du Liban', PAR, ['0 8 ? * 2'], /"heure du liban" read as "lebanon time"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a country French names that is no zone's here
    ['ouverture 9h du lundi au vendredi, heure du Pays', PAR, /./],
    // a name before the colon that names another day: the event, or a run too?
    ['dégustation du samedi : rappel vendredi 18h', PAR, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
