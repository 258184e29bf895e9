import { describe, expect, it } from 'vitest';
import { readPolishWords } from '../../../../src/schedule/grammar/polishWords.js';
import { outcome, reads, refuses } from './read.js';

const WAW = 'Europe/Warsaw';
const LON = 'Europe/London';

describe('words of when in Polish, read as the English they stand for', () => {
  it.each([
    // days: the plural is every week's; "w każdy", "co" before a day; "od ... do ..." between days
    ['spotkanie w każdą środę o 14:30', WAW, ['30 13 ? * 4'], /"w każdą środę" read as "every wednesday"/],
    ['planowanie w poniedzialki o 9:45', WAW, ['45 8 ? * 2'], /read as "on mondays"/],
    ['od poniedziałku do piątku o 8:15', WAW, ['15 7 ? * 2-6'], /read as "monday to friday"/],
    ['wtorki i czwartki o 18:00', WAW, ['0 17 ? * 3,5'], /"i" read as "and"/],
    // every day, weekdays, weekends, nights; the 24-hour clock of "o 17"
    ['o 9 i 15 w poniedziałki', WAW, ['0 8,14 ? * 2'], /"i" read as "and"/],
    ['codziennie o 7:15 i o 19:45', WAW, ['15 6 * * ?', '45 18 * * ?'], /"codziennie" read as "every day"/],
    ['kopia zapasowa co noc o 3:30', WAW, ['30 2 * * ?'], /"co noc" read as "every night"/],
    ['przypomnienie w dni powszednie o 17', WAW, ['0 16 ? * 2-6'], /"o 17" read as "at 17:00"/],
    ['podlewanie w weekendy o 9 rano', WAW, ['0 8 ? * 1,7'], /"o 9 rano" read as "at 9am"/],
    ['o 8 wieczorem w soboty', WAW, ['0 19 ? * 7'], /read as "at 8pm"/],
    // every so often, within hours of the 24-hour clock
    [
      'co 30 minut od 9 do 17 w dni robocze',
      WAW,
      ['0,30 8-15 ? * 2-6', '0 16 ? * 2-6'],
      /"od 9 do 17" read as "from 09:00 to 17:00"/,
    ],
    ['co 2 godziny', WAW, ['0 1/2 * * ?'], /"co 2 godziny" read as "every 2 hours"/],
    // days of the month, weekdays counted within it, dates
    ['czynsz 5-go każdego miesiąca o 10:00', WAW, ['0 9 5 * ?'], /read as "the 5th of every month"/],
    ['ostatni piątek miesiąca o 16:30', WAW, ['30 15 ? * 6L'], /read as "the last friday of the month"/],
    ['drugi wtorek miesiąca o 10:00', WAW, ['0 9 ? * 3#2'], /read as "the second tuesday of the month"/],
    ['pierwszego dnia miesiąca o 6:00', WAW, ['0 5 1 * ?'], /read as "the first day of the month"/],
    // midnight, noon; another place's time
    ['w południe w dni robocze', WAW, ['0 11 ? * 2-6'], /read as "at noon"/],
    ['standup w piątki 10:00 czasu londyńskiego', WAW, ['0 10 ? * 6'], /"czasu londyńskiego" read as "london time"/],
    // what the task is for, said after the schedule in Polish
    ['w dni robocze o 7:30 podlewanie', WAW, ['30 6 ? * 2-6'], /Set "podlewanie" aside/],
    ['co 2 godziny uruchom skrypt', WAW, ['0 1/2 * * ?'], /Set "uruchom skrypt" aside/],
    ['sync w poniedziałki o 9:00 czasu polskiego', LON, ['0 8 ? * 2'], /read as "poland time"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // every other Tuesday: no weekly schedule says it
    ['spotkanie co drugi wtorek o 10', WAW, /./],
    // "od 9 do 5": 5 in the morning, or the afternoon?
    ['od 9 do 5 codziennie', WAW, /./],
    // a word of when left after the schedule is no task's purpose
    ['w dni robocze o 7:30 co drugi tydzień', WAW, /./],
    // "raz w tygodniu": once a week, not weekdays
    ['raz w tygodniu o 10:00', WAW, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why));

  // the short words that are English too are read only beside a number or a Polish word of when
  it.each(['w3 o ring check every monday 9:30am', 'co op meeting w/ team every friday', 'i o 5 co'])(
    'leaves "%s" as typed',
    (phrase) => expect(readPolishWords(phrase, [])).toBe(phrase),
  );

  it('reads "jutro" as tomorrow, and "o" before a word after "przypomnij mi" as about', () => {
    const o = outcome('przypomnij mi jutro o 16:30 o spotkaniu', WAW);
    expect('fields' in o && o.fields).toEqual([expect.stringMatching(/^30 15 \d+ \d+ \?$/)]);
    expect('notes' in o && o.notes).toMatch(/"jutro" read as "tomorrow"/);
  });
});

describe('Polish ordinals the rules do not read change the runs, never a name', () => {
  it.each([
    ['przedostatni dzień roboczy o 9:00', WAW, /"przedostatni" \(Polish\)/],
    ['przedostatni dzień roboczy miesiąca o 9:00 raport', WAW, /"przedostatni" \(Polish\)/],
    ['w każdy wtorek o 9:00 przedostatnia zmiana', WAW, /"przedostatnia" \(Polish\)/],
    ['w dni robocze o 9:00 raport drugi', WAW, /"drugi" \(Polish\)/],
    // next, this, the coming Saturday: one day, never that day every week with the word as a name
    ['w przyszłą sobotę o 9:00', WAW, /"przyszłą" \(Polish\)/],
    ['raport w przyszła sobote o 9:00', WAW, /\(Polish\)/],
    ['w najbliższy poniedziałek o 9:00', WAW, /"najbliższy" \(Polish\)/],
    ['w następny piątek o 9:00', WAW, /"następny" \(Polish\)/],
    ['w tę sobotę o 9:00', WAW, /"tę" \(Polish\)/],
    ['codziennie o 8:00, ale w przyszłą sobotę o 9:00', WAW, /"przyszłą" \(Polish\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);

  it.each([
    ['ostatni dzień roboczy o 9:00', WAW, ['0 8 LW * ?'], /./],
    ['pierwszy poniedziałek miesiąca o 9:00', WAW, ['0 8 ? * 2#1'], /./],
    ['w dni robocze o 9:00 raport', WAW, ['0 8 ? * 2-6'], /./],
    ['w sobotę o 9:00', WAW, ['0 8 ? * 7'], /./],
    ['w każdą sobotę o 9:00', WAW, ['0 8 ? * 7'], /./],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);
});
