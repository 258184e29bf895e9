import { ALTERS_RUNS } from './appCodeAsides.js';
import { BOUNDING_WORDS, nameWords, zoneSaidIn } from './cronPastes.js';
import { nameWordsOnly } from './labels.js';

/**
 * A Celery beat schedule pasted as its call, with the zone said beside it:
 *
 *   crontab(hour=7, minute=30, day_of_week='mon-fri') with timezone = 'Asia/Jakarta'
 *   crontab(minute=0, hour='*\/3')  # celery on UTC
 *   crontab(0, 0, day_of_month='2')  # CELERY_TIMEZONE = 'Europe/Athens'
 *   crontab(minute='*\/15', hour='9-17', day_of_week='1-5'), timezone America/New_York
 *   beat_schedule 'cleanup': crontab(minute='*\/15')       an entry of beat's schedule: its key is the job's name
 *   crontab(0, 0, day_of_month='2-30/2') in beat, timezone UTC
 *
 * Celery's crontab(minute, hour, day_of_week, day_of_month, month_of_year) takes its arguments by keyword or in that
 * order, each "*" when not given; its day_of_week numbers the days as Unix cron does (0 = Sunday, 6 = Saturday) or
 * names them ("mon-fri"). The call is handed on as "cron <fields> in <zone>", the days by name, with a note on the
 * numbering. Beat runs on its timezone setting: the zone said beside the call (timezone = '…', CELERY_TIMEZONE, "#
 * celery on UTC"), else the writer's, taken as the app's setting (a note says so).
 *
 * Refused (null: the phrase keeps its refusal): an argument not one of these five or given twice, a value that is not
 * a number or a quoted field ("{1, 3}", a variable), an hour given without its minute (Celery then runs every minute
 * of that hour: a slip more often than a wish), a day of the week past 6 or stepped, and any word left beside the
 * call other than the zone's ("crontab(...) except holidays").
 */
