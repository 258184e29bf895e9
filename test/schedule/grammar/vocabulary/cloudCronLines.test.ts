import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: New York on EST, Berlin and Paris on CET)
describe("cloud schedulers' cron lines, read in the tool's own layout, numbering and zone", () => {
  it.each([
    // AWS EventBridge: six fields with a year, 1 = Sunday, in UTC (or EventBridge Scheduler's timezone)
    ['EventBridge: cron(45 6 ? * 2-6 *)', 'America/Los_Angeles', ['45 6 ? * 2-6'], /Monday to Friday.*1 = Sunday/],
    ['cron(0 18 L * ? *) please', 'Asia/Tokyo', ['0 18 L * ?'], /EventBridge runs its rules in UTC/],
    ['cron(30 7 ? * 2#2 *), timezone Europe/Paris', 'UTC', ['30 6 ? * 2#2'], /second Monday/],
    ['our lambda: cron(5 23 ? * 1L *)', 'UTC', ['5 23 ? * 1L'], /last Sunday/],
    ['rate(15 minutes)', 'Europe/Berlin', ['0/15 * * * ?'], /"rate\(15 minutes\)" as "every 15 minutes"/],
    ['rate(6 hours) starting at 3am', 'UTC', ['0 3/6 * * ?'], /every 6 hours starting at 3am/],
    // Azure Functions NCRONTAB: seconds first, 0 = Sunday, UTC unless WEBSITE_TIME_ZONE
    ['azure timer trigger "0 0 6 * * 0"', 'Europe/Madrid', ['0 6 ? * 1'], /Sunday, as the tool numbers the days \(0/],
    [
      'NCRONTAB 0 15 22 * * 1-5 with WEBSITE_TIME_ZONE=W. Europe Standard Time',
      'UTC',
      ['15 21 ? * 2-6'],
      /Monday to Friday/,
    ],
    // Salesforce Apex / Quartz: seconds first, 1 = Sunday
    ["System.schedule('Invoices', '0 0 6 ? * 2', new Inv()); - org runs on Eastern", 'UTC', ['0 11 ? * 2'], /Monday/],
    ['apex cron 0 45 17 ? * FRI', 'Europe/London', ['45 17 ? * 6'], /clock of the user who schedules it/],
    ['quartz 0 30 9 ? * 2#3 - third monday 9:30 UTC', 'America/Denver', ['30 9 ? * 2#3'], /said again in words/],
    // Quartz's zone is its scheduler's, the JVM's: taken as the writer's when none is said
    ['quartz 0 0 9 ? * MON', 'UTC', ['0 9 ? * 2'], /Quartz runs a trigger with no time zone set/],
    // Unix cron: Cloud Scheduler (its time zone), Vercel and Cloudflare (UTC)
    ['gcp scheduler "0 7 * * 0" timezone America/Chicago', 'UTC', ['0 13 ? * 1'], /Sunday/],
    ['cloudflare cron "0 3 * * 7"', 'America/New_York', ['0 3 ? * 1'], /Cloudflare runs Workers cron triggers in UTC/],
    ['vercel.json "schedule": "15 4 1 * *"', 'Asia/Kolkata', ['15 4 1 * ?'], /Vercel runs its cron jobs in UTC/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['rate(12 hours)', /from when the rule was created/],
    ['azure timer trigger 30 0 9 * * *', /second 30/],
    ['vercel cron "0 8 * * *" in Berlin', /./], // Vercel has no zone of its own to set
    ['cron(0 9 ? * MON-FRI *) every sunday', /./], // words beside that say another schedule
    ['quartz 0 0 12 ? * 2#1 - first tuesday noon UTC', /./],
    ['cron(0 9 ? * MON-FRI 2027-2028)', /./], // a year range
    ['cloudflare "0 9 15W * *"', /./], // the weekday nearest the 15th
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});

describe("pg_cron's zone: cron.timezone only, not the database's timezone setting", () => {
  it.each([
    ["SELECT cron.schedule('0 9 * * *', 'VACUUM'); -- cron.timezone = 'Asia/Tokyo'", 'UTC', ['0 0 * * ?'], /VACUUM/],
    ["SELECT cron.schedule('0 9 * * *', 'VACUUM');", 'Asia/Tokyo', ['0 9 * * ?'], /GMT unless cron.timezone/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    "SET timezone = 'America/New_York'; SELECT cron.schedule('0 9 * * *', 'VACUUM');",
    "ALTER SYSTEM SET timezone = 'Asia/Tokyo'; SELECT cron.schedule('0 9 * * *', 'VACUUM');",
    "SELECT cron.schedule('0 9 * * *', 'VACUUM'); -- db timezone Asia/Tokyo",
    "SET TIME ZONE 'Europe/Paris'; SELECT cron.schedule('nightly', '30 3 * * *', 'VACUUM');",
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});

describe("a job's name in one word (weekend_job) checked against the line by its words", () => {
  it.each([
    ['prefect deploy --name sales_sync --cron "0 7 * * 1-5"', 'UTC', ['0 7 ? * 2-6'], /sales_sync/],
    ['sidekiq-cron nightly_backup: cron: "0 5 * * *"', 'UTC', ['0 5 * * ?'], /Read "nightly_backup" as the job's name/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    '@schedule(cron_schedule="0 5 * * 1-5", job=weekend_job)',
    'prefect deploy --name weekend_sync --cron "0 7 * * 1-5"',
    'ScheduleDefinition(name="monthly_close", job=j, cron_schedule="0 5 * * 1")',
    'CircleCI scheduled pipeline "monthly_release": cron "0 9 * * 1"',
    'sidekiq-cron weekend_job: cron: "0 5 * * 1-5"',
    'rate(5 minutes) for weekend_sync',
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});

describe('schedule_expression_timezone: EventBridge Scheduler only, not an EventBridge rule (UTC)', () => {
  it.each([
    [
      'aws_scheduler_schedule: schedule_expression = "cron(0 9 ? * 2-6 *)" schedule_expression_timezone = "Europe/Dublin"',
      'UTC',
      ['0 9 ? * 2-6'],
      /Monday to Friday/,
    ],
    ['aws_cloudwatch_event_rule: schedule_expression = "cron(0 9 ? * 2-6 *)"', 'UTC', ['0 9 ? * 2-6'], /Monday/],
    [
      'aws_cloudwatch_event_rule: schedule_expression = "cron(0 9 ? * 2-6 *)" (UTC)',
      'Europe/Dublin',
      ['0 9 ? * 2-6'],
      /Monday/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    'aws_cloudwatch_event_rule: schedule_expression = "cron(0 9 ? * 2-6 *)" schedule_expression_timezone = "Europe/Dublin"',
    'aws_cloudwatch_event_rule: schedule_expression = "cron(0 9 ? * 2-6 *)" timezone Europe/Dublin',
    'cron(0 9 ? * 2-6 *) schedule_expression_timezone = "Europe/Dublin"',
    'aws_cloudwatch_event_rule: schedule_expression = "cron(0 9 ? * 2-6 *)" (Europe/Dublin)',
    'aws_cloudwatch_event_rule "cron(0 9 ? * 2-6 *)" in Europe/Dublin',
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});

describe("a remark on the machine's clock taken only by a tool that runs on its machine's clock", () => {
  it.each([
    ['@Scheduled(cron = "0 0 9 * * *") // server TZ is ours', 'America/New_York', ['0 14 * * ?'], /server keeping/],
    ['@Scheduled(cron = "0 0 9 * * *") in a JVM set to Europe/Berlin', 'UTC', ['0 8 * * ?'], /Spring|CRON/],
    ['quartz 0 0 9 * * ? // server TZ is ours', 'America/New_York', ['0 14 * * ?'], /server keeping/],
    ["kubectl create cronjob x --schedule='0 9 * * *' # cluster in Europe/Berlin", 'UTC', ['0 8 * * ?'], /./],
    // a remark that the machine keeps UTC beside a tool that runs in UTC: nothing changes
    ['cron(0 9 ? * MON-FRI *)  // server runs in UTC', 'America/New_York', ['0 9 ? * 2-6'], /./],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['cron(0 9 ? * MON-FRI *)  // server TZ is ours', 'America/New_York'],
    ['cron(0 9 ? * MON-FRI *) in a JVM set to Europe/Berlin', 'UTC'],
    ["gcloud scheduler jobs create http x --schedule='0 9 * * *' in a JVM set to Europe/Berlin", 'UTC'],
    ['Azure TimerTrigger("0 0 9 * * *") // server TZ is ours', 'America/New_York'],
    ['Azure TimerTrigger("0 0 9 * * *") // host runs in Europe/Berlin', 'UTC'],
    // Salesforce runs on the scheduling user's clock, Jira on its site's: not on a machine's
    ["system.schedule('x', '0 0 9 ? * MON-FRI', new Job()) — server is America/Chicago", 'UTC'],
    ['apex cron 0 30 8 ? * MON-FRI (server in Europe/Dublin)', 'UTC'],
    ['apex: 0 0 9 ? * MON-FRI — box runs on Europe/Berlin', 'UTC'],
    ['jira: 0 0 9 ? * MON-FRI — server is America/Chicago', 'UTC'],
    ['jira cron 0 0 9 ? * MON-FRI // app runs in America/Chicago', 'UTC'],
  ])('refuses %s (%s)', (phrase, zone) => refuses(phrase, zone, /machine|EventBridge|UTC/));

  it.each([
    // the tools that run on their machine's clock take the remark, the tool's name said as a label too
    ['quartz: 0 0 9 ? * MON-FRI — server is America/Chicago', 'UTC', ['0 15 ? * 2-6'], /./],
    ['rundeck: 0 0 9 ? * MON-FRI * — box runs on Europe/Berlin', 'UTC', ['0 8 ? * 2-6'], /./],
    ['0 0 9 ? * MON-FRI — server is America/Chicago', 'UTC', ['0 15 ? * 2-6'], /Quartz or Spring/],
    ['jira cron 0 30 17 ? * 6L — site is Melbourne time', 'UTC', ['30 6 ? * 6L'], /last Friday/],
    ["System.schedule('Invoices', '0 0 6 ? * 2', new Inv()); - org runs on Eastern", 'UTC', ['0 11 ? * 2'], /Monday/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});

describe("sidekiq-cron's words: only the clocks Fugit reads as the grammar does", () => {
  it.each([
    ['sidekiq-cron: cron: "every day at 5:00 pm"', 'UTC', ['0 17 * * ?'], /Fugit/],
    ['sidekiq-cron: cron: "every day at 11:30 am"', 'UTC', ['30 11 * * ?'], /Fugit/],
    ['sidekiq-cron: cron: "every day at 12:15"', 'UTC', ['15 12 * * ?'], /Fugit/],
    ['sidekiq-cron: cron: "every day at 00:15"', 'UTC', ['15 0 * * ?'], /Fugit/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    'sidekiq-cron: cron: "every day at 12:15 am"', // Fugit runs it at noon (floraison/fugit#81)
    'sidekiq-cron: cron: "every day at 12 am"',
    'sidekiq-cron: cron: "every weekday at 12:30 pm"',
    'sidekiq-cron: cron: "every day at 5:00pm"', // Fugit 1.7 reads it as 05:00
    'sidekiq-cron: cron: "every day at 5pm"',
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});

describe('a zone said together with the remark that no time zone is set: the remarks disagree', () => {
  it.each([
    ['quartz: 0 0 9 ? * MON — no timezone set', 'America/New_York', ['0 14 ? * 2'], /left unset/],
    ['prefect deploy --cron "0 7 * * 1-5" — no timezone set', 'Europe/Berlin', ['0 7 ? * 2-6'], /left unset/],
    ['prefect deploy --cron "0 7 * * 1-5" (no timezone, so UTC)', 'Europe/Berlin', ['0 7 ? * 2-6'], /Monday/],
    ['quartz: 0 0 9 ? * MON in Europe/Paris', 'UTC', ['0 8 ? * 2'], /Europe\/Paris/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    'quartz: 0 0 9 ? * MON in Europe/Paris — no timezone set',
    'quartz 0 0 9 ? * MON timezone Europe/Paris — no timezone set',
    'sidekiq-cron: cron: "0 5 * * * America/Chicago" — no timezone set',
    'rundeck 0 0 6 ? * MON-FRI * with time zone America/Chicago — no timezone set',
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});

describe("Quartz.NET's zone by its IANA id, and .NET's line beside a remark on the server's clock", () => {
  it.each([
    [
      'quartz.net .WithCronSchedule("0 0 9 ? * MON-FRI", x => x.InTimeZone(TimeZoneInfo.FindSystemTimeZoneById("America/New_York")))',
      'UTC',
      ['0 14 ? * 2-6'],
      /./,
    ],
    [
      'quartz.net .WithCronSchedule("0 0 9 ? * MON-FRI", x => x.InTimeZone(TimeZoneInfo.FindSystemTimeZoneById("Eastern Standard Time")))',
      'UTC',
      ['0 14 ? * 2-6'],
      /./,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // (refused with the tool's own words, not an empty name)
    ['hangfire: "0 9 * * *" TimeZone "Tokyo Standard Time" — server is UTC', /NCRONTAB and Cronos run a line/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});

describe('Jira and Buildkite only as a label before the line, never as a word of a name, path or purpose', () => {
  it.each([
    // a name or path holding "jira": the tool named is the one that runs the line
    [
      'circleci scheduled pipeline: cron "0 9 * * 1-5" (opens jira tickets)',
      'America/New_York',
      ['0 9 ? * 2-6'],
      /CircleCI runs scheduled pipelines in UTC/,
    ],
    [
      'netlify scheduled function jira-digest: "0 9 * * 1-5"',
      'America/New_York',
      ['0 9 ? * 2-6'],
      /Netlify runs scheduled functions in UTC/,
    ],
    [
      'vercel.json { "crons": [{ "path": "/api/jira", "schedule": "0 8 * * 1" }] }',
      'America/New_York',
      ['0 8 ? * 2'],
      /Vercel runs its cron jobs in UTC/,
    ],
    [
      'cloudflare cron trigger for jira sync: 0 9 * * 1-5',
      'America/New_York',
      ['0 9 ? * 2-6'],
      /Cloudflare runs Workers cron triggers in UTC/,
    ],
    // the labels themselves
    ['jira automation cron 0 0 9 ? * 2-6', 'Europe/Berlin', ['0 8 ? * 2-6'], /Jira automation runs/],
    ['buildkite schedule cronline: "0 9 * * 1-5"', 'Europe/Berlin', ['0 9 ? * 2-6'], /Buildkite runs/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // Quartz's "1-5" (Sunday to Thursday) would be read for a Kubernetes CronJob named after Jira
    ['kubectl create cronjob jira-sync --image=x --schedule="0 0 9 ? * 1-5"'],
    ['kubectl create cronjob buildkite-sync --image=x --schedule="0 0 9 ? * 1-5"'],
    // a Jira or Buildkite label beside another tool: which one runs the line is unsure
    ['circleci scheduled pipeline: cron "0 9 * * 1-5" (jira cron)'],
    ['cloudflare cron trigger, buildkite schedule: 0 9 * * 1-5'],
  ])('refuses %s', (phrase) => refuses(phrase, 'America/New_York', /./));
});

describe('"no timezone set, so UTC": taken only beside a tool whose own default is UTC', () => {
  it.each([
    ['prefect deploy --cron "0 7 * * 1-5" (no timezone set, so UTC)', 'Asia/Tokyo', ['0 7 ? * 2-6'], /in UTC/],
    ['cron(0 18 * * ? *) (no timezone given, so UTC)', 'Europe/Paris', ['0 18 * * ?'], /in UTC/],
    ['azure func: "0 0 9 * * 1" (UTC, no tz setting)', 'Asia/Tokyo', ['0 9 ? * 2'], /./],
    // a tool on its machine's clock, with that machine's zone said: its clock
    ['quartz: 0 0 9 ? * MON (UTC)', 'Asia/Tokyo', ['0 9 ? * 2'], /./],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // Quartz, Spring, the Node and Go libraries run on their machine's clock, Salesforce on its user's, Jira on its
    // site's: with no zone set they do not run in UTC
    ['quartz: 0 0 9 ? * MON (no timezone set, so UTC)'],
    ['quartz: 0 0 9 ? * MON (no timezone, so UTC)'],
    ['quartz: 0 0 9 ? * MON (UTC, no tz setting)'],
    ['@Scheduled(cron = "0 0 9 * * MON") (no timezone set, so UTC)'],
    ['@Scheduled(cron = "0 0 9 * * MON") (timezone unset = UTC)'],
    ["node-cron cron.schedule('0 9 * * 1', fn) (no timezone given, so UTC)"],
    ['c.AddFunc("0 9 * * 1", f) (no timezone set, so UTC)'],
    ["bullmq repeat: { pattern: '0 9 * * 1' } (no timezone configured, so UTC)"],
    ['rundeck 0 0 9 ? * MON * (no timezone set, so UTC)'],
    ['0 0 9 ? * MON (no timezone set, so UTC)'],
    ["apex System.schedule('x', '0 0 9 ? * MON', job) (no timezone set, so UTC)"],
    ['jira automation 0 0 9 ? * MON (no timezone set, so UTC)'],
  ])('refuses %s', (phrase) => refuses(phrase, 'Asia/Tokyo', /./));
});

describe('"in <zone>" after cron(...): EventBridge Scheduler named as the tool, not in a name, a quote or a denial', () => {
  it.each([
    ['aws scheduler cron(0 9 * * ? *) in Europe/Paris', 'UTC', ['0 8 * * ?'], /Europe\/Paris/],
    [
      'aws scheduler create-schedule --name nightly --schedule-expression "cron(0 9 * * ? *)" in Europe/Paris',
      'UTC',
      ['0 8 * * ?'],
      /Europe\/Paris/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // an EventBridge rule (UTC always), the scheduler's words only in its name or its purpose
    ['aws events put-rule --name "aws scheduler migration" --schedule-expression "cron(0 9 * * ? *)" in Europe/Paris'],
    ['aws events put-rule --name aws-scheduler --schedule-expression "cron(0 9 * * ? *)" in Europe/Paris'],
    ['eventbridge scheduler rule cron(0 9 * * ? *) in Europe/Paris'],
    ["'aws scheduler' cron(0 9 * * ? *) in Europe/Paris"],
    ['aws scheduler-migration cron(0 9 * * ? *) in Europe/Paris'],
    ['eventbridge (not the aws scheduler) cron(0 9 * * ? *) in Europe/Paris'],
    ['moving off aws scheduler: cron(0 9 * * ? *) in Europe/Paris'],
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});
