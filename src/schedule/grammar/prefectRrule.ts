/**
 * A Prefect deployment's RRuleSchedule, pasted as its Python call:
 *
 *   RRuleSchedule(rrule="FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=7;BYMINUTE=0", timezone="Europe/Madrid")
 *   prefect: schedule=RRuleSchedule(rrule='FREQ=DAILY;BYHOUR=6;BYMINUTE=30', timezone='America/Denver')
 *
 * Prefect runs the iCalendar rule (RFC 5545) on the clock of its timezone, so the call is read as the rule in that
 * zone ("RRULE:… in Europe/Madrid"), which icalendar.ts reads as it reads any pasted rule (refusing what the
 * service's fields cannot hold). Safe because only the two keys rrule= and timezone= (an IANA name) are taken, the
 * tool's name and "schedule=" around them: a call with no timezone (Prefect then takes the zone of a DTSTART inside
 * the rule, else UTC), with another key, or with any word beside it keeps the phrase refused (null). A COUNT is refused too: Prefect anchors a
 * rule with no DTSTART at 2020-01-01 and counts its runs from then, not from now.
 */
export const PREFECT_RRULE_GATE = /\bRRuleSchedule\s*\(/;

const IANA = '(?:[A-Za-z]+/[A-Za-z_+-]+(?:/[A-Za-z_+-]+)?|UTC|Etc/UTC)';
const CALL = new RegExp(
  String.raw`^(?:prefect\s*:?\s*)?(?:schedules?\s*=\s*\[?\s*)?(?:[\w.]+\.)?RRuleSchedule\s*\(\s*rrule\s*=\s*(["'])([^"']+)\1\s*,\s*timezone\s*=\s*(["'])(${IANA})\3\s*,?\s*\)\s*\]?\s*,?$`,
  'i',
);

export function prefectRrule(phrase: string): { text: string; notes: string[] } | null {
  const m = CALL.exec(phrase.replace(/\s+/g, ' ').trim());
  if (m === null) return null;
  const rule = (m[2] as string).trim();
  // the rule alone: its parts separated by ";", a DTSTART kept beside it (its TZID said again below is refused)
  if (!/^(?:rrule:)?freq=/i.test(rule) || /\s/.test(rule)) return null;
  // COUNT: Prefect anchors a rule with no DTSTART at 2020-01-01, so its runs are counted from then (all spent), not
  // from now
  if (/(?:^|[;:])count\s*=/i.test(rule)) return null;
  const zone = m[4] as string;
  return {
    text: `${/^rrule:/i.test(rule) ? rule : `RRULE:${rule}`} in ${zone}`,
    notes: [`Read Prefect's RRuleSchedule as the iCalendar rule "${rule}" on the clock of its timezone (${zone}).`],
  };
}
