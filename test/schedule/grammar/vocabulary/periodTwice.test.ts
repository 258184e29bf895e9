import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a running period said twice, with other dates: neither is given up in silence', () => {
  it.each([
    ['until march 1: every day at 6am from june 1 to august 31 2027', /gives its running period twice/],
    ['from tomorrow: every day at 6am from june 1 to august 31 2027', /gives its running period twice/],
    ['until march 1, every day at 6am from june 1 to august 31 2027', /gives its running period twice/],
    ['from tomorrow: daily 2:15am starting march 1 2027', /two start dates .*March 1, 2027/],
    ['from tomorrow: from nov 1 2027 weekdays 7pm', /two start dates/],
    ['until march 1: until march 14 2027, every weekday at 6pm', /two end dates/],
  ])('"%s" is refused', (phrase, why) => {
    refuses(phrase, 'Europe/Madrid', why);
  });

  it.each([
    // one period, or the same date said again
    ['every day at 6am from june 1 to august 31 2027', ['0 4 * * ?']],
    ['starting feb 4, weekdays 9am starting feb 4', ['0 8 ? * 2-6']],
    ['daily 2:15am starting march 1 2027', ['15 1 * * ?']],
  ])('"%s" reads %j', (phrase, fields) => {
    reads(phrase, 'Europe/Madrid', fields, /^/);
  });
});
