import { zoneNamed } from '../tz.js';
import { WINDOWS_ZONES } from '../windowsZones.js';
import { resolveZoneWord } from '../zones.js';

/**
 * A Windows "schtasks" command line, pasted: its /sc (schedule), /mo (modifier), /d (days), /m (months) and /st
 * (start time) switches put back as words, read on the machine's clock (taken as the writer's, with a note):
 *
 *   schtasks /create /sc daily /st 07:15 /tn "Linen report"      every day at 07:15 ("Linen report" is the name)
 *   schtasks /sc weekly /d MON,THU /st 18:30                       every mon, thu at 18:30
 *   schtasks /sc monthly /mo lastday /m * /st 18:00                the last day of every month at 18:00
 *   schtasks /sc monthly /d 15 /st 09:00, /sc monthly /mo first /d MON /st 08:00
 *   schtasks /sc minute /mo 15, /sc hourly /mo 2 /st 00:00
 *
 * Refused (null: the phrase keeps its refusal): a switch not listed (/sd, /ed, /ri, /du ...), "/sc once" and the
 * event schedules, a /mo of days or weeks above 1 (every other day or week: not a CRON schedule), a weekly or
 * monthly task with no /d (its day is the day it was made), a minute or hourly task with no /st (it counts from when it was made).
 */
export const SCHTASKS_GATE = /\bschtasks\b/i;

const DAYS = '(?:mon|tue|wed|thu|fri|sat|sun)';
const MONTHS = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)';

/**
 * "(server is on "AUS Eastern Standard Time")", "(box runs Europe/Berlin)": the clock of the machine the task runs
 * on, said in brackets after the line: a Windows zone's id or display name, an IANA name, or a zone's word.
 */
const MACHINE_CLOCK =
  /\s*\(\s*(?:the\s+|our\s+|that\s+|this\s+)?(?:server|box|host|machine|pc|vm)(?:'s)?\s+(?:is\s+(?:on|in)|runs\s+(?:on\s+|in\s+)?|(?:on|in)|(?:tz|time\s*zone|clock)\s+(?:is\s+)?)\s*["']?([a-z][\w/ .,()+:-]{1,60}?)["']?\s*(?:time)?\s*\)\s*$/i;

/** The IANA zone a machine's clock names: a Windows id or display name, an IANA name or a zone's word. */
function machineZone(words: string): string | null {
  const w = words.trim().replace(/\s+/g, ' ');
  const windows = WINDOWS_ZONES.get(w.toLowerCase());
  if (windows !== undefined) return windows;
  if (/^[a-z]+\/[a-z_+-]+(?:\/[a-z_+-]+)?$/i.test(w) && zoneNamed(w) !== null) return w;
  return resolveZoneWord(w.toLowerCase());
}

export function schtasksPhrase(pasted: string): { text: string; notes: string[] } | null {
  const clock = MACHINE_CLOCK.exec(pasted);
  const zone = clock ? machineZone(clock[1] ?? '') : null;
  if (clock && zone === null) return null;
  const phrase = clock ? pasted.slice(0, clock.index) : pasted;
  const m = /^\s*schtasks(?:\.exe)?\s+(.*)$/i.exec(phrase.replace(/\s+/g, ' '));
  if (m === null) return null;
  const sw: Record<string, string> = {};
  for (const part of (m[1] ?? '').matchAll(/\/(\w+)(?:\s+("[^"]*"|'[^']*'|[^\s/][^\s]*))?/g)) {
    const key = (part[1] ?? '').toLowerCase();
    if (sw[key] !== undefined) return null;
    sw[key] = (part[2] ?? '').replace(/^["']|["']$/g, '');
  }
  // nothing but switches
  if ((m[1] ?? '').replace(/\/\w+(?:\s+("[^"]*"|'[^']*'|[^\s/][^\s]*))?/g, '').trim() !== '') return null;
  const known = new Set(['create', 'f', 'sc', 'mo', 'd', 'm', 'st', 'tn', 'tr']);
  if (Object.keys(sw).some((k) => !known.has(k))) return null;
  const sc = (sw.sc ?? '').toLowerCase();
  const mo = (sw.mo ?? '').toLowerCase();
  const st = sw.st ?? '';
  if (st !== '' && !/^\d{1,2}:\d\d$/.test(st)) return null;
  const at = st === '' ? '' : ` at ${st}`;
  const days = (sw.d ?? '').toLowerCase();
  const months = (sw.m ?? '').toLowerCase();
  if (months !== '' && months !== '*' && !new RegExp(`^${MONTHS}(?:,${MONTHS})*$`).test(months)) return null;
  const inMonths = months === '' || months === '*' ? '' : ` in ${months.split(',').join(', ')}`;
  if (months !== '' && sc !== 'monthly') return null;
  let text: string;
  if (sc === 'minute' || sc === 'hourly') {
    const n = mo === '' ? 1 : Number(mo);
    if (!Number.isInteger(n) || n < 1 || days !== '' || st === '') return null;
    const unit = sc === 'minute' ? 'minute' : 'hour';
    text = `every ${n === 1 ? unit : `${n} ${unit}s`} starting at ${st}`;
  } else if (sc === 'daily') {
    if ((mo !== '' && mo !== '1') || days !== '' || st === '') return null;
    text = `every day${at}`;
  } else if (sc === 'weekly') {
    if ((mo !== '' && mo !== '1') || st === '' || !new RegExp(`^${DAYS}(?:,${DAYS})*$|^\\*$`).test(days)) return null;
    text = days === '*' ? `every day${at}` : `every ${days.split(',').join(', ')}${at}`;
  } else if (sc === 'monthly') {
    if (st === '') return null;
    if (mo === 'lastday' && days === '') text = `on the last day of every month${at}`;
    else if (/^(?:first|second|third|fourth|last)$/.test(mo) && new RegExp(`^${DAYS}$`).test(days))
      text = `on the ${mo} ${days} of every month${at}`;
    else if ((mo === '' || mo === '1') && /^\d{1,2}(?:,\d{1,2})*$/.test(days))
      text = `on day ${days.split(',').join(', ')} of every month${at}`;
    else return null;
    text = `${text}${inMonths}`;
  } else return null;
  const notes =
    clock && zone !== null
      ? [
          `Read the schtasks line as "${text}", on the clock of the machine the task runs on, as "${(clock[0] ?? '').trim()}" says (${zone}).`,
        ]
      : [`Read the schtasks line as "${text}", on your clock, taken as the clock of the machine the task runs on.`];
  if (zone !== null) text = `${text} in ${zone}`;
  if (sw.tn) notes.push(`Read "${sw.tn}" as the task's name, not as part of the schedule.`);
  if (sw.tr) notes.push(`Read "${sw.tr}" as what the task runs, not as part of the schedule.`);
  return { text, notes };
}
