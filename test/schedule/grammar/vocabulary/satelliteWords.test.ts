import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"sat" before a satellite\'s thing: a satellite, or Saturday? Asked', () => {
  it.each([
    ['base camp: sat phone check-in 6am & 6pm'],
    ['sat link test every 3 hours'],
    ['sat comms check daily at 07:15'],
    ['ship sat-uplink health check every day 23:00'],
    ['sat phone battery check, Juba office, every monday 0800'],
  ])('"%s" is refused', (phrase) => {
    refuses(phrase, 'Europe/London', /could be a satellite's .* or Saturday's/);
  });

  it.each([
    // in a list or a range of days, or after a word asking for a day: Saturday, as before
    ['tue & sat link checks at 9am', ['0 9 ? * 3,7'], /"link checks" as the job's name/],
    ['every sat phone check at 9am', ['0 9 ? * 7'], /"phone check" as the job's name/],
    ['weekdays 9am, sat link check 10am', ['0 9 ? * 2-6', '0 10 ? * 7'], /"link check" as the job's name/],
    // a noun a day is often said before: Saturday
    ['sat call at 9am', ['0 9 ? * 7'], /"call" as the job's name/],
    ['sat tv night 8pm', ['0 20 ? * 7'], /./],
    ['satellite link test every 3 hours', ['0 0/3 * * ?'], /"satellite link test" as the job's name/],
  ])('"%s" reads', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });
});
