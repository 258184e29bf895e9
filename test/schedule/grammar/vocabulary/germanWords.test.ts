import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/** Schedules said in German, or German mixed with English (germanWords.ts): readings and refusals side by side. */
describe('German words of when', () => {
  it.each([
    // days, "jeden", "täglich", "werktags", short days in a list or a range, clocks with "Uhr" (the 24-hour clock)
    ['jeden Dienstag um 14 Uhr', ['0 14 ? * 3'], /"jeden" (?:\(German\) )?read as "every"/],
    ['mittwochs 8:15 Uhr', ['15 8 ? * 4'], /"8:15 Uhr" read as "08:15"/],
    ['Sa, So 10 Uhr', ['0 10 ? * 1,7'], /"Sa, So" read as "sat, sun"/],
    ['Di-Do 7 Uhr morgens', ['0 7 ? * 3-5'], /"7 Uhr morgens" read as "7:00am"/],
    ['Samstag und Sonntag 11 Uhr', ['0 11 ? * 1,7'], /"und" read as "and"/],
    ['every Arbeitstag 9:00', ['0 9 ? * 2-6'], /"Arbeitstag" read as "working day"/],
    ['werktags 6:45 Uhr', ['45 6 ? * 2-6'], /"werktags" read as "on weekdays"/],
    // "bis Juli": until July begins, as "until July" is read, with a note
    ['jeden Freitag 16 Uhr bis Juli', ['0 16 ? * 6'], /until July begins; say "through July"/],
    ['täglich 7 und 20 Uhr', ['0 7,20 * * ?'], /"7 und 20 Uhr" read as "07:00 and 20:00"/],
    // the spoken clock: "halb" is half before the hour; a part of the day after it
    ['halb sieben abends every day', ['30 18 * * ?'], /"halb sieben abends" read as "6:30pm"/],
    ['viertel vor acht, weekdays', ['45 7 ? * 2-6'], /"viertel vor acht" read as "7:45"/],
    ['zehn nach neun abends jeden Montag', ['10 21 ? * 2'], /"zehn nach neun abends" read as "9:10pm"/],
    ['sonntags um halb 11', ['30 10 ? * 1'], /"halb 11" read as "10:30"/],
    // intervals and windows
    ['alle drei Stunden', ['0 0/3 * * ?'], /"alle drei Stunden" read as "every 3 hours"/],
    [
      'alle 20 Minuten von 10 bis 12 Uhr',
      ['0/20 10,11 * * ?', '0 12 * * ?'],
      /"10 bis 12 Uhr" read as "10:00 to 12:00"/,
    ],
    // days of the month, the nth day, dates
    ['am 1. jedes Monats um 8 Uhr', ['0 8 1 * ?'], /"jedes Monats" read as "of every month"/],
    ['jeden 5. und 20. um 18 Uhr', ['0 18 5,20 * ?'], /"20\." read as "20th"/],
    ['am zweiten Mittwoch im Monat um 19 Uhr', ['0 19 ? * 4#2'], /"zweiten" read as "second"/],
    ['jeden ersten Montag 9 Uhr', ['0 9 ? * 2#1'], /"ersten" read as "first"/],
    ['am 24. Dezember 2026 um 14 Uhr', ['0 14 24 12 ?'], /"24\. Dezember 2026" read as "december 24 2026"/],
    ['täglich 9 Uhr MEZ', ['0 8 * * ?'], /"MEZ" read as "cet"/],
    // a place said last is no name, but the place whose time it is
    ['täglich 9 Uhr New York', ['0 14 * * ?'], /"täglich"/],
    // a place named in German: its time
    ['jeden Montag 9 Uhr Tokio', ['0 0 ? * 2'], /"tokio" read as "tokyo"/i],
    // a city's time
    ['jeden Tag 8 Uhr Wiener Zeit', ['0 7 * * ?'], /"Wiener Zeit" read as "vienna time"/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // a German noun said last is the job's name; one in its own words of when is not
    ['jeden Freitag um 16 Uhr Teamrunde', ['0 16 ? * 6'], /Read "Teamrunde" as the job's name/],
    ['täglich um 21 Uhr Tabletten nehmen', ['0 21 * * ?'], /Read "Tabletten nehmen" as the job's name/],
    ['Mo und Do 18:30 Uhr Chor', ['30 18 ? * 2,5'], /Read "Chor" as the job's name/],
    ['jeden Sonntag um halb zehn Gottesdienst', ['30 9 ? * 1'], /Read "Gottesdienst" as the job's name/],
  ])('%s (a name said last)', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // an hour its part of the day cannot hold; the midnight before or after?
    ['jeden Tag 3 Uhr abends', /could not read/],
    ['jeden Montag 12 Uhr nachts', /could not read/],
    // words of when left unread: a choice, the middle of a month, "fünf vor halb" ("bis Ende Juli" now reads:
    // germanNamesAndEnds.test.ts)
    ['täglich 8 Uhr oder 9 Uhr', /could not read/],
    ['jeden Montag bis Mitte Juli 9 Uhr', /could not read/],
    ['fünf vor halb neun täglich', /time of day|could not read/],
    // every other Tuesday, or the second Tuesday of the month?
    ['jeden zweiten Dienstag 14 Uhr', /could not read/],
    // a word of when said last is no name
    ['täglich 9 Uhr Wochenende', /could not read/],
    ['jeden Freitag 17 Uhr Feierabend', /could not read/],
    ['montags um 9 Uhr Montagsmeeting', /could not read/],
    // "9 bis 5 Uhr": 5 in the morning, or 5 in the afternoon?
    ['Mo-Fr alle 30 Minuten 9 bis 5 Uhr', /could not read/],
    // a holiday said last is no name
    ['jeden Tag 10 Uhr Weihnachten', /could not read/],
    // every other week: the grammar says no week to count from, and the words are no name
    ['alle zwei Wochen montags 9 Uhr', /could not read/],
    // two short days alone are no list of days ("so, do")
    ['so, do 9 Uhr', /how often/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});

/** "an/für den …" is set aside as whom the job is for, never when the noun after it is a stretch of time. */
describe('German "an/für den …" that names a time', () => {
  it.each([
    ['täglich um 8 Uhr an die Buchhaltung', ['0 8 * * ?'], /Read "an die Buchhaltung" as the job's name/],
    ['täglich um 8 Uhr für die Buchhaltung', ['0 8 * * ?'], /Read "für die Buchhaltung" as the job's name/],
    ['jeden Sonntag 20 Uhr Wochenplanung', ['0 20 ? * 1'], /Read "Wochenplanung" as the job's name/],
  ])('%s (whom it is for)', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    ['um 8 Uhr an den Wochentagen'],
    ['täglich um 8 Uhr an den Arbeitstagen'],
    ['täglich um 8 Uhr an den Schultagen'],
    ['täglich um 8 Uhr an den Abenden'],
    ['täglich um 8 Uhr an den Vormittagen'],
    ['täglich um 8 Uhr an den Nachmittagen'],
    ['jeden Montag 8 Uhr an den Ostertagen'],
    ['täglich um 8 Uhr für den Sommer'],
    ['täglich um 8 Uhr für den Winter'],
    ['täglich um 8 Uhr für den Herbst'],
    ['täglich um 8 Uhr für das Quartal'],
    ['täglich um 8 Uhr für das Semester'],
    ['täglich um 8 Uhr für die Saison'],
    ['täglich um 8 Uhr für die Woche'],
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /could not read/));
});

/** Short days listed with "," or "&" are German days only beside another German word: alone they may be people. */
describe('German short days listed with "," or "&"', () => {
  it.each([
    ['Mo, Sa 12 Uhr', ['0 12 ? * 2,7'], /"Mo, Sa" read as "mon, sat"/],
    ['Mo & Di um 12', ['0 12 ? * 2,3'], /"Mo & Di" read as "mon & tue"/],
    ['Mo, Mi abends 19:00', ['0 19 ? * 2,4'], /"Mo, Mi" read as "mon, wed"/],
    ['Mo/Di 12pm', ['0 12 ? * 2,3'], /"Mo\/Di" read as "mon\/tue"/],
    ['Mo, Di und Mi 12pm', ['0 12 ? * 2-4'], /"Mo, Di und Mi" read as "mon, tue and wed"/],
  ])('%s (days)', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([['lunch with Mo & Di at 12pm'], ['Mo & Di 12pm'], ['Mo, Sa 12pm'], ['Mo, Di 12pm']])(
    'refuses %s',
    (phrase) => refuses(phrase, 'UTC', /could not read/),
  );
});

/** A noun compounded with a hyphen said last is the job's name only when no part of it says when. */
describe('German hyphen compounds with a word of when in a part', () => {
  it.each([
    ['täglich um 9 Uhr Nacht-Runde'],
    ['täglich um 9 Uhr Abend-Runde'],
    ['täglich um 9 Uhr Spät-Runde'],
    ['täglich um 9 Uhr Früh-Runde'],
    ['täglich um 9 Uhr Mitternachts-Check'],
    ['täglich um 9 Uhr Team-Nachtrunde'],
    ['täglich um 9 Uhr Nachtschicht-Übergabe'],
    ['jeden Montag um 9 Uhr Tages-Check'],
    ['täglich um 9 Uhr Wochen-Runde'],
  ])('refuses %s', (phrase) => refuses(phrase, 'Europe/Berlin', /./));

  it.each([
    ['täglich um 9 Uhr Akkutausch-Runde', ['0 8 * * ?'], /Read "Akkutausch-Runde" as the job's name/],
    ['täglich um 9 Uhr Kfz-Prüfung', ['0 8 * * ?'], /Read "Kfz-Prüfung" as the job's name/],
    ['jeden Montag um 10 Uhr Team-Runde', ['0 9 ? * 2'], /Read "Team-Runde" as the job's name/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'Europe/Berlin', fields, note));
});

/** The same written as one word: a stem of when opening the compound ("Wochenrunde" beside daily runs). */
describe('German compounds written as one word with a stem of when first', () => {
  it.each([
    ['jeden Tag um 9 Uhr Wochenrunde'],
    ['täglich um 9 Uhr Abendrunde'],
    ['jeden Montag um 9 Uhr Tagesbericht'],
    ['täglich um 7 Uhr Monatsabschluss'],
    ['täglich um 9 Uhr Nachtschicht'],
    ['täglich um 7 Uhr Spätdienst'],
  ])('refuses %s', (phrase) => refuses(phrase, 'Europe/Berlin', /could not read/));

  it.each([
    // "Tagung" (a conference) has no stem of when: "tages", not "tag"
    ['jeden Montag um 9 Uhr Tagung', ['0 8 ? * 2'], /Read "Tagung" as the job's name/],
    ['jeden Montag um 9 Uhr Teamrunde', ['0 8 ? * 2'], /Read "Teamrunde" as the job's name/],
    // the schedule says the stem's own stretch
    ['jeden Tag um 9 Uhr Tagesbericht', ['0 8 * * ?'], /Read "Tagesbericht" as the job's name/],
    ['sonntags 18 Uhr Wochenplanung', ['0 17 ? * 1'], /Read "Wochenplanung" as the job's name/],
    // a part of the day's compound beside clocks in that part
    ['täglich um 20 Uhr Abendrunde', ['0 19 * * ?'], /Read "Abendrunde" as the job's name/],
    ['Nachtdienst Übergabe 21:45 täglich', ['45 20 * * ?'], /Nachtdienst/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'Europe/Berlin', fields, note));
});
