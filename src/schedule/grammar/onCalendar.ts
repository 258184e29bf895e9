/**
 * A systemd timer's calendar line, pasted: "OnCalendar=<day of week> <year-month-day> <hour:minute:second> <zone>"
 * (systemd.time(7)), each part optional, or one of its shorthands:
 *
 *   OnCalendar=Mon..Fri 07:30                     weekdays at 07:30
 *   OnCalendar=*-*-* 03:15:00 UTC                 every day at 03:15 UTC
 *   OnCalendar=Mon,Thu 10:00 America/Chicago      a zone last is the line's own
 *   OnCalendar=Sat *-*-1..7 18:00:00              a day of the week AND dates: the first Saturday of each month
 *   OnCalendar=*:0/15, *-*-* 00/6:00:00           every 15 minutes, every 6 hours
 *   OnCalendar=*-*-01 04:00:00, *-*~01 23:00      the 1st; "~01" is the month's last day
 *   OnCalendar=weekly | monthly | quarterly | yearly | daily | hourly   (weekly is Monday 00:00)
 *   systemd style: *-*-* 04:00:00                 the line after "systemd:", "systemd timer:", without its key
 *
 * A timer with no zone runs on the machine's clock: read in the writer's own zone with a note, or in the zone said
 * in parentheses ("(box is on UTC)", "(machine tz Europe/Helsinki)"). The line is handed on as "cron <fields> in <zone>" (days by name) or, for a
 * day of the week within a week of dates, as "<nth> <day> of every month at <time> in <zone>".
 *
 * Refused (left to the phrase's refusal): seconds other than 0 ("*:*:30"), a year, "~" other than the last day, a
 * day of the week beside dates that are not one week of the month, and anything else not in that form.
 */
export const ON_CALENDAR_GATE = /\bOnCalendar\s*[=:]|^\s*systemd\b/i;

const SHORTHANDS: Record<string, string> = {
  minutely: '*-*-* *:*:00',
  hourly: '*-*-* *:00:00',
  daily: '*-*-* 00:00:00',
  weekly: 'Mon *-*-* 00:00:00',
  monthly: '*-*-01 00:00:00',
  quarterly: '*-01,04,07,10-01 00:00:00',
  semiannually: '*-01,07-01 00:00:00',
  yearly: '*-01-01 00:00:00',
  annually: '*-01-01 00:00:00',
};

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** The days in systemd's order, Monday first, for its ranges ("Thu..Sun"). */
const WEEK_FROM_MONDAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAY_WORDS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NTH = ['first', 'second', 'third', 'fourth'];
const IANA = /^(?:[A-Za-z]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?|UTC|GMT)$/;
const MACHINE_ZONE =
  /\(\s*(?:the\s+)?(?:box|host|machine|server|node|vm|instance)(?:'s)?\s+(?:runs\s+(?:on\s+|in\s+)?|is\s+(?:on|in)\s+|(?:on|in)\s+|(?:tz|time\s*zone|timezone|zone|clock)\s*(?:is\s+|[:=]\s*)?)([a-z][\w/ .'-]{1,40}?)\s*(?:time)?\s*\)/i;

/** A list of numbers or ranges ("1..7", "01,16", "0/15", "*") as a cron field, or null. */
function field(text: string, max: number): string | null {
  if (text === '*') return '*';
  const parts = text.split(',');
  const out: string[] = [];
  for (const p of parts) {
    const m = /^(\*|\d{1,2})(?:\.\.(\d{1,2}))?(?:\/(\d{1,2}))?$/.exec(p);
    if (m === null) return null;
    const a = m[1] === '*' ? '*' : String(Number(m[1]));
    if (a !== '*' && Number(a) > max) return null;
    const b = m[2] === undefined ? '' : `-${Number(m[2])}`;
    if (b !== '' && (a === '*' || Number(m[2]) > max)) return null;
    out.push(`${a}${b}${m[3] === undefined ? '' : `/${Number(m[3])}`}`);
  }
  return out.join(',');
}

