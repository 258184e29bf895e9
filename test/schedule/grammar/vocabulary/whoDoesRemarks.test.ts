import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('who does a run, said in brackets last: set aside', () => {
  it.each([
    ['daily 8am (bob does it)', ['0 8 * * ?'], /Set "\(bob does it\)" aside as a remark/],
    ['bins out tuesdays 7pm (sam handles those)', ['0 19 ? * 3'], /"\(sam handles those\)" aside/],
    ['weekdays 6:30pm (mum takes that one)', ['30 18 ? * 2-6'], /"\(mum takes that one\)" aside/],
    // a shift's word, where every clock says its half of the day
    [
      'meds 8am, 2pm and 8pm (night shift person does that one)',
      ['0 8/6 * * ?'],
      /"\(night shift person does that one\)" aside/,
    ],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });

  it.each([
    // a shift's word beside a clock with no half of the day: which half is meant?
    ['every day at 8 (day shift does it)', /could not read/],
    ['check the boiler 6 and 9 (night shift does that one)', /could not read/],
    // where or on which days: part of the schedule
    ['daily 8am (sam does it in london)', /could not read/],
    ['daily 8am (sam does it on mondays)', /names the days twice/],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });
});
