import { describe, expect, it } from 'vitest';
import { fields, read, refused } from './read.js';

/** Each phrase -> its UTC fields (one string per task) and a note it must carry. */
function reads(phrase: string, zone: string, f: string[], note: RegExp): void {
  expect(fields(phrase, zone)).toEqual(f);
  expect(read(phrase, zone).assumptions.join(' ')).toMatch(note);
}

describe('English as a second language: the day, the part of the day and the place said as other languages do', () => {
  it.each([
    // a day of the month as a bare number after "the", or with the German ordinal dot
    // (one month alone is a date, asked once or every year's, as "march 3" is: oneDay.test.ts)
    ['the 3 of march and september at 10:00', 'UTC', ['0 10 3 3,9 ?'], /"the 3" read as "the 3rd"/],
    ['the 15 and the 30 of each month at noon', 'UTC', ['0 12 15,30 * ?'], /"the 30" read as "the 30th"/],
    ['remember me the day 10 of each month at 9h', 'UTC', ['0 9 10 * ?'], /"the day 10" read as "the 10th"/],
    ['on the 1. of each month at 6:00', 'UTC', ['0 6 1 * ?'], /"the 1\." read as "the 1st"/],
    // every day, morning, weekday
    ['all the days at 7 of the morning', 'UTC', ['0 7 * * ?'], /"all the days" read as "every day"/],
    ['all the mornings at 6h except sunday', 'UTC', ['0 6 ? * 2-7'], /"all the mornings" read as "every morning"/],
    ['all the evenings at 7 of the evening', 'UTC', ['0 19 * * ?'], /"of the evening" read as "in the evening"/],
    // a place's hour is its time
    ['every sunday at 21h hour of Buenos Aires', 'UTC', ['0 0 ? * 2'], /"hour of buenos aires" read as/],
    ['tuesday and thursday at 18h45 Montreal hour', 'Europe/Paris', ['45 23 ? * 3,5'], /"montreal hour"/],
    ['every day at 8h and at 20h, Lisbon hour', 'America/Sao_Paulo', ['0 8,20 * * ?'], /"lisbon hour"/],
    // on the hour; a 24-hour clock with "o'clock"; "beginning from"
    ['each hour in punct from 8 to 20h', 'UTC', ['0 8-20 * * ?'], /"each hour in punct" read as/],
    ['every hour from 9 to 17 o clock', 'UTC', ['0 9-17 * * ?'], /"17 o clock" read as 17:00/],
    [
      "every Tuesday and Thursday at 14:30 o'clock, beginning from 1.3.",
      'UTC',
      ['30 14 ? * 3,5'],
      /"beginning from" read as "starting"/,
    ],
  ])('"%s"', (phrase, zone, f, note) => {
    reads(phrase, zone, f, note);
  });

  it.each([
    // "of" after a number that is no day of the month, or a part of the day said of no clock
    ['the 2 of the jobs at 9', /2 of the jobs/],
    ['the 32 of march at 9', /32/],
    // "all the days of the week" is left to the reader (it is read nowhere yet)
    ['all the days of the week at 9', /all the days of the week/],
    // "hour" after words that name no place, or a country of several zones
    ['every day at 9 happy hour', /happy hour/],
    ['every day at 9 in the hour of need', /hour/],
    ['every day at 10h hour of Mexico', /not a single time zone/],
    // "o'clock" after an hour of the 12-hour clock keeps its own reading (9 o'clock is read as 9 AM, with a note)
    ['every day at 25 o clock', /25/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('clocks and dates as dictation mishears them', () => {
  it.each([
    ['remind me every friday at for pm', 'UTC', ['0 16 ? * 6'], /"for" in "at for" read as 4/],
    ['every day at too thirty pm', 'UTC', ['30 14 * * ?'], /"too" in "at too thirty" read as 2/],
    ['remind the team at ate am every day', 'UTC', ['0 8 * * ?'], /"ate" in "at ate" read as 8/],
    ['every day at for thirty a m', 'UTC', ['30 4 * * ?'], /"for" in "at for thirty" read as 4/],
    ['every weekday at 9 15 a m', 'UTC', ['15 9 ? * 2-6'], /"9 15 a m" read as 9:15 am/],
    ['every second and fourth tuesday at ten a m', 'UTC', ['0 10 ? * 3#2', '0 10 ? * 3#4'], /"second"/],
    ['every quarter past the hour', 'UTC', ['15 * * * ?'], /read as "every hour at 15 past"/],
    ['every monday at nine a m starting march seventh', 'UTC', ['0 9 ? * 2'], /"march seventh" read as "march 7"/],
    ['remind me on the first at nine a m', 'UTC', ['0 9 1 * ?'], /"the first" read as "the 1st"/],
    ['on the twenty fourth of each month at 9am', 'UTC', ['0 9 24 * ?'], /"the twenty fourth" read as "the 24th"/],
    ['inbox check twice a day 9 and 4', 'UTC', ['0 9,16 * * ?'], /Two numbers said without "at"/],
    ['egg collection 7 and 15 daily', 'UTC', ['0 7,15 * * ?'], /Two numbers said without "at"/],
    ['prepone the standup to 9:15, weekdays', 'UTC', ['15 9 ? * 2-6'], /"prepone \.\.\. to"/],
    ['every day 12:00 noon and 0:00 midnight', 'UTC', ['0 0,12 * * ?'], /"0:00 midnight" read as midnight/],
  ])('"%s"', (phrase, zone, f, note) => {
    reads(phrase, zone, f, note);
  });

  it.each([
    // the day of the month in words only before "at" or "of each month"; two bare numbers only as hours plainly
    ['on the first monday', /time of day/],
    ['on the 7 and 15 daily', /7 and 15/],
    ['every 7 and 15 daily', /7 and 15/],
    ['top 7 and 11 daily', /7 and 11/],
    ['prepone the standup by 2 hours', /prepone/],
    ['every day at 9:00 midnight', /9:00 midnight/],
    // a homophone not in a clock's place stays as typed
    ['every day at 10 for 5 minutes', /for 5 minutes/],
    ['every day at 5 for thirty minutes', /for thirty minutes/],
    ['every day at to thirty', /to thirty|thirty/],
    // seconds said as a count stay refused as such
    ['every 30 seconds', /no seconds field/],
    ['every second', /seconds|second/],
    // "december thirty second" is no day
    ['every monday at 9am starting december thirty second', /thirty|second/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
