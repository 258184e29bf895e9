import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('zone letters that are something else too, read beside the place they name', () => {
  it.each([
    // "NL" is Newfoundland and Labrador's beside St. John's or Newfoundland (the Netherlands' letters too)
    [
      "St. John's: fuel order wednesdays 10:00 NL time",
      'America/Toronto',
      ['30 13 ? * 4'],
      /"NL time" read as Newfoundland/,
    ],
    ["NL time 7:15am daily — St. John's terminal", 'Europe/London', ['45 10 * * ?'], /"NL time" read as Newfoundland/],
    // "LINT" in capitals right after a clock, beside Kiritimati: the Line Islands' time
    ['Kiritimati: supply run tuesdays 09:00 LINT', 'Pacific/Honolulu', ['0 19 ? * 2'], /"LINT" read as Line Islands/],
    // Bhutan's and west Greenland's clocks by their names and letters
    ['Thimphu: weather brief 06:30 BTT daily', 'Asia/Kolkata', ['30 0 * * ?'], /./],
    ['archive job fridays 17:00 BTT', 'Europe/London', ['0 11 ? * 6'], /./],
    ['ferry notice saturdays 10:00 West Greenland time', 'Atlantic/Reykjavik', ['0 12 ? * 7'], /./],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // no place to settle the letters: the Netherlands' "NL", or a build step's "lint"
    ['fuel order wednesdays 10:00 NL time', 'Europe/Amsterdam', /./],
    ['supply run tuesdays 09:00 LINT', 'Pacific/Honolulu', /./],
    // "lint" in lower case is a build step's word, place or not
    ['Kiritimati: supply run tuesdays 09:00 lint', 'Pacific/Honolulu', /./],
    // "BTT" before a time may be a coin's ticker: Bhutan's clock only after one
    ['check BTT 9am daily', 'Europe/London', /BTT/],
    // Greenland has several clocks: its name alone says none
    ['ferry notice saturdays 10:00 Greenland time', 'Atlantic/Reykjavik', /Greenland/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
