/**
 * The Recurrence trigger of Power Automate and Azure Logic Apps, its fields pasted as the designer shows them,
 * with the form's own time zone (a Windows display name, read by the zone reader):
 *
 *   Recurrence: Interval 1, Frequency Week, On these days Monday;Thursday, At these hours 8, At these minutes 30,
 *     Time zone (UTC-05:00) Eastern Time (US & Canada)            every monday, thursday at 08:30 in New York
 *   Power Automate flow: every 1 Hour, Time zone (UTC+10:00) Canberra, Melbourne, Sydney     every hour, Sydney
 *   Recurrence: Month, interval 1, start time 2026-12-01T09:00, time zone (UTC+05:30) Chennai, Kolkata, ...
 *                                                   the 1st of every month at 09:00 from 2026-12-01 (the start's day)
 *   Recurrence — Frequency: Week, On these days Monday, Friday, At these hours 9, At these minutes 30, Time zone …
 *   flow trigger: Month, interval 1, start time …   (the lists typed with commas, the designer's ";"; the trigger's
 *                                                   name set off by a dash, or called the flow's trigger)
 *   logic app recurrence: frequency Week, interval 1, weekDays Monday, Thursday, hours 8, minutes 15, timeZone
 *     Eastern Standard Time                         the code view's keys (weekDays, hours, minutes, start, tz)
 *   Recurrence trigger: Day, interval 1, at 7:00, time zone (UTC+05:45) Kathmandu      "at 7:00" for one time
 *   Power Automate recurrence: interval 1, frequency Day, time zone (UTC+10:00) Canberra, Melbourne, Sydney, at these
 *     hours 7, at these minutes 0                   the zone's field before others: it ends at the next field's key
 *   logic app recurrence: frequency Month, interval 1, monthDays -1, hours 22, minutes 0, timeZone …   (-1: the last day)
 *
 * The fields are put back as a sentence the grammar reads as any other. A month's day and a day's or week's time
 * come from "At these hours" and "At these minutes" together, else from the start time (as the form runs them).
 *
 * Refused (null: the phrase keeps its refusal): no time zone field (the form's default is UTC, which a paste that
 * leaves the field out may not mean), an interval above 1 for days, weeks or months (no CRON schedule), a start
 * time for minutes or hours (the steps count from it), hours without minutes or minutes without hours, a start time
 * with a "Z" or an offset, a week with no days, and any field not in the form.
 */
export const RECURRENCE_FORM_GATE =
  /^\s*(?:recurrence|power\s+automate|logic\s+apps?|flow\s+trigger)\b[^:]{0,30}:|^\s*(?:logic\s+apps?|power\s+automate)\s+recurrence\b/i;

// ("Recurrence — Frequency: Day, …": the trigger's name set off by a dash; "flow trigger: Month, …")
const HEAD =
  /^\s*(?:(?:(?:power\s+automate|logic\s+apps?)(?:\s+flow)?(?:\s+recurrence)?|recurrence(?:\s+trigger)?)\s*:|recurrence\s*[—–]|flow\s+trigger\s*:|(?:power\s+automate|logic\s+apps?)\s+recurrence\s+(?=(?:minute|hour|day|week|month|frequency)\b))\s*/i;
const UNIT = /^(minute|hour|day|week|month)s?$/i;
const DAY = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

const ORDINAL = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const pad = (n: number) => String(n).padStart(2, '0');

