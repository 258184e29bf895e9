import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('how a job tells ("by sms", "by email") in a name said first, and "todays", "tomorrows" without the apostrophe', () => {
  it.each([
    ['confirm appointments by sms 6pm sun-thu', 'UTC', ['0 18 ? * 1-5'], /"confirm appointments by sms"/],
    ['send invoices by email 9am mondays', 'UTC', ['0 9 ? * 2'], /"send invoices by email"/],
    ['chase overdue payers by phone 10:00 weekdays', 'UTC', ['0 10 ? * 2-6'], /"chase overdue payers by phone"/],
    // a thing of tomorrow's or today's, the apostrophe left out, the rule coming again on days said
    ['post todays specials at 11am every weekday', 'UTC', ['0 11 ? * 2-6'], /"todays specials"/],
    ['confirm tomorrows appointments by sms 6pm sun-thu', 'UTC', ['0 18 ? * 1-5'], /"tomorrows appointments"/],
    ["send tomorrow's rota by email 4pm fridays", 'UTC', ['0 16 ? * 6'], /"tomorrow's rota"/],
  ])('%s reads', (phrase, zone, f, note) => {
    reads(phrase, zone, f, note);
  });

  it.each([
    // "by" before a time or a day: a bound, no way of telling
    ['report by 5pm fridays', 'UTC'],
    ['invoices by the 5th 9am', 'UTC'],
    // "by" before no way a message goes
    ['deliver by hand 9am mondays', 'UTC'],
    // tomorrow's thing, with no days said: today only, or every day?
    ['post tomorrows menu at 8pm', 'UTC'],
    ["send tomorrow's rota by email 4pm", 'UTC'],
  ])('%s stays refused', (phrase, zone) => {
    refuses(phrase, zone, /./);
  });
});
