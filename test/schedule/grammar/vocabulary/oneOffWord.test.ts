import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (Dublin on GMT).
describe('"one-off" is "once"', () => {
  it.each([
    // a date said without its year, with "one-off": that one run
    ['ball ticket sales open 10am 9 feb, one-off', ['0 10 9 2 ?'], /"one-off" and "9 feb" read as one run/],
    ['tickets on sale feb 9 2026 10am, one-off', ['0 10 9 2 ?'], /one run, on Monday, February 9, 2026/],
    ['oneoff feb 9 10am', ['0 10 9 2 ?'], /"oneoff" and "feb 9" read as one run/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'Europe/Dublin', fields, note));

  it.each([
    // "one-off" first, before a rule that repeats: a name, or once?
    ['one-off every monday 9am', /one-off/],
    // a date without its year and no word of once: once, or every year's?
    ['ball ticket sales open 10am 9 feb', /one run or every year's/],
  ])('%s is refused', (phrase, why) => refuses(phrase, 'Europe/Dublin', why));
});
