/**
 * A crontab's line pasted with its comment, and nothing else: the five fields (or a preset) first, then "#" and
 * the job's words, as the line stands in a crontab file:
 *
 *   0 7 * * 1-5  # coffee maker on            Monday to Friday at 07:00 (Unix cron's day numbers, noted)
 *   @daily  # cleanup tmp                     the preset's fields, "0 0 * * *"
 *   0 12 * * 0,6  # weekend digest            "weekend" agrees with the fields: set aside with the name
 *   15 3 * * 0  # vacuum (that box runs on Chicago time)    the machine's clock, said in the comment
 *
 * The "#" comment is a crontab file's: the service's own fields have none, so the days are read in Unix cron's
 * numbering (0 and 7 = Sunday), with the note the CRON-line reader gives. A crontab runs on its machine's clock:
 * the writer's zone, unless the comment says the line's zone plainly ("in UTC", "(the box runs on Chicago time)").
 * cronPastes.ts reads the line; this module says which lines are such, and which of the comment's words are only
 * the fields said again ("weekly", "monthly", "weekend", "sunday", checked against the fields by saidElse first).
 * "business hours" (also working, office hours) is the fields said again when the hour field is one range from
 * 7–10 to 15–19 on weekdays ("0 9-17 * * 1-5  # hourly nudges in business hours"). Any other word of the comment that could bound, narrow or move the runs (cronPastes.ts BOUNDING_WORDS,
 * MORE_SCHEDULE_WORDS: "except", "every other", "business hours", "only in summer") keeps the line refused, and so
 * does a part of the day ("nightly" beside "0 15 * * *" is not the fields said again), a zone beside a key that is
 * no CRON_TZ, and a comment on a line pasted with a tool's key or in quotes (read there as it was).
 *
 * What is left of the comment must be a name: each word one a job's name may hold (labels.ts isAsideWord), and none
 * of NOT_A_NAME's, which stop, narrow or end the line ("# disabled", "# run once then delete", "# tomorrow", "# quarter
 * end" beside "0 9 28-31 * *", "# tax season", "# when market open"): any other keeps the line refused.
 */

import { DAY_WORD, PART_HOURS, withoutAgreedInterval } from './cronPastes.js';
import { nameWordsOnly } from './labels.js';

/** Whether the line is a crontab's with its comment: the bare fields first (matched by cronPastes' BARE). */
export function crontabComment(bare: RegExpExecArray | null, comment: string, otherwiseMarked: boolean): boolean {
  return bare !== null && bare.index === 0 && comment !== '' && !otherwiseMarked && /^[\d*@]/.test(bare[0]);
}

/** The comment's words that say the fields again, once saidElse has found they agree with the fields. */
const AGREED =
  /\b(?:daily|weekly|monthly|hourly|weekdays?|weekends?|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:days?)?)\b/gi;
/** "twice a day", "three times daily": the count of a daily line's hours. */
const TIMES_A_DAY = /\b(?:twice|two\s+times|thrice|three\s+times)\s+(?:a\s+day|per\s+day|each\s+day|daily)\b/i;
/** "in business hours": the hours of a working day. */
const BUSINESS_HOURS = /\b(?:in|during|within)?\s*(?:business|working|office|work)\s+hours\b/gi;
/** A part of the day, which saidElse lets pass beside any daily line: never set aside here. */
const PART_OF_DAY = /\b(?:nightly|nights?|tonight|overnight|mornings?|evenings?|afternoons?)\b/i;

/**
 * The words beside a crontab's line without those that only say its fields again, for the bounding check;
 * null when they hold a part of the day the line's one hour is not in ("nightly" beside "0 15 * * *"; "nightly",
 * "night" and "overnight" are never set aside: whose night, before or after midnight?).
 */
