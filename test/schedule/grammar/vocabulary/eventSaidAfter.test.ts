import { describe, expect, it } from 'vitest';
import { hm, outcome, refusedRules, rules } from './read.js';

const on = (...days: number[]) => ({ kind: 'weekdays', days });
const WEEKDAYS = on(2, 3, 4, 5, 6);

/** The one rule a phrase reads as, and its notes. */
function one(phrase: string, zone = 'UTC') {
  const rs = rules(phrase, zone);
  expect(rs).toHaveLength(1);
  return rs[0] as (typeof rs)[number];
}

describe('a duration before or after an event whose time is said after it', () => {
  it.each([
    ['gate checklist 2h before kickoff, kickoff 7:30pm saturdays', on(7), hm(17, 30)],
    ['warm-up post 45 min before tip-off; tip-off sundays 3pm', on(1), hm(14, 15)],
    ['remind me 15 min before the call: call 9:30 weekdays', WEEKDAYS, hm(9, 15)],
    ['pre-shift huddle 15 minutes before each shift: shifts 7am weekdays', WEEKDAYS, hm(6, 45)],
    ['stock take 1 hour after close, close 22:00 daily', { kind: 'every-day' }, hm(23)],
    // someone doing what the event is: "we record" for the recording, "we publish" for publishing
    ['remind guest 24h before recording — we record thursdays 2pm', on(4), hm(14)],
    ['transcript upload 30 min after publish (we publish 6am mon)', on(2), hm(6, 30)],
    ['ping the host an hour before the stream - they stream fridays 20:00', on(6), hm(19)],
  ])('"%s"', (phrase, days, time) => {
    const r = one(phrase);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual([time]);
    expect(r.assumptions.join(' ')).toMatch(/as when the [a-z-]+ is, which the run is/);
  });

  it.each([
    ['remind me 15 min before the call: call 9:30 weekdays', '9:30', '9:30 AM', '21:30'],
    ['huddle 10 min before opening - opening 8:45 saturdays', '8:45', '8:45 AM', '20:45'],
  ])('"%s" says the morning it takes for the event\'s clock without am or pm', (phrase, said, am, pm) => {
    const notes = one(phrase).assumptions.join(' ');
    expect(notes).toContain(`"${said}" taken as ${am}, in the morning; say "${said}pm" or "${pm}"`);
  });

  it.each([
    'gate checklist 2h before kickoff, kickoff 7:30pm saturdays',
    'remind me 15 min before the call: call 09:30 weekdays',
    'stock take 1 hour after close, close 22:00 daily',
  ])('"%s" has no morning to say: its event clock says its half of the day', (phrase) => {
    expect(one(phrase).assumptions.join(' ')).not.toMatch(/in the morning; say/);
  });

  it.each([
    // what is said after is another thing, not the event
    'checklist 2h before kickoff, doors 6pm saturdays',
    'remind me 30 min before the match — we train tuesdays 6pm',
    // the event's time is not said
    'remind me 30 min before kickoff, kickoff on saturdays',
    // a day said once: the coming one, or every week?
    'remind me 30 min before kickoff, kickoff 7:30pm saturday',
    // another offset after the mark
    'checklist 2h before kickoff, kickoff 1 hour after doors',
  ])('refuses "%s"', (phrase) => {
    expect(refusedRules(phrase).message.length).toBeGreaterThan(0);
  });
});

describe('a dated event and runs placed against it', () => {
  it.each([
    // the event's bare hour: the one half that puts every run (said with its half) up to 3 hours before it
    ['live show dec 10 at 8 — remind me at 7pm and 7:45pm', ['0,45 19 10 12 ?'], /"8" as 8pm/],
    ['gala dinner mar 9 at 7, ping the caterers at 4pm', ['0 16 9 3 ?'], /"7" as 7pm/],
    ['breakfast meeting dec 4 at 8 - remind me 7:30am', ['30 7 4 12 ?'], /"8" as 8am/],
    // "that morning": the runs' morning, whichever half the event's bare clock is in
    ["dad's dentist 3 dec 10:40 — remind me 9:30 that morning", ['30 9 3 12 ?'], /that morning/],
    ['vet jan 14 11:15, text me 8:45 that morning', ['45 8 14 1 ?'], /that morning/],
  ])('"%s"', (phrase, fields, note) => {
    const o = outcome(phrase, 'UTC');
    if ('refused' in o) throw new Error(`${phrase}: refused: ${o.refused}`);
    expect(o.fields).toEqual(fields);
    expect(o.notes).toMatch(note);
  });

  it.each([
    // runs too far before the bare hour on either half, or both halves fit
    'recital dec 12 at 6 — remind me at 9am',
    'meeting dec 12 at 6 — remind me at 5:30am and 5pm',
    // "that evening" of a bare run beside a morning's event
    'dentist jan 14 11:15, text me 7:45 that evening',
  ])('refuses "%s"', (phrase) => {
    expect(refusedRules(phrase).message.length).toBeGreaterThan(0);
  });
});

describe('what a message is about, said before it with its own days and times', () => {
  it.each([
    [
      'concession orders are due thursdays 5pm — ping me wednesdays 5pm and thursdays 3pm',
      [
        [on(4), [hm(17)]],
        [on(5), [hm(15)]],
      ],
    ],
    ['orders close 5pm fri - remind everyone 4pm and 5pm fri', [[on(6), [hm(16), hm(17)]]]],
    [
      'timesheets due mondays 10am; nudge the team fridays 3pm and mondays 9am',
      [
        [on(6), [hm(15)]],
        [on(2), [hm(9)]],
      ],
    ],
  ])('"%s" runs only at the message\'s times', (phrase, want) => {
    const rs = rules(phrase);
    expect(rs.map((r) => [r.days, r.times])).toEqual(want);
    expect(rs[0]?.assumptions.join(' ')).toMatch(/as what the reminder is about, not a run/);
  });

  it.each([
    // something posted may be what is said before, at its own time too
    'orders close 5pm fri - post the menu 4pm and 5pm fri',
  ])('refuses "%s"', (phrase) => {
    expect(refusedRules(phrase).message).toMatch(/is it a run too/);
  });
});

describe('"text" a person as a reminder, after an event', () => {
  it.each([
    ['meals delivery mon wed fri 11:30, text mum at 11', on(2, 4, 6), hm(11)],
    ['piano lesson tuesdays 4pm, text dad at 3:30', on(3), hm(15, 30)],
  ])('"%s"', (phrase, days, time) => {
    const r = one(phrase);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual([time]);
  });

  it('refuses a job of its own before the text', () => {
    expect(refusedRules('school run 8:15 weekdays, text the kids at 8').message.length).toBeGreaterThan(0);
  });
});
