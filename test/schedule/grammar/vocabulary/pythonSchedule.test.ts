import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Athens on EET, Istanbul at UTC+3)
describe("a job of Python's schedule package", () => {
  it.each([
    ["schedule.every().day.at('09:45').do(backup)", 'Europe/Athens', ['45 7 * * ?'], /24-hour/],
    ["schedule.every().day.at('21:15').do(backup)", 'Europe/Athens', ['15 19 * * ?'], /machine's local clock/],
    ["schedule.every().friday.at('17:00').do(weekly_mail)", 'Europe/Istanbul', ['0 14 ? * 6'], /weekly_mail/],
    ["schedule.every().hour.at(':20').do(poll)", 'Europe/Istanbul', ['20 * * * ?'], /every hour at :20/],
    ["schedule.every().day.at('20:00', 'Asia/Tokyo').do(job)", 'Europe/Istanbul', ['0 11 * * ?'], /8:00pm/],
  ])('%s (%s)', (phrase, zone, want, note) => reads(phrase, zone, want, note));

  it.each([
    // a count, or no .at(): the runs count from when the process started
    ['schedule.every(10).minutes.do(job)', 'Europe/Istanbul', /could not read/],
    ["schedule.every(2).days.at('10:30').do(job)", 'Europe/Istanbul', /could not read/],
    ['schedule.every().day.do(job)', 'Europe/Istanbul', /could not read/],
    // a bound, and seconds
    ["schedule.every().day.at('10:30').until('18:00').do(job)", 'Europe/Athens', /could not read/],
    ["schedule.every().day.at('10:30:15').do(job)", 'Europe/Athens', /has seconds/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
