import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { NOW, refuses } from './read.js';

/** The UTC fields, the first day and the number of runs of a paste, with its notes. */
function pasted(phrase: string, zone: string) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: refused: ${r.problem.message}`);
  const v = r.value;
  return {
    fields: v.schedules.map((s) => [s.minute, s.hour, s.dayOfMonth, s.month, s.dayOfWeek].join(' ')),
    start: v.startDate ? new Date(v.startDate).toISOString().slice(0, 16) : null,
    end: v.endDate ? new Date(v.endDate).toISOString().slice(0, 16) : null,
    max: v.maxOccurrences ?? null,
    notes: v.warnings.map((w) => w.message).join(' | '),
  };
}

describe('recurring events pasted one field a line from Zoom and Apple Calendar', () => {
  it.each([
    // Zoom: "Time:" is the first run, the rule line repeats it, "until" and "occurrence(s)" end it
    [
      'Topic: Budget review\nTime: Feb 3, 2026 09:30 AM Tokyo\nEvery week on Tue, 5 occurrence(s)',
      'UTC',
      { fields: ['30 0 ? * 3'], start: '2026-02-02T15:00', end: null, max: 5 },
      /"Budget review" as the event's title/,
    ],
    [
      'Time: Mar 2, 2026 14:00 Berlin\n   Every week on Mon, Wed, Fri, until Mar 27, 2026',
      'UTC',
      { fields: ['0 13 ? * 2/2'], start: '2026-03-01T23:00', end: '2026-03-27T22:59', max: null },
      /pasted event/,
    ],
    [
      'Time: Feb 5, 2026 06:00 PM Kolkata\nEvery month on the First Thu, until Jun 4, 2026',
      'Europe/London',
      { fields: ['30 12 ? * 5#1'], start: '2026-02-04T18:30', end: '2026-06-04T18:29', max: null },
      /pasted event/,
    ],
    [
      'Zoom: Time: Feb 20, 2026 07:15 AM Singapore\nEvery day, 10 occurrence(s)',
      'UTC',
      { fields: ['15 23 * * ?'], start: '2026-02-19T16:00', end: null, max: 10 },
      /pasted event/,
    ],
    // Apple Calendar: the date line, the times, "Repeat:" on the date's weekday, day or date, "End Repeat:"
    [
      'Book club\nThursday, 12 March 2026\n19:00 to 20:30\nRepeat: Every Month\nEnd Repeat: After 6 times',
      'Asia/Tokyo',
      { fields: ['0 10 12 * ?'], start: '2026-03-11T15:00', end: null, max: 6 },
      /runs at its start, 19:00/,
    ],
    [
      'Anniversary dinner\n14 Feb 2026 19:30\nRepeat: Every Year',
      'Asia/Singapore',
      { fields: ['30 11 14 2 ?'], start: '2026-02-13T16:00', end: null, max: null },
      /"Anniversary dinner" as the event's title/,
    ],
    [
      'Repeat: Weekly\nSaturday, 7 March 2026, 08:00–09:00\nEnd Repeat: 28 March 2026',
      'Asia/Tokyo',
      { fields: ['0 23 ? * 6'], start: '2026-03-06T15:00', end: '2026-03-28T14:59', max: null },
      /runs at its start, 8:00/,
    ],
    [
      'Choir practice\n2 April 2026 6:30pm\nRepeat: Every Week\nEnd Repeat: Never',
      'Asia/Kolkata',
      { fields: ['0 13 ? * 5'], start: '2026-04-01T18:30', end: null, max: null },
      /"Choir practice"/,
    ],
    // a Repeat field that is a rule of its own, with its times on the same line or the next
    [
      'Swim squad\nRepeat: Weekly on Tuesday and Thursday · 06:15 · Singapore',
      'UTC',
      { fields: ['15 22 ? * 2,4'], start: null, end: null, max: null },
      /"Swim squad"/,
    ],
    [
      'Repeat: Monthly, on the second Wednesday\n9:00 AM–10:00 AM\nTokyo',
      'UTC',
      { fields: ['0 0 ? * 4#2'], start: null, end: null, max: null },
      /runs at its start, 9:00/,
    ],
    // a title with a word of a half of the day, beside a clock that says its half
    [
      'Night shift handover\nMonday, 7 December 2026\n23:00 to 23:30\nRepeat: Every Day',
      'UTC',
      { fields: ['0 23 * * ?'], start: '2026-12-07T00:00', end: null, max: null },
      /"Night shift handover"/,
    ],
    [
      'Breakfast briefing\nMonday, 7 December 2026\n07:30 to 08:00\nRepeat: Every Day',
      'UTC',
      { fields: ['30 7 * * ?'], start: '2026-12-07T00:00', end: null, max: null },
      /"Breakfast briefing"/,
    ],
  ])('%j in %s', (phrase, zone, want, note) => {
    const got = pasted(phrase, zone);
    expect({ fields: got.fields, start: got.start, end: got.end, max: got.max }).toEqual(want);
    expect(got.notes).toMatch(note);
  });

  it.each([
    // the dated line is the first run: a day the rule does not name is no run of it
    ['Time: Feb 4, 2026 09:00 AM Tokyo\nEvery week on Tue, 5 occurrence(s)', 'UTC', /single date/],
    ['Time: Feb 5, 2026 09:00 AM Tokyo\nEvery month on the 10th', 'UTC', /single date/],
    // a weekday written beside a date it is not
    ['Staff sync\nMonday, 3 March 2026\n10:00 to 10:30\nRepeat: Every Week', 'UTC', /could not read|single date/],
    // a title with a word of a schedule is not set aside
    ['Monday standup\nTuesday, 3 March 2026\n10:00\nRepeat: Every Week', 'UTC', /could not read|single date/],
    // a title with a word of a half of the day beside a bare clock: the title's half, or the morning?
    [
      'Night shift handover\nMonday, 7 December 2026\n11:00 to 11:30\nRepeat: Every Day',
      'UTC',
      /title \("Night shift handover"\) says "Night", and "11:00" does not say which half/,
    ],
    ['Team dinner\nMonday, 7 December 2026\n7:00\nRepeat: Every Week', 'UTC', /does not say which half/],
    // every other week is not a CRON schedule
    ['Time: Mar 2, 2026 06:00 PM Tokyo\nEvery 2 weeks on Mon', 'UTC', /every 2 weeks/],
    ['Yoga\n3 March 2026 07:00\nRepeat: Every 2 Weeks', 'UTC', /every 2 weeks/],
  ])('refuses %j in %s', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
