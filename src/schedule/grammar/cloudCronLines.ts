import type { LocalIntent } from '../intent.js';
import { type Outcome, ok, type ScheduleProblem } from '../problem.js';
import { ALTERS_RUNS } from './appCodeAsides.js';
import { BOUNDING_WORDS, saidElse, zoneSaidIn } from './cronPastes.js';
import { inexpressible, unparseable } from './draft.js';
import { withoutAgreedOften } from './oftenWordsAgreed.js';
import { CLOCK_MEANT_GATE, clockIsLines, clockMeant } from './toolClockMeant.js';

/**
 * A cron line pasted from a cloud scheduler, read with the tool's own field layout, day numbering and zone:
 *
 *   cron(0 12 ? * MON-FRI *)                      AWS EventBridge: min hour dom month dow year, 1 = SUN (UTC)
 *   EventBridge Scheduler: cron(30 18 ? * 2-6 *), timezone America/New_York
 *   aws_scheduler_schedule: schedule_expression = "cron(…)" schedule_expression_timezone = "Europe/Dublin"  (Terraform)
 *   cron(15 10 ? * 6L 2027)                       the last Friday of each month, in 2027
 *   rate(5 minutes), rate(12 hours) starting at midnight      (a rate of hours or days needs its start said)
 *   NCRONTAB "0 30 9 * * 1-5" (app runs in UTC)   Azure Functions: seconds first, 0 = Sunday (UTC, unless
 *   0 0 7 * * * with WEBSITE_TIME_ZONE=Tokyo Standard Time                          WEBSITE_TIME_ZONE)
 *   apex cron 0 30 8 ? * MON-FRI                  Salesforce / Quartz: seconds first, 1 = SUN; Apex runs on the
 *   System.schedule('Nightly', '0 0 2 * * ?', new Job()); - org runs on Pacific       scheduling user's clock
 *   @Scheduled(cron = "0 0 6 * * MON-FRI", zone = "Europe/Berlin")   Spring: seconds first, 0 or 7 = Sunday; the
 *   @Scheduled(cron="0 *\/15 * * * *")           server's zone (taken as the writer's) unless zone = says
 *   quartz 0 0 12 ? * 2#1 UTC                     Quartz: its scheduler's zone (a zone said beside the line, else
 *   quartz cron 0 0 9 ? * 1 (yes, Quartz numbering)                the writer's); a numbering said must be the tool's
 *   0 0/5 14 * * ?, 0 0 8 LW * ?                  no tool named, a "?" in a day field: Quartz's or Spring's, seconds
 *                                                 first, on the server's clock (the writer's); a day of the week in
 *                                                 numbers is refused (1 = Sunday to Quartz, 0 = Sunday to Spring)
 *   c.AddFunc("CRON_TZ=Asia/Tokyo 0 6 * * *", job)            Go's robfig/cron: Unix cron (seconds first with
 *   cron.New(cron.WithSeconds()).AddFunc("0 30 * * * *", f)   WithSeconds()), the machine's clock unless CRON_TZ=
 *   new CronJob('0 0 9 * * 1-5', fn, null, true, 'America/Los_Angeles')    Node's cron package: seconds optional,
 *                                                 0 or 7 = Sunday; its fifth argument is the zone, else the process's
 *   agenda.every('0 6 * * *', 'report', {}, { timezone: 'Africa/Lagos' })    Agenda: the same, its timezone option
 *   @Scheduled(cron = "0 *\/15 9-17 * * *")  // app runs in America/Chicago   the app's zone in a code comment
 *   cloud scheduler "30 6 1,15 * *" tz America/Sao_Paulo      Google Cloud Scheduler: Unix cron (UTC unless its
 *   frequency: 0 *\/2 * * *  timezone: Etc/UTC                                     time zone field says)
 *   vercel cron "0 8 * * 1-5", cloudflare "59 23 LW * *"      Vercel, Cloudflare Workers: Unix cron, always UTC
 *   netlify schedule("@hourly", handler)           Netlify's scheduled functions: the same, with the presets
 *   Rundeck: 0 0 6 ? * MON-FRI * with time zone America/Chicago     Rundeck: Quartz's seven fields, 1 = SUN; the
 *                                                 server's zone (taken as the writer's) unless the job's time zone says
 *   cron.schedule('0 30 8 * * 1-5', fn, { timezone: 'Europe/Athens' })   node-cron: seconds optional first, 0 or 7
 *                                                 = Sunday; the process's zone (taken as the writer's) unless timezone:
 *   sidekiq-cron: cron: "0 5 * * * America/Chicago"           sidekiq-cron: Unix cron, a zone as its sixth word
 *                                                 (Fugit's way); the server's zone (taken as the writer's) unless so
 *   gcloud scheduler jobs create http NAME --schedule="0 1 * * *" --time-zone="America/Bogota"   (gcloud's flags;
 *   --schedule="*\/15 8-18 * * 1-5" --time-zone="Asia/Jakarta"        NAME set aside when it says no other schedule)
 *   [TimerTrigger("0 *\/5 * * * *")]                Azure's attribute
 *   0 15 14 * * 6, Arabian Standard Time           six fields and a Windows zone's name: .NET's NCRONTAB / Cronos
 *                                                  (0 = Sunday; a "?" in a day field is Quartz.NET's: refused)
 *   periodic { crons = ["0 4 * * *"] time_zone = "Asia/Singapore" }   Nomad: Unix cron, UTC unless time_zone
 *   one-time schedule at(2026-12-15T09:00:00), timezone Asia/Singapore    EventBridge Scheduler's one run (UTC
 *                                                  unless its timezone; seconds other than 0 and other words refused)
 *   cron(0 9 1W * ? *)                             EventBridge's "1W": the weekday nearest the 1st, never in another
 *                                                  month, so the first weekday of the month
 *   prefect deploy --cron "0 7 * * 1-5" --timezone "America/Denver"     Prefect: Unix cron, UTC unless its timezone
 *   ScheduleDefinition(job=j, cron_schedule="0 5 * * *", execution_timezone="Australia/Sydney")    Dagster, and its
 *   @schedule(cron_schedule="…", execution_timezone="…"): Unix cron, UTC unless execution_timezone says
 *   CircleCI scheduled pipeline: cron "0 9 * * 1-5"    CircleCI: Unix cron, always UTC
 *   buildkite cronline "0 2 * * * Europe/Berlin"  Buildkite's pipeline schedule: Unix cron or a preset ("@daily"), a
 *   buildkite schedule cronline: "@daily"          zone as the line's last word, else UTC
 *   jira cron 0 30 17 ? * 6L — site is Melbourne time        Jira automation's scheduled trigger: Quartz's fields
 *                                                 (1 = SUN, "6L"), on the site's zone (said as the site's, else the
 *                                                 writer's); a site's zone said beside any other tool is refused
 *   { "crons": [{ "path": "/api/x", "schedule": "0 8 * * *" }] }       vercel.json's own keys
 *   SELECT cron.schedule('purge', '30 3 * * *', $$DELETE …$$);    pg_cron: Unix cron ("$" = the last day of the
 *   -- cron.timezone = 'Europe/Paris'                  month), GMT unless cron.timezone says; its job's name set
 *                                                  aside when it says no other schedule, its command set aside
 *   kubectl create cronjob NAME --image=… --schedule="45 23 * * 5"     a Kubernetes CronJob made from the command line
 *   c.AddFunc("@daily", f), cron.New(cron.WithLocation(time.UTC))      robfig/cron's presets and its location
 *   "… (no timezone, so UTC)", "(execution_timezone not set, so UTC)"  the writer's word that the tool's zone is UTC
 *
 * The tool fixes the numbering of the days, so numbers are read as the tool reads them (a note says so) and handed
 * on by name ("cron 0 8 * * mon-fri in UTC"); "6L", "2#1", "LW" are handed on in words. Words left beside the line
 * are the job's name when they say no schedule; when they do, they must say the line's own (read alone, the same
 * days and times), else the phrase keeps its refusal.
 *
 * Refused: seconds other than 0, a rate of minutes that does not divide the hour (left to "every 7 minutes"), a
 * rate of hours or days with no start, a year field other than "*" or one year, Quartz with no zone, a zone said
 * beside a tool that has none of its own (Vercel, Cloudflare), and any field not in the tool's form (null).
 */
