import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('corrections said with four-digit clocks, an ellipsis, or days after a dash', () => {
  it.each([
    ['at 1700 — sorry 1730 — mon to thu', ['30 17 ? * 2-5'], /17:30 instead of 17:00|sorry 17:30/],
    ['daily at 0600 — no wait 0630', ['30 6 * * ?'], /instead of/],
    ['1830 on fridays, sorry, 1845', ['45 18 ? * 6'], /instead of/],
    ['weekdays at 0900, actually 0945', ['45 9 ? * 2-6'], /instead of/],
    ['tues 7am… sorry, wed 7am', ['0 7 ? * 4'], /Wednesday instead of Tuesday/],
    ['fri 3pm…wait, 4pm', ['0 16 ? * 6'], /instead of 3:00 PM/],
    ['sync at 9:15, no wait, 9:30 — weekdays', ['30 9 ? * 2-6'], /with weekdays/],
    ['at 8, sorry 8:30 - mon to fri', ['30 8 ? * 2-6'], /with weekdays/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // a year corrected is no clock
    ['daily 9am until 2027, sorry 2028', /./],
    // days right after the corrected time, with no comma or dash: for those days only, or the whole schedule?
    ['0600, sorry 0615 weekdays', /not plain/],
    // days after a dash for a rule that had days: some days only?
    ['every day at 9am, actually 10am - weekends', /not plain/],
  ])('%s', (phrase, why) => refuses(phrase, 'UTC', why));
});
