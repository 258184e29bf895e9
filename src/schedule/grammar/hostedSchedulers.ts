import type { ScheduleProblem } from '../problem.js';
import { inexpressible, unparseable } from './draft.js';
import { DAY_GUARD_GATE, herokuDayGuard } from './herokuDayGuards.js';

/**
 * A schedule said in a hosted scheduler's or a home automation's own terms:
 *
 *   heroku scheduler: every 10 minutes          Heroku Scheduler - Daily at 3:30 AM UTC
 *   heroku scheduler daily 11:30 PM UTC         (with no colon: its own words "daily", "every", "hourly" next)
 *       (Heroku Scheduler runs in UTC: a time with no zone is read in UTC, with a note)
 *   HA time_pattern minutes: "/10"              home assistant: time_pattern hours "/2"   (every 10 minutes, 2 hours)
 *   home assistant automation: trigger time at "06:30:00", condition weekday mon tue wed thu fri
 *   HA: at 22:45 on fri and sat                 (Home Assistant runs on its own configured zone, taken as yours)
 *
 *   heroku scheduler job "hourly" at :30 past   (the dashboard's frequency in quotes)
 *   cron.yaml: schedule: every monday 09:00, timezone: Europe/Lisbon      App Engine's cron.yaml (UTC unless its
 *   app engine cron: "every monday 09:00" timezone: Australia/Sydney      (the schedule in quotes)
 *       timezone says; an interval, "every 5 minutes", counts from the last run's end unless "synchronized" or
 *       "from … to …": refused)
 *   heroku scheduler "Every hour at :15"        (the whole schedule in the dashboard's quotes)
 *   cron.yaml: schedule: every monday 09:00 / timezone: Australia/NSW     (a slash between the entry's keys)
 *   app engine cron: schedule: 1st,3rd tuesday of month 14:00, timezone: Asia/Kolkata     (the keys after "app engine
 *       cron:"; App Engine's ordinals of one day "of month": each of them in every month)
 *   app engine cron "every 2 hours from 08:00 to 18:00" (UTC)          ("(UTC)": App Engine's own zone, said)
 *   heroku scheduler daily 06:00 UTC with `[ "$(date +%u)" = 1 ] && rake digest`    (a day guard: herokuDayGuards.ts)
 *
 * The tool's name is set aside and the rest read as any phrase (so its unknown words are still refused).
 * Refused: a time_pattern in seconds (runs on seconds), a trigger time with seconds other than 0, a time_pattern
 * that is not "/N" (null: the phrase keeps its refusal).
 */
export const HOSTED_SCHEDULER_GATE = /\b(?:heroku|home\s+assistant|ha|time_pattern|cron\.yaml|app\s*engine)\b/i;

export type HostedSchedule = { text: string; note: string; zoneIfNone: string | null } | { problem: ScheduleProblem };

const DAY = '(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*';
const HA = String.raw`(?:ha|home\s+assistant)(?:\s+automation)?`;

/**
 * A cron.yaml entry pasted as YAML, its keys in any order ("cron.yaml: - description: weekly export timezone:
 * Europe/Warsaw schedule: every monday 09:00"): each key's value runs to the next key; its description (and url) is a
 * label App Engine shows, never read for the runs; its timezone is read wherever it stands.
 */
const APP_ENGINE_ENTRY = /^(?:cron\.yaml|app\s*engine\s+cron(?:\.yaml)?)\s*:?\s*-?\s*[a-z_]+\s*:/i;
/** A key of the entry: a word and a colon (a time's colon, "18:00", follows a digit). */
const ENTRY_KEY = /(^|[\s,])([a-z_]+)\s*:/gi;
/** Words a description may not hold: they could say when, or how often, the job runs, or on whose clock. */
const DESCRIPTION_TIME_WORDS =
  /\b(?:except|only|not|never|until|till|skip\w*|holidays?|tomorrow|today|tonight|once|next|other|alternate|biweekly|fortnightly|pause\w*|off|odd|even|first|last|every|each|twice|\w*(?:daily|nightly|monthly|hourly|yearly|annually|quarterly)|weekdays?|weekends?|workdays?|mornings?|afternoons?|evenings?|nights?|noon|midnight|am|pm|utc|gmt|time\s*zones?|timezones?|zones?|tz|local|(?:mon|tue|wed|thu|fri|sat|sun)\w*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|\d+\w*)\b|[a-z]\/[a-z]/i;

/**
 * The entry with its description set aside, as "cron.yaml: schedule: …, timezone: …"; the description kept only
 * when it says nothing of the runs ("weekly" only beside a schedule of one day of the week). Null when the entry holds
 * none of description, url, timezone beside its schedule; "unread" when a key is unknown, said twice, or its schedule
 * is missing, or the description could say something of the runs.
 */
