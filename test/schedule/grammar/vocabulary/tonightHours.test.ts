import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a bare hour said with "tonight": the evening of today', () => {
  it.each([
    ['ranked scrim: 7 tonight', ['0 19 12 1 ?'], /"7 tonight" as 7 PM: "tonight" says the evening/],
    ['ranked scrim at 7 tonight', ['0 19 12 1 ?'], /"at 7 tonight" as 7 PM/],
    ['remind me 9 tonight', ['0 21 12 1 ?'], /"9 tonight" as 9 PM/],
    ['bins out tonight at 9', ['0 21 12 1 ?'], /"tonight at 9" as 9 PM/],
    // a clock with its minutes too: "tonight" says its half ("8:30" alone would be the morning)
    ['call the venue tonight at 8:30', ['30 20 12 1 ?'], /"tonight at 8:30" as 8:30 PM/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });

  it.each([
    // the small hours after midnight: another date
    ['ranked scrim 1 tonight', /./],
    ['ranked scrim tonight at 3', /./],
    // 12 tonight: the midnight that ends today, never today's noon
    ['ranked scrim tonight at 12', /past midnight, on tomorrow's date, not today's noon/],
    ['ranked scrim 12:30 tonight', /past midnight/],
    ['bins out tonight @ 12', /past midnight/],
    // another bare hour beside it, its half unsaid
    ['ranked scrim 7 tonight and 9', /./],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});

describe('a number with "tonight" that may not be the hour: refused', () => {
  it.each([
    // another clock said: the number is not the hour
    ['watch game 7 tonight at 8pm'],
    ['channel 9 tonight at 8pm'],
    ['lotto 6 tonight 9pm'],
    ['bins out tonight at 9, 7pm'],
    // right after a name's word: the name's number
    ['top 10 tonight'],
    ['watch game 7 tonight'],
    ['ranked scrim 7 tonight'],
  ])('"%s"', (phrase) => {
    refuses(phrase, 'America/Los_Angeles', /./);
  });
});

describe('"tonight" with a list of clocks, one without its half or after midnight: refused', () => {
  it.each([
    ['tonight at 9 and 1am'],
    ['tonight at 11 and 12:30am'],
    ['remind me 9 tonight and 7am'],
    ['bins out tonight at 9 and 10'],
  ])('"%s"', (phrase) => {
    refuses(phrase, 'America/Los_Angeles', /./);
  });

  it('two jobs, each at its clock, are no list: left to their readers', () =>
    reads(
      'game at 7 tonight, remind the team at 5',
      'America/New_York',
      ['0 22 12 1 ?'],
      /"at 7" \("game"\) as the time of the event/,
    ));

  it('every clock with its half, all before midnight, still reads', () =>
    reads(
      'bins out tonight at 8pm and 10pm',
      'America/Los_Angeles',
      ['0 4,6 13 1 ?'],
      /"tonight" read as the one day/,
    ));
});
