import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const KYV = 'Europe/Kyiv';
const LON = 'Europe/London';

describe('words of when in Ukrainian written in Latin letters, read as the English they stand for', () => {
  it.each([
    ['zbory kozhnoho ponedilka o 9:30', KYV, ['30 7 ? * 2'], /"kozhnoho ponedilka" read as "every monday"/],
    ['trenuvannya kozhnu seredu o 18:00', KYV, ['0 16 ? * 4'], /"kozhnu seredu" read as "every wednesday"/],
    ['vitaminy shchodnya o 9:00 i 21:00', KYV, ['0 7,19 * * ?'], /read as "at 09:00 and 21:00"/],
    ['prybyrannya shchosuboty o 10:00', KYV, ['0 8 ? * 7'], /"shchosuboty" read as "every saturday"/],
    ['deploy kozhnoho vivtorka o 16:00 za Kyievom', LON, ['0 14 ? * 3'], /read as "kyiv time"/],
    // "u piatnytsiu" (on Friday) as "on friday" is read in English; "shchotyzhnevyi" (weekly)
    ['reliz u piatnytsiu o 15:00', KYV, ['0 13 ? * 6'], /"u piatnytsiu" read as "on friday"/],
    [
      'ofis u Kyievi: shchotyzhnevyi reliz u piatnytsiu o 15:00',
      KYV,
      ['0 13 ? * 6'],
      /"shchotyzhnevyi" read as "weekly"/,
    ],
    ['backup v ponedilok o 7:30', KYV, ['30 5 ? * 2'], /"v ponedilok" read as "on monday"/],
    // "kozhnoi" (every, the feminine's genitive) and a Friday written with its apostrophe ("p'iatnytsi"): that day,
    // never a lone clock every day with the words as a name
    ["kozhnoi p'iatnytsi o 9:00", KYV, ['0 7 ? * 6'], /"kozhnoi p'iatnytsi" read as "every friday"/],
    ["kozhnu p'iatnytsiu o 9:00", KYV, ['0 7 ? * 6'], /"kozhnu p'iatnytsiu" read as "every friday"/],
    ['kozhnoi suboty o 10:00', KYV, ['0 8 ? * 7'], /"kozhnoi suboty" read as "every saturday"/],
    ["shchop'iatnytsi o 9:00", KYV, ['0 7 ? * 6'], /every friday/],
    ["u p'iatnytsiu o 9:00", KYV, ['0 7 ? * 6'], /on friday/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['shchodnya o 9:00 krim nedili', KYV, /"krim" \(Ukrainian\)/],
    ['kozhnoho druhoho chetverha o 10:00', KYV, /"druhoho" \(Ukrainian\)/],
    ['shchodnya o 8:00 do hrudnya', KYV, /\(Ukrainian\)/],
    // "o 7" without minutes: which half? unread
    ['kozhnoho vivtorka o 7', KYV, /./],
    // a day left unread, or one in a name, never leaves a lone clock read as every day
    ['reliz ponedilok o 15:00', KYV, /./],
    ['zvit u piatnytsiu o 15:00', KYV, /./],
    ['shchotyzhnevyi zvit o 15:00', KYV, /./],
    ['reliz u piatnytsiu o 15:00 do hrudnya', KYV, /"do" \(Ukrainian\)/],
    ["kozhnoi druhoi p'iatnytsi o 9:00", KYV, /"druhoi" \(Ukrainian\)/],
    ["kozhnoho ponedilka ta p'iatnytsi o 9:00", KYV, /"p'iatnytsi" \(Ukrainian\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('a Ukrainian word that cancels, moves, postpones or suspends the runs, in any form, keeps a task unread', () => {
  it.each([
    ['shchodnia o 9:00 narada', KYV, ['0 7 * * ?'], /Set "narada" aside/],
    ['shchodnia o 9:00 oplata rakhunkiv', KYV, ['0 7 * * ?'], /Set "oplata rakhunkiv" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['shchodnia o 9:00 narada perenesena', KYV, /./],
    ['shchodnia o 9:00 narada vidminena', KYV, /./],
    ['shchodnia o 9:00 narada vidkladeno', KYV, /./],
    ['shchodnia o 9:00 oplata prizupynena', KYV, /./],
    ['shchodnia o 9:00 oplata zupynena', KYV, /./],
    ['shchodnia o 9:00 oplata prypyneno', KYV, /./],
    ['shchodnia o 9:00 narada skasovuiut', KYV, /./],
    ['shchodnia o 9:00 narada okrim piatnytsi', KYV, /./],
    ['shchodnia o 9:00 oplata bez nahaduvannia', KYV, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
