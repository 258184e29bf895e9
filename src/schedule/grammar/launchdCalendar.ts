import { ALTERS_RUNS } from './appCodeAsides.js';
import { purposeIsSafe } from './asidePurpose.js';
import { BOUNDING_WORDS, saidElse, zoneSaidIn } from './cronPastes.js';
import { withoutAgreedWords } from './crontabComments.js';

/**
 * A macOS launchd job's StartCalendarInterval, pasted from its plist or said with its keys:
 *
 *   launchd plist: StartCalendarInterval { Hour = 9; Minute = 0; Weekday = 1; }       (the braces form)
 *   StartCalendarInterval <key>Hour</key><integer>3</integer><key>Minute</key><integer>15</integer>   (the XML)
 *   launchd Weekday 0, Hour 20 (sunday backup to the NAS)                            (the keys said in a line)
 *   plist StartCalendarInterval: Day 1, Hour 6 (no Minute key)                       (a key said to be left out)
 *
 * launchd's own rules (launchd.plist(5)): the keys Minute, Hour, Day (of the month), Weekday (0 and 7 = Sunday) and
 * Month, each a number; a key left out is a wildcard, so Hour 20 with no Minute runs every minute of that hour (a
 * note says so). The job runs on the Mac's clock, taken as the writer's (a note says so). The fields are handed on
 * as "cron <fields> in <zone>", the day by name.
 *
 * Safe because only launchd's exact key names (capitalised as launchd spells them) with a number are read, and the
 * words left beside them must say the same schedule or be a name (no word that could bound, narrow or move the runs,
 * no zone). Refused (null): a key given twice, a value out of its range, Day and Weekday both given (launchd runs on
 * either, as cron does), an array of several intervals, StartInterval (seconds), and no key at all.
 */
export const LAUNCHD_GATE = /\bstartcalendarinterval\b|\blaunchd\b/i;

const KEYS = ['Minute', 'Hour', 'Day', 'Month', 'Weekday'] as const;
const MAX: Record<(typeof KEYS)[number], [number, number]> = {
  Minute: [0, 59],
  Hour: [0, 23],
  Day: [1, 31],
  Month: [1, 12],
  Weekday: [0, 7],
};
const DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
/** One key with its number: XML, "Hour = 9;", "Hour 20,". */
const PAIR =
  /<key>\s*(Minute|Hour|Day|Month|Weekday)\s*<\/key>\s*<integer>\s*(\d{1,2})\s*<\/integer>|\b(Minute|Hour|Day|Month|Weekday)\b\s*(?:=|:)?\s*(\d{1,2})\b\s*[;,]?/g;
/** A key said to be left out: "(no Minute key)", "(without a Minute key)", "no Weekday key set". */
const KEY_LEFT_OUT =
  /\(?\s*\b(?:no|without(?:\s+an?)?)\s+(Minute|Hour|Day|Month|Weekday)\s+key(?:\s+(?:set|given))?\s*\)?/g;
/** launchd's own words, set aside with the keys. */
const PLIST_WORDS =
  /\blaunchd\b|\bplist\b|\bstartcalendarinterval\b|<\/?dict>|<key>\s*startcalendarinterval\s*<\/key>|[{}:;,]|\(|\)/gi;

export type LaunchdCalendar = { text: string; notes: string[] };

export function launchdCalendar(phrase: string, writerZone: string): LaunchdCalendar | null {
  // several intervals (an array), or launchd's StartInterval in seconds: not read here
  if (/<array>|\bstartinterval\b|\[/i.test(phrase)) return null;
  const values: Partial<Record<(typeof KEYS)[number], number>> = {};
  let rest = phrase;
  for (const m of phrase.matchAll(PAIR)) {
    const key = (m[1] ?? m[3]) as (typeof KEYS)[number];
    const n = Number(m[2] ?? m[4]);
    const [lo, hi] = MAX[key];
    if (values[key] !== undefined || n < lo || n > hi) return null;
    values[key] = n;
    rest = rest.replace(m[0], ' ');
  }
  if (Object.keys(values).length === 0) return null;
  // "(no Minute key)": the writer says a key is left out, as it is: said again, set aside (a key that is given, refused)
  const leftOut = [...rest.matchAll(KEY_LEFT_OUT)];
  for (const m of leftOut) {
    if (values[m[1] as (typeof KEYS)[number]] !== undefined) return null;
    rest = rest.replace(m[0], ' ');
  }
  if (values.Day !== undefined && values.Weekday !== undefined) return null;
  const field = (k: (typeof KEYS)[number]) => (values[k] === undefined ? '*' : String(values[k]));
  const dow = values.Weekday === undefined ? '*' : (DAY[values.Weekday % 7] as string);
  const fields = `${field('Minute')} ${field('Hour')} ${field('Day')} ${field('Month')} ${dow}`;
  // the words left: a name or the same schedule said again, nothing that bounds or moves it, no zone
  const said = rest.replace(PLIST_WORDS, ' ').replace(/\s+/g, ' ').trim();
  if (said !== '') {
    if (saidElse(said, fields) || zoneSaidIn(said)) return null;
    const agreed = withoutAgreedWords(said, fields);
    if (agreed === null || BOUNDING_WORDS.test(agreed) || ALTERS_RUNS.test(agreed) || /\d/.test(agreed)) return null;
    // "… on christmas", "… tomorrow", "… on the fifteenth": any word of a day, a number or a zone is no name
    if (agreed !== '' && (/^on\b/i.test(agreed) || !purposeIsSafe(agreed))) return null;
  }
  const notes = [`Read the launchd StartCalendarInterval as the fields "${fields}" (a key left out is any value).`];
  for (const m of leftOut) notes.push(`Read "${m[0].trim()}" as saying the ${m[1]} key is left out, as it is.`);
  if (values.Minute === undefined && values.Hour !== undefined)
    notes.push(`launchd runs every minute of hour ${values.Hour} when Minute is left out: add "Minute = 0" for once.`);
  if (values.Weekday !== undefined)
    notes.push(`Weekday ${values.Weekday} read as ${dow}, as launchd numbers the days (0 and 7 = Sunday).`);
  if (said !== '') notes.push(`Read "${said}" as the job's name, not as part of the schedule.`);
  notes.push(`Read in your time zone (${writerZone}), as launchd runs jobs on the Mac's own clock.`);
  return { text: `cron ${fields} in ${writerZone}`, notes };
}
