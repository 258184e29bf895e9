import { describe, expect, it } from 'vitest';
import { hm, namedRule, refusedRules } from './read.js';

/** The first rule a phrase reads as, with the note setting its first words aside. */
function named(phrase: string, zone = 'UTC') {
  return namedRule(phrase, zone, /^Read ".*" as (?:the job's name|what the job does|a reminder to send)/, false);
}

describe('words of time inside a name said first, read where the rest says the same or they cannot change when', () => {
  it.each([
    // a period after "of the": the rest runs at that frequency
    ['pie of the month announcement on the 1st at 7am', { kind: 'month-days', days: [1] }, [hm(7)]],
    ['word of the week post every monday 9am', { kind: 'weekdays', days: [2] }, [hm(9)]],
    // "year" after a name's word: the rest runs on one date a year
    ['bump the copyright year every jan 1 at 00:05 UTC', { kind: 'month-days', days: [1] }, [hm(0, 5)]],
    // a short form of the trade, a word of its own within a slip of a month's name, before a word of the name
    ['DOT annual inspection reminder every year on the 2nd of march, 8am', { kind: 'month-days', days: [2] }, [hm(8)]],
    ['NOC shift handover 07:00 and 19:00 every day', { kind: 'every-day' }, [hm(7), hm(19)]],
    ['noc coffee o clock 10:30 every weekday', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, [hm(10, 30)]],
    ['jury summons batch every monday 6am', { kind: 'weekdays', days: [2] }, [hm(6)]],
    // "late-" before a thing that is late; "timer"; a particle before a word for a job; "-to-"; a road's code
    ['late-delivery sweep every day at 20:00', { kind: 'every-day' }, [hm(20)]],
    ['dough retard timer: 10pm and 2am', { kind: 'every-day' }, [hm(2), hm(22)]],
    ['tablet off reminder every night at 7:30pm', { kind: 'every-day' }, [hm(19, 30)]],
    ['pole-to-pole call: 1st friday 20:00 UTC', { kind: 'nth-weekday', nths: [1], weekday: 6 }, [hm(20)]],
    // "early" first before a word of the name: the times said plainly
    ['early voting: daily 8:30am', { kind: 'every-day' }, [hm(8, 30)]],
    // a name of three words between a day and a clock said plainly
    ['every first sunday jazz brunch reminder 10am', { kind: 'nth-weekday', nths: [1], weekday: 1 }, [hm(10)]],
  ])('"%s"', (phrase, days, times) => {
    const r = named(phrase);
    expect(r.days).toMatchObject(days);
    expect([...r.times].sort((a, b) => a.hour - b.hour)).toEqual(times);
  });

  it('"for the I-70 crews" in a name set off, whose "winter" the rest gives the dates of', () => {
    const r = named('winter chain-law alert for the I-70 crews: every day at 4am from dec 1 through march 31');
    expect(r.startDate).toMatchObject({ month: 12, day: 1 });
    expect(r.endDate).toMatchObject({ month: 3, day: 31 });
  });

  it.each([
    ['quiet hours check every 10 minutes between 22:00 and 06:00'],
    ['batch window: every 20 minutes from 8pm to 6am'],
    ['late-delivery sweep hourly at 20 past'],
  ])('"%s": an interval whose window the rest says, or hourly', (phrase) => {
    const r = named(phrase);
    expect(r.interval).not.toBeNull();
  });

  it('capitals ending in "T" no zone reader knows, beside a zone said', () => {
    const r = named('SWIFT statement check every 30 min 7am-7pm weekdays Frankfurt', 'Europe/London');
    expect(r.zone.name).toBe('Europe/Berlin');
  });

  it.each([
    // the period after "of the" is not the rest's
    'pie of the month announcement every monday 7am',
    'word of the week post every day 9am',
    // "year" where the rest runs more than once a year
    'bump the copyright year every monday 9am',
    // hours or a window of a name beside an interval with no window: only within those hours?
    'quiet hours check every 10 minutes',
    'batch window: every 20 minutes',
    'maintenance window every 2 hours',
    // "late-" before a shift, a part of the day: the hours of it?
    'late-shift sweep hourly at 20 past',
    // "early" beside an interval, or before a day
    'early voting: every 2 hours',
    'early monday report 7am',
    // a slip of a month's name before a number, not a word of the name
    'jury 5 9am',
    // capitals ending in "T" with no zone said: a zone's letters?
    'SWIFT statement check every day 9am',
    // a particle before a day
    'tablet off reminder friday 7:30pm except fridays',
    // days or times said in the name
    'friday backup every monday 6am',
    'nightly report every morning at 9',
    '2pm check every day at 9am',
    'sydney standup at 9',
  ])('"%s" stays refused', (phrase) => {
    refusedRules(phrase, 'America/New_York');
  });
});

describe('greetings and the words of a request before a name', () => {
  it.each([
    [
      'Hello! Could you please set a reminder for our dental nurses every Monday and Thursday at 7:50am',
      { kind: 'weekdays', days: [2, 5] },
      [hm(7, 50)],
    ],
    [
      'Good morning. Please schedule the cheque clearing report for 10:30 Toronto time each business day. Regards',
      { kind: 'weekdays', days: [2, 3, 4, 5, 6] },
      [hm(10, 30)],
    ],
    [
      'Dear all, kindly schedule the cause list download for 6.00 am Kolkata time, Monday to Saturday. Thank you.',
      { kind: 'weekdays', days: [2, 3, 4, 5, 6, 7] },
      [hm(6)],
    ],
    [
      'Can you set a reminder for every weekday at 6.45am to take the croissants out of the freezer, thanks!',
      { kind: 'weekdays', days: [2, 3, 4, 5, 6] },
      [hm(6, 45)],
    ],
    // "set a reminder for (whom) ... to (what)": a request to tell, "to run the" passed over
    [
      'Hello! Could you please set a reminder for our dental nurses every Monday and Thursday at 7:50am to run the suction line cleaner? Many thanks',
      { kind: 'weekdays', days: [2, 5] },
      [hm(7, 50)],
    ],
    ['remind me every Monday at 7:50am to run the cleaner', { kind: 'weekdays', days: [2] }, [hm(7, 50)]],
  ])('"%s"', (phrase, days, times) => {
    const r = named(phrase);
    expect(r.days).toMatchObject(days);
    expect(r.times).toEqual(times);
  });

  it("a place in the name whose clock is the person's, with the request said after whom it is for", () => {
    const r = named(
      'Hi all, the Vancouver masters swim group needs a reminder every Tuesday and Thursday at 5:15am please, thanks so much',
      'America/Vancouver',
    );
    expect(r.days).toMatchObject({ kind: 'weekdays', days: [3, 5] });
    expect(r.times).toEqual([hm(5, 15)]);
    expect(r.zone.name).toBe('America/Vancouver');
  });

  it.each([
    // a place in the name that is not the person's clock, where no zone is said
    ['Hi all, the Vancouver masters swim group needs a reminder every Tuesday at 5:15am', 'Europe/London'],
    // "for" before a length, not a clock
    ['please schedule the sprinklers for 10 minutes every day', 'UTC'],
    // a reminder for a group named by a part of the day
    ['please set a reminder for the night crew every friday 5pm to lock up', 'UTC'],
    // what to run holds a day
    ['remind me every Monday at 7:50am to run the friday cleaner', 'UTC'],
    // a request with words of time in its name
    ['could you please set a reminder for the monday crew every friday at 9am', 'UTC'],
  ])('"%s" stays refused', (phrase, zone) => {
    refusedRules(phrase, zone);
  });
});
