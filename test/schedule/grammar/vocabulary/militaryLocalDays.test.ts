import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a four-digit clock before "each day", and "local" before "every" or "on" and a day', () => {
  it.each([
    ['gate audit 1900 each day', 'Europe/London', ['0 19 * * ?'], /"gate audit" as the job's name/],
    ['survey 1930 local every sun', 'America/Anchorage', ['30 4 ? * 2'], /"survey" as the job's name/],
    ['2030 local on fridays', 'America/Anchorage', ['30 5 ? * 7'], /does not follow daylight saving/],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // a year, not a clock: after "until", or off the hour and the half hour
    ['until 2030 each day', /could not read "until 2030"/],
    ['report 1945 each day', /could not read "report 1945"/],
  ])('"%s" is refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});

describe('a year said as one ("since 1930", "est. 1930") is no clock, whatever word was set aside as a name', () => {
  it.each([
    ['audit 1930 each day', ['30 19 * * ?'], /"audit" as the job's name/],
    ['report 5pm est. daily', ['0 22 * * ?'], /Eastern/],
  ])('"%s" reads', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });

  it.each([
    ['est. 1930 each day audit'],
    ['since 1930 each day'],
    ['since 1930 every day'],
    ['since 2000 each day we audit'],
    ['founded 2000 each day'],
    ['vintage 1930 each day'],
  ])('"%s" is refused', (phrase) => {
    refuses(phrase, 'Europe/London', /says a year/);
  });
});
