import { describe, expect, it } from 'vitest';
import { hm, read, refused } from './read.js';

// NOW is Monday 2026-01-12

describe('a comma before the last "and" of a day list', () => {
  it.each([
    ['9am every monday, wednesday, and friday', [2, 4, 6]],
    ['every mon, tue, & thu at 9am', [2, 3, 5]],
    ['every monday, wednesday or friday at 9am', [2, 4, 6]],
  ])('"%s"', (phrase, days) => {
    expect(read(phrase).days).toEqual({ kind: 'weekdays', days });
  });

  it('still refuses a day without a time after a rule of its own', () => {
    expect(refused('weekdays at 9am, and saturday').message).toMatch(/names the days twice/);
  });
});

describe('"but" before days taken out', () => {
  it.each([
    ['every day but weekends, 9am', [2, 3, 4, 5, 6]],
    ['every day but monday at 9am', [1, 3, 4, 5, 6, 7]],
    ['daily but not sundays at 9am', [2, 3, 4, 5, 6, 7]],
  ])('"%s"', (phrase, days) => {
    expect(read(phrase).days).toEqual({ kind: 'weekdays', days });
  });

  it.each([
    ['every day but at 9am', /"but"/],
    ['every monday but also friday at 9am', /names the days twice/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"the top of the hour"', () => {
  it.each(['top of every hour', 'at the top of the hour', 'every hour at the top of the hour'])('"%s"', (phrase) => {
    expect(read(phrase).interval).toEqual({ every: 1, unit: 'hour', atMinute: 0, window: null });
  });

  it.each([
    ['top of the day', /"top of the day"/],
    ['every 45 minutes at the top of the hour', /./],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"until Friday": the next one, the last day with runs', () => {
  it.each([
    ['hourly until friday', { year: 2026, month: 1, day: 16 }],
    ['every day at 9am till monday', { year: 2026, month: 1, day: 19 }],
    ['every day at 9am until this friday', { year: 2026, month: 1, day: 16 }],
  ])('"%s"', (phrase, end) => {
    const i = read(phrase);
    expect(i.endDate).toEqual(end);
    expect(i.assumptions.some((a) => a.includes('(the last day with runs)'))).toBe(true);
  });

  it('leaves a range of days to the day rule', () => {
    const i = read('monday until friday at 9am');
    expect(i.days).toEqual({ kind: 'weekdays', days: [2, 3, 4, 5, 6] });
    expect(i.endDate).toBeNull();
  });

  it.each([
    ['every day at 9am until friday and saturday', /names the days twice/],
    ['every day at 9am until fridays', /fridays/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('a count with "max" after it, "this" for the job, a range of 24-hour times', () => {
  it('"every friday 4pm, 12 times max"', () => {
    expect(read('every friday 4pm, 12 times max').maxOccurrences).toBe(12);
  });

  it('"run this at 11:15pm every weekday"', () => {
    expect(read('run this at 11:15pm every weekday').times).toEqual([hm(23, 15)]);
  });

  it('"mon–fri 09:00–17:00 every hour": -17:00 is no UTC offset', () => {
    const i = read('mon–fri 09:00–17:00 every hour');
    expect(i.interval?.window).toEqual({ from: hm(9), to: hm(17) });
    expect(i.zone.name).toBe('UTC');
    // after a clock time a dash ends a range, even one that ends before it starts
    expect(refused('every day at 09:00-08:00').message).toMatch(/range/);
    expect(read('every day at 09:00 (-08:00)').zone.name).toBe('UTC-8');
  });

  it.each([
    ['every friday 4pm, 12 max', /12 max/],
    ['run this thing at 9am', /thing/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('requests around a schedule: "can u set this to run", "need it", "make it", "for 9:30", "all year"', () => {
  it.each([
    ['can you schedule this for 9:30 every day', [hm(9, 30)]],
    ['hey can u set this to run every weekday at 7pm pls', [hm(19)]],
    ['need it mon-fri 6am thx!', [hm(6)]],
    ['could you make it every friday at 3pm', [hm(15)]],
    ['i want it to be run daily at noon', [hm(12)]],
    ['every weekday 9am, all year round', [hm(9)]],
    ['daily for 7pm', [hm(19)]],
    ['kick it off daily at 03:00', [hm(3)]],
  ])('"%s"', (phrase, times) => {
    const i = read(phrase);
    expect(i.times).toEqual(times);
    expect(i.endDate).toBeNull();
  });

  it.each([
    // "for 5" could be a count or a length: a guess either way
    ['daily at 9am for 5', /"for 5"/],
    ['every day to 9am', /does not say when to run|"to"/],
    ['daily at 9am all', /"all"/],
    ['at 9am, weekends off', /"off"/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"my time", "local time": the person\'s own zone', () => {
  it.each(['weekdays at 9am (my time)', 'weekdays at 9am my local time', 'weekdays at 9am local time'])(
    '"%s"',
    (phrase) => {
      const i = read(phrase, 'Asia/Tokyo');
      expect(i.zone).toEqual({ name: 'Asia/Tokyo', said: null });
      expect(i.times).toEqual([hm(9)]);
    },
  );

  it('refuses another zone beside it: they may differ', () => {
    // (a zone in brackets glued to "my time" says which clock it is: myTimeNamed.test.ts)
    const p = refused('weekdays at 9am Pacific, my time', 'Asia/Tokyo');
    expect(p.message).toBe('The phrase names a time zone ("Pacific") and "my time": they may not be the same.');
    expect(p.hint).toBe('Say one: "Pacific", or "my time" for yours (Asia/Tokyo).');
  });
});
