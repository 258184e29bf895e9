import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A UTC offset said first beside its place, or alone, before the job's name (offsetBesidePlace.ts).
 * NOW: 2026-01-12.
 */
describe('an offset said beside the place it is the clock of, or alone, first', () => {
  it.each([
    // the place, then its offset, not in brackets
    ['Kathmandu GMT+5:45 - backup 02:00 daily', 'Europe/London', ['15 20 * * ?'], /Asia\/Kathmandu/],
    ['Alofi -11: reef survey 07:30 tuesdays', 'Pacific/Auckland', ['30 18 ? * 3'], /Pacific\/Niue/],
    ['Apia UTC+13, market report 5pm fridays', 'Europe/London', ['0 4 ? * 6'], /Pacific\/Apia/],
    // the offset, then the place in brackets
    ['GMT+5:45 (Nepal): backup 02:00 daily', 'Europe/London', ['15 20 * * ?'], /Asia\/Kathmandu/],
    ['UTC-8 (Pitcairn) supply call 8am mondays', 'Pacific/Auckland', ['0 16 ? * 2'], /Pacific\/Pitcairn/],
    // the place said last, as what the offset is
    ['daily 6pm GMT-3 (i.e. Buenos Aires)', 'Europe/London', ['0 21 * * ?'], /America\/Argentina\/Buenos_Aires/],
    ['UTC+5:30 mon-fri 10:00, that is Mumbai', 'Europe/London', ['30 4 ? * 2-6'], /Asia\/Kolkata/],
    // the offset alone, then the job's name
    [
      'UTC+04:30 clinic opens 8:00 saturday to thursday',
      'Europe/London',
      ['30 3 ? * 1-5,7'],
      /"UTC\+04:30", said first/,
    ],
    ['GMT-3 stock count 18:00 fridays', 'Europe/London', ['0 21 ? * 6'], /said first/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the offset is not the place's: two clocks
    ['Kathmandu GMT+5:30 - backup 02:00 daily', 'Europe/London', /./],
    ["UTC+14 daily 7am - that's Samoa", 'Pacific/Auckland', /./],
    // a number with a sign, not marked off as an offset
    ['Alofi -11 reef survey 07:30 tuesdays', 'Pacific/Auckland', /./],
    // no place after "that's", nor before the offset
    ["UTC+13 daily 7am - that's Tom's", 'Pacific/Auckland', /could not read/],
    ['Ana UTC+2, call 9am mondays', 'Europe/London', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
