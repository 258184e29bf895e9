import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('tool pastes: a job turned off, a list of App Engine, a part of the day on another clock, numbers a tool reads otherwise', () => {
  it.each([
    // a job said to be off
    ['periodic { crons = ["0 4 * * *"] enabled = false }', 'UTC'],
    ["cron.schedule('30 8 * * 1-5', fn, { scheduled: false })", 'UTC'],
    ['gcloud scheduler jobs create http nightly --schedule="0 1 * * *" --time-zone="UTC" --paused', 'UTC'],
    // App Engine's own grammar of lists before "of"
    ['cron.yaml: schedule: 2nd,third mon,wed,thu of march 17:00', 'UTC'],
    // "evening" is the writer's: 22:00 UTC is 07:00 in Tokyo
    ['cron(0 22 ? * MON-FRI *) evening report', 'Asia/Tokyo'],
    ["github actions cron: '0 22 * * mon-fri' # weekday evenings", 'Asia/Tokyo'],
    // APScheduler: numbered days in a bare CronTrigger (3 counts from Monday, 4 from Sunday), a range that wraps
    ['CronTrigger(day_of_week=1, hour=9)', 'UTC'],
    ["add_job(f, 'cron', day_of_week='sun-mon', hour=9)", 'UTC'],
    // Celery has no "L"
    ["crontab(0, 0, day_of_month='L')", 'UTC'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /./));

  it.each([
    ["github actions cron: '0 22 * * mon-fri' # weekday evenings", 'UTC', ['0 22 ? * 2-6']],
    ['0 22 * * 1-5   # weekday evenings, UTC-6 all year', 'America/Mexico_City', ['0 4 ? * 3-7']],
    // a tool's name in a path or a comment is no label of the line
    ['30 2 * * * /usr/local/bin/celery-cleanup.sh', 'UTC', ['30 2 * * ?']],
    ["add_job(f, 'cron', day_of_week=1, hour=9)", 'UTC', ['0 9 ? * 3']],
    ["CronTrigger(day_of_week='mon-fri', hour=9, minute=0)", 'UTC', ['0 9 ? * 2-6']],
  ])('%s reads', (phrase, zone, fields) => reads(phrase, zone, fields, /./));
});

describe('an event on a day of the week with a reminder before it is every week only as a timetable line', () => {
  it.each([
    ['the demo tue 8pm, remind 10 min before', 'UTC'],
    ['dentist wed 9am, remind me 1 hour before', 'UTC'],
    ['registration ends thu 5pm, remind 1 hour before', 'UTC'],
    ['quarterly review thu 3pm, remind 15 min before', 'UTC'],
    ['standup mon 9am, retro fri 4pm, remind 10 min before', 'UTC'],
    ['updates every 30 mins during the hackathon sat 09:00-21:00', 'UTC'],
    // rounds within each run, and Dutch and Norwegian words that change the runs
    ['sparring every tue 7pm, 10 rounds', 'UTC'],
    ['elke maandag om 9 uur de planning eenmalig mailen', 'Europe/Amsterdam'],
    ['elke maandag om 9 uur de planning ook op vr mailen', 'Europe/Amsterdam'],
    ['backup annenhver mandag kl 8', 'Europe/Oslo'],
    ['every single day 9am (mon-fri)', 'UTC'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /./));

  it.each([
    ['confocal slot tue 14:00, remind me 30 min before', 'UTC', ['30 13 ? * 3']],
    ['scrims mon wed fri 20:00, remind 15 min before', 'UTC', ['45 19 ? * 2/2']],
    ['club championship rounds wed 7pm, starting jan 13, 9 rounds', 'UTC', ['0 19 ? * 4']],
    ['final invoice run every friday 16:00', 'UTC', ['0 16 ? * 6']],
  ])('%s reads', (phrase, zone, fields) => reads(phrase, zone, fields, /./));
});
