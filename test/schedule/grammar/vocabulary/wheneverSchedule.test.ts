import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: New York on EST, Berlin on CET)
describe("Rails whenever's every ... entries, on the server's clock (the writer's)", () => {
  it.each([
    ["every 1.day, at: '10:15 pm'", 'Europe/Berlin', ['15 21 * * ?'], /whenever's schedule "every day at 22:15"/],
    ['every 1.day', 'UTC', ['0 0 * * ?'], /whenever writes the server's crontab/],
    ["every 1.day, at: '16:45' do command 'bin/sync' end", 'UTC', ['45 16 * * ?'], /"command 'bin\/sync'" as the job/],
    ['every 6.hours do rake "cache:warm" end', 'UTC', ['0 0/6 * * ?'], /every 6 hours/],
    ['every 10.minutes', 'UTC', ['0/10 * * * ?'], /every 10 minutes/],
    ["every :friday, at: '6pm'", 'America/New_York', ['0 23 ? * 6'], /every friday at 18:00/],
    ["every :weekend, at: ['9:00 am', '9:00 pm']", 'UTC', ['0 9,21 ? * 1,7'], /every weekend at 09:00 and 21:00/],
    ["every '15 3 * * 1' do runner 'Report.weekly' end", 'UTC', ['15 3 ? * 2'], /0 = Sunday/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ["every 1.day, at: '4:30'", /./], // Chronic guesses morning or afternoon
    ['every 2.days', /./], // "*/2" of the month's days, not every other day
    ['every 7.minutes', /./], // restarts each hour
    ["every 3.hours, at: '1:00 pm'", /./],
    ["every :weekday, at: '8:00 am', roles: [:app]", /./],
    ["every 1.day, at: '8:00 am' except holidays", /./],
    ["every 1.week, at: '8:00 am'", /./],
  ])('refuses %s', (phrase, reason) => refuses(phrase, 'UTC', reason));
});