function appEngineEntry(p: string): { text: string; description: string } | 'unread' | null {
  const body = p.replace(/^(?:cron\.yaml|app\s*engine\s+cron(?:\.yaml)?)\s*:?\s*-?\s*/i, '');
  const keys = [...body.matchAll(ENTRY_KEY)];
  const values = new Map<string, string>();
  for (const [i, k] of keys.entries()) {
    const key = (k[2] ?? '').toLowerCase();
    if (!['description', 'url', 'schedule', 'timezone'].includes(key) || values.has(key)) return 'unread';
    const start = (k.index ?? 0) + k[0].length;
    const end = keys[i + 1]?.index ?? body.length;
    // (a value ends at the next key, its separator left out: "every monday 09:00 / timezone: …", "…, timezone: …")
    values.set(key, body.slice(start, end).trim().replace(/[,/]$/, '').trim());
  }
  if (!(values.has('description') || values.has('url') || values.has('timezone'))) return null;
  const schedule = values.get('schedule');
  if (schedule === undefined || schedule === '' || keys[0]?.index !== 0) return 'unread';
  const description = values.get('description') ?? '';
  const weeklyFits = /^["']?every\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\s+\d\d:\d\d\b/i.test(schedule);
  const words = weeklyFits ? description.replace(/\bweekly\b/gi, ' ') : description;
  if (DESCRIPTION_TIME_WORDS.test(words) || /\bweekly\b/i.test(words)) return 'unread';
  // (a handler's path says which job, never when: its words are checked as the description's)
  const url = (values.get('url') ?? '').replace(/[/_.-]+/g, ' ');
  if (DESCRIPTION_TIME_WORDS.test(url) || /\bweekly\b/i.test(url)) return 'unread';
  const zone = values.get('timezone');
  if (zone !== undefined && !/^["']?(?:[A-Za-z]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?|UTC|Etc\/UTC)["']?$/.test(zone)) {
    return 'unread';
  }
  return { text: `cron.yaml: schedule: ${schedule}${zone === undefined ? '' : `, timezone: ${zone}`}`, description };
}

/**
 * App Engine's ordinals of one day of the week in every month, "1st,3rd tuesday of month 14:00", said as the grammar
 * reads them ("on the 1st and 3rd tuesday of every month at 14:00"); null for any other list (several days, or named
 * months: each with each in App Engine's grammar, left unread).
 */
function appEngineNth(said: string): string | null {
  const m =
    /^((?:1st|2nd|3rd|4th|first|second|third|fourth)(?:\s*,\s*(?:1st|2nd|3rd|4th|first|second|third|fourth))*)\s+((?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?)\s+of\s+(?:the\s+)?(?:every\s+)?month\s+(\d\d:\d\d)$/i.exec(
      said,
    );
  if (m === null) return null;
  const list = (m[1] ?? '').split(/\s*,\s*/);
  if (new Set(list.map((x) => x.slice(0, 3).toLowerCase())).size !== list.length) return null;
  const words = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  return `on the ${words} ${m[2]} of every month at ${m[3]}`;
}

export function hostedSchedule(phrase: string): HostedSchedule | null {
  const p = phrase.replace(/\s+/g, ' ').trim();
  const heroku =
    /^heroku(?:\s+scheduler)?\s*(?::|\s[-–—]|says)\s*(.+)$|^heroku\s+scheduler(?:\s+job)?\s+(?=["']?(?:daily|every|hourly)\b)(.+)$/i.exec(
      p,
    );
  if (heroku) {
    // "local" or "my time" beside Heroku's UTC: whose clock is meant cannot be told
    // (Heroku's frequency in quotes, as its dashboard's option: 'job "hourly" at :30 past')
    // (and the whole schedule in quotes, as the dashboard's text: '"Every hour at :15"')
    const said = (heroku[1] ?? heroku[2] ?? '')
      .replace(/^(["'])(daily|hourly|every\s+10\s+minutes)\1/i, '$2')
      .trim()
      .replace(/^(["'])([^"']+)\1$/, '$2');
    if (/\b(?:local|my\s+time|our\s+time)\b/i.test(said)) {
      return {
        problem: unparseable(
          `Heroku Scheduler runs its jobs in UTC, and "${said.trim()}" says another clock.`,
          'Say the time in UTC, or name the zone, e.g. "daily at 9am Pacific".',
        ),
      };
    }
    // "daily 06:00 UTC with `[ "$(date +%u)" = 1 ] && rake digest`": a daily job held to one day (herokuDayGuards.ts)
    const guarded = said.includes(DAY_GUARD_GATE) ? herokuDayGuard(said) : null;
    if (guarded !== null)
      return {
        text: guarded.text,
        note: `${guarded.note} Read in UTC, as Heroku Scheduler runs its jobs in UTC.`,
        zoneIfNone: 'UTC',
      };
    return {
      text: said.trim(),
      note: 'Read in UTC, as Heroku Scheduler runs its jobs in UTC.',
      zoneIfNone: 'UTC',
    };
  }
  // App Engine's cron.yaml: its schedule's English words, in UTC unless the entry's timezone says
  const read = APP_ENGINE_ENTRY.test(p) ? appEngineEntry(p) : null;
  if (read === 'unread') {
    return {
      problem: unparseable(
        `I could not tell each key of the cron.yaml entry "${p}" apart, or its description could say when it runs.`,
        'Paste the entry\'s schedule and timezone alone, e.g. "cron.yaml: schedule: every monday 09:00, timezone: Europe/Lisbon".',
      ),
    };
  }
  const entry = read;
  const appEngine =
    /^(?:cron\.yaml\s*:?\s*(?:-\s*)?(?:(?:description|url)\s*:\s*[^,]*,\s*)*schedule\s*:|app\s*engine\s+cron(?:\.yaml)?\s*:?(?=\s*["']))\s*(.+?)(?:\s*,?\s*timezone\s*:?\s*["']?([A-Za-z]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?|UTC|Etc\/UTC)["']?|\s*\(\s*(UTC)\s*\))?\s*$/i.exec(
      entry?.text ?? p,
    );
  if (appEngine) {
    // ('app engine cron: "every monday 09:00" timezone: …': the schedule in its quotes)
    const said = (appEngine[1] ?? '').trim().replace(/^(["'])([^"']+)\1$/, '$2');
    // (an interval over a window of the day, "every 2 hours from 08:00 to 20:00", runs at the window's start and at
    // each step after it, on the clock: read; any other interval counts from the last run's end)
    const windowed = /^every\s+\d+\s*(?:minutes?|hours?)\s+from\s+\d\d:\d\d\s+to\s+\d\d:\d\d$/i.test(said);
    if (!windowed && /\bevery\s+\d+\s*(?:min|mins|minutes?|hours?|h)\b|\bsynchronized\b|:\s/i.test(said)) return null;
    // App Engine's own grammar: "2nd,third mon,wed,thu of march" is those days of those months, each with each; a list
    // before "of" is left unread rather than handed to words that read it another way
    const nth = appEngineNth(said);
    if (nth === null && /,/.test(said) && /\bof\b/i.test(said)) return null;
    const zone = appEngine[2] ?? appEngine[3];
    const read = nth ?? said;
    return {
      text: zone === undefined ? read : `${read} in ${zone}`,
      note: `${
        zone === undefined
          ? "Read cron.yaml's schedule in UTC, as App Engine runs a cron job with no timezone in UTC."
          : "Read cron.yaml's schedule in the entry's timezone."
      }${entry?.description ? ` Read "${entry.description}" as the entry's description, not as part of the schedule.` : ''}`,
      zoneIfNone: 'UTC',
    };
  }
  const note = "Read on your clock, taken as the zone Home Assistant's configuration keeps.";
  const pattern = new RegExp(
    String.raw`^${HA}\s*:?\s*(?:trigger\s*:?\s*)?time_pattern\s*:?\s*(minutes|hours|seconds)\s*:?\s*["']?\/(\d{1,2})["']?$`,
    'i',
  ).exec(p);
  if (pattern) {
    const unit = (pattern[1] ?? '').toLowerCase();
    const n = Number(pattern[2]);
    if (unit === 'seconds') {
      return {
        problem: inexpressible(
          `time_pattern seconds "/${n}" runs every ${n} seconds: schedules here run on whole minutes.`,
          'Say it in minutes, e.g. "every minute".',
        ),
      };
    }
    return {
      text: `every ${n} ${unit}`,
      note: `Read time_pattern ${unit} "/${n}" as every ${n} ${unit}. ${note}`,
      zoneIfNone: null,
    };
  }
  const trigger = new RegExp(
    String.raw`^${HA}\s*:\s*trigger\s*:?\s*(?:time\s*)?(?:at\s*)?:?\s*["']?(\d{1,2}:\d\d)(?::(\d\d))?["']?\s*(?:,?\s*condition\s*:?\s*(?:time\s+)?weekdays?\s*:?\s*(${DAY}(?:(?:\s*,\s*|\s+)${DAY})*))?$`,
    'i',
  ).exec(p);
  if (trigger) {
    if (trigger[2] !== undefined && trigger[2] !== '00') return null;
    const days = trigger[3] === undefined ? 'every day' : `every ${trigger[3].split(/[\s,]+/).join(', ')}`;
    const text = `${days} at ${trigger[1]}`;
    return { text, note: `Read the automation's trigger and condition as "${text}". ${note}`, zoneIfNone: null };
  }
  const label = new RegExp(String.raw`^${HA}\s*:\s*(.+)$`, 'i').exec(p);
  if (label) return { text: (label[1] ?? '').trim(), note, zoneIfNone: null };
  return null;
}