export function onCalendarPhrase(phrase: string, defaultZone: string): { text: string; notes: string[] } | null {
  const notes: string[] = [];
  let line = phrase.replace(/\s+/g, ' ').trim();
  let zone: string | null = null;
  const machine = MACHINE_ZONE.exec(line);
  if (machine) {
    zone = (machine[1] ?? '').trim();
    line = `${line.slice(0, machine.index)}${line.slice(machine.index + machine[0].length)}`.trim();
  }
  // (or after "systemd style:", "systemd timer:", the calendar line alone)
  const m =
    /^(?:(?:systemd\s+)?(?:timer\s*)?:?\s*)?OnCalendar\s*[=:]\s*(.+)$/i.exec(line) ??
    /^systemd(?:\s+(?:style|timer|calendar))?\s*:\s*(.+)$/i.exec(line);
  if (m === null) return null;
  let expr = (m[1] ?? '').trim();
  const short = SHORTHANDS[expr.toLowerCase()];
  if (short !== undefined) {
    notes.push(`Read "${expr}" as systemd's "${short}".`);
    expr = short;
  }
  const tokens = expr.split(' ');
  const last = tokens[tokens.length - 1] ?? '';
  if (tokens.length > 1 && IANA.test(last)) {
    if (zone !== null) return null;
    zone = last;
    tokens.pop();
  }
  // the day of the week first, then the date, then the time
  let dow = '*';
  if (tokens.length > 0 && /^[a-z]{3}/i.test(tokens[0] ?? '')) {
    const days: string[] = [];
    for (const item of (tokens.shift() ?? '').toLowerCase().split(',')) {
      const r = /^([a-z]{3})[a-z]*(?:\.\.([a-z]{3})[a-z]*)?$/.exec(item);
      if (r === null || !DAYS.includes(r[1] ?? '') || (r[2] !== undefined && !DAYS.includes(r[2]))) return null;
      // systemd counts the week from Monday to Sunday: "Thu..Sun" is Thursday to Sunday, "Sat..Mon" is no range
      if (r[2] === undefined) days.push(r[1] as string);
      else {
        const from = WEEK_FROM_MONDAY.indexOf(r[1] as string);
        const to = WEEK_FROM_MONDAY.indexOf(r[2]);
        if (from > to) return null;
        days.push(...WEEK_FROM_MONDAY.slice(from, to + 1));
      }
    }
    dow = days.join(',');
  }
  let dom = '*';
  let mon = '*';
  let lastDay = false;
  if (tokens.length > 0 && /[-~]/.test(tokens[0] ?? '') && !(tokens[0] ?? '').includes(':')) {
    const d = /^(?:(\*|\d{4})-)?([\d*.,/]+)(-|~)([\d*.,/]+)$/.exec(tokens.shift() ?? '');
    if (d === null || (d[1] !== undefined && d[1] !== '*')) return null;
    const months = field(d[2] ?? '', 12);
    if (months === null) return null;
    mon = months;
    if (d[3] === '~') {
      if (!/^0?1$/.test(d[4] ?? '')) return null;
      lastDay = true;
      dom = 'L';
    } else {
      const days = field(d[4] ?? '', 31);
      if (days === null) return null;
      dom = days;
    }
  }
  let minute = '0';
  let hour = '0';
  if (tokens.length > 0) {
    const t = /^([\d*/,.]+):([\d*/,.]+)(?::([\d*/.,]+))?$/.exec(tokens.shift() ?? '');
    if (t === null) return null;
    if (t[3] !== undefined && !/^0{1,2}$/.test(t[3])) return null; // seconds
    const h = field(t[1] ?? '', 23);
    const mi = field(t[2] ?? '', 59);
    if (h === null || mi === null) return null;
    hour = h;
    minute = mi;
  }
  if (tokens.length > 0) return null;
  if (zone === null) {
    zone = defaultZone;
    notes.push(`Read in ${defaultZone}, taken as the clock of the machine the timer runs on (no zone was given).`);
  }
  if (dow !== '*' && (dom !== '*' || lastDay)) {
    // systemd runs where both match: a day of the week within one week of dates is its nth in the month
    const week = /^(\d+)-(\d+)$/.exec(dom);
    const first = Number(week?.[1]);
    const day = DAYS.indexOf(dow);
    if (week === null || mon !== '*' || day < 0 || Number(week[2]) - first !== 6 || (first - 1) % 7 !== 0) return null;
    if (!/^\d+$/.test(hour) || !/^\d+$/.test(minute)) return null;
    const nth = NTH[(first - 1) / 7];
    if (nth === undefined) return null;
    const clock = `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
    notes.push(`Read "${dow} *-*-${week[1]}..${week[2]}" as the ${nth} ${DAY_WORDS[day]} of each month.`);
    return { text: `${nth} ${DAY_WORDS[day]} of every month at ${clock} in ${zone}`, notes };
  }
  return { text: `cron ${minute} ${hour} ${dom} ${mon} ${dow} in ${zone}`, notes };
}
