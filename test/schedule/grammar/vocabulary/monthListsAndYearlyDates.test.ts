import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const ANY = /(?:)/;

describe('a list of months right before a clock, the quarter months in brackets, "every year" after a date', () => {
  it.each([
    // the last month of a list with a clock right after it: the time of day, not a date
    ['first tuesday of feb, may, aug, nov 10am', 'UTC', ['0 10 ? 2/3 3#1'], ANY],
    ['second friday of mar, jun, sep, dec 14:30', 'UTC', ['30 14 ? 3/3 6#2'], ANY],
    ['1st monday of jan and apr 07:00', 'UTC', ['0 7 ? 1,4 2#1'], ANY],
    ['last sunday of march october 2pm', 'UTC', ['0 14 ? 3,10 1L'], ANY],
    ['every 15th of march, june, sept, dec 9am', 'UTC', ['0 9 15 3/3 ?'], ANY],
    // the months of "each quarter" / "quarterly" named in brackets after it
    ['first sunday of each quarter (jan apr jul oct) at 3am', 'UTC', ['0 3 ? 1/3 1#1'], /months in brackets/],
    ['first sunday of each quarter (feb, may, aug, nov) 0300', 'UTC', ['0 3 ? 2/3 1#1'], /February, May/],
    ['quarterly (mar/jun/sep/dec) on the 10th at 9am', 'UTC', ['0 9 10 3/3 ?'], /March, June/],
    ['last day of each quarter (mar jun sep dec) 5pm', 'UTC', ['0 17 L 3/3 ?'], /months in brackets/],
    // "every year" said after its date
    ['jan 1 at 6am every year', 'UTC', ['0 6 1 1 ?'], ANY],
    ['15 march 9am, annually', 'UTC', ['0 9 15 3 ?'], ANY],
    ['on jul 4 at noon yearly', 'UTC', ['0 12 4 7 ?'], ANY],
    ['dec 24 at 5pm each year', 'UTC', ['0 17 24 12 ?'], ANY],
    ['jan 1 at 6am tokyo every year', 'America/Los_Angeles', ['0 21 31 12 ?'], ANY],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a day after the month is a date's, not the list's
    ['first monday of march and october 5', /single date/],
    ['first monday of jan, apr 7 am', /./],
    // bracketed months that are not one in each quarter, or the calendar quarters' other end
    ['quarterly (jan, feb) on the 1st at 9am', /not one in each quarter/],
    ['last day of each quarter (jan apr jul oct) 5pm', /last days are in March, June, September, December/],
    ['1st of each quarter (mar jun sep dec) 9am', /first days are in January, April, July, October/],
    // "every year" with no date, a date with its year, a date that bounds the runs, several dates
    ['every day at 9 until jan 5, then yearly', /needs a date or a month/],
    ['jan 1 2027 at 6am every year', /needs a date or a month/],
    ['starting jan 1 every year at 6am', /needs a date or a month/],
    ['jan 1 and jul 1 at 6am every year', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
