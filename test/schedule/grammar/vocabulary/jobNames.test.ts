import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { hm, NOW, read, refused, refusedRules, rules } from './read.js';

const named = (name: string) => `Read "${name}" as the job's name, not as part of the schedule.`;

describe("the job's name said before its schedule is set aside, with a note", () => {
  it.each([
    ['healthcheck every 5 min', 'healthcheck'],
    ['purge cache hourly at :45', 'purge cache'],
    ['SLA report every weekday 5:30pm', 'sla report'],
    ['rotate certs on the 1st at 03:00 UTC', 'rotate certs'],
    ['partition rollover first of the month 00:05 UTC', 'partition rollover'],
    ['payroll run last business day 2pm', 'payroll'],
    ['on-call handover every monday 9am', 'on-call handover'],
    ['freshdesk export: every 4h', 'freshdesk export'],
    ['db vacuum: sundays 0300 UTC', 'db vacuum'],
    ['hey team, invoice export every friday at 5pm', 'invoice export'],
    ['the job should run every day at 3am', 'job'],
    ['cost report weekdays 08:00', 'cost report'],
    ['db vacuum sundays 0300 UTC', 'db vacuum'],
    ['please run the backup every day at 9am', 'backup'],
    ['weekly digest mondays 9am', 'digest'],
    ['jira hygiene reminder mon wed fri 9:45', 'jira hygiene reminder'],
    ['open-store reminder Mon-Sat 8:30am', 'open-store reminder'],
    ['VAT return reminder 7th of feb, may, aug, nov 9am', 'vat return reminder'],
    ['timesheet reminder every friday at 3pm', 'timesheet reminder'],
    ['get the digest out every monday at 9am', 'get the digest out'],
    ['Cairo office: sunday to thursday 10am', 'office'],
    // a frequency first makes the day after the name the schedule's
    ['weekly report thursday 2pm', 'report'],
    ['weekly reset tuesday 15:00 UTC', 'reset'],
    // a part of the day, or a day, before the name
    ['evening bulletin 18:30 mon-sat', 'bulletin'],
    ['sunday long read at 8', 'long read'],
    // after the schedule: a word or two ending in a word for a job, or set off by a mark
    ['every monday at 9am digest', 'digest'],
    ['mon/wed/fri 07:45 build', 'build'],
    ['every weekday at 6pm pacific — deploy freeze reminder', 'deploy freeze reminder'],
    // names written as code, with a digit between letters, or known short forms
    ['kick off the ETL at 1:15am every day except sunday', 'etl'],
    ['rerun e2e suite every 2 hrs on weekdays', 'rerun e2e suite'],
    ['pg_dump at 03:10 daily', 'pg_dump'],
    ['dev stream last thursday of the month 11am', 'dev stream'],
  ])('"%s"', (phrase, name) => {
    expect(read(phrase).assumptions).toContain(named(name));
  });

  it.each([
    ['every weekday at 4:45pm remind the team to update the crm', 'remind the team to update the crm'],
    ['from Feb 22 2027 to Jun 11 2027 every weekday 7:50am ping the homeroom teachers', 'ping the homeroom teachers'],
  ])('"%s": a reminder, said after its schedule with its verb', (phrase, words) => {
    expect(read(phrase).assumptions).toContain(`Read "${words}" as a reminder to send, not as part of the schedule.`);
  });

  it.each([
    ['every sunday at 6pm post the numbers', 'post the numbers'],
    ['every day at 9am publish the changelog', 'publish the changelog'],
  ])('"%s": what the job does, said after its schedule with its verb', (phrase, words) => {
    expect(read(phrase).assumptions).toContain(`Read "${words}" as what the job does, not as part of the schedule.`);
  });

  it.each([
    ["send the 'last chance' email at 23:59 on the last day of each month", "'last chance'"],
    ["push 'weekend deals' every Fri 5pm", "'weekend deals'"],
    ['monthly "what\'s new" post on the first working day at 9am', '"what\'s new"'],
    ['the \u201cdaily\u201d report every friday 9am', '\u201cdaily\u201d'],
  ])('"%s": a title in quotes is a name, whatever its words', (phrase, title) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok && r.value.intent.assumptions).toContain(`Read ${title} as a name, not as part of the schedule.`);
  });

  it.each([
    ["every 'monday' at 9", /monday/],
    ["schedule: 'every monday 9am'", /every monday/],
    ["don't run it on weekends, it's fine weekdays 9am", /don't/],
  ])('refuses "%s": a quote within the schedule is no title, a negation no name', (phrase, words) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok ? 'answered' : r.problem.message).toMatch(words);
  });

  it.each([
    ['remind me every morning at 8 to take my meds', 'remind me ... to take my meds'],
    ['remind me to call mom sundays at 7pm', 'remind me to call mom'],
    ['nudge #design every tuesday 11:00 about the critique', 'nudge #design ... about the critique'],
    ['remind the channel the 1st monday of each month at 9am about OKRs', 'remind the channel ... about okrs'],
    ['every weekday at 5:30pm remind me to log my hours', 'remind me to log my hours'],
    ['remind me every weekday at 12:30 to eat lunch, except fridays', 'remind me ... to eat lunch'],
  ])('"%s": a request to tell someone, and what to tell them', (phrase, words) => {
    expect(read(phrase).assumptions).toContain(`Read "${words}" as a reminder to send, not as part of the schedule.`);
  });

  it.each([
    // a reminder at a bare hour of the small hours: 4 AM or 4 PM?
    ['ping me every friday at 4 to submit expenses', /"at 4" for a reminder could be 4 AM or 4 PM/],
    ['every day at 3 remind the team to stand up', /"at 3" for a reminder could be 3 AM or 3 PM/],
    // a time word in what to tell stays unread
    ['remind me every monday at 9am to do the weekly review', /weekly/],
    // more than a request, a schedule and what to tell
    ['remind me every monday at 9am to do it, hourly after', /hourly|after/],
  ])('refuses "%s"', (phrase, message) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok ? 'answered' : r.problem.message).toMatch(message);
  });

  it("takes a place before the name for the zone only where it is the person's own, or a colon sets the name off", () => {
    expect(read('Kenya payroll on the 25th at 10am', 'Africa/Nairobi').zone.name).toBe('Africa/Nairobi');
    expect(refused('Kenya payroll on the 25th at 10am', 'Europe/London').message).toMatch(/payroll/);
    expect(refused('London report at 9am', 'America/New_York').message).toMatch(/report/);
    expect(read('Cairo office: sunday to thursday 10am', 'Europe/London').zone.name).toBe('Africa/Cairo');
  });

  it('reads the schedule after the name as it reads it alone', () => {
    const i = read('pager summary weekdays 08:55');
    expect(i.days).toEqual({ kind: 'weekdays', days: [2, 3, 4, 5, 6] });
    expect(i.times).toEqual([hm(8, 55)]);
  });

  it.each([
    // a word that could say when is no name: a day known by name, a slip, a stem of time, an ordinal, letters of days
    ['patch tuesday 10am', /patch/],
    ['easter monday 9am', /easter/],
    ['black friday at 6am', /black/],
    ['on thanksgiving at noon', /thanksgiving/],
    ['every easter sunday at 9am', /easter/],
    ['patch tuesday at 10am', /patch/],
    ['hourly outside business hours', /outside/],
    ['biwkly mon 9am', /biwkly/],
    ['eom report at 9am', /eom report/],
    ['payday batch at 9am', /payday/],
    ['MWF 6am', /mwf/],
    ['M-W-F at 9am', /m-w-f/],
    ['fifteenth at 8am', /fifteenth/],
    ['penultimate business day 4pm', /penultimate/],
    ['q4 report daily 9am', /q4/],
    ['alternate mondays 9am', /alternate/],
    // a zone abbreviation the grammar does not know is not a name
    ['WAT digest daily 9am', /wat/],
    // words of days and frequency in other languages the grammar does not read ("cada lunes" it does: secondLanguage;
    // "chaque lundi" too: frenchWords; "ogni lunedì": italianWords; "ogni quindici giorni", every fifteen days, no)
    ['rapporto ogni quindici giorni 9am', /ogni|quindici|giorni/],
    // not first in the phrase, or after the schedule
    ['every day at 9am, thanks blah', /blah/],
    // after the schedule without a verb, a name must end in a word for a job: an unknown place is no name
    ['every day at 9 vegas', /vegas/],
    ['every day at 9 — server', /server/],
    // after the schedule, only what starts with a verb of the job; a time word in it stays unread
    ['every monday at 9am remind the team until noon', /until noon|remind/],
    ['every weekday at 9 send the weekly report', /weekly|send/],
    ['march report every monday', /report/],
    // a name of more than four words is a sentence
    ['the big weekly customer churn numbers export every friday', /big|customer/],
  ])('refuses "%s", quoting the words', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"local" beside a name that holds a place', () => {
  it("is the station's clock where the name is a station's code and words (placeZones.test.ts), said in a note", () => {
    const i = read('DXB station check-in daily 03:00 local', 'Europe/London');
    expect(i.zone.name).toBe('Asia/Dubai');
    expect(i.assumptions.join(' ')).toMatch(/"local" read as the local time of the station named, DXB/);
  });

  it("is refused where the name holds a place's code but is no station's", () => {
    expect(refused('DXB report daily 03:00 local', 'Europe/London').message).toMatch(
      /"local" could be the time in DXB or yours \(Europe\/London\)/,
    );
  });

  it("is the person's own where the name holds no place", () => {
    expect(read('KPI digest daily 9am local', 'Asia/Tokyo').zone.name).toBe('Asia/Tokyo');
  });
});

