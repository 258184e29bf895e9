import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { hm, NOW, read, refused } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('the wording of a request around a schedule carries no meaning', () => {
  it.each([
    ['hi! can we get this going every weekday at 9am? thanks', WEEKDAYS],
    ['would be great if it ran every friday at 9am', { kind: 'weekdays', days: [6] }],
    ["it'd be nice if it runs every friday at 9am", { kind: 'weekdays', days: [6] }],
    ['set it for every tuesday 9am if possible', { kind: 'weekdays', days: [3] }],
    ['ideally every day at 9am pls', { kind: 'every-day' }],
    ["let's do every day at 9am", { kind: 'every-day' }],
    ['umm every monday at 9am I guess', { kind: 'weekdays', days: [2] }],
    ['run at 9am daily pls 🙏', { kind: 'every-day' }],
    ['every day at 9am 🔥🔥', { kind: 'every-day' }],
    ['every day at 9am ✨ 🗓️', { kind: 'every-day' }],
    ['need this to go out every monday 9am sharp', { kind: 'weekdays', days: [2] }],
    ['could we do 09:00 weekdays?', WEEKDAYS],
    ['schedule for every friday @ 9:00 please', { kind: 'weekdays', days: [6] }],
    ['Thanks in advance - every wednesday 9am', { kind: 'weekdays', days: [4] }],
    ['yo run it every day at 9am', { kind: 'every-day' }],
    ['Please set up: weekdays, 09:00. Thank you!', WEEKDAYS],
  ])('"%s"', (phrase, days) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual([hm(9)]);
  });

  it.each([
    // hedges and conditions that could change whether it runs are still refused
    ['would be great if it ran every friday at 9am unless it rains', /unless it rains/],
    ['every friday at 9am if the build passed', /if the build passed/],
    ['maybe every friday at 9am I guess', /maybe/],
    ['do not run every friday at 9am', /not/],
    ['set it down for every friday at 9am', /down/],
    // emoji that say no, more or repeat are not decoration
    ['every day at 9am ❌ weekends', /❌|days twice/],
    ['every day at 9am ➕ saturdays 10am', /➕|saturdays/],
    ['for 3 every friday at 9am', /3/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"nightly", "nite" and "local" after a time', () => {
  it.each([
    ['nightly at 11', hm(23)],
    ['nightly @ 0200', hm(2)],
    ['every nite at 11', hm(23)],
    ['daily at 6am local', hm(6)],
    ['every day at 18:00 local, please', hm(18)],
  ])('"%s"', (phrase, time) => {
    const i = read(phrase, 'Europe/Helsinki');
    expect(i.days).toEqual({ kind: 'every-day' });
    expect(i.times).toEqual([time]);
    expect(i.zone.name).toBe('Europe/Helsinki');
  });

  it.each([
    ['nightly at 11 and every morning at 11', /parts of the day/],
    // "local" before a place is that place's clock (placeZones.test.ts); before no place, it is refused
    ['daily at 6am local wherever', /local|wherever/],
    ['local daily at 6am', /local/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('a request around one rule: "is fine", "should run", "set it to", "instead", "first thing", "until further notice"', () => {
  const MON = { kind: 'weekdays', days: [2] };
  it.each([
    ['thx, daily 5:45am is fine', { kind: 'every-day' }, hm(5, 45)],
    ['weekdays at 4pm would be good', WEEKDAYS, hm(16)],
    ['can we do weekdays 4pm instead?', WEEKDAYS, hm(16)],
    ['instead, weekdays at 4pm', WEEKDAYS, hm(16)],
    ['could you please set it to every monday at 9:30 am', MON, hm(9, 30)],
    ['change it to every monday at 9:30', MON, hm(9, 30)],
    ['set it to 9am daily', { kind: 'every-day' }, hm(9)],
    ['it should run each saturday on 22h', { kind: 'weekdays', days: [7] }, hm(22)],
    ['it has to be run every monday at 9:30am', MON, hm(9, 30)],
    ['every monday, first thing, 8am', MON, hm(8)],
    ['every monday at 8am, first thing', MON, hm(8)],
    ['first thing in the morning at 8 on mondays', MON, hm(8)],
    ['every monday first thing 07:30', MON, hm(7, 30)],
    ['every weekday 9am until further notice', WEEKDAYS, hm(9)],
    ['every weekday 9am indefinitely', WEEKDAYS, hm(9)],
    ['going forward, every weekday at 9am', WEEKDAYS, hm(9)],
    ['every weekday 9am works for me', WEEKDAYS, hm(9)],
    ["that's fine: every weekday 9am", WEEKDAYS, hm(9)],
    ["i'd like it every monday at 9:30am", MON, hm(9, 30)],
    ['we would like it to run every monday at 9:30am', MON, hm(9, 30)],
    ['it should be every monday at 9:30am', MON, hm(9, 30)],
    ['every monday at 9:30am instead, thanks', MON, hm(9, 30)],
    ['every weekday at 9am, no end date', WEEKDAYS, hm(9)],
    ['every weekday at 9am forever', WEEKDAYS, hm(9)],
    ['every weekday at 9am for the foreseeable future', WEEKDAYS, hm(9)],
  ])('"%s"', (phrase, days, time) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual([time]);
    expect(i.endDate).toBeNull();
    expect(i.maxOccurrences).toBeNull();
  });

  it.each([
    // "first thing" says no time of its own, and an afternoon time contradicts it
    ['every monday first thing', /first thing/],
    ['every monday, first thing, 8pm', /first thing/],
    ['every monday first thing 14:00', /first thing/],
    ['every 15 minutes first thing', /first thing/],
    // "instead of" names what is replaced: not filler ("every day at 9am instead of 10am" reads, with a note; the
    // days after the old clock may be the new one's)
    ['every day at 9am instead of 10am on fridays', /instead of 10am/],
    // in a phrase of several rules, "instead" replaces one of them: not read as a rule beside the other
    ['daily 7am; weekends 9am instead', /days twice/],
    ['every weekday at 9am, but fridays at 3pm instead', /fridays|but|instead/],
    // a condition or an end is not filler
    ['every weekday 9am until further', /further/],
    ['every weekday 9am is not fine', /not/],
    ['it should not run every monday at 9am', /not/],
    ['set it down to every monday at 9:30', /down|to/],
    ['it should be fine every monday at 9', /fine/],
    // a self-correction: one of the times is meant, not both
    ['mondays at 9am, 10am instead', /instead/],
    ['mondays at 9am and 10am instead', /instead/],
    ['every monday at 9am, actually 10am', /actually/],
    ['every monday instead at 9:30am', /instead/],
    ['every weekday at 9am, no end before june', /before|june|no/],
    ['every weekday at 9am forever and ever', /ever/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"but <days> at <time>" after a time', () => {
  // as with "instead", a later rule in place of the first on those days (butDaysAt.ts), never both times on them
  it.each([
    ['every weekday at 9am, but fridays at 3pm', ['0 9 ? * 2-5', '0 15 ? * 6']],
    ['every day at 9am but weekends at 11am', ['0 9 ? * 2-6', '0 11 ? * 1,7']],
  ])('"%s" reads as the later time in place of the first on those days', (phrase, expected) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.value.schedules.map((x) => [x.minute, x.hour, x.dayOfMonth, x.month, x.dayOfWeek].join(' '))).toEqual(
      expected,
    );
  });

  it('"daily 9am and 5pm but sundays at 5pm" (one of the times said again) stays refused', () => {
    const r = schedulePhrase({ phrase: 'daily 9am and 5pm but sundays at 5pm', defaultZone: 'UTC', now: NOW });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.message).toMatch(/could mean another time on those days/);
  });

  it('"every day at 9am but not sundays" still reads', () => {
    expect(read('every day at 9am but not sundays').days).toEqual({ kind: 'weekdays', days: [2, 3, 4, 5, 6, 7] });
  });
});

describe('greetings, sign-offs and the frame of a request', () => {
  const MON = { kind: 'weekdays', days: [2] };
  const FRI = { kind: 'weekdays', days: [6] };
  it.each([
    ['could you set it for weekdays at 8:30 thx', WEEKDAYS, hm(8, 30)],
    ['hi! could we get this running every weekday at 5:45pm?', WEEKDAYS, hm(17, 45)],
    ['would be nice to have it every friday at 23:00', FRI, hm(23)],
    ['please do the needful, run every monday at 10 AM', MON, hm(10)],
    ['umm every friday around 3pm?', FRI, hm(15)],
    ['every friday at 4:15pm pls :pray:', FRI, hm(16, 15)],
    ['sure — weekdays 8pm', WEEKDAYS, hm(20)],
    ['yes pls weekdays at 7am, urgent', WEEKDAYS, hm(7)],
    ['hey team — can the export run mondays 6am? thanks', MON, hm(6)],
    ['Good morning! Please set weekdays 08:00, many thanks', WEEKDAYS, hm(8)],
    ['would it be possible to run it on fridays at 10 pm?', FRI, hm(22)],
    ['lgtm, every monday 3am then', MON, hm(3)],
    ['Hi, I need the report on every Monday at 9am please', MON, hm(9)],
    ['every friday 6pm please, ASAP', FRI, hm(18)],
  ])('"%s"', (phrase, days, time) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual([time]);
  });

  it('"good morning" is a greeting, not a part of the day', () => {
    expect(read('good morning, every friday at 3pm please').times).toEqual([hm(15)]);
  });

  it.each([
    // "around" is read only before a clock time; anything else about it is still unread
    ['every day around the clock', /around/],
    // the thing run is skipped only in the frame of a request that runs it
    ['every monday the report at 9am', /report/],
    ['every day at 9am, thanks blah', /blah/],
  ])('still refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
