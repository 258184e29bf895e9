import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a greeting parted from its request by a dash', () => {
  it.each([
    ['hi all — could the bot ping the night porters at 05:45 every day?', 'UTC', ['45 5 * * ?'], /night porters/],
    ['hello all – could the bot nudge the lab techs at 08:10 every weekday', 'UTC', ['10 8 ? * 2-6'], /lab techs/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the greeting alone, then a bare hour on days: morning or evening?
    ['hi all — could the bot ping the porters every monday at 6', 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
