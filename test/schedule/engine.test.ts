import { describe, expect, it } from 'vitest';
import {
  checkFields,
  nextRuns,
  PHRASE_MAX,
  periodProblem,
  runsOf,
  schedulePhrase,
  typedFieldWarnings,
} from '../../src/schedule/engine.js';
import { FOUR_YEARS, firesOf } from '../support/fires.js';

const JAN = Date.parse('2026-01-12T12:00:00Z');
const JUL = Date.parse('2026-07-15T12:00:00Z');

function compile(phrase: string, defaultZone = 'UTC', now = JAN) {
  const r = schedulePhrase({ phrase, defaultZone, now });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.code}: ${r.problem.message}`);
  return r.value;
}

function refusal(phrase: string, defaultZone = 'UTC', now = JAN) {
  const r = schedulePhrase({ phrase, defaultZone, now });
  if (r.ok) throw new Error(`${phrase}: expected a refusal, got ${JSON.stringify(r.value.schedules)}`);
  return r.problem;
}

describe('schedulePhrase: phrases to exact UTC fields', () => {
  it.each([
    ['every day at 9am', 'UTC', ['0 9 * * ?']],
    ['daily at 09:30', 'UTC', ['30 9 * * ?']],
    ['at noon every day', 'UTC', ['0 12 * * ?']],
    ['every weekday at 7pm', 'America/Los_Angeles', ['0 3 ? * 3-7']],
    ['weekdays 7pm', 'Europe/Berlin', ['0 18 ? * 2-6']],
    ['Mon, Wed and Fri at 9am and 5pm', 'UTC', ['0 9,17 ? * 2,4,6']],
    ['Tuesdays and Thursdays at 7:30 pm', 'UTC', ['30 19 ? * 3,5']],
    ['Monday through Friday at 8:15am', 'UTC', ['15 8 ? * 2-6']],
    ['Fri-Mon at 6pm', 'UTC', ['0 18 ? * 1,2,6,7']],
    ['every 15 minutes', 'UTC', ['0/15 * * * ?']],
    ['every 30 minutes from 9am to 5pm on weekdays', 'UTC', ['0,30 9-16 ? * 2-6', '0 17 ? * 2-6']],
    ['every hour at :20', 'UTC', ['20 * * * ?']],
    ['hourly', 'Asia/Kolkata', ['30 * * * ?']],
    ['every 2 hours between 9am and 5pm', 'UTC', ['0 9,11,13,15,17 * * ?']],
    ['on the 15th at 9am', 'UTC', ['0 9 15 * ?']],
    ['monthly on the 1st at 6am', 'UTC', ['0 6 1 * ?']],
    ['on the 1st and 15th at noon', 'UTC', ['0 12 1,15 * ?']],
    ['the 15th and the last day at 7am', 'UTC', ['0 7 15 * ?', '0 7 L * ?']],
    ['the last weekday of the month at 9am', 'UTC', ['0 9 LW * ?']],
    ['the weekday nearest the 15th at 10am', 'UTC', ['0 10 15W * ?']],
    ['third Friday of the month at 5pm', 'UTC', ['0 17 ? * 6#3']],
    ['every 1st and 3rd Monday at 9am', 'UTC', ['0 9 ? * 2#1', '0 9 ? * 2#3']],
    ['every 3 months on the 1st at 9am', 'UTC', ['0 9 1 2,5,8,11 ?']],
    ['every January 1st at 6am Tokyo', 'UTC', ['0 21 31 12 ?']],
    ['every year on July 4 at noon Eastern', 'UTC', ['0 16 4 7 ?']],
    ['every day in January at 8pm Pacific', 'UTC', ['0 4 2-31 1 ?', '0 4 1 2 ?']],
    ['at 7:30 PM every weekday, Pacific Time', 'UTC', ['30 3 ? * 3-7']],
    ['EVERY WEEKDAY AT 7PM PT', 'UTC', ['0 3 ? * 3-7']],
  ])('%s (%s)', (phrase, zone, want) => {
    const r = compile(phrase, zone);
    expect(r.exact).toBe(true);
    expect(firesOf(r.schedules, JAN, JAN + FOUR_YEARS)).toEqual(firesOf(want, JAN, JAN + FOUR_YEARS));
    expect(r.schedules).toHaveLength(want.length);
  });

  it('uses the offset in force at the first run (summer and winter give different fields)', () => {
    expect(compile('every weekday 7pm', 'America/Los_Angeles', JAN).utcOffset).toBe('-08:00');
    expect(compile('every weekday 7pm', 'America/Los_Angeles', JUL).utcOffset).toBe('-07:00');
    // the first run of a July date is in summer even when asked in January: exact all year, no DST warning
    const july4 = compile('every year on July 4 at noon Eastern', 'UTC', JAN);
    expect(july4.utcOffset).toBe('-04:00');
    expect(july4.warnings.map((w) => w.code)).not.toContain('dst');
  });

  it('reads a first run at a repeated fall-back time at the offset the later runs keep', () => {
    const r = compile('every day at 1am Pacific from Nov 1 until Mar 7');
    expect(r.schedules.map((f) => `${f.minute} ${f.hour}`)).toEqual(['0 9']);
    expect(r.utcOffset).toBe('-08:00');
    expect(r.warnings.map((w) => w.code)).not.toContain('dst');
  });

  it('reads the zone from the phrase, else from the caller', () => {
    expect(compile('every day at 9am Tokyo', 'America/New_York').timezone).toBe('Asia/Tokyo');
    expect(compile('every day at 9am', 'America/New_York').timezone).toBe('America/New_York');
  });

  it('turns a running period into epoch ms at the start and end of those local days', () => {
    const r = compile('every weekday 9am London from March 1 until June 30', 'UTC');
    expect(r.startDate).toBe(Date.parse('2026-03-01T00:00:00Z'));
    expect(r.endDate).toBe(Date.parse('2026-06-30T22:59:59.999Z'));
    expect(r.schedules.map((s) => `${s.minute} ${s.hour}`)).toEqual(['0 9']);
    expect(compile('every day at 9am until 2027-03-31').endDate).toBe(Date.parse('2027-03-31T23:59:59.999Z'));
    expect(compile('every day at 9am starting Dec 1').startDate).toBe(Date.parse('2026-12-01T00:00:00Z'));
    expect(compile('every day at 9am 10 times').maxOccurrences).toBe(10);
  });

  it('ends a period inside one DST season without a DST warning', () => {
    const r = compile('every weekday 7pm Pacific from Dec 1 until Jan 31', 'UTC');
    expect(r.warnings.map((w) => w.code)).not.toContain('dst');
  });
});

describe('schedulePhrase: warnings', () => {
  it('names the dates and the shifted local time in a DST warning', () => {
    const dst = compile('every weekday 7pm Pacific').warnings.find((w) => w.code === 'dst');
    expect(dst?.message).toMatch(/Mar 8, 2026/);
    expect(dst?.message).toMatch(/Nov 1, 2026/);
    expect(dst?.message).toMatch(/8:00 PM/);
    expect(dst?.message).toMatch(/1 hour later/);
  });

  it('says when a time does not exist or happens twice on a DST change day', () => {
    const gap = compile('every day at 2:30am Pacific').warnings.find((w) => w.code === 'gap');
    expect(gap?.message).toMatch(/Mar 8, 2026.*2:30 AM/);
    const amb = compile('every Sunday at 1:30am Eastern').warnings.find((w) => w.code === 'ambiguous');
    expect(amb?.message).toMatch(/Nov 1, 2026.*1:30 AM/);
  });

  it('gives no gap or ambiguous warning to intervals, which keep firing through the change', () => {
    const r = schedulePhrase({
      phrase: 'every hour',
      defaultZone: 'America/New_York',
      now: Date.parse('2026-03-08T06:30:00Z'),
    });
    expect(r.ok && r.value.warnings.map((w) => w.code).filter((c) => c === 'gap' || c === 'ambiguous')).toEqual([]);
  });

  it('says how many tasks an exact answer needs', () => {
    const r = compile('on the 30th of every month at 8pm Pacific');
    expect(r.schedules).toHaveLength(2);
    expect(r.warnings.find((w) => w.code === 'multiple-tasks')?.message).toMatch(/2 tasks/);
  });

  it('records what it assumed', () => {
    const r = compile('every day at 7');
    expect(r.schedules[0]?.hour).toBe('7');
    expect(r.warnings.find((w) => w.code === 'assumed')?.message).toMatch(/7:00 AM/);
  });

  it('says when months are skipped', () => {
    expect(compile('on the 31st at 9am').warnings.find((w) => w.code === 'short-months')?.message).toMatch(/31st/);
    expect(compile('every year on Feb 29 at noon').warnings.find((w) => w.code === 'short-months')?.message).toMatch(
      /once every four years/,
    );
    expect(compile('on the 28th at 9am').warnings.map((w) => w.code)).not.toContain('short-months');
  });

  it('gives no DST warning in zones without DST', () => {
    for (const z of ['Asia/Tokyo', 'Asia/Kolkata', 'Pacific/Honolulu', 'UTC']) {
      expect(compile('every weekday at 9am', z).warnings.map((w) => w.code)).not.toContain('dst');
    }
  });
});

describe('schedulePhrase: refusals with the right reason', () => {
  it.each([
    ['every other Monday at 9am', 'inexpressible'],
    ['every 3 days at noon', 'inexpressible'],
    ['every 45 minutes', 'inexpressible'],
    ['every 7 hours', 'inexpressible'],
    ['second Tuesday of every month at 8pm Pacific', 'inexpressible'],
    ['last Friday of every month at 8pm Pacific', 'inexpressible'],
    ['every Monday in January at 8pm Pacific', 'inexpressible'],
    ['on the 29th of every month at 8pm Pacific', 'inexpressible'],
    ['every weekday', 'unparseable'],
    ['every blursday at 9am', 'unparseable'],
    ['whenever the moon is full', 'unparseable'],
    ['from 9am to 5pm', 'unparseable'],
    ['every day at 9am Pacific and Tokyo', 'unparseable'],
    ['on March 3 and June 3 at 9am', 'unparseable'],
    ['', 'unparseable'],
  ])('%s -> %s', (phrase, code) => {
    const p = refusal(phrase);
    expect(p.code).toBe(code);
    expect(p.message.length).toBeGreaterThan(10);
    expect(p.hint.length).toBeGreaterThan(10);
  });

  it('suggests a time that keeps the UTC day for weekday positions', () => {
    expect(refusal('second Tuesday of every month at 8pm Pacific').hint).toMatch(/12:00 AM to 3:59 PM/);
  });

  it('suggests a nearby interval', () => {
    expect(refusal('every 45 minutes').hint).toMatch(/every 30 minutes/);
  });

  it('says which words it could not read', () => {
    expect(refusal('whenever the moon is full').message).toMatch(/whenever the moon is full/);
  });

  it.each([
    [
      'Tuesday+Friday 08:15 koi pond pump flush',
      `If "koi pond pump flush" is the job's name, say it first, in quotes: '"koi pond pump flush" Tuesday+Friday 08:15' reads as every Tuesday and Friday at 8:15 AM`,
    ],
    [
      'daily 8am start-of-day ops brief',
      `If "start-of-day ops brief" is the job's name, say it first, in quotes: '"start-of-day ops brief" daily 8am' reads as every day at 8:00 AM`,
    ],
  ])('offers the phrase with the words it could not read, at one end, quoted as a name: "%s"', (phrase, hint) => {
    expect(refusal(phrase, 'America/Chicago').hint).toContain(hint);
  });

  it.each([
    // words in the middle, or a phrase that does not read with them quoted: the general examples
    'jan 6, 10 people at 9am',
    'whenever the moon is full',
    // words that leave runs out or set conditions are never offered as a name
    'every day at 9am except the full moon',
    'every day at 9am unless it rains',
    // nor a season, which may be when it runs
    'winter cluster check the 1st and 15th at 1pm',
  ])('keeps the general hint for "%s"', (phrase) => {
    expect(refusal(phrase).hint).toMatch(/^Try e\.g\./);
  });
});

