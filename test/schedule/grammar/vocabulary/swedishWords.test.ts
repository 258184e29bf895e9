import { describe, expect, it } from 'vitest';
import { readSwedishWords } from '../../../../src/schedule/grammar/swedishWords.js';
import { outcome, reads, refuses } from './read.js';

const STO = 'Europe/Stockholm';
const NY = 'America/New_York';

describe('words of when in Swedish, read as the English they stand for', () => {
  it.each([
    // days: the plural is every week's; "varje", "på" before a day; "kl" before a clock (the 24-hour clock)
    ['veckomöte varje tisdag kl 13.30', STO, ['30 12 ? * 3'], /"varje tisdag" read as "every tuesday"/],
    ['städning på lördagar kl 10:00', STO, ['0 9 ? * 7'], /"på lördagar" read as "on saturdays"/],
    ['måndagar och onsdagar kl 18', STO, ['0 17 ? * 2,4'], /"kl 18" read as "at 18:00"/],
    ['måndag till fredag kl 07.45', STO, ['45 6 ? * 2-6'], /read as "monday to friday"/],
    // every day, weekdays, weekends, nights
    ['dagligen kl 06:15 och 18:15', STO, ['15 5,17 * * ?'], /"dagligen" read as "every day"/],
    ['export varje natt kl 02:30', STO, ['30 1 * * ?'], /"varje natt" read as "every night"/],
    ['på vardagar kl 16:45', STO, ['45 15 ? * 2-6'], /read as "on weekdays"/],
    ['varje helg kl 09.00', STO, ['0 8 ? * 1,7'], /read as "on weekends"/],
    // every so often, within hours of the 24-hour clock
    [
      'var 15:e minut mellan 9 och 18',
      STO,
      ['0/15 8-16 * * ?', '0 17 * * ?'],
      /"var 15:e minut" read as "every 15 minutes"/,
    ],
    ['varannan timme', STO, ['0 1/2 * * ?'], /read as "every 2 hours"/],
    // days of the month, weekdays counted within it
    ['hyran den 28:e varje månad kl 9:00', STO, ['0 8 28 * ?'], /read as "the 28th of every month"/],
    ['andra torsdagen i månaden kl 15', STO, ['0 14 ? * 5#2'], /read as "the second thursday of the month"/],
    ['sista dagen i månaden kl 12:00', STO, ['0 11 L * ?'], /read as "the last day of the month"/],
    ['sista vardagen i månaden kl 14:00', STO, ['0 13 LW * ?'], /read as "the last business day of the month"/],
    // what the task is for, said after the schedule in Swedish
    ['varje fredag kl 15 städning', STO, ['0 14 ? * 6'], /Set "städning" aside/],
    ['varje måndag kl 8:00 skicka rapporten', STO, ['0 7 ? * 2'], /Set "skicka rapporten" aside/],
    // another place's time
    ['kl 9:30 svensk tid på torsdagar', NY, ['30 8 ? * 5'], /"svensk tid" read as "sweden time"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // every other week: no weekly schedule says it
    ['demo varannan vecka på fredagar', STO, /./],
    // "mellan 9 och 5": 5 in the morning, or the afternoon?
    ['varje timme mellan 9 och 5', STO, /./],
    // a word of when left after the schedule is no task's purpose
    ['varje fredag kl 15 varannan vecka', STO, /./],
    // a week by its number
    ['vecka 12 tisdag kl 10', STO, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why));

  // the short words that are English too are read only beside a number or a Swedish word of when
  it.each(['den cleanup every friday 4:30pm', 'var i om den kl', 'where var 2 is set every monday'])(
    'leaves "%s" as typed',
    (phrase) => expect(readSwedishWords(phrase, [])).toBe(phrase),
  );

  it('reads "imorgon" as tomorrow, and "om" before a word after "påminn mig" as about', () => {
    const o = outcome('påminn mig imorgon kl 16:30 om mötet', STO);
    expect('fields' in o && o.fields).toEqual([expect.stringMatching(/^30 15 \d+ \d+ \?$/)]);
    expect('notes' in o && o.notes).toMatch(/"imorgon" read as "tomorrow"/);
  });
});
