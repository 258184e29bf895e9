import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { fields, NOW } from './read.js';

function notes(phrase: string, zone = 'UTC'): string {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  return r.value.warnings.map((w) => w.message).join(' | ');
}

function refusal(phrase: string, zone = 'UTC'): string {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (r.ok) throw new Error(`${phrase}: expected a refusal, got ${JSON.stringify(r.value.schedules)}`);
  return r.problem.message;
}

describe('the one clock time said, said again right after a correction word', () => {
  it.each([
    ['every thursday at 2, i mean 2pm', ['0 14 ? * 5'], /correction/],
    ['remind me to approve invoices every thursday at 2, i mean 2pm', ['0 14 ? * 5'], /2pm instead of 2/],
    ['monday 7am, oh wait make it 7:30', ['30 7 ? * 2'], /7:30 AM instead of 7:00 AM/],
    ['at 6 pm — sorry 6:30 pm — every Wednesday', ['30 18 ? * 4'], /6:30 PM instead of 6:00 PM/],
    ['at 7 — no, 6:45 — on weekdays', ['45 6 ? * 2-6'], /6:45 AM instead of 7:00 AM/],
    ['a post at 8:88... sorry 8:08 am every day', ['8 8 * * ?'], /8:08 am instead of 8:88/],
    ['back up the project at 2am, 2am, sorry 3am', ['0 3 * * ?'], /3am instead of 2am/],
  ])('"%s"', (phrase, expected, note) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
    expect(notes(phrase)).toMatch(note);
  });

  it.each([
    // two times said before: which one is corrected?
    'daily at 9am and 5pm, sorry 6pm',
    // the new clock's half of the day, after an afternoon one
    'daily at 6 pm, sorry 6:30',
    'every evening at 7, sorry 8',
    // days after the correction, days before it: those days only, or the whole schedule?
    'every day at 9am, sorry 10am on weekends',
    'every day at 9am, sorry 10am, on weekends',
    // a rule of other days set off after the new clock: read as said so ("at 10am, weekends at 9"), it is refused
    // as that is (the weekends' time for those days only, or beside 10am?), not read as one list "10am, 9pm"
    'at 9am, no, 10am, weekends at 9',
    'at 8, sorry 8:30, saturdays at 7',
  ])('"%s" stays refused', (phrase) => {
    expect(refusal(phrase)).toBeTruthy();
  });
});

