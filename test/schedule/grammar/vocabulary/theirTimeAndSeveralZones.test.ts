import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// The reference instant is in January: New York EST (UTC-5), Chicago CST (UTC-6), Oslo CET (UTC+1), Sydney AEDT
// (UTC+11), Sao Paulo UTC-3, Lima UTC-5, Kathmandu UTC+5:45, Dubai UTC+4, Tokyo UTC+9. Days: 1 = Sunday.

describe('"their time": a group at the place, and where they are said last', () => {
  it.each([
    // a group at the place after "to" is theirs ("to Tokyo" alone is a journey's end)
    ['talk to the Oslo office every monday at 10am their time', 'Europe/London', ['0 9 ? * 2'], /Oslo/],
    ['handoff to the tokyo team 9am their time mon-fri', 'Europe/Berlin', ['0 0 ? * 2-6'], /Tokyo \(Asia\/Tokyo\)/],
    ['call the Kathmandu embassy sundays 9:45 their time', 'Europe/Dublin', ['0 4 ? * 1'], /Kathmandu/],
    ['kathmandu embassy opens 9:45 their time, sunday to friday', 'Europe/Dublin', ['0 4 ? * 1-6'], /Kathmandu/],
    ['ping the Lima linguists at 3pm their time on fridays', 'Europe/London', ['0 20 ? * 6'], /Lima/],
    // where they are, set off last after "their time"
    [
      'weekly on mondays at 10am their time \u2014 they\u2019re in Oslo',
      'Europe/London',
      ['0 9 ? * 2'],
      /"their time" read as the clock of Oslo/,
    ],
    ['every thursday 4pm their time, the client is in Chicago', 'Europe/London', ['0 22 ? * 5'], /Chicago/],
    ['call mum every sunday 6pm her time (she lives in Perth)', 'Europe/London', ['0 10 ? * 1'], /Perth/],
    ['call dad every sunday 6pm his time, he works in Perth', 'Europe/London', ['0 10 ? * 1'], /Perth/],
    // the group at the place last, whom the runs are for
    ['9:30 their time weekdays for the Warsaw devs', 'America/New_York', ['30 8 ? * 2-6'], /Warsaw/],
    ['every friday 4pm their time, with our Lagos partners', 'Europe/London', ['0 15 ? * 6'], /Lagos/],
  ])('"%s"', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the writer's own place, a journey's end, two places: whose time?
    ["weekly on mondays at 10am their time, I'm in Oslo", /could not read|two time zones/],
    ['weekly on mondays at 10am their time \u2014 we\u2019re in Oslo', /could not read|two time zones/],
    ['send the report to Tokyo every wed 8am their time', /could not read|does not say/],
    ['send the minutes to the Oslo and Lima offices every monday at 10am their time', /could not read|two time zones/],
    ['every thursday 4pm their time, the client is in Chicago and the team in Lima', /could not read|two time zones/],
    ['call mum every sunday 6pm her time (I live in Perth)', /could not read|two time zones/],
    ['every friday 4pm their time for the Lagos office and the Nairobi team', /two time zones/],
    ['every friday 4pm their time for the Lagos weekend', /./],
  ])('refuses "%s"', (phrase, why) => refuses(phrase, 'Europe/London', why));
});

describe('"my time, not yours"', () => {
  it.each([
    ['at 6pm my time every weekday, not yours', 'America/Chicago', ['0 0 ? * 3-7'], /./],
    ['8:30 my time on mondays (not their time)', 'Europe/London', ['30 8 ? * 2'], /./],
  ])('"%s"', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // without "my time", "not yours" says nothing the grammar can check
    ['at 6pm every weekday, not yours', /not yours/],
    ['not yours: mondays at 7pm my time', /not yours/],
  ])('refuses "%s"', (phrase, why) => refuses(phrase, 'America/Chicago', why));
});

describe('several zones: "both" said of every rule, the runs counted first, "in both", "twice"', () => {
  it.each([
    [
      'every day at 7 my time and 7 their time (Dubai), both in the morning',
      'Europe/London',
      ['0 7 * * ?', '0 3 * * ?'],
      /"both in the morning"/,
    ],
    [
      '10am tokyo time and 10am sydney time, both every friday',
      'UTC',
      ['0 1 ? * 6', '0 23 ? * 5'],
      /both every friday/,
    ],
    ['9:30 oslo time, 9:30 lima time, both on weekdays', 'UTC', ['30 8 ? * 2-6', '30 14 ? * 2-6'], /both on weekdays/],
    [
      'three check-ins: 08:00 Tokyo, 08:00 Dubai and 08:00 London, weekdays',
      'UTC',
      ['0 23 ? * 1-5', '0 4 ? * 2-6', '0 8 ? * 2-6'],
      /three check-ins/,
    ],
    ['two handoffs: 09:00 Seoul and 09:00 Sao Paulo, every working day', 'UTC', ['0 0 ? * 2-6', '0 12 ? * 2-6'], /two/],
    ['daily 9am in both Oslo and Chicago', 'UTC', ['0 8 * * ?', '0 15 * * ?'], /oslo and chicago/i],
    ['mon-fri 9am london and 9am new york, same job twice', 'UTC', ['0 9 ? * 2-6', '0 14 ? * 2-6'], /twice/],
    // "local for India": that place's clock, where every rule says "for" a place after its time
    ['reminder at 6pm local for Oslo and at 6pm for Lima', 'UTC', ['0 17 * * ?', '0 23 * * ?'], /for oslo/i],
  ])('"%s"', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the part of the day said does not hold for a bare hour read in the morning
    ['every day at 7 my time and 7 their time (Dubai), both in the evening', /time zone|my time/],
    // different clock times may be one instant converted: "both" says the days, not that they are two runs
    ['10am tokyo time and 4pm sydney time, both every friday', /two time zones/],
    // a count that is not the number of rules, or counts days
    ['two check-ins: 08:00 Tokyo, 08:00 Dubai and 08:00 London, weekdays', /two time zones/],
    ['two days: 09:00 Seoul and 09:00 Sao Paulo', /two time zones|could not read/],
    // "both" beside three places
    ['daily 9am in both Oslo, Chicago and Lima', /two time zones/],
    // "for" a place after one time only: whom the run is for, on whose clock?
    ['reminder at 6pm local for Oslo and at 6pm Lima', /two time zones|may not be the same/],
  ])('refuses "%s"', (phrase, why) => refuses(phrase, 'UTC', why));
});

describe('where the writer is, set off last beside a zone said with the clock', () => {
  it.each([
    ['review at 3pm sao paulo time mon-thu, me in lisbon', 'Europe/Lisbon', ['0 18 ? * 2-5'], /"me in Lisbon"/],
    [
      "standup 9am new york time weekdays - we're based in london",
      'Europe/London',
      ['0 14 ? * 2-6'],
      /where you are.*New York/,
    ],
  ])('"%s"', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a place in a group's name is whom the runs are for: the clock may be the person's own
    ["call the tokyo team at 9am, I'm in london", /two time zones/],
    // two zones said with clocks: which one is theirs?
    ["9am tokyo, 9am oslo, I'm in london", /two time zones/],
  ])('refuses "%s"', (phrase, why) => refuses(phrase, 'Europe/London', why));
});
