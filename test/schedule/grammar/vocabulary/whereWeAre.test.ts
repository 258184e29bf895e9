import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * Where the writer is, in brackets last ("(we are in Brisbane)", "(I'm in Vienna)"): read only where the place keeps
 * the clock the times are read on all year (whereWeAre.ts). NOW: Monday 2026-01-12 (Brisbane +10, Vienna on CET).
 */
describe('where we are, in brackets, on the clock said', () => {
  it.each([
    [
      'uploads at 10:05 mon-fri, AEST (we are in Brisbane)',
      'Australia/Brisbane',
      ['5 0 ? * 2-6'],
      /"\(we are in Brisbane\)" as where you are/,
    ],
    ["standup 9:30 weekdays CET (I'm in Vienna)", 'Europe/London', ['30 8 ? * 2-6'], /Vienna keeps the clock/],
    ["backup report 07:00 daily (we're in London)", 'Europe/London', ['0 7 * * ?'], /where you are/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // another clock than the one said: whose 9:30?
    ['standup 9:30 weekdays EST (we are in London)', 'Europe/London', /./],
    // another clock than the writer's own, no zone said
    ['standup 9:30 weekdays (we are in Tokyo)', 'Europe/London', /./],
    // Sydney keeps daylight time, Brisbane does not
    ['uploads at 10:05 mon-fri, AEST (we are in Sydney)', 'Australia/Brisbane', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
