import { zoneNamed } from '../tz.js';

/**
 * An Oracle DBMS_SCHEDULER repeat interval, pasted from its call or its job's row, the rule in quotes:
 *
 *   repeat_interval => 'FREQ=DAILY;BYHOUR=6;BYMINUTE=30', start_date => TIMESTAMP '2026-12-01 00:00:00 Asia/Kabul'
 *   DBMS_SCHEDULER repeat_interval 'FREQ=WEEKLY;BYDAY=MON,WED,FRI;BYHOUR=7;BYMINUTE=0' (start_date in Asia/Colombo)
 *   'FREQ=MONTHLY;BYMONTHDAY=-1;BYHOUR=23;BYMINUTE=0'                 the rule alone, in quotes
 *   'FREQ=MONTHLY;BYDAY=-1FRI;BYHOUR=18;BYMINUTE=0' Europe/Lisbon     the zone after it
 *
 * Oracle's calendaring syntax is iCalendar's (RFC 5545) but for its days, written with three letters ("MON", "-1FRI"):
 * they are written with iCalendar's two ("MO", "-1FR") and the rule handed to icalendar.ts, which reads it as any
 * pasted rule (refusing what the service's fields cannot hold). The job runs on its start_date's zone (said in its
 * TIMESTAMP, or in words beside it), else on the session's clock, taken as the writer's; a start_date is the rule's
 * DTSTART, so a start still to come bounds the runs.
 *
 * Safe because Oracle, like iCalendar, takes the hour, the minute and the day a rule leaves out from its start date
 * (which a pasted rule often does not show): only a rule giving BYHOUR and BYMINUTE, and for WEEKLY its BYDAY, for
 * MONTHLY its BYDAY or BYMONTHDAY, is read; a rule by hours or minutes, an INCLUDE/EXCLUDE of named schedules, a
 * start_date with no zone beside a zone said apart, or any other word beside the rule keeps the phrase refused (null).
 */
export const ORACLE_REPEAT_GATE = /\brepeat_interval\b|\bdbms_scheduler\b|^\s*'\s*freq\s*=/i;

const IANA = String.raw`(?:[A-Za-z]+/[A-Za-z_+-]+(?:/[A-Za-z_+-]+)?|UTC)`;
const CALL =
  /^(?:dbms_scheduler(?:\.\w+)?\s*:?\s*)?(?:repeat_interval\s*(?:=>|=|:)?\s*)?'(?<rule>\s*freq\s*=[^']+)'\s*(?<rest>.*?)$/i;
/** start_date => TIMESTAMP '2026-12-01 00:00:00 Asia/Kabul' (the keyword and the seconds optional) */
const START = new RegExp(
  String.raw`^,?\s*start_date\s*(?:=>|=|:)?\s*(?:timestamp\s*)?'(?<y>\d{4})-(?<mo>\d\d)-(?<d>\d\d)(?:[ t](?<h>\d\d):(?<mi>\d\d)(?::(?<s>\d\d))?)?\s+(?<zone>${IANA})'\s*,?$`,
  'i',
);
/** (start_date in Asia/Colombo), Europe/Lisbon, in Europe/Lisbon, tz Europe/Lisbon, timezone Europe/Lisbon */
const ZONE = new RegExp(
  String.raw`^,?\s*(?:\(\s*(?:start_date\s+(?:in|is)\s+|(?:in|tz|timezone|time\s+zone)\s*:?\s*)?(?<a>${IANA})\s*\)|(?:(?:in|tz|timezone|time\s+zone)\s*:?\s*)?(?<b>${IANA}))$`,
  'i',
);
/** Oracle's calendaring syntax's parts (no COUNT, UNTIL or WKST, which are iCalendar's). */
const ORACLE_PARTS =
  /^(?:FREQ|INTERVAL|BYMONTH|BYWEEKNO|BYYEARDAY|BYDATE|BYMONTHDAY|BYDAY|BYHOUR|BYMINUTE|BYSECOND|BYSETPOS|PERIODS|BYPERIOD)=/;
