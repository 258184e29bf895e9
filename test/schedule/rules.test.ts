import { describe, expect, it } from 'vitest';
import { formatFields } from '../../src/schedule/cron/fields.js';
import { describeRules, nextRuns, schedulePhrase } from '../../src/schedule/engine.js';
import { clausesOf } from '../../src/schedule/grammar/rules.js';
import { FOUR_YEARS, firesOf } from '../support/fires.js';

/** Several rules in one phrase: several tasks whose union runs at every time asked, none twice. */
const NOW = Date.parse('2026-01-12T12:00:00Z');
const NY = 'America/New_York';

function compile(phrase: string, zone = NY) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.code}: ${r.problem.message}`);
  return r.value;
}

function refusal(phrase: string, zone = NY) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (r.ok) throw new Error(`${phrase}: expected a refusal, got ${r.value.schedules.map(formatFields).join(' + ')}`);
  return r.problem;
}

describe('several rules in one phrase', () => {
  it.each([
    // phrase, zone, the union's fields (January, EST = UTC-5 unless UTC), words
    [
      'weekdays at 9am, weekends at 11am',
      NY,
      ['0 14 ? * 2-6', '0 16 ? * 1,7'],
      'Every weekday at 9:00 AM; every Saturday and Sunday at 11:00 AM Eastern Time',
    ],
    [
      'every day at 9am and every friday at 5pm',
      NY,
      ['0 14 * * ?', '0 22 ? * 6'],
      'Every day at 9:00 AM; every Friday at 5:00 PM Eastern Time',
    ],
    [
      'tuesdays at 08:00 and thursdays at 16:00',
      'UTC',
      ['0 8 ? * 3', '0 16 ? * 5'],
      'Every Tuesday at 8:00 AM; every Thursday at 4:00 PM UTC',
    ],
    [
      'mondays and fridays 9am, wednesdays 10am',
      'UTC',
      ['0 9 ? * 2,6', '0 10 ? * 4'],
      'Every Monday and Friday at 9:00 AM; every Wednesday at 10:00 AM UTC',
    ],
    [
      'first monday and third wednesday at 9am',
      'UTC',
      ['0 9 ? * 2#1', '0 9 ? * 4#3'],
      'On the first Monday of every month at 9:00 AM; on the third Wednesday of every month at 9:00 AM UTC',
    ],
    [
      'at 9am on the 1st; 5pm on the 15th',
      'UTC',
      ['0 9 1 * ?', '0 17 15 * ?'],
      'On the 1st of every month at 9:00 AM; on the 15th of every month at 5:00 PM UTC',
    ],
    [
      'every monday, wednesday and friday at 9am, saturdays at noon',
      'UTC',
      ['0 9 ? * 2/2', '0 12 ? * 7'],
      'Every Monday, Wednesday and Friday at 9:00 AM; every Saturday at 12:00 PM UTC',
    ],
    [
      'every hour between 9am and 5pm on weekdays, at noon on saturdays',
      'UTC',
      ['0 9-17 ? * 2-6', '0 12 ? * 7'],
      'Every hour from 9:00 AM to 5:00 PM, every weekday; every Saturday at 12:00 PM UTC',
    ],
    // the zone said once, anywhere, is every rule's
    [
      'weekdays at 9am & weekends at 11am Tokyo',
      'UTC',
      ['0 0 ? * 2-6', '0 2 ? * 1,7'],
      'Every weekday at 9:00 AM; every Saturday and Sunday at 11:00 AM Japan Standard Time',
    ],
  ])('%s (%s)', (phrase, zone, want, words) => {
    const r = compile(phrase, zone);
    expect(r.exact).toBe(true);
    expect(r.schedules.map(formatFields)).toEqual(want);
    expect(describeRules(r.rules, r.firstRun)).toBe(words);
    expect(r.rules.length).toBe(want.length);
    expect(r.intent).toBe(r.rules[0]);
    expect(r.warnings.map((w) => w.code)).toContain('multiple-tasks');
    expect(r.warnings.map((w) => w.code)).not.toContain('runs-twice');
  });

  it('fields follow the first run: a day shift moves each rule on its own ("weekdays at 9pm, sundays at 10pm" in New York)', () => {
    const r = compile('weekdays at 9pm, sundays at 10pm');
    expect(r.schedules.map(formatFields)).toEqual(['0 2 ? * 3-7', '0 3 ? * 2']);
  });

  it.each([
    // one time on days said twice is one rule: no run twice on Fridays
    ['every day at 9am and every friday at 9am', ['0 9 * * ?'], 'Every day at 9:00 AM UTC'],
    // the same days said twice with two times: one rule with both times
    ['weekdays at 9am, weekdays at 11am', ['0 9,11 ? * 2-6'], 'Every weekday at 9:00 AM and 11:00 AM UTC'],
    [
      'on the 1st at 9am and on the 1st at 5pm',
      ['0 9,17 1 * ?'],
      'On the 1st of every month at 9:00 AM and 5:00 PM UTC',
    ],
    // times regrouped by their days: 9am runs every day, 5pm on Fridays only
    [
      'weekdays at 9am, weekends at 9am and fridays at 5pm',
      ['0 9 * * ?', '0 17 ? * 6'],
      'Every day at 9:00 AM; every Friday at 5:00 PM UTC',
    ],
  ])('%s: rules that share days or times are joined', (phrase, want, words) => {
    const r = compile(phrase, 'UTC');
    expect(r.exact).toBe(true);
    expect(r.schedules.map(formatFields)).toEqual(want);
    expect(describeRules(r.rules, r.firstRun)).toBe(words);
  });

  it('rules on different kinds of days that meet are never claimed exact (every Monday and the 1st, both at 9am)', () => {
    const r = compile('every monday at 9am and on the 1st at 9am', 'UTC');
    expect(r.schedules.map(formatFields)).toEqual(['0 9 ? * 2', '0 9 1 * ?']);
    expect(r.exact).toBe(false);
    expect(r.warnings.map((w) => w.code)).toContain('runs-twice');
  });

  it('the union fires at every time asked and nothing else, over four years', () => {
    const r = compile('weekdays at 9am, weekends at 11am', 'UTC');
    const fires = firesOf(r.schedules, NOW, NOW + FOUR_YEARS);
    for (const t of fires) {
      const d = new Date(t);
      const weekend = d.getUTCDay() === 0 || d.getUTCDay() === 6;
      expect([d.getUTCHours(), d.getUTCMinutes()]).toEqual(weekend ? [11, 0] : [9, 0]);
    }
    expect(fires.length).toBe(Math.round(FOUR_YEARS / 86_400_000));
  });

  it('a count said once applies to each task, and says so (the service counts per task)', () => {
    const r = compile('weekdays at 9am, weekends at 11am, 3 times', 'UTC');
    expect(r.maxOccurrences).toBe(3);
    expect(r.warnings.find((w) => w.code === 'count-per-task')?.message).toBe(
      'The limit of 3 runs applies to each of the 2 tasks separately.',
    );
    expect(nextRuns(r.schedules, NOW, 10, r).length).toBe(6);
  });

  it("a running period said in one clause is every rule's", () => {
    const r = compile('weekdays at 9am, weekends at 11am until march 1', 'UTC');
    expect(r.rules.every((x) => x.endDate?.month === 3 && x.endDate.day === 1)).toBe(true);
    expect(r.endDate).toBe(Date.parse('2026-03-02T00:00:00Z') - 1);
  });
});

describe('several rules: refused with the reason', () => {
  it.each([
    // a last rule without a time is not given one silently, nor dropped
    ['every monday at 9 and tuesday', /the last one \("tuesday"\) gives no time of day/],
    ['first monday and third wednesday', /gives no time of day/],
    // a word nobody can read in one rule is quoted from that rule
    ['weekdays at 9am, weekends at 11am blah', /could not read "blah"/],
    // two zones for three rules (each rule in a zone of its own is read: manyRules.test.ts), two end dates
    ['weekdays at 9am pacific, saturdays at 10am, sundays at 11am london', /different time zones/],
    ['weekdays at 9am until march 1, weekends at 11am until april 1', /different end dates/],
    // a rule that cannot be written is named
    ['every day at 9am, the second business day at 5pm', /./],
    // a list of what is left out is never cut at its "and" into a rule of its own
    ['except the 15th and the last day of the month, every day at 9am', /comes after a list of what is left out/],
    ['except mondays and the last day of the month, every day at 9am', /comes after a list of what is left out/],
  ])('%s', (phrase, message) => {
    expect(refusal(phrase).message).toMatch(message);
  });
});

describe('clausesOf: where one rule ends and the next begins', () => {
  it.each([
    ['weekdays at 9am, weekends at 11am', ['weekdays at 9am', 'weekends at 11am']],
    // days alone before days with their time are one list with them
    ['mondays and fridays 9am, wednesdays 10am', ['mondays and fridays 9am', 'wednesdays 10am']],
    // pieces without days belong to the rule before them
    ['weekdays at 9am and 5pm, weekends at noon', ['weekdays at 9am, 5pm', 'weekends at noon']],
    ['at 9am on weekdays, pacific time', ['at 9am on weekdays, pacific time']],
    // "between ... and ..." is one range
    [
      'weekdays hourly between 9am and 5pm, weekends at noon',
      ['weekdays hourly between 9am and 5pm', 'weekends at noon'],
    ],
    ['every 15 minutes between 1 june and 31 august', ['every 15 minutes between 1 june and 31 august']],
  ])('%s', (text, want) => {
    expect(clausesOf(text)).toEqual(want);
  });
});

describe('one rule stays one rule', () => {
  it.each([
    ['every monday and wednesday at 9am and 5pm', ['0 9,17 ? * 2,4']],
    ['at 7:30 PM every weekday, Pacific Time', ['30 3 ? * 3-7']],
    ['every day except sunday at 8am', ['0 8 ? * 2-7']],
    ['on the 1st and 15th at noon', ['0 12 1,15 * ?']],
  ])('%s', (phrase, want) => {
    const zone = phrase.includes('Pacific') ? 'UTC' : 'UTC';
    const r = compile(phrase, zone);
    expect(r.rules.length).toBe(1);
    expect(r.schedules.map(formatFields)).toEqual(want);
  });
});

describe('days left out with a time of their own', () => {
  it('after a time already said, "except Sunday at 10am" (another time) is 10am on Sundays instead, and says so', () => {
    const r = compile('every day at 9am, except sunday at 10am', 'UTC');
    expect(r.schedules.map(formatFields)).toEqual(['0 9 ? * 2-7', '0 10 ? * 1']);
    expect(r.warnings.map((w) => w.message).join(' ')).toContain(
      '"except sunday at 10am" read as 10:00 AM on sunday instead of 9:00 AM.',
    );
  });

  it('after a time already said, "except Sunday at 9am" (the same time) is no run on Sundays', () => {
    const r = compile('every day at 9am except sundays at 9am', 'UTC');
    expect(r.schedules.map(formatFields)).toEqual(['0 9 ? * 2-7']);
    expect(r.warnings.map((w) => w.message).join(' ')).toContain('read as no run on sundays');
  });

  it.each([
    // the days left out are not among the rule's days: neither reading holds
    'every weekday at 9am except saturdays at 10am',
    // some of the rule's times and not others: which go is a guess
    'every weekday at 9am and 5pm except fridays at 5pm',
    // an interval with a time for some days
    'every 2 hours except sundays at 10am',
  ])('"%s" is refused rather than guessed', (phrase) => {
    expect(refusal(phrase, 'UTC').message).toContain('I would rather not guess');
  });

  it.each([
    // the time after the days left out is the only time: one rule
    ['every day except sunday at 8am', ['0 8 ? * 2-7']],
    ['every weekday except friday at 9am', ['0 9 ? * 2-5']],
    ['every day at 9am except sundays', ['0 9 ? * 2-7']],
    // said as two rules, as the hint suggests
    ['every day except sunday at 9am, sunday at 10am', ['0 9 ? * 2-7', '0 10 ? * 1']],
  ])('%s', (phrase, want) => {
    expect(compile(phrase, 'UTC').schedules.map(formatFields)).toEqual(want);
  });

  it('days of the month at one time are one rule, whatever the clauses', () => {
    const r = compile('on the 1st and 15th at 9am, and on the last day at 5pm', 'UTC');
    expect(r.schedules.map(formatFields)).toEqual(['0 9 1,15 * ?', '0 17 L * ?']);
  });
});

describe('ordinal lists stay whole when the phrase is cut into rules', () => {
  it.each([
    // not "the 2nd of the month" beside "the 4th Tuesday"
    ['every 2nd and 4th tuesday at 10am, first monday at 9am', ['0 10 ? * 3#2', '0 10 ? * 3#4', '0 9 ? * 2#1']],
    [
      'the first and third monday at 9am and the second wednesday at 2pm',
      ['0 9 ? * 2#1', '0 9 ? * 2#3', '0 14 ? * 4#2'],
    ],
  ])('%s', (phrase, want) => {
    const r = compile(phrase, 'UTC');
    expect(r.schedules.map(formatFields)).toEqual(want);
    expect(r.rules.map((x) => x.days.kind)).toEqual(['nth-weekday', 'nth-weekday']);
  });

  it('clausesOf joins a bare ordinal to what follows', () => {
    expect(clausesOf('every 2nd and 4th tuesday at 10am, first monday at 9am')).toEqual([
      'every 2nd and 4th tuesday at 10am',
      'first monday at 9am',
    ]);
  });
});
