import { describe, expect, it } from 'vitest';
import { outcome, reads, refuses } from './read.js';

const ODD = /read as the odd-numbered \(1st, 3rd, 5th \.\.\. 31st\) days of every month; in a month of 31 days/;
const EVEN = /read as the even-numbered \(2nd, 4th, 6th \.\.\. 30th\) days of every month/;

describe('the odd or even days of the month', () => {
  it.each([
    ['odd days at 6am', 'America/Sao_Paulo', ['0 9 1/2 * ?'], ODD],
    ['on even-numbered days 19:30', 'Europe/Berlin', ['30 18 2/2 * ?'], EVEN],
    ['odd dates only 18:30', 'UTC', ['30 18 1/2 * ?'], ODD],
    ['every even day of the month at 5pm', 'America/Chicago', ['0 23 2/2 * ?'], EVEN],
    ['every odd day 7am', 'America/New_York', ['0 12 1/2 * ?'], ODD],
    ['even days: 9am', 'UTC', ['0 9 2/2 * ?'], EVEN],
    // a job's name before or after the days, set aside as elsewhere
    ['sprinklers on odd days 5:30am', 'America/Phoenix', ['30 12 1/2 * ?'], /"sprinklers" as the job's name/],
    ['bins out odd-numbered days 8pm', 'UTC', ['0 20 1/2 * ?'], ODD],
    ['even days 7pm drip irrigation', 'Australia/Brisbane', ['0 9 2/2 * ?'], EVEN],
    ['odd days only drip line at 05:00', 'UTC', ['0 5 1/2 * ?'], ODD],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it('says no month is skipped for the even days', () => {
    const o = outcome('even days at 10:00', 'UTC');
    expect('notes' in o && o.notes).not.toMatch(/Months without a 30th/);
  });

  it.each([
    // both kinds: every day, or a slip?
    ['odd and even days at 6am', /odd and even days/],
    // days of the week, not of the month
    ['odd days of the week at 9am', /odd days of the week/],
    // now and then
    ['the odd day at 9am', /odd day/],
    // weeks and hours are counted from no date said
    ['odd weeks monday 9am', /odd weeks/],
    ['even hours on mondays', /even hours/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
