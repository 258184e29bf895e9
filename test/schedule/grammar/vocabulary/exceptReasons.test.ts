import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('the reason for days left out, in brackets after them', () => {
  it.each([
    ['ward round prep 6:45 mon–fri, except thursdays (no clinic)', 'Europe/London', ['45 6 ? * 2-4,6']],
    ['bins out 7:30pm daily except saturdays (no collection)', 'Europe/London', ['30 19 ? * 1-6']],
  ])('"%s" reads with the bracket set aside', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /Set "\(no [a-z ]+\)" aside as a remark/);
  });

  it.each([
    // a time, a day or a mark in the bracket, or days moved to a time of their own: not a reason only
    ['ward round prep 6:45 mon–fri, except thursdays (no 9am)', /could not read/],
    ['ward round prep 6:45 mon–fri, except thursdays (no fridays either)', /./],
    ['carpool 8am, except wednesdays 9am (no school)', /could mean another time on those days/],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});
