import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("Heroku Scheduler's daily job held to one day by a shell guard on the dyno's (UTC) clock", () => {
  it.each([
    [
      'heroku scheduler: daily at 04:10 with `[ "$(date +%u)" = 3 ] && bin/rails runner Sweep.call` so it only runs wednesdays',
      'America/New_York',
      ['10 4 ? * 4'],
      /only on Wednesdays .*UTC/,
    ],
    [
      'Heroku Scheduler daily 19:45 `test $(date +%u) -eq 7 && ./bin/weekly-export`',
      'Europe/Paris',
      ['45 19 ? * 1'],
      /only on Sundays/,
    ],
    [
      'heroku scheduler daily 23:00 UTC `[ $(date +%w) -eq 6 ] && npm run tidy`',
      'Asia/Tokyo',
      ['0 23 ? * 7'],
      /only on Saturdays/,
    ],
    // the command's words only name the task
    [
      'heroku scheduler daily 06:00 UTC with `[ "$(date +%u)" = 1 ] && rake digest:send_emails`',
      'UTC',
      ['0 6 ? * 2'],
      /only on Mondays/,
    ],
    [
      'heroku scheduler daily 06:00 UTC with `[ "$(date +%w)" = 1 ] && ./bin/digest --verbose`',
      'UTC',
      ['0 6 ? * 2'],
      /only on Mondays/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the day said after it is another
    ['heroku scheduler: daily at 04:10 with `[ "$(date +%u)" = 3 ] && rake sweep` so it only runs thursdays'],
    // words that bound the runs after the command
    ['heroku scheduler: daily at 04:10 with `[ "$(date +%u)" = 3 ] && rake sweep` until march'],
    // a second guard (the first week of the month), a guard on the day of the month, an "||"
    ['heroku scheduler: daily at 04:10 with `[ "$(date +%u)" = 3 ] && [ "$(date +%d)" -le 7 ] && rake sweep`'],
    ['heroku scheduler: daily at 04:10 with `[ "$(date +%d)" = 1 ] && rake sweep`'],
    ['heroku scheduler: daily at 04:10 with `[ "$(date +%u)" = 3 ] || rake sweep`'],
    // "%u" has no day 0
    ['heroku scheduler: daily at 04:10 with `[ "$(date +%u)" = 0 ] && rake sweep`'],
    // "%U", "%W" and "%V" are the week of the year, not the day of the week
    ['heroku scheduler daily 06:00 UTC with `[ "$(date +%U)" = 1 ] && rake digest`'],
    ['heroku scheduler daily 06:00 UTC with `test $(date +%W) -eq 1 && rake digest`'],
    ['heroku scheduler daily 06:00 UTC with `[ "$(date +%V)" = 1 ] && rake digest`'],
    // a command whose words could bound, repeat or move the runs
    ['heroku scheduler daily 06:00 UTC with `[ "$(date +%u)" = 1 ] && ./digest --first-week-only`'],
    ['heroku scheduler daily 06:00 UTC with `[ "$(date +%u)" = 1 ] && rake digest:first_monday`'],
    ['heroku scheduler daily 06:00 UTC with `[ "$(date +%u)" = 1 ] && rake digest --skip-holidays`'],
    ['heroku scheduler daily 06:00 UTC with `[ "$(date +%u)" = 1 ] && rake digest:monthly`'],
    ['heroku scheduler daily 06:00 UTC with `[ "$(date +%u)" = 1 ] && rake digestFirstMonday`'],
    ['heroku scheduler daily 06:00 UTC with `[ "$(date +%u)" = 1 ] && rake tokyo:digest`'],
    ['heroku scheduler daily 06:00 UTC with `[ "$(date +%u)" = 1 ] && rake digest:every_other`'],
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /./));
});
