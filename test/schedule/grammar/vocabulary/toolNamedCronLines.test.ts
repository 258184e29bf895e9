import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('cron lines whose tool is named beside them, and crontab lines with their command', () => {
  it.each([
    // the tool named in a comment, with its zone said as UTC (the tool's own)
    ["schedule='15 6 * * 2'  # airflow dag, tz is UTC", 'Europe/Berlin', ['15 6 ? * 3'], /Tuesday/],
    ["cron: '0 22 * * 0'  # GHA runs in UTC", 'America/Denver', ['0 22 ? * 1'], /Sunday/],
    ['schedule_interval="@monthly"  # UTC', 'Asia/Tokyo', ['0 0 1 * ?'], /"@monthly"/],
    // the tool named in brackets beside a preset or quoted fields
    ['@weekly (airflow)', 'America/New_York', ['0 0 ? * 1'], /"\(airflow\)" as the tool/],
    ['"45 7 * * 1-5" (github actions)', 'Europe/Paris', ['45 7 ? * 2-6'], /Monday, Tuesday/],
    // Airflow's pendulum zone
    ["airflow: schedule='0 8 * * 1', timezone pendulum Europe/London", 'UTC', ['0 8 ? * 2'], /Monday/],
    ['timezone=pendulum.timezone("Asia/Kolkata") schedule="30 9 * * 6"', 'UTC', ['0 4 ? * 7'], /Saturday/],
    // a crontab line with its command: Unix cron's days, on the machine's clock (the writer's, or CRON_TZ)
    ['0 0 * * 0 /usr/local/bin/rotate-logs', 'Europe/Paris', ['0 23 ? * 7'], /command the crontab line runs/],
    ['30 2 * * 1-5 python3 /opt/backup.py >> /var/log/backup.log 2>&1', 'UTC', ['30 2 ? * 2-6'], /machine's clock/],
    ['15 4 1 * * ~/bin/invoice.sh', 'UTC', ['15 4 1 * ?'], /"~\/bin\/invoice.sh"/],
    ['CRON_TZ=UTC 0 6 * * 1 ./report.sh --weekly', 'Europe/Paris', ['0 6 ? * 2'], /Monday/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a comment that gives another zone than the tool's: the line's or the writer's?
    ["schedule='0 3 * * 6'  # dag tz is Europe/Berlin", /./],
    // a comment that says another schedule than the fields
    ["cron: '0 3 * * 1-5' # runs in UTC on fridays", /./],
    // words after the fields that are no command keep the question of how the days are numbered
    ['0 9 * * 1-5 standup', /Unix cron, but/],
    ['*/5 9-17 * * 1-5', /Unix cron, but/],
    // a crontab line with a comment: a zone there is the machine's or the writer's?
    ['0 0 * * 0 /usr/bin/cleanup # UTC', /./],
    // a tool that has no zone of its own named in brackets
    ['"0 9 * * 1-5" (jenkins)', /./],
    // words beside a line read in its tool's dialect that bound, narrow or move its runs (they were set aside)
    ['"45 7 * * 1-5" (gha) every other week', /./],
    ['"0 9 * * 1-5" (airflow) only in summer', /./],
    ['"0 9 * * 1-5" (gha) on the 1st', /./],
    ['"0 9 * * 1-5" # gha, pause in december', /./],
    ['"0 5 * * *" # airflow, times in local time not utc', /./],
    ['30 2 * * 1-5 cd /app && ./run.sh every other week', /./],
    // a zone set inside the command is the command's environment, not when it runs
    ['30 2 * * 1-5 TZ=Asia/Tokyo python3 run.py', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'America/New_York', why));
});
