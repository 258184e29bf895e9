import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("the writer's own offset said last ('we are UTC+14'), where no zone that changes its clocks keeps it", () => {
  it.each([
    [
      'buoy data pull every 15 min, we are UTC+14',
      'Europe/London',
      ['0/15 * * * ?'],
      /"we are UTC\+14" read as your clock/,
    ],
    ["fuel log 0600 daily (we're on +8:45)", 'Europe/London', ['15 21 * * ?'], /UTC\+08:45/],
    // a place named before, checked against the offset: one clock all year
    ["Eucla depot: fuel log 0600 daily (we're on +8:45)", 'Europe/London', ['15 21 * * ?'], /agree with the rest/],
    ["team sync 10:00 weekdays - I'm on UTC+5:45", 'Europe/London', ['15 4 ? * 2-6'], /"I'm on UTC\+5:45"/],
    // offsets some zone keeps all year, with "on", "UTC" or "GMT" before the sign
    ["daily 9am, we're on +8", 'UTC', ['0 1 * * ?'], /UTC\+08:00/],
    ['daily 9am, we are on -9:30', 'UTC', ['30 18 * * ?'], /UTC-09:30/],
    ['daily 9am, i am gmt+5:30', 'UTC', ['30 3 * * ?'], /UTC\+05:30/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // an offset a zone keeps in one season only: the writer's clock may move in the other
    ['fuel log 0600 daily, we are UTC+1', 'Europe/Paris', /could not read/],
    ['fuel log 0600 daily, we are UTC+9:30', 'Australia/Adelaide', /could not read/],
    ["fuel log 0600 daily (we're on -5)", 'America/New_York', /could not read/],
    // a place named before on another clock
    ["Perth: fuel log 0600 daily (we're on +8:45)", 'Europe/London', /could not read|two time zones/],
    // more words after the offset, which may bound the runs
    ["fuel log 0600 daily (we're on +8:45 until march)", 'Europe/London', /could not read/],
    // offsets no zone keeps all year
    ["daily 9am, we're on +2:30", 'UTC', /could not read/],
    ["daily 9am, we're on +1:45", 'UTC', /could not read/],
    ['daily 9am, we are -12', 'UTC', /could not read/],
    ['daily 9am, we are on -12', 'UTC', /could not read/],
    ['daily 9am, we are utc-12', 'UTC', /could not read/],
    // "were" is a past tense and "im" a typo of anything: no apostrophe, no clock
    ['daily 9am, were +8', 'UTC', /could not read/],
    ['daily 9am, were on +8', 'UTC', /could not read/],
    ['daily 9am, im +8', 'UTC', /could not read/],
    // a bare sign may mean hours ahead of the reader
    ["daily 9am, we're +9", 'UTC', /could not read/],
    ['daily 9am, we are +8', 'UTC', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
