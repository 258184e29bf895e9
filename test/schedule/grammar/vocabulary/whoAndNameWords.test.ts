import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

/** The one rule a phrase reads as, with a note matching `note`. */
function noted(phrase: string, note: RegExp, zone = 'UTC') {
  const rs = rules(phrase, zone);
  expect(rs).toHaveLength(1);
  const r = rs[0] as (typeof rs)[number];
  expect(r.assumptions.some((a) => note.test(a))).toBe(true);
  return r;
}

describe('who runs a job, said last after a mark', () => {
  it.each([
    // two people or more, capitalised as names are
    ['door check 06:00 and 18:00 — Ana, Tom', /"Ana, Tom" as who runs it/, { kind: 'every-day' }, [hm(6), hm(18)]],
    [
      'bin rota 7:15pm tuesdays - Sam & Lee',
      /"Sam & Lee" as who runs it/,
      { kind: 'weekdays', days: [3] },
      [hm(19, 15)],
    ],
    // people labelled, in lower case too
    [
      'payroll every friday 3pm. owner: @fin-ops',
      /"owner: @fin-ops" as who runs it/,
      { kind: 'weekdays', days: [6] },
      [hm(15)],
    ],
    [
      'VAT returns at 09:30 mon-fri. Owner: Nadia',
      /"Owner: Nadia" as who runs it/,
      { kind: 'weekdays', days: [2, 3, 4, 5, 6] },
      [hm(9, 30)],
    ],
    // a person and what they do
    [
      'standup 9:15am weekdays, Kai owns it',
      /"Kai owns it" as who runs it/,
      { kind: 'weekdays', days: [2, 3, 4, 5, 6] },
      [hm(9, 15)],
    ],
    [
      'car pool 7:40am mon-fri — lola drives',
      /"lola drives" as who runs it/,
      { kind: 'weekdays', days: [2, 3, 4, 5, 6] },
      [hm(7, 40)],
    ],
    // a person's thing
    ['remind me every day at 20:00 — dad’s meds', /"dad’s meds" as what it is for/, { kind: 'every-day' }, [hm(20)]],
  ])('%s', (phrase, note, days, times) => {
    const r = noted(phrase, note);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual(times);
  });

  it.each([
    // one bare name: a person, or the place whose clock it is?
    'standup 9am — Omarville',
    'standup 9am — Vegas',
    // a bare list in lower case
    'standup 9am — rafa, jess',
    // places the zone reader knows: whose clocks?
    'standup 9am — London, Paris',
    // slips of months, all of them
    'standup 9am — Marhc, Aprl',
    // a word of time among the names
    'standup 9am — Ana, Tom, Weekends',
    'standup 9am. owner: night crew',
    // days or months said last, in short forms or slips: the days it runs, not who runs it
    'every weekday 9am — Tues, Thurs',
    'every day 9am — Tues & Thurs',
    'daily at 9 — Tues, Thurs',
    'every day 9am — Weds, Thurs',
    'every day 9am. Tues, Thurs',
    'every day 9am — Thrus, Fir',
    'every day 9am — Sept, Oct',
    // meals and shifts say times of their own
    'every day at 9 — Lunch, Dinner',
    'check-in 7am daily — Breakfast, Late',
  ])('refuses %s', (phrase) => {
    expect(refusedRules(phrase).code).toBe('unparseable');
  });
});

describe("words of a job's name that the name tests took for words of time", () => {
  it.each([
    // accented letters
    ['repair café every 2nd saturday 11am', /"repair café"/, { kind: 'nth-weekday' }, [hm(11)]],
    ['crèche pickup 5pm weekdays', /"crèche pickup"/, { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, [hm(17)]],
    // the plural of a known name's word holding a stem of time
    ['showtimes post every thursday 9am', /"showtimes post"/, { kind: 'weekdays', days: [5] }, [hm(9)]],
    ['runtimes report mondays 08:00', /"runtimes report"/, { kind: 'weekdays', days: [2] }, [hm(8)]],
    // an English word within a slip of a word of time, last before the schedule
    ['ticket queue grooming mondays 10am', /"ticket queue grooming"/, { kind: 'weekdays', days: [2] }, [hm(10)]],
    // "free time" as what a time is for; a name of three words last, ending in a job's word
    ['free time alert: every day at 17:30', /"free time alert"/, { kind: 'every-day' }, [hm(17, 30)]],
    ['every friday 4pm ops team review', /"ops team review"/, { kind: 'weekdays', days: [6] }, [hm(16)]],
    // a word within a slip of a day's short form only, where the rest names its days
    ['sub teacher list mon-fri 7am', /"sub teacher list"/, { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, [hm(7)]],
  ])('%s', (phrase, note, days, times) => {
    const r = noted(phrase, note);
    expect(r.days).toMatchObject(days);
    expect(r.times).toEqual(times);
  });

  it('reads an interval after a name ending in such a word', () => {
    const r = noted('hatchery tray turning every 3 hours', /"hatchery tray turning"/);
    expect(r.interval).not.toBeNull();
  });

  it.each([
    // a word of when in another language, with or without its accents
    'réunion mañana 9am',
    'réunion août 3 9am',
    // one slip from a word of time, last before the schedule
    'backup nighty at 2',
    // a slip of a day's short form where the rest does not name its days
    'sub teacher list 7am',
    // "free time" with a bare hour (whose half?), a place last before a job's word
    'free time reminder at 3',
    'every day at 9 vegas office meeting',
    // a slip of a month's short form ("may")
    'mat cleaning every monday 9pm',
    // an accented word typed with a capital is a proper noun, maybe the place whose clock it is
    'Genève sync 9am daily',
    'Göteborg sync 9am daily',
    'Mérida call 9am daily',
  ])('refuses %s', (phrase) => {
    expect(refusedRules(phrase).code).toBe('unparseable');
  });
});
