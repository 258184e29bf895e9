import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PRG = 'Europe/Prague';
const LJU = 'Europe/Ljubljana';

describe('a task said last in Czech or Slovenian, its head first ("porada vedení", "pregled naročil")', () => {
  it.each([
    ['každý čtvrtek v 13:30 porada týmu', PRG, ['30 12 ? * 5'], /Set "porada týmu" aside/],
    ['každou sobotu v 7:00 kontrola skladu', PRG, ['0 6 ? * 7'], /Set "kontrola skladu" aside/],
    ['vsak ponedeljek ob 8:00 sestanek ekipe', LJU, ['0 7 ? * 2'], /Set "sestanek ekipe" aside/],
    ['vsak delavnik ob 7:45 pregled opreme', LJU, ['45 6 ? * 2-6'], /Set "pregled opreme" aside/],
    ['každé úterý v 10:00 porada vedení', PRG, ['0 9 ? * 3'], /Set "porada vedení" aside/],
    ['každý pátek v 14:00 školení zaměstnanců', PRG, ['0 13 ? * 6'], /Set "školení zaměstnanců" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // said to be cancelled, moved, or not held: no purpose to set aside
    ['každý čtvrtek v 13:30 porada zrušena', PRG, /./],
    ['každý čtvrtek v 13:30 porada přesunuta', PRG, /./],
    ['každý čtvrtek v 13:30 porada nebude', PRG, /./],
    ['vsak ponedeljek ob 8:00 sestanek odpovedan', LJU, /./],
    ['vsak ponedeljek ob 8:00 sestanek prestavljen', LJU, /./],
    // only a noun in the genitive may follow the head: no verb, adverb, part of the day or English word
    ['každé úterý v 10:00 porada odpadá', PRG, /./],
    ['každé úterý v 10:00 porada odpadne', PRG, /./],
    ['každé úterý v 10:00 porada se ruší', PRG, /./],
    ['každé úterý v 10:00 porada později', PRG, /./],
    ['každé úterý v 10:00 porada jindy', PRG, /./],
    ['každé úterý v 10:00 porada odpoledne', PRG, /./],
    ['každé úterý v 10:00 porada zítra', PRG, /./],
    ['vsak delavnik ob 7:30 sestanek odpade', LJU, /./],
    ['vsak delavnik ob 7:30 sestanek je odpadel', LJU, /./],
    ['vsak delavnik ob 7:30 sestanek popoldne', LJU, /./],
    ['every monday at 9am report skipped', 'UTC', /./],
    ['every day at 9am inventura skipped', 'UTC', /./],
    ['every day at 9am inventura off', 'UTC', /./],
    ['every day at 9am inventura cancelled', 'UTC', /./],
    ['every day at 9am inventura late', 'UTC', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('a Czech participle in "-ata", "-aty" after "ň", "j", "č", "z" (excluded, taken) keeps the refusal', () => {
  it.each([
    ['každý pátek v 15:00 úklid chaty', PRG, ['0 14 ? * 6'], /Set "úklid chaty" aside/],
    ['každý pátek v 15:00 kontrola výplaty', PRG, ['0 14 ? * 6'], /Set "kontrola výplaty" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['každý pátek v 15:00 porada vyňata', PRG, /./],
    ['každý pátek v 15:00 porada vynata', PRG, /./],
    ['každý pátek v 15:00 porada přijata', PRG, /./],
    ['každý pátek v 15:00 školení vyňato', PRG, /./],
    ['každý pátek v 15:00 porada započata', PRG, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
