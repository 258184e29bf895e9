import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, New York on EST, Sydney on AEDT; Tokyo, Karachi, Lagos without summer time)
describe("a crontab's line said with its file's name, its machine's clock and its tool's words around it", () => {
  it.each([
    // "crontab:" before the line, the machine's TZ= in its comment or in brackets after the command
    ['crontab: 15 2 * * 1-5 /opt/bin/rotate.sh  # server TZ=Asia/Tokyo', 'UTC', ['15 17 ? * 1-5'], /Asia\/Tokyo/],
    // (a bare TZ= beside a command may be the job's environment only: read when it is the writer's own zone)
    ['crontab line: 0 7 * * * /srv/jobs/sync.sh (TZ=Asia/Karachi)', 'Asia/Karachi', ['0 2 * * ?'], /TZ=Asia\/Karachi/],
    [
      'crontab -e → 30 1 * * 0 /usr/local/bin/prune.sh # TZ=Africa/Lagos',
      'Africa/Lagos',
      ['30 0 ? * 1'],
      /Africa\/Lagos/,
    ],
    ['crontab: 0 10 * * * /srv/x.sh (server TZ=Europe/Malta)', 'UTC', ['0 9 * * ?'], /server TZ=Europe\/Malta/],
    // echo's words are what it prints; the machine said to be in a place, the writer's own city
    ['crontab: 0 18 * * fri  echo "weekly"  # box in Karachi', 'Asia/Karachi', ['0 13 ? * 6'], /box in Karachi/],
    // the controller's clock said after a dash
    ["jenkins: cron('0 5 * * *') — controller runs in Tokyo time", 'UTC', ['0 20 * * ?'], /machine.*\(Asia\/Tokyo\)/],
    [
      "jenkins: cron('0 9 * * 1') — controller runs in Berlin time",
      'America/New_York',
      ['0 8 ? * 2'],
      /Europe\/Berlin/,
    ],
    ['Jenkins (controller in New York): 0 22 * * 1-5', 'Europe/London', ['0 3 ? * 3-7'], /America\/New_York/],
    // a Kubernetes CronJob without timeZone runs on its controller's clock; any tool on a machine kept in UTC
    ['cronjob: schedule: "0 9 * * 1" (cluster in Berlin)', 'America/New_York', ['0 8 ? * 2'], /Europe\/Berlin/],
    ['schedule: "0 8 * * MON-FRI" (cluster runs UTC)', 'America/New_York', ['0 8 ? * 2-6'], /\(UTC\)/],
    // Render runs its cron jobs in UTC; a name that says the line's own schedule
    ['render cron "30 4 * * 1" weekly cleanup', 'Asia/Tokyo', ['30 4 ? * 2'], /Render runs its cron jobs/],
    ['render.yaml cron job: schedule: "0 6 * * *"', 'Europe/Berlin', ['0 6 * * ?'], /Render/],
    // a word that leaves runs out only as a word, not inside one joined by hyphens
    ["- cron: '0 3 * * *' # off-site backup", 'UTC', ['0 3 * * ?'], /off-site backup/],
    ["- cron: '0 3 * * *' # holiday-card mailer", 'UTC', ['0 3 * * ?'], /holiday-card mailer/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a place that is no zone's, said of the machine
    ['crontab: 0 18 * * 5 echo hi # box in the basement', 'UTC', /./],
    // TZ= in brackets with no "crontab:" before the line: the command's own environment?
    ['0 7 * * * /srv/jobs/sync.sh (TZ=Asia/Karachi)', 'UTC', /./],
    // a bare TZ= beside a command, not the writer's zone: the job's environment or the machine's clock?
    ['crontab: 0 10 * * * /srv/x.sh (TZ=Europe/Malta)', 'UTC', /job's environment/],
    ['crontab -e → 30 1 * * 0 /usr/local/bin/prune.sh # TZ=Africa/Lagos', 'UTC', /job's environment/],
    // arguments of a script may change what it does, and words that leave runs out are no name
    ['0 10 * * 1 /srv/x.sh "every other week"', 'UTC', /./],
    ["- cron: '0 8 * * 1-5' except holidays", 'UTC', /./],
    ["- cron: '0 3 * * *' # backup off", 'UTC', /./],
    ["- cron: '0 3 * * *' # backup (off)", 'UTC', /./],
    ["- cron: '0 3 * * *' # backup -off", 'UTC', /./],
    ['render: "0 8 * * 1-5" except holidays', 'UTC', /./],
    // a name that says another schedule than the line's
    ['render cron "30 4 * * 1" daily cleanup', 'UTC', /./],
    // the controller's place not known
    ["jenkins: cron('0 5 * * *') — controller runs in the office", 'UTC', /./],
    // GitHub Actions runs in UTC whatever its machine's clock, and "schedule:" alone may be its key
    ["on: schedule: - cron: '0 9 * * 1' — server runs in Berlin", 'America/New_York', /./],
    ["schedule: '0 9 * * 1' — controller runs in Berlin time", 'America/New_York', /./],
    ["- cron: '0 9 * * 1' — box in Berlin", 'America/New_York', /./],
    ["- cron: '0 9 * * 1' (server in Berlin)", 'America/New_York', /./],
    ['schedule: "0 9 * * 1" (controller in New York)', 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, reason) => refuses(phrase, zone, reason));
});
