import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a tool\'s "Scheduled" or "Recurring" label before the schedule', () => {
  it.each([
    ['Scheduled \u2014 every Tuesday at 10:30', ['30 10 ? * 3'], /"scheduled" as the tool's label/],
    ['Automation: Scheduled trigger every 15 minutes', ['0/15 * * * ?'], /"scheduled trigger"/],
    ['Recurring \u2014 every weekday at 8:00am', ['0 8 ? * 2-6'], /"recurring"/],
    ['ops bot: scheduled rule - sat, sun at 6 PM', ['0 18 ? * 1,7'], /"scheduled rule"/],
    ['recurring task \u2013 on the 2nd of every month at 09:00', ['0 9 2 * ?'], /"recurring task"/],
    ['Scheduled each Friday at 17:45', ['45 17 ? * 6'], /"scheduled"/],
  ])('reads %s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // not set off, nor before a schedule's start: left to the rest of the grammar
    ['scheduled maintenance whenever possible', /./],
    ['rescheduled \u2014 every monday at 9', /./],
    // the label with nothing to read after it
    ['Scheduled \u2014 soon', /./],
    ['Recurring:', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
