import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAR = 'Europe/Paris';
const MTL = 'America/Toronto';

describe('French nouns made with "à" in a name said first ("soins à domicile", "mise à jour")', () => {
  it.each([
    [
      'service de repas à domicile : livraison tous les jours à 11h45',
      PAR,
      ['45 10 * * ?'],
      /Read "service de repas à domicile" as the job's name/,
    ],
    [
      'mise à jour du site chaque vendredi à 17h30',
      PAR,
      ['30 16 ? * 6'],
      /Read "mise à jour du site" as the job's name/,
    ],
    [
      'cinéma : mises à jour des horaires chaque mercredi à 8h',
      PAR,
      ['0 7 ? * 4'],
      /Read "mises à jour des horaires" as the job's name/,
    ],
    [
      'formation à distance : rappel chaque jeudi à 18h',
      MTL,
      ['0 23 ? * 5'],
      /Read "formation à distance" as the job's name/,
    ],
    // the name's word of how often the rest restates
    ['mise à jour mensuelle le 1er à 9h', PAR, ['0 8 1 * ?'], /Read "mise à jour mensuelle" as the job's name.*agree/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "à" before a word that says when: never a name's
    ['rappel à venir chaque lundi à 9h', PAR, /could not read/],
    ['envoi à partir de demain chaque lundi à 9h', PAR, /could not read/],
    // "jour" not in "mise à jour" is a day's word
    ['rappel à jour chaque lundi à 9h', PAR, /could not read/],
    // a word of how often inside the name set aside
    ['mise à jour mensuelle chaque lundi à 9h', PAR, /could not read|monthly|mensuelle/],
    // a day inside the name set aside
    ['soins à domicile du samedi : rappel chaque matin à 7h', MTL, /could not read/],
    // tomorrow after the name: once, not every day
    ['mise à jour demain à 9h', PAR, /could not read/],
    ['rapport demain à 9h', PAR, /could not read/],
    // a word of how often no reader takes: every quarter, not every month
    ['mise à jour trimestrielle le 1er à 9h', PAR, /could not read/],
    ['mise à jour bimensuelle le 1er à 9h', PAR, /could not read/],
    ['mise à jour journalière le 1er à 9h', PAR, /could not read/],
    ['mise à jour hebdo le 1er à 9h', PAR, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
