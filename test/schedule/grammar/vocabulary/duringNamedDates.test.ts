import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"during the <period> (<date> – <date>)": the period read as its bracketed dates', () => {
  it.each([
    [
      'proctor rota every tue 7:30am during the assessment window (feb 3 – mar 13)',
      ['30 7 ? * 3'],
      /"during the assessment window" as the dates said in brackets, feb 3 to mar 13/,
    ],
    [
      'marking rota every thu 9:30am during the exam period (5 feb - 12 mar)',
      ['30 9 ? * 5'],
      /"during the exam period" as the dates said in brackets, 5 feb to 12 mar/,
    ],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });

  it.each([
    // the name holds a word that narrows the runs
    ['proctor rota every tue 7:30am during the assessment weekends (feb 3 – mar 13)', /./],
    ['proctor rota every tue 7:30am during the first week (feb 3 – mar 13)', /./],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});

describe('"during" a name that could be hours of the day: refused, never all day', () => {
  it.each([
    ['every hour during business (may 10 - jun 11)'],
    ['every hour during peak (may 10 - jun 11)'],
    ['every 30 min during lunch (may 10 - jun 11)'],
    ['every hour during opening (may 10 - jun 11)'],
    ['every hour during the school (may 10 - jun 11)'],
    ['every hour during trading (may 10 - jun 11)'],
  ])('"%s"', (phrase) => {
    refuses(phrase, 'America/Los_Angeles', /./);
  });
});

describe('bracketed dates whose end, with its year, comes before their start in the year: refused, never most of a year', () => {
  it.each([
    ['every day at 9am during the harvest (oct 15 – sep 15 2027)', /before the start date in the year/],
    ['every day at 9am (oct 15 – sep 15 2027)', /before the start date in the year/],
    ['every day at 9am from oct 15 to sep 15 2027', /before the start date in the year/],
    ['every day at 9am from nov 15 to feb 28 2027', /before the start date in the year/],
  ])('"%s"', (phrase, why) => {
    refuses(phrase, 'Europe/Paris', why);
  });

  it.each([
    // in order, or over the new year from December to January, or each date with its year
    ['every day at 9am during the harvest (sep 15 – oct 15 2027)', ['0 7 * * ?'], /harvest/],
    ['every day at 9am during the holidays (20 dec – 5 jan 2027)', ['0 8 * * ?'], /as the dates said in brackets/],
    ['every day at 9am from oct 15 2026 to sep 15 2027', ['0 7 * * ?'], /./],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'Europe/Paris', fields, note);
  });
});
