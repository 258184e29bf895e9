import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a name said after the schedule that ends in what the job fetches or checks', () => {
  it.each([
    ['every 30 min harbour forecast', ['0,30 * * * ?'], /"harbour forecast" as the job's name/],
    ['daily 0600z metar fetch', ['0 6 * * ?'], /"metar fetch"/],
    ['weekdays 7am fx rates', ['0 7 ? * 2-6'], /"fx rates"/],
    ['hourly at :40 tide readings', ['40 * * * ?'], /"tide readings"/],
    ['every day at 23:00 notams', ['0 23 * * ?'], /"notams"/],
  ])('"%s"', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // a place, or a zone's letters, right before: whose clock?
    'every day at 9 vegas',
    'every day at 7am CAT forecast',
    'every day at 9 tokyo prices',
    // three words or more, not set off: may hold more of the schedule
    'every day at 9 city harbour tide readings',
  ])('refuses "%s"', (phrase) => refuses(phrase, 'UTC', /./));
});
