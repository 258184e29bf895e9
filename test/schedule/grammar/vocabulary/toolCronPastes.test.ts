import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('cron lines pasted from GitHub Actions, Kubernetes, Airflow and Jenkins files', () => {
  it.each([
    // GitHub Actions: Unix cron's fields, in UTC; a day number is Unix cron's (5 = Friday)
    ["- cron: '0 18 * * 5'", 'UTC', ['0 18 ? * 6'], /as Unix cron numbers the days/],
    ['on: schedule: - cron: "15 6 * * 1-5"  # weekday digest', 'Europe/Paris', ['15 6 ? * 2-6'], /"# weekday digest"/],
    ["cron: '0 10 * * 6,0' # weekend backup", 'UTC', ['0 10 ? * 1,7'], /as a comment/],
    ["cron: '0 0 * * 7' # sunday release", 'Asia/Seoul', ['0 0 ? * 1'], /Sunday/],
    // Kubernetes CronJob: UTC, or its spec.timeZone
    ['schedule: "30 2 * * *"  timeZone: "Europe/Berlin"', 'America/New_York', ['30 1 * * ?'], /CET/],
    ["cronjob spec.schedule: '0 */4 * * *'", 'America/Chicago', ['0 0/4 * * ?'], /Kubernetes CronJob/],
    // Airflow: presets, and the DAG's zone from its start_date
    ["schedule_interval='@weekly'", 'UTC', ['0 0 ? * 1'], /"@weekly" as the tool's preset "0 0 \* \* 0"/],
    ['schedule="@daily", start_date=pendulum.datetime(2025, 6, 1, tz="Asia/Tokyo")', 'UTC', ['0 15 * * ?'], /@daily/],
    ['airflow: schedule_interval="0 22 * * 0,6"', 'UTC', ['0 22 ? * 1,7'], /Sunday and Saturday/],
    // Jenkins with its zone said
    ['jenkins: TZ=America/Chicago 0 7 * * 1-5', 'UTC', ['0 13 ? * 2-6'], /Monday, Tuesday/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a bare line keeps the question of how its days are numbered
    ['30 5 * * 1-5', /Unix cron, but/],
    ['schedule: 30 5 * * 1-5', /Unix cron, but/],
    // Jenkins reads its fields on the controller's clock, not said here
    ["jenkins cron '0 3 * * 1-5'", /controller's time zone/],
    // words beside the line that say another schedule than its fields
    ["weekly: cron: '0 3 * * *'", /./],
    ["cron: '0 9 * * 1' # friday deploy", /./],
    ["cron: '0 10 * * 1-5' # weekend backup", /./],
    // Airflow's "@once" is no schedule; Jenkins picks its macros' minute
    ["schedule: '@once'", /./],
    ['jenkins: schedule @daily', /./],
    // a zone said beside the line, not by the tool's key: the line's clock or the writer's?
    ["cron: '0 9 * * 1-5' Europe/London", /./],
    ["cron: '0 9 * * 1-5' London time", /./],
    ["cron: '30 6 * * *' in Berlin", /^(?![\s\S]*job's name)/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});

describe("a machine's or cluster's clock said beside a tool that keeps its own (cronPastes.ts)", () => {
  it.each([
    ["kubectl cronjob '0 9 * * *' — cluster runs Europe/Berlin", 'UTC', ['0 8 * * ?'], /cluster runs Europe\/Berlin/],
    ["gha: - cron: '0 9 * * *' — cluster runs UTC", 'Europe/Berlin', ['0 9 * * ?'], /./],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    "gha: - cron: '0 9 * * *' — cluster runs Europe/Berlin",
    "airflow schedule_interval='0 9 * * *' — cluster runs Europe/Berlin",
    "github actions: on: schedule: - cron: '0 9 * * 1' — server runs Europe/Berlin",
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});

describe("a CronJob's or a cron.d file's name read by its words, split at _ . - and case (cronPastes.ts)", () => {
  it.each([
    ['cronjob nightly-vacuum: schedule "45 1 * * *", timeZone "Australia/Eucla"', 'UTC', ['0 17 * * ?'], /./],
    ['cronjob reindex-v2: schedule "20 3 * * *", timeZone "America/New_York"', 'UTC', ['20 8 * * ?'], /./],
    ['/etc/cron.d/backup_db: 0 7 * * * root /opt/x.sh', 'UTC', ['0 7 * * ?'], /"root" as the user/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    'cronjob weekly_reindex: schedule "20 3 * * *", timeZone "America/New_York"',
    'cronjob reindex_2am: schedule "20 3 * * *", timeZone "America/New_York"',
    'cronjob reindexWeekdaysOnly: schedule "20 3 * * *", timeZone "America/New_York"',
    'cronjob workdays-sync: schedule "20 3 * * *", timeZone "America/New_York"',
    'cronjob month-end-close: schedule "20 3 * * *", timeZone "America/New_York"',
    'cronjob afternoon-sync: schedule "20 3 * * *", timeZone "America/New_York"',
    'cronjob reindex-disabled: schedule "20 3 * * *", timeZone "America/New_York"',
    '/etc/cron.d/weekdays-only: 0 7 * * * root /opt/x.sh',
    '/etc/cron.d/skip_holidays: 0 7 * * * root /opt/x.sh',
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});

describe("a zone key said to be gone or replaced is not the line's zone", () => {
  it.each([
    ['k8s cronjob schedule: "0 9 * * 1" timeZone Europe/Amsterdam', 'UTC', ['0 8 ? * 2'], /Monday/],
    ['k8s cronjob schedule: "0 9 * * 1" timeZone: Europe/Amsterdam', 'UTC', ['0 8 ? * 2'], /Monday/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['k8s cronjob schedule: "0 9 * * 1" without timeZone Europe/Amsterdam', /./],
    ['k8s cronjob schedule: "0 9 * * 1" (dropped timeZone Europe/Amsterdam)', /./],
    ['k8s cronjob schedule: "0 9 * * 1" old timeZone Europe/Amsterdam', /./],
    ['k8s cronjob schedule: "0 9 * * 1" instead of timeZone: Europe/Amsterdam', /./],
    ['k8s cronjob schedule: "0 9 * * 1" was timeZone: Europe/Amsterdam', /./],
    ['k8s cronjob schedule: "0 9 * * 1" removed timeZone: Europe/Amsterdam', /./],
    ['k8s cronjob schedule: "0 9 * * 1" timeZone: Europe/Amsterdam (removed)', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
