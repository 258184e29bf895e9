import { zoneNamed } from '../tz.js';
import { resolveZoneWord } from '../zones.js';
import { purposeIsSafe } from './asidePurpose.js';
import { PYTHON_SCHEDULE_GATE } from './pythonSchedule.js';
import { WHENEVER_GATE } from './wheneverSchedule.js';

/**
 * The words people put around an app scheduler's code when they paste it in chat (appSchedulers.ts reads the code):
 *
 *   laravel: ->everyFifteenMinutes() for horizon snapshot (UTC)       the tool's name first, as a label
 *   whenever every 3.hours do runner "Cache.warm" end                 (laravel, whenever, schedule.rb, celery, beat)
 *   ->monthlyOn(4, '15:00'); // app tz Europe/Athens                  the app's zone in a code comment
 *   ->lastDayOfMonth('17:00') // config/app.php timezone = Australia/Perth
 *   ->twiceDaily(1, 13) on the pruning command, app timezone Asia/Manila     what the task is, then its zone
 *   crontab(hour=7, minute=30, day_of_week=1) — beat in UTC           "beat/app/server in <zone>"
 *   crontab(0, 0, day_of_month='2') for the invoices, tz America/Bogota
 *   crontab(minute='*\/20', ...) Asia/Kuala_Lumpur                    a zone's name alone after the call
 *   every 1.day, at: ['4:30 am', '6:00 pm'] — server in Halifax       the server's place (whenever's crontab runs
 *                                                                      on the server's clock)
 *
 * The label, the task's purpose and the zone are set aside (each with a note) and the code is read by its own
 * module, in the zone said. Safe because each piece is read only in its own shape: a zone only as an IANA name, UTC
 * or GMT (a place's name only after "server/box/host in"), a purpose only as "for/on (the) <words>" of letters with
 * no word that could bound, narrow or move the runs (days, times, only, except, ...), and the code itself must still
 * be read whole by its module (null otherwise). A zone said here beside a zone the code sets itself
 * (->timezone('…'), timezone=) is not read (null).
 */
export const APP_CODE_ASIDE_GATE =
  /^\s*(?:laravel|whenever|(?:config\/)?schedule\.rb|celery|beat)\b|[)'"\]]\s*[^\s)'"\];]/i;

export type AppCodeAsides = { code: string; zone: string | null; notes: string[] };

const LABEL =
  /^\s*(laravel|whenever(?:\s+gem)?|(?:config\/)?schedule\.rb|celery(?:\s+beat)?|beat)\s*(?::\s*|\s+(?=[-$:a-z]))/i;
