import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (London on GMT).
describe('one time said on two clocks joined by "and"', () => {
  it.each([
    // zones that keep their clocks all year: the same instant at every run, read once
    [
      'uplink report every tuesday 8:00 Yangon and 10:30 Tokyo',
      'Asia/Singapore',
      ['30 1 ? * 3'],
      /"10:30 Tokyo" is the same time as "8:00 Yangon": read once/,
    ],
    ['audit fridays 11:00 Kathmandu & 10:45 Kolkata', 'UTC', ['15 5 ? * 6'], /is the same time as/],
    // zones that change their clocks on the same dates
    ['sync mondays 9:00 London and 10:00 Paris', 'UTC', ['0 9 ? * 2'], /is the same time as "9:00 London"/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // two instants: two runs, on two clocks
    ['report every monday 7:00 London and 9:30 Tokyo', 'UTC', /two time zones/],
    // the same instant only part of the year (New York and Paris change their clocks on different dates)
    ['sync mondays 9:00 New York and 15:00 Paris', 'UTC', /two time zones/],
    // two runs said to be meant: one time said twice, or two?
    ['sync mondays 9:00 London and 10:00 Paris (two calls)', 'UTC', /two time zones/],
  ])('%s is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('one time restated for other places, with no days said', () => {
  // how a meeting or an event is announced: once, or every day? Asked, with both phrases
  it.each([
    ['town hall 15:00 Nairobi = 12:00 London = 7am New York', 'Africa/Nairobi'],
    ['all hands 9am PT / 12pm ET', 'America/Los_Angeles'],
    ['launch call 10:30 Tokyo (2:30 CET)', 'Asia/Tokyo'],
  ])('%s [%s] is asked', (phrase, zone) => refuses(phrase, zone, /in several places .* every day, or once\?/));
  // days said: read as before
  it.each([
    ['all hands mondays 9am PT / 12pm ET', 'America/Los_Angeles', ['0 17 ? * 2']],
    ['all hands daily 9am PT / 12pm ET', 'America/Los_Angeles', ['0 17 * * ?']],
  ])('%s [%s] reads once', (phrase, zone, fields) => reads(phrase, zone, fields, /same time as/));
});
