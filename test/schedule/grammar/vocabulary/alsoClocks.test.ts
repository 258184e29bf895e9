import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a second clock added after the rule: "as well", "too", "at the same time"', () => {
  it.each([
    // a job at another clock "as well" / "too": both times on the same days
    [
      'payroll cutoff every thursday 16:00, remind at 14:00 as well',
      ['0 14,16 ? * 5'],
      /"remind at 14:00 as well" as a second time beside 16:00/,
    ],
    [
      'timesheets every friday 4:30pm, nudge the team at 3:30pm too',
      ['30 15,16 ? * 6'],
      /"nudge the team at 3:30pm too"/,
    ],
    // a lead before the clock said, "too": a run that much earlier, and one at the clock
    [
      'store opening sat 7 mar 2026 10:00, ping the staff 2h earlier too',
      ['0 8,10 7 3 ?'],
      /"ping the staff 2h earlier too" as a run 2 h before 10:00 as well as at it: 08:00/,
    ],
    // another job at the same time: the one run
    [
      'ticket sales open fri 6 feb 2026 at 9:00 AM, email members at the same time',
      ['0 9 6 2 ?'],
      /"email members at the same time" as the same run/,
    ],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });

  it.each([
    // a bare hour added: AM or PM?
    ['payroll cutoff every thursday 16:00, remind at 2 as well', /./],
    // a lead of a day: another date
    ['store opening sat 7 mar 2026 10:00, ping the staff 24h earlier too', /./],
    // a lead that falls on the day before
    ['store opening sat 7 mar 2026 01:00, ping the staff 2h earlier too', /./],
    // two clocks before it: beside which?
    ['standup mon 9:00, retro fri 16:00, remind at 8:00 too', /./],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});

describe('a reminder with days of its own "as well": besides the runs said before, never instead of them', () => {
  it("keeps the event's runs beside the reminder's", () =>
    reads(
      'payroll cutoff every thursday 16:00, remind every day at 14:00 as well',
      'Europe/London',
      ['0 16 ? * 5', '0 14 * * ?'],
      /read as runs besides those of the rules before/,
    ));
  it('asks when a reminder with its own days and times says "too" after an event', () =>
    refuses(
      'orders close thursday noon, remind wed 7pm and thurs 8am too',
      'Europe/London',
      /what the reminder is about/,
    ));
});

describe('a second clock added only to a rule of one fixed clock, and only for whom the job tells', () => {
  it.each([
    // a step or a span before the comma: "from X and Y" would read as a range
    ['every 30 min from 17:00, ping comms 1h earlier too'],
    ['every 15 min on weekdays from 09:00, ping at 08:00 too'],
    ['hourly from 10:00, remind at 9:30 as well'],
    ['every 2 hours from 08:00, remind at 15:00 as well'],
    // a word of when after the verb, not whom
    ['editing deadline every friday 17:00, remind tomorrow at 15:00 too'],
    ['editing deadline every friday 17:00, remind tonight at 15:00 too'],
    ['editing deadline every friday 17:00, remind once at 15:00 too'],
    ['editing deadline every friday 17:00, remind fortnightly at 15:00 too'],
    ['editing deadline every friday 17:00, remind yearly at 15:00 too'],
    ['editing deadline every friday 17:00, remind biweekly at 15:00 too'],
    ['editing deadline every friday 17:00, remind christmas eve at 15:00 too'],
    ['editing deadline every friday 17:00, remind morgen at 15:00 too'],
    ['portal opens jan 22 2027 at 3:00 PM, email parents tomorrow at the same time'],
  ])('"%s" is refused', (phrase) => {
    refuses(phrase, 'America/Los_Angeles', /./);
  });

  it.each([
    ['editing deadline every friday 17:00, remind at 15:00 as well', ['0 23 ? * 6', '0 1 ? * 7']],
    ['editing deadline every friday 17:00, remind the team at 15:00 as well', ['0 23 ? * 6', '0 1 ? * 7']],
    ['portal opens jan 22 2027 at 3:00 PM, email parents at the same time', ['0 23 22 1 ?']],
  ])('"%s" still reads', (phrase, fields) => {
    reads(phrase, 'America/Los_Angeles', fields, /as a second time beside|as the same run/);
  });
});
