import { describe, expect, it } from 'vitest';
import { fields, read, refused, rules } from './read.js';

describe('intervals in windows said with the words around them', () => {
  it.each([
    // "during <what>" without "the", its name ending in "hours" or "time": the hours said after it
    ['every 20 mins during concerts 8pm-11pm', ['0/20 20-22 * * ?', '0 23 * * ?']],
    ['hourly during matches 2pm-6pm on saturdays', ['0 14-18 ? * 7']],
    ['every 10 minutes during shifts 05-21', ['0/10 5-20 * * ?', '0 21 * * ?']],
    ['every 5 min during ops hours 7-7', ['0/5 7-18 * * ?', '0 19 * * ?']],
    ['every 10 min during peak time 16:00-19:00', ['0/10 16-18 * * ?', '0 19 * * ?']],
    // the day's hours said bare: a working day's halves
    ['every hour in the day time 9 to 5', ['0 9-17 * * ?']],
    ['every 2 hours in the daytime 8 until 20', ['0 8,10,12,14,16,18,20 * * ?']],
    // minutes before every hour
    ['5 minutes before every hour', ['55 * * * ?']],
    ['every hour, 10 minutes before the hour', ['50 * * * ?']],
    ['2 mins before the top of every hour', ['58 * * * ?']],
    // minutes of every hour said alone before a range of hours
    ['at :00 and :30 from 7 to 11am', ['0,30 7-10 * * ?', '0 11 * * ?']],
    ['at :15 and :45 between 9am and 5pm', ['15,45 9-16 * * ?']],
    // "but only" before two bare hours
    ['every 15 minutes, but only 5 to 21', ['0/15 5-20 * * ?', '0 21 * * ?']],
    ['hourly but only 9-5', ['0 9-17 * * ?']],
    // hours in two digits with "Z"
    ['every 6h starting 00z', ['0 0/6 * * ?']],
    ['at 06z and 18z', ['0 6,18 * * ?']],
    // names with "lost" and "no-show"
    ['lost parcel check every 3 hours', ['0 0/3 * * ?']],
    ['no-show release every day at 9am', ['0 9 * * ?']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it('says what it assumed', () => {
    expect(read('every 5 min during ops hours 7-7').assumptions).toContain(
      'Read "ops hours" as the name of what the runs are for; its hours are the ones said after it.',
    );
    expect(read('5 minutes before every hour').assumptions).toContain(
      '"5 minutes before every hour" read as every hour at :55.',
    );
    expect(rules('every hour in the day time 9 to 5')[0]?.assumptions.join(' ')).toMatch(/9:00 AM to 5:00 PM/);
  });

  it.each([
    // words that say when are not a name
    ['hourly during weekdays 9-5', /during weekdays/],
    ['hourly during nights 1-5', /during nights/],
    // before its first hour, or inside it?
    ['5 minutes before every hour from 9 to 5', /range of hours/],
    ['5 minutes before every 2 hours', /5 minutes before/],
    ['0 minutes before every hour', /not within the hour/],
    // minutes that are no step through the hour cannot keep to a range
    ['at :10 and :20 from 6 to 10am', /not one step/],
    // a count, not hours
    ['every 10 minutes but only 2 to 3 times a day', /but only 2 to/],
    // one digit and "z" is no clock
    ['upload 2z', /2z/],
    // a night shift's bare hours could be either half of the day
    ['every hour on night shift 10-6', /shift/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
