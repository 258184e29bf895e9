import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('clocks as dictation writes them: "a m", "p m", "noon thirty", a time said after "and"', () => {
  it.each([
    ['every monday at nine thirty a m', hm(9, 30)],
    ['every weekday at seven p m', hm(19)],
    ['every day at 7 p m', hm(19)],
    ['every day at 7:45 a m', hm(7, 45)],
    ['every first monday of the month at ten a m', hm(10)],
    ['every day at nine p m central', hm(21)],
    ['every wednesday at noon thirty', hm(12, 30)],
    ['every day at midnight fifteen', hm(0, 15)],
    ['every day at noon oh five', hm(12, 5)],
  ])('"%s"', (phrase, t) => {
    expect(read(phrase).times).toEqual([t]);
  });

  it('reads a range said so', () => {
    const i = read('every 15 minutes from nine a m to five p m on weekdays');
    expect(i.interval?.window).toEqual({ from: hm(9), to: hm(17) });
    expect(i.days).toEqual(WEEKDAYS);
  });

  it.each([
    ['every day at eight fifteen in the morning and eight fifteen at night', [hm(8, 15), hm(20, 15)]],
    ['every day at 8 in the morning and 8 at night', [hm(8), hm(20)]],
    ['every day at 7:30 in the morning and 6:30 in the evening', [hm(7, 30), hm(18, 30)]],
  ])('reads each time with its own part of the day: "%s"', (phrase, times) => {
    const i = read(phrase);
    expect(i.times).toEqual(times);
    expect(i.assumptions.join(' ')).toMatch(/read as \d+:\d\d [AP]M/);
  });

  it.each([
    // a lone "m" after no clock, or a count, is not am/pm
    ['every 5 a m', /m/],
    ['every day at 9 a m x', /x/],
    // "noon thirty minutes": a duration, not half past noon
    ['every day at noon thirty minutes', /thirty minutes/],
    // a part of the day an hour does not lie in, or one part for two times, stays refused
    ['every day at 8 in the morning and 9 in the afternoon', /two parts of the day/],
    ['every day at 8 in the morning and 12 at night', /two parts of the day/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('punctuation said as words, clocks dictated without their colon', () => {
  it.each([
    ['every Sunday at noon comma eastern time', hm(12), 'America/New_York', /"comma" read as a comma/],
    ['every weekday at 5 pm pacific time period', hm(17), 'America/Los_Angeles', /"period" read as the full stop/],
    // only right after a clock, a zone or a day
    ['every day at 9am period', hm(9), 'UTC', /"period" read as the full stop/],
    ['every day at 17:00 UTC period', hm(17), 'UTC', /"period" read as the full stop/],
    ['every day at 9 a m period', hm(9), 'UTC', /"period" read as the full stop/],
    ['every weekday at 9am EST full stop', hm(9), 'America/New_York', /"full stop" read as the full stop/],
    ['every day at noon period', hm(12), 'UTC', /"period" read as the full stop/],
    ['every mon wed fri @ 6 30 am', hm(6, 30), 'UTC', /"6 30" read as 6:30/],
    ['every day at 7 30 pm', hm(19, 30), 'UTC', /"7 30" read as 7:30/],
    ['every weekday at 830', hm(8, 30), 'UTC', /"830" read as 8:30/],
    ['every weekday at 645', hm(6, 45), 'UTC', /"645" read as 6:45/],
  ])('"%s"', (phrase, t, zone, note) => {
    const i = read(phrase);
    expect(i.times).toEqual([t]);
    expect(i.zone.name).toBe(zone);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it('reads "new line" as a line between two rules', () => {
    const r = rules('every monday at 9am eastern time new line every friday at 4pm eastern time');
    expect(r.map((i) => [i.days, i.times, i.zone.name])).toEqual([
      [{ kind: 'weekdays', days: [2] }, [hm(9)], 'America/New_York'],
      [{ kind: 'weekdays', days: [6] }, [hm(16)], 'America/New_York'],
    ]);
  });

  it.each([
    // "period" that names a span is not a full stop
    ['every day at 9am for the trial period', /trial period/],
    ['every day at 9am for the probation period', /probation period/],
    ['every day at 9am for the evaluation period', /evaluation period/],
    ['every day at 9am for the transition period', /transition period/],
    ['every day at 9am for the settlement period', /settlement period/],
    ['every day at 9am for the audit period', /audit period/],
    ['every day at 9am for the migration period', /migration period/],
    ['every weekday at 8 first period', /first period/],
    ['every day at 9am migration phase', /migration phase/],
    // three digits on the hour, or an amount, are not read as a clock
    ['every day at 900', /900/],
    ['every day at 100', /100/],
    ['every day at 500 errors', /500 errors/],
    ['every day at 830%', /830/],
    // two numbers without am/pm: a clock and a count as well
    ['every day at 7 30', /30/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});

describe('slips of a phone keyboard, read where they can be read one way only, and said', () => {
  it.each([
    ['every weekend at 10 an', hm(10), /"10 an" read as "10am"/],
    ['every Fri at 5om', hm(17), /"5om" read as "5pm"/],
    ['every day at 6:30pn', hm(18, 30), /"6:30pn" read as "6:30pm"/],
  ])('"%s"', (phrase, t, note) => {
    const i = read(phrase);
    expect(i.times).toEqual([t]);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it('reads "n" between two days as "and"', () => {
    const i = read('evry tues n thurs 830am', 'America/Chicago');
    expect(i.days).toEqual({ kind: 'weekdays', days: [3, 5] });
    expect(i.times).toEqual([hm(8, 30)]);
    expect(i.assumptions.join(' ')).toMatch(/"n" between two days read as "and"/);
  });

  it('reads "tmrw" as tomorrow', () => {
    const i = read('tmrw 3pm', 'America/Los_Angeles');
    expect(i.days).toEqual({ kind: 'month-days', days: [13] });
    expect(i.assumptions.join(' ')).toMatch(/"tmrw" read as "tomorrow"/);
  });

  it.each([
    // a short form of tomorrow or tonight is never a job's name: "tmrw at 3" is not every day at 3 AM
    ['tmrw at 3', /3 AM or 3 PM/],
    ['tmrw backup at 3pm', /backup/],
    ['tonite backup at 11pm', /tonite/],
    ['tmr report at 9am', /tmr/],
  ])('never reads a short form of a day said once as a name: "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });

  it.each([
    // "an" before more words is the article, not am
    ['every day at 10 an hour', /an hour/],
    // "om" apart from its hour is a word of other languages ("om 5 uur")
    ['every day at 5 om', /om/],
    // "n" not between two days
    ['every day n at 9', /\bn\b/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"q6h": every 6 hours, as prescriptions write it', () => {
  it.each([
    ['remind me q6h', { unit: 'hour', every: 6 }],
    ['q4h', { unit: 'hour', every: 4 }],
    ['q15min', { unit: 'minute', every: 15 }],
    ['q15mins', { unit: 'minute', every: 15 }],
    ['q30 minutes', { unit: 'minute', every: 30 }],
  ])('"%s"', (phrase, interval) => {
    const i = read(phrase);
    expect(i.interval).toMatchObject(interval);
    expect(i.assumptions.join(' ')).toMatch(/as prescriptions write it/);
  });

  it.each([
    ['q4 review every monday at 9', /q4/],
    ['q30h', /q30h/],
    // a bare "m" may be months as well as minutes
    ['q6m', /q6m/],
    ['q15m', /q15m/],
    ['remind me q6 m', /q6 m/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"cron:" with "*" for the day of the month beside a numbered day of the week: Unix cron', () => {
  it.each([
    ['cron: 0 4 * * 1', '0 4 ? * 2'],
    ['cron 0 9 * * 1-5', '0 9 ? * 2-6'],
    ['cron: 30 6 * * 0', '30 6 ? * 1'],
  ])('"%s"', (phrase, f) => {
    expect(fields(phrase, 'UTC')).toEqual([f]);
    expect(read(phrase).assumptions.join(' ')).toMatch(/as Unix cron numbers the days/);
  });

  it.each([
    // without "cron", the fields could be the service's: both readings are given
    ['0 4 * * 1', /Monday in Unix cron, but Sunday/],
    // "?" says the service's own fields (1 = Sunday)
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('reads "?" as the service\'s numbering', () => {
    expect(fields('cron: 0 4 ? * 1', 'UTC')).toEqual(['0 4 ? * 1']);
  });
});

describe('corrections: "no actually", and "just" replacing every time said', () => {
  it('"every monday at 9am no actually tuesdays"', () => {
    const [i] = rules('every monday at 9am no actually tuesdays');
    expect(i?.days).toEqual({ kind: 'weekdays', days: [3] });
    expect(i?.times).toEqual([hm(9)]);
  });

  it('"every day at 7am and also 7pm, actually just 7pm"', () => {
    const [i] = rules('every day at 7am and also 7pm, actually just 7pm');
    expect(i?.times).toEqual([hm(19)]);
    expect(i?.assumptions.join(' ')).toMatch(/all the times said/);
  });

  it.each([
    // without "just" or "only", which time a single one replaces is not plain
    ['every day at 7am and 7pm, actually 7pm', /fewer times/],
    ['every day at 9am and 5pm, sorry, 10am', /fewer times/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});

describe('a reply quoting the schedule said before, and changing it', () => {
  const said = (phrase: string, zone: string) => rules(phrase, zone).map((i) => [i.days, i.times, i.zone.name]);

  it.each([
    [
      '> Runs every weekday at 9:00 AM PST\nyes but 10 instead',
      'America/Los_Angeles',
      [[WEEKDAYS, [hm(10)], 'America/Los_Angeles']],
    ],
    [
      '"every weekday at 9:00 AM (America/New_York)" - perfect, but make it 8:45',
      'America/New_York',
      [[WEEKDAYS, [hm(8, 45)], 'America/New_York']],
    ],
    [
      'you said "daily at 07:00 UTC" but I meant 7am London',
      'UTC',
      [[{ kind: 'every-day' }, [hm(7)], 'Europe/London']],
    ],
    [
      '> every Monday at 10:00 Europe/Berlin\n+ Thursdays too',
      'UTC',
      [[{ kind: 'weekdays', days: [2, 5] }, [hm(10)], 'Europe/Berlin']],
    ],
    [
      '> weekdays at 6:00 PM\nand saturdays at noon',
      'UTC',
      [
        [WEEKDAYS, [hm(18)], 'UTC'],
        [{ kind: 'weekdays', days: [7] }, [hm(12)], 'UTC'],
      ],
    ],
  ])('"%s"', (phrase, zone, expected) => {
    expect(said(phrase, zone)).toEqual(expected);
    expect(rules(phrase, zone)[0]?.assumptions.join(' ')).toMatch(/Read the quote .* as the schedule said before/);
  });

  it('reads "only between" as a limit to the quote', () => {
    const [i] = rules('re: "every 30 minutes" - only between 8am and 6pm please');
    expect(i?.interval).toMatchObject({ unit: 'minute', every: 30, window: { from: hm(8), to: hm(18) } });
  });

  it('reads "can it be ... instead" as a change', () => {
    const [i] = rules('> at 17:00 on the last day of every month\ncan it be the last business day instead');
    expect(i?.days).toEqual({ kind: 'last-weekday-of-month' });
    expect(i?.times).toEqual([hm(17)]);
  });

  it.each([
    // a reply that says no change, or asks, is not read
    ['> every day at 9am\nhmm not sure', /not/],
    ['> every day at 9am\nwhat about fridays', /fridays|days twice/],
    ['"every day at 9am" is wrong', /wrong/],
    // a quote that is no schedule is not one to change
    ['> hello there\nmake it 10am', /hello/],
    // a quote read only by setting words aside as a name is a title, not the schedule said before
    ['> standup every monday at 9am\n+ fridays too', /standup|fridays|days/],
    // days added to a quote of several day rules: which one is not plain
    ['> mondays at 9am and fridays at 4pm\n+ thursdays too', /thursdays|days/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});

describe('rules listed one a line', () => {
  it('"1) mon 9am\\n2) wed 2pm\\n3) fri 4pm"', () => {
    const r = rules('1) mon 9am\n2) wed 2pm\n3) fri 4pm');
    expect(r.map((i) => [i.days, i.times])).toEqual([
      [{ kind: 'weekdays', days: [2] }, [hm(9)]],
      [{ kind: 'weekdays', days: [4] }, [hm(14)]],
      [{ kind: 'weekdays', days: [6] }, [hm(16)]],
    ]);
    expect(r[0]?.assumptions.join(' ')).toMatch(/3 lines as 3 rules/);
  });

  it('reads a line of days off as a check on the others', () => {
    const r = rules('- weekdays 8am\n- saturdays 10am\n- sundays off');
    expect(r.map((i) => [i.days, i.times])).toEqual([
      [WEEKDAYS, [hm(8)]],
      [{ kind: 'weekdays', days: [7] }, [hm(10)]],
    ]);
    expect(r[0]?.assumptions.join(' ')).toMatch(/"sundays off" as no runs on those days/);
  });

  it.each([
    // days said off that another line runs on
    ['- every day 8am\n- sundays off', /sundays/],
    ['- weekdays 8am\n- mondays off', /mondays|days twice/],
    // a line without days is not a rule of a list
    ['- weekdays 8am\n- at 9am', /.+/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});

describe('the runs of an interval restated in brackets, and "during the day" before its range', () => {
  it('reads hours through midnight as the runs around the clock', () => {
    const [i] = rules('every 6 hours from 6am (6, 12, 18, 24)');
    expect(i?.times).toEqual([hm(0), hm(6), hm(12), hm(18)]);
    expect(i?.assumptions.join(' ')).toMatch(/around the clock from 06:00/);
  });

  it('reads hours that agree with the words as the words', () => {
    const [i] = rules('every 6 hours from 6am (6, 12, 18)');
    expect(i?.interval).toMatchObject({ unit: 'hour', every: 6 });
    expect(i?.times).toEqual([]);
  });

  it('reads "during the day from 8 to 8" as the range', () => {
    const [i] = rules('every 2 hours during the day from 8 to 8');
    expect(i?.interval).toMatchObject({ unit: 'hour', every: 2, window: { from: hm(8), to: hm(20) } });
  });

  it.each([
    // hours the words do not give: the message says two things
    ['every 6 hours from 6am (6, 12, 18, 23)', /not the runs/],
    ['every 6 hours from 6am to 6pm (6, 12, 18, 24)', /not the runs/],
    ['every 6 hours from 6am (6, 13)', /not the runs/],
    // "during the day" without a range does not say which hours
    ['every 2 hours during the day', /during the day/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});
