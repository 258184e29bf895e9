import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

/** The one rule a phrase reads as, with the note setting its first words aside (a name, or what the job does). */
function named(phrase: string, zone = 'UTC') {
  const rs = rules(phrase, zone);
  expect(rs.length).toBeGreaterThanOrEqual(1);
  const r = rs[0] as (typeof rs)[number];
  expect(r.assumptions.some((a) => /^Read ".*" as (?:the job's name|what the job does)/.test(a))).toBe(true);
  return r;
}

describe('names and task words said before the schedule, where none of their words can say when', () => {
  it.each([
    // a day in its short form after a name of two words or more: no day held by name is said so
    ['LinkedIn carousel Tue 08:00', { kind: 'weekdays', days: [3] }, [hm(8)]],
    ['weekly downtime pareto fri 15:00', { kind: 'weekdays', days: [6] }, [hm(15)]],
    // a phrase typed in capitals: no zone's letters among its words
    ['POST THE FLASH SALE REMINDER EVERY DAY AT NOON AND 6PM', { kind: 'every-day' }, [hm(12), hm(18)]],
    // a verb's particle last is no word of the name's count
    [
      'Monthly brand health survey goes out the last Tuesday at 10 AM',
      { kind: 'last-weekday-in-month', weekday: 3 },
      [hm(10)],
    ],
    // "patch" before "the": a verb, not a day's name
    ['patch the kiosks every night 2am', { kind: 'every-day' }, [hm(2)]],
    // letters around a slash with no day's letter
    ['run the A/B test readout job daily 10:00am', { kind: 'every-day' }, [hm(10)]],
    // a number after the noun it numbers, before a word of the name or of the schedule
    ['line 2 downtime summary every monday at 6:55am', { kind: 'weekdays', days: [2] }, [hm(6, 55)]],
    // "all" before a name's word; a temperature; a measure of time
    ['lock all doors at 11pm every day', { kind: 'every-day' }, [hm(23)]],
    ['thermostat to 19° at 6:30am weekdays', WEEKDAYS, [hm(6, 30)]],
    // "matchdays", "late-fee", "nightlight": times or days said by the rest
    ['esports league matchdays: thursdays and saturdays 17:00', { kind: 'weekdays', days: [5, 7] }, [hm(17)]],
    ['library late-fee run daily 23:00', { kind: 'every-day' }, [hm(23)]],
    ['nightlight 19:45 every evening', { kind: 'every-day' }, [hm(19, 45)]],
    // "5S" in capitals before a word of the name, beside a time said plainly
    ['monthly 5S audit last friday 13:00', { kind: 'last-weekday-in-month', weekday: 6 }, [hm(13)]],
    // "weekend" in a name set off, where the rest runs at the weekend only
    ['weekend crew: sat+sun 0700 and 1900', { kind: 'weekdays', days: [1, 7] }, [hm(7), hm(19)]],
    // a day inside a name, where the rest runs on that day only
    ['tax office Saturday opening announcement 8:00am sat only', { kind: 'weekdays', days: [7] }, [hm(8)]],
    // a day's name ("Patch Tuesday") set off by a dash, where the rest says which of those days in the month
    [
      'Patch Tuesday prep call — 2nd Tuesday of every month, 10am',
      { kind: 'nth-weekday', nths: [2], weekday: 3 },
      [hm(10)],
    ],
    // greetings of a letter, a speaker's wake words, "schedule"
    [
      'Good morning sir, kindly schedule the pension office notice every month on the 5th at 11 AM',
      { kind: 'month-days', days: [5] },
      [hm(11)],
    ],
    ['ok google set the hallway lights to turn on at seven thirty p m every day', { kind: 'every-day' }, [hm(19, 30)]],
    ['check the RSS feed validator at 12:30 and 18:30', { kind: 'every-day' }, [hm(12, 30), hm(18, 30)]],
    ['health dept: flu shot clinic reminders mondays 8am', { kind: 'weekdays', days: [2] }, [hm(8)]],
  ])('"%s"', (phrase, days, times) => {
    const r = named(phrase);
    expect(r.days).toMatchObject(days);
    expect(r.times).toEqual(times);
  });

  it.each([
    // a group named by a part of the day, told: times said plainly
    ['tell the night crew at 21:45 every day', { kind: 'every-day' }, [hm(21, 45)]],
    // "the period" after "the" is a thing; "in the ERP" is where
    [
      'reminder: close the period in the ERP every month on the 5th at 17:30',
      { kind: 'month-days', days: [5] },
      [hm(17, 30)],
    ],
    // two capitals ending in "T" that are no zone's, before a word of the name
    ['OT approval reminder 4:30pm on the 14th', { kind: 'month-days', days: [14] }, [hm(16, 30)]],
  ])('"%s"', (phrase, days, times) => {
    const r = named(phrase);
    expect(r.days).toMatchObject(days);
    expect(r.times).toEqual(times);
  });

  it('a number after the noun it numbers, before an interval', () => {
    const r = named('preventive maintenance ping for line 3 every 4 hours');
    expect(r.interval).not.toBeNull();
  });

  it('"for" before the day said is the schedule\'s', () => {
    const r = named('Schedule the patch reboot wave for Saturday 28 Nov 03:00');
    expect(r.startDate).toMatchObject({ month: 11, day: 28 });
    expect(r.assumptions.some((a) => /"for"/.test(a))).toBe(false);
  });

  it.each([
    // a number first that is no clock, year or date, beside a date said in full
    ['1099 prep reminder Jan 15 2027 10am', 1, 15],
    // "FY27", "year-end": a date said in full with its year
    ['FY27 budget lock 30 Sep 2027 23:59', 9, 30],
    ['year-end stock count 2 Jan 2027 at 7am', 1, 2],
  ])('"%s": once, on the date said in full', (phrase, month, day) => {
    const r = named(phrase);
    expect(r.startDate).toMatchObject({ year: 2027, month, day });
    expect(r.endDate).toMatchObject({ year: 2027, month, day });
  });

  it('"annual" beside a date said with its year: once, with a note', () => {
    const r = named('annual fire drill 15 Jan 2027, 10:30am');
    expect(r.startDate).toMatchObject({ year: 2027, month: 1, day: 15 });
    expect(r.endDate).toMatchObject({ year: 2027, month: 1, day: 15 });
    expect(r.assumptions.some((a) => /runs once: say "every year"/.test(a))).toBe(true);
  });

  it('"server" in a name where no zone is said: the person\'s clock, with a note', () => {
    for (const phrase of ['server restart daily 4am', 'server maintenance every wednesday 6:00']) {
      const r = named(phrase, 'Asia/Seoul');
      expect(r.zone.name).toBe('Asia/Seoul');
      expect(r.assumptions.some((a) => /not a server's clock/.test(a))).toBe(true);
    }
  });

  it.each([
    // a day's name said alone before a day, or a holiday's word before a short day
    'patch tuesday 10am',
    'patch tue 10am',
    'black friday fri 9am',
    // a day inside a name where the rest runs on every day, or on another day
    'tax office Saturday opening announcement 8:00am daily',
    'team monday standup friday 9am',
    // a day's name where the rest runs every week on it: that one day, or every week?
    'Patch Tuesday prep call — every tuesday 10am',
    'Black Friday sale: friday 9am',
    // a number first that may be a clock, a year or a date
    '311 backlog report every monday 7:30 am',
    '0930 standup reminder every monday 10am',
    '2027 planning kickoff monday 9am',
    '1225 party reminder every monday 6pm',
    // a number first beside no days of its own
    '1099 prep reminder every day 10am',
    // "FY27", "year-end" beside no date said in full
    'FY27 budget lock every friday 5pm',
    'year-end stock count every day 7am',
    // "weekend" in a name beside weekdays
    'weekend crew: weekdays 9am',
    // a place's server, its clock not said
    'KR server restart daily 4am',
    // a unit's letter after a digit ("2H"): maybe how often
    'weekly 2H review friday 3pm',
    // "5S" beside an interval
    'monthly 5S audit every 5 minutes',
    // a number after a noun before a month: maybe a date
    'ward 12 dec 3 9am',
    // a group named by a part of the day beside a bare hour
    'tell the night crew at 9 every day',
    // a zone's letters before a name
    'PT sync report every monday 9am',
    // "in the evening": when, not where
    'send the report in the evening daily',
    // words that may say when, or change it, inside a name
    'pizza order tomorow 6pm',
    'pizza order tonite 6pm',
    'LinkedIn carousel Teu 08:00',
    'team sync alternate tue 9am',
    'fortnight review fri 3pm',
    'carousel post unless tue 9am',
    'line 2 2moro 9am',
    // a number after a noun it numbers, beside a bare hour
    'tier 2 rota posted fridays at 1',
    // "for" before a count of hours
    'run the backup for 2 hours every day',
  ])('"%s" stays refused', (phrase) => {
    refusedRules(phrase);
  });
});
