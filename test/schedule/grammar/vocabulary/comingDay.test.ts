import { describe, expect, it } from 'vitest';
import { reads, refusedRules, refuses, rules } from './read.js';

describe('an event on one day name: the coming one, or every week', () => {
  it.each([
    ['embargo lifts 00:01 ET Thursday — publish then', 'thursday'],
    ['port gate closes 16:00 fri, warn at 15:00', 'fri'],
    ['registration closes 23:59 fri, remind attendees at 11:00', 'fri'],
    ['the beta launches tues 9am, post the note then', 'tues'],
  ])('refuses "%s" with both readings', (phrase, day) => {
    const p = refusedRules(phrase, 'America/New_York');
    expect(p.message).toContain(`"${day}" could be the coming one only`);
    expect(p.hint).toContain(`every ${day}`);
  });

  it.each([
    // a word of every week, a plural, or several days: weekly as said
    ['port gate closes 16:00 every fri, warn at 15:00', [6]],
    ['port gate closes 16:00 fridays, warn at 15:00', [6]],
    ['gate closes 16:00 weekly on fri, warn at 15:00', [6]],
    ['gate closes 16:00 thursdays, warn at 15:00', [5]],
    // no event said: a day name alone is every week
    ['thursday at 9am', [5]],
    ['publish thursday 9am', [5]],
  ])('"%s" stays weekly', (phrase, days) => {
    const r = rules(phrase, 'America/New_York');
    expect(r.map((x) => x.days)).toEqual([{ kind: 'weekdays', days }]);
  });
});

describe('times without days, then ", and at" a time with days of its own', () => {
  it.each([
    ['at 9am and 5pm, and at noon on fridays', 'fridays', 'at noon'],
    ['at 00:00 and 12:00 UTC, and at 06:00 UTC on fridays', 'fridays', 'at 06:00 utc'],
    ['at 9am and 5pm, and at noon on fridays and saturdays', 'fridays and saturdays', 'at noon'],
  ])('refuses "%s": the days could be for every time or the last', (phrase, days, last) => {
    expect(refusedRules(phrase).message.toLowerCase()).toBe(
      `"on ${days}" could be for every time said or for "${last}" only.`,
    );
  });

  it.each([
    // days said with the first times, or once for a plain list
    ['daily at 9 and 17, and at 12 on fridays', 2],
    ['9am, 1pm and 5pm on weekdays', 1],
    ['at 9am, 1pm and 5pm on weekdays', 1],
  ])('"%s" reads (%i rules)', (phrase, n) => {
    expect(rules(phrase)).toHaveLength(n);
  });
});

describe('found in blind corpus 11: readings refused where two meanings stand', () => {
  it.each([
    // an event before or during which the runs come, on a day said once
    ['remind marketing 1 hour before the 3pm webinar on Thursday', /"thursday" could be the coming one only/],
    ['Reddit AMA is thursday 8pm ET — remind me 15 minutes before', /"thursday" could be the coming one only/],
    ['pentest report due fri. remind us thurs 4pm + fri 9am', /could be the coming one only/],
    // ("every 30 min" is no word of every week)
    ['run the tracker every 30 min during the derby on sunday, 3pm-6pm', /"sunday" could be the coming one only/],
    // days said before the later time
    [
      'at 05:00 and 17:00, thursday nights also at 23:00',
      /could be for every time said or for "at 23:00" only|fall on both sides of midnight/,
    ],
    // a word between the days excepted and their time
    ['every weekday 8am, except Mondays post at 10am', /I would rather not guess/],
    // a small hour in place of an evening's run
    ['every night at 23:00, but 1am on fridays', /the night of those days, or their early morning/],
  ])('refuses "%s"', (phrase, why) => {
    expect(refusedRules(phrase, 'Europe/London').message).toMatch(why);
  });
});

describe('found in blind corpus 25: a job said to be urgent, on a day said once', () => {
  it.each([
    ['rush job — remind the translator wed 6pm her time (Manila)', /"wed" could be the coming one only/],
    ['urgent: remind bob fri 9am', /"fri" could be the coming one only/],
  ])('refuses "%s"', (phrase, why) => {
    expect(refusedRules(phrase, 'Europe/London').message).toMatch(why);
  });

  it.each([
    // the same with a word of every week, or no word of urgency: every week
    ['remind bob every fri 9am, urgent', 1],
    ['remind the translator wed 6pm', 1],
    // a rush of customers is no rush job
    ['checkout rush reminder 11:30 fri sat sun', 1],
  ])('"%s" reads (%i rules)', (phrase, n) => {
    expect(rules(phrase)).toHaveLength(n);
  });
});

describe('found in blind corpus 27: a call with a candidate, on a day said once', () => {
  it.each([
    ['call the Sydney candidate tue 8am her time', /"tue" could be the coming one only/],
    ['remind me to call the candidate thu 4pm', /"thu" could be the coming one only/],
    ['remind Ana to call the candidate fri 8:30am', /"fri" could be the coming one only/],
  ])('refuses "%s"', (phrase, why) => {
    expect(refusedRules(phrase, 'Europe/London').message).toMatch(why);
  });

  it.each([
    // the same with a word of every week, or days said in the plural: every week
    ['candidate screening every thursday 3pm', 1],
    ['call the candidates every tue 8am', 1],
    ['candidate screening calls tuesdays 8am', 1],
    // one day said once without a candidate stays every week, as it reads elsewhere
    ['interview loop reminder mon 12:45', 1],
    ['call with Kenji fri 9am his time (tokyo)', 1],
    // a candidate with no call, interview or meeting: a job's name
    ['candidate sync tue 8am', 1],
  ])('"%s" reads (%i rules)', (phrase, n) => {
    expect(rules(phrase)).toHaveLength(n);
  });
});

describe('days said once in months: every week only in one stretch of months', () => {
  it.each([
    // a list of months, or a choice: once in each, or in one of them
    ['launch goes live tue 9am in dec or jan', /"tue" could be the coming one only/],
    ['sale closes fri 5pm in march and september', /"fri" could be the coming one only/],
    ['sale closes fri 5pm in jan, apr, jul and oct', /"fri" could be the coming one only/],
    ['launch goes live tue 9am during dec-feb or jun-aug', /./],
    ['sale closes fri 5pm dec-feb, june', /./],
    // a job said once: the coming day
    ['urgent: sale closes fri 5pm during dec-feb', /"fri" could be the coming one only/],
    ['rush job, sale closes fri 5pm from june to august', /"fri" could be the coming one only/],
  ])('refuses "%s"', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });

  it.each([
    ['water restrictions reminder tue & sat 5pm during dec-feb', ['0 17 ? 1,2,12 3,7'], /dec-feb/],
    ['sale closes fri 5pm dec through feb', ['0 17 ? 1,2,12 6'], /dec through feb/],
    ['pool closes thu 7pm from june to august', ['0 19 ? 6-8 5'], /june to august/],
  ])('"%s" runs every week in the stretch', (phrase, f, note) => {
    reads(phrase, 'UTC', f, note);
  });
});
