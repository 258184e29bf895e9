import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, New York on EST, Sydney on AEDT, Halifax on AST)

describe("a system crontab's line: its user field and its environment lines set aside (systemCrontab.ts)", () => {
  it.each([
    [
      '/etc/cron.d/rotate: 15 2 * * * root /usr/sbin/logrotate /etc/logrotate.conf',
      'Europe/Berlin',
      ['15 1 * * ?'],
      /user a system crontab's line runs/,
    ],
    [
      '/etc/crontab: 0 4 * * 6 www-data /srv/app/bin/purge.sh',
      'Europe/Berlin',
      ['0 3 ? * 7'],
      /"www-data" as the user/,
    ],
    [
      'MAILTO=admin@example.org\n10 5 * * 1-5 backup /opt/backup/run.sh',
      'Europe/Berlin',
      ['10 4 ? * 2-6'],
      /MAILTO=admin@example\.org/,
    ],
    ['SHELL=/bin/bash\n20 23 * * * /opt/x/nightly.sh', 'Europe/Berlin', ['20 22 * * ?'], /settings for its commands/],
    ['0 6 * * 0 root /usr/bin/apt-get update', 'Europe/Berlin', ['0 5 ? * 1'], /"root" as the user/],
    [
      '30 4 * * 7 root /sbin/fstrim -a  # the box is on America/New_York',
      'Europe/Berlin',
      ['30 9 ? * 1'],
      /zone of the machine/,
    ],
  ])('%s (%s)', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // a user's word that could say when: never set aside
    ['/etc/cron.d/report: 0 7 * * 1-5 weekly /opt/report.sh', 'Europe/Berlin', /./],
    ['MAILTO=ops@\n0 7 * * 1-5 tomorrow /opt/report.sh', 'Europe/Berlin', /./],
    // a word between the fields and the command with nothing to say it is a system crontab's
    ['0 7 * * 1-5 deploy /opt/report.sh', 'Europe/Berlin', /Unix cron/],
    // words after the command that bound the runs
    ['/etc/cron.d/x: 0 7 * * * root /opt/report.sh except holidays', 'Europe/Berlin', /./],
    // two lines of the file: two jobs
    ['MAILTO=ops@\n0 7 * * * root /opt/a.sh\n0 8 * * * root /opt/b.sh', 'Europe/Berlin', /2 crontab lines/],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe("a system crontab's user, settings' comments and commands that bound the runs (systemCrontab.ts, cronPastes.ts)", () => {
  it.each([
    ['/etc/cron.d/x: 0 7 * * * svc_report /opt/report.sh', 'UTC', ['0 7 * * ?'], /"svc_report" as the user/],
    ['/etc/cron.d/x: 0 7 * * * postgres /opt/report.sh', 'UTC', ['0 7 * * ?'], /"postgres" as the user/],
    ['MAILTO=ops@example.com  # reports team\n0 7 * * * root /opt/x.sh', 'UTC', ['0 7 * * ?'], /reports team/],
    ['0 7 * * * root cd /opt/app && ./run.sh', 'UTC', ['0 7 * * ?'], /"root" as the user/],
    ['0 7 * * * root /opt/tests/run.sh', 'UTC', ['0 7 * * ?'], /"root" as the user/],
  ])('%s (%s)', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // a word in the user's place that is no user's: it could say something of the runs
    ['/etc/cron.d/x: 0 7 * * * paused /opt/report.sh', 'UTC', /./],
    ['/etc/cron.d/x: 0 7 * * * disabled /opt/report.sh', 'UTC', /./],
    ['/etc/cron.d/x: 0 7 * * * skipped /opt/report.sh', 'UTC', /./],
    ['/etc/cron.d/x: 0 7 * * * twice /opt/report.sh', 'UTC', /./],
    ['MAILTO=ops@\n0 7 * * * alternate /opt/report.sh', 'UTC', /./],
    // a comment on a setting's line is checked as the job line's
    ['MAILTO=ops@example.com  # skip holidays\n0 7 * * * root /opt/x.sh', 'UTC', /./],
    ['SHELL=/bin/bash # only on weekdays\n0 7 * * * /opt/x.sh', 'UTC', /./],
    // a command that decides whether or when its work runs
    ['0 9 * * 1 root /usr/bin/test $(date +\\%d) -le 7 && /opt/x.sh', 'UTC', /./],
    ['0 9 * * 1 /usr/bin/test $(date +\\%d) -le 7 && /opt/x.sh', 'UTC', /./],
    ['0 7 * * * root /bin/sleep 1800 && /opt/x.sh', 'UTC', /./],
    ['0 7 * * * root [ -f /tmp/flag ] && /opt/x.sh', 'UTC', /./],
    ['0 7 * * * /opt/x.sh || true', 'UTC', /./],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});
