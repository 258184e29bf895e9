import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('cron lines of pipeline and database schedulers, in their own numbering and zone', () => {
  it.each([
    // Prefect: Unix cron (0 = Sunday), in UTC unless --timezone / timezone: says
    ['prefect deploy --cron "30 6 * * 1-5" --timezone "Europe/Berlin"', 'UTC', ['30 5 ? * 2-6'], /Monday to Friday/],
    ['prefect.yaml: cron: "15 2 * * *" (no timezone, so UTC)', 'Asia/Tokyo', ['15 2 * * ?'], /in UTC/],
    ['prefect deploy --cron "0 4 * * 6"', 'America/Chicago', ['0 4 ? * 7'], /Prefect runs a cron schedule in UTC/],
    // Dagster: Unix cron, in UTC unless execution_timezone says
    [
      'ScheduleDefinition(job=nightly_etl, cron_schedule="45 1 * * *", execution_timezone="Asia/Tokyo")',
      'UTC',
      ['45 16 * * ?'],
      /"nightly_etl" as the job's name/,
    ],
    [
      '@schedule(cron_schedule="0 8-16 * * 1-5", job=pings, execution_timezone="Europe/Berlin")',
      'UTC',
      ['0 7-15 ? * 2-6'],
      /Monday to Friday/,
    ],
    ['cron_schedule="10 0 * * 6" (execution_timezone not set, so UTC)', 'Europe/Rome', ['10 0 ? * 7'], /Saturday/],
    // CircleCI: always UTC
    ['circleci scheduled pipeline: cron "20 5 * * 1,3"', 'Asia/Seoul', ['20 5 ? * 2,4'], /CircleCI runs scheduled/],
    ['CircleCI: cron "0 23 * * 0" (UTC)', 'Europe/Paris', ['0 23 ? * 1'], /Sunday/],
    // Vercel's own keys, and the path said after the line
    [
      '{ "crons": [{ "path": "/api/sweep", "schedule": "0 4 * * *" }] }',
      'Europe/Paris',
      ['0 4 * * ?'],
      /"\/api\/sweep"/,
    ],
    ['vercel.json crons: "*/30 * * * *" on /api/refresh', 'Asia/Tokyo', ['0,30 * * * ?'], /"\/api\/refresh"/],
    // Cloudflare with UTC said as the tool's own
    ['cloudflare cron trigger "40 7 * * *" (UTC, of course)', 'Europe/Paris', ['40 7 * * ?'], /read as CRON fields/],
    // pg_cron: GMT unless cron.timezone; "$" the last day of the month; name and command set aside
    ["SELECT cron.schedule('nightly-rollup', '15 1 * * *', $$CALL rollup()$$);", 'Asia/Tokyo', ['15 1 * * ?'], /GMT/],
    [
      "select cron.schedule('prune', '0 5 * * 0', 'DELETE FROM logs');  -- cron.timezone = 'Asia/Tokyo'",
      'UTC',
      ['0 20 ? * 7'],
      /"prune" as the job's name/,
    ],
    ["select cron.schedule('close-books', '30 21 $ * *', 'CALL close()');", 'UTC', ['30 21 L * ?'], /last day/],
    // Terraform's EventBridge Scheduler: its schedule_expression_timezone
    [
      'aws_scheduler_schedule:\n  schedule_expression = "cron(0 6 ? * 2 *)"\n  schedule_expression_timezone = "Asia/Tokyo"',
      'UTC',
      ['0 21 ? * 1'],
      /Monday/,
    ],
    // EventBridge "1W": the weekday nearest the 1st, the first weekday of the month
    ['cron(30 7 1W * ? *)', 'Asia/Tokyo', ['30 7 1W * ?'], /EventBridge/],
    // Go robfig/cron: its presets, and its location
    ['c.AddFunc("@weekly", prune) // the server runs Asia/Tokyo', 'UTC', ['0 15 ? * 7'], /preset "0 0 \* \* 0"/],
    ['cron.New(cron.WithLocation(time.UTC)).AddFunc("30 */4 * * *", sync)', 'Asia/Tokyo', ['30 0/4 * * ?'], /sync/],
    // kubectl: a CronJob made from the command line
    [
      'kubectl create cronjob backup --image=b:2 --schedule="10 3 * * 1"  # cluster in UTC',
      'Asia/Tokyo',
      ['10 3 ? * 2'],
      /"backup" as the job's name/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a zone said beside a tool that always runs in UTC, other than UTC
    ['CircleCI: cron "0 9 * * 1-5" (Europe/Paris)', /./],
    // a job name that says another schedule
    ["select cron.schedule('monthly-report', '0 4 * * 0', 'CALL r()');", /./],
    // "$" is pg_cron's only
    ['prefect deploy --cron "0 22 $ * *"', /./],
    // "15W" is the weekday nearest the 15th: no field of the service
    ['cron(0 9 15W * ? *)', /./],
    // a step that does not divide the hour
    ['prefect deploy --cron "*/45 * * * *"', /not every 45 minutes/],
    // robfig's "@every" counts from the start
    ['c.AddFunc("@every 90m", poll)', /./],
    // the comment says another clock than the cluster's
    ['kubectl create cronjob r --image=r:1 --schedule="0 3 * * 1"  # 3am my time', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'Europe/London', why));
});
