import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"dark" days last, as venues say them: no show, no run', () => {
  it.each([
    ['places call reminder 7:25pm, dark mondays', 'UTC', ['25 19 ? * 1,3-7'], /"dark mondays" read as no run/],
    ['bar float count 18:00, dark sun and mon', 'UTC', ['0 18 ? * 3-7'], /"dark sun and mon"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "dark" before no day: not the days without a show
    ['porch lights check 6pm, dark by 5pm', 'UTC', /./],
    // a time after the dark days: a run on them, or none?
    ['places call 7:25pm, dark mondays at 8', 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
