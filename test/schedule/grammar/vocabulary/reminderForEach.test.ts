import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a reminder at a clock to whoever of the people of several rules: on every rule's days", () => {
  it.each([
    ['school run: me mon/wed 7:40, Sam tue/thu/fri 7:40 — remind whoever at 7:15', ['15 7 ? * 2-6']],
    ['school run: me mon/tue 15:20, Raj thu/fri 15:20 — ping everyone at 15:00', ['0 15 ? * 2,3,5,6']],
  ])('"%s" reads', (phrase, fields) => {
    reads(phrase, 'Europe/London', fields, /as a reminder for every rule: runs at/);
  });

  it.each([
    // one person, a lead instead of a clock, or a clock after one of the rules' times
    ['school run: me mon/wed 7:40, Sam tue/thu/fri 7:40 — remind me at 7:15'],
    ['school run: me mon/wed 7:40, Sam tue/thu/fri 8:00 — remind whoever at 7:50'],
  ])('"%s" stays asked', (phrase) => {
    refuses(phrase, 'Europe/London', /before each of theirs too, or before the last one only/);
  });
});
