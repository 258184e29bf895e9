import { describe, expect, it } from 'vitest';
import { hm, read, refused, refusedRules, rules } from './read.js';

const on = (...days: number[]) => ({ kind: 'weekdays', days });
const DAILY = { kind: 'every-day' };

describe('an event with its days and times, and a reminder said as a noun, a duration or "at each"', () => {
  it.each([
    // a reminder said as a noun before a duration
    ['book club wednesdays 7pm, reminder 45 min before', on(4), [hm(18, 15)]],
    ['podcast drops fridays 6am, social post 15 min before', on(6), [hm(5, 45)]],
    ['show airs saturdays 20:00, announcement 1h before', on(7), [hm(19)]],
    // the duration inside the action
    ['library closes 17:30 on fridays - send the 10 min warning', on(6), [hm(17, 20)]],
    ['gates close 9pm daily, post the 30 min notice', DAILY, [hm(20, 30)]],
    // a duration before each of several times said alone
    ['ferry leaves 8:15am and 4:45pm daily, ping me 20 min before', DAILY, [hm(7, 55), hm(16, 25)]],
    ['meds at 9am and 9pm every day, remind me 10 min before', DAILY, [hm(8, 50), hm(20, 50)]],
    // at each of the event's times; a list of bare clocks read in order within the day
    ['demo sessions 10, 12 and 2 on saturdays, ping the guide at each', on(7), [hm(10), hm(12), hm(14)]],
    [
      'penguin feedings 9:30, 11, 1:30 and 4 every day - alert the keeper at each',
      DAILY,
      [hm(9, 30), hm(11), hm(13, 30), hm(16)],
    ],
    ['pumps start 06:00, stop 18:00, notify at both, weekdays', on(2, 3, 4, 5, 6), [hm(6), hm(18)]],
    // plain words before the event's first time name it
    ['vol coordinator office hrs tue+thu 1-3, ping at 12:55', on(3, 5), [hm(12, 55)]],
    ['grading chat w/ the TAs every monday 3-4pm, ping at 2:50', on(2), [hm(14, 50)]],
    // days joined by a dash are days, never a name
    ['parliament sits tue-thu 14:30 - livestream check at 14:15', on(3, 4, 5), [hm(14, 15)]],
    // a bare hour of a closing time: the working day's
    ['permit office closes at 4; send a reminder 30 min before, weekdays', on(2, 3, 4, 5, 6), [hm(15, 30)]],
  ])('"%s"', (phrase, days, times) => {
    const r = read(phrase);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual(times);
    expect(r.assumptions.length).toBeGreaterThan(0);
  });

  it.each([
    // the event restated after the action: "their", a full stop, a list after a colon
    ['remind members 2 hours before their class, classes are tuesdays/thursdays 18:00', [[on(3, 5), [hm(16)]]]],
    ['warning 10 min before each show, shows are 14:00 and 19:00 daily', [[DAILY, [hm(13, 50), hm(18, 50)]]]],
    // times that differ by day: a rule for each group
    [
      'pool opens 6am mon-fri and 8am sat-sun, remind me 15 min before',
      [
        [on(2, 3, 4, 5, 6), [hm(5, 45)]],
        [on(1, 7), [hm(7, 45)]],
      ],
    ],
    [
      'closing bell reminder 10 min before close. close is 11pm sun-thu and 11:30pm fri-sat',
      [
        [on(1, 2, 3, 4, 5), [hm(22, 50)]],
        [on(6, 7), [hm(23, 20)]],
      ],
    ],
    // the event's times in a bracket after what the run is before: every group of it, not the first alone
    [
      'announce last orders 20 min before close (close 11pm sun-thu and 11:30pm fri-sat)',
      [
        [on(1, 2, 3, 4, 5), [hm(22, 40)]],
        [on(6, 7), [hm(23, 10)]],
      ],
    ],
    [
      'doors reminder 30 min before opening: we open 9am mon-fri and 10am sat',
      [
        [on(2, 3, 4, 5, 6), [hm(8, 30)]],
        [on(7), [hm(9, 30)]],
      ],
    ],
  ])('"%s" is a rule for each group of days', (phrase, want) => {
    const rs = rules(phrase);
    expect(rs.map((r) => [r.days, r.times])).toEqual(want);
  });

  it('an event named again at the head of its own times is named once in the notes', () => {
    const notes = rules('closing notice 15 min before close (close 8pm mon-thu and 5pm fri-sat)').flatMap(
      (r) => r.assumptions,
    );
    expect(notes.some((n) => /\bclose\b/.test(n))).toBe(true);
    expect(notes.join(' ')).not.toMatch(/close close/);
  });

  it("a bracket that is not an event's times is still a rule for each group", () => {
    const rs = rules('backup (weekdays 2am, weekends 4am)');
    expect(rs.map((r) => [r.days, r.times])).toEqual([
      [on(2, 3, 4, 5, 6), [hm(2)]],
      [on(1, 7), [hm(4)]],
    ]);
  });

  it.each([
    // a clock in the small hours as written, no half of the day said: the afternoon's?
    ['reading room closes 4:45 on saturdays - send the 15 min warning', /either half/],
    ['shop closes 5:30 on sundays, reminder 15 min before', /either half/],
    // a list of bare clocks with more than one reading in order
    ['shows 7, 9 and 11 on fridays - ping at each', /either half/],
    // "at each" beside one time, "at both" beside three, "at each" beside a range
    ['class 6pm mondays, ping at each', /unclear/],
    ['shows 1pm, 3pm and 5pm on sundays, ping at both', /unclear/],
    ['block 9-12 weekdays, ping me at each', /unclear/],
    // words that hedge or say when are no name
    ['maybe lab meeting thursdays 2pm, remind me at 1:30pm', /maybe/],
    ['biweekly lab meeting thursdays 2pm, remind me at 1:30pm', /biweekly/],
  ])('"%s" is refused', (phrase, why) => {
    expect(refused(phrase).message).toMatch(why);
  });

  it.each([
    // a timetable of one day group said once, or with a single day, stays refused or as before
    ['festival opens 6pm fri-sat and 2pm sun, remind me 1h before'],
    ['ping me 10 minutes before each call: mon 8am, wed 1pm'],
  ])('"%s" is refused', (phrase) => {
    refusedRules(phrase);
  });
});
