import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const KYI = 'Europe/Kyiv';
const PRG = 'Europe/Prague';
const WAW = 'Europe/Warsaw';
const JNB = 'Africa/Johannesburg';
const SHA = 'Asia/Shanghai';
const SEL = 'Asia/Seoul';
const KOL = 'Asia/Kolkata';

describe('a task said last in Ukrainian in Latin letters ("perevirka generatora", "nahaduvannia pro zvit")', () => {
  it.each([
    ['kozhnoho vivtorka o 11:00 narada viddilu', KYI, ['0 9 ? * 3'], /Set "narada viddilu" aside/],
    ['po budnyakh o 7:45 perevirka nasosiv', KYI, ['45 5 ? * 2-6'], /Set "perevirka nasosiv" aside/],
    ['shchodnia o 20:00 nahaduvannia pro liky', KYI, ['0 18 * * ?'], /Set "nahaduvannia pro liky" aside/],
    ['kozhnu seredu o 16:30 trenuvannia', KYI, ['30 14 ? * 4'], /Set "trenuvannia" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a word that negates, moves or bounds the runs among the task's words keeps them unread
    ['kozhnoho vivtorka o 11:00 narada skasovano', KYI, /./],
    ['kozhnoho vivtorka o 11:00 narada ne bude', KYI, /./],
    ['po budnyakh o 7:45 perevirka krim piatnytsi', KYI, /./],
    ['shchodnia o 20:00 nahaduvannia do kintsia', KYI, /./],
    // a word of when set aside with the task is no task's word
    ['kozhnoho vivtorka o 11:00 narada zavtra', KYI, /./],
    ['kozhnoho vivtorka o 11:00 narada vvecheri', KYI, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('a Czech noun of a thing done alone, or before a genitive in "-ny" ("inventura", "kontrola kotelny")', () => {
  it.each([
    ['každé pondělí v 8:00 revize', PRG, ['0 7 ? * 2'], /Set "revize" aside/],
    ['každou středu v 17:15 úklid', PRG, ['15 16 ? * 4'], /Set "úklid" aside/],
    ['každý den v 7:30 kontrola pekárny', PRG, ['30 6 * * ?'], /Set "kontrola pekárny" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a participle after the head ("zrušeny", "odložena", "přesunuty"): cancelled, put off, moved
    ['každý den v 7:30 kontrola zrušena', PRG, /./],
    ['každý den v 7:30 kontroly odloženy', PRG, /./],
    ['každé pondělí v 8:00 porada přesunuta', PRG, /./],
    ['každé pondělí v 8:00 porada odvolána', PRG, /./],
    ['každé pondělí v 8:00 porada nebude', PRG, /./],
    // a word of when after the head
    ['každé pondělí v 8:00 porada zítra', PRG, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('nouns of a thing done in Polish in "-ęcie", Afrikaans compounds of "vergadering", pinyin and Korean', () => {
  it.each([
    ['w każdy piątek o 16:00 zamknięcie', WAW, ['0 15 ? * 6'], /Set "zamknięcie" aside/],
    ['elke Woensdag om 09:30 personeelvergadering', JNB, ['30 7 ? * 4'], /Set "personeelvergadering" aside/],
    ['meitian wanshang 9 dian fa zhoubao', SHA, ['0 13 * * ?'], /Set "fa zhoubao" aside/],
    ['meizhou wu xiawu 4 dian jiesuan', SHA, ['0 8 ? * 6'], /Set "jiesuan" aside/],
    ['maeil achim 8si e seobeo alrim', SEL, ['0 23 * * ?'], /Set "seobeo alrim" aside/],
    ['har budhvar shaam 6 baje naya episode', KOL, ['30 12 ? * 4'], /Set "naya episode" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a word of when among the task's words keeps them unread
    ['meitian wanshang 9 dian jiesuan zhoumo xiuxi', SHA, /./],
    ['maeil achim 8si e alrim naeil', SEL, /./],
    ['maeil achim 8si e alrim eopseum', SEL, /./],
    ['elke Woensdag om 09:30 personeelvergadering behalve in juli', JNB, /./],
    ['har budhvar shaam 6 baje episode nahi', KOL, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('Ukrainian "shchomisiatsia", "misiats" (monthly, the month) spelled with "i": never a job\'s name', () => {
  it.each([
    ['shchomisiatsia o 9:00', KYI, /shchomisiatsia/],
    ['shchomisiatsia o 9:00 narada', KYI, /./],
    ['shchodnia o 9:00 krim kintsia misiatsia', KYI, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('a Polish or Swedish word that cancels, moves, skips or suspends the runs is never a task', () => {
  it.each([
    ['co piątek o 15:00 zamknięcie', WAW, ['0 14 ? * 6'], /Set "zamknięcie" aside/],
    ['co piątek o 15:00 wyłącz serwer', WAW, ['0 14 ? * 6'], /Set "wyłącz serwer" aside/],
    ['co piątek o 15:00 spotkanie zespołu', WAW, ['0 14 ? * 6'], /Set "spotkanie zespołu" aside/],
    ['varje fredag kl 15 möte med teamet', 'Europe/Stockholm', ['0 14 ? * 6'], /Set "möte med teamet" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['co piątek o 15:00 przesunięcie', WAW, /./],
    ['co piątek o 15:00 pominięcie', WAW, /./],
    ['co piątek o 15:00 cofnięcie', WAW, /./],
    ['co piątek o 15:00 odwołanie', WAW, /./],
    ['co piątek o 15:00 wstrzymanie', WAW, /./],
    ['co piątek o 15:00 zawieszenie', WAW, /./],
    ['co piątek o 15:00 skasowanie', WAW, /./],
    ['co piątek o 15:00 wyłączenie', WAW, /./],
    ['co piątek o 15:00 przesuniecie', WAW, /./],
    ['co piątek o 15:00 spotkanie odwołane', WAW, /./],
    ['co piątek o 15:00 spotkanie przesunięte', WAW, /./],
    ['co piątek o 15:00 spotkanie wstrzymane', WAW, /./],
    ['varje fredag kl 15 möte inställt', 'Europe/Stockholm', /./],
    ['varje fredag kl 15 möte flyttat', 'Europe/Stockholm', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
