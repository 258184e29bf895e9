import type { LocalIntent } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { offsetAt, zoneNamed } from '../tz.js';
import { resolveZoneWord } from '../zones.js';
import { commentIsName, commentOffsetZone, crontabComment, withoutAgreedWords } from './crontabComments.js';
import { unparseable } from './draft.js';
import { SYSTEM_CRONTAB_GATE, systemCrontab } from './systemCrontab.js';
import { CLOCK_MEANT_GATE, clockIsLines, clockMeant } from './toolClockMeant.js';

/**
 * A cron line pasted from a scheduling tool's file, with the tool's keys around it:
 *
 *   on: schedule: - cron: '30 5 * * 1-5'               GitHub Actions (runs in UTC)
 *   - cron: '15 23 * * 0'  # weekly cleanup             (a YAML comment, set aside)
 *   schedule: "0 2 * * *"  timeZone: "Asia/Seoul"       Kubernetes CronJob (UTC, unless spec.timeZone)
 *   CronJob spec.schedule "0 9 1,15 * *"
 *   schedule_interval="@daily", schedule='@hourly'      Airflow (its presets, in the DAG's zone: UTC unless its
 *   schedule='@daily' with start_date=pendulum.datetime(2026, 1, 1, tz='Europe/Amsterdam')     start_date has one)
 *   jenkins cron "30 4 * * 1-5" TZ=Asia/Kolkata         Jenkins (the controller's zone: said, or refused)
 *   Jenkins (controller in New York): 0 22 * * 1-5
 *
 *   "0 5 * * *"  # airflow, dag tz is UTC        a comment that names the tool or says its zone is UTC
 *   @daily (airflow), "45 7 * * 1-5" (gha)      the tool named in brackets beside the line
 *   Airflow: schedule="30 23 * * 5", timezone pendulum Asia/Tokyo
 *   0 0 * * 0 /usr/local/bin/rotate-logs        a crontab's line with its command: on the machine's clock, taken as
 *   CRON_TZ=UTC 30 2 * * 1-5 python3 run.py     the writer's unless CRON_TZ says (a note says so)
 *   CRON_TZ=Atlantic/Azores 0 8 * * *           CRON_TZ= first, then the fields alone: on that zone's clock
 *   0 7 * * 1-5  # coffee maker on             a crontab's line with its comment only: the same (crontabComments.ts)
 *   @weekly /usr/local/bin/cleanup             a crontab's preset with its command (Unix cron's own presets only)
 *   0 22 * * 0 /srv/x.sh  # box runs Australia/Darwin time    the machine's clock said in the comment
 *   # m h dom mon dow  (then a line)           the header crontab -e writes, naming the fields: set aside
 *   0 9 1-7 * 1 /bin/x.sh  # first monday      the comment names the nth weekday the days' week and day make: read
 *                                               so (Unix cron would run on either), with a note
 *   apiVersion: batch/v1 kind: CronJob spec: schedule: "0 1 * * 6" timeZone: "Europe/Helsinki"   (a manifest's keys)
 *   triggers { cron("TZ=Europe/Prague\n0 22 * * 1-5") }          Jenkins' declarative pipeline, "\n" as written
 *   Airflow: schedule='30 2 * * *' (our default_timezone is Europe/Amsterdam)   the DAG's zone from airflow.cfg
 *   schedule='0 0 1 * *'  # our airflow.cfg has default_timezone = America/Chicago      (or in the line's comment)
 *
 * These tools all read Unix cron's fields, so a day of the week in numbers is Unix cron's (0 and 7 = Sunday): the
 * line is handed to the CRON-line reader as "cron <fields>", which reads it so, with a note, and in the zone the
 * tool takes ("in <zone>" when the paste names one). A preset ("@daily") is written as its fields.
 *
 * Not read here: a line with no tool's key (a bare "30 5 * * 1-5" keeps its "Unix or service numbering?"
 * refusal, and so does "schedule: 30 5 * * 1-5" with no quotes, as likely typed in chat as pasted), Jenkins' own
 * macros and "H" (Jenkins picks their minute: refused elsewhere), a Jenkins line with no zone (its controller's
 * zone is not known: refused), Airflow's "@once" and timedelta(...), and words left beside the line that say a
 * schedule the fields do not ("weekly: cron: '0 3 * * *'"): the phrase keeps its refusal; a comment that says a zone
 * other than UTC ("# dag tz is Europe/Berlin"), a crontab line with a comment ("0 0 * * 0 /usr/bin/x # UTC": the
 * machine's zone or the writer's?), fields followed by words that are no command ("0 9 * * 1-5 standup"), and a
 * Kubernetes CronJob with "suspend: true".
 */
