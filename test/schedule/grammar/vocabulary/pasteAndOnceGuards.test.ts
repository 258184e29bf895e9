import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('tool lines whose tool, clock or numbering the words do not settle', () => {
  it.each([
    // a Unix line with a question asked after it is no Quartz line (its "hours" would be "*")
    ['0 9 * * 1-5 ?', 'America/Los_Angeles'],
    // a clock said to be someone's without saying which
    ["quartz 0 0 9 ? * MON-FRI in the org's zone", 'UTC'],
    // a comment's words that name no zone are no machine's clock
    ['0 22 * * 0 /srv/x.sh  # server is on call', 'America/Chicago'],
    // Node's cron counted months 0-11 before version 3: a month in numbers is November or December
    ["new CronJob('0 9 * 11 *', fn, null, true, 'UTC')", 'UTC'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /./));

  it.each([
    ['0 0 12 * * ?', 'UTC', ['0 12 * * ?'], /Quartz or Spring line/],
    ['0 22 * * 0 /srv/weekly.sh  # box runs chicago time', 'UTC', ['0 4 ? * 2'], /zone of the machine/],
    ["new CronJob('0 9 * nov *', fn, null, true, 'UTC')", 'UTC', ['0 9 * 11 ?'], /^/],
  ])('%s reads', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});

describe('"once" beside words that repeat is no one-off', () => {
  it.each([
    ['christmas party dec 12 7pm, once yearly', 'UTC'],
    ['christmas party dec 12 7pm, once annually', 'UTC'],
    ['rota posted jan 5 at 9am every year, just this once', 'UTC'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /./));

  it.each([['staff rota dec 1 at 9am, just this once', 'UTC', ['0 9 1 12 ?'], /one run/]])(
    '%s reads',
    (phrase, zone, fields, note) => reads(phrase, zone, fields, note),
  );
});
