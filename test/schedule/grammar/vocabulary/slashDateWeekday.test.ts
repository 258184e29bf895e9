import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026. In Canada both orders of slash dates are written.
describe('a slash date with its day of the week beside it, where the zone cannot tell the order', () => {
  it.each([
    // December 5, 2026 is a Saturday; 12 May 2026 a Tuesday
    ['stage rehearsal sat 12/5 at 10am', 'America/Toronto', ['0 15 5 12 ?'], /"12\/5" read as December 5, a Saturday/],
    ['saturday, 12/5 10am', 'America/Toronto', ['0 15 5 12 ?'], /December 5, a Saturday in 2026/],
    // May 12, 2026 is a Tuesday; 5 December a Saturday
    ['tue 5/12 9am', 'America/Toronto', ['0 13 12 5 ?'], /"5\/12" read as May 12, a Tuesday/],
    // day first: 10 December 2026 is a Thursday, October 12 a Monday
    ['thursday 10/12 at 2pm', 'America/Vancouver', ['0 22 10 12 ?'], /"10\/12" read as 10 December, a Thursday/],
    // with its year: June 11, 2027 is a Friday, 6 November 2027 a Saturday
    ['fri 6/11/2027 9am', 'America/Toronto', ['0 13 11 6 ?'], /June 11, a Friday in 2027/],
    ['sat 6/11/2027 18:00', 'America/Toronto', ['0 22 6 11 ?'], /6 November, a Saturday in 2027/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the day fits neither reading
    ['mon 12/5 10am', 'America/Toronto', /could be 12 May or December 5/],
    // no day beside the date
    ['12/5 10am', 'America/Toronto', /could be 12 May or December 5/],
    ['sat at 10am, and 12/5', 'America/Toronto', /./],
    // where the zone says the order, the day does not overrule it: 12 May is no Saturday
    ['sat 12/5 at 10am', 'Europe/London', /not a Saturday/],
  ])('%s (%s) is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