export function recurrenceFormPhrase(phrase: string): { text: string; note: string } | null {
  const typed = phrase.replace(/\s+/g, ' ').trim();
  const head = HEAD.exec(typed);
  if (head === null) return null;
  let body = typed.slice(head[0].length);
  const tz = /(?:^|,)\s*(?:time\s*zone|tz)\s*:?\s*(\S.*)$/i.exec(body);
  if (tz === null) return null;
  let zone = (tz[1] ?? '').trim();
  // the zone field said before others ("time zone (UTC+10:00) Canberra, Melbourne, Sydney, at these hours 7"): it
  // ends where a field's key starts (no Windows zone's name holds one)
  const next =
    /,\s*(?=(?:at\s+these|on\s+these|interval|frequency|start(?:\s+time)?|weekdays|hours|minutes|monthdays)\b)/i.exec(
      zone,
    );
  const after = next === null ? '' : zone.slice(next.index);
  if (next !== null) zone = zone.slice(0, next.index).trim();
  body = `${body.slice(0, tz.index)}${after}`;
  let interval: number | null = null;
  let unit: string | null = null;
  let days: string[] | null = null;
  let hours: number[] | null = null;
  let minutes: number[] | null = null;
  let monthDays: number[] | null = null;
  let start: { date: string; hour: number; minute: number; day: number } | null = null;
  // a list typed with commas, as the designer's ";" ("On these days Monday, Friday", "At these hours: 8,12,17"): a
  // bare day's name or number after a list's field goes on with that field
  const parts: string[] = [];
  for (const raw of body.split(/\s*,\s*/)) {
    const prev = parts.length - 1;
    const listOf =
      prev >= 0
        ? /^(?:on\s+these\s+days|at\s+these\s+(?:hours|minutes)|weekdays|hours|minutes|monthdays)\b/i.exec(
            parts[prev] ?? '',
          )
        : null;
    const bare = raw.trim();
    if (listOf && (/^(?:on|weekdays)/i.test(listOf[0]) ? DAY.test(bare) : /^-?\d{1,2}$/.test(bare)))
      parts[prev] = `${parts[prev]};${bare}`;
    else parts.push(raw);
  }
  for (const raw of parts) {
    const part = raw.trim();
    if (part === '') continue;
    const iv = /^interval\s*:?\s*(\d{1,3})$/i.exec(part);
    if (iv) {
      if (interval !== null) return null;
      interval = Number(iv[1]);
      continue;
    }
    const fq = /^(?:frequency\s*:?\s*)?(\w+)$/i.exec(part);
    if (fq && UNIT.test(fq[1] ?? '')) {
      if (unit !== null) return null;
      unit = (fq[1] ?? '').toLowerCase().replace(/s$/, '');
      continue;
    }
    const every = /^every\s+(\d{1,3})\s+(\w+)$/i.exec(part);
    if (every && UNIT.test(every[2] ?? '')) {
      if (interval !== null || unit !== null) return null;
      interval = Number(every[1]);
      unit = (every[2] ?? '').toLowerCase().replace(/s$/, '');
      continue;
    }
    // (the code view's keys too: "weekDays Monday, Thursday", "hours 8", "minutes 15", "start 2026-12-01T06:00:00")
    const on = /^(?:on\s+these\s+days|weekdays)\s*:?\s*(.+)$/i.exec(part);
    if (on) {
      const list = (on[1] ?? '').split(/\s*;\s*/);
      if (days !== null || !list.every((d) => DAY.test(d))) return null;
      days = list.map((d) => d.toLowerCase());
      continue;
    }
    const hs = /^(?:at\s+these\s+)?hours\s*:?\s*(\d{1,2}(?:\s*;\s*\d{1,2})*)$/i.exec(part);
    if (hs) {
      const list = (hs[1] ?? '').split(/\s*;\s*/).map(Number);
      if (hours !== null || list.some((h) => h > 23)) return null;
      hours = list;
      continue;
    }
    const ms = /^(?:at\s+these\s+)?minutes\s*:?\s*(\d{1,2}(?:\s*;\s*\d{1,2})*)$/i.exec(part);
    if (ms) {
      const list = (ms[1] ?? '').split(/\s*;\s*/).map(Number);
      if (minutes !== null || list.some((x) => x > 59)) return null;
      minutes = list;
      continue;
    }
    // the code view's monthDays, -1 the month's last day ("monthDays -1", "monthDays 1;15")
    const md = /^monthdays\s*:?\s*(-?\d{1,2}(?:\s*;\s*-?\d{1,2})*)$/i.exec(part);
    if (md) {
      const list = (md[1] ?? '').split(/\s*;\s*/).map(Number);
      if (monthDays !== null || list.some((d) => d === 0 || d > 31 || (d < 0 && d !== -1))) return null;
      if (list.includes(-1) && list.length > 1) return null;
      monthDays = list;
      continue;
    }
    // "at 7:00": one time of day, hours and minutes together
    const clock = /^at\s+(\d{1,2}):(\d\d)$/i.exec(part);
    if (clock) {
      if (hours !== null || minutes !== null || Number(clock[1]) > 23 || Number(clock[2]) > 59) return null;
      hours = [Number(clock[1])];
      minutes = [Number(clock[2])];
      continue;
    }
    const st = /^start(?:\s+time)?\s*:?\s*(\d{4})-(\d\d)-(\d\d)t(\d\d):(\d\d)(?::00)?$/i.exec(part);
    if (st === null || start !== null) return null;
    start = { date: `${st[1]}-${st[2]}-${st[3]}`, day: Number(st[3]), hour: Number(st[4]), minute: Number(st[5]) };
    if (start.hour > 23 || start.minute > 59 || start.day < 1 || start.day > 31) return null;
  }
  if (unit === null) return null;
  const n = interval ?? 1;
  if (n < 1) return null;
  if ((hours === null) !== (minutes === null)) return null;
  let text: string;
  if (unit === 'minute' || unit === 'hour') {
    if (start !== null || days !== null || hours !== null || monthDays !== null) return null;
    text = `every ${n === 1 ? unit : `${n} ${unit}s`}`;
  } else {
    if (n !== 1) return null;
    const times =
      hours !== null && minutes !== null
        ? hours.flatMap((h) => (minutes ?? []).map((x) => `${pad(h)}:${pad(x)}`))
        : start !== null
          ? [`${pad(start.hour)}:${pad(start.minute)}`]
          : null;
    if (times === null) return null;
    const at = `at ${times.join(', ')}`;
    if (unit !== 'month' && monthDays !== null) return null;
    if (unit === 'day') {
      if (days !== null) return null;
      text = `every day ${at}`;
    } else if (unit === 'week') {
      if (days === null) return null;
      text = `every ${days.join(', ')} ${at}`;
    } else if (monthDays !== null) {
      if (days !== null) return null;
      const named = monthDays.map((d) => (d === -1 ? 'last day' : ORDINAL(d)));
      const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
      text = `on the ${list} of every month ${at}`;
    } else {
      if (days !== null || start === null) return null;
      text = `on the ${ORDINAL(start.day)} of every month ${at}`;
    }
    if (start !== null) text = `${text} from ${start.date}`;
  }
  text = `${text} ${zone}`;
  return { text, note: `Read the Recurrence trigger's fields ("${body.trim()}") as "${text}".` };
}