const ZONE = String.raw`(?:[A-Za-z]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?|UTC|GMT)`;
/** The zone said after the code: its setting, a comment that says it, or its name alone (in brackets). */
const ZONE_SAID = new RegExp(
  String.raw`(?:^|\s*[,;]\s*|\s*\/\/\s*|\s+[-–—]\s*|\s+)(\(\s*)?(?:(?:(?:the\s+)?(?:app(?:'s)?|config\/app\.php|beat|celery|server)\s+)?(?:time\s*zone|tz)\s*(?:is\s+|=\s*|:\s*)?|(?:the\s+|our\s+)?(?:beat|app|celery|server|box|host|machine|vm)\s+(?:(?:runs|is)\s+(?:(?:in|on)\s+)?|(?:in|on)\s+)|in\s+)?["']?(${ZONE})["']?(\s*\))?\s*$`,
  'i',
);
/** "server in Halifax": the server's place, a zone's word of zones.ts. */
const SERVER_PLACE =
  /(?:^|\s*[,;]\s*|\s*\/\/\s*|\s+[-–—]\s*|\s+)(\(\s*)?(?:the\s+|our\s+)?(?:server|box|host)\s+(?:(?:is|runs)\s+(?:(?:in|on)\s+)?|in\s+)([a-z][a-z .'-]{1,30}?)(?:\s+time)?\s*(\))?\s*$/i;
/** What the task is for, said after the code: "for the audit export", "on the pruning command". */
const PURPOSE = /\s+(?:[-–—]\s*)?((?:for|on)\s+(?:the\s+|our\s+)?([a-z][a-z' -]{1,40}?))\s*$/i;
/** Words that could bound, narrow, move or repeat the runs, or say a time: never a purpose. */
const NOT_PURPOSE =
  /\b(?:only|except|excluding|not|no|never|skip|until|till|through|starting|start|from|since|after|before|between|during|local|my|our|their|time|times|week|weeks|weekly|daily|hourly|monthly|yearly|quarterly|odd|even|first|second|third|fourth|last|other|every|each|holidays?|business|hours?|days?|weekdays?|weekends?|mornings?|evenings?|nights?|noon|midnight|am|pm|tz|utc|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:days?)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|summer|winter|spring|autumn|fall|in|at|then|and|or|but|also|too|to|alternate|alternating|biweekly|fortnight(?:ly)?|semimonthly|twice|thrice|once|pause[ds]?|resume[ds]?|off|disabled?|suspended|instead|skip(?:ped|ping)?)\b/i;
/** Words that repeat, skip or stop runs, never part of a name beside a pasted schedule ("(biweekly sync)", "(paused)"). */
export const ALTERS_RUNS =
  /\b(?:every|other|alternate|alternating|biweekly|bi-weekly|bimonthly|bi-monthly|fortnight(?:ly)?|semimonthly|twice|thrice|once|pause[ds]?|paused|resume[ds]?|off|disabled?|suspended|instead|skip(?:ped|ping)?|odd|even|except|only|until)\b/i;
/** Code that sets its own zone: a zone said beside it is not read. */
const CODE_ZONE = /->\s*timezone\s*\(|\btime_?zone\s*=|\bcelery_timezone\b|\btz\s*=/i;

/** The code with its label, purpose and zone set aside, or null when nothing was set aside or a piece is unsure. */
export function appCodeAsides(phrase: string): AppCodeAsides | null {
  let code = phrase.replace(/\s+/g, ' ').trim();
  const notes: string[] = [];
  let zone: string | null = null;
  const label = LABEL.exec(code);
  if (label) {
    code = code.slice(label[0].length).trim();
    notes.push(`Read "${label[1]}" as the name of the tool the code is from.`);
  }
  // whenever's crontab and Python's schedule run on the host's clock; Laravel and Celery on their own timezone
  // setting (UTC unless set), whatever the server's: "->dailyAt('13:00') — server in Halifax" is not read
  const hostClock = WHENEVER_GATE.test(code) || PYTHON_SCHEDULE_GATE.test(code);
  const z = ZONE_SAID.exec(code);
  // (a bracket opened must be closed, and a bare name must be a zone's: "UTC", "Asia/Kuala_Lumpur")
  if (z !== null && Boolean(z[1]) === Boolean(z[3]) && zoneNamed(z[2] as string) !== null) {
    if (!hostClock && /\b(?:server|box|host|machine|vm)\b/i.test(z[0])) return null;
    // the host's clock is the only one whenever's crontab and Python's schedule run on: a remark on the app's, Celery's,
    // beat's or a timezone setting's ("— app is Europe/Paris", "— celery is UTC", "tz Europe/Paris") is not theirs
    if (hostClock && /\b(?:app|config\/app\.php|beat|celery|time\s*zone|tz)\b/i.test(z[0])) return null;
    // Laravel runs on its app's timezone, Celery on its own: a remark on the other tool's clock is not the code's
    // ("->dailyAt('13:00') — beat is America/Chicago")
    if (/->/.test(code) && /\b(?:beat|celery)\b/i.test(z[0])) return null;
    if (/\bcrontab\s*\(/i.test(code) && /\bconfig\/app\.php\b/i.test(z[0])) return null;
    zone = /^(?:utc|gmt)$/i.test(z[2] as string) ? 'UTC' : (z[2] as string);
    notes.push(
      `Read "${z[0].trim().replace(/^[,;]\s*|^\/\/\s*|^[-–—]\s*/, '')}" as the time zone the app's scheduler runs in.`,
    );
    code = code.slice(0, z.index).trim();
  } else {
    const placeSaid = SERVER_PLACE.exec(code);
    // (a bracket opened must be closed: "(our box runs Pacific)")
    const place = placeSaid !== null && Boolean(placeSaid[1]) === Boolean(placeSaid[3]) ? placeSaid : null;
    const found = place === null ? null : resolveZoneWord((place[2] as string).toLowerCase());
    if (place !== null && !hostClock) return null;
    if (place !== null && found !== null) {
      zone = found;
      notes.push(
        `Read "${place[0].trim().replace(/^[,;]\s*|^[-–—]\s*/, '')}" as the server's clock (${found}), on which the schedule runs.`,
      );
      code = code.slice(0, place.index).trim();
    }
  }
  code = code.replace(/\s*(?:[,;]|[-–—]|\/\/)$/, '').trim();
  const purpose = PURPOSE.exec(code);
  if (purpose !== null) {
    // "on christmas", "on the fifteenth", "on domingo": a purpose said with "on" may be a day, and is never read
    if (/^on\b/i.test(purpose[1] as string)) return null;
    if (NOT_PURPOSE.test(purpose[2] as string) || !purposeIsSafe(purpose[2] as string)) return null;
    notes.push(`Read "${purpose[1]}" as what the task is for, not as part of its schedule.`);
    code = code.slice(0, purpose.index).trim();
  }
  if (notes.length === 0) return null;
  if (zone !== null && CODE_ZONE.test(code)) return null;
  return { code, zone, notes };
}
