import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const LON = 'Europe/London';

describe('"monthly" beside days of the week: every one of those days, or one a month?', () => {
  it.each([
    ['every monday at 09:00 monthly report', LON],
    ['monthly every tuesday at 9am', LON],
    ['every month on fridays at 16:00', LON],
    ['monthly sync wednesdays 10:30', LON],
  ])('%s [%s] is asked', (phrase, zone) => refuses(phrase, zone, /"Monthly" beside days of the week/));
  it.each([
    // one day a month said with it, or a step of months: read as before
    ['first monday monthly 9am', LON, ['0 9 ? * 2#1']],
    ['last friday of every month at 16:00', LON, ['0 16 ? * 6L']],
    ['every monday at 09:00', LON, ['0 9 ? * 2']],
  ])('%s [%s]', (phrase, zone, fields) => reads(phrase, zone, fields, /^/));
});
