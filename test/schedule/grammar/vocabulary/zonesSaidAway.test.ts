import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"their time", "her time": the one place the phrase names as theirs', () => {
  it.each([
    [
      'call the Tokyo distributor every wed 8am their time',
      'Europe/London',
      ['0 23 ? * 3'],
      /Tokyo \(Asia\/Tokyo\).*"call the Tokyo distributor"/,
    ],
    ['call grandma in Mumbai sundays 7pm her time', 'America/New_York', ['30 13 ? * 1'], /Mumbai \(Asia\/Kolkata\)/],
    [
      'my sister is in Auckland: call her every sunday at 7pm her time',
      'America/Los_Angeles',
      ['0 6 ? * 1'],
      /"her time" read as the clock of Auckland/,
    ],
    ['study abroad call with my parents in seoul, saturdays 8am their time', 'Europe/London', ['0 23 ? * 6'], /Seoul/],
    [
      'send the monthly usage report on the 1st, 8am their time (the customer is in Chicago)',
      'America/New_York',
      ['0 14 1 * ?'],
      /Chicago \(America\/Chicago\)/,
    ],
    ['weekly on monday 9am for the Oslo office, their time', 'Europe/London', ['0 8 ? * 2'], /Oslo \(Europe\/Oslo\)/],
    // where most of them are, set off last; a group of residents or families at the place
    [
      'digest mondays 8am their time, most of our users are in Toronto',
      'Europe/London',
      ['0 13 ? * 2'],
      /Toronto \(America\/Toronto\)/,
    ],
    ['newsletter tuesdays 10am their time - most readers are in Sydney', 'Europe/London', ['0 23 ? * 2'], /Sydney/],
    ['notice for the Abidjan families every friday at 17h their time', 'Europe/Paris', ['0 17 ? * 6'], /Abidjan/],
  ])('"%s"', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the writer's own place, a second place, a journey's end, or no place: whose time is it?
    ['call the Tokyo distributor every wed 8am their time, I am in Oslo', /two time zones|could not read/],
    ['call the Tokyo distributor from Berlin every wed 8am their time', /two time zones|could not read/],
    ['call the Tokyo and Seoul teams every wed 8am their time', /could not read|two time zones/],
    ['fly to Tokyo: every wed 8am their time', /could not read/],
    ['I\u2019m in Tokyo; call the client every wed 8am their time', /could not read/],
    ['call the distributor every wed 8am their time', /could not read/],
    ['every wed 8am their time', /their time/],
    [
      'newsletter tuesdays 10am their time - most readers are in Sydney, some in Perth',
      /two time zones|could not read/,
    ],
  ])('refuses "%s"', (phrase, why) => refuses(phrase, 'Europe/London', why));
});

describe('where the writer is, and what is in the place named, said in brackets', () => {
  it.each([
    ['EMEA forecast call thursdays 3pm CET (I am in NY)', 'America/New_York', ['0 14 ? * 5'], /where you are/],
    ['every monday 9am London (we are in Paris)', 'Europe/London', ['0 9 ? * 2'], /where you are/],
    ['every 15 min in kathmandu time (the DC is there)', 'Europe/London', ['0/15 * * * ?'], /about Kathmandu/],
  ])('"%s"', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no zone said beside them: the aside alone is not read as the schedule's zone
    ['every monday 9am (I am in NY)', /could not read/],
    ['every 15 min (the DC is there)', /could not read/],
    // a place in a team's name is whom the runs are for: the clock may be the person's own (it ran on Tokyo's)
    ["call the Tokyo team every monday at 9am (I'm in London)", /two time zones/],
    ["remind the Chicago team every friday 4pm (I'm in Denver)", /two time zones/],
    // "their" may be either party's: the London team's or the customer's (it ran on London's clock)
    ['have the London team call the customer every monday 9am their time', /could not read/],
    // two clocks said the same moment only part of the year: refused, saying so
    ['on-call handoff mondays 10am PT / 6pm London (same moment)', /only part of the year/],
  ])('refuses "%s"', (phrase, why) => refuses(phrase, 'Europe/London', why));
});

