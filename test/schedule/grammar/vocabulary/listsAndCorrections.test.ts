import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { fields, NOW, read } from './read.js';

function refusal(phrase: string, defaultZone = 'UTC'): string {
  const r = schedulePhrase({ phrase, defaultZone, now: NOW });
  if (r.ok) throw new Error(`${phrase}: expected a refusal, got ${JSON.stringify(r.value.schedules)}`);
  expect(r.problem.hint.length).toBeGreaterThan(0);
  return r.problem.message;
}

function notes(phrase: string, defaultZone = 'UTC'): string[] {
  return read(phrase, defaultZone).assumptions as string[];
}

describe('runs named beside their times in a list', () => {
  it.each([
    [
      'monday 10 am brainstorm, thursday 3 pm client review, friday 12 invoicing',
      ['0 10 ? * 2', '0 15 ? * 5', '0 12 ? * 6'],
    ],
    ['tuesday 9am yoga, thursday 6pm pilates', ['0 9 ? * 3', '0 18 ? * 5']],
    ['coaching: mon 6am w/ Jo, wed 7pm w/ Sam, fri 12:30 w/ Lee', ['0 6 ? * 2', '0 19 ? * 4', '30 12 ? * 6']],
    ['site canteen: brekky 5:30am, smoko 9:45, lunch 12:30pm, tea 6pm', ['30 5,12 * * ?', '45 9 * * ?', '0 18 * * ?']],
    ['sat 8am parkrun, sun 7:30am long ride', ['0 8 ? * 7', '30 7 ? * 1']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC').sort()).toEqual([...expected].sort());
  });

  it.each([
    // a bare hour from 1 to 11 beside a name that may say its half of the day
    ['breakfast 7, lunch 12, dinner 7', /./],
    // days on some parts only: which days are the others on?
    ['mon 9am standup, 3pm review', /./],
    // words beside a time that are part of the schedule, or letters of a team
    ['mon 9am tomorrow, thu 3pm', /./],
    ['9am team a, 5pm team b', /./],
    // words that say how strictly a time is kept are no names
    ['meeting 10am sharp, 2pm latest', /./],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusal(phrase)).toMatch(words);
  });
});

describe('bare hours listed after a name', () => {
  it.each([
    ['insulin check 7, 12, 18, 22', ['0 7,12,18,22 * * ?']],
    ['eye drops 4x/day 8 12 4 8', ['0 8/4 * * ?']],
    ['pain relief every 6 hours round the clock: 6 12 6 12', ['0 0/6 * * ?']],
    ['antibiotics every 8 hours 6 2 10', ['0 6/8 * * ?']],
    ['dog meds 3 times a day 7 3 11', ['0 7/8 * * ?']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it.each([
    // rising hours all from 1 to 12, nothing to say morning or evening
    ['eye drops 7, 9, 11', /./],
    // the count says other than the list
    ['eye drops 3x/day 8 12 4 8', /./],
    // hours not as far apart as said
    ['antibiotics every 8 hours 6 2 11', /./],
    ['every 5 10 15', /./],
    // days of the month, not hours
    ['report on the 1 15 20', /./],
    ['report in 5 10 15', /./],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusal(phrase)).toMatch(words);
  });
});

describe('another time on some days, said with "but"', () => {
  it.each([
    ['cluster job nightly at 01:00 but on weekends at 03:00', ['0 1 ? * 2-6', '0 3 ? * 1,7']],
    ['standup weekdays 9:30 but fridays at 10', ['30 9 ? * 2-5', '0 10 ? * 6']],
    ['every day at 7pm but saturday at 9am and 1pm', ['0 19 ? * 1-6', '0 9,13 ? * 7']],
    ['nans tablets 9am and 5pm but only 9am on sundays', ['0 9 * * ?', '0 17 ? * 2-7']],
    ['feed the fish 8:00 and 18:00, but just 8:00 on weekends', ['0 8 * * ?', '0 18 ? * 2-6']],
    // a list of days after "but" is one list (it was cut apart, and refused)
    ['every day 6am but saturdays and sundays at 8am', ['0 6 ? * 2-6', '0 8 ? * 1,7']],
    ['pills 9am and 5pm but only 9am on saturdays and sundays', ['0 9 * * ?', '0 17 ? * 2-6']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC').sort()).toEqual([...expected].sort());
  });

  it.each([
    // the days' time is one of the rule's: left out on those days, or kept alone?
    ['daily 9am and 5pm but sundays at 5pm', /rather not guess/],
    // bare hours after "but only": counts or hours?
    ['pills 9 and 5 but only 9 on sundays', /./],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusal(phrase)).toMatch(words);
  });
});

describe('corrections said in passing', () => {
  it.each([
    ['every 10 min — ugh, 15', ['0/15 * * * ?']],
    ['every 10 min, no wait, 15', ['0/15 * * * ?']],
    ['every 2 hours, sorry, 3', ['0 0/3 * * ?']],
    ['kettlebell class 6am, oh wait it moved to 6:30, mon and thu', ['30 6 ? * 2,5']],
    ['choir practice 7pm, wait it changed to 7:30pm, wednesdays', ['30 19 ? * 4']],
    // no days said before the correction: the days said last are the whole schedule's, as above
    ['standup 9am, ugh, 9:30, weekdays', ['30 9 ? * 2-6']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it.each([
    // a date before the bare number: the day, or a clock?
    ['every 10 min until dec 10, no 12', /./],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusal(phrase)).toMatch(words);
  });
});

describe('lists and clocks in other languages and second-language English', () => {
  it.each([
    ['autoclave log 07:45 und 16:45 Mo-Fr', ['45 7,16 ? * 2-6']],
    ['promenade 7h, 13h et 19h chaque jour', ['0 7/6 * * ?']],
    ['feed the cat 8:00 y 20:00 todos los días', ['0 8,20 * * ?']],
    ['stand-up 9:15 Mo-Fr', ['15 9 ? * 2-6']],
    ['rapport lun-ven 8h', ['0 8 ? * 2-6']],
    ['lun-ven 8h', ['0 8 ? * 2-6']],
    ['edit bay backup 1 30 am nightly', ['30 1 * * ?']],
    ['water plants 6 45 pm every day', ['45 18 * * ?']],
    ['i want that it runs every hour but only in the working time 9 until 18', ['0 9-18 ? * 2-6']],
    ['make the report for me every month in the day 10, in 11 hour of the morning', ['0 11 10 * ?']],
    ['call mom in 7 hour of the evening every sunday', ['0 19 ? * 1']],
    ['mobility session every morning 6.30 and every evening 21.00', ['30 6 * * ?', '0 21 * * ?']],
    ['feed the dog: morning 7am, evening 6pm', ['0 7,18 * * ?']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it.each([
    // a spaced clock after a word that makes the first number a count
    ['every 2 30 am', /./],
    // parts of the day whose clocks say the other half
    ['morning 7pm, evening 6pm', /./],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusal(phrase)).toMatch(words);
  });

  it('says what it read', () => {
    expect(notes('autoclave log 07:45 und 16:45 Mo-Fr').join(' ')).toMatch(/"und".*"and".*"mo-fr" read as "mon-fri"/);
  });
});

describe('about an hour said without its half of the day', () => {
  it('refuses "dailies 7ish"', () => {
    expect(refusal('dailies 7ish', 'America/Los_Angeles')).toMatch(/7ish/);
  });
  it.each([
    ['run the refresh like 6ish every morning', ['0 6 * * ?']],
    ['standup 9:30ish weekdays', ['30 9 ? * 2-6']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });
});
