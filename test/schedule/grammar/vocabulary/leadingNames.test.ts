import { describe, expect, it } from 'vitest';
import { hm, namedRule, reads, refusedRules, refuses } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

/** The one rule a phrase reads as, with the note setting its first words aside. */
function named(phrase: string, zone = 'UTC') {
  return namedRule(phrase, zone, /^Read ".*" as (?:the job's name|what the job does|what to remind of)/, true);
}

describe("a job's name first, whose words the grammar would read, where the rest says the same", () => {
  it.each([
    [
      'quarterly fire drill: 1st tuesday of jan, apr, jul and oct at 2pm',
      { kind: 'nth-weekday', weekday: 3, nths: [1] },
      [1, 4, 7, 10],
    ],
    [
      'quarterly VAT return reminder on the 7th of feb may aug and nov 9am',
      { kind: 'month-days', days: [7] },
      [2, 5, 8, 11],
    ],
    ['annual compliance attestation jan 15 at 10am', { kind: 'month-days', days: [15] }, [1]],
    ['annual review cycle kickoff every year on oct 1 at 9am', { kind: 'month-days', days: [1] }, [10]],
  ])('"%s": a frequency the months said restate', (phrase, days, months) => {
    const r = named(phrase);
    expect(r.days).toEqual(days);
    expect(r.months).toEqual({ kind: 'months', months });
    expect(r.maxOccurrences).toBeNull();
  });

  it.each([
    ['semi-monthly payroll reminder 1st and 15th 8am', { kind: 'month-days', days: [1, 15] }, hm(8)],
    ['month end: last business day of the month at 5pm', { kind: 'last-weekday-of-month' }, hm(17)],
    ['equipment PM checks last day of each month at 2pm', { kind: 'month-days', days: ['last'] }, hm(14)],
    ['NFP friday = first friday of the month, 8:25am', { kind: 'nth-weekday', weekday: 6, nths: [1] }, hm(8, 25)],
    [
      'GPU cluster maintenance window 2nd sunday of the month 0400 UTC',
      { kind: 'nth-weekday', weekday: 1, nths: [2] },
      hm(4),
    ],
    ['office hours reminder tue/thu 1:50pm', { kind: 'weekdays', days: [3, 5] }, hm(13, 50)],
    ['settlement check T+1 every weekday at 4pm', WEEKDAYS, hm(16)],
    ['EOD recon 6pm weekdays', WEEKDAYS, hm(18)],
    ['WM/R fix reminder 3:55pm every weekday', WEEKDAYS, hm(15, 55)],
    ['settlement days: every tue and thu 11am', { kind: 'weekdays', days: [3, 5] }, hm(11)],
  ])('"%s": a word of time the rest restates', (phrase, days, time) => {
    const r = named(phrase);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual([time]);
  });

  it.each([
    ['spring term: every monday and wednesday at 10:10am from jan 19 until may 7', '2026-01-19', '2026-05-07'],
    ['holiday coverage: every day at 9am from dec 24 to jan 2', '2026-12-24', '2027-01-02'],
    ['summer hours: every friday 1pm from jun 5 to aug 28', '2026-06-05', '2026-08-28'],
  ])('"%s": a part of the year whose dates the rest gives', (phrase, from, until) => {
    const r = named(phrase);
    const iso = (d: { year: number; month: number; day: number } | null) =>
      d === null ? null : `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
    expect(iso(r.startDate)).toBe(from);
    expect(iso(r.endDate)).toBe(until);
  });

  it.each([
    ['sterile supply order mondays and thursdays 9:45am', { kind: 'weekdays', days: [2, 5] }, hm(9, 45)],
    ['good first issue label sweep every 12 hours', { kind: 'every-day' }, null],
    ['all hands reminder last thursday of the month at 10am', { kind: 'last-weekday-in-month', weekday: 5 }, hm(10)],
    ['cut-off for wires 2:45pm weekdays', WEEKDAYS, hm(14, 45)],
    ['payroll cut-off reminder on the 20th at 5pm', { kind: 'month-days', days: [20] }, hm(17)],
    ['tier 2 rota posted fridays 13:00', { kind: 'weekdays', days: [6] }, hm(13)],
    ['Ward 4B: every night at 10pm', { kind: 'every-day' }, hm(22)],
    ['P60 reminder: every year on may 31 at 10am', { kind: 'month-days', days: [31] }, hm(10)],
    ['HR: pension contribution reminder 3rd of every month 9:30am', { kind: 'month-days', days: [3] }, hm(9, 30)],
    ['post the overnight ticket summary at 7am every day', { kind: 'every-day' }, hm(7)],
    [
      'remind me to open the till at 8:45am every day except sunday',
      { kind: 'weekdays', days: [2, 3, 4, 5, 6, 7] },
      hm(8, 45),
    ],
    ['remind the team the assignment is due every sunday at 11:59pm', { kind: 'weekdays', days: [1] }, hm(23, 59)],
    ['send the weekly report every friday 9am', { kind: 'weekdays', days: [6] }, hm(9)],
    ['post the weekly metrics in #growth every monday 8am', { kind: 'weekdays', days: [2] }, hm(8)],
    ['weekly patch notes thursday 9am', { kind: 'weekdays', days: [5] }, hm(9)],
    ['POS end-of-day export 23:00 daily', { kind: 'every-day' }, hm(23)],
    ['volunteer hours survey on the last day of each month at 5pm', { kind: 'month-days', days: ['last'] }, hm(17)],
  ])('"%s": words of a name the name tests refuse alone', (phrase, days, time) => {
    const r = named(phrase);
    expect(r.days).toEqual(days);
    if (time !== null) expect(r.times).toEqual([time]);
  });

  it.each([
    ['Bangalore team handover 6:30pm IST weekdays', 'Asia/Kolkata'],
    ['Lagos team standup 9am WAT weekdays', 'Africa/Lagos'],
    ['Sydney team handover 9am AEST weekdays', 'Australia/Sydney'],
  ])('"%s": a place whose clock is the zone said', (phrase, zone) => {
    const r = named(phrase, 'Europe/London');
    expect(r.zone.name).toBe(zone);
    expect(r.days).toEqual(WEEKDAYS);
  });

  it.each([
    // the rest does not say what the name's words say
    ['quarterly fire drill: 1st tuesday of jan, feb and mar at 2pm', /quarterly|months|fire/],
    ['annual review: every monday at 9am', /annual|review/],
    ['semi-monthly payroll reminder every friday 8am', /semi-monthly|payroll|twice/],
    ['month end: every friday at 5pm', /month end|days twice/],
    ['EOD recon 9am weekdays', /eod/],
    ['settlement check T+1 every day at 4pm', /t\+1/],
    ['office hours reminder saturdays 1:50pm', /office|hours|days twice/],
    ['office hours reminder tue/thu 8pm', /office|hours|days twice/],
    ['spring term: every monday at 10am', /spring/],
    ['holiday coverage: every day at 9am', /holiday/],
    ['summer hours: every friday 1pm', /summer/],
    ['summer hours: every 2 hours from jun 5 to aug 28', /summer|hours/],
    ['NFP friday = first monday of the month, 8:25am', /friday|days twice/],
    ['maintenance window every 2 hours on sundays', /window|maintenance/],
    // a bare hour beside a word of time in the name: "PM checks at 9" may be 9 PM
    ['equipment PM checks last day of each month at 9', /pm|equipment/],
    ['post the overnight ticket summary at 7 every day', /overnight|post/],
    ['tier 2 rota posted fridays at 1', /tier|2/],
    // a place that is not the zone said, or no zone said
    ['Bangalore team handover 6:30pm weekdays', /bangalore|handover/],
    ['Sydney team handover 9am London weekdays', /sydney|london/],
    ['Tokyo desk sync 9am Paris every monday', /tokyo|paris/],
    // a name right before one day said alone may make it another day; holidays and slips stay refused
    ['patch tuesday 10am', /patch/],
    ['good friday 9am', /good/],
    ['easter monday at 9am', /easter/],
    ['q4 report daily 9am', /q4/],
    ['eom report at 9am', /eom/],
    ['payday batch at 9am', /payday/],
    ['march report every monday', /report|march/],
    ['the big weekly customer churn numbers export every friday', /big|customer|weekly/],
    // an ordinal before a word of the schedule is the schedule's
    ['standup first week mondays 9am', /first|week|standup/],
    ['send the daily report every friday 9am', /daily|twice/],
    ['post the weekly metrics in #growth every day 8am', /weekly|twice/],
    ['weekly patch notes thursday and friday 9am', /weekly|patch|twice/],
    ['POS end-of-day export 9am daily', /end-of-day/],
    ['volunteer hours survey every 2 hours', /hours/],
    ['store opening at 9 weekdays', /opening/],
    ['post the monthly numbers every monday 9am', /monthly/],
    ['xmas party reminder: every friday at 5pm', /xmas/],
    ['PM sync: every monday at 9', /pm sync/],
    ['q3 board prep: every monday 9am', /q3/],
    ['jan review: every monday 9am', /jan/],
    ['team tuesday: every day 9am', /tuesday|twice/],
    // a part of the day in a name beside an interval may be the hours it runs in
    ['overnight job every 30 min', /overnight/],
    // "annual leave" is a holiday, not a year's
    ['annual leave reminder dec 1 at 9am', /annual|once|every year/],
    // a code or slash beside a rule that does not say its own days
    ['WM/R fix reminder 3:55pm every day', /wm\/r/],
    ['q1 planning: every monday 9am', /q1/],
    // a working or business day of the month by its number: a day, not a code
    ['WD3 reporting deadline 5pm', /wd3/],
    ['BD5 payroll check 9am', /bd5/],
    // a reminder at a bare small hour, with what to tell or without
    ['remind me to open the till at 4 every day', /4 am or 4 pm|till/],
    ['remind me at 3 on friday', /3 am or 3 pm/],
    // a bare hour read in the morning beside words of the evening in the name: which half?
    ['dinner reminder every day at 7', /"at 7" beside "dinner"/],
    ['bar close checklist every day at 11', /bar|close/],
    ['lock up reminder weekdays at 10', /lock/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message.toLowerCase()).toMatch(words);
  });

  it('reads words of the evening in the name beside a time said with its half, or on a 24-hour clock', () => {
    expect(named('dinner reminder every day at 7pm').times).toEqual([hm(19)]);
    expect(named('bar close checklist every day at 23:00').times).toEqual([hm(23)]);
  });

  it("takes a place in the name for no zone: the zone said, or the person's own where it is the place's", () => {
    expect(named('Kigali and Nairobi teams: thursdays 3pm EAT', 'Africa/Nairobi').zone.name).toBe('Africa/Nairobi');
    expect(named('send the Lima ops summary 10pm daily', 'America/Lima').zone.name).toBe('America/Lima');
    expect(refusedRules('sync the Dubai mall footfall every day at 10am', 'Europe/London').message).toMatch(/dubai/i);
  });

  it('keeps a place before a name from the zone only where the rest names that zone', () => {
    expect(refusedRules('London report at 9am', 'America/New_York').message).toMatch(/report/i);
  });

  it('refuses "local" beside a place in the name that is no station\'s code: its clock, or the person\'s?', () => {
    // a station's code before a station word is its clock (placeZones.test.ts); another name is not
    expect(refusedRules('DXB report check-in daily 03:00 local', 'Europe/London').message).toMatch(/local/);
  });
});

describe('a place in brackets after a name is the zone read itself, not one with the same offsets', () => {
  it.each([
    ['Kim (Seoul) report 9am KST daily', 'America/New_York', ['0 0 * * ?'], /"Kim \(Seoul\) report" as the job's name/],
    ['Alex (London) report 9am daily', 'Europe/London', ['0 9 * * ?'], /"Alex \(London\) report" as the job's name/],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // Seoul keeps Tokyo's offsets all year, but is not Tokyo; Lisbon keeps London's, but is not London
    ['Kim (Seoul) report 9am JST daily', 'America/New_York'],
    ['Alex (London) report 9am daily', 'Europe/Lisbon'],
  ])('"%s" is refused', (phrase, zone) => {
    refuses(phrase, zone, /could not read/);
  });
});
