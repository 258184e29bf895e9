import { describe, expect, it } from 'vitest';
import { outcome, reads, refuses } from './read.js';

const AMS = 'Europe/Amsterdam';
const BRU = 'Europe/Brussels';
const LON = 'Europe/London';

describe('words of when in Dutch, read as the English they stand for', () => {
  it.each([
    // "half 9" is 8:30 in Dutch, "kwart voor 8" 7:45, with the part of the day after them
    ['elke maandag om half 9', AMS, ['30 7 ? * 2'], /"half 9" read as "8:30"/],
    ["om kwart voor 8 's ochtends op werkdagen", AMS, ['45 6 ? * 2-6'], /read as "7:45am"/],
    ["maandag en donderdag om 8 uur 's avonds", AMS, ['0 19 ? * 2,5'], /"8 uur 's avonds" read as "8:00pm"/],
    // every so often, "van ... tot ... uur": the "uur" said last is each clock's
    [
      'elk half uur van 9 tot 17 uur',
      AMS,
      ['0,30 8-15 * * ?', '0 16 * * ?'],
      /"van 9 tot 17 uur" read as "from 09:00 to 17:00"/,
    ],
    // days of the month, weekdays counted within it, Belgian "9u"
    ['de 15e van elke maand om 9u', BRU, ['0 8 15 * ?'], /"van elke maand" read as "of every month"/],
    ['laatste vrijdag van de maand om 16:00', AMS, ['0 15 ? * 6L'], /"laatste" read as "last"/],
    ['elke 2e dinsdag van de maand om 20 uur', AMS, ['0 19 ? * 3#2'], /"2e" read as "2nd"/],
    // from, through a date
    ['vanaf 11 februari elke woensdag om 20 uur', AMS, ['0 19 ? * 4'], /"vanaf" read as "starting"/],
    ['tot en met 18 maart elke dag om 8:00', AMS, ['0 7 * * ?'], /"tot en met" read as "until"/],
    // the day after tomorrow
    // British "half 10" (10:30) without a Dutch word in the phrase
    ['at half 10 every day', LON, ['30 10 * * ?'], /as said in Britain/],
    // "om de twee uur": every two hours
    ['om de twee uur', AMS, ['0 1/2 * * ?'], /"om de twee uur" read as "every 2 hours"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // every two weeks: no weekly schedule said in English
    ['elke 2 weken op woensdag', AMS, /could not read/],
    // "tot 18 december": up to the 18th, or through it?
    ['tot 18 december elke dag om 9:00', AMS, /could not read/],
    // "2 uur 's avonds": no evening's hour
    ["elke dag om 2 uur 's avonds", AMS, /could not read/],
    // "tussen 9 en 5 uur": 5 in the morning, or the afternoon?
    ['elke dag tussen 9 en 5 uur', AMS, /could not read/],
    // "tussen 2 en 4 uur": the night's hours, or the afternoon's?
    ['elke dag tussen 2 en 4 uur', AMS, /could not read/],
    // "om 3 uur" said bare on a weekday: 3 AM or 3 PM? (the grammar's own question)
    ['elke vrijdag om 3 uur', AMS, /could be 3 AM or 3 PM/],
    // "om de": every other (no second Monday of the month, no "at")
    ['om de 2e maandag om 10:00', AMS, /could not read|alternate weeks/],
    ['om de tweede dinsdag om 9:00', AMS, /could not read|alternate weeks/],
    ['overleg om de week op maandag om 10:00', AMS, /could not read|alternate weeks/],
    ['om de 3 dagen om 10:00', AMS, /could not read|drifts/],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why));

  // the day after tomorrow: one run, two days from today
  it('reads "overmorgen" as in 2 days', () => {
    const o = outcome('herinnering overmorgen om 16:00', AMS);
    expect('fields' in o && o.fields).toEqual([expect.stringMatching(/^0 15 \d+ \d+ \?$/)]);
    expect('notes' in o && o.notes).toMatch(/"overmorgen" read as "in 2 days"/);
  });
});

describe('a Dutch reminder before the event said with "geen", "niet", "zonder" (no reminder) stays unread', () => {
  it.each([['elke vrijdag borrel om 15u, herinnering kwartier ervoor', AMS, ['45 13 ? * 6'], /./]])(
    '%s [%s]',
    (phrase, zone, fields, note) => reads(phrase, zone, fields, note),
    60_000,
  );

  it.each([
    ['elke vrijdag borrel om 15u, geen herinnering kwartier ervoor', AMS, /./],
    ['elke vrijdag borrel om 15u, zonder herinnering 10 minuten ervoor', AMS, /./],
    ['elke vrijdag borrel om 15u, niet een half uur van tevoren', AMS, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
