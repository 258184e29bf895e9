import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('Oracle DBMS_SCHEDULER repeat intervals, their days in three letters', () => {
  it.each([
    // the call's start_date: its zone is the job's, its date the rule's start
    [
      "repeat_interval => 'FREQ=DAILY;BYHOUR=5;BYMINUTE=15', start_date => TIMESTAMP '2026-03-01 00:00:00 Asia/Tokyo'",
      'UTC',
      ['15 20 * * ?'],
      /start_date \(2026-03-01, Asia\/Tokyo\)/,
    ],
    // Oracle's days, the zone said in words after the rule
    [
      "dbms_scheduler repeat_interval 'FREQ=WEEKLY;BYDAY=TUE,THU;BYHOUR=9;BYMINUTE=45' (start_date in Asia/Kolkata)",
      'UTC',
      ['15 4 ? * 3,5'],
      /Oracle DBMS_SCHEDULER/,
    ],
    ["'FREQ=MONTHLY;BYDAY=1MON;BYHOUR=8;BYMINUTE=0' America/New_York", 'UTC', ['0 13 ? * 2#1'], /job's zone/],
    // Oracle's own INTERVAL=1 and BYSECOND=0 beside the rule's hour and minute
    ["repeat_interval => 'FREQ=DAILY;INTERVAL=1;BYHOUR=6;BYMINUTE=0;BYSECOND=0'", 'UTC', ['0 6 * * ?'], /Oracle/],
    // the rule alone in quotes, on the writer's clock
    ["'FREQ=MONTHLY;BYMONTHDAY=-1;BYHOUR=22;BYMINUTE=30'", 'Asia/Tokyo', ['30 13 L * ?'], /repeat interval/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no BYMINUTE: Oracle takes the minute of the start date, not shown
    ["repeat_interval => 'FREQ=DAILY;BYHOUR=6'", /./],
    // a weekly rule with no BYDAY: the start date's weekday
    ["repeat_interval => 'FREQ=WEEKLY;BYHOUR=6;BYMINUTE=0'", /./],
    // words beside the rule that bound it
    ["repeat_interval => 'FREQ=DAILY;BYHOUR=6;BYMINUTE=0' until march", /./],
    ["'FREQ=DAILY;BYHOUR=6;BYMINUTE=0' except in august", /./],
    // a named schedule excluded: its dates are not said
    ["repeat_interval => 'FREQ=DAILY;BYHOUR=6;BYMINUTE=0;EXCLUDE=company_holidays'", /./],
    // iCalendar's COUNT=, UNTIL= and WKST=, not Oracle's: no Oracle job's rule (its runs bounded by end_date or
    // max_runs, not shown)
    ["repeat_interval => 'FREQ=DAILY;BYHOUR=6;BYMINUTE=0;COUNT=5'", /./],
    ["repeat_interval => 'FREQ=DAILY;BYHOUR=6;BYMINUTE=0;UNTIL=20270101T000000Z'", /./],
    ["dbms_scheduler repeat_interval 'FREQ=WEEKLY;BYDAY=MON;BYHOUR=6;BYMINUTE=0;WKST=SUN' Europe/Lisbon", /./],
    // a day Oracle does not write
    ["repeat_interval => 'FREQ=WEEKLY;BYDAY=MOX;BYHOUR=6;BYMINUTE=0'", /./],
    // a start date with a zone and another zone said
    [
      "repeat_interval => 'FREQ=DAILY;BYHOUR=6;BYMINUTE=0', start_date => TIMESTAMP '2026-03-01 00:00:00 Asia/Tokyo' Europe/Paris",
      /./,
    ],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
