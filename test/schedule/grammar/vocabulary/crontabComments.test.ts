import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a crontab's line pasted with its '#' comment", () => {
  it.each([
    // Unix cron's day numbers, on the machine's clock (the writer's zone)
    ['30 6 * * 1-5  # boil the kettle', 'Europe/Berlin', ['30 5 ? * 2-6'], /as Unix cron numbers the days/],
    [
      '*/10 * * * * # poll the weather station',
      'Europe/Berlin',
      ['0/10 * * * ?'],
      /crontab runs on its machine's clock/,
    ],
    ['0 */3 * * *  # rotate api keys', 'UTC', ['0 0/3 * * ?'], /"# rotate api keys"/],
    ['@daily  # purge old uploads', 'Europe/Amsterdam', ['0 23 * * ?'], /preset "0 0 \* \* \*"/],
    // the comment's words that only say the fields again
    ['15 7 1 * *  # monthly rent reminder', 'Europe/Dublin', ['15 7 1 * ?'], /as a comment/],
    ['0 10 * * 6,0  # weekend newsletter', 'Asia/Singapore', ['0 2 ? * 1,7'], /Sunday and Saturday/],
    ['0 4 * * 0  # weekly db vacuum', 'UTC', ['0 4 ? * 1'], /Sunday/],
    ['0 8-18 * * 1-5  # hourly check during business hours', 'UTC', ['0 8-18 ? * 2-6'], /"# hourly check/],
    // the comment says the line's zone plainly
    ['0 2 * * 3  # export, in UTC', 'America/Los_Angeles', ['0 2 ? * 4'], /"UTC" as the zone/],
    [
      '45 1 * * 0  # reindex (the box runs on Chicago time)',
      'Europe/London',
      ['45 7 ? * 1'],
      /the machine the crontab runs on/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // without a comment, the bare line keeps its question of how the days are numbered
    ['0 7 * * 1-5', /Unix cron, but/],
    // a comment that says another schedule than the fields
    ['0 9 * * 1-5  # weekly report', /./],
    ['0 9 * * 1  # friday report', /./],
    ['0 15 * * *  # nightly backup', /./],
    ['0 8 2 * *  # weekend digest', /./],
    // words that could bound, narrow or move the runs
    ['0 9 * * 1  # every other monday', /./],
    ['0 9 * * 1  # report, only in summer', /./],
    ['0 9-17 * * 1-5  # nudges except holidays', /./],
    ['0 9-17 * * *  # nudges in business hours', /./],
    ['0 9 * * 1  # report until march', /./],
    // a zone said beside the line but not plainly as its own
    ['0 9 * * 1  # report London time', /./],
    ['TZ=Asia/Tokyo 0 9 * * 1  # report', /./],
    // a comment that names another zone than UTC next to "in UTC"
    ['0 9 * * 1  # report, in UTC (the box runs on Chicago time)', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'Europe/Paris', why));

  // a comment is only a name: a word of state, of one run or an end, of a period or of a condition stops, narrows
  // or ends the line, and is never set aside
  it.each([
    ['0 9 * * 1-5 # disabled'],
    ['0 9 * * 1-5 # DISABLED'],
    ['0 9 * * 1-5 # off'],
    ['0 9 * * 1-5 # paused for now'],
    ['0 9 * * 1-5 # commented out'],
    ['0 9 * * 1-5 # todo'],
    ['0 9 * * 1-5 # broken'],
    ['0 9 * * 1-5 # temporary'],
    ['0 9 * * 1-5 # run once then delete'],
    ['0 9 * * 1-5 # remove after launch'],
    ['0 9 * * 1-5 # tomorrow'],
    ['0 9 * * 1-5 # today only'],
    ['0 9 28-31 * * # quarter end'],
    ['0 9 * * 1-5 # christmas'],
    ['0 9 * * 1-5 # xmas period'],
    ['0 9 * * 1-5 # tax season'],
    ['0 9 * * 1-5 # semester'],
    ['0 9 * * 1-5 # school term'],
    ['0 9 * * 1-5 # ramadan hours'],
    ['0 9 * * 1-5 # when market open'],
    ['0 9 * * 1-5 # report if needed'],
    ['0 9 * * 1-5 # report unless quiet'],
  ])('refuses %s', (phrase) => refuses(phrase, 'Europe/London', /./));

  it.each([
    ['0 9 * * 1-5 # post standup notes', ['0 9 ? * 2-6']],
    ['0 9 * * 1-5 # temp sensor report', ['0 9 ? * 2-6']],
  ])('reads %s', (phrase, fields) => reads(phrase, 'Europe/London', fields, /as a comment on the line/));
});

describe('"midnight" and "noon" in a comment agree with the line only with no day word beside them', () => {
  it.each([
    ['0 0 * * * /bin/x.sh # midnight', ['0 0 * * ?']],
    ['0 0 * * 5 /bin/x.sh # midnight cleanup', ['0 0 ? * 6']],
    ['0 12 * * 1-5 # noon bell', ['0 12 ? * 2-6']],
  ])('reads %s', (phrase, fields) => reads(phrase, 'UTC', fields, /as a comment on the line/));

  it.each([
    '0 0 * * 5 /bin/x.sh # friday midnight',
    '0 0 * * 0 /bin/x.sh # sunday midnight',
    '0 0 * * 1 /bin/x.sh # monday midnight',
    '0 0 * * 6,0 # weekend midnight backup',
    '0 12 * * 5 /bin/x.sh # friday noon',
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});
