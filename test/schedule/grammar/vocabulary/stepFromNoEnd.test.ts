import { describe, it } from 'vitest';
import { reads } from './read.js';

describe('an hour step "from" a time with no end says it stops at the end of the day', () => {
  it.each([
    [
      'fluid chart check every 3 hrs from 7am',
      ['0 7/3 * * ?'],
      /each day from 7:00 AM to 10:00 PM.*"every 3 hours starting 7am"/,
    ],
    ['every 2 hours from 8am on weekdays', ['0 8/2 ? * 2-6'], /each day from 8:00 AM to 10:00 PM/],
    ['every hour from 9am', ['0 9-23 * * ?'], /from 9:00 AM to 11:00 PM.*"every hour starting 9am"/],
  ])('%s', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });

  it.each([
    // round the clock and from the start of the day run at the same times: nothing to say
    ['every 6 hours from 03:00', ['0 3/6 * * ?']],
    ['every 8 hours from 6am', ['0 6/8 * * ?']],
    // an end said
    ['every 4 hours from 6am to 10pm', ['0 6/4 * * ?']],
    // "starting": round the clock, its own note
    ['every 3 hours starting 7am', ['0 1/3 * * ?']],
  ])('%s: no such note', (phrase, fields) => {
    reads(phrase, 'UTC', fields, /^(?![\s\S]*not through the night)/);
  });
});
