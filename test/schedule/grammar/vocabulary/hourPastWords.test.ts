import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('the minute past every hour said first or in words, and other clock shapes of chat', () => {
  it.each([
    [
      'twenty past the hour every hour',
      ['20 * * * ?'],
      /"twenty past the hour every hour" read as :20 past every hour/,
    ],
    ['at 20 past the hour, hourly', ['20 * * * ?'], /:20 past every hour/],
    ['quarter past the hour each hour', ['15 * * * ?'], /:15 past every hour/],
    ['five past every hour', ['5 * * * ?'], /:05 past every hour/],
    ['every hour at twenty-five past', ['25 * * * ?'], /:25 past every hour/],
    ['ten past the hour, once an hour', ['10 * * * ?'], /:10 past every hour/],
    ['twenty past the hour every hour on weekdays', ['20 * ? * 2-6'], /:20 past every hour/],
  ])('"%s"', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // once, or every hour? Not said
    ['at twenty past the hour', /could not read/],
    ['seventy past the hour every hour', /./],
    ['ten to the hour every hour', /./],
  ])('refuses "%s"', (phrase, why) => refuses(phrase, 'UTC', why));
});

describe('a repeat sign beside a schedule that repeats, UTC said first, a bare hour after nights, months said each with "in"', () => {
  it.each([
    ['every 15 mins 🔁', 'UTC', ['0/15 * * * ?']],
    ['daily 9am 🔄', 'UTC', ['0 9 * * ?']],
    ['zulu 0600 weekdays', 'America/New_York', ['0 6 ? * 2-6']],
    ['zulu 23:30 daily', 'America/Anchorage', ['30 23 * * ?']],
    ['wednesday nights 9', 'UTC', ['0 21 ? * 4']],
    ['friday night 11', 'UTC', ['0 23 ? * 6']],
    ['every day in october and in april 9am', 'UTC', ['0 9 * 4,10 ?']],
    ['mondays 9am in march, in june and in september', 'UTC', ['0 9 ? 3,6,9 2']],
  ])('"%s" (%s)', (phrase, zone, fields) => reads(phrase, zone, fields, /.*/));

  it.each([
    // "repeat once": no repeat said
    ['9am 🔂', 'UTC'],
    ['zulu 2500 daily', 'UTC'],
    ['wednesday nights 25', 'UTC'],
  ])('refuses "%s" (%s)', (phrase, zone) => refuses(phrase, zone, /./));
});
