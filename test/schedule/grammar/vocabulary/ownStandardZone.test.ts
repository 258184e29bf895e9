import { describe, expect, it } from 'vitest';
import { fields, read } from './read.js';

describe("a standard-time abbreviation that the person's own zone keeps all year", () => {
  it.each([
    // Brisbane is on AEST all year, Sydney only in winter; Phoenix on MST, Denver only in winter; Panama on EST
    ['daily 9am AEST', 'Australia/Brisbane', 'Australia/Brisbane'],
    ['daily 9am MST', 'America/Phoenix', 'America/Phoenix'],
    ['daily 9am EST', 'America/Panama', 'America/Panama'],
    // otherwise the abbreviation's region, which follows daylight saving
    ['daily 9am AEST', 'Australia/Sydney', 'Australia/Sydney'],
    ['daily 9am AEST', 'UTC', 'Australia/Sydney'],
    ['daily 9am MST', 'America/Denver', 'America/Denver'],
    ['daily 9am MST', 'Australia/Brisbane', 'America/Denver'],
    ['daily 9am CST', 'America/Regina', 'America/Regina'],
    // a daylight or generic name is the region's, whoever says it; so is a name the person's zone does not go by
    ['daily 9am AEDT', 'Australia/Brisbane', 'Australia/Sydney'],
    ['daily 9am Mountain', 'America/Phoenix', 'America/Denver'],
    ['every day 8am BST', 'UTC', 'Europe/London'],
    ['every day 8am CEST', 'Africa/Lagos', 'Europe/Berlin'],
    ['every day 8am CET', 'Africa/Lagos', 'Europe/Berlin'],
  ])('"%s" said in %s is %s', (phrase, own, zone) => {
    expect(read(phrase, own).zone.name).toBe(zone);
  });

  it('says so, and compiles at the offset kept all year', () => {
    expect(read('daily 9am AEST', 'Australia/Brisbane').assumptions.join(' ')).toMatch(
      /"AEST" read as your own zone \(Australia\/Brisbane\), which goes by AEST all year/,
    );
    expect(fields('daily 9am AEST', 'Australia/Brisbane')).toEqual(['0 23 * * ?']);
  });
});