export const CELERY_CRONTAB_GATE = /\bcrontab\s*\(/i;

const KEYS = ['minute', 'hour', 'day_of_week', 'day_of_month', 'month_of_year'] as const;
const DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY_WORDS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const IANA = '(?:[A-Za-z]+/[A-Za-z_+-]+(?:/[A-Za-z_+-]+)?|UTC|GMT|Etc/UTC)';
/** Where the zone is said beside the call: beat's setting, or a comment that says it. */
const ZONE_SAID = new RegExp(
  String.raw`^(?:,|;|#|with|and)?\s*(?:in\s+(?:celery\s+)?beat\s*[,;]?\s*)?(?:#\s*)?(?:(?:celery(?:\s+beat)?|beat|app)\s+(?:(?:runs?|is)\s+)?(?:on|in)\s+["']?(${IANA})["']?(?:\s+time)?|(?:with\s+)?(?:(?:app\.conf\.|celery\.conf\.|beat\s+)?(?:celery_)?time_?zone|tz)\s*(?:=|:|is)?\s*["']?(${IANA})["']?)$`,
  'i',
);
const VALUE = /^(?:\d{1,2}|(["'])([\w*/,-]+)\1)$/;

export type CeleryCrontab = { text: string; notes: string[] };

export function celeryCrontab(phrase: string, writerZone: string): CeleryCrontab | null {
  let p = phrase.replace(/\s+/g, ' ').trim();
  // "beat_schedule 'cleanup': crontab(...)": the entry of beat's schedule the call is the value of, its key a name
  const entry = /^beat_schedule\s*(?:[:=]\s*)?(?:\{\s*)?(?:(["'])([\w .-]{1,40})\1\s*:\s*)?(?=crontab\s*\()/i.exec(p);
  const entryName = entry?.[2] ?? '';
  if (entry !== null) {
    const words = nameWords(entryName);
    if (
      /\d/.test(words) ||
      BOUNDING_WORDS.test(words) ||
      ALTERS_RUNS.test(words) ||
      // a zone or a place ("pacific report"), or a time of day the sun or a meal sets ("lunch", "sunrise")
      zoneSaidIn(words) ||
      /\b(?:lunch|brunch|breakfast|dinner|supper|sunrise|sunset|dawn|dusk|noon|midday|midnight)\b/i.test(words) ||
      !nameWordsOnly(words.split(/\s+/).filter((w) => w !== ''))
    )
      return null;
    p = p.slice(entry[0].length);
  }
  const m = /^(?:celery(?:\s+beat)?\s*:?\s*)?(?:(?:celery\.schedules\.)?crontab)\s*\(([^()]*)\)\s*(.*)$/i.exec(p);
  if (m === null) return null;
  const args = (m[1] ?? '').trim();
  const fields: Record<string, string> = {};
  let position = 0;
  let named = false;
  if (args !== '') {
    for (const raw of args.split(/,(?=(?:[^'"]*['"][^'"]*['"])*[^'"]*$)/)) {
      const arg = raw.trim();
      const kw = /^(\w+)\s*=\s*(.+)$/.exec(arg);
      let key: string;
      let value: string;
      if (kw) {
        key = (kw[1] ?? '').toLowerCase();
        value = (kw[2] ?? '').trim();
        named = true;
      } else {
        if (named) return null; // a positional argument after a keyword one: not Python
        key = KEYS[position++] ?? '';
        value = arg;
      }
      if (!(KEYS as readonly string[]).includes(key) || key in fields) return null;
      const v = VALUE.exec(value);
      if (v === null) return null;
      fields[key] = (v[2] ?? value).toLowerCase();
    }
  }
  const minute = fields.minute ?? '*';
  const hour = fields.hour ?? '*';
  // crontab(hour=7) runs every minute of 7 o'clock: as often a slip as a wish
  if (fields.minute === undefined && fields.hour !== undefined) return null;
  // Celery's fields are numbers, ranges, steps and lists: no "L", "W", "#" or "?" (those are Quartz's)
  if (Object.values(fields).some((v) => /[lw#?]/i.test(v.replace(/[a-z]{3}/gi, '')))) return null;
  const dow = fields.day_of_week ?? '*';
  const days = dayNames(dow);
  if (days === null) return null;
  const notes: string[] = [];
  // the zone said beside the call
  const rest = (m[2] ?? '').trim();
  let zone: string;
  if (rest === '') {
    zone = writerZone;
    notes.push(
      `Read in your time zone (${writerZone}), taken as the Celery app's timezone setting: say it ("timezone = 'UTC'") if beat runs on another.`,
    );
  } else {
    const z = ZONE_SAID.exec(rest);
    if (z === null) return null;
    zone = (z[1] ?? z[2] ?? '').trim();
    notes.push(`Read "${rest}" as the time zone Celery beat runs the schedule in.`);
  }
  if (days.numbered) notes.push(`Day of week "${dow}" read as ${days.words}, as Celery numbers the days (0 = Sunday).`);
  const fieldsText = `${minute} ${hour} ${fields.day_of_month ?? '*'} ${fields.month_of_year ?? '*'} ${days.text}`;
  notes.unshift(
    `Read "${m[0].slice(0, m[0].length - (m[2] ?? '').length).trim()}" as Celery's crontab "${fieldsText}".`,
  );
  if (entry !== null)
    notes.push(
      entryName === ''
        ? `Read "${entry[0].trim()}" as beat's schedule the call is in.`
        : `Read "${entryName}" as the name of the entry in beat's schedule, not as part of the schedule.`,
    );
  return { text: `cron ${fieldsText} in ${zone}`, notes };
}

/** Celery's day_of_week by name (0 = Sunday, names of three letters or whole), or null. */
function dayNames(field: string): { text: string; numbered: boolean; words: string } | null {
  if (field === '*') return { text: '*', numbered: false, words: '' };
  const num = (s: string): number | null => {
    const named = DAY.findIndex((d, i) => s === d || s === (DAY_WORDS[i] as string).toLowerCase());
    if (named >= 0) return named;
    return /^[0-6]$/.test(s) ? Number(s) : null;
  };
  const items: string[] = [];
  const words: string[] = [];
  for (const item of field.split(',')) {
    const [a = '', b, extra] = item.split('-');
    if (extra !== undefined) return null;
    const lo = num(a);
    const hi = b === undefined ? lo : num(b);
    if (lo === null || hi === null || (b !== undefined && lo === hi)) return null;
    items.push(b === undefined ? (DAY[lo] as string) : `${DAY[lo]}-${DAY[hi]}`);
    words.push(b === undefined ? (DAY_WORDS[lo] as string) : `${DAY_WORDS[lo]} to ${DAY_WORDS[hi]}`);
  }
  return { text: items.join(','), numbered: /\d/.test(field), words: words.join(', ') };
}
