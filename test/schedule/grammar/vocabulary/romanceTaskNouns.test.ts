import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAR = 'Europe/Paris';
const ROM = 'Europe/Rome';
const BUC = 'Europe/Bucharest';

describe('what a task is for, said after its schedule in French, Italian and Romanian', () => {
  it.each([
    ['ogni martedì alle 10:30 riunione di reparto', ROM, ['30 9 ? * 3'], /Set "riunione di reparto" aside/],
    ['ogni sabato alle 9:30 allenamento di calcio', ROM, ['30 8 ? * 7'], /Set "allenamento di calcio" aside/],
    // Spanish: "junta" first (spanishTasks.ts)
    ['cada lunes a las 8:30 junta de obra', 'Europe/Madrid', ['30 7 ? * 2'], /Set "junta de obra" aside/],
    ['chaque lundi à 8h45 séance de kiné', PAR, ['45 7 ? * 2'], /Set "séance de kiné" aside/],
    ['tous les jours à 9h contrôle des extincteurs', PAR, ['0 8 * * ?'], /Set "contrôle des extincteurs" aside/],
    ["tous les jours à 9h inventaire de l'entrepôt", PAR, ['0 8 * * ?'], /Set "inventaire de l'entrepôt" aside/],
    ['în fiecare vineri la ora 15:00 ședință de bilanț', BUC, ['0 13 ? * 6'], /Set "ședință de bilanț" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a word of how often after the noun ("monthly meeting" beside every Tuesday)
    ['ogni martedì alle 10:30 riunione mensile', ROM, /could not read/],
    ['în fiecare vineri la ora 15:00 ședință lunară', BUC, /could not read/],
    ['chaque jeudi à 18h30 apéro du mois', PAR, /could not read/],
    ['cada lunes a las 8:30 junta mensual', 'Europe/Madrid', /could not read/],
    // a word that bounds the runs
    ['ogni martedì alle 10:30 riunione tranne agosto', ROM, /could not read/],
    // how many times, a season, an end, a bound, next or last after the noun: words of when
    ['tous les jours à 9h sauvegarde deux fois', PAR, /could not read/],
    ['tous les jours à 9h sauvegarde 2 fois', PAR, /could not read/],
    ['tous les jours à 9h nettoyage seulement en été', PAR, /could not read/],
    ['tous les jours à 9h contrôle pendant les vacances', PAR, /./],
    ['tous les jours à 9h réunion durant les congés', PAR, /./],
    ["tous les jours à 9h inventaire de fin d'année", PAR, /could not read/],
    ['tous les jours à 9h inventaire avant la rentrée', PAR, /could not read/],
    ['chaque lundi à 8h45 séance du lundi prochain', PAR, /could not read/],
    ['ogni martedì alle 10:30 riunione fino a giugno', ROM, /could not read/],
    // no noun of a thing done first: a place, maybe whose clock
    ['ogni martedì alle 10:30 Milano centro', ROM, /./],
  ])('%s [%s] stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
