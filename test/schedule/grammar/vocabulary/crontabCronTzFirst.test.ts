import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a crontab line with CRON_TZ= said first and its command, after "crontab:" or alone', () => {
  it.each([
    ['crontab: CRON_TZ=Asia/Tokyo 45 8 * * 1-5 /opt/jobs/fx-rates.sh', 'UTC', ['45 23 ? * 1-5'], /CRON_TZ=Asia\/Tokyo/],
    ['CRON_TZ=Europe/Paris 0 */4 * * * rsync', 'UTC', ['0 3/4 * * ?'], /"rsync" as the command/],
    // the same CRON_TZ= said again above the line
    [
      'CRON_TZ=Asia/Tokyo 0 9 * * 1-5 /srv/bot.sh (CRON_TZ=Asia/Tokyo above it)',
      'UTC',
      ['0 0 ? * 2-6'],
      /CRON_TZ=Asia\/Tokyo/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the command decides for itself when its work runs, or words beside it bound the runs
    ['CRON_TZ=Europe/Paris 0 9 * * 1-5 sleep 900 && rsync', /./],
    ['CRON_TZ=Europe/Paris 0 9 * * 1-5 rsync except in august', /./],
    // two different CRON_TZ= values: which one the line is read in is unsure
    ['CRON_TZ=Asia/Tokyo 0 9 * * 1-5 /srv/bot.sh (CRON_TZ=America/Denver above it)', /./],
    ['crontab: CRON_TZ=Asia/Tokyo 0 9 * * 1-5 CRON_TZ=UTC /srv/bot.sh', /./],
    ['CRON_TZ=UTC 0 9 * * 1-5 /srv/bot.sh (with CRON_TZ=Europe/Paris on the line above)', /./],
    // TZ= for the command's environment, not the fields' clock
    ['TZ=Europe/Paris 0 9 * * 1-5 rsync', /./],
    // a word after the fields that is no path and no known command: no crontab line
    ['CRON_TZ=America/Chicago 30 5 * * 0 backups', /./],
    // the fields with no command: the days' numbering is asked
    ['crontab: CRON_TZ=Europe/Paris 0 9 * * 1-5', /Unix cron, but/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
