import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('"around the clock", "24/7": every hour of the day', () => {
  it.each([
    ['every 2h around the clock', '0 0/2 * * ?'],
    ['cold room temperature log every 2h around the clock', '0 0/2 * * ?'],
    ['every 30 min, 24/7', '0,30 * * * ?'],
    ['hourly round the clock', '0 * * * ?'],
    ['every 4 hours, 24 hours a day, 7 days a week', '0 0/4 * * ?'],
    ['on the hour 24x7', '0 * * * ?'],
    ['every 15 minutes all day and night', '0/15 * * * ?'],
    ['every 2 hours day and night', '0 0/2 * * ?'],
    ['every 30 min night and day', '0,30 * * * ?'],
    ['turn the patient every 3 hours day and night', '0 0/3 * * ?'],
    // where the steps start, within the first step of the day
    ['gas test every 4 hrs round the clock starting midnight', '0 0/4 * * ?'],
    ['every 3 hours around the clock starting 1am', '0 1/3 * * ?'],
    ['every 6 hours 24/7 starting 00:00', '0 0/6 * * ?'],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual([expected]);
  });

  it('"24/7" says every day, "around the clock" only the hours', () => {
    expect(read('every 2 hours 24/7').days).toEqual({ kind: 'every-day' });
    expect(read('every 2 hours around the clock on weekdays').days).toEqual(WEEKDAYS);
  });

  it.each([
    // a range of hours, or no step to repeat
    ['every hour from 9 to 5 around the clock', /range of hours too/],
    // a start later than the first step: the runs of the day stop at midnight, or go round?
    ['every 4 hours round the clock from 9am', /range of hours too/],
    // day and night without a step, or naming who
    ['every monday day and night', /no interval/],
    ['day and night shift handover 7am', /day and night shift handover/],
    ['daily at 9am 24/7', /no interval/],
    ['around the clock', /no interval/],
    // every day, and some days
    ['every hour 24/7 on weekdays', /days twice/],
    // a date, day first, after "on"
    ['every 30 min on 24/7', /single date/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"during the work day": business hours, as "during business hours" reads them', () => {
  it.each([
    ['every 2 hours during the work day', '"during the work day"'],
    ['every 30 min during the working day', '"during the working day"'],
    ['hourly throughout the business day', '"throughout the business day"'],
    ['every 15 minutes within the workday', '"within the workday"'],
  ])('"%s"', (phrase, said) => {
    const i = read(phrase);
    expect(i.interval?.window).toEqual({ from: hm(9), to: hm(17) });
    expect(i.days).toEqual(WEEKDAYS);
    expect(i.assumptions).toContain(`${said} read as 9:00 AM to 5:00 PM, Monday to Friday.`);
  });

  it('leaves "every working day" the days alone', () => {
    const i = read('every working day at 9am');
    expect(i.days).toEqual(WEEKDAYS);
    expect(i.times).toEqual([hm(9)]);
  });

  it.each([
    ['every 2 hours during the work day on saturdays', /days twice/],
    ['every 2 hours after the work day', /after/],
    ['every 2 hours from 8 to 6 during the work day', /two time ranges/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"but only": the days or hours after it narrow the schedule', () => {
  it.each([
    ['every 15 mins but only on weekends', ['0/15 * ? * 1,7']],
    ['hourly, but only mondays', ['0 * ? * 2']],
    ['every 30 min but only between 9 and 5', ['0,30 9-16 * * ?', '0 17 * * ?']],
    ['every hour but only during business hours', ['0 9-17 ? * 2-6']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it.each([
    ['every 15 mins but only if it rains', /but only if it rains/],
    ['every 15 mins but only once', /once|but only/],
    ['every day at 9 but only on weekends', /days twice/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('leaves "but not" its own reading', () => {
    expect(read('every 15 mins but not on weekends').days).toEqual(WEEKDAYS);
  });
});