export const CLOUD_CRON_GATE =
  /\b(?:bullmq|temporal|cron_?expressions)\b|\brepeat\s*:\s*\{|\b(?:cron|rate|at)\s*\(|@scheduled\b|\b(?:ncrontab|azure|timer\s*trigger|website_time_zone|quartz|apex|system\.schedule|salesforce|cloud\s+scheduler|gcp|gcloud|google\s+cloud|frequency|vercel|netlify|cloudflare|crons|nomad|prefect|dagster|cron_schedule|circle\s*ci|kubectl|standard\s+time|rundeck|node-cron|sidekiq(?:-cron)?)\b|--schedule\b|\bperiodic\s*\{|\b(?:buildkite|cronline|jira)\b|\bcron\.schedule\s*\(|\.addfunc\s*\(|\bnew\s+cronjob\s*\(|\bcroner\b|\bagenda\.every\s*\(|(?:^|\s)\?(?:\s|$)/i;

/** "seconds-unix?": node-cron's, with its seconds field optional (five fields are Unix cron's). */
type Shape = 'aws' | 'seconds-unix' | 'seconds-unix?' | 'seconds-quartz' | 'unix';
type Tool = {
  key: RegExp;
  shape: Shape;
  zone: string | null;
  fixed?: boolean;
  /** The tool takes a zone as the line's last word, inside its quotes ("0 5 * * * America/Chicago"). */
  zoneInLine?: boolean;
  /** Six fields and a Windows zone's name: .NET's NCRONTAB or Cronos. */
  dotnet?: boolean;
  /** A line with no tool named, known by its "?": its days of the week must be names (1 or 0 = Sunday?). */
  unnamed?: boolean;
  /**
   * The tool runs on the clock of the machine (the process, the JVM) it runs on, so a remark on that machine's clock
   * ("— server is America/Chicago") says its zone; beside any other tool (a hosted one, Salesforce on its user's
   * clock, Jira on its site's) such a remark is refused.
   */
  machineClock?: boolean;
  /** The tool's zone ('writer') is only its default: a zone said beside the line is the line's. */
  zoneFromWords?: boolean;
  /** The code around the line (the call, its plain arguments), set aside with it. */
  call?: RegExp;
  /** Months in numbers mean other months in other versions of the tool: only months' names are read. */
  monthNamesOnly?: boolean;
  /** "$" in the day of the month is the month's last day (pg_cron). */
  lastDayDollar?: boolean;
  /** Unix cron's presets in quotes ("@daily"), as the tool reads them (robfig/cron). */
  presets?: boolean;
  note: string;
};

/**
 * Tools known only by a label said before their line, never by their name alone: "jira" and "buildkite" are also the
 * words of job names, paths and purposes ("kubectl create cronjob jira-sync", "/api/jira"). Taken only when no other
 * tool is named (see `TOOLS`' use).
 */
const LABELLED_TOOLS = {
  buildkite: /(?<![\w/.-])buildkite(?:\s+pipeline)?\s+(?:schedules?|cronline)\b(?![-/])/i,
  // ("jira:" first, before its line, is the label too)
  jira: /(?<![\w/.-])jira\s*:?\s+(?:automation|cron|scheduled)\b(?![-/])|^\s*jira\s*:(?=\s*[\d*?])/i,
};

const TOOLS: readonly Tool[] = [
  {
    key: /\b(?:ncrontab|azure|timer\s*trigger|function\s+timer|website_time_zone)\b/i,
    shape: 'seconds-unix',
    zone: 'UTC',
    note: 'Azure Functions runs its timer in UTC unless WEBSITE_TIME_ZONE says otherwise',
  },
  {
    key: /\b(?:apex|system\.schedule|salesforce)\b/i,
    shape: 'seconds-quartz',
    zone: 'writer',
    note: "Salesforce runs a scheduled Apex job on the clock of the user who schedules it, taken as yours; say the org's zone if it is another",
  },
  {
    key: /\bquartz\b|\.\s*WithCronSchedule\s*\(/i,
    shape: 'seconds-quartz',
    zone: 'writer',
    zoneFromWords: true,
    // Quartz.NET's trigger builder: .WithCronSchedule("…"), its zone read above (ZONES)
    call: /\bquartz(?:\.net)?\b|\.?\s*\bWithCronSchedule\s*\(/gi,
    machineClock: true,
    note: "Quartz runs a trigger with no time zone set on its scheduler's default time zone, taken as yours",
  },
  {
    key: /\brundeck\b/i,
    shape: 'seconds-quartz',
    zone: 'writer',
    machineClock: true,
    note: "Rundeck runs a job's schedule on its server's time zone when the job's own time zone is not set, taken as yours",
  },
  {
    // pg_cron: cron.schedule('name', '30 3 * * *', 'command'), in SQL; its second form has no name
    key: /\bselect\s+cron\.schedule\s*\(|\bcron\.schedule\s*\(\s*'[^']*'\s*,\s*(?:'[^']*'|\$\$)|\bpg_cron\b/i,
    shape: 'unix',
    zone: 'UTC',
    lastDayDollar: true,
    call: /\bselect\b|\bpg_cron\b|\bcron\.schedule\s*\(|\)\s*;?/gi,
    note: 'pg_cron runs its jobs in GMT unless cron.timezone is set',
  },
  {
    key: /\bnode-cron\b|\bcron\.schedule\s*\(/i,
    shape: 'seconds-unix?',
    zone: 'writer',
    machineClock: true,
    note: "node-cron runs on the process's time zone when no timezone option is given, taken as yours",
  },
  {
    key: /\bsidekiq(?:-cron)?\b/i,
    shape: 'unix',
    zone: 'writer',
    zoneInLine: true,
    machineClock: true,
    note: "sidekiq-cron runs a line with no zone on the server's time zone, taken as yours",
  },
  {
    // Go's robfig/cron: c.AddFunc("CRON_TZ=Asia/Tokyo 0 6 * * *", job); six fields, seconds first, with WithSeconds()
    key: /\bwithseconds\s*\(/i,
    shape: 'seconds-unix',
    zone: 'writer',
    call: /\b(?:[\w.]*\.)?addfunc\s*\(|\b(?:cron\.)?new\s*\(\s*(?:cron\.)?withseconds\s*\(\s*\)\s*\)/gi,
    machineClock: true,
    note: "robfig/cron runs on the machine's local time when the line has no CRON_TZ=, taken as yours",
  },
  {
    key: /\.addfunc\s*\(/i,
    shape: 'unix',
    zone: 'writer',
    presets: true,
    call: /\b(?:[\w.]*\.)?addfunc\s*\(|\bcron\.new\s*\(\s*\)/gi,
    machineClock: true,
    note: "robfig/cron runs on the machine's local time when the line has no CRON_TZ=, taken as yours",
  },
  {
    // Node's cron package: new CronJob('0 0 9 * * 1-5', fn, null, true, 'America/Los_Angeles'), seconds optional
    key: /\bnew\s+cronjob\s*\(/i,
    shape: 'seconds-unix?',
    zone: 'writer',
    call: /\bnew\s+cronjob\s*\(|\b(?:null|true|false|undefined)\b/gi,
    // (its months counted 0-11 before version 3, 1-12 since)
    monthNamesOnly: true,
    machineClock: true,
    note: "the Node cron package runs a job with no time zone argument on the process's time zone, taken as yours",
  },
  {
    // croner: new Cron('0 0 12 * * 1-5', { timezone: 'Europe/Stockholm' }, run), seconds optional first, 0 or 7 =
    // Sunday, "L" the month's last day; its timezone option, else the process's zone
    key: /\bcroner\b|\bnew\s+cron\s*\(\s*["']/i,
    shape: 'seconds-unix?',
    zone: 'writer',
    call: /\bcroner\b|\bnew\s+cron\s*\(|\bpattern\b/gi,
    machineClock: true,
    note: "croner runs a job with no timezone option on the process's time zone, taken as yours",
  },
  {
    // Agenda: agenda.every('0 6 * * *', 'report', {}, { timezone: 'Africa/Lagos' }), seconds optional
    key: /\bagenda\.every\s*\(/i,
    shape: 'seconds-unix?',
    zone: 'writer',
    call: /\bagenda\.every\s*\(/gi,
    machineClock: true,
    note: "Agenda runs a job with no timezone option on the process's time zone, taken as yours",
  },
  {
    key: /@scheduled\s*\(/i,
    shape: 'seconds-unix',
    zone: 'writer',
    machineClock: true,
    note: "Spring runs a @Scheduled method on the server's default time zone when no zone = is given, taken as yours",
  },
  {
    // six fields and a Windows zone's name beside them: .NET's NCRONTAB or Cronos (Azure Functions, Hangfire), whose
    // days count 0 = Sunday; Quartz.NET (1 = Sunday) would need a "?" in one day field (refused below)
    key: /\b[a-z][\w.]*(?:\s+[\w.]+){0,3}\s+standard\s+time\b/i,
    shape: 'seconds-unix',
    zone: null,
    dotnet: true,
    note: ".NET's NCRONTAB and Cronos run a line on the time zone their host or job is given (Azure's WEBSITE_TIME_ZONE, Hangfire's TimeZone option)",
  },
  {
    // BullMQ: queue.add('name', data, { repeat: { pattern: '0 15 * * 1', tz: 'Europe/London' } }); cron-parser's
    // line, seconds optional first, 0 or 7 = Sunday, on the process's zone unless tz says
    key: /\bbullmq\b|\brepeat\s*:\s*\{[^{}]*\bpattern\s*:/i,
    shape: 'seconds-unix?',
    zone: 'writer',
    call: /\bbullmq\b|\b(?:[\w.]*\.)?add\s*\(|\b(?:queue|data|repeat|pattern|opts)\b/gi,
    machineClock: true,
    note: "BullMQ runs a repeat pattern with no tz on the worker process's time zone, taken as yours",
  },
  {
    // Temporal: a schedule spec's cron_expressions / cronExpressions, Unix cron's fields, in UTC unless its time zone
    // (time_zone_name, timeZone) says
    key: /\btemporal\b|\bcron_?expressions\b/i,
    shape: 'unix',
    zone: 'UTC',
    call: /\btemporal\b|\bschedule_?spec\b|\bspec\b|\bcron_?expressions\b/gi,
    note: 'Temporal runs a schedule with no time zone in UTC',
  },
  {
    // Nomad: a periodic block's crons, in UTC unless its time_zone says
    key: /\bnomad\b|\bperiodic\s*\{/i,
    shape: 'unix',
    zone: 'UTC',
    note: 'Nomad runs a periodic job in UTC when its time_zone is not set',
  },
  {
    key: /\b(?:cloud\s+scheduler|gcp(?:\s+scheduler)?|gcloud(?:\s+scheduler)?|google\s+cloud(?:\s+scheduler)?|frequency)\b|--schedule\b(?=.*--time-zone\b)/i,
    shape: 'unix',
    zone: 'UTC',
    note: "Cloud Scheduler runs its jobs in UTC when the job's time zone is not set",
  },
  {
    key: /\bprefect(?:\.yaml)?\b/i,
    shape: 'unix',
    zone: 'UTC',
    call: /\bprefect(?:\s+deploy\b|\.yaml\b)?|--cron\b|\bschedules\s*:/gi,
    note: 'Prefect runs a cron schedule in UTC when its timezone is not set',
  },
  {
    key: /\bdagster\b|\bcron_schedule\s*=|\bscheduledefinition\s*\(/i,
    shape: 'unix',
    zone: 'UTC',
    call: /\bdagster\b|\bscheduledefinition\s*\(|@schedule\s*\(|\bcron_schedule\b/gi,
    note: 'Dagster runs a schedule in UTC when its execution_timezone is not set',
  },
  {
    // Buildkite's pipeline schedules: Unix cron or its presets, a zone as the line's last word, else UTC; only as a
    // label ("buildkite cronline", "buildkite schedule"), never inside a name or path ("jobs/buildkite-sync")
    key: LABELLED_TOOLS.buildkite,
    shape: 'unix',
    zone: 'UTC',
    zoneInLine: true,
    presets: true,
    call: /\bbuildkite\b|\bcronline\b|\bpipelines?\b/gi,
    note: 'Buildkite runs a schedule whose cronline names no zone in UTC',
  },
  {
    // Jira automation's scheduled trigger: Quartz's fields, on the Jira site's time zone; only as a label ("jira
    // cron", "jira automation", "jira scheduled"), never inside a name, path or purpose ("jira-sync", "/api/jira")
    key: LABELLED_TOOLS.jira,
    shape: 'seconds-quartz',
    zone: 'writer',
    zoneFromWords: true,
    call: /\bjira\b|\bautomation\b|\bscheduled\b/gi,
    note: "Jira automation runs a scheduled trigger on the site's time zone, taken as yours",
  },
  {
    key: /\bcircle\s*ci\b/i,
    shape: 'unix',
    zone: 'UTC',
    fixed: true,
    call: /\bcircle\s*ci\b|\bscheduled\s+pipelines?\b|\bpipelines?\b/gi,
    note: 'CircleCI runs scheduled pipelines in UTC',
  },
  {
    // (Kubernetes runs a CronJob with no timeZone on its controller's clock, UTC as cronPastes.ts takes it)
    key: /\bkubectl\s+create\s+cronjob\b/i,
    shape: 'unix',
    zone: 'UTC',
    call: /\bkubectl\s+create\s+cronjob\b|--image[= ]\S+|--restart[= ]\S+|--schedule\b|(?:^|\s)--\s.*$/gi,
    note: 'Kubernetes runs a CronJob with no timeZone in UTC',
  },
  {
    key: /\bvercel(?:\.json)?\b|"crons"\s*:\s*\[/i,
    shape: 'unix',
    zone: 'UTC',
    fixed: true,
    note: 'Vercel runs its cron jobs in UTC',
  },
  {
    // Netlify's scheduled functions: schedule("@hourly", handler), Unix cron or its presets, always UTC
    key: /\bnetlify\b/i,
    shape: 'unix',
    zone: 'UTC',
    fixed: true,
    presets: true,
    call: /\bnetlify\b|\bschedule\s*\(|\bhandler\b/gi,
    note: 'Netlify runs scheduled functions in UTC',
  },
  {
    key: /\bcloudflare\b|\bcrons\s*=/i,
    shape: 'unix',
    zone: 'UTC',
    fixed: true,
    note: 'Cloudflare runs Workers cron triggers in UTC',
  },
  {
    // six or seven fields with a "?" in a day field and no tool named: Quartz's or Spring's (seconds first; "?" is
    // theirs, not Unix cron's or the service's five), both on their server's clock; they number the days of the week
    // differently (1 or 0 = Sunday, "6L", "2#2"), so only names are read there
    key: /(?:^|\s)\?(?:\s|$)/,
    shape: 'seconds-quartz',
    zone: 'writer',
    zoneFromWords: true,
    unnamed: true,
    machineClock: true,
    note: "Quartz and Spring run a line with no time zone set on their server's default time zone, taken as yours",
  },
];

/** Words beside a line that say whose clock it runs on without naming it ("in the org's zone", "on their clock"). */
const WHOSE_CLOCK = /\b(?:time\s*zone|timezone|tz|zone|clock)\b/i;

/** The hours and months of a line known only by its "?": hours in numbers, months "*" or names. */
const UNNAMED_HOURS = /^\d{1,2}(?:[,-]\d{1,2})*$/;
const UNNAMED_MONTHS = /^(?:\*|[a-z]{3}(?:[-,][a-z]{3})*)$/;

/** Words of the tools, set aside with the line (not a job's name). */
const TOOL_WORDS =
  /\b(?:aws_scheduler_schedule|schedule_expression|aws|eventbridge|cloudwatch|scheduler|rule|ncrontab|azure|functions?|func|timer|trigger|timertrigger|gcloud|jobs|create|http|pubsub|app-engine-http|nomad|periodic|website_time_zone|quartz|apex|system\.schedule|salesforce|cloud|gcp|google|frequency|vercel(?:\.json)?|cloudflare|workers?|crons?|crontab|rundeck|node|sidekiq|fn|schedule|job|expression|style|with|says?|copy|of|the|our|one|can|you|mirror|please|pls|thanks|is|a|an|in|on|it)\b/gi;

const IANA = '(?:Etc/UTC|[A-Za-z]+/[A-Za-z_+-]+(?:/[A-Za-z_+-]+)?|UTC|GMT)';
const ZONES: readonly RegExp[] = [
  // the Jira site's zone, said beside its rule's line: "— site is Melbourne time", "(site tz Europe/Dublin)"
  /[-–—,;]?\s*\(?\s*\b(?:the\s+|our\s+)?(?:jira\s+)?site(?:'s)?\s+(?:is\s+(?:on\s+|in\s+)?|runs\s+(?:on|in)\s+|(?:tz|time\s*zone|timezone|zone|clock)\s*(?:is\s+|[:=]\s*)?)([a-z][\w/ .'-]{1,40}?)\s*(?:time)?\s*\)?\s*$/i,
  new RegExp(
    String.raw`,?\s*(?:--time-zone\b|\b(?:execution_timezone|schedule_expression_timezone|scheduleexpressiontimezone|time_?zone(?:_?name)?|time\s+zone|tz|cron_tz)\b)\s*[:=]?\s*["']?(${IANA})["']?`,
    'i',
  ),
  // the Node cron package's time zone, its fifth argument: new CronJob('…', fn, null, true, 'America/Los_Angeles')
  new RegExp(
    String.raw`(?<=\bnew\s+cronjob\s*\(\s*(?:"[^"]*"|'[^']*')(?:\s*,\s*[\w.]+){3})\s*,\s*["'](${IANA})["'](?=\s*\))`,
    'i',
  ),
  // (and "(UTC, no tz setting)": the tool's own zone, as nothing sets another)
  new RegExp(
    String.raw`\(\s*(?:in\s+)?(${IANA})\s*(?:,\s*(?:obviously|of\s+course|naturally|as\s+always|no\s+(?:tz|time\s*zone|website_time_zone)(?:\s+(?:setting|set))?))?\s*\)`,
    'i',
  ),
  // the writer's word that the tool's zone, not set, is UTC: "(no timezone, so UTC)", "(execution_timezone not set, so UTC)"
  // (and "(no timezone set, so UTC)")
  /\(\s*(?:no\s+(?:execution_)?time_?zone(?:\s+(?:set|field|given|configured))?|(?:execution_)?time_?zone\s+(?:not\s+set|unset))\s*[,;]?\s*(?:so\s+|which\s+means\s+|=\s*)?(UTC)\s*\)/i,
  // Quartz.NET's trigger zone: .WithCronSchedule("…", x => x.InTimeZone(TimeZoneInfo.FindSystemTimeZoneById("…")))
  /,?\s*(?:\b\w+\s*=>\s*\w+\s*)?\.\s*InTimeZone\s*\(\s*(?:TimeZoneInfo\s*\.\s*FindSystemTimeZoneById\s*\(\s*"([A-Za-z][\w .+()/-]{1,60}?)"\s*\)|TimeZoneInfo\s*\.\s*(Utc))\s*\)/i,
  // a remark after the line on the machine's clock, by its IANA name: "— server is UTC", "- box runs on Etc/UTC"
  new RegExp(
    String.raw`\s[-–—]\s*(?:the\s+|our\s+)?(?:server|box|host|machine)\s+(?:is|runs)\s+(?:(?:on|in)\s+)?(${IANA})\s*$`,
    'i',
  ),
  // robfig/cron's location: cron.New(cron.WithLocation(time.UTC))
  /\b(?:cron\.)?withlocation\s*\(\s*time\.(UTC)\s*\)/i,
  // kubectl's line with a comment that says the cluster's clock: "# cluster in UTC"
  new RegExp(
    String.raw`\s#\s*(?:the\s+|our\s+)?(?:cluster|controller)\s+(?:runs\s+|is\s+)?(?:in|on)\s+(${IANA})\s*$`,
    'i',
  ),
  new RegExp(String.raw`,?\s*\bzone\s*=\s*["'](${IANA})["']`, 'i'), // Spring's @Scheduled(cron = "…", zone = "…")
  /\bWEBSITE_TIME_ZONE\s*=\s*["']?([A-Za-z][A-Za-z .+:-]*?(?:Standard\s+Time|Time|UTC))["']?(?=\s*(?:$|[,;)]))/i,
  // a Windows zone's name said after the line: "0 15 14 * * 6, Arabian Standard Time", "… — Cen. Australia Standard Time"
  /(?:[,;]|\s[-–—])\s*(?:in\s+)?["']?([A-Za-z][A-Za-z.]*(?:\s+[A-Za-z.]+){0,3}\s+Standard\s+Time)["']?\s*$/i,
  /\(\s*(?:the\s+)?(?:app|function|org|server|host|service)\s+(?:runs\s+(?:on\s+|in\s+)?|is\s+(?:on|in)\s+|time\s*zone\s+is\s+)([a-z][\w/ .'-]{1,40}?)\s*(?:time)?\s*\)/i,
  // "(server in Europe/Dublin)": the machine's zone by its IANA name only ("(server in the basement)" says no clock)
  new RegExp(String.raw`\(\s*(?:the\s+)?(?:server|host)\s+in\s+(${IANA})\s*\)`, 'i'),
  // a code comment after the line that says the app's clock: "@Scheduled(cron = "…")  // app runs in America/Chicago"
  /\s(?:\/\/|#)\s*(?:the\s+|our\s+)?(?:app|server|host|service|jvm|process)\s+(?:runs\s+(?:on\s+|in\s+)?|is\s+(?:on|in)\s+|time\s*zone\s+is\s+)([a-z][\w/ .'-]{1,40}?)\s*(?:time)?\s*$/i,
  // the JVM a Quartz or Spring trigger runs in, its default zone said: "… in a JVM set to Africa/Casablanca"
  new RegExp(
    String.raw`\s(?:in|on)\s+(?:a|the|our)\s+jvm\s+(?:set\s+to|(?:running|that\s+runs)\s+(?:on|in)|(?:on|in))\s+(${IANA})(?:\s+time)?\s*$`,
    'i',
  ),
  // a code comment that says the server's clock is the writer's own: "// server TZ is ours" (OWN_CLOCK below)
  /\s(?:\/\/|#)\s*(?:the\s+|our\s+)?(?:app|server|host|service|jvm|process|box|machine)(?:'s)?\s+(?:tz|time\s*zone|zone|clock)\s+is\s+(ours|mine|our\s+own|my\s+own|the\s+same\s+as\s+(?:ours|mine))\s*$/i,
  /[-–—,;]?\s*\b(?:the\s+)?org\s+(?:runs\s+(?:on|in)|is\s+(?:on|in)|time\s*zone\s+is)\s+([a-z][\w/ .'-]{1,40}?)\s*(?:time)?\s*$/i,
];

/**
 * sidekiq-cron's schedule in words, quoted after "cron:", in the one shape Fugit reads as a single cron line with
 * the same meaning the grammar gives it: "every day|weekday|<day> at <clock>", the clock with am/pm, or two digits of
 * hours and minutes ("17:30", "07:45"; "5:30" is not read). Any other words beside it are not read. Not read: 12 with
 * am/pm (Fugit runs "12:15 am" at 12:15, noon: floraison/fugit#81) and am/pm with no space before it (Fugit 1.7 reads
 * "5:00pm" as 05:00).
 */
const FUGIT_WORDS =
  /\bcron\s*:\s*(["'])(every\s+(?:day|weekday|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s+at\s+(?:(?:1[01]|0?[1-9])(?::[0-5]\d)?\s+(?:am|pm)|(?:[01]\d|2[0-3]):[0-5]\d))\1/i;

/** EventBridge Scheduler named (not a rule's cron, always UTC): a schedule with a time zone of its own. */
const AWS_SCHEDULER = /(?<![\w/.-])(?:(?:aws|eventbridge)\s+scheduler|aws_scheduler_schedule)(?![\w/.-])/i;
/** An EventBridge rule's words: its cron(...) runs in UTC, whatever a scheduler's name or purpose beside it says. */
const AWS_RULE_WORDS = /\bput-rule\b|\brules?\b|\baws\s+events\b|\bcloudwatch\b|\baws_cloudwatch_event_rule\b/i;
/** Scheduler named as the tool the line is not on: "not the aws scheduler", "moving from aws scheduler". */
const AWS_SCHEDULER_DENIED =
  /\b(?:not|no|non|without|instead\s+of|rather\s+than|than|from|off|replac\w*|migrat\w*|unlike|vs\.?|versus)\s+(?:(?:the|an?|our)\s+)?(?:(?:aws|eventbridge)\s+)?scheduler\b/i;

/**
 * EventBridge Scheduler named as the tool, not in a name or quote ("--name 'aws scheduler migration'"), with no
 * word of a rule beside it ("aws events put-rule", "eventbridge rule").
 */
function awsSchedulerNamed(phrase: string): boolean {
  const bare = phrase.replace(/"[^"]*"|'[^']*'|`[^`]*`|--name(?:\s+|=)\S+/gi, ' ');
  return AWS_SCHEDULER.test(bare) && !AWS_RULE_WORDS.test(phrase) && !AWS_SCHEDULER_DENIED.test(phrase);
}
/** A zone by its IANA name said last, after the line: "… ? * MON-FRI in Europe/Paris". */
const ZONE_IN_AFTER = new RegExp(String.raw`\s+in\s+(${IANA})\s*$`, 'i');
/** The writer's remark that the tool's zone is not set: "— no execution_timezone set", "(no timezone given)". */
const ZONE_NOT_SET =
  /\s*[-–—,;]\s*\(?\s*(?:no|without)\s+(?:execution_)?time_?zone(?:\s+(?:set|given|configured))?\s*\)?\s*$/i;

/** The words of a remark on the machine's clock, not the tool's setting ("// server TZ is ours", "in a JVM set to …"). */
const MACHINE_REMARK = /\b(?:app|server|host|service|jvm|process|box|machine|cluster|controller|node|instance)\b/i;
/** The words that say a clock is the writer's own ("server TZ is ours"). */
const OWN_CLOCK = /^(?:ours|mine|our\s+own|my\s+own|the\s+same\s+as\s+(?:ours|mine))$/i;

/** Words that confirm a numbering of the days: "(yes, Quartz numbering)", "(unix numbering)", "(1 = Sunday)". */
const NUMBERING_SAID =
  /\(\s*(?:yes\s*,?\s*)?(?:(?:quartz|aws|eventbridge|unix|spring)(?:'s)?\s+(?:day\s+)?numbering|[01]\s*=\s*sun(?:day)?)\s*\)/i;

const DAY = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY_WORDS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NTH = ['first', 'second', 'third', 'fourth', 'fifth'];
/** One field as a tool writes it: numbers, "*", "?", steps, ranges, L, W, #, or day and month names. */
const FIELD =
  /^(?:[\d*?][\d*?,/#lw-]*|l|lw|\$|(?:sun|mon|tue|wed|thu|fri|sat|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(?:[-,](?:sun|mon|tue|wed|thu|fri|sat|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))*)$/i;

export type CloudCronLine =
  | { text: string; notes: string[]; said: string; zone: string | null }
  | { problem: ScheduleProblem };

/** A job said to be off or stopped beside its line ("enabled = false", "--paused", "[Disable]", ".stop()"). */
const DISABLED =
  /\b(?:enabled\s*[=:]\s*false|scheduled\s*:\s*false|scheduleenabled\s*:\s*false|status\s*:\s*disabled|state\s+disabled|paused?|disabled?|suspended)\b|\.\s*(?:stop|pause)\s*\(\s*\)|\[\s*disable\s*\]/i;
/**
 * croner's options given in a variable or spread ("new Cron('0 12 * * 1', opts, run)", "{ ...opts }"): they may set
 * its timezone, maxRuns, startAt or stopAt, which the paste does not show.
 */
const CRONER_OPTIONS_HIDDEN =
  /\bcron\s*\(\s*(["'`])[^"'`]*\1\s*,\s*(?:(?!function\b|async\b)[A-Za-z_$][\w$.]*\s*,|\{[^}]*\.\.\.)/i;

/** An EventBridge rule named (Terraform's aws_cloudwatch_event_rule): its cron(...) line runs in UTC, with no zone. */
const EVENT_RULE = /\baws_cloudwatch_event_rule\b|\bcloudwatch\s+events?\s+rule\b/i;
const EVENT_RULE_ZONE = unparseable(
  'An EventBridge rule (aws_cloudwatch_event_rule) runs its cron(...) line in UTC: only an EventBridge Scheduler schedule (aws_scheduler_schedule) has a time zone (schedule_expression_timezone).',
  'Paste the aws_scheduler_schedule with its line and time zone, or say the schedule in words with its zone.',
);

/**
 * A phrase that names an EventBridge rule with its cron(...) line, read (by any reader) in a zone said other than
 * UTC: refused, as the rule has no zone of its own to set.
 */
export function eventRuleZoneProblem(phrase: string, read: readonly LocalIntent[]): ScheduleProblem | null {
  if (!EVENT_RULE.test(phrase) || !/\bcron\s*\(/i.test(phrase)) return null;
  const utc = (z: string) => /^(?:utc|gmt|etc\/utc|etc\/gmt|z)$/i.test(z);
  return read.some((r) => r.zone.said !== null && !utc(r.zone.name)) ? EVENT_RULE_ZONE : null;
}

/** The words that begin the refusal of a remark on the machine's clock beside a tool not on it (cloudCronLine). */
const MACHINE_CLOCK_REFUSED = "says the clock of the machine the job's code runs on, but";
/**
 * The writer's word that the tool's zone is left unset, so UTC: "(no timezone set, so UTC)", "(UTC, no tz setting)",
 * "(timezone unset = UTC)". True only of a tool whose own default is UTC; a tool on its machine's, its user's or its
 * site's clock (Quartz, Spring, node-cron, Salesforce, Jira) runs on that clock when no zone is set.
 */
const UNSET_SO_UTC =
  /\bno\s+(?:execution_|spec\.)?(?:tz|time_?zone|time\s+zone|website_time_zone)\b|\b(?:execution_)?time_?zone\s+(?:not\s+set|unset)\b/i;

/**
 * A phrase read (by any reader: its tool's name set aside as a label, "jira: 0 0 9 ? * MON-FRI — server is
 * America/Chicago") in a zone said, whose tool, read with the whole phrase, does not run on the machine its remark
 * says the clock of: refused as cloudCronLine refuses it.
 */
export function machineRemarkProblem(
  phrase: string,
  read: readonly LocalIntent[],
  writerZone: string,
): ScheduleProblem | null {
  if (!CLOUD_CRON_GATE.test(phrase) || !read.some((r) => r.zone.said !== null)) return null;
  const line = cloudCronLine(phrase, writerZone);
  return line !== null && 'problem' in line && line.problem.message.includes(MACHINE_CLOCK_REFUSED)
    ? line.problem
    : null;
}

export function cloudCronLine(phrase: string, writerZone: string): CloudCronLine | null {
  if (CRONER_OPTIONS_HIDDEN.test(phrase)) return null;
  if (DISABLED.test(phrase)) {
    return {
      problem: unparseable(
        'The paste says the job is paused, disabled or stopped: it would not run on this schedule.',
        'Say the schedule for the job as it should run, without the setting that turns it off.',
      ),
    };
  }
  let rest = phrase.replace(/\s+/g, ' ').trim();
  // "... — but it is meant to be 9am Denver time": the line's clock meant on another zone's (toolClockMeant.ts)
  const meant = CLOCK_MEANT_GATE.test(rest) ? clockMeant(rest, writerZone) : null;
  if (meant) rest = meant.rest;
  const notes: string[] = [];
  let zone: string | null = null;
  // the words that said the zone, and those just before them ("cron." of pg_cron's "cron.timezone")
  let zoneSaid = '';
  let zoneBefore = '';
  for (const re of ZONES) {
    const m = re.exec(rest);
    if (m === null) continue;
    if (zone !== null) return null; // two zones
    zone = (m[1] ?? m[2] ?? '').trim();
    zoneSaid = m[0].trim();
    // "// server TZ is ours": the writer's own zone
    if (OWN_CLOCK.test(zone)) {
      zone = writerZone;
      notes.push(`Read "${zoneSaid}" as the server keeping your time zone (${writerZone}).`);
    }
    zoneBefore = rest.slice(Math.max(0, m.index - 24), m.index);
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`.trim();
  }
  // (said beside a zone, "… in Europe/Paris — no timezone set", the remarks disagree: refused below)
  const notSet = ZONE_NOT_SET.exec(rest);
  if (notSet !== null) {
    rest = rest.slice(0, notSet.index).trim();
    notes.push(`Read "${notSet[0].replace(/^\s*[-–—,;]\s*/, '').trim()}" as the tool's time zone left unset.`);
  }
  // gcloud's job name, the positional word after "create http|pubsub|app-engine": checked against the line below
  const gcloud =
    /\bgcloud\s+scheduler\s+jobs\s+(?:create|update)\s+(?:http|pubsub|app-engine)\s+([\w-]{1,60})(?=\s)/i.exec(rest);
  if (gcloud) rest = `${rest.slice(0, gcloud.index)} gcloud scheduler ${rest.slice(gcloud.index + gcloud[0].length)}`;
  const rate = /\brate\s*\(\s*(\d{1,3})\s+(minutes?|hours?|days?)\s*\)/i.exec(rest);
  if (rate) return ratePaste(rate, rest, zone);
  const once = /\bat\s*\(\s*(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?\s*\)/i.exec(rest);
  if (once) return oneTimePaste(once, rest, zone);
  // (croner's "new Cron('…')", its line quoted, is no AWS line)
  const aws = /\bcron\s*\(\s*(?!["'])([^()]*?)\s*\)/i.exec(rest);
  const tool: Tool | undefined = aws
    ? { key: /\bcron\s*\(/i, shape: 'aws', zone: 'UTC', note: 'EventBridge runs its rules in UTC' }
    : TOOLS.find((t) => t.key.test(phrase));
  if (tool === undefined) return null;
  // "quartz: 0 0 9 ? * MON (no timezone set, so UTC)": the tool's default said to be UTC, but Quartz's is its machine's
  if (zone !== null && UNSET_SO_UTC.test(zoneSaid) && tool.zone !== 'UTC') {
    return {
      problem: unparseable(
        `"${zoneSaid}" says the line runs in UTC as no time zone is set, but ${tool.note}.`,
        "Say the zone of the clock it runs on (its machine's, or the tool's setting), or say the schedule in words with its zone.",
      ),
    };
  }
  // a Jira or Buildkite label beside another tool named: which tool runs the line is unsure
  const labelled = Object.values(LABELLED_TOOLS);
  if (
    labelled.some((k) => k.test(phrase)) &&
    TOOLS.some((t) => !t.unnamed && !labelled.includes(t.key) && t.key.test(phrase))
  )
    return null;
  // (a site's zone is a Jira site's: beside any other tool it says nothing of the tool's own clock)
  if (zone !== null && /\bsite\b/i.test(zoneSaid) && !tool.key.source.includes('jira')) return null;
  // "quartz: 0 0/15 8-17 ? * MON-FRI in Europe/Paris": the zone a scheduler on its machine's clock runs the line on,
  // by its IANA name after the line (a hosted tool's zone is its own setting, so only for Quartz's lines)
  // (and EventBridge Scheduler's, named: "aws scheduler cron(0 */4 * * ? *) in Asia/Yangon", its schedule's own zone)
  const zoneAfter =
    zone === null && (tool.zoneFromWords || (tool.shape === 'aws' && awsSchedulerNamed(phrase)))
      ? ZONE_IN_AFTER.exec(rest)
      : null;
  if (zoneAfter !== null) {
    zone = zoneAfter[1] as string;
    zoneSaid = zoneAfter[0].trim();
    rest = rest.slice(0, zoneAfter.index).trim();
    notes.push(`Read "${zoneSaid}" as the time zone the scheduler runs the line on.`);
  }
  // "— no execution_timezone set": the writer's word that the tool's zone setting is left out, so its own default
  if (zone === null && notSet !== null && tool.zone === null) return null;
  // "quartz: 0 0 9 ? * MON in Europe/Paris — no timezone set": a zone said, and said not to be set
  if (zone !== null && notSet !== null) return null;
  // a remark on the machine's, the JVM's or the cluster's clock ("// server TZ is ours", "in a JVM set to
  // Europe/Berlin") says the zone only of a tool that runs on its machine's clock: EventBridge, Cloud Scheduler, Azure
  // and the other hosted tools keep their own (UTC, or their own setting), so such a remark is refused beside them
  // (a Kubernetes CronJob without timeZone runs on its cluster's controller: "# cluster in UTC")
  // "(in Asia/Kolkata)" beside the line: where its scheduler runs, taken only by a tool on its machine's clock (Quartz,
  // Rundeck); a hosted tool's zone is its own setting, and the words may say where the writer is
  if (zone !== null && /^\(\s*in\s/i.test(zoneSaid) && tool.zone !== 'writer') return null;
  if (zone !== null && MACHINE_REMARK.test(zoneSaid)) {
    const k8sCluster =
      tool.shape !== 'aws' && tool.key.source.includes('kubectl') && /\b(?:cluster|controller)\b/i.test(zoneSaid);
    const machineClock = tool.machineClock === true || k8sCluster;
    if (!machineClock && !(tool.zone === 'UTC' && /^(?:utc|gmt|etc\/utc)$/i.test(zone))) {
      return {
        problem: unparseable(
          `"${zoneSaid}" ${MACHINE_CLOCK_REFUSED} ${aws ? 'EventBridge runs its rules in UTC' : tool.note}, whatever that machine's clock.`,
          'Set the zone as the tool sets it (its time zone setting), or say the schedule in words with its zone.',
        ),
      };
    }
  }
  // croner's options: only its timezone is read; any other ("maxRuns", "startAt", "stopAt", "interval") changes the runs
  const options = /\bcroner\b|\bnew\s+cron\s*\(/i.test(phrase) ? /\{([^{}]*)\}/.exec(rest) : null;
  if (options !== null && /(?:^|,)\s*['"]?(?!timezone\b)\w+['"]?\s*:/i.test(options[1] ?? '')) return null;
  // BullMQ's repeat options: only its pattern and tz are read, in any order; any other key ("immediately: true" runs
  // at once too, "limit", "endDate", "every") changes the runs
  const repeat = /\brepeat\s*:\s*\{([^{}]*)\}/i.exec(rest);
  if (repeat !== null && /\bpattern\s*:/i.test(repeat[1] ?? '')) {
    const keys = [...(repeat[1] ?? '').matchAll(/(?:^|,)\s*['"]?(\w+)['"]?\s*:/g)].map((k) =>
      (k[1] ?? '').toLowerCase(),
    );
    if (keys.some((k) => k !== 'pattern' && k !== 'tz')) return null;
  }
  // EventBridge's rules (aws_cloudwatch_event_rule) run in UTC: schedule_expression_timezone is EventBridge
  // Scheduler's key (aws_scheduler_schedule), and a zone said beside a rule named so is not the rule's
  if (
    aws &&
    ((zone !== null && EVENT_RULE.test(phrase)) ||
      (/\bschedule_expression_timezone\b/i.test(zoneSaid) && !/\baws_scheduler_schedule\b/i.test(phrase)))
  )
    return { problem: EVENT_RULE_ZONE };
  // pg_cron follows only cron.timezone (GMT when unset), not the database's own timezone setting ("SET timezone =
  // 'America/New_York'", "-- db timezone Asia/Tokyo"): a zone said any other way is refused, unless it is GMT's
  if (
    tool.lastDayDollar &&
    zone !== null &&
    !/\bcron\.time_?zone\b/i.test(`${zoneBefore}${zoneSaid}`) &&
    !/^(?:utc|gmt|etc\/utc)$/i.test(zone)
  ) {
    return {
      problem: unparseable(
        `pg_cron runs its jobs on cron.timezone (GMT when it is not set), not on the database's timezone setting: "${zoneSaid}" does not say the job's zone.`,
        'Say the zone pg_cron runs on as cron.timezone ("cron.timezone = \'Europe/Paris\'"), or say the schedule in words with its zone.',
      ),
    };
  }
  // pg_cron's job name (its first argument, when there are three) and its command (the last): set aside, the name
  // checked against the line below as gcloud's is
  const pg = tool.lastDayDollar
    ? /\bcron\.schedule\s*\(\s*(?:'([^']*)'\s*,\s*)?'[^']*'\s*,\s*(\$\$[^$]*\$\$|'(?:[^']|'')*')\s*\)/i.exec(rest)
    : null;
  if (tool.lastDayDollar && pg === null) return null;
  if (pg) {
    const command = pg[2] ?? '';
    const at = rest.indexOf(command, pg.index);
    rest = `${rest.slice(0, at)} ${rest.slice(at + command.length)}`;
    if (pg[1] !== undefined) rest = rest.replace(`'${pg[1]}'`, ' ');
    notes.push(`Read ${command} as the command the job runs, not as part of the schedule.`);
  }
  // sidekiq-cron's line in words ("every day at 5:30 pm"), which it hands to Fugit's natural-language reader
  const words = tool.key.source.includes('sidekiq') ? FUGIT_WORDS.exec(rest) : null;
  if (words !== null) {
    const beside = `${rest.slice(0, words.index)} ${rest.slice(words.index + words[0].length)}`
      .replace(/\bsidekiq(?:-cron)?\b|\bcron\b/gi, ' ')
      .replace(/[:\-–—,;()]+/g, ' ')
      .trim();
    if (beside !== '') return null;
    notes.push(
      zone === null
        ? `Read in your time zone, as ${tool.note}.`
        : `Read "${zoneSaid}" as the server's clock, on which sidekiq-cron runs the line.`,
    );
    notes.push(`Read "${words[2]}" as sidekiq-cron's schedule in words, as Fugit reads it.`);
    return { text: `${words[2]} in ${zone ?? writerZone}`, notes, said: '', zone: zone ?? writerZone };
  }
  // the line: in AWS's brackets, in quotes, or the longest run of fields
  let found: { index: number; length: number; tokens: string[] } | null = null;
  if (aws) found = { index: aws.index, length: aws[0].length, tokens: (aws[1] ?? '').split(' ') };
  else {
    for (const q of rest.matchAll(/(["'])\s*([^"']+?)\s*\1/g)) {
      // robfig/cron's presets: "@daily" is "0 0 * * *"
      const preset = tool.presets ? ROBFIG_PRESETS[(q[2] ?? '').toLowerCase()] : undefined;
      if (preset !== undefined) notes.push(`Read "${q[2]}" as the tool's preset "${preset}".`);
      const tokens = (preset ?? q[2] ?? '').split(' ');
      // "0 5 * * * America/Chicago": the tool's zone as the line's last word
      const last = tokens.at(-1) ?? '';
      if (tool.zoneInLine && tokens.length === 6 && new RegExp(`^${IANA}$`, 'i').test(last)) {
        if (zone !== null || notSet !== null) return null; // two zones, or a zone said not to be set
        zone = last;
        tokens.pop();
      }
      if (tokens.length >= 5 && tokens.every((t) => FIELD.test(t))) {
        found = { index: q.index ?? 0, length: q[0].length, tokens };
        break;
      }
    }
    if (found === null) {
      const words = [...rest.matchAll(/\S+/g)];
      for (let i = 0; i < words.length && found === null; i++) {
        let n = 0;
        while (i + n < words.length && FIELD.test(words[i + n]?.[0] ?? '')) n++;
        if (n >= 5) {
          const first = words[i] as RegExpMatchArray;
          const last = words[i + n - 1] as RegExpMatchArray;
          found = {
            index: first.index ?? 0,
            length: (last.index ?? 0) + last[0].length - (first.index ?? 0),
            tokens: words.slice(i, i + n).map((w) => w[0]),
          };
        }
      }
    }
  }
  if (found === null) return null;
  const t = found.tokens.map((x) => x.toLowerCase());
  const line = found.tokens.join(' ');
  let f: { min: string; hour: string; dom: string; mon: string; dow: string; year: string };
  if (tool.shape === 'aws') {
    if (t.length !== 6) return null;
    f = { min: t[0], hour: t[1], dom: t[2], mon: t[3], dow: t[4], year: t[5] } as typeof f;
  } else if (tool.shape === 'unix' || (tool.shape === 'seconds-unix?' && t.length === 5)) {
    if (t.length !== 5) return null;
    f = { min: t[0], hour: t[1], dom: t[2], mon: t[3], dow: t[4], year: '*' } as typeof f;
  } else {
    if (t.length !== 6 && !(tool.shape === 'seconds-quartz' && t.length === 7)) return null;
    if (!/^0{1,2}$/.test(t[0] ?? '')) {
      return {
        problem: inexpressible(
          `"${line}" runs at second ${t[0]} of the minute: the service runs on whole minutes.`,
          'Give a line with 0 in its seconds field, or say the schedule in words.',
        ),
      };
    }
    f = { min: t[1], hour: t[2], dom: t[3], mon: t[4], dow: t[5], year: t[6] ?? '*' } as typeof f;
  }
  // a line known only by its "?": the "?" in a day field, and no day of the week in numbers; its hours said in numbers
  // and its months "*" or names, as a Unix line with a "?" asked after it ("0 9 * * 1-5 ?") would not have them
  if (tool.unnamed && ((f.dom !== '?' && f.dow !== '?') || /\d/.test(f.dow) || /\?/.test(f.min + f.hour + f.mon)))
    return null;
  if (tool.unnamed && (!UNNAMED_HOURS.test(f.hour) || !UNNAMED_MONTHS.test(f.mon))) return null;
  if (tool.monthNamesOnly && /\d/.test(f.mon)) return null;
  if (f.dom === '$') {
    if (!tool.lastDayDollar) return null;
    f.dom = 'l';
    notes.push('Read "$" in the day of the month as the last day of the month, as pg_cron does.');
  }
  if (tool.unnamed) notes.push(`Read "${line}" as a Quartz or Spring line, seconds first, as its "?" says.`);
  // .NET's line: a "?" or "L", "W", "#" in a day field is Quartz.NET's (1 = Sunday), not NCRONTAB's
  if (tool.dotnet && (/[?lw#]/.test(f.dom) || /[?lw#]/.test(f.dow))) return null;
  if (tool.dotnet)
    notes.push(
      `Read "${line}" as .NET's six-field cron line (NCRONTAB, Cronos), seconds first, as the Windows zone name beside it says.`,
    );
  // the zone: said, or the tool's (said as the tool's own: "(UTC, obviously)")
  if (zone !== null && tool.fixed && !(tool.zone === 'UTC' && /^(?:utc|gmt|etc\/utc)$/i.test(zone))) return null;
  if (zone === null && rest.slice(found.index + found.length).match(/^\s*(utc|gmt)\b/i)) {
    zone = 'UTC';
    const at = found.index + found.length;
    rest = `${rest.slice(0, at)}${rest.slice(at).replace(/^\s*(?:utc|gmt)\b/i, '')}`;
  }
  if (meant) {
    if (zone !== null || tool.dotnet || !clockIsLines(meant, f.min, f.hour)) return null;
    zone = meant.zone;
    notes.push(`Read "${meant.said}" as the line's own clock meant in ${zone}, not in the tool's zone.`);
  }
  // (Quartz's zone is its scheduler's: a zone said beside the line is taken as it, below, else the writer's)
  const zoneBeside =
    tool.zoneFromWords === true &&
    zoneSaidIn(`${rest.slice(0, found.index)} ${rest.slice(found.index + found.length)}`.replace(TOOL_WORDS, ' '));
  // "... in the org's zone", "on the server's clock": a clock said to be someone's without saying which
  if (
    zone === null &&
    !zoneBeside &&
    WHOSE_CLOCK.test(`${rest.slice(0, found.index)} ${rest.slice(found.index + found.length)}`)
  )
    return null;
  if (zone === null && tool.zone !== null && !zoneBeside) {
    zone = tool.zone === 'writer' ? writerZone : tool.zone;
    notes.push(`Read in ${tool.zone === 'writer' ? 'your time zone' : 'UTC'}, as ${tool.note}.`);
  }
  // (a tool with no zone of its own: the words beside the line must say it, below)
  const zoneName = zone ?? '{zone}';
  // the days of the week, in the tool's numbering, by name
  const numbering = tool.shape === 'aws' || tool.shape === 'seconds-quartz' ? 1 : 0;
  const dow = dayNames(f.dow, numbering);
  if (dow === null) return null;
  // "(yes, Quartz numbering)", "(1 = Sunday)": the writer confirms the tool's numbering of the days
  const numberingSaid = NUMBERING_SAID.exec(rest);
  if (numberingSaid) {
    const one = /quartz|aws|eventbridge|1\s*=\s*sun/i.test(numberingSaid[0]);
    if ((numbering === 1) !== one) return null;
    // (blanked, not cut: the line's place in the text stays where it was found)
    rest = rest.replace(numberingSaid[0], ' '.repeat(numberingSaid[0].length));
    notes.push(`Read "${numberingSaid[0].trim()}" as the numbering of the days the line uses.`);
  }
  if (dow.numbered) {
    notes.push(
      `Day of week "${f.dow}" read as ${dow.words}, as the tool numbers the days (${numbering === 1 ? '1 = Sunday' : '0 = Sunday'}).`,
    );
  }
  // a year
  let bounds = '';
  if (f.year !== '*') {
    if (!/^\d{4}$/.test(f.year)) return null;
    bounds = ` from jan 1 ${f.year} until dec 31 ${f.year}`;
  }
  const at =
    /^\d{1,2}$/.test(f.min) && /^\d{1,2}$/.test(f.hour) ? `${f.hour.padStart(2, '0')}:${f.min.padStart(2, '0')}` : null;
  const anyDom = f.dom === '*' || f.dom === '?';
  let text: string;
  // ("1W" in AWS's fields: the weekday nearest the 1st, which never leaves the month: its first weekday)
  const weekdayOfMonth =
    f.dom === 'lw' ? 'last weekday' : f.dom === '1w' && tool.shape === 'aws' ? 'first weekday' : null;
  if (dow.special !== null || weekdayOfMonth !== null) {
    // "6L", "2#1", "LW", "1W": said in words, at one time of day, every month
    if (
      at === null ||
      f.mon !== '*' ||
      (dow.special !== null && !anyDom) ||
      (weekdayOfMonth !== null && dow.text !== '*' && dow.text !== '?')
    )
      return null;
    text = `on the ${dow.special ?? weekdayOfMonth} of every month at ${at} in ${zoneName}${bounds}`;
  } else {
    if (/[lw#]/.test(f.dom) && f.dom !== 'l') return null;
    text = `cron ${f.min} ${f.hour} ${f.dom} ${f.mon} ${dow.text} in ${zoneName}${bounds}`;
  }
  // what is left beside the line
  const beside = `${rest.slice(0, found.index)} ${rest.slice(found.index + found.length)}`;
  // the path a Vercel job calls: its "path" key, or said after the line ("on /api/poll")
  const path = /"path"\s*:\s*"([^"]*)"|(?<=^|\s)(?:on|for|calls?|hits?)\s+(\/[\w/.-]+)(?=\s|$)/i.exec(beside);
  let left = beside
    .replace(path?.[0] ?? /(?!)/, ' ')
    .replace(/\bnew\s+\w+\s*\(\s*\)/gi, ' ')
    .replace(/@scheduled\b/gi, ' ')
    .replace(tool.call ?? /(?!)/g, ' ')
    .replace(TOOL_WORDS, ' ')
    .replace(/(?<!\d)[:.]|[:.](?!\d)|[{}[\]=\-–—,;()"'·]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  left = left.replace(/^(?:for|to)\b\s*/i, '').trim();
  // a job's name in one word ("weekend_job", "monthly_close"): its words, for the checks below
  const leftWords = left.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  // words that repeat, skip or stop runs are never a job's name ("for the biweekly sync", "(paused)")
  if (ALTERS_RUNS.test(leftWords) || ALTERS_RUNS.test(left)) return null;
  if (path) notes.push(`Read "${path[1] ?? path[2]}" as the path the job calls, not as part of the schedule.`);
  const unixFields = `${f.min} ${f.hour} ${anyDom ? '*' : f.dom} ${f.mon} ${dow.text === '?' ? '*' : dow.text}`;
  // "for the weekly email" beside a line that runs weekly: the word only says the fields again (oftenWordsAgreed.ts)
  const agreed = withoutAgreedOften(leftWords, unixFields, dow.special !== null || weekdayOfMonth !== null);
  if (left !== '' && (zone === null || saidElse(agreed, unixFields, zone === writerZone) || zoneSaidIn(leftWords))) {
    // words that say a schedule or a zone: they must say the line's own (readCloudCronLine)
    return { text, notes, said: leftWords, zone };
  }
  if (zone === null) return null;
  if (pg?.[1] !== undefined) {
    const jobName = pg[1].replace(/[-_]+/g, ' ');
    if (saidElse(jobName, unixFields) || zoneSaidIn(jobName)) return null;
    notes.push(`Read "${pg[1]}" as the job's name, not as part of the schedule.`);
  }
  if (gcloud) {
    const jobName = (gcloud[1] ?? '').replace(/[-_]+/g, ' ');
    if (saidElse(jobName, unixFields) || zoneSaidIn(jobName)) return null;
    notes.push(`Read "${gcloud[1]}" as the job's name, not as part of the schedule.`);
  }
  // words beside the line that could bound, narrow or move it ("only in december", "until march", "local time")
  if (BOUNDING_WORDS.test(agreed)) return null;
  if (left !== '') notes.push(`Read "${left}" as the job's name, not as part of the schedule.`);
  return { text, notes, said: '', zone };
}

/** A day-of-week field by name ("mon-fri"), or one day of the month in words ("last friday"), or null. */
function dayNames(
  field: string,
  base: 0 | 1,
): { text: string; special: string | null; numbered: boolean; words: string } | null {
  if (field === '*' || field === '?') return { text: field, special: null, numbered: false, words: '' };
  const num = (s: string): number | null => {
    if (DAY.includes(s)) return DAY.indexOf(s);
    if (!/^\d$/.test(s)) return null;
    const n = Number(s) - base;
    if (base === 0 && n === 7) return 0;
    return n >= 0 && n <= 6 ? n : null;
  };
  const last = /^(\w{1,3})l$/.exec(field);
  const nth = /^(\w{1,3})#([1-5])$/.exec(field);
  if (last || nth) {
    const d = num((last ?? nth)?.[1] ?? '');
    if (d === null) return null;
    const which = last ? 'last' : NTH[Number(nth?.[2]) - 1];
    return {
      text: '*',
      special: `${which} ${DAY_WORDS[d]}`,
      numbered: /\d/.test(field),
      words: `the ${which} ${DAY_WORDS[d]}`,
    };
  }
  const items: string[] = [];
  const words: string[] = [];
  for (const item of field.split(',')) {
    const [a = '', b] = item.split('-');
    const lo = num(a);
    const hi = b === undefined ? lo : num(b);
    if (lo === null || hi === null) return null;
    // "0-7" (Sunday to Sunday, Unix's whole week): a range that ends where it began is no range to read
    if (b !== undefined && lo === hi) return null;
    items.push(b === undefined ? (DAY[lo] as string) : `${DAY[lo]}-${DAY[hi]}`);
    words.push(b === undefined ? (DAY_WORDS[lo] as string) : `${DAY_WORDS[lo]} to ${DAY_WORDS[hi]}`);
  }
  return { text: items.join(','), special: null, numbered: /\d/.test(field), words: words.join(', ') };
}

/** robfig/cron's presets, as Unix fields. */
const ROBFIG_PRESETS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const MONTH = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * "at(2026-12-15T09:00:00)": EventBridge Scheduler's one-time schedule, in the schedule's time zone (UTC unless said).
 * Only the tool's words may stand beside it.
 */
function oneTimePaste(m: RegExpExecArray, rest: string, zone: string | null): CloudCronLine | null {
  const [, y, mo, d, h, mi, sec] = m;
  if (sec !== undefined && sec !== '00') return null;
  const month = MONTH[Number(mo) - 1];
  if (month === undefined) return null;
  const beside = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`
    .replace(/\b(?:aws|eventbridge|scheduler|one[- ]time|one[- ]off|schedule|expression)\b/gi, ' ')
    .replace(/[:\-–—,;]+/g, ' ')
    .trim();
  if (beside !== '') return null;
  const z = zone ?? 'UTC';
  const text = `once on ${month} ${Number(d)} ${y} at ${h}:${mi} in ${z}`;
  const notes = [`Read "${m[0]}" as one run, on ${y}-${mo}-${d} at ${h}:${mi}.`];
  if (zone === null) notes.push('Read in UTC, as EventBridge Scheduler runs a schedule with no time zone set in UTC.');
  return { text, notes, said: '', zone: z };
}

/** "rate(5 minutes)": every so often, from the rule's creation; hours and days need their start said. */
function ratePaste(m: RegExpExecArray, rest: string, zone: string | null): CloudCronLine | null {
  const n = Number(m[1]);
  const unit = (m[2] ?? '').toLowerCase().replace(/s$/, '');
  const after = rest.slice(m.index + m[0].length).trim();
  const before = rest
    .slice(0, m.index)
    .replace(TOOL_WORDS, ' ')
    .replace(/[:\-–—,;]+/g, ' ')
    .trim();
  const start = /^(?:starting|beginning|from)\s+(?:at\s+)?\S.*$/i.test(after) ? ` ${after}` : null;
  if (unit !== 'minute' && start === null) {
    return {
      problem: unparseable(
        `"${m[0]}" counts its runs from when the rule was created, which the paste does not say.`,
        `Say when the runs start, e.g. "every ${n} ${unit}s starting at midnight", or give the rule's cron(...) line.`,
      ),
    };
  }
  if (start === null && after !== '' && !/^for\b/i.test(after)) return null;
  const name = start === null ? after.replace(/^for\s+(?:the\s+)?/i, '').trim() : '';
  // (a name in one word, "weekend_sync", checked by its words)
  const nameWords = name.replace(/[-_]+/g, ' ');
  const beforeWords = before.replace(/[-_]+/g, ' ');
  if (name !== '' && (saidElse(nameWords, '* * * * *') || zoneSaidIn(nameWords) || BOUNDING_WORDS.test(nameWords)))
    return null;
  if (before !== '' && (!/^[\w\s]*$/.test(before) || saidElse(beforeWords, '* * * * *') || zoneSaidIn(beforeWords)))
    return null;
  const text = `every ${n === 1 ? '' : `${n} `}${unit}${n === 1 ? '' : 's'}${start ?? ''}${zone === null ? '' : ` in ${zone}`}`;
  const notes = [`Read "${m[0]}" as "${text}".`];
  for (const w of [before, name])
    if (w !== '') notes.push(`Read "${w}" as the job's name, not as part of the schedule.`);
  return { text, notes, said: '', zone };
}

/**
 * The line read (by `read`, the grammar on a phrase). Words said beside it that say a schedule or a zone must say the
 * line's own: read alone, the same days and times (in the zone they name, which a tool with no zone of its own then
 * takes). Null when they do not, or when the line does not read (the phrase keeps its refusal).
 */
export function readCloudCronLine(
  line: Exclude<CloudCronLine, { problem: ScheduleProblem }>,
  read: (text: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  let text = line.text;
  let said: LocalIntent[] | null = null;
  if (line.said !== '') {
    const alone = read(line.said);
    if (!alone.ok || alone.value.length === 0) return null;
    said = alone.value;
    if (line.zone === null) {
      const z = said[0]?.zone;
      if (z?.said === null || z === undefined) return null;
      text = text.replace('{zone}', z.name);
    }
  }
  const got = read(text);
  if (!got.ok) return /^I could not read/.test(got.problem.message) ? null : got;
  const notes = [...line.notes];
  if (said !== null) {
    const key = (r: LocalIntent, zoned: boolean) =>
      JSON.stringify([r.times, r.interval, r.days, r.months, zoned ? r.zone.name : '', r.startDate, r.endDate]);
    const same =
      said.length === got.value.length &&
      said.every((r, i) => key(r, r.zone.said !== null) === key(got.value[i] as LocalIntent, r.zone.said !== null));
    if (!same) return null;
    notes.push(`Read "${line.said}" as the line said again in words.`);
  }
  return ok(got.value.map((r, i) => (i === 0 ? { ...r, assumptions: [...notes, ...r.assumptions] } : r)));
}
