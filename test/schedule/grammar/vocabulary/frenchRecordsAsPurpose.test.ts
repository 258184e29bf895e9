import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAR = 'Europe/Paris';

describe('French records and checks said last ("relevé des compteurs", "contrôle des extincteurs"): the purpose', () => {
  it.each([
    ['chaque lundi à 9h contrôle des extincteurs', PAR, ['0 8 ? * 2'], /Set "contrôle des extincteurs" aside/],
    ['tous les jours ouvrés à 8h15 relevé des compteurs', PAR, ['15 7 ? * 2-6'], /Set "relevé des compteurs" aside/],
    ['chaque vendredi à 17h sauvegarde du serveur', PAR, ['0 16 ? * 6'], /Set "sauvegarde du serveur" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a word of how often, of a stretch of time, or that calls the task off, after the noun
    ['chaque lundi à 9h relevé mensuel', PAR],
    ['chaque lundi à 9h inventaire du mois', PAR],
    ['chaque lundi à 9h relevé annulé', PAR],
  ])('%s [%s] is refused', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
