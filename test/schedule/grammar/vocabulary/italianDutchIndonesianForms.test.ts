import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const ROM = 'Europe/Rome';
const AMS = 'Europe/Amsterdam';
const JKT = 'Asia/Jakarta';

describe('Italian tasks said as a verb and its object, the end of the month said twice', () => {
  it.each([
    ['ogni venerdì alle 17:30 pulire il frigo', ROM, ['30 16 ? * 6'], /Set "pulire il frigo" aside/],
    ["il 5 di ogni mese alle 10 pagare l'affitto", ROM, ['0 9 5 * ?'], /Set "pagare l'affitto" aside/],
    ['a fine mese, ultimo giorno alle 17', ROM, ['0 16 L * ?'], /read as "the last day of the month"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the end of the month alone: its last day, or its last days?
    ['fine mese alle 18', ROM, /could not read/],
    // a verb without its article, an English verb after the clock
    ['ogni sera alle 21 chiudere', ROM, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('Dutch "elke" before an ordinal said as a word', () => {
  it.each([
    ['elke tweede woensdag van de maand om 14:00', AMS, ['0 13 ? * 4#2'], /"elke" read as "every"/],
    ['iedere laatste vrijdag van de maand om 16:00', AMS, ['0 15 ? * 6L'], /"laatste" read as "last"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});

describe('Indonesian chat words said last ("ya", "yuk"), set aside', () => {
  it.each([
    ['setiap senin jam 9 pagi ya?', JKT, ['0 2 ? * 2'], /"ya" set aside/],
    ['tiap sabtu jam 7 malam yuk', JKT, ['0 12 ? * 7'], /"yuk" set aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // in an English phrase, "ya" may be a name
    ['every day at 5pm ya', JKT, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
