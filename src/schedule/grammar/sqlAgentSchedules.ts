import { MONTH_NAMES } from '../cron/calendar.js';
import { zoneNamed } from '../tz.js';
import { resolveZoneWord } from '../zones.js';

/**
 * A SQL Server Agent job's schedule, pasted as Management Studio describes it:
 *
 *   SQL Agent: Occurs every week on Monday, Wednesday at 2:00:00 AM. Schedule will be used starting on 11/30/2026.
 *   Occurs every day at 6:30:00 PM. Schedule will be used starting on 2027-01-15. (server is on Eastern)
 *
 * The description's own sentence ("Occurs every …") is read as the grammar reads it; its last sentence says when the
 * schedule starts, read as "starting on" that date (a start still to come bounds the runs). SQL Server Agent runs its
 * jobs on the clock of the server it runs on: a remark in brackets on that machine's clock ("(box is on Eastern)",
 * "(server in Europe/Dublin)") names the zone, else the writer's clock is taken, as for any description.
 *
 * Safe because only these sentences are taken, whole: a start date whose day and month could be either way round
 * ("1/4/2027", written in the server's own order), an end ("between … and …", "ending on"), a place that names no
 * single zone, or any other words keep the phrase refused (null).
 */
export const SQL_AGENT_GATE = /\bschedule\s+will\s+be\s+used\b|\bsql\s*(?:server\s+)?agent\b/i;

const LABEL = /^(?:sql\s*(?:server\s+)?agent(?:\s+job)?(?:\s+schedule)?\s*:\s*)/i;
const START = /\s*schedule\s+will\s+be\s+used\s+starting\s+on\s+(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})\s*\.?\s*/i;
const MACHINE =
  /\s*\(\s*(?:the\s+|our\s+)?(?:box|server|host|machine|instance)\s+(?:is\s+(?:on|in)\s+|runs\s+(?:on\s+|in\s+)?|in\s+)([a-z][\w/ .'-]{1,40}?)\s*(?:time)?\s*\)\s*$/i;

export function sqlAgentSchedule(phrase: string): { text: string; notes: string[] } | null {
  let rest = phrase.replace(/\s+/g, ' ').trim();
  const notes: string[] = [];
  const label = LABEL.exec(rest);
  if (label !== null) {
    rest = rest.slice(label[0].length).trim();
    notes.push(`Read "${label[0].replace(/\s*:\s*$/, '')}" as the tool the schedule is from, SQL Server Agent.`);
  }
  if (!/^occurs\s+every\b/i.test(rest)) return null;
  let zone: string | null = null;
  const machine = MACHINE.exec(rest);
  if (machine !== null) {
    const said = (machine[1] ?? '').trim();
    zone = zoneNamed(said) !== null ? said : resolveZoneWord(said.toLowerCase());
    if (zone === null) return null;
    rest = rest.slice(0, machine.index).trim();
    notes.push(`Read "${machine[0].trim()}" as the clock of the server SQL Server Agent runs on (${zone}).`);
  }
  let start = '';
  const s = START.exec(rest);
  if (s !== null) {
    // (only at the end of the description)
    if (rest.slice(s.index + s[0].length).trim() !== '') return null;
    const [a, b, c] = [Number(s[1]), Number(s[2]), Number(s[3])];
    let y: number;
    let mo: number;
    let d: number;
    if ((s[1] ?? '').length === 4) [y, mo, d] = [a, b, c];
    else if ((s[3] ?? '').length === 4) {
      y = c;
      // the server's own order: read only when the day and the month cannot be swapped
      if (a > 12 && b <= 12) [d, mo] = [a, b];
      else if (b > 12 && a <= 12) [mo, d] = [a, b];
      else if (a === b) [mo, d] = [a, b];
      else return null;
    } else return null;
    if (mo < 1 || mo > 12 || d < 1 || d > 31) return null;
    start = ` starting on ${MONTH_NAMES[mo]} ${d}, ${y}`;
    rest = rest.slice(0, s.index).trim();
    notes.push(`Read "${s[0].trim()}" as when the schedule starts.`);
  }
  // the description's own sentence, without its last full stop; nothing else
  rest = rest.replace(/\.\s*$/, '').trim();
  if (/[.()]\s*\S/.test(rest.replace(/\d\.\d/g, '')) || /\b(?:between|ending|until|end\s+date)\b/i.test(rest))
    return null;
  if (notes.length === 0) return null;
  return { text: `${rest}${zone === null ? '' : ` in ${zone}`}${start}`, notes };
}
