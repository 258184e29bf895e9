import { describe, expect, it } from 'vitest';
import { fields, read, reads, refused, refuses } from './read.js';

describe('CRON typed in chat: Unix fields, in UTC as the service takes them', () => {
  it.each([
    ['cron: 0 */2 * * *', ['0 0/2 * * ?']],
    ['0 3 * * SUN', ['0 3 ? * 1']],
    ['0 9 * * MON-FRI', ['0 9 ? * 2-6']],
    ['cron 30 6 * * mon,wed,fri', ['30 6 ? * 2/2']],
    ['0 9 * * 0', ['0 9 ? * 1']],
    ['*/15 * * * *', ['0/15 * * * ?']],
    ['*/5 9-17 * * mon-fri', ['0/5 9-17 ? * 2-6']],
    ['15 9,17 * * *', ['15 9,17 * * ?']],
    ['0 0 1,15 * *', ['0 0 1,15 * ?']],
    ['0 6 1 jan,jul *', ['0 6 1 1,7 ?']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'America/New_York')).toEqual(expected);
  });

  it('says how the fields were read', () => {
    expect(read('cron: 0 */2 * * *').assumptions).toContain(
      '"0 */2 * * *" read as CRON fields (minute, hour, day of month, month, day of week), in UTC as the service takes them.',
    );
  });

  it('reads the fields in a zone named beside them', () => {
    const i = read('0 9 * * mon-fri pacific');
    expect(i.zone.name).toBe('America/Los_Angeles');
    expect(i.times).toEqual([{ hour: 9, minute: 0 }]);
  });

  it('reads the service\'s own fields (a "?") with its numbering, 1 = Sunday', () => {
    expect(fields('0 9 ? * 2-6', 'America/Los_Angeles')).toEqual(['0 9 ? * 2-6']);
    expect(fields('*/15 * * * ?', 'UTC')).toEqual(['0/15 * * * ?']);
    expect(fields('30 14 1 * ?', 'UTC')).toEqual(['30 14 1 * ?']);
    expect(fields('0 9 L * ?', 'UTC')).toEqual(['0 9 L * ?']);
  });

  it('reads a lone "*/N" as every N minutes', () => {
    const i = read('*/15 during business hours', 'America/New_York');
    expect(i.interval).toMatchObject({ unit: 'minute', every: 15, window: { from: { hour: 9, minute: 0 } } });
    expect(i.zone.name).toBe('America/New_York');
    expect(i.assumptions).toContain('"*/15" read as every 15 minutes, as in CRON.');
  });

  it('refuses a day of the week in numbers that Unix cron and the service number differently, with both readings', () => {
    const p = refused('0 9 * * 1-5');
    expect(p.message).toMatch(/Monday, Tuesday, Wednesday, Thursday and Friday in Unix cron/);
    expect(p.message).toMatch(/Sunday, Monday, Tuesday, Wednesday and Thursday in the service's fields/);
    expect(p.hint).toContain('"0 9 * * MON,TUE,WED,THU,FRI" as Unix cron means it');
    expect(p.hint).toContain('"0 9 * * SUN,MON,TUE,WED,THU" as the service numbers them');
    expect(refused('0 3 * * 7').message).toMatch(/Sunday in Unix cron, but Saturday/);
  });

  it.each([
    ['0 9 1 * 1', /both days of the month and days of the week/],
    ['0 9 ? * ?', /both day fields/],
    ['0 9 * *', /four CRON fields/],
    ['0 9 * * 2#1', /not a plain day of the week/],
    ['0 9 15w * ?', /day of the month/],
    ['0 25 * * *', /could not read the CRON fields/],
    ['*/7', /not a step that divides the hour/],
    // "0 *\/5": 0, 5, 10, 15 and 20 o'clock, restarting at midnight, as CRON runs it, or every 5 hours as meant?
    ['0 */5 * * *', /does not divide the day/],
    ['*/15 every 10 minutes', /two intervals/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('more than five CRON fields', () => {
  it.each([
    // Quartz and Spring write seconds first: read as five fields they would be another schedule
    ['0 0 12 * * ?'],
    ['0 0/15 * * * ?'],
    ['0 30 9 * * MON-FRI'],
    // a year last
    ['0 3 * * SUN 2027'],
  ])('refuses "%s"', (phrase) => {
    expect(refused(phrase).message).toMatch(/more than five CRON fields/);
  });
});

// A zone a half or a quarter hour off UTC puts UTC's minutes elsewhere on the person's clock: fields that say no
// clock time of their own (every hour, or hours in steps) are asked about there; "UTC" after them says which.
describe('CRON minutes on a clock a half hour off UTC', () => {
  it.each([
    ['*/20 * * * *', 'Asia/Kolkata', /:00, :20 and :40 past the hour in UTC, which is :10, :30 and :50 on your clock/],
    ['cron: 15 * * * *', 'Asia/Kathmandu', /:15 past the hour in UTC, which is :00 on your clock/],
    ['0 */2 * * *', 'America/St_Johns', /:00 past the hour in UTC, which is :30 on your clock/],
    // a whole hour off UTC today (+11 in January), but half an hour in its winter (+10:30)
    [
      '*/20 * * * *',
      'Australia/Lord_Howe',
      /:00, :20 and :40 past the hour in UTC, which is :10, :30 and :50 on your clock \(Australia\/Lord_Howe\) for part of the year/,
    ],
  ])('asks about "%s" [%s]', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });

  it.each([
    // minutes that fall alike, a whole-hour zone, hours said, or "UTC" after the fields
    ['*/15 * * * *', 'Asia/Kolkata', ['0/15 * * * ?']],
    ['*/20 * * * *', 'Europe/London', ['0/20 * * * ?']],
    ['0 9 * * *', 'Asia/Kolkata', ['0 9 * * ?']],
    ['*/20 * * * * UTC', 'Asia/Kolkata', ['0/20 * * * ?']],
    ['0 9 * * * UTC', 'Asia/Kolkata', ['0 9 * * ?']],
  ])('reads "%s" [%s] as UTC fields', (phrase, zone, want) => {
    reads(phrase, zone, want, /in UTC as the service takes them/);
  });
});

describe('steps to the end of the month or year that start again: refused with both readings', () => {
  it.each([
    ['cron 0 0 1 */3 *', ['0 0 1 1/3 ?']],
    ['cron 0 0 1 */4 *', ['0 0 1 1/4 ?']],
    ['cron 0 0 1 2/6 *', ['0 0 1 2,8 ?']],
    ['cron 0 0 1-15/2 * *', ['0 0 1,3,5,7,9,11,13,15 * ?']],
    ['cron 0 0 */1 * *', ['0 0 * * ?']],
  ])('reads %s', (phrase, want) => reads(phrase, 'UTC', want, /read as CRON fields/));

  it.each([
    ['cron 0 0 */2 * *', /starts again on the 1st of each month.*not every 2 days/],
    ['cron 0 0 */5 * *', /days 1, 6, 11, 16, 21, 26, 31 of every month/],
    ['cron 0 9 3/10 * *', /not every 10 days/],
    ['0 0 1/5 * ?', /not every 5 days/],
    ['cron(0 9 */2 * ? *)', /not every 2 days/],
    ['cron 0 0 1 */5 *', /does not divide the year.*months 1, 6, 11/],
    ['cron 0 0 1 1/7 *', /does not divide the year/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
