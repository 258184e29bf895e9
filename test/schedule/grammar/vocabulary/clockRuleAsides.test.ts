import { describe, expect, it } from 'vitest';
import { reads, refusedRules } from './read.js';

/** Remarks on a place's clock rules, said beside a schedule on its clock (clockRuleAsides.ts). NOW: 2026-01-12. */
describe("remarks on a place's daylight saving, checked against its zone", () => {
  it.each([
    // the place keeps one offset all year, said in English, Spanish or Portuguese
    ['Bogotá 6pm fridays (no DST there anymore)', 'America/New_York', ['0 23 ? * 6'], /"no DST there anymore" aside/],
    ['Amman 9am sundays, they dropped DST', 'Europe/London', ['0 6 ? * 1'], /keeps one offset all year/],
    ['Monterrey 10am mondays, sin horario de verano', 'America/Chicago', ['0 16 ? * 2'], /"sin horario de verano"/],
    ['Recife 07:00 daily (sem horário de verão)', 'Europe/London', ['0 10 * * ?'], /"sem horário de verão" aside/],
    // the place said only in the job's name
    [
      'Brisbane office 8:30am weekdays (no daylight saving)',
      'Australia/Sydney',
      ['30 22 ? * 1-5'],
      /"no daylight saving" aside: the clock of Brisbane \(Australia\/Brisbane\) keeps one offset/,
    ],
    // the place changes its clock
    ['Beirut 8am weekdays, they have daylight saving', 'Europe/London', ['0 6 ? * 2-6'], /changes for daylight/],
    ['every monday 10am Santiago, DST applies there', 'Europe/London', ['0 13 ? * 2'], /"DST applies there" aside/],
    // an offset the place takes for part of the year
    [
      'Rabat 17:00 daily (they switch to GMT during Ramadan)',
      'Europe/Paris',
      ['0 16 * * ?'],
      /takes UTC\+00:00 for part of the year/,
    ],
    // where the remark says, the place as its subject, and lead-in words
    ['Darwin 6:00 daily (no daylight saving up there)', 'Australia/Brisbane', ['30 20 * * ?'], /keeps one offset/],
    ['Cairo 9:00 sun-thu (Egypt has summer time again)', 'Asia/Dubai', ['0 7 ? * 1-5'], /changes for daylight/],
    ["Phoenix 7am daily, fyi Arizona doesn't do DST", 'America/New_York', ['0 14 * * ?'], /"fyi Arizona/],
    // the month daylight saving time starts
    ['Nuuk 07:00 daily, and note they go to summer time in march', 'Europe/London', ['0 9 * * ?'], /in March/],
    ['Santiago 8am weekdays - NB: DST starts in september', 'Europe/London', ['0 11 ? * 2-6'], /in September/],
    // the runs wanted on the days the clocks change too
    [
      'every day at 1:30am Central (yes, including the nights the clocks change)',
      'America/Chicago',
      ['30 7 * * ?'],
      /runs are on those days too/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // the remark contradicts the zone
    ['Tokyo 9am daily (they have DST)', 'Europe/London', /does not agree with the clock of Tokyo.*keeps one offset/],
    ['Cairo 9am daily, no DST there anymore', 'Europe/London', /changes its clock during the year/],
    ['Dubai 17:00 daily (they go back to GMT in Ramadan)', 'Europe/Paris', /does not agree/],
    // no place said: whose clock?
    ['9am daily, sin horario de verano', 'America/Mexico_City', /could not read "sin horario de verano"/],
    // several clocks: which one's?
    ['Tokyo 9am and London 9am daily (no DST)', 'Europe/London', /two time zones/],
    // the subject is another clock; a month the place does not start DST in; no change to run through
    ['Perth 9am daily, fyi Adelaide has DST', 'Europe/London', /two time zones|could not read/],
    [
      'Nuuk 07:00 daily, and note they go to summer time in june',
      'Europe/London',
      /does not start daylight saving time in June/,
    ],
    ['Tokyo 2:30am daily (including the night the clocks change)', 'Europe/London', /keeps one offset all year/],
    // a wish, not a remark on the place
    ['Denver 9am daily, ignore DST', 'Europe/London', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, message) => {
    expect(refusedRules(phrase, zone).message).toMatch(message);
  });
});
