import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"start <date>:" said first: the first day of the runs', () => {
  it.each([
    [
      'start feb 2: sprint review mondays 10:30am for 4 weeks',
      ['30 10 ? * 2'],
      /"start feb 2:" as the first day of the runs/,
    ],
    ['start 3 march: standup weekdays 9:15am', ['15 9 ? * 2-6'], /"start 3 march:" as the first day of the runs/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });

  it.each([
    // no rule after the colon: once on the date, or from it?
    ['start feb 2: sprint review', /./],
    // a bare hour on days of the week
    ['start feb 2: sprint review mondays 4', /./],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});

describe('"start <date>:" then a later first date said after: which one? refused', () => {
  it.each([
    ['start jan 4: weekly planning mondays 8:30am from feb 1'],
    ['start jan 4: weekly planning mondays 8:30am starting feb 1'],
    ['start jan 4: weekly planning mondays 8:30am beginning feb 1'],
  ])('"%s"', (phrase) => {
    refuses(phrase, 'America/Los_Angeles', /./);
  });

  it('the date said first, on a day without a run, still reads', () =>
    reads(
      'start jan 18: weekly planning mondays 8:30am',
      'America/Los_Angeles',
      ['30 16 ? * 2'],
      /"start jan 18:" as the first day of the runs/,
    ));
});
