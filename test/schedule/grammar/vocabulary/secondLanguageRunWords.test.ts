import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MOW = 'Europe/Moscow';
const PAP = 'America/Port-au-Prince';
const BKK = 'Asia/Bangkok';
const TYO = 'Asia/Tokyo';
const UNREAD = /could not read/;

describe('a second language word that negates, bounds or moves the runs, unread, keeps the phrase refused', () => {
  it.each([
    // Russian: not, except, until, in a month, in a season, this weekend, a date in a month
    ['otchet ne v pyatnitsu v 18:00', MOW],
    ['otchet krome dekabrya po pyatnitsam v 18:00', MOW],
    ['otchet do maya po pyatnitsam v 18:00', MOW],
    ['otchet v dekabre po pyatnitsam v 18:00', MOW],
    ['otchet letom po pyatnitsam v 18:00', MOW],
    ['otchet zimoi po pyatnitsam v 18:00', MOW],
    ['napomni v eti vykhodnye v 10:00', MOW],
    ['zarplata 5 chisla dekabrya v 12:00', MOW],
    ['planerka kazhdyi ponedelnik v 10:00 krome prazdnikov', MOW],
    ['planerka v sleduyushchii ponedelnik v 10:00', MOW],
    // Haitian Creole: except, not, until, in a month, every other week, the first Monday
    ['reyinyon sof lendi chak jou 7è di maten', PAP],
    ['reyinyon pa lendi 7è di maten', PAP],
    ['reyinyon chak lendi 7è di maten jiska desanm', PAP],
    ['reyinyon chak lendi 7è di maten an desanm', PAP],
    ['reyinyon chak de semèn lendi 7è di maten', PAP],
    ['reyinyon chak premye lendi 7è di maten', PAP],
    ['reyinyon eksepte samdi chak jou 7è di maten', PAP],
    // a lone day (this one, or every?), as English "meeting monday 7am" is refused: never the job's name
    ['reyinyon lendi 7è di maten', PAP],
    ['reyinyon madi 7è di maten', PAP],
    ['reyinyon jedi 14è', PAP],
    // Thai: every other day, during the school break, except
    ['prachum wan wen wan 8 mong chao', BKK],
    ['prachum chuang pit term thuk wan jan 9 mong chao', BKK],
    ['prachum thuk wan jan 9 mong chao yok wen wan yut', BKK],
    ['prachum thuk wan jan 9 mong chao duean na', BKK],
    ['prachum thuk wan jan 9 mong chao thueng doen mesayon', BKK],
    ['reyinyon chak jou 7è di maten jiska desanm', PAP],
    ['otchet po pyatnitsam v 18:00 do kontsa goda', MOW],
    // Japanese: this month's, next month's, every other week
    ['kongetsu no matsujitsu gogo 3ji', TYO],
    ['raigetsu matsujitsu 9ji', TYO],
    ['raishuu getsuyoubi 10ji', TYO],
    ['kakushuu kinyoubi 18ji', TYO],
    ['shukujitsu igai mainichi 9ji', TYO],
  ])('refuses %s [%s]', (phrase, zone) => refuses(phrase, zone, UNREAD), 60_000);

  it.each([
    // what the readers read keeps reading
    ['otchet po pyatnitsam v 18:00', MOW, ['0 15 ? * 6'], /"po pyatnitsam" read as "every friday"/],
    ['planerka kazhdyi ponedelnik v 10:00', MOW, ['0 7 ? * 2'], /"kazhdyi ponedelnik" read as "every monday"/],
    ['kazhdye 3 chasa s 8 do 20 po budnyam', MOW, ['0 5,8,11,14,17 ? * 2-6'], /read as "from 8:00 to 20:00"/],
    ['reyinyon chak mèkredi 3è di apremidi', PAP, ['0 20 ? * 4'], /read as 3pm/],
    ['reyinyon chak madi 7è di maten', PAP, ['0 12 ? * 3'], /"chak madi" read as "every tuesday"/],
    ['rapèl 8è di swa chak samdi ak dimanch', PAP, ['0 1 ? * 1,2'], /read as 8pm/],
    ['lekòl: rapèl 6è30 chak maten lendi-vandredi', PAP, ['30 11 ? * 2-6'], /read as 6:30am/],
    ['thuk wan angkhan 7 mong chao', BKK, ['0 0 ? * 3'], /"thuk wan angkhan" read as "every tuesday"/],
    ['thuk sin duean 10 mong chao', BKK, ['0 3 L * ?'], /read as "the last day of the month"/],
    ['maitsuki matsujitsu 9ji', TYO, ['0 0 L * ?'], /read as "the last day of the month"/],
    ['mainichi 8ji han ni backup', TYO, ['30 23 * * ?'], /"8ji han" read as "8:30"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);
});

describe('a clock without its part of the day in Haitian Creole takes the part said beside it', () => {
  it.each([
    ['rapèl chak maten 8è ak chak swa 9è', PAP, ['0 2,13 * * ?'], /"9è" \(Haitian Creole\) read as 9pm/],
    ['rapèl chak maten 8è ak 9è chak swa', PAP, ['0 2,13 * * ?'], /"8è" \(Haitian Creole\) read as 8am/],
    ['rapèl chak swa 9è', PAP, ['0 2 * * ?'], /"9è" \(Haitian Creole\) read as 9pm \("chak swa"/],
    ['rapèl 7è chak maten', PAP, ['0 12 * * ?'], /"chak maten" read as "every morning"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // both parts said, the clock beside neither: the morning's, or the evening's?
    ['rapèl 8è ak 9è, chak maten ak chak swa', PAP],
  ])('refuses %s [%s]', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