const DAYS = new Map([
  ['mon', 'mo'],
  ['tue', 'tu'],
  ['wed', 'we'],
  ['thu', 'th'],
  ['fri', 'fr'],
  ['sat', 'sa'],
  ['sun', 'su'],
]);

export function oracleRepeatInterval(phrase: string): { text: string; notes: string[] } | null {
  const m = CALL.exec(phrase.replace(/\s+/g, ' ').trim());
  if (m === null) return null;
  const said = (m.groups?.rule ?? '').trim();
  const parts = said
    .split(/\s*;\s*/)
    .filter((p) => p !== '')
    .map((p) => p.replace(/\s*=\s*/, '=').toUpperCase());
  const key = (name: string) => parts.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1) ?? null;
  const freq = key('FREQ');
  if (freq === null || !/^(?:DAILY|WEEKLY|MONTHLY)$/.test(freq)) return null;
  if (key('BYHOUR') === null || key('BYMINUTE') === null) return null;
  if (freq === 'WEEKLY' && key('BYDAY') === null) return null;
  if (freq === 'MONTHLY' && key('BYDAY') === null && key('BYMONTHDAY') === null) return null;
  // every part a NAME=VALUE of letters, digits, commas and signs (no INCLUDE=/EXCLUDE= of named schedules)
  if (!parts.every((p) => /^[A-Z]+=[A-Z0-9,+-]+$/.test(p)) || parts.some((p) => /^(?:IN|EX)CLUDE=/.test(p))) {
    return null;
  }
  // only Oracle's own parts: iCalendar's COUNT=, UNTIL= and WKST= are not Oracle's (a job bounds its runs by its
  // end_date or max_runs, not shown), so a rule with them is no Oracle job's
  if (!parts.every((p) => ORACLE_PARTS.test(p))) return null;
  let ok = true;
  const rule = parts
    .map((p) => {
      if (!p.startsWith('BYDAY=')) return p;
      const days = p
        .slice(6)
        .split(',')
        .map((d) => {
          const x = /^([+-]?\d{0,2})([A-Z]{2,3})$/.exec(d);
          const word = x?.[2] ?? '';
          const day = word.length === 3 ? DAYS.get(word.toLowerCase()) : word;
          if (x === null || day === undefined) ok = false;
          return `${x?.[1] ?? ''}${day ?? d}`;
        });
      return `BYDAY=${days.join(',').toUpperCase()}`;
    })
    .join(';');
  if (!ok) return null;
  const rest = (m.groups?.rest ?? '').trim();
  const notes = [
    `Read "${said}" as an Oracle DBMS_SCHEDULER repeat interval: iCalendar's rule, its days in Oracle's words.`,
  ];
  if (rest === '') return { text: `RRULE:${rule}`, notes };
  const start = START.exec(rest);
  if (start !== null) {
    const g = start.groups ?? {};
    const zone = g.zone as string;
    if (!/^utc$/i.test(zone) && zoneNamed(zone) === null) return null;
    const time = `${g.h ?? '00'}${g.mi ?? '00'}${g.s ?? '00'}`;
    notes.push(`Read the start_date (${g.y}-${g.mo}-${g.d}, ${zone}) as when the job starts, on its zone's clock.`);
    return { text: `DTSTART;TZID=${zone}:${g.y}${g.mo}${g.d}T${time} RRULE:${rule}`, notes };
  }
  const z = ZONE.exec(rest);
  const zone = z?.groups?.a ?? z?.groups?.b ?? null;
  if (zone === null || (!/^utc$/i.test(zone) && zoneNamed(zone) === null)) return null;
  notes.push(`Read "${rest}" as the job's zone (${zone}).`);
  return { text: `RRULE:${rule} in ${zone}`, notes };
}
