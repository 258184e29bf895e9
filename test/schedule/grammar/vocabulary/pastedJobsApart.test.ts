import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('two crontab lines pasted at once are two jobs, not one line and its command', () => {
  it.each([
    ['0 22 * * 1-4 /backup/inc.sh\n0 22 * * 5 /backup/full.sh', 'Europe/London'],
    ['30 6 * * * /opt/sync.sh\n30 18 * * * /opt/sync.sh', 'UTC'],
    ['@daily /usr/bin/rotate\n@weekly /usr/bin/vacuum', 'UTC'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /2 crontab lines: each runs a job of its own/));

  it.each([
    // one line with its command, and a TZ= line before the fields: read as before
    ['0 22 * * 1-5 /backup/inc.sh', 'UTC', ['0 22 ? * 2-6'], /command the crontab line runs/],
    ['TZ=Europe/Rome\n0 22 * * 1-5', 'Europe/Rome', ['0 21 ? * 2-6'], /TZ= line/],
  ])('%s reads', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});

describe("Bitbucket's hour window is no time to run at", () => {
  it.each([
    ['Bitbucket schedule: Daily, 01:00 - 02:00 (UTC)', 'Europe/London'],
    ['bitbucket pipeline weekly mon 13:00 - 14:00', 'UTC'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /Bitbucket runs a schedule at a moment of its choosing/));

  it.each([
    // a calendar's event of the same shape runs at its start
    ['Daily, 9:00 - 9:30am', 'UTC', ['0 9 * * ?'], /as an event: runs at its start/],
    ['bitbucket cleanup daily at 01:00 UTC', 'UTC', ['0 1 * * ?'], /bitbucket/i],
  ])('%s reads', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});