describe('a thing switched on and off: a run at each time', () => {
  it.each([
    ['porch light on at 18:00 and off at 06:00 every day', ['0 6,18 * * ?']],
    ['geyser off at 22h, on at 4h30 every day', ['30 4 * * ?', '0 22 * * ?']],
    ['lights 5pm to 11pm daily - switch on at 17:00 and off at 23:00', ['0 17,23 * * ?']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it('says what it did', () => {
    expect(notes('porch light on at 18:00 and off at 06:00 every day')).toMatch(/a run at each time/);
  });

  it.each([
    // the range said beside them is not the hours on
    'lights 5pm to 10pm daily - switch on at 17:00 and off at 23:00',
    'lights 5pm to 10pm daily - switch off at 17:00 and on at 23:00',
  ])('"%s" stays refused', (phrase) => {
    expect(refusal(phrase)).toBeTruthy();
  });
});

describe('an interval of hours with every one of its runs said as times', () => {
  it.each([
    ['check the tank every 12h at 6 and 18', ['0 6,18 * * ?']],
    ['every 8 hours at 7:15, 15:15 and 23:15', ['15 7/8 * * ?']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
    expect(notes(phrase)).toMatch(/which are its runs/);
  });

  // "every 12h at 6" alone is the step anchored at 6, 06:00 and 18:00 either way (stepAtClock.test.ts)
  it.each(['every 8h at 6', 'every 6 hours at 6 and 18', 'every 12 hours at 6 and 19', 'every 12h at 6:00 and 18:30'])(
    '"%s" stays refused',
    (phrase) => {
      expect(refusal(phrase)).toMatch(/both an interval and a time of day/);
    },
  );
});

describe('days skipped, "all" of several rules in one zone, odd hours after a comma', () => {
  it('"mon-thu 9:15, fridays we skip"', () => {
    expect(fields('mon-thu 9:15, fridays we skip', 'UTC')).toEqual(['15 9 ? * 2-5']);
    expect(notes('mon-thu 9:15, fridays we skip')).toMatch(/no run on Friday/);
  });

  it('"mon-fri 9:15, fridays we skip" is refused: a rule runs then', () => {
    expect(refusal('mon-fri 9:15, fridays we skip')).toMatch(/a rule runs on Friday/);
  });

  it('"mon wed fri 8pm, sun 3pm, all Tokyo time"', () => {
    expect(fields('mon wed fri 8pm, sun 3pm, all Tokyo time', 'UTC')).toEqual(['0 11 ? * 2/2', '0 6 ? * 1']);
  });

  it('"every 2 hours, on the odd hours"', () => {
    expect(fields('every 2 hours, on the odd hours', 'UTC')).toEqual(['0 1/2 * * ?']);
  });
});

describe('clock wordings: "6ish", "in morning", "oh and"', () => {
  it.each([
    ['like 6ish every morning', ['0 6 * * ?']],
    ['every evening at 7ish', ['0 19 * * ?']],
    ['at 6 in morning and at 6 in evening', ['0 6,18 * * ?']],
    ['every wednesday at 10, oh and friday too', ['0 10 ? * 4,6']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it.each([
    // "oh" elsewhere is still a word not read
    'every wednesday at 10 oh friday',
  ])('"%s" stays refused', (phrase) => {
    expect(refusal(phrase)).toBeTruthy();
  });
});

describe('an interval of hours moved off the hour, its first runs restated', () => {
  it.each([
    ['every 6 hours offset by 30 min', ['30 0/6 * * ?']],
    ['sync every 6 hours offset by 30 min (00:30, 06:30, ...)', ['30 0/6 * * ?']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
    expect(notes(phrase)).toMatch(/30 minutes past the hour/);
  });

  it.each([
    // runs in brackets that are not the interval's from midnight, or not one step apart
    'every 6 hours offset by 30 min (01:30, 07:30, ...)',
    'every 6 hours offset by 30 min (00:30, 06:45, ...)',
    // no words that move it: the runs in brackets say another minute than the words
    'every 6 hours (00:30, 06:30, ...)',
  ])('"%s" stays refused', (phrase) => {
    expect(refusal(phrase)).toBeTruthy();
  });
});

describe('days in place of others, then why the days taken away are not run', () => {
  it('"every monday 3am — actually tuesdays, mondays the cluster is busy"', () => {
    const phrase = 'every monday 3am — actually tuesdays, mondays the cluster is busy';
    expect(fields(phrase, 'UTC')).toEqual(['0 3 ? * 3']);
    expect(notes(phrase)).toMatch(/why Monday is not run/);
  });

  it.each([
    // a day the correction does not take away
    'every monday 3am — actually tuesdays, fridays the cluster is busy',
    // days added
    'every monday 3am — actually tuesdays, mondays too',
  ])('"%s" stays refused', (phrase) => {
    expect(refusal(phrase)).toBeTruthy();
  });
});

describe('"starting at <clock> and ending <clock>": the range of hours of an interval', () => {
  it.each([
    ['every 2 hours on weekends, starting at 10am and ending 10pm', ['0 10/2 ? * 1,7']],
    ['every hour starting 9:00 ending 17:00', ['0 9-17 * * ?']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
    expect(notes(phrase)).toMatch(/read as from/);
  });

  it.each([
    // no interval to repeat in it
    'at 9am starting at 10am and ending 10pm',
    // ends that are not clocks (dates? hours?)
    'every 2 hours starting 10 and ending 22',
  ])('"%s" stays refused', (phrase) => {
    expect(refusal(phrase)).toBeTruthy();
  });
});

describe('on and off across midnight beside days named', () => {
  it('is refused with both readings', () => {
    expect(refusal('porch light on at 18:00 and off at 06:00 on weekdays')).toMatch(/morning after each/);
  });

  it('reads within one day', () => {
    expect(fields('porch light on at 06:00 and off at 18:00 on weekdays', 'UTC')).toEqual(['0 6,18 ? * 2-6']);
  });
});
