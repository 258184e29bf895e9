import { describe, expect, it } from 'vitest';
import { normalize } from '../../../../src/schedule/grammar/normalize.js';
import { fields, hm, read, refused } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
const EVERY_DAY = { kind: 'every-day' };

describe('clock times in words: "at nine thirty", "eleven fifty-nine pm", "at half seven", "seventeen hundred"', () => {
  it.each([
    ['standup at nine thirty every weekday', WEEKDAYS, [hm(9, 30)]],
    ['at nine-thirty every weekday', WEEKDAYS, [hm(9, 30)]],
    ['every day at quarter to six in the evening', EVERY_DAY, [hm(17, 45)]],
    ['every day at eleven fifty-nine pm', EVERY_DAY, [hm(23, 59)]],
    ['every day at one in the afternoon', EVERY_DAY, [hm(13)]],
    ['every day at six in the morning', EVERY_DAY, [hm(6)]],
    ['every day at seven o five am', EVERY_DAY, [hm(7, 5)]],
    ['nine am every weekday', WEEKDAYS, [hm(9)]],
    ['every weekday at seventeen thirty', WEEKDAYS, [hm(17, 30)]],
    ['every weekday at seventeen hundred', WEEKDAYS, [hm(17)]],
    ['at oh six hundred hours daily', EVERY_DAY, [hm(6)]],
    ['at zero six thirty daily', EVERY_DAY, [hm(6, 30)]],
    ['daily at twenty-one hundred', EVERY_DAY, [hm(21)]],
    ['every day at half past noon', EVERY_DAY, [hm(12, 30)]],
    ['every day at quarter to midnight', EVERY_DAY, [hm(23, 45)]],
    ['every day at ten past midnight', EVERY_DAY, [hm(0, 10)]],
    ['every day at 20 minutes to midnight', EVERY_DAY, [hm(23, 40)]],
    ['every day at ten to nine am', EVERY_DAY, [hm(8, 50)]],
    ['every day at nine am and five pm', EVERY_DAY, [hm(9), hm(17)]],
    ['every day at 9am and five pm', EVERY_DAY, [hm(9), hm(17)]],
  ])('"%s"', (phrase, days, times) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual(times);
  });

  it.each([
    // a bare hour in words reads as the same hour in digits, with its note: 12-hour, morning assumed
    ['every morning at six', 'every morning at 6'],
    ['every first of the month at nine', 'every first of the month at 9'],
    ['every thirty minutes from eight to noon', 'every thirty minutes from 8 to noon'],
    ['every two hours from nine to five', 'every two hours from 9 to 5'],
    ['hourly between nine and five', 'hourly between 9 and 5'],
    ['every day from ten to five hourly', 'every day from 10 to 5 hourly'],
    ['every hour from ten to midnight', 'every hour from 10 to midnight'],
    // minutes before an hour keep their reading ("ten to nine" is 8:50; "from ten to five" a range)
    ['every day at ten to nine', 'every day at 8:50'],
    ['at five past five in the evening', 'at 5:05 in the evening'],
  ])('"%s" reads as "%s"', (phrase, rewritten) => {
    expect(normalize(phrase)).toBe(rewritten);
    expect(read(phrase).times.length + (read(phrase).interval ? 1 : 0)).toBeGreaterThan(0);
  });

  it.each([
    // counts, names and words that are not clock times are left as they are
    'every day at one point',
    'one time only at 9am',
    'every two hours',
    'every five minutes',
    'the top ten at 9am',
    'at nine of them',
    'at six hundred dollars',
    'every fifteen hundred runs',
    'at one more time',
    'every day at 9 and one on sundays',
    'every 15 minutes from 9 to midnight',
    'every 15 minutes from 16:45 to midnight',
  ])('leaves "%s" as it is', (phrase) => {
    expect(normalize(phrase)).toBe(phrase);
  });

  it.each([
    ['every day at one point', /one point/],
    ['every day at nine people', /people/],
    ['at twenty every day', /twenty/],
    ['every day at half nineteen', /half nineteen/],
    ['every day at six hundred', /hundred/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('compiles in New York', () => {
    expect(fields('every weekday at nine thirty am', 'America/New_York')).toEqual(['30 14 ? * 2-6']);
  });
});

describe('"at half seven": half past seven as Britain and Ireland say it, with a note', () => {
  it.each([
    ['every day at half seven', 'every day at 7:30', '"half seven" read as 7:30'],
    ['team practice wednesdays at half 7', 'wednesdays at 7:30', '"half 7" read as 7:30'],
    ['every weekday at half five in the afternoon', 'every weekday at 5:30 pm', '"half 5" read as 5:30'],
    ['mondays at half 10 in the morning', 'mondays at 10:30', '"half 10" read as 10:30'],
  ])('"%s"', (phrase, same, note) => {
    const i = read(phrase);
    expect(i.times).toEqual(read(same).times);
    expect(i.assumptions.join(' ')).toContain(note);
  });

  it.each([
    // half of something else, or half past, is not this
    ['every day at half 7 hours', /half/],
    ['every day at half an hour', /half/],
    ['every day at half 13', /half/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('leaves a phrase read as it is alone', () => {
    expect(read('every day at half past seven am').times).toEqual([hm(7, 30)]);
    expect(read('every day at half past seven am').assumptions).toEqual([]);
  });
});

describe('how a phrase is written: full-width digits, "18時", small capitals, quotes round it, em dashes', () => {
  it.each([
    ['every day at ９：００', EVERY_DAY, [hm(9)]],
    ['every day at 8：30 pm', EVERY_DAY, [hm(20, 30)]],
    ['every day at １８時', EVERY_DAY, [hm(18)]],
    ['every day at 8時30分', EVERY_DAY, [hm(8, 30)]],
    ['every day at 午後3時', EVERY_DAY, [hm(15)]],
    ['every day at 午前0時30分', EVERY_DAY, [hm(0, 30)]],
    ['every day at 午後0時', EVERY_DAY, [hm(12)]],
    ['every weekday at 9 ᴀᴍ', WEEKDAYS, [hm(9)]],
    ['every weekday at 9 ᴘ.ᴍ.', WEEKDAYS, [hm(21)]],
    ['“every weekday at 11am”', WEEKDAYS, [hm(11)]],
    ['"every weekday at 11am".', WEEKDAYS, [hm(11)]],
    ["'every weekday at 11 o'clock'", WEEKDAYS, [hm(11)]],
    ['`every weekday 07:00`', WEEKDAYS, [hm(7)]],
    ['```every weekday 07:00```', WEEKDAYS, [hm(7)]],
    ['every weekday—10am', WEEKDAYS, [hm(10)]],
    ['mon—fri 9am', WEEKDAYS, [hm(9)]],
  ])('"%s"', (phrase, days, times) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual(times);
  });

  it('leaves 午前12時 and 午後12時 unread: noon to some, midnight to others', () => {
    expect(refused('every day at 午後12時').message).toContain('午後12時');
    expect(refused('every day at 午前12時').message).toContain('午前12時');
  });

  it('reads the place after an em dash as the zone', () => {
    expect(read('every Monday—10am—Berlin', 'Europe/London').zone.name).toBe('Europe/Berlin');
    expect(fields('every weekday 07:00 UTC', 'Europe/Berlin')).toEqual(
      fields('`every weekday 07:00 UTC`', 'Europe/Berlin'),
    );
  });

  it('keeps a range with an em dash a range', () => {
    expect(read('every weekday 9am—5pm hourly').interval).not.toBeNull();
    expect(normalize('every monday 9am jan—mar')).toBe('every monday 9am jan-mar');
    expect(normalize('mon—fri 9am')).toBe('mon-fri 9am');
  });

  it.each([
    // quotes round part of the phrase, or several quoted parts, are not a wrapping
    ['"every monday" and "9am"', /"/],
    ['`every day` at `25:00`', /`/],
    // an hour mark past the day's hours
    ['every day at 25時', /25/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('glued and cut-short forms: "every2hours", "everymonday9am", "wkdy 0630", "M/W/F 0700"', () => {
  it.each([
    ['every2hours', 'every 2 hours'],
    ['every15minutes', 'every 15 minutes'],
    ['everymonday9am', 'every monday 9am'],
    ['weekdays9to5every1hour', 'weekdays 9 to 5 every 1 hour'],
    ['everyday9am', 'everyday 9am'],
    ['wkdy 0630', 'weekdays 06:30'],
    ['wknds 10am', 'weekends 10am'],
    ['hourly :30', 'hourly at :30'],
    ['M/W/F 0700', 'mon/wed/fri 07:00'],
    ['Tu/Th 1330', 'tue/thu 13:30'],
    ['T/Th at 9am', 'tue/thu at 9am'],
    ['M/W/R 8am', 'mon/wed/thu 8am'],
  ])('"%s" reads as "%s"', (phrase, rewritten) => {
    expect(normalize(phrase)).toBe(rewritten);
    read(phrase);
  });

  it('compiles', () => {
    expect(fields('M/W/F 0700', 'America/Denver')).toEqual(fields('mon, wed and fri at 07:00', 'America/Denver'));
    expect(fields('weekdays9to5every1hour', 'America/New_York')).toEqual(
      fields('weekdays 9 to 5 every 1 hour', 'America/New_York'),
    );
  });

  it.each([
    // tokens with digits inside that are not glued grammar words
    'e2e tests at 9am',
    'k8s sync at 9am',
    'pg_dump at 9am',
    'open 24/7',
    'on the 1st at 9am',
    'every day at 9am',
    'w/e at 9am',
    'T/S 9am',
    'm/w/f notes',
  ])('leaves "%s" as it is', (phrase) => {
    expect(normalize(phrase)).toBe(phrase.toLowerCase());
  });

  it.each([
    // "e2e" is not split into "e 2 e": the phrase reads only when the words around it can be a name
    ['e2e every day at 9am and 2 more', /e2e|more/],
    ['T/W 9am', /t\/w/],
    ['M/M 9am', /m\/m/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