describe("a booking's day, and times said beside a reminder", () => {
  it.each([
    // it read as every month on the 3rd ("booked for" as the name)
    ['pump truck booked for the 3rd 7am', /booked for/],
    ['crane scheduled for the 12th at 6am', /scheduled for/],
    // whether a place is open says when runs are wanted: not a name's word (it read as the job's name)
    ['store closed 9am weekdays', /store closed/],
    // the event's time was read as a run beside the posts (Friday 5pm twice?)
    ['orders close 5pm fri - post the menu 4pm and 5pm fri', /is said before a reminder with its own times/],
    // a reminder that says only when is a reminder of what is said beside it (it read as two runs)
    ['compost bins: mondays 6am, reminder sunday at 8pm', /said beside a reminder/],
    ['yard waste tuesdays 7:00, heads-up monday 19:00', /said beside a reminder/],
    ['standup 9am weekdays, reminder 8:50am weekdays', /said beside a reminder/],
    // in another language, with its clocks written "7h"
    ['coleta de vidro: quintas às 7h, lembrete na quarta às 21h', /said beside a reminder/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase, 'America/New_York').message).toMatch(words);
  });

  it("reads only the reminder's own times, never the event's said before it", () => {
    const wedThu = rules('hot lunch orders close thursday noon, remind wed 7pm and thurs 8am');
    expect(wedThu.map((r) => [r.days, r.times])).toEqual([
      [{ kind: 'weekdays', days: [4] }, [hm(19)]],
      [{ kind: 'weekdays', days: [5] }, [hm(8)]],
    ]);
    const fri = rules('orders close 5pm fri - remind everyone 4pm and 5pm fri');
    expect(fri.map((r) => r.times)).toEqual([[hm(16), hm(17)]]);
  });

  it('near misses: a name ending in a noun or in "due", and reminders each said, still read', () => {
    expect(rules('sterile supply order mondays and thursdays 9:45am')[0]?.times).toEqual([hm(9, 45)]);
    expect(rules('lunch count due 9:30 mon-fri')[0]?.times).toEqual([hm(9, 30)]);
    expect(rules('orders close thursday noon')[0]?.times).toEqual([hm(12)]);
    // a reminder with a purpose of its own is a job of its own
    expect(rules('water plants 8am daily, refill reminder sunday 6pm').length).toBe(2);
  });
});
