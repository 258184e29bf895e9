import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a place said with its offset, first, beside it, or as Outlook shows it', () => {
  it.each([
    // the place and its offset in brackets first, before the name and the schedule
    ['Kathmandu (UTC+05:45) - bookings export daily 18:00', 'Asia/Kolkata', ['15 12 * * ?'], /said first/],
    ['Eucla (UTC+08:45): fuel order 6am mondays', 'Europe/London', ['15 21 ? * 1'], /Australia\/Eucla/],
    ['Yangon (+06:30) office 9:30 weekdays', 'Asia/Singapore', ['0 3 ? * 2-6'], /Asia\/Yangon/],
    ['Kiritimati (UTC+14) daily sync 9:00', 'Pacific/Honolulu', ['0 19 * * ?'], /Pacific\/Kiritimati/],
    // a place of the gazetteer with its offset beside it, in brackets last
    ['sensor dump 7:00 daily (Eucla, +08:45)', 'Australia/Perth', ['15 22 * * ?'], /Australia\/Eucla/],
    // Windows' display names after their labels
    [
      'Occurs every Monday from 10:00 AM to 11:00 AM (UTC-02:00) Greenland',
      'Europe/Copenhagen',
      ['0 12 ? * 2'],
      /Windows' Greenland zone/,
    ],
    [
      'Occurs every day from 6:00 PM to 6:30 PM (UTC+14:00) Kiritimati Island',
      'Pacific/Honolulu',
      ['0 4 * * ?'],
      /event/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the offset is not the place's: two clocks
    ['Eucla (UTC+09:30): fuel order 6am mondays', 'Europe/London', /two time zones/],
    ['Maui (UTC+5): surf lesson 9am fridays', 'America/New_York', /two time zones/],
    // no place before the brackets: a person's offset says no clock of a call
    ['Ana (UTC+2) call 9am mondays', 'Europe/London', /could not read/],
    // Windows' Greenland only with the label its zone has
    ['Occurs every Friday from 1:00 PM to 2:00 PM (UTC-03:00) Greenland', 'Europe/Copenhagen', /another UTC offset/],
    // Greenland alone is still several clocks
    ['standup 9am weekdays Greenland', 'Europe/Copenhagen', /not a single time zone/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
