import { WINDOWS_ZONES } from '../windowsZones.js';
import { escapeRegExp } from './words.js';

/**
 * A Windows time zone id said with the key or quotes a tool or a config file gives it:
 *
 *   windows zone "nepal standard time", trigger daily 06:45      the key and the quotes set aside, and the Task
 *   job tz "cen. australia standard time", daily 21:00            Scheduler's "trigger" before the schedule's words
 *   zone "sa pacific standard time" — run 18:30 mon-fri
 *   tz=arabian standard time, sunday 08:00
 *   run at 08:00 "e. south america standard time" every weekday  quotes alone around the id
 *
 * The id is read by the zone reader as it is without them (windowsZones.ts: "Nepal Standard Time" is
 * Asia/Kathmandu). Only ids of the Windows table that end in "standard time" are taken, whole: in quotes, such an id
 * would otherwise be set aside as a name and the phrase read on the writer's clock; with its key, the key's word
 * ("tz", "zone") is left unread. "trigger" goes only right after such an id, before a word that starts a schedule.
 * Runs on normalised (lower case) text, only when it holds "standard time".
 */
const IDS = [...WINDOWS_ZONES.keys()]
  .filter((k) => k.endsWith('standard time'))
  .sort((a, b) => b.length - a.length)
  .map((k) => escapeRegExp(k).replace(/ /g, '\\s+'))
  .join('|');

const KEYED = new RegExp(
  String.raw`(?:\b(?:job|task|trigger)\s+)?(?:\bwindows\s+)?\b(?:time\s*zone|zone|tz)\s*[:=]?\s*(?:"(${IDS})"|'(${IDS})'|(${IDS})(?![\w.]))`,
  'g',
);
const QUOTED = new RegExp(`"(${IDS})"`, 'g');
const TRIGGER = new RegExp(
  String.raw`(${IDS})(\s*[,;]?\s*)trigger\s*:?\s+(?=(?:daily|weekly|monthly|every|each|at|on)\b)`,
  'g',
);

export function rewriteWindowsZoneKeys(text: string): string {
  return text
    .replace(KEYED, (_m, a, b, c) => a ?? b ?? c)
    .replace(QUOTED, '$1')
    .replace(TRIGGER, '$1$2');
}