describe('checkFields and nextRuns', () => {
  it('accepts valid typed fields and evaluates them', () => {
    const f = { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' };
    expect(checkFields(f).ok).toBe(true);
    expect(nextRuns([f], JAN, 3).map((t) => new Date(t).toISOString())).toEqual([
      '2026-01-13T03:00:00.000Z',
      '2026-01-14T03:00:00.000Z',
      '2026-01-15T03:00:00.000Z',
    ]);
  });

  it('reports every field at fault', () => {
    const r = checkFields({ minute: '60', hour: '3', dayOfMonth: '*', month: '13', dayOfWeek: '*' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.code).toBe('invalid');
      expect(r.problem.fields?.map((f) => f.field)).toEqual(expect.arrayContaining(['minute', 'month']));
    }
  });

  it('warns of typed fields that never fire or whose step restarts', () => {
    const feb30 = { minute: '0', hour: '9', dayOfMonth: '30', month: '2', dayOfWeek: '?' };
    expect(typedFieldWarnings(feb30, JAN).map((w) => w.code)).toEqual(['never-runs']);
    const every7 = { minute: '*/7', hour: '*/5', dayOfMonth: '*', month: '*', dayOfWeek: '?' };
    expect(typedFieldWarnings(every7, JAN).map((w) => w.code)).toEqual(['step-restarts', 'step-restarts']);
    expect(typedFieldWarnings({ ...every7, minute: '*/15', hour: '*/6' }, JAN)).toEqual([]);
  });

  it('honours the end date and a maximum number of runs', () => {
    const f = { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '?' };
    expect(nextRuns([f], JAN, 5, { maxOccurrences: 2 })).toHaveLength(2);
    expect(nextRuns([f], JAN, 5, { endDate: Date.parse('2026-01-14T23:59:59.999Z') })).toHaveLength(2);
  });

  it('runs of several tasks, each with its own period, merged in time order (runsOf)', () => {
    const at9 = { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '?' };
    const at18 = { ...at9, hour: '18' };
    const runs = runsOf(
      [
        { ...at9, maxOccurrences: 2 },
        { ...at18, startDate: Date.parse('2026-01-14T00:00:00Z'), endDate: Date.parse('2026-01-15T18:00:00Z') },
      ],
      JAN,
      5,
    );
    expect(runs.map((t) => new Date(t).toISOString())).toEqual([
      '2026-01-13T09:00:00.000Z',
      '2026-01-14T09:00:00.000Z',
      '2026-01-14T18:00:00.000Z',
      '2026-01-15T18:00:00.000Z',
    ]);
  });

  it('names the period in which tasks would never run (periodProblem), and only that', () => {
    const weekdays = { minute: '0', hour: '9', dayOfMonth: '?', month: '*', dayOfWeek: '2-6' };
    const sat = Date.parse('2026-01-17T00:00:00Z');
    const sun = Date.parse('2026-01-18T23:59:59.999Z');
    expect(periodProblem([{ ...weekdays, endDate: JAN - 1 }], JAN, 'UTC')?.code).toBe('ended');
    const weekend = periodProblem([{ ...weekdays, startDate: sat, endDate: sun }], JAN, 'UTC');
    expect(weekend?.code).toBe('no-run');
    expect(Object.keys(weekend?.fields ?? {})).toEqual(['startDate', 'endDate']);
    expect(weekend?.fields.endDate).toContain('the first would be on Jan 19, 2026');
    expect(
      periodProblem([{ ...weekdays, startDate: sat, endDate: Date.parse('2026-01-19T09:00:00Z') }], JAN, 'UTC'),
    ).toBeNull();
    // Fields that never fire at all are the typed fields' warning, not a period's fault.
    const feb30 = { minute: '0', hour: '9', dayOfMonth: '30', month: '2', dayOfWeek: '?' };
    expect(periodProblem([{ ...feb30, endDate: sun }], JAN, 'UTC')).toBeNull();
  });
});

describe('schedulePhrase: the length of a phrase', () => {
  it('reads a phrase of many parts that several readers take apart a bounded number of times', () => {
    // each part is a rewrite of its own ("every show night (sat)", "after close, 11pm", "(no dst)"): read in every
    // order of the rewrites, 5 parts once took two minutes; the count of readings now ends it
    const phrase = `sunday school every show night (sat) (no dst)${' after close, 11pm (no dst)'.repeat(12)}`;
    expect(phrase.length).toBeLessThanOrEqual(PHRASE_MAX);
    expect(refusal(phrase).code).toBe('unparseable');
  });

  it('reads a phrase as long as the modal holds, and refuses a longer one before reading it', () => {
    const spaced = (n: number) => `every day at 9am${' '.repeat(n - 'every day at 9am'.length - 1)}.`;
    expect(spaced(PHRASE_MAX)).toHaveLength(PHRASE_MAX);
    expect(compile(spaced(PHRASE_MAX)).schedules).toEqual([
      { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '?' },
    ]);
    const over = refusal(spaced(PHRASE_MAX + 1));
    expect(over.message).toBe(
      `The phrase is ${PHRASE_MAX + 1} characters long; a schedule is read from at most ${PHRASE_MAX}.`,
    );
  });
});
