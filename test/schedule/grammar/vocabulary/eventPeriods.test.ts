import { describe, expect, it } from 'vitest';
import { fields, read, refused } from './read.js';

// NOW is Monday, January 12, 2026
const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('a running period bounded by an event whose dates are said with it', () => {
  it.each([
    ['every wednesday 8am during term (jan 18 - may 14)', d(2026, 1, 18), d(2026, 5, 14)],
    ['every monday 9am during term: jan 18 to mar 26', d(2026, 1, 18), d(2026, 3, 26)],
    ['every thursday 3:30 pm for the rest of the semester (ends may 11)', null, d(2026, 5, 11)],
    ['every friday at 3 pm until the contract ends march 31', null, d(2026, 3, 31)],
    ['every monday 9:00 through mid-february (feb 14)', null, d(2026, 2, 14)],
    ['fridays 5:15pm, feb 4 through end of mar', d(2026, 2, 4), d(2026, 3, 31)],
    ['every day 8am feb 14-18', d(2026, 2, 14), d(2026, 2, 18)],
    ['every weekday at 8 until feb 18 then stop', null, d(2026, 2, 18)],
    ['winter schedule ends mar 27 - every day 06:00 until then', null, d(2026, 3, 27)],
    ['semester 2 starts feb 22 - from then every weekday 8:15am until june 11', d(2026, 2, 22), d(2026, 6, 11)],
    ['every morning at 6 this week', null, d(2026, 1, 18)],
    ['every day at 9am this month', null, d(2026, 1, 31)],
    // a length said before its start
    ['every monday 10am, 4 weeks starting feb 2', d(2026, 2, 2), d(2026, 3, 1)],
  ])('"%s"', (phrase, start, end) => {
    const i = read(phrase);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });

  it('says the name it sets aside and the date "then" is', () => {
    expect(read('every wednesday 8am during term (jan 18 - may 14)').assumptions.join(' ')).toMatch(
      /"term" as the name of what the dates bound/,
    );
    expect(read('winter schedule ends mar 27 - every day 06:00 until then').assumptions.join(' ')).toMatch(
      /"until then" read as the date of "winter schedule ends mar 27"/,
    );
  });

  it.each([
    // "then" with no date said before it, or the other end's
    ['every day at 9am until then', /"until then" does not say which date/],
    ['winter schedule starts mar 27 - every day 06:00 until then', /"until then" does not say which date/],
    // the event said first without "then": its date is not the schedule's (the dates stay unread)
    ['winter schedule ends mar 27 - every day 06:00', /winter|single date/],
    // every year's stretch, or this one's?
    ['every year dec 24-26 at 9am', /could be this year's dates only or every year's/],
    ['every day 8am feb 18-14', /not a stretch of days/],
    // a date outside the month its words say
    ['every monday 9:00 through mid-february (mar 14)', /outside february/],
    // a name that says when is not set aside
    ['every day at 9 during night shift (feb 1 - feb 9)', /night shift|could not read/],
    // a length before "from" may be a date that far from another ("2 weeks from friday"), left unread
    ['every day at 9am, 2 weeks from feb 2', /could not read|single date|2 weeks/],
    ['every 2 weeks starting feb 2 at 10am', /every 2 weeks/],
    // "this week" after words that make it a start or a bound stays as it was
    ['every day at 9am starting this week', /starting this week/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});

describe('"quarterly" beside the months it means', () => {
  it.each([
    ['quarterly fire drill: 1st tuesday of jan apr jul oct at 2pm', '0 14 ? 1/3 3#1'],
    ['quarterly VAT return reminder on the 7th of feb may aug and nov 9am', '0 9 7 2/3 ?'],
    ['quarterly 2nd friday of mar jun sep dec at 11:00', '0 11 ? 3/3 6#2'],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual([expected]);
    expect(read(phrase).assumptions.join(' ')).toMatch(/"quarterly" read as the months named/);
  });

  it.each([
    // months not one in each quarter contradict "quarterly"
    ['quarterly on the 7th of feb and may 9am', /months twice/],
    ['quarterly on the 2nd friday of mar jun sep at 11:00', /months twice/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});

describe('several dates without their years', () => {
  it.each([
    // spread over the year: every year's
    ['on mar 1 and sep 1 at 9am', '0 9 1 3,9 ?'],
    ['estimated tax reminder apr 10, jun 10, sep 10 and jan 10 at 9', '0 9 10 1,4,6,9 ?'],
  ])('"%s" is every year', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual([expected]);
    const i = read(phrase);
    expect(i.startDate).toBeNull();
    expect(i.endDate).toBeNull();
    expect(i.assumptions.join(' ')).toMatch(/read as days of the year, every year/);
  });

  it('dates within a month of each other, soon, are those days once', () => {
    const i = read('reminder on feb 1, feb 8 and feb 15 at 11:00');
    expect(i.startDate).toEqual(d(2026, 2, 1));
    expect(i.endDate).toEqual(d(2026, 2, 15));
  });

  it.each([
    // neither close together nor spread over the year
    ['on jan 20 and mar 20 at 9am', /could be those dates once or every year's/],
    // far ahead, close together
    ['on sep 1 and sep 8 at 9am', /could be those dates once or every year's/],
    // every year's dates on different days of different months take a rule each
    ['remind me on jan 11, apr 5 and sep 20 at 9am', /different days of different months/],
    // several times on them: still refused
    ['on mar 1 and sep 1 at 9am and 5pm', /single date/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});
