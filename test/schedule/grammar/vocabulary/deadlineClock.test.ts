import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (London on GMT, New York on EST)
describe('a deadline on days that repeat, with no other time: the runs fall at the deadline', () => {
  it.each([
    ['expense claims due every thursday by 5pm', 'Europe/London', ['0 17 ? * 5'], /"by 5pm" as the time to run/],
    ['rota filled in each monday by 11:30am', 'America/New_York', ['30 16 ? * 2'], /"by 11:30am"/],
    ['timecards submitted weekdays by 16:45', 'Europe/London', ['45 16 ? * 2-6'], /"by 16:45"/],
    ['board papers uploaded every sunday by 9pm eastern', 'Europe/London', ['0 2 ? * 2'], /the deadline said/],
  ])('"%s"', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // a bare hour on days of the week: 5 AM or 5 PM
    ['expense claims due every thursday by 5', 'Europe/London', /./],
    // another clock said: the deadline is not the run's time
    ['expense claims due every thursday by 5pm and 9pm', 'Europe/London', /./],
    // a bound or an offset beside it, or days that do not repeat
    ['expense claims due every thursday by 5pm until 26 march', 'Europe/London', /./],
    ['expense claims due every 2nd thursday by 5pm', 'Europe/London', /./],
    ['expense claims due every thursday by 5pm except holidays', 'Europe/London', /./],
    ['expense claims due thursday by 5pm', 'Europe/London', /./],
    ['expense claims due by 5pm', 'Europe/London', /./],
    // the days after the deadline: a bound, not the days' own
    ['expense claims by 5pm thursdays', 'Europe/London', /./],
  ])('"%s" is refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });

  // advance notice, or any words after the deadline's clock: a run before the deadline, or another thing (refused)
  it.each([
    ['get signoffs every friday by 5pm, ask in advance', 'UTC', /./],
    ["every friday by 5pm, give a day's notice", 'UTC', /./],
    ['timesheets every friday by 5pm, warn the team beforehand', 'UTC', /./],
    ['timesheets every friday by 5pm, heads-up to the team', 'UTC', /./],
    ['timesheets every friday by 5pm, countdown', 'UTC', /./],
    ['timesheets every friday by 5pm to the office', 'UTC', /./],
    // midnight's deadline: the end of the day said, or its start
    ['every friday by 12am', 'UTC', /./],
    ['timesheets due every friday by 12:00 am', 'UTC', /./],
  ])('"%s" is refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });

  it.each([
    // its zone after the clock, and noon's 12pm, still read
    ['timesheets due every friday by 5pm utc', 'UTC', ['0 17 ? * 6'], /"by 5pm"/],
    ['timesheets due every friday by 12pm', 'UTC', ['0 12 ? * 6'], /"by 12pm"/],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
});

/** Noon said as a word for the deadline ("by 12 noon", "by midday"): its clock is 12:00 (deadlineClock.ts). */
describe('a deadline at noon said as a word', () => {
  it.each([
    ['promo copy due tuesdays by 12 noon', 'America/New_York', ['0 17 ? * 3'], /"by noon"/],
    ['rota swaps due every thursday by midday', 'Europe/London', ['0 12 ? * 5'], /"by midday"/],
  ])('"%s" reads', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the days after the deadline, another clock beside it, or midnight (the day's end or its start)
    ['promo copy due by noon tuesdays', 'America/New_York', /./],
    ['promo copy due tuesdays by 12 noon, ask in advance', 'America/New_York', /./],
    ['rota swaps due every thursday by midnight', 'Europe/London', /./],
  ])('"%s" is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
