import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"top of the hour" in a job name, where the rest runs on the hour', () => {
  it.each([
    ['top of the hour station ident every hour at :00', 'UTC', ['0 * * * ?'], /"top of the hour station ident"/],
    ['top of the hour jingle hourly', 'UTC', ['0 * * * ?'], /"top of the hour jingle"/],
    ['top of the hour headlines 08:00 and 12:00 weekdays', 'UTC', ['0 8,12 ? * 2-6'], /"top of the hour headlines"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the rest runs off the hour: which one is meant?
    ['top of the hour jingle every 20 minutes', 'UTC', /./],
    ['top of the hour headlines 08:30 weekdays', 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
