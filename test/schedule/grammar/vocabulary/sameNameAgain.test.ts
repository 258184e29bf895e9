import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('rules said after names: another job adds its runs, the same name again on fewer days is asked', () => {
  it.each([
    // each rule after a name of its own: two jobs, the later one's days inside the earlier one's
    [
      'nightly train 01:00 KST, eval report 09:00 KST weekdays',
      'Asia/Seoul',
      ['0 16 * * ?', '0 0 ? * 2-6'],
      /"eval report" as the job's name/,
    ],
    ['backup 01:00 daily, report 09:00 weekdays', 'UTC', ['0 1 * * ?', '0 9 ? * 2-6'], /"report" as the job's name/],
    ['water the beds 06:30 daily; mow the lawn 10:00 saturdays', 'UTC', ['30 6 * * ?', '0 10 ? * 7'], /"mow the lawn"/],
    // the same name twice, every day both times: more runs of one job
    ['walk the dog 7am daily, walk the dog 6pm daily', 'UTC', ['0 7,18 * * ?'], /"walk the dog" as the job's name/],
    // every day said in another language is days said
    [
      'gym lunes y miércoles 7:00, pastillas 21:00 diario',
      'Europe/Madrid',
      ['0 6 ? * 2,4', '0 20 * * ?'],
      /needs 2 tasks/,
    ],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the same name again on some of its days at another time: in place of those runs, or more runs?
    ['standup 9:00 daily, standup 10:00 weekends', 'UTC'],
    ['walk the dog 7am daily, walk the dog 9am weekends', 'UTC'],
    ['feed the fish 7am daily; feed the fish 9am sundays', 'UTC'],
    // no name: as before
    ['0600 daily, 0700 weekends', 'UTC'],
    ['digest 06:00 daily, 07:00 weekends', 'UTC'],
    // names of one job said in other words: a variant's word, a day's word, a plural, a hyphen, the name said first
    ['alarm 6am daily, friday override 9am fridays', 'UTC'],
    ['meds 8am daily, weekend dose 10am sat sun', 'UTC'],
    ['standup 9am daily, friday stand-up 10am fridays', 'UTC'],
    ['pills 8am daily, pill 9am sundays', 'UTC'],
    ['dog walk 7am daily, dog walks 9am weekends', 'UTC'],
    ['standup: 9:00 daily, standup 10:00 weekends', 'UTC'],
  ])('%s is asked', (phrase, zone) =>
    refuses(phrase, zone, /falls on days (?:of an earlier rule|"[^"]+" already runs): in place of/),
  );
});
