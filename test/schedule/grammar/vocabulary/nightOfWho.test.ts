import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday 2026-01-12 (standard time everywhere north)
describe('a night said of who works it ("night shift", "night crew") leaves a bare hour beside it unsaid', () => {
  it.each([
    // the shift's start or its end: 7 AM or 7 PM
    ['night shift report daily at 7', /"at 7" beside "night shift" could be 7 AM or 7 PM/],
    ['night shift handover mon-fri at 7', /beside "night shift"/],
    ['night nurse handover at 7:30 daily', /"at 7:30" beside "night nurse" could be 7:30 AM or 7:30 PM/],
    ['night crew briefing every day at 10', /beside "night crew"/],
    ['nights staff check-in weekdays at 6', /beside "nights staff"/],
    ['night clerk report daily at 7', /beside "night clerk"/],
    ['night security report daily at 7', /beside "night security"/],
  ])('refuses "%s"', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });

  it.each([
    // a clock that says its half, or a night said of the runs too
    ['night shift handover 05:30 saturdays', ['30 5 ? * 7'], /shift handover/],
    ['night crew briefing at 10pm', ['0 22 * * ?'], /crew briefing/],
    ['night crew report every night at 10', ['0 22 * * ?'], /crew report/],
    ['night audit every day at 3am', ['0 3 * * ?'], /audit/],
    // the small hours are the night's whoever works it
    ['night audit daily at 2', ['0 2 * * ?'], /audit/],
    // a night said of the runs alone is the evening's as before
    ['every night at 7', ['0 19 * * ?'], /^/],
    ['nightly report at 7', ['0 19 * * ?'], /report/],
  ])('reads "%s"', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });
});
