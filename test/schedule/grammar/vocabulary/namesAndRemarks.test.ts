import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('remarks said last carry no time and are set aside', () => {
  it.each([
    ['restart the flaky worker at 4:44 am every day (dont ask)', { kind: 'every-day' }, [hm(4, 44)], '(dont ask)'],
    ['EVERY MONDAY 9AM PIPELINE REVIEW NO EXCEPTIONS', { kind: 'weekdays', days: [2] }, [hm(9)], 'NO EXCEPTIONS'],
    ['TRAINING 6AM MON WED FRI NO EXCUSES 💪', { kind: 'weekdays', days: [2, 4, 6] }, [hm(6)], 'NO EXCUSES'],
    ['reminders at 6:00 and 6:10 every weekday lmao', WEEKDAYS, [hm(6), hm(6, 10)], 'lmao'],
    ['duolingo 🦉 9pm every day dont let me lose the streak', { kind: 'every-day' }, [hm(21)], 'dont let me'],
    ['on-call reminder sundays 8pm so people know who is up', { kind: 'weekdays', days: [1] }, [hm(20)], 'so people'],
    ['thyroid pill 6am daily on an empty stomach', { kind: 'every-day' }, [hm(6)], 'empty stomach'],
    ['vitamin D 8am daily with food', { kind: 'every-day' }, [hm(8)], 'with food'],
  ])('"%s"', (phrase, days, times, remark) => {
    const [r] = rules(phrase);
    expect(r?.days).toEqual(days);
    expect(r?.times).toEqual(times);
    expect(r?.assumptions.some((a) => a.includes(remark) && a.includes('remark'))).toBe(true);
  });

  it.each([
    // a reason that names a day, a time or a place's team says when, or whose clock
    ['every day at 9 dont let me miss monday', /monday|days/],
    ['every day at 9 so the London team knows', /knows|london/i],
    ['every day at 9 so we are done before lunch', /before lunch|so we/],
    ['every day at 9 because the cache is stale at night', /night|because/],
    // a negation that is no fixed remark is still read as one
    ['every day at 9 no mondays', /mondays|no/],
    // "fr" may be Friday
    ['every monday 9am fr', /fr/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});

describe('words of time in a name agree with the schedule or are refused', () => {
  it.each([
    ['noon report 1200 UTC daily', { kind: 'every-day' }, [hm(12)]],
    ['fleet noon report check 12:15 UTC weekdays', WEEKDAYS, [hm(12, 15)]],
    ['close of business report 17:00 mon-fri sydney', WEEKDAYS, [hm(17)]],
    ['intraday reforecast at 10:00, 13:00 and 16:00 weekdays', WEEKDAYS, [hm(10), hm(13), hm(16)]],
    ['quarter-close job last day of mar, jun, sep, dec at 6pm ET', { kind: 'month-days', days: ['last'] }, [hm(18)]],
    ['bins out tuesday night 8pm', { kind: 'weekdays', days: [3] }, [hm(20)]],
    ['on-call changes over thursdays 16:00 sydney', { kind: 'weekdays', days: [5] }, [hm(16)]],
    ['rota goes out sunday 6pm', { kind: 'weekdays', days: [1] }, [hm(18)]],
    ['boxing class 18.30 mon-thu', { kind: 'weekdays', days: [2, 3, 4, 5] }, [hm(18, 30)]],
    ['WFM forecast upload every tuesday at 16:00 IST', { kind: 'weekdays', days: [3] }, [hm(16)]],
    ['run the anomaly detector every 10 minutes from 8:05 to 17:55', { kind: 'every-day' }, []],
    ['dbt run every 2 hours on weekdays from 6 to 22', WEEKDAYS, []],
    ['ingest the S3 drops every 5 min on weekdays', WEEKDAYS, []],
    ['feed the cat at 7 and 19', { kind: 'every-day' }, [hm(7), hm(19)]],
    ['container yard report last working day of the month 1600 Shanghai', { kind: 'last-weekday-of-month' }, [hm(16)]],
  ])('"%s"', (phrase, days, times) => {
    const [r] = rules(phrase);
    expect(r?.days).toMatchObject(days);
    expect(r?.times).toEqual(times);
    expect(r?.assumptions.some((a) => /name/.test(a))).toBe(true);
  });

  it('a holiday first in a name, beside a date said with its year, names the occasion', () => {
    const [r] = rules('diwali sweets order reminder oct 25 2027 10am');
    expect(r?.startDate).toEqual({ year: 2027, month: 10, day: 25 });
    expect(r?.assumptions.some((a) => /"diwali" cannot change the day/.test(a))).toBe(true);
  });

  it.each([
    // noon in a name, and the time said another
    ['noon report 1400 UTC daily', /noon/],
    ['noon report every 2 hours', /noon/],
    // "intraday" with one run a day
    ['intraday reforecast at 10:00 weekdays', /intraday/],
    // the end of a quarter, run every month
    ['quarter-close job last day of every month at 6pm', /quarter/],
    // close of business in the morning
    ['close of business report 9am mon-fri', /close of business|business/],
    // a holiday beside a date without its year, or a day of the week: which one?
    ['diwali sweets order oct 25 10am', /diwali|oct 25/],
    ['christmas party friday 7pm', /christmas|days/],
    ['boxing day sale 9am', /boxing/],
    // days by their letters in the week's order are days
    ['MWF forecast upload every tuesday at 16:00', /mwf|days/i],
    // a particle after a day's name stays refused
    ['patch tuesday 10am', /patch/],
    // years, not times
    ['sales report 2025 and 2026', /2025/],
    ['quarterly review 1900 and 2000', /1900|quarterly/],
    ['report for 2026 UTC 9am', /2026/],
    // four-digit numbers in a list without a leading zero may be rooms or counts, not clocks
    ['clean rooms 1200 and 1400 daily', /1200/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});

describe("what a weekly run is for, a group's thing, a month's opening, a start date before a name", () => {
  it.each([
    ['rota goes out sunday 6pm for the week ahead', { kind: 'weekdays', days: [1] }, [hm(18)], /for the week ahead/],
    [
      'remind me to book the squash court every sunday at 9pm for the week',
      { kind: 'weekdays', days: [1] },
      [hm(21)],
      /for the week/,
    ],
    ['every day 5:30pm for crew practice', { kind: 'every-day' }, [hm(17, 30)], /crew practice/],
    [
      'every minute from 9:00 to 9:05 on the 1st (month-open spike test)',
      { kind: 'month-days', days: [1] },
      [],
      /month-open/,
    ],
    ['from 28 March 2027 run the export daily at 01:30', { kind: 'every-day' }, [hm(1, 30)], /export/],
    ['flu jab booking opens 1 oct 2027 at 8am', { kind: 'month-days', days: [1] }, [hm(8)], /jab/],
    ['harbour master report at 0600 and 1800 local each day', { kind: 'every-day' }, [hm(6), hm(18)], /harbour/],
  ])('"%s"', (phrase, days, times, note) => {
    const [r] = rules(phrase);
    expect(r?.days).toEqual(days);
    if (times.length > 0) expect(r?.times).toEqual(times);
    expect(r?.assumptions.some((a) => note.test(a))).toBe(true);
  });

  it('a run club said with an emoji, on two days', () => {
    const rs = rules('🏃‍♀️ run club tue 6:15am & sat 7am 🏃');
    expect(rs.map((r) => r.days)).toEqual([
      { kind: 'weekdays', days: [3] },
      { kind: 'weekdays', days: [7] },
    ]);
  });

  it.each([
    // "for the week" beside runs every day may be how long they go on
    ['every day at 9am for the week', /for the week/],
    ['every monday and friday at 9am for the week', /for the week/],
    // a group after a place, or a group alone, may say whose clock
    ['every day 9am for boise crew practice', /boise/],
    ['every day 9am for the team', /for/],
    ['every day 9am for west standup', /west/],
    // the opening of a month beside another day
    ['every minute from 9:00 to 9:05 on the 2nd (month-open spike test)', /month-open/],
    // a slip of "jan" beside a date without its year, or beside days
    ['flu jab booking opens oct 1 at 8am', /jab/],
    ['flu jab booking every monday 8am', /jab/],
    // a start date before a day's name
    ['from 28 March 2027 patch tuesday 9am', /patch/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});
