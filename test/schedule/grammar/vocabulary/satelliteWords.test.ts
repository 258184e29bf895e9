import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"sat" as a satellite, not Saturday', () => {
  it.each([
    ['base camp: sat phone check-in 6am & 6pm', ['0 6,18 * * ?'], /"satellite phone check-in" as the job's name/],
    ['sat link test every 3 hours', ['0 0/3 * * ?'], /"satellite link test" as the job's name/],
    ['sat comms check daily at 07:15', ['15 7 * * ?'], /"satellite comms check"/],
    ['ship sat-uplink health check every day 23:00', ['0 23 * * ?'], /satellite-uplink/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });

  it.each([
    // in a list or a range of days, or after a word asking for a day: Saturday
    ['tue & sat link checks at 9am', ['0 9 ? * 3,7'], /"link checks" as the job's name/],
    ['every sat phone check at 9am', ['0 9 ? * 7'], /"phone check" as the job's name/],
    // a noun a day is often said before: Saturday
    ['sat call at 9am', ['0 9 ? * 7'], /"call" as the job's name/],
    ['sat report 9am', ['0 9 ? * 7'], /./],
  ])('"%s" keeps Saturday', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });

  it.each([
    // a kind of satellite before "sat" with a time after it: the weather report on Saturday, or a satellite?
    ['weather sat 9am', /./],
    // a range or a day word before it: Saturday, and what follows is not read as a satellite's
    ['mon-sat phone support 9am', /could not read "phone support"/],
    ['on sat phone the client at 9am', /could not read "phone the client"/],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});
