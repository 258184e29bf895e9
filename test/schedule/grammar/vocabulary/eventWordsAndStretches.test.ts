import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// these tables read on 2026-01-12: Los Angeles on PST (UTC-8), London on GMT
const LA = 'America/Los_Angeles';

describe('an event named with "date" or "show" is not an evening one', () => {
  it.each([
    ['due date every friday at 9, remind me at 3', LA],
    ['release date every friday at 10, remind me at 4', LA],
    ['show and tell every friday at 9, remind me at 2', LA],
    // a word of the evening beside a word of the morning says neither half
    ['breakfast and drinks every friday at 9, remind me at 3', LA],
  ])('refuses "%s" (said in %s)', (phrase, zone) => {
    refuses(phrase, zone, /either half/);
  });

  it.each([
    // with the halves said, the same events read
    ['due date every friday at 9pm, remind me at 3pm', LA, ['0 23 ? * 6']],
    ['show and tell every friday at 9am, remind me at 8am', LA, ['0 16 ? * 6']],
  ])('reads "%s" (said in %s)', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as the time of the event/);
  });
});

describe("an evening's event: only a reminder is taken for the hours before it", () => {
  it.each([
    ['poker night is fridays at 8, post the results at 1', LA],
    ['game night is fridays at 8, share the scores at 11', LA],
  ])('refuses "%s" (said in %s)', (phrase, zone) => {
    refuses(phrase, zone, /either half/);
  });

  it.each([
    ['poker night is fridays at 8, remind me at 1', LA, ['0 21 ? * 6']],
    ['poker night is fridays at 8, send the reminder at 4', LA, ['0 0 ? * 7']],
    ['game night is 6:30 mondays, reminder at 4:30', LA, ['30 0 ? * 3']],
  ])('reads "%s" (said in %s)', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /the event being in the evening/);
  });
});

describe("an event's own time after its date is not a run", () => {
  it.each([
    ['every day 9am until trial starts on feb 8 at 10am', LA],
    ['every day 9am until the last flight out on feb 24 at 6pm', LA],
    ['every day 9am until launch goes live on feb 8 at 10am', LA],
    ['every day 9am until the trial on feb 8 at 10am', LA],
    ['every day 9am until the contract ends march 31 at 5pm', LA],
  ])('refuses "%s" (said in %s)', (phrase, zone) => {
    refuses(phrase, zone, /a time of its own/);
  });

  it.each([
    ['every day 9am until trial starts on feb 8', LA, ['0 17 * * ?'], /until Sunday, February 8, 2026/],
    ['every day 9am until the last flight out on feb 24', LA, ['0 17 * * ?'], /until Tuesday, February 24, 2026/],
    ['every day at 10am until the trial on feb 8', LA, ['0 18 * * ?'], /until Sunday, February 8, 2026/],
  ])('reads "%s" (said in %s)', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
});

describe('a stretch over the new year: its first date without a year is in the year before the last', () => {
  it.each([
    ['every day 9am over christmas (dec 23 - jan 2 2028)', LA, /from Thursday, December 23, 2027/],
    ['every day 9am over christmas (dec 23 2026 - jan 2 2027)', LA, /from Wednesday, December 23, 2026/],
    ['every day 9am over the holidays (dec 23 - dec 31 2027)', LA, /from Thursday, December 23, 2027/],
  ])('reads "%s" (said in %s)', (phrase, zone, note) => {
    reads(phrase, zone, ['0 17 * * ?'], note);
  });
});

describe('a course of hours with a start but no hour for it', () => {
  it.each([
    ['every 8 hours for the next 2 weeks starting now', LA],
    ['every 8 hours from today for 10 days', LA],
    ['every 6 hours starting today for 10 days', LA],
  ])('refuses "%s" (said in %s)', (phrase, zone) => {
    refuses(phrase, zone, /does not say the hour the steps start at/);
  });

  it.each([
    ['every 8 hours starting 6am for 10 days', LA, ['0 6/8 * * ?']],
    ['every hour from today for 10 days', LA, ['0 * * * ?']],
    // a later day's start begins the steps at its midnight
    ['every 6 hours from feb 1 for 10 days', LA, ['0 2/6 * * ?']],
  ])('reads "%s" (said in %s)', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /for 10 days/);
  });
});

describe('a stretch of months said as one stretch only', () => {
  it.each([
    ['every monday 9am this october to march', 'Europe/London'],
    ['every monday 9am from next october to march', LA],
    ['every monday 9am from october to march just once', LA],
    ['every monday 9am from october to march only once', LA],
    ['every monday 9am from october to march (only this once)', LA],
    ['every monday 9am from october to march, once', LA],
  ])('refuses "%s" (said in %s)', (phrase, zone) => {
    refuses(phrase, zone, /one stretch of months/);
  });

  it.each([
    ['every monday 9am october to march', 'Europe/London', ['0 9 ? 1-3,10-12 2']],
    ['every monday 9am from oct to mar once a week', LA, ['0 17 ? 1-3,10-12 2']],
  ])('reads "%s" (said in %s) every year', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /every year from October to March/);
  });
});
