import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('schedule forms pasted from Zapier, Make and Microsoft To Do', () => {
  it.each([
    [
      'Schedule by Zapier · Every Week · Day of the Week: Thursday · Time of Day: 14:30',
      'UTC',
      ['30 14 ? * 5'],
      /"every week on Thursday at 14:30"/,
    ],
    [
      'Zapier: Every Day, Trigger on Weekends? No, Time of Day: 6:15am',
      'America/Chicago',
      ['15 12 ? * 2-6'],
      /weekday/,
    ],
    ['Make: Days of the week: Tuesday, Friday · Time: 09:30', 'UTC', ['30 9 ? * 3,6'], /Tuesday, Friday at 09:30/],
    ['Make scenario: Days of the month: 10, 25 · Time: 8pm', 'UTC', ['0 20 10,25 * ?'], /10th and 25th of every month/],
    ['Make: At regular intervals — 30 minutes', 'UTC', ['0,30 * * * ?'], /"every 30 minutes"/],
    ['Repeat: Weekly on Mon · Remind me at 7:00 PM', 'UTC', ['0 19 ? * 2'], /"Weekly on Mon at 7:00 PM"/],
    ['Repeat: Daily · Remind me 6:30 AM', 'UTC', ['30 6 * * ?'], /"Daily at 6:30 AM"/],
    // Zapier's form copied with "|" between its fields, and its keys without their colons
    ['Schedule by Zapier | Every 2 Hours | Trigger on Weekends? Yes', 'UTC', ['0 0/2 * * ?'], /"every 2 hours"/],
    ['Zapier | Every Day | Trigger on Weekends? no | Time of Day 8:45am', 'UTC', ['45 8 ? * 2-6'], /weekday/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['Zapier: Every Day · Day of the Week: Monday · Time of Day: 9am'], // fields that disagree
    ['Zapier: Every Week · Time of Day: 9am'], // the day not said
    ['Make: Days of the month: 0, 40 · Time: 07:00'], // no such days
    ['Make: every 90 minutes'], // not CRON's
    ['Schedule by Zapier | Every Hour | Day of the Week: Monday'], // fields that disagree
    ['Schedule by Zapier | Every Day | Trigger on Weekends? No | Time of Day 9am | except holidays'], // a field not known
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));

  it.each([
    // a reminder's own time in a sentence is no form's "Remind me" field: not read as one more run of the rule
    ['due date every friday at 9, remind me at 3', 'America/Los_Angeles'],
    ['invoices every monday 10am, remind me at 4', 'Europe/London'],
  ])('does not read "%s" [%s] as a form', (phrase, zone) => refuses(phrase, zone, /^(?![\s\S]*form's fields)/));
});
