import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: every zone below on its standard time)
describe("Temporal's Python SDK calendars: ScheduleCalendarSpec(hour=[ScheduleRange(9)], ...)", () => {
  it.each([
    [
      'ScheduleSpec(calendars=[ScheduleCalendarSpec(minute=[ScheduleRange(15)], hour=[ScheduleRange(6)], day_of_week=[ScheduleRange(6)])], time_zone_name="Europe/Berlin")',
      'UTC',
      ['15 5 ? * 7'],
      /Temporal's calendar as the fields "15 6 \* \* sat"/,
    ],
    [
      'temporal: ScheduleSpec(calendars=[ScheduleCalendarSpec(hour=[ScheduleRange(0, 12, 12)])])',
      'Europe/Paris',
      ['0 0,12 * * ?'],
      /no time zone in UTC/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['ScheduleSpec(calendars=[ScheduleCalendarSpec(hour=[ScheduleRange(9)], year=[ScheduleRange(2027)])])', /./],
    [
      'ScheduleSpec(calendars=[ScheduleCalendarSpec(hour=[ScheduleRange(9)], day_of_week=[ScheduleRange(1, step=2)])])',
      /./,
    ],
    ['ScheduleSpec(calendars=[ScheduleCalendarSpec(hour=[ScheduleRange(9)], day_of_week=[ScheduleRange(5, 1)])])', /./],
    ['ScheduleSpec(calendars=[ScheduleCalendarSpec(hour=[ScheduleRange(9)], comment="tomorrow only")])', /./],
    [
      'ScheduleSpec(calendars=[ScheduleCalendarSpec(hour=[ScheduleRange(9)])], skip=[ScheduleCalendarSpec(month=[ScheduleRange(12)])])',
      /./,
    ],
  ])('refuses %s', (phrase, reason) => refuses(phrase, 'UTC', reason));
});

describe("Prefect's RRuleSchedule(rrule=..., timezone=...): the iCalendar rule on its zone's clock", () => {
  it.each([
    [
      'RRuleSchedule(rrule="FREQ=DAILY;BYHOUR=6;BYMINUTE=30", timezone="America/Denver")',
      'Europe/London',
      ['30 13 * * ?'],
      /Prefect's RRuleSchedule as the iCalendar rule "FREQ=DAILY;BYHOUR=6;BYMINUTE=30" on the clock of its timezone \(America\/Denver\)/,
    ],
    [
      "prefect: schedule=RRuleSchedule(rrule='FREQ=WEEKLY;BYDAY=TU,TH;BYHOUR=18;BYMINUTE=0', timezone='Asia/Tokyo')",
      'Europe/London',
      ['0 9 ? * 3,5'],
      /Prefect's RRuleSchedule/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no timezone: Prefect takes a DTSTART's zone, else UTC; not guessed
    ['RRuleSchedule(rrule="FREQ=DAILY;BYHOUR=6;BYMINUTE=30")', /./],
    ['RRuleSchedule(rrule="FREQ=DAILY;BYHOUR=6;BYMINUTE=30", timezone="America/Denver", dtstart=start)', /./],
    ['RRuleSchedule(rrule="FREQ=DAILY;BYHOUR=6;BYMINUTE=30", timezone="America/Denver") until march', /./],
    ['RRuleSchedule(rrule="FREQ=DAILY;INTERVAL=2;BYHOUR=6;BYMINUTE=30", timezone="America/Denver")', /./],
    // COUNT: Prefect anchors a rule with no DTSTART at 2020-01-01 and counts its runs from then, not from now
    ['RRuleSchedule(rrule="FREQ=DAILY;COUNT=5;BYHOUR=6;BYMINUTE=30", timezone="America/Denver")', /./],
    ['RRuleSchedule(rrule="RRULE:FREQ=DAILY;BYHOUR=6;BYMINUTE=30;COUNT=5", timezone="America/Denver")', /./],
    ['RRuleSchedule(rrule="FREQ=WEEKLY;BYDAY=MO;COUNT=3;BYHOUR=6;BYMINUTE=0", timezone="Asia/Tokyo")', /./],
  ])('refuses %s', (phrase, reason) => refuses(phrase, 'Europe/London', reason));
});

describe("APScheduler's from_crontab with day numbers, the days said again after the call in words", () => {
  it.each([
    [
      "CronTrigger.from_crontab('45 7 * * 3', timezone='Europe/Rome') — wednesdays",
      'UTC',
      ['45 6 ? * 4'],
      /day of week "3" as wednesdays, as Unix cron numbers the days/,
    ],
    [
      "apscheduler CronTrigger.from_crontab('0 18 * * 1-5', timezone='America/Chicago') # weekdays",
      'UTC',
      ['0 0 ? * 3-7'],
      /APScheduler 3's from_crontab would count "1-5" from Monday/,
    ],
    [
      "CronTrigger.from_crontab('0 6 * * 1,4', timezone='UTC') — mondays and thursdays",
      'Europe/London',
      ['0 6 ? * 2,5'],
      /"0 6 \* \* mon,thu"/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the days said are APScheduler 3's reading, or neither: which is meant is not sure
    ["CronTrigger.from_crontab('45 7 * * 3', timezone='Europe/Rome') — thursdays", /./],
    ["CronTrigger.from_crontab('45 7 * * 1-5', timezone='Europe/Rome') — mondays", /./],
    ["CronTrigger.from_crontab('45 7 * * 3', timezone='Europe/Rome')", /0 = Monday/],
    ["CronTrigger.from_crontab('45 7 * * 3', timezone='Europe/Rome') — wednesdays until june", /./],
    ["CronTrigger.from_crontab('45 7 * * 3', timezone='Europe/Rome') — every other wednesday", /./],
  ])('refuses %s', (phrase, reason) => refuses(phrase, 'UTC', reason));
});