export function withoutAgreedWords(words: string, fields: string): string | null {
  const [, hour = '', , , dow = ''] = fields.split(' ');
  // "# every 2h" beside "0 *\/2 * * *": the line's own step said again
  let said = withoutAgreedInterval(words, fields);
  for (const w of words.match(new RegExp(PART_OF_DAY.source, 'gi')) ?? []) {
    const part = PART_HOURS.find(([re]) => re.test(w.toLowerCase()));
    if (part === undefined || !/^\d{1,2}$/.test(hour) || Number(hour) < part[1] || Number(hour) > part[2]) return null;
    said = said.replace(w, ' ');
  }
  // "noon", "midnight" beside a line at that one time ("0 12 * * 1-5  # noon bell"), with no day word beside
  // them ("# friday midnight" is most often the end of Friday: kept, and the line refused)
  const [min = ''] = fields.split(' ');
  const dayWord = (words.match(AGREED) ?? []).some((x) => DAY_WORD.test(x));
  if (/^0{1,2}$/.test(min) && /^\d{1,2}$/.test(hour) && !dayWord) {
    said = said.replace(Number(hour) === 12 ? /\bnoon\b/gi : Number(hour) === 0 ? /\bmidnight\b/gi : /(?!)/g, ' ');
  }
  // "new year" beside a line on January 1 ("0 0 1 1 *  # happy new year post")
  const [, , dom = '', mon = ''] = fields.split(' ');
  if (dom === '1' && /^(?:1|jan)$/.test(mon)) said = said.replace(/\bnew\s+year(?:'s)?\b/gi, ' ');
  // "# twice a day" beside a line at two hours of every day ("0 6,18 * * *"), "three times a day" at three
  const times = TIMES_A_DAY.exec(said);
  if (times !== null) {
    const count = /^(?:twice|two)/i.test(times[0]) ? 2 : 3;
    const daily = fields
      .split(' ')
      .slice(2)
      .every((x) => x === '*');
    const hours = /^\d{1,2}(?:,\d{1,2})*$/.test(hour) ? new Set(hour.split(',')).size : 0;
    if (daily && hours === count && /^\d{1,2}$/.test(fields.split(' ')[0] ?? '')) said = said.replace(times[0], ' ');
  }
  words = said;
  const range = /^(\d{1,2})-(\d{1,2})$/.exec(hour);
  const inHours =
    range !== null &&
    Number(range[1]) >= 7 &&
    Number(range[1]) <= 10 &&
    Number(range[2]) >= 15 &&
    Number(range[2]) <= 19 &&
    /^(?:1-5|mon-fri)$/.test(dow);
  const left = inHours ? words.replace(BUSINESS_HOURS, ' ') : words;
  return left.replace(AGREED, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Words a name's test lets pass that stop, narrow or end a line's or a reminder's runs: a state ("disabled",
 * "paused", "commented out", "todo"), one run or an end ("once", "tomorrow", "delete"), a period of the year
 * ("quarter", "season", "term", "semester", holidays and feasts: "advent", "lent", "ramadan", "christmas") or a
 * condition ("when", "if", "only", "unless").
 */
export const NOT_A_NAME =
  /^(?:disabled?|deactivated?|inactive|off|paused?|suspended|stopped|commented|todo|fixme|broken|temporary|deprecated|obsolete|unused|retired?|once|then|tomorrow|today|tonight|delete[ds]?|remove[ds]?|quarters?|quarterly|seasons?|seasonal|terms?|semesters?|trimesters?|periods?|holidays?|vacations?|festive|advent|lent|ramadan|eid|christmas|xmas|easter|diwali|hanukkah|passover|thanksgiving|when|whenever|while|if|only|unless|until|till|ignored?|decommission(?:ed|ing)?|retiring|sunset(?:ting)?|archived|drafts?|pending|freeze|frozen|nye|off-?season|kill|dead|legacy|ny|hk|sg|sgp|emea|apac|amer|americas|latam|mena|europe|asia|africa|eu|us|uk|au|anz|nz|jp|cn|kr|tw)$/;

/**
 * A fixed offset the comment says the machine keeps all year: "UTC+3 year round", "box is on UTC-6 all year",
 * "GMT+4, no DST". Without the words that it holds all year, "UTC-6" may be a zone's winter offset said loosely
 * (null: the line keeps its refusal).
 */
export function commentOffsetZone(comment: string): { zone: string; said: string } | null {
  const m =
    /(?:\b(?:the\s+)?(?:box|server|host|machine|node|vm)(?:'s)?\s+(?:is\s+|runs\s+|clock\s+is\s+)?(?:on|in|at)\s+)?\b(?:utc|gmt)\s*([+\-−])\s*(\d{1,2})(?::?(\d\d))?\b\s*,?\s*(?:all\s+year(?:\s+round|\s+long)?|year[-\s]round|(?:with\s+)?no\s+dst)/i.exec(
      comment,
    );
  if (m === null) return null;
  const h = Number(m[2]);
  const min = m[3] ?? '00';
  if (h > 14 || !/^(?:00|30|45)$/.test(min)) return null;
  const sign = m[1] === '+' ? '+' : '-';
  return { zone: `UTC${sign}${h}${min === '00' ? '' : `:${min}`}`, said: m[0] };
}

/** Whether the comment's words left (after the agreed ones) are a name's only: none says a state, a period or a condition. */
export function commentIsName(words: string): boolean {
  const said = words
    .split(/[^\p{L}\d'#@_.-]+/u)
    .map((w) => w.replace(/^[-'.]+|[-'.]+$/g, ''))
    .filter((w) => w !== '' && !/^\d+$/.test(w));
  return !said.some((w) => NOT_A_NAME.test(w.toLowerCase())) && nameWordsOnly(said);
}
