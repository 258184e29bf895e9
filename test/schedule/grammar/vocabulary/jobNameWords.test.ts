import { describe, expect, it } from 'vitest';
import { reads, refuses, rules } from './read.js';

describe('words of a job name that look like words of time, set aside where the rest says the time itself', () => {
  it.each([
    // a verb of starting last, before a clock said plainly, the rest saying that it comes again
    ['pretzel bake starts at 5:30 a.m. daily', ['30 5 * * ?'], /"pretzel bake starts"/],
    ['cleaning crew begins 21:00 mon to fri', ['0 21 ? * 2-6'], /"cleaning crew/],
    ['shuttle driver shift starts 06:15 and 14:15 weekdays', ['15 6,14 ? * 2-6'], /"shuttle driver shift starts"/],
    ['choir warmup starts at 6:45pm every tuesday', ['45 18 ? * 3'], /"choir warmup starts"/],
    // adjectives joined with "-time" that say no time of day
    ['real-time stock sync every 15 min', ['0/15 * * * ?'], /"real-time stock sync"/],
    ['part-time payroll check fridays 3pm', ['0 15 ? * 6'], /"part-time payroll check"/],
    // an event's hour, its time said plainly
    ['brewery power hour post thursdays 17:00', ['0 17 ? * 5'], /"brewery power hour post"/],
    ['happy hour teaser fri 4pm', ['0 16 ? * 6'], /"happy hour teaser"/],
    // outside working hours, as a name's adjective
    ['out-of-hours phone divert weekdays 18:00', ['0 18 ? * 2-6'], /"out-of-hours phone divert"/],
    // words joined by a slash
    ['wash/fold pickup every monday 7am', ['0 7 ? * 2'], /"wash\/fold pickup"/],
    ['dog wash/groom reminders tuesdays 0900', ['0 9 ? * 3'], /"dog wash\/groom reminders"/],
    // a month's event, the rest naming its months
    ['heritage month banner every monday in october 9am', ['0 9 ? 10 2'], /"heritage month banner"/],
    // "PM" last in capitals: a job's letters or the afternoon, the morning said on the 24-hour clock
    ['hangar PM every 8 hrs from 0100', ['0 1/8 * * ?'], /"hangar PM"/],
    // where from, after "the"
    ['kayak hire from the boat shed every saturday 8am', ['0 8 ? * 7'], /"kayak hire from the boat shed"/],
    // a part of the day last in a name set off
    ['recycling night: crates out every monday 8pm', ['0 20 ? * 2'], /"recycling night"/],
    // a day's event before a word for a job, the rest saying its days
    ['street fair day reminder every sunday 8am', ['0 8 ? * 1'], /"street fair day reminder"/],
    // a shift's times named, then said
    ['ice machine check every shift start 0600 and 1800', ['0 6,18 * * ?'], /"every shift start" as the times/],
    ['narcotics count end of each shift, 7am and 7pm', ['0 7,19 * * ?'], /"end of each shift" as the times/],
    [
      'bay sweep every shift start 06:00, 14:00 and 22:00 weekdays',
      ['0 6/8 ? * 2-6'],
      /"every shift start" as the times/,
    ],
    // a notice's name with "starting soon" / "coming soon"
    ['podcast starting soon post at 20:55 tue thu', ['55 20 ? * 3,5'], /"podcast starting soon post"/],
    // a tag or a channel said last
    ['every weekday 8am #chores', ['0 8 ? * 2-6'], /"#chores" as a tag/],
  ])('%s', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });

  it('reads a number after a thing it numbers before "next" or "this", and a form code before a dated day', () => {
    const batch = rules('tote batch 77 this friday 10am');
    expect(batch).toHaveLength(1);
    expect(batch[0]?.maxOccurrences).toBe(1);
    expect(batch[0]?.assumptions.some((a) => /"tote batch 77"/.test(a))).toBe(true);
    const form = rules('W-4 filing day feb 3 2027 noon');
    expect(form[0]?.startDate).toEqual({ year: 2027, month: 2, day: 3 });
    expect(form[0]?.assumptions.some((a) => /"W-4 filing day"/.test(a))).toBe(true);
  });

  it('reads a part of the day in a name beside an interval whose hours are said', () => {
    const r = rules('warehouse night patrol check every 2 hours from 10pm to 4am');
    expect(r.every((x) => x.interval !== null)).toBe(true);
    expect(r[0]?.assumptions.some((a) => /"warehouse night patrol check"/.test(a))).toBe(true);
  });

  it.each([
    // one start, or every monday?
    ['yoga course starts at 9am monday', /could not read/],
    ['course starts jan 5 9am', /could not read/],
    // meals, rush hour, one-time, prime-time: times of their own
    ['lunch/dinner reminder 12:00 and 19:00', /could not read/],
    ['rush hour alert weekdays 7am', /could not read/],
    ['one-time cleanup friday 9am', /could not read/],
    ['prime-time promo daily 8pm', /could not read/],
    // only after hours, or all day?
    ['after-hours sweep every 2 hours', /could not read/],
    // a month's event whose months are not said
    ['pride month banner every friday 9am', /could not read/],
    // "pm" in small letters, a bare hour after it
    ['hangar pm every 6 hrs from 2', /could not read/],
    // a night's job at an interval with no hours said
    ['zoo night check every 2 hours', /could not read/],
    // a shift's times not said, one only, or bare
    ['every shift start 0800', /could not read/],
    ['at shift change 7 and 7', /could not read/],
    ['every other shift start 0800 and 2000', /could not read/],
    // when does it start?
    ['podcast starting soon at 20:55 tue thu', /could not read|could/],
    // no tag: a number, or words after it
    ['daily 7pm #2', /could not read/],
    ['every day at 7pm #personal stuff', /could not read/],
  ])('refuses %s', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });
});