export const CRON_PASTE_GATE =
  /^\s*(?:crontab|render)\b|\b(?:cron|schedule(?:_interval)?|spec\.schedule|jenkins|cronjob|tz)\b\s*[:=(]?|^\s*-\s*cron\b|@(?:daily|hourly|weekly|monthly|yearly|annually|midnight|quarterly)\b|\b(?:airflow|github\s+actions?|gha|k8s|kubernetes)\b|[\d*]\s+(?:sudo\s+)?(?:(?:~|\.{1,2}|\$\w+)?\/\w|(?:bash|sh|python[\d.]*|node|php|ruby|perl|curl|wget|cd|docker|kubectl|rsync|run-parts|echo)(?:\s|$))|^\s*cron_tz\s*=|^\s*[\d*@][^#]*\s#|^\s*(?:mailto|shell|path|home)\s*=|[\d*]\s+root\s|\/etc\/crontab\b|\bparameterizedcron\s*\(/i;

const FIELD = String.raw`[\d*][\d*,/-]*|[a-z]{3}(?:[-,][a-z]{3})*`;
const FIVE = String.raw`(?:${FIELD})(?:\s+(?:${FIELD})){4}`;
const PRESET = '@(?:daily|hourly|weekly|monthly|yearly|annually|midnight|quarterly|once)';
/** The fields or a preset, in quotes, or bare after a tool's key and its colon. */
const QUOTED = new RegExp(String.raw`(["'])\s*(${FIVE}|${PRESET})\s*\1`, 'i');
const BARE = new RegExp(String.raw`(?:^|[:=]\s*)(${FIVE}|${PRESET})\s*$`, 'i');
/**
 * A crontab's line: the fields, then the command they run ("0 0 * * 0 /usr/local/bin/rotate-logs", "30 2 * * 1-5
 * python3 backup.py"): a path, or a shell's or an interpreter's word first.
 */
const COMMAND_LINE = new RegExp(
  String.raw`^(${FIVE}|@(?:daily|hourly|weekly|monthly|yearly|annually|midnight))\s+((?:sudo\s+)?(?:(?:~|\.{1,2}|\$\w+)?\/\S*|(?:bash|sh|python[\d.]*|node|php|ruby|perl|curl|wget|cd|docker|kubectl|rsync|run-parts|echo)(?:\s+\S|$))[^#]*)$`,
  'i',
);
/**
 * A command that decides for itself whether, or when, its work runs: a test of the date ("test $(date +%d) -le 7 &&",
 * "[ ... ] &&"), a wait ("sleep 1800 &&"), a guard ("&&", "||", "if"). Its runs are not the fields': refused.
 */
const COMMAND_BOUNDS_RUNS = /\bdate\s+['"]?\+|(?:^|[\s/;(`])(?:sleep|test|if)\s|(?:^|\s)\[\[?\s|&&|\|\|/i;
/** A tool that runs its lines in UTC, named in brackets beside the line or in its comment: "@daily (airflow)". */
const UTC_TOOL = /\b(?:airflow|github\s+actions?|gha|kubernetes|k8s|cronjob)\b/gi;
/** A comment's words that say the tool's zone is UTC: "dag tz is UTC", "runs in UTC", "UTC". */
const UTC_SAID =
  /\b(?:(?:the\s+)?(?:dag|dags|runner|workflow|cluster|scheduler|it)(?:'s)?\s+)?(?:(?:tz|time\s*zone)\s*(?:is\s+|[:=]\s*)?|(?:runs?|is)\s+(?:in|on)\s+|in\s+)?(?:utc|etc\/utc)\b(?!\s*[+\-−]\s*\d)(?:\s+time)?/gi;

/** GitHub Actions named: it runs its schedules in UTC, whatever is said. */
const GHA_NAMED = /\bgithub\s+actions?\b|\bgha\b|\bon\s*:\s*schedule\b/i;
/** "(it is UTC, right?)", "(that's UTC, yes?)", "(UTC right?)": the writer asks whether the line runs in UTC. */
const UTC_ASKED =
  /\s\(\s*(?:(?:it|that|this)(?:'s|\s+is|\s+runs\s+in)\s+|in\s+)?utc\s*(?:,?\s*(?:right|yes|correct|yeah|no|isn't\s+it)\s*)?\?\s*\)(?=\s*$)/i;
/**
 * Tools that run their cron lines in UTC, with no zone setting of their own, named as the tool: before the line, or
 * after it as where it runs ("on vercel", "netlify functions"); not a word of a job's or a file's name
 * ("netlify-purge", "purge-cloudflare.sh") nor what a job works on ("purges the vercel cache").
 */
const FIXED_UTC_WORD = String.raw`(?<![\w-])(?:vercel|netlify|cloudflare|wrangler|circle\s*ci)(?![\w-])`;
const FIXED_UTC_BEFORE = new RegExp(FIXED_UTC_WORD, 'i');
const FIXED_UTC_AFTER = new RegExp(
  String.raw`\b(?:on|in|via|with|from|to|using|at)\s+(?:the\s+)?${FIXED_UTC_WORD}|${FIXED_UTC_WORD}\s+(?:crons?|schedules?|functions?|workers?|triggers?|jobs?|config)\b`,
  'i',
);
/** Tool keys other than GitHub's: a paste that names one is not read as GitHub's alone. */
const NOT_GHA_TOOL =
  /\b(?:cronjob|k8s|kubernetes|airflow|dag|jenkins|render|spec\.schedule|crontab|cron_tz|vercel|netlify|cloudflare|wrangler|circle\s*ci)\b/i;
/** "without timeZone ...", "(dropped timeZone ...)", "old timeZone ...": a zone key said to be gone or replaced. */
const ZONE_KEY_GONE_BEFORE =
  /\b(?:without|dropped|drop|old|was|were|removed|remove|deleted|instead\s+of|no|not|no\s+longer|previously|formerly|used\s+to\s+be|minus|except)\s*(?:the\s+|a\s+|its\s+)?[(:"']?\s*$/i;
const ZONE_KEY_GONE_AFTER =
  /^\s*[,;]?\s*\(?\s*(?:removed|dropped|deleted|gone|before|previously|formerly|old|no\s+longer|was|not\s+(?:set|used|any\s*more)|now\s+removed)\b/i;
/** Each tool's own key, one of which must be in the paste. */
const TOOL_KEY =
  /\b(?:render(?:\.yaml)?(?:\s+cron(?:\s+job)?)?\s*:?|(?:on\s*:\s*)?schedule\s*:\s*(?:-\s*)?(?:cron\s*:)?|-?\s*cron\s*:|schedule(?:_interval)?\s*=|(?:cronjob\s+)?spec\.schedule\s*:?|(?:k8s|kubernetes)\s+cronjob\s+schedule\s*:?|cronjob\s+schedule\s*:?|cronjob(?=\s+[\w.-]+\s*:\s*schedule\b)|(?<=\bcronjob\s+[\w.-]+\s*:\s*)schedule(?=\s*(?:["']|$))|(?:airflow\s+)?dag\s*:|jenkins(?:\s+(?:cron|trigger|job))?\s*:?|gha\b|github\s+actions?\s*:?|airflow\s*:?)/gi;

const PRESETS: Record<string, string> = {
  '@hourly': '0 * * * *',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@weekly': '0 0 * * 0',
  '@monthly': '0 0 1 * *',
  '@quarterly': '0 0 1 */3 *',
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
};

/**
 * Airflow's "start_date=pendulum.datetime(2027, 1, 1", "start_date=datetime(year=2027, month=1, day=1": the year,
 * month and day.
 */
const AIRFLOW_START =
  /\bstart_date\s*=\s*[\w.]*\(\s*(?:year\s*=\s*)?(\d{4})\s*,\s*(?:month\s*=\s*)?(\d{1,2})\s*,\s*(?:day\s*=\s*)?(\d{1,2})\b/i;
const DAY_MS = 86_400_000;

/** A zone as a tool writes it: an IANA name or UTC. */
const IANA = '(?:[A-Za-z]+/[A-Za-z_+-]+(?:/[A-Za-z_+-]+)?|UTC|GMT|Etc/UTC)';
/** "(CRON_TZ=Asia/Tokyo above it)", "(with CRON_TZ=UTC on the line above)": the crontab's CRON_TZ= line, above. */
const CRON_TZ_ABOVE = new RegExp(
  String.raw`\s*\(\s*(?:with\s+)?cron_tz\s*=\s*(${IANA})\s+(?:(?:set\s+|line\s+)?above(?:\s+(?:it|the\s+line|this(?:\s+line)?))?|on\s+the\s+line\s+above)\s*\)\s*$`,
  'i',
);
const ZONE_KEYS: readonly RegExp[] = [
  // Airflow: the DAG's zone is its start_date's
  new RegExp(String.raw`(?:\bwith\s+)?\bstart_date\s*=\s*[\w.]*\([^()]*?\btz\s*=\s*["'](${IANA})["'][^()]*\)`, 'i'),
  // Kubernetes spec.timeZone ("timeZone Europe/Amsterdam": a region's IANA name after the key and a space)
  new RegExp(
    String.raw`(?:\btime_?zone\s*[:=]\s*["']?|(?<!-)\btime_?zone\s*["']|(?<!-)\btime_?zone\s+(?=[A-Za-z]+\/))(${IANA})["']?`,
    'i',
  ),
  // Airflow's "timezone pendulum Asia/Tokyo", "timezone=pendulum.timezone('Asia/Tokyo')"
  new RegExp(String.raw`\btime_?zone\s*[:=]?\s*pendulum\s*(?:\.\s*timezone\s*)?\(?\s*["']?(${IANA})["']?\s*\)?`, 'i'),
  new RegExp(String.raw`\b(?:cron_)?tz\s*=\s*["']?(${IANA})["']?`, 'i'), // Jenkins TZ=, CRON_TZ=
  // Airflow's default_timezone (airflow.cfg), the zone of a DAG whose start_date has none
  new RegExp(
    String.raw`\(\s*(?:(?:our|the)\s+)?(?:airflow(?:'s)?\s+)?default_timezone\s*(?:is|[:=])\s*["']?(${IANA})["']?\s*\)`,
    'i',
  ),
];
/**
 * A Kubernetes CronJob's manifest keys around its schedule ("apiVersion: batch/v1", "kind: CronJob", "spec:"), and
 * Jenkins' declarative "triggers { cron('…') }" around its line: set aside with the tool's keys.
 */
const MANIFEST_KEYS =
  /\bapiversion\s*:\s*batch\/v1(?:beta1)?\b|\bkind\s*:\s*cronjob\b|\b(?:spec|jobtemplate|metadata)\s*:(?=\s)|\bname\s*:(?=\s*[\w.-]+\s+spec\s*:)|\btriggers\s*\{\s*cron\s*\(|\)\s*\}\s*$/gi;
/** "(cluster runs UTC)", "(controller in New York)": where the tool's machine keeps its clock. */
const MACHINE_ZONE =
  /\(\s*(?:no\s+(?:spec\.)?time_?zone(?:\s+(?:set|field|given))?\s*[,;]\s*)?(?:the\s+|that\s+|this\s+|our\s+)?(?:cluster|controller|server|box|host|node|machine|runner|scheduler|instance)(?:'s)?\s+(?:runs\s+(?:on\s+|in\s+)?|is\s+(?:on\s+|in\s+)?|(?:on|in)\s+|(?:tz|time\s*zone)\s+(?:is\s+)?)([a-z][\w/ .'-]{1,40}?)\s*(?:time)?\s*\)/i;

/** "# box runs Australia/Darwin time": the comment's last words say the machine's clock, without brackets. */
const MACHINE_ZONE_SAID =
  /(?:^|[,;]\s*|\s[-–—]\s*)(?:the\s+|that\s+|this\s+|our\s+)?(?:server|box|host|machine|vm)(?:'s)?\s+(?:runs\s+(?:on\s+|in\s+)?|is\s+(?:on\s+|in\s+)?|in\s+|(?:tz|time\s*zone|clock)\s*(?:=\s*|\s(?:is\s+)?))([a-z]+\/[a-z_+-]+(?:\/[a-z_+-]+)?|[a-z]+(?:\s+[a-z]+)?)\s*(?:time)?\s*$/i;

/** "— controller runs in Berlin time": the machine's clock said after a dash, the paste's last words. */
const MACHINE_ZONE_AFTER =
  /\s[-–—]\s*(?:no\s+(?:spec\.)?time_?zone(?:\s+(?:set|given))?\s*[,;]\s*)?(?:the\s+|that\s+|this\s+|our\s+)?(?:controller|server|box|host|machine|cluster)(?:'s)?\s+(?:runs\s+(?:on\s+|in\s+)?|is\s+(?:on\s+|in\s+)|(?:on|in)\s+)([a-z]+\/[a-z_+-]+(?:\/[a-z_+-]+)?|[a-z]+(?:\s+[a-z]+)?)\s*(?:time)?\s*$/i;
/** Tools that run their lines in UTC or their own setting, whatever their machine's clock (GitHub Actions, Airflow, Render). */
const OWN_CLOCK_TOOL =
  /\b(?:airflow|github\s+actions?|gha|schedule_interval|dags?)\b|^\s*render\b|\bon\s*:\s*schedule\b|^\s*-\s*cron\s*:/i;
/** "# TZ=Europe/Malta": the comment, the whole of it, sets the machine's clock. */
const MACHINE_TZ_SAID = /^tz\s*=\s*([a-z]+\/[a-z_+-]+(?:\/[a-z_+-]+)?)\s*$/i;
/** Words beside a line that leave runs out, stop or bound them (a word, not a part of "off-site", "holiday-card"). */
const LEAVES_OUT =
  /(?<![\w-])(?:except|excluding|exclude|skip(?:ping)?|only|not|never|until|till|unless|holidays?|pause[ds]?|off)(?![\w-])/i;
/** "crontab: ", "crontab line: ", "crontab -e → ": the file a line is from, said before it. */
const CRONTAB_LABEL =
  /^(?:crontab(?:\s+line|\s+-e)?|\/etc\/(?:cron\.d\/[\w.-]+|crontab))\s*(?::|→|->|=>)\s*(?=[\d*@]|cron_tz\s*=)/i;
/** "(TZ=Europe/Malta)", "(server TZ=Asia/Kabul)": the machine's clock in brackets at the end of a crontab's line. */
const MACHINE_REMARK =
  /\s\(\s*((?:(?:the|that|this|our)\s+)?(?:(?:server|box|host|machine|vm)(?:'s)?\s+)?tz\s*=\s*[a-z]+\/[a-z_+-]+(?:\/[a-z_+-]+)?)\s*\)$/i;

/** Whether words name a zone: an IANA name or a zone word of `zones.ts` ("Australia/Darwin", "chicago"). */
function namesZone(words: string): boolean {
  const w = words.trim().toLowerCase();
  return zoneNamed(words.trim()) !== null || resolveZoneWord(w) !== null;
}

/** Words beside the line that say a schedule, which the fields must then say too. */
const SCHEDULE_WORDS =
  /\b(?:\d+(?::\d\d)?(?:am|pm|h)?|every|each|daily|nightly|weekly|monthly|hourly|yearly|annually|quarterly|weekdays?|weekends?|mornings?|evenings?|nights?|noon|midnight|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:days?)?|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|am|pm|utc|gmt)\b/gi;

const DAY_NUMBER: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };
/** A day's word among SCHEDULE_WORDS ("friday", "weekdays"): beside "midnight" or "noon", which day's is unsure. */
export const DAY_WORD = /^(?:weekdays?|weekends?|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:days?)?)$/i;

/** Words beside a pasted line that could bound, narrow or move its runs: never set aside as its name. */
export const BOUNDING_WORDS =
  /\b(?:only|except|excluding|exclude|not|no|never|skip|skipping|until|till|til|through|thru|starting|start|from|since|after|before|between|during|for|local|my|our|their|time|week|weeks|odd|even|first|last|holidays?|business|hours?|days?|weekdays?|weekends?|monthly|weekly|daily|hourly|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|summer|winter|spring|autumn|fall)\b/i;
/** More such words beside a line whose tool is named, or in a crontab line's command ("... every other week"). */
const MORE_SCHEDULE_WORDS =
  /\b(?:every|other|alternate|biweekly|fortnightly|quarterly|yearly|annually|pause[ds]?|paused|resume|off|instead|\d{1,2}(?:st|nd|rd|th))\b|\b(?:cron_)?tz\s*=/i;

/** "cronjob nightly-vacuum: schedule": a Kubernetes CronJob's name said before its schedule key. */
const CRONJOB_NAME = /\bcronjob\s+([\w.-]+)\s*:\s*schedule\b/i;
/** Words of time a CronJob's name may not hold ("cronjob tomorrow-run:"): they could say when it runs. */
const NAME_TIME_WORDS =
  /\b(?:tomorrow|today|tonight|once|twice|next|now|soon|later|yesterday|mornings?|afternoons?|evenings?|nights?|noon|midnight|am|pm|utc|gmt|\d+|bimonthly|biweekly|fortnightly|weekdays?|weekends?|workdays?|business|month|week|year|end|start|only|except|skip\w*|holidays?|off|disabled?|paused?|suspended|stopped|every|each|alternate|other|odd|even|first|last|(?:mon|tue|wed|thu|fri|sat|sun)\w*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)\b/i;
/** A name's words, split at "_", ".", "-", a change of case and from digits to letters ("reindex_2am"; "v2" kept). */
export function nameWords(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/(\d)([a-z])/gi, '$1 $2')
    .replace(/[_.\-/]+/g, ' ');
}

export type CronPaste = { text: string; notes: string[] } | { problem: ScheduleProblem };

/**
 * Tools read elsewhere, whose zone is not UTC when none is said (cloudCronLines.ts: node-cron, sidekiq-cron, Rundeck;
 * celeryCrontab.ts, laravelSchedule.ts, wheneverSchedule.ts): their lines are not read here as GitHub Actions' are.
 */
const UTC_TOOL_NOTE = 'Read in UTC, as the tool runs its cron lines';
// (as the label the line is said after: "sidekiq: cron: ...", not a path or a comment, "/usr/bin/celery-cleanup.sh")
const OTHER_TOOL = /^\s*(?:sidekiq(?:-cron)?|node-cron|rundeck|celery|laravel|whenever)\b|\bcron\.schedule\s*\(/i;

/**
 * A tool said first as the line's label whose lines run on another clock than UTC ("jira automation cron: 0 9 * * 1-5"
 * on the Jira site's zone, "rundeck cron ...", "apex cron ..."): its five fields, read as the service's own in UTC
 * (parsers/cronText.ts) with the tool's name set aside as the job's, are refused below as the tools above are.
 */
const OTHER_CLOCK_LABEL =
  /^\s*(?:jira(?:\s*:)?\s+(?:automation|cron|scheduled)|rundeck|apex|salesforce|quartz(?:\.net)?|spring)\b/i;
/** The note of a line of bare CRON fields read in UTC, the service's own zone (parsers/cronText.ts). */
const SERVICE_UTC_NOTE = /read as CRON fields \([^)]*\), in UTC as the service takes them\.$/;

/**
 * A line read here as a UTC tool's when the phrase names one of those tools (its name set aside before as a label:
 * "sidekiq: cron: '0 5 * * *'"): refused, as that tool runs it on another clock.
 */
export function otherToolProblem(phrase: string, read: readonly LocalIntent[]): ScheduleProblem | null {
  const named = OTHER_TOOL.exec(phrase) ?? OTHER_CLOCK_LABEL.exec(phrase);
  if (named === null) return null;
  const tool = named[0].trim();
  // (or its bare fields read in the service's UTC, the tool's name set aside as the job's, no zone said)
  const nameSetAside = (n: string) =>
    /^Read "([^"]*)" as the job's name/
      .exec(n)?.[1]
      ?.toLowerCase()
      .includes(tool.toLowerCase().split(/\W/)[0] ?? '');
  const bareUtc = (r: LocalIntent) =>
    r.assumptions.some((n) => SERVICE_UTC_NOTE.test(n)) && r.assumptions.some(nameSetAside);
  const zoneSaid = /\b(?:utc|gmt)\b|\b[a-z]+\/[a-z_]+/i.test(phrase);
  if (!read.some((r) => r.assumptions.some((n) => n.startsWith(UTC_TOOL_NOTE)) || (!zoneSaid && bareUtc(r))))
    return null;
  return unparseable(
    `"${tool}" runs its schedule on the clock of its server, site or app, not in UTC as GitHub Actions does, and the paste does not say which zone that is.`,
    'Add the zone, e.g. "timezone America/Chicago", or say the schedule in words with a zone.',
  );
}

/** A crontab line with its command, at the start of a line of the paste ("0 22 * * 1-4 /backup/inc.sh"). */
const CRONTAB_LINES =
  /^[ \t]*(?:@(?:yearly|annually|monthly|weekly|daily|midnight|hourly)|(?:[\d*][\d*,/-]*[ \t]+){4}[\d*a-z][\w*,/-]*)[ \t]+\S/gim;

export function cronPaste(pasted: string, writerZone?: string, now?: number): CronPaste | null {
  if (OTHER_TOOL.test(pasted)) return null;
  // "start_date=pendulum.datetime(2027, 1, 1, ...)": an Airflow DAG runs from its start date; one still to come (or
  // today, whose runs may be before it) bounds the runs, which the line's fields alone do not say
  const start = AIRFLOW_START.exec(pasted);
  const [year, month, day] = [Number(start?.[1]), Number(start?.[2]), Number(start?.[3])];
  if (start !== null && now !== undefined && Date.UTC(year, month - 1, day) > now - DAY_MS) {
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return {
      problem: unparseable(
        `"${start[0]}" starts the DAG on ${date}, which the line's fields do not say, and I do not read it as a bound.`,
        `Say the start in words after the schedule, e.g. "... from ${date}".`,
      ),
    };
  }
  // a system crontab's line: its environment lines and its user field set aside (systemCrontab.ts)
  const system = SYSTEM_CRONTAB_GATE.test(pasted) ? systemCrontab(pasted) : null;
  const typed = system?.phrase ?? pasted;
  // "# m h dom mon dow" on the line before: the header crontab -e writes over its lines, naming the five fields
  const header = /^\s*#\s*m\s+h\s+dom\s+mon\s+dow(?:\s+command)?[ \t]*\n(?=\s*[\d*@])/i.exec(typed);
  const phrase = header ? typed.slice(header[0].length) : typed;
  // two crontab lines pasted at once: each runs a job of its own, and the second is no part of the first's command
  const lines = phrase.includes('\n') ? (phrase.match(CRONTAB_LINES)?.length ?? 0) : 0;
  if (lines > 1) {
    return {
      problem: unparseable(
        `The paste holds ${lines} crontab lines: each runs a job of its own.`,
        'Paste one line at a time, one task each.',
      ),
    };
  }
  let rest = phrase.replace(/\s+/g, ' ').trim();
  // "(it is UTC, right?)" beside a GitHub Actions line: the writer asks what the tool does anyway, set aside
  // (only when the line is read as GitHub's: no other tool, no zone key and no other zone in the paste)
  const asked = GHA_NAMED.test(rest) && !NOT_GHA_TOOL.test(rest) ? UTC_ASKED.exec(rest) : null;
  const askedLeft = asked ? `${rest.slice(0, asked.index)} ${rest.slice(asked.index + asked[0].length)}` : '';
  const utcAsked = asked && !ZONE_KEYS.some((k) => k.test(askedLeft)) && !zoneSaidIn(askedLeft) ? asked : null;
  const utcAskedNote = utcAsked
    ? `Read "${utcAsked[0].trim()}" as asking whether the line runs in UTC: GitHub Actions runs its schedules in UTC.`
    : null;
  if (utcAsked) rest = `${rest.slice(0, utcAsked.index)} ${rest.slice(utcAsked.index + utcAsked[0].length)}`.trim();
  // "crontab: 0 10 * * * /srv/x.sh", "crontab line: ...", "crontab -e → ...": the file the line is from, as a label
  const crontabLabel = CRONTAB_LABEL.exec(rest);
  if (crontabLabel) rest = rest.slice(crontabLabel[0].length);
  // "CRON_TZ=Asia/Tokyo 0 9 * * 1-5 x (CRON_TZ=America/Denver above it)": two different CRON_TZ= values, whichever
  // stands nearer the line, which clock reads its fields is unsure
  const cronTzValues = new Set(
    [...rest.matchAll(/\bcron_tz\s*=\s*["']?([^\s"'()]+)/gi)].map((m) => (m[1] ?? '').toLowerCase()),
  );
  if (cronTzValues.size > 1) return null;
  // "0 9 * * 1-5 # bot (CRON_TZ=America/Denver above it)": the crontab's CRON_TZ= line said to stand above the line,
  // read as said first (only CRON_TZ=, which sets the clock of the lines below it, not TZ=, the jobs' environment)
  const above = /cron_tz/i.test(rest) ? CRON_TZ_ABOVE.exec(rest) : null;
  if (above && !/\bcron_tz\s*=/i.test(rest.slice(0, above.index)))
    rest = `CRON_TZ=${above[1]} ${rest.slice(0, above.index)}${rest.slice(above.index + above[0].length)}`.trim();
  // "CRON_TZ=America/Denver 15 6 * * * /usr/local/bin/x": the zone cron reads the line's fields in, said first
  const cronTzFirst = /^cron_tz\s*=/i.test(rest);
  // "/etc/cron.d/weekdays-only:": a file's name that could say when the line runs is refused, as a job's name is
  const cronD = crontabLabel ? /cron\.d\/([\w.-]+)/i.exec(crontabLabel[0]) : null;
  if (cronD && NAME_TIME_WORDS.test(nameWords(cronD[1] ?? ''))) return null;
  // Jenkins' "TZ=Europe/Prague\n0 22 * * 1-5" written in a Groovy string, its line break as "\n"
  const jenkinsTriggers = /\btriggers\s*\{/i.test(rest);
  if (jenkinsTriggers) rest = rest.replace(/\\n/g, ' ');
  // Jenkins' parameterizedCron('0 20 * * 0 % ENV=prod'): the build's parameters after "%" say what the build gets,
  // not when it runs; the line is Jenkins' own ("TZ=…" before it, as in cron('…'))
  const parameterized = /\bparameterizedcron\s*\(\s*(["'])([^"'%]*?)\s*%\s*([^"'%]*?)\s*\1\s*\)/i.exec(rest);
  if (parameterized) {
    const q = parameterized[1] ?? "'";
    const line = (parameterized[2] ?? '').replace(/\\n/g, ' ');
    rest = `${rest.slice(0, parameterized.index)}jenkins cron ${q}${line}${q}${rest.slice(parameterized.index + parameterized[0].length)}`;
  }
  if (/\bapiversion\s*:|\bkind\s*:|\btriggers\s*\{/i.test(rest)) rest = rest.replace(MANIFEST_KEYS, ' ').trim();
  // a Kubernetes CronJob suspended: it does not run
  if (/\bsuspend\s*:\s*true\b/i.test(rest)) return null;
  // "... but I want 2am my time": the line's clock meant on another zone's (toolClockMeant.ts)
  const meant = CLOCK_MEANT_GATE.test(rest) ? clockMeant(rest, writerZone) : null;
  if (meant) rest = meant.rest;
  const notes: string[] = header ? [`Read "${header[0].trim()}" as the crontab's header naming its fields.`] : [];
  if (system) notes.push(...system.notes);
  if (utcAskedNote) notes.push(utcAskedNote);
  if (parameterized)
    notes.push(`Read "% ${(parameterized[3] ?? '').trim()}" as the build's parameters, not as part of the schedule.`);
  // a comment after "#", set aside (it is checked against the fields below)
  let comment = '';
  const hash = /\s#\s*(.*)$/.exec(rest);
  // "0 10 * * * /srv/x.sh (TZ=Europe/Malta)": the machine's clock said in brackets after a command, read as its comment
  const remark = hash === null && crontabLabel !== null ? MACHINE_REMARK.exec(rest) : null;
  if (remark) {
    comment = (remark[1] ?? '').trim();
    rest = rest.slice(0, remark.index).trim();
  } else if (hash) {
    comment = (hash[1] ?? '').trim();
    rest = rest.slice(0, hash.index).trim();
    // "# our airflow.cfg has default_timezone = America/Chicago": the whole comment says the DAG's zone, read as it is
    // said in brackets after the line
    const cfg = new RegExp(
      String.raw`^(?:(?:our|the)\s+)?(?:airflow(?:\.cfg)?(?:'s)?\s+)?(?:(?:has|says|sets)\s+)?(default_timezone\s*(?:is|[:=])\s*["']?${IANA}["']?)$`,
      'i',
    ).exec(comment);
    if (cfg) {
      rest = `${rest} (${cfg[1]})`;
      comment = '';
    }
  }
  // a tool that runs in UTC named in brackets or in the comment, and the comment's word that its zone is UTC
  let toolNamed = false;
  const bracket = new RegExp(String.raw`\(\s*(?:${UTC_TOOL.source})\s*\)`, 'i').exec(rest);
  if (bracket) {
    toolNamed = true;
    notes.push(`Read "${bracket[0]}" as the tool the line was copied from, not as part of the schedule.`);
    rest = `${rest.slice(0, bracket.index)} ${rest.slice(bracket.index + bracket[0].length)}`.trim();
  }
  let commentLeft = comment;
  if (UTC_TOOL.test(commentLeft)) {
    toolNamed = true;
    commentLeft = commentLeft.replace(UTC_TOOL, ' ');
  }
  UTC_TOOL.lastIndex = 0;
  let commentUtc = false;
  if (UTC_SAID.test(commentLeft)) {
    commentUtc = true;
    commentLeft = commentLeft.replace(UTC_SAID, ' ');
  }
  UTC_SAID.lastIndex = 0;
  // "# weekly vacuum (that box runs on Chicago time)": the crontab's machine's clock, said in its comment
  // (said without brackets, only words that name a zone: "# server is on call" says no clock)
  const saidMachine = MACHINE_ZONE_SAID.exec(commentLeft) ?? MACHINE_TZ_SAID.exec(commentLeft);
  // ("# box in Regina": a place, the writer's own zone's city, is that zone)
  const ownCity = (writerZone ?? '').split('/').pop()?.replace(/_/g, ' ').toLowerCase();
  const machineZone = (words: string) => namesZone(words) || words.trim().toLowerCase() === ownCity;
  const commentMachine =
    MACHINE_ZONE.exec(commentLeft) ?? (saidMachine && machineZone(saidMachine[1] ?? '') ? saidMachine : null);
  // "# box in the basement": where the machine is, which may be a place whose clock is not known: not a name
  if (commentMachine === null && saidMachine !== null && /\s+in\s+/i.test(saidMachine[0])) return null;
  if (commentMachine) commentLeft = commentLeft.replace(commentMachine[0], ' ');
  // "# fri 9:30, box is on UTC+3 year round": the machine's clock kept on a fixed offset (crontabComments.ts)
  const commentOffset = commentMachine ? null : commentOffsetZone(commentLeft);
  if (commentOffset) commentLeft = commentLeft.replace(commentOffset.said, ' ');
  // (its words with their hyphens kept, for the words that leave runs out: "off-site" is no "off")
  const commentWords = commentLeft.replace(/[,;()–—]+|(?<![A-Za-z])-+|-+(?![A-Za-z])|(?<!\d):|:(?!\d\d)/g, ' ');
  commentLeft = commentLeft
    .replace(/[,;()\-–—]+|(?<!\d):|:(?!\d\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let zone: string | null = null;
  for (const key of ZONE_KEYS) {
    const m = key.exec(rest);
    if (m === null) continue;
    if (zone !== null) return null; // two zones
    // "without timeZone Europe/Amsterdam", "(dropped timeZone ...)", "timeZone: ... (removed)": not the line's zone
    if (ZONE_KEY_GONE_BEFORE.test(rest.slice(0, m.index))) return null;
    if (ZONE_KEY_GONE_AFTER.test(rest.slice(m.index + m[0].length))) return null;
    zone = m[1] ?? null;
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`.trim();
  }
  // a zone key beside a tool that runs its lines in UTC whatever is set (Vercel, Netlify, Cloudflare, CircleCI): not
  // the line's clock (cloudCronLines.ts refuses it too)
  // GitHub Actions too, with or without the key's colon: it runs its schedules in UTC
  const zoneNotUtc = zone !== null && !/^(?:utc|gmt|etc\/utc)$/i.test(zone);
  if (zoneNotUtc && GHA_NAMED.test(pasted)) return null;
  // "TZ=Europe/Rome" on the line before a crontab's fields (tzLine below)
  const tzLine = new RegExp(String.raw`^\s*(?:cron_)?tz\s*=\s*["']?${IANA}["']?\s*\n\s*[\d*@]`, 'i').test(phrase);
  // "(controller in New York)", or after a dash at the end: "— controller runs in Berlin time"
  const machineAfter = MACHINE_ZONE_AFTER.exec(rest);
  const machine =
    MACHINE_ZONE.exec(rest) ?? (machineAfter !== null && namesZone(machineAfter[1] ?? '') ? machineAfter : null);
  if (machine) {
    if (zone !== null) return null;
    zone = (machine[1] ?? '').trim();
    rest = `${rest.slice(0, machine.index)} ${rest.slice(machine.index + machine[0].length)}`.trim();
  }
  const q = QUOTED.exec(rest);
  const b = q === null ? BARE.exec(rest) : null;
  // a crontab's line with its command: runs on its machine's clock
  const command = q === null && b === null && !toolNamed ? COMMAND_LINE.exec(rest) : null;
  const found = q ?? b ?? command;
  if (found === null) return null;
  // ("cd /opt/app && ./run.sh": a change of directory first bounds nothing)
  if (command !== null && COMMAND_BOUNDS_RUNS.test((command[2] ?? '').replace(/^\s*cd\s+\S+\s*&&/i, ' '))) return null;
  // a crontab's line with its comment: the fields alone before "#", as in a crontab file (crontabComments.ts)
  const commented = crontabComment(b, comment, toolNamed || q !== null);
  // a crontab's command line with a comment: the comment must be a name, as on a line without a command
  const commandComment = command !== null && comment !== '';
  const zoneByKey = zone !== null;
  if (commentMachine) {
    if (!(commented || commandComment) || zone !== null || commentUtc) return null;
    // "/srv/x.sh (TZ=Europe/Malta)", "# TZ=Europe/Malta" with no "server": Vixie and Debian cron take a TZ= on a job's
    // line for the job's environment, not for when it runs: read only when it is the writer's own zone, where both
    // readings agree, else asked
    const bareTz = command !== null && MACHINE_TZ_SAID.test(commentMachine[0].trim());
    if (bareTz && (commentMachine[1] ?? '').trim() !== writerZone) {
      return {
        problem: unparseable(
          `"${comment}" beside a crontab's command may set only the job's environment, not the clock its line runs on.`,
          `Say whose clock it is, e.g. "(server TZ=${(commentMachine[1] ?? '').trim()})", or put "CRON_TZ=${(commentMachine[1] ?? '').trim()}" before the line.`,
        ),
      };
    }
    zone = (commentMachine[1] ?? '').trim();
    if (!namesZone(zone) && writerZone !== undefined) zone = writerZone;
  }
  if (commentOffset) {
    if (!(commented || commandComment) || zone !== null || commentUtc) return null;
    zone = commentOffset.zone;
  }
  // "TZ=Europe/Rome" then the fields alone: cron takes TZ for the job's environment, and on some systems for its
  // fields too: read only when it names the writer's own zone, where both readings agree
  const tzCrontab = tzLine && b !== null && b.index === 0 && comment === '' && !toolNamed && zone !== null;
  if (tzCrontab && !cronTzFirst && zone !== writerZone) return null;
  const line = (q ? q[2] : (b ?? command)?.[1]) ?? '';
  const before = command ? '' : rest.slice(0, found.index);
  const after = command ? '' : rest.slice(found.index + found[0].length);
  // (the fixed-UTC tool named as the tool, not as a word of a name or of what the job does)
  if (zoneByKey && zoneNotUtc && (FIXED_UTC_BEFORE.test(before) || FIXED_UTC_AFTER.test(`${after} ${comment}`)))
    return null;
  const keys = `${before} `.match(TOOL_KEY) ?? [];
  // "CRON_TZ=Atlantic/Azores 0 8 * * *": the zone said first, then the fields alone (robfig/cron's and cronie's key:
  // Unix cron's fields on that zone's clock), their days "*" or by name (in numbers, with no command, they are asked)
  const cronTzLine =
    cronTzFirst &&
    zoneByKey &&
    b !== null &&
    b.index === 0 &&
    comment === '' &&
    !toolNamed &&
    /\s(?:\*|[a-z]{3}(?:[-,][a-z]{3})*)$/i.test((b[1] ?? '').trim());
  if (
    keys.length === 0 &&
    !(q && zone !== null) &&
    !toolNamed &&
    command === null &&
    !commented &&
    !tzCrontab &&
    !cronTzLine
  )
    return null;
  if (commented && writerZone === undefined) return null;
  if (command !== null) {
    // a zone in the comment ("# UTC") is the machine's or the writer's? left to the readers that ask; a comment that
    // is a name is set aside (checked below as a crontab line's comment is)
    // (a comment that says the machine's clock, "# box runs Australia/Darwin time", is read as on a line without one)
    if (commentUtc || writerZone === undefined) return null;
    notes.push(
      `Read "${(command[2] ?? '').trim()}" as the command the crontab line runs, not as part of the schedule.`,
    );
  }
  if (commentUtc) {
    if (command !== null || (zone !== null && !/^(?:utc|gmt|etc\/utc)$/i.test(zone))) return null;
    if (commented && zoneByKey) return null;
    zone = 'UTC';
  }
  // "schedule: 0 8 * * 1-5" unquoted is as likely a line typed in chat as one pasted: its days keep their question
  if (
    q === null &&
    keys.length > 0 &&
    keys.every((k) => /^\s*(?:on\s*:\s*)?schedule(?:_interval)?\s*[:=]\s*$/i.test(k))
  )
    return null;
  const jenkins = jenkinsTriggers || parameterized !== null || /\bjenkins\b/i.test(phrase);
  const preset = line.startsWith('@') ? line.toLowerCase() : null;
  if (preset !== null && (jenkins || PRESETS[preset] === undefined)) return null;
  const fields = preset === null ? line.toLowerCase() : (PRESETS[preset] as string);
  if (/(?:^|\s)h\b/i.test(fields)) return null;
  // "— server runs in Berlin", "(controller in New York)": only a tool that runs on its machine's clock (a crontab's
  // line, Jenkins' controller, a Kubernetes CronJob without timeZone) takes it; GitHub Actions, Airflow, Render run
  // in UTC or their own setting, whatever the machine's clock ("on: schedule: - cron: '0 9 * * 1' — box in Berlin")
  if (machine) {
    // (a tool on its own clock named anywhere in the paste, "gha: - cron: '0 9 * * *' — cluster runs Europe/Berlin",
    // is never on the machine's: "cluster" says a Kubernetes CronJob only when no such tool is named)
    const ownClockTool = OWN_CLOCK_TOOL.test(phrase);
    const k8s =
      /\b(?:cronjob|spec\.schedule|k8s|kubernetes)\b/i.test(phrase) ||
      (/\bcluster\b/i.test(machine[0]) && !ownClockTool);
    const onMachineClock = (jenkins || k8s || command !== null || crontabLabel !== null) && !ownClockTool;
    const machineUtc = /^(?:utc|gmt|etc\/utc)$/i.test(zone ?? '');
    if (!onMachineClock && !machineUtc) return null;
    const named = zoneNamed(zone ?? '') !== null ? zone : resolveZoneWord((zone ?? '').toLowerCase());
    if (named === null) return null;
    notes.push(
      `Read "${machine[0].trim().replace(/^[-–—]\s*/, '')}" as the clock of the machine the tool runs on (${named}).`,
    );
  }
  if (jenkins && zone === null) {
    return {
      problem: unparseable(
        `Jenkins reads "${fields}" in its controller's time zone, which the line does not say.`,
        'Add the zone, e.g. "TZ=Europe/London" on the line before, or say the schedule in words with a zone.',
      ),
    };
  }
  // what is left: the tool's keys, and words of a name
  let left = `${before.replace(TOOL_KEY, ' ')} ${after}`
    .replace(/[:=\-–—,;()"'·]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  left = left.replace(/^(?:for|on|with)\b\s*/i, '').trim();
  // "cronjob nightly-vacuum: schedule "…"": the CronJob's name, one word, which must say nothing of when it runs
  const jobName = CRONJOB_NAME.exec(phrase);
  if (
    jobName &&
    (BOUNDING_WORDS.test(nameWords(jobName[1] ?? '')) ||
      MORE_SCHEDULE_WORDS.test(nameWords(jobName[1] ?? '')) ||
      NAME_TIME_WORDS.test(nameWords(jobName[1] ?? '')))
  )
    return null;
  // "0 9 1-7 * 1  # first monday": the comment says which of Unix cron's two readings the writer means
  const nth = comment !== '' ? nthWeekdayComment(fields, commentLeft) : null;
  if (nth !== null) commentLeft = commentLeft.replace(nth.said, ' ').trim();
  const said = `${left} ${commentLeft}`.trim();
  const wrong = saidElse(said, fields);
  if (wrong) return null;
  // "- cron: '0 8 * * 1-5' except holidays": words that leave runs out or stop them are never the job's name
  if (LEAVES_OUT.test(left) || LEAVES_OUT.test(nth === null ? commentWords : commentLeft)) return null;
  // a line read in its tool's dialect or as a crontab's: nothing beside it may bound, narrow or move its runs
  // ("(gha) every other week", "# airflow, times in local time not utc", "... python3 run.py every other week")
  // (a command's paths and flags are its own: "/usr/local/bin/x", "--weekly")
  // (Render's key, like a tool named: its words must say the line's own schedule or a name)
  const render = /^\s*render\b/i.test(phrase);
  const agreed = commented || commandComment || render ? withoutAgreedWords(said, fields) : said;
  if (agreed === null) return null;
  // a crontab's comment is only a name: "# disabled", "# run once then delete", "# tax season" stop or narrow the line
  if ((commented || commandComment) && !commentIsName(agreed)) return null;
  // (and what echo is given to print: echo "weekly")
  const beside = `${agreed} ${(command?.[2] ?? '').replace(/\S*\/\S*|(?<!\S)-\S*|(?<=^|\s)echo\s+(?:"[^"]*"|'[^']*')/g, ' ')}`;
  if (
    (toolNamed || commentUtc || command !== null || commented || tzCrontab || cronTzLine || render) &&
    (BOUNDING_WORDS.test(beside) || MORE_SCHEDULE_WORDS.test(beside))
  )
    return null;
  // "TZ=Asia/Tokyo python3 run.py": a zone set for the command's own environment, not when it runs
  if ((command !== null || commented) && zoneByKey && !cronTzFirst) return null;
  if (tzCrontab) notes.push(`Read the TZ= line before the fields as the zone the crontab runs in (${zone}).`);
  else if (cronTzFirst && zoneByKey) notes.push(`Read "CRON_TZ=${zone}" as the zone the crontab reads the line in.`);
  // a zone said beside the line, not by the tool's key ("cron: '0 9 * * 1-5' London time"): the line's own zone or
  // the writer's? left to the readers that ask
  if (zoneSaidIn(said)) return null;
  if (preset !== null) notes.push(`Read "${preset}" as the tool's preset "${fields}".`);
  if (crontabLabel) notes.push(`Read "${crontabLabel[0].trim()}" as where the line is from, a crontab.`);
  if (comment !== '')
    notes.push(
      `Read "${remark ? remark[0].trim() : `# ${comment}`}" as a comment on the line, not as part of the schedule.`,
    );
  if (left !== '') notes.push(`Read "${left}" as the job's name, not as part of the schedule.`);
  if (commentMachine) notes.push(`Read "${commentMachine[0].trim()}" as the zone of the machine the crontab runs on.`);
  else if (commentOffset)
    notes.push(`Read "${commentOffset.said}" as the fixed offset the crontab's machine keeps all year (${zone}).`);
  else if (commentUtc && commented) notes.push(`Read the comment's "UTC" as the zone the crontab line runs in.`);
  if (meant) {
    const [minute = '', hour = ''] = fields.split(' ');
    if (zone !== null || !clockIsLines(meant, minute, hour)) return null;
    zone = meant.zone;
    notes.push(`Read "${meant.said}" as the line's own clock meant in ${zone}, not in the tool's zone.`);
  }
  if (zone === null && (command !== null || commented)) {
    zone = writerZone ?? null;
    notes.push(
      `Read in your time zone (${zone}), as a crontab runs on its machine's clock: add "CRON_TZ=…" before the line if the machine keeps another.`,
    );
  } else if (zone === null) {
    notes.push(
      /\b(?:cronjob|spec\.schedule|k8s|kubernetes)\b/i.test(phrase)
        ? 'Read in UTC, as a Kubernetes CronJob runs without a spec.timeZone on a cluster kept in UTC.'
        : /^\s*render\b/i.test(phrase)
          ? 'Read in UTC, as Render runs its cron jobs.'
          : `${UTC_TOOL_NOTE} (GitHub Actions always, Airflow unless the DAG's start_date has a zone).`,
    );
  }
  // a part of the day said beside the line is the writer's: the line's hour must be in it on the writer's clock
  if (
    saidElse(said, fields, false) &&
    !saidElse(said, fields, true) &&
    !partOfDayHere(said, fields, zone ?? 'UTC', writerZone)
  )
    return null;
  if (nth !== null) {
    notes.push(
      `Read "${fields}" as the ${nth.words} of each month, as the comment "${nth.said}" says: Unix cron itself would run it on each of days ${fields.split(' ')[2]} and on every ${nth.day}.`,
    );
    return { text: `${nth.text}${zone !== null ? ` in ${zone}` : ''}`, notes };
  }
  return { text: `cron ${fields}${zone !== null ? ` in ${zone}` : ''}`, notes };
}

const ORDINALS: readonly [RegExp, string][] = [
  [/^(?:first|1st)$/, '1-7'],
  [/^(?:second|2nd)$/, '8-14'],
  [/^(?:third|3rd)$/, '15-21'],
  [/^(?:fourth|4th)$/, '22-28'],
];
const WEEKDAY_WORDS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/**
 * "0 9 1-7 * 1  # first monday": a week of the month's days and one day of the week, which Unix cron runs on either
 * (the well-known slip), beside a comment that names that week's day ("first monday" beside 1-7 and 1): the nth
 * weekday of each month, the comment's meaning. Null unless the comment's ordinal is the days' week and its day the
 * line's, at one time of day, every month.
 */
function nthWeekdayComment(
  fields: string,
  comment: string,
): { text: string; said: string; words: string; day: string } | null {
  const f = /^(\d{1,2}) (\d{1,2}) (\d{1,2}-\d{1,2}) \* ([0-7]|sun|mon|tue|wed|thu|fri|sat)$/.exec(fields);
  if (f === null) return null;
  const m =
    /\b(first|1st|second|2nd|third|3rd|fourth|4th)\s+(sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?s?\b/i.exec(
      comment,
    );
  if (m === null) return null;
  const ordinal = (m[1] ?? '').toLowerCase();
  const which = ORDINALS.findIndex(([re, days]) => re.test(ordinal) && days === f[3]);
  if (which < 0) return null;
  const dayOfLine = /^\d$/.test(f[4] ?? '') ? Number(f[4]) % 7 : (DAY_NUMBER[f[4] ?? ''] ?? -1);
  if (DAY_NUMBER[(m[2] ?? '').toLowerCase().slice(0, 3)] !== dayOfLine) return null;
  const day = WEEKDAY_WORDS[dayOfLine] as string;
  const nthWord = ['first', 'second', 'third', 'fourth'][which] as string;
  const at = `${(f[2] ?? '').padStart(2, '0')}:${(f[1] ?? '').padStart(2, '0')}`;
  if (Number(f[1]) > 59 || Number(f[2]) > 23) return null;
  return { text: `on the ${nthWord} ${day} of every month at ${at}`, said: m[0], words: `${nthWord} ${day}`, day };
}

/**
 * Whether the part of the day said beside a line holds its hour on the writer's clock too, in winter and in summer
 * ("# weekday evenings" beside 21:00 on a box at UTC+2 is 19:00 for a writer in UTC; beside 22:00 UTC it is 07:00 in
 * Tokyo): the words may be the writer's or the box's.
 */
function partOfDayHere(said: string, fields: string, lineZone: string, writerZone: string | undefined): boolean {
  if (writerZone === undefined || lineZone === writerZone) return true;
  const za = zoneNamed(lineZone);
  const zb = zoneNamed(writerZone);
  const [min = '', hour = '', ...rest] = fields.split(' ');
  if (za === null || zb === null || !/^\d{1,2}$/.test(hour)) return false;
  return [Date.UTC(2027, 0, 15), Date.UTC(2027, 6, 15)].every((t) => {
    const shifted = Number(hour) * 60 + (offsetAt(zb, t) - offsetAt(za, t));
    if (shifted < 0 || shifted >= 1440 || shifted % 60 !== 0) return false;
    return !saidElse(said, [min, String(shifted / 60), ...rest].join(' '), true);
  });
}

/** Whether words hold a zone: an IANA name, UTC or GMT, or a zone's word or two ("London", "new york"). */
export function zoneSaidIn(words: string): boolean {
  if (/\b[A-Za-z]+\/[A-Za-z_]+|\b(?:utc|gmt|time\s*zone)\b/i.test(words)) return true;
  const w = words
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((x) => x !== '');
  return w.some((x, i) => resolveZoneWord(x) !== null || (i > 0 && resolveZoneWord(`${w[i - 1]} ${x}`) !== null));
}

/** The hours each part of the day holds, for words beside a line at one hour. */
export const PART_HOURS: readonly [RegExp, number, number][] = [
  [/^mornings?$/, 5, 11],
  [/^afternoons?$/, 12, 17],
  [/^evenings?$/, 17, 22],
];

/**
 * The words without an interval that says the line's own step again ("# every 2h" beside "0 *\/2 * * *", "every 15
 * min" beside "*\/15 * * * *"): a step over the whole hour or day, from its top.
 */
export function withoutAgreedInterval(words: string, fields: string): string {
  if (!/\bevery\s+\d/i.test(words)) return words;
  const [min = '', hour = ''] = fields.split(' ');
  const step = (f: string) => /^(?:\*|0)\/(\d{1,2})$/.exec(f)?.[1] ?? null;
  return words.replace(
    /\bevery\s+(\d{1,2})\s*(h|hrs?|hours?|m|mins?|minutes?)\b/gi,
    (said, n: string, unit: string) => {
      const hours = unit.toLowerCase().startsWith('h');
      const agrees = hours
        ? /^\d{1,2}$/.test(min) && step(hour) === String(Number(n))
        : hour === '*' && step(min) === String(Number(n));
      return agrees ? ' ' : said;
    },
  );
}

/** Whether words beside the line say a schedule the fields do not. */
export function saidElse(said: string, fields: string, ownClock = true): boolean {
  const [min = '', hour = '', dom = '', mon = '', dow = ''] = fields.split(' ');
  const words = withoutAgreedInterval(said, fields);
  const found = words.toLowerCase().match(SCHEDULE_WORDS) ?? [];
  const daily = dom === '*' && dow === '*' && mon === '*' && !/[*/,-]/.test(hour);
  for (const w of found) {
    // a clock that is the line's own one time ("# fri 9:30" beside "30 9 * * 5"; "9:30pm" beside "30 21 ...")
    const clock = /^(\d{1,2}):(\d\d)(am|pm)?$/.exec(w);
    if (clock && /^\d{1,2}$/.test(min) && /^\d{1,2}$/.test(hour)) {
      const h = Number(clock[1]);
      const h24 = clock[3] === undefined ? h : (h % 12) + (clock[3] === 'pm' ? 12 : 0);
      if (
        h24 === Number(hour) &&
        Number(clock[2]) === Number(min) &&
        (clock[3] === undefined ? h <= 23 : h <= 12 && h >= 1)
      )
        continue;
      return true;
    }
    // noon or midnight that is the line's own one time ("# noon bell" beside "0 12 * * 1-5"), with no day word
    // beside it: "# friday midnight" is most often the end of Friday, not the start the line runs at
    if (w === 'noon' || w === 'midnight') {
      if (found.some((x) => DAY_WORD.test(x))) return true;
      if (/^0{1,2}$/.test(min) && /^\d{1,2}$/.test(hour) && Number(hour) === (w === 'noon' ? 12 : 0)) continue;
      return true;
    }
    // a part of the day the line's one hour is in ("# weekday evenings" beside "0 22 * * 1-5")
    const part = PART_HOURS.find(([re]) => re.test(w));
    if (part !== undefined) {
      // (said of the writer's day: only where the line's hour is on the writer's clock, "evening report" beside
      // 22:00 UTC is 07:00 in Tokyo)
      if (ownClock && /^\d{1,2}$/.test(hour) && Number(hour) >= part[1] && Number(hour) <= part[2]) continue;
      return true;
    }
    if (/^(?:daily|nightly|every|each|nights?)$/.test(w)) {
      if (!daily && w !== 'every' && w !== 'each') return true;
      continue;
    }
    if (w === 'weekly') {
      if (!(dom === '*' && /^[\da-z]+$/.test(dow))) return true;
      continue;
    }
    if (w === 'monthly') {
      if (!(/^\d+$/.test(dom) && dow === '*')) return true;
      continue;
    }
    if (w === 'hourly') {
      // every hour, or every hour of a range ("0 9-17 * * 1-5  # hourly nudges")
      if (!(/^(?:\*|\d{1,2}-\d{1,2})$/.test(hour) && /^\d+$/.test(min))) return true;
      continue;
    }
    const days = weekDays(dow);
    if (/^weekdays?$/.test(w) || /^weekends?$/.test(w)) {
      const want = w.startsWith('weekday') ? '1,2,3,4,5' : '0,6';
      if (dom !== '*' || days?.join(',') !== want) return true;
      continue;
    }
    const day = DAY_NUMBER[w.slice(0, 3)];
    if (day !== undefined && /^(?:mon|tue|wed|thu|fri|sat|sun)/.test(w)) {
      if (dom !== '*' || days === null || days.length !== 1 || days[0] !== day) return true;
      continue;
    }
    return true;
  }
  return false;
}

/** The days a day-of-week field names (0 = Sunday), sorted; null when it is not a plain list or range. */
function weekDays(dow: string): number[] | null {
  const out = new Set<number>();
  for (const item of dow.split(',')) {
    const [a = '', b] = item.split('-');
    const num = (x: string) => (/^\d$/.test(x) ? Number(x) % 7 : (DAY_NUMBER[x] ?? null));
    const lo = num(a);
    const hi = b === undefined ? lo : num(b);
    if (lo === null || hi === null) return null;
    // "5-7" (to Sunday as 7) and "sat-sun" run through the week's end
    const end = b !== undefined && hi < lo ? hi + 7 : hi;
    for (let d = lo; d <= end; d++) out.add(d % 7);
  }
  return [...out].sort((x, y) => x - y);
}
