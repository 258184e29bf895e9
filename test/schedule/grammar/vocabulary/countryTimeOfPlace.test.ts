import { describe, expect, it } from 'vitest';
import { reads, refusedRules } from './read.js';

/**
 * A country's time said beside the place the phrase opens with, where the place keeps the country's main clock
 * (placeFirstClock.ts). NOW: 2026-01-12 (Nuuk UTC-2, São Paulo UTC-3, Mexico City UTC-6, Moscow UTC+3).
 */
describe("a country's time read as the clock of the place first said, which keeps it", () => {
  it.each([
    [
      'Nuuk cargo ship 06:00 daily Greenland time',
      'Europe/London',
      ['0 8 * * ?'],
      /"Greenland time" read as the clock of Nuuk/,
    ],
    [
      'Nuuk clinic rota 14:00 mon-fri, Greenland time',
      'America/Nuuk',
      ['0 16 ? * 2-6'],
      /clock of Nuuk \(America\/Nuuk\)/,
    ],
    [
      'São Paulo office 9am weekdays, Brazil time',
      'Europe/London',
      ['0 12 ? * 2-6'],
      /"Brazil time" read as the clock of São Paulo/,
    ],
    ['Mexico City warehouse 7am mon-sat, Mexico time', 'Europe/London', ['0 13 ? * 2-7'], /"Mexico time"/],
    [
      'Moscow depot 22:00 daily Russian time',
      'Europe/London',
      ['0 19 * * ?'],
      /"Russian time" read as the clock of Moscow/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // the place keeps another of the country's clocks: the country's main one, or the place's?
    ['Manaus office 9am weekdays, Brazil time', 'Europe/London', /"Brazil time" is not a single time zone/],
    ['Tijuana plant 6am weekdays Mexico time', 'Europe/London', /two time zones|not a single time zone/],
    // no place first
    ['cargo ship 9am Greenland time', 'Europe/London', /"Greenland time" is not a single time zone/],
    // the person's own clock said too
    ['Nuuk office 9am weekdays, Greenland time, my time', 'Europe/London', /./],
    // a country with no main clock
    ['Perth office 9am weekdays, Australian time', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, message) => {
    expect(refusedRules(phrase, zone).message).toMatch(message);
  });
});
