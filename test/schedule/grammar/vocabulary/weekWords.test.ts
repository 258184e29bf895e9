import { describe, expect, it } from 'vitest';
import { hm, read, refused } from './read.js';

const SUN_THU = { kind: 'weekdays', days: [1, 2, 3, 4, 5] };
const MON_FRI = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
const FRI_SAT = { kind: 'weekdays', days: [6, 7] };
const SAT_SUN = { kind: 'weekdays', days: [1, 7] };

describe('a day word restated by its days: "every working day (sun–thu)"', () => {
  it.each([
    ['every working day (sun–thu) at 8am', SUN_THU, /Sunday, Monday, Tuesday, Wednesday and Thursday/],
    ['business days (sun-thu) 8am', SUN_THU, /Sunday/],
    ['weekdays (mon-fri) 8am', MON_FRI, null],
    ['every weekday 8am — our weekdays are Sunday through Thursday', SUN_THU, /"weekday" read as the days/],
    ['weekdays at 8am (our work week is sun to thu)', SUN_THU, /Sunday/],
    ['weekends at 8am; our weekend is fri and sat', FRI_SAT, /Friday and Saturday/],
    ['weekend: sat and sun 8am', SAT_SUN, null],
    ['weekends (fri & sat) 8am', FRI_SAT, /Friday and Saturday/],
  ])('"%s"', (phrase, days, note) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual([hm(8)]);
    if (note === null) expect(i.assumptions.join(' ')).not.toMatch(/read as the days said/);
    else expect(i.assumptions.join(' ')).toMatch(note);
  });

  it.each([
    // days that no working week or weekend is
    ['weekdays (sat, sun) 8am', /"weekdays" and "sat, sun" say different days/],
    ['every working day (fri & sat) at 8am', /say different days/],
    ['weekends (mon, tue) 8am', /say different days/],
    ['weekend: mon to fri 8am', /say different days/],
    // the clause restates another word than the one said
    ['every weekend 8am — our weekdays are sun-thu', /"weekend" and "weekdays" are not the same days/],
    // a restatement of a word the phrase does not say as a day rule stays unread
    ['first working day of the month 9am (our week is sun-thu)', /twice|our week|could not read/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});

describe('"weekend" in the job\'s name before the days it runs on', () => {
  it.each([
    ['weekend stock report on saturday 10 am', { kind: 'weekdays', days: [7] }],
    ['weekend stock count: sat and sun 10 am', SAT_SUN],
    ['weekend check-in fri & sat 10am', FRI_SAT],
    ['weekend coverage reminder fridays 10am', { kind: 'weekdays', days: [6] }],
  ])('"%s"', (phrase, days) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual([hm(10)]);
    expect(i.assumptions.join(' ')).toMatch(/"weekend" read as part of the job's name/);
  });

  it.each([
    // "weekend" said as the days stays the weekend, and two day rules stay two
    ['every weekend 10am', SAT_SUN],
    ['on the weekend at 10am', SAT_SUN],
  ])('reads "%s" as the weekend', (phrase, days) => {
    expect(read(phrase).days).toEqual(days);
  });

  it.each([
    ['every weekend and monday at 10am', /twice|monday/],
    ['weekends at 10am, saturday at 11am too', /twice|too|saturday/],
    ['weekend report monday 10am', /report/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});

describe('"daily" said before the working days it runs on', () => {
  it.each([
    ['daily 7am on business days', /"daily" read as on the days said with it \("business days"\)/],
    ['daily at 7am on weekdays', /"weekdays"/],
    ['daily standup reminder 7:00 weekdays', /"weekdays"/],
  ])('"%s"', (phrase, note) => {
    const i = read(phrase);
    expect(i.days).toEqual(MON_FRI);
    expect(i.times).toEqual([hm(7)]);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it.each([
    // two rules, or days taken out, are not a restatement
    ['daily at 7, weekdays at 8', /twice/],
    ['daily at 7am and 8am on weekdays', /twice/],
    ['daily at 7am on weekends', /twice/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });

  it('reads "daily 7am except weekdays" as the weekend', () => {
    expect(read('daily 7am except weekdays').days).toEqual(SAT_SUN);
  });
});