describe('hours before "Z", and airports by their codes in capitals', () => {
  it.each([
    [
      'ETA update to the agent every 6h at 00 06 12 18 Z',
      'Asia/Hong_Kong',
      ['0 0/6 * * ?'],
      /every 6 hours from 00:00/,
    ],
    ['at 06 18 Z daily', 'Asia/Hong_Kong', ['0 6,18 * * ?'], /"Z" is UTC/],
    ['NRT 10:00 tuesdays', 'Asia/Singapore', ['0 1 ? * 3'], /Narita/],
    ['every day at 8 BOM time', 'Europe/London', ['30 2 * * ?'], /Mumbai airport/],
    ['YYZ 6:30am weekdays', 'America/Los_Angeles', ['30 11 ? * 2-6'], /Toronto Pearson/],
    ['09:00 GRU daily', 'America/New_York', ['0 12 * * ?'], /Guarulhos/],
    ['ORD 7am mondays', 'America/New_York', ['0 13 ? * 2'], /O'Hare/],
  ])('"%s"', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the hours listed are not every 6 (or 4) hours of the day: the interval and the hours disagree
    ['every 6h at 00 06 12 Z', /could not read/],
    ['every 4h at 00 06 12 18 Z', /could not read/],
    // a code in lower case may be a word
    ['09:00 gru daily', /gru/],
  ])('refuses "%s"', (phrase, why) => refuses(phrase, 'UTC', why));
});

describe('second-language wording and typing slips, each read with a note', () => {
  it.each([
    ['every day kl 07.00', 'Europe/Oslo', ['0 6 * * ?'], /klokken/],
    ['every 1. of month at 6:00', 'Europe/Berlin', ['0 5 1 * ?'], /the 1st of the month/],
    ['on 15. of every month 14:00', 'Europe/Berlin', ['0 13 15 * ?'], /the 15th of the month/],
    ['please put it every month 5th date 10 o clock morning', 'Asia/Kolkata', ['30 4 5 * ?'], /"5th date"/],
    ['every day morning 9.30 and evening 6.30', 'Asia/Kolkata', ['0 4,13 * * ?'], /"morning 9:30" read as/],
    ['mon morning 8 and fri evening 5', 'UTC', ['0 8 ? * 2', '0 17 ? * 6'], /"evening 5" read as "5 in the evening"/],
    ['please to schedule it for all the working days at 17h', 'Europe/Madrid', ['0 16 ? * 2-6'], /working day/],
    ['每天 9am daily (china time)', 'Asia/Singapore', ['0 1 * * ?'], /every day/],
    ['jeden Montag um 9 Uhr', 'Europe/Berlin', ['0 8 ? * 2'], /\(German\)/],
    ['werktags 8 Uhr', 'Europe/Berlin', ['0 7 ? * 2-6'], /"werktags" \(German\) read as "weekdays"/],
    ['every day at ate a m', 'America/Chicago', ['0 14 * * ?'], /sounds like it/],
    ['evry wensday at 9am', 'Europe/London', ['0 9 ? * 4'], /"wensday" read as "wednesday"/],
    ['at 9am every frist monday', 'America/New_York', ['0 14 ? * 2#1'], /"frist" read as "first"/],
    ['on teh 1st at 8am', 'America/Los_Angeles', ['0 16 1 * ?'], /"teh" read as "the"/],
    ['every weekend at 9;30', 'Europe/London', ['30 9 ? * 1,7'], /";" typed for ":"/],
    ['evey day at 1 7 : 0 0', 'Europe/Berlin', ['0 16 * * ?'], /read as 17:00/],
    [
      'vessel schedule sync every 30 min, 0600-2200 Hong Kong',
      'Asia/Singapore',
      ['0,30 0-13,22,23 * * ?', '0 14 * * ?'],
      /2 tasks/,
    ],
  ])('"%s"', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // ";" only after "at", a clock's digits apart only as a clock, "teh" only before a day or a number
    ['every day 9;30', /30/],
    ['every day at 2 5 : 0 0', /could not read/],
    ['every teh day', /teh/],
    // a part of the day before one clock, or two parts before one clock, are as before
    ['every day morning and evening 6.30', /two parts of the day/],
    ['every day kl 25.00', /kl/],
    ['every 5th date of the month at 10', /date/],
    // four digits after "until" may be a year: only a dash makes them a range's end
    ['every hour 0600 until 2030', /2030/],
  ])('refuses "%s"', (phrase, why) => refuses(phrase, 'Europe/Berlin', why));
});
