import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"local", "station time", "island time" after a time, in a phrase that opens with the place', () => {
  it.each([
    [
      'Reykjavik harbour log weekdays 06:30 local',
      'Europe/Berlin',
      ['30 6 ? * 2-6'],
      /"local" read as the clock of Reykjavik/,
    ],
    ['Vostok gate check daily 9pm local', 'Europe/London', ['0 16 * * ?'], /clock of Vostok/],
    ['Vostok drill log 1st of the month 10:00 local', 'Europe/London', ['0 5 1 * ?'], /clock of Vostok/],
    ['Kathmandu trek briefing sun-thu 7:15am local time', 'Europe/London', ['30 1 ? * 1-5'], /clock of Kathmandu/],
    ['Rothera: boat muster saturdays 17:00 station time', 'Europe/London', ['0 20 ? * 7'], /"station time" read/],
    ['Azores: ferry timetable check 6pm island time daily', 'Europe/London', ['0 19 * * ?'], /"island time" read/],
    ['McMurdo galley inventory 19:30 base time mondays', 'America/Denver', ['30 6 ? * 2'], /clock of McMurdo/],
    ['Easter Island net 10pm local saturdays', 'America/Santiago', ['0 3 ? * 1'], /clock of Easter Island/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the place said later than first: whose "local"?
    ['call with the Reykjavik team 06:30 local weekdays', 'Europe/Berlin', /./],
    // a region's or a clock's word, a person's or project's name, or a country of several zones
    ['Pacific sync 9am local weekdays', 'Europe/London', /./],
    ['Phoenix deploy 9am local weekdays', 'Europe/London', /./],
    ['Australia desk 9am local weekdays', 'Europe/London', /./],
    // another zone said, of another clock
    ['Reykjavik harbour log 06:30 local, 9am Berlin', 'Europe/Berlin', /./],
    // the person's own clock said too
    ['Reykjavik harbour log 06:30 local, my time', 'Europe/Berlin', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('places of the gazetteer that keep a clock of their own', () => {
  it.each([
    ['shearing tally sundays 7pm Magallanes time', 'America/Santiago', ['0 22 ? * 1'], /Magallanes/],
    ['ferry desk opens 8am Ponta Delgada daily', 'Europe/London', ['0 9 * * ?'], /Atlantic\/Azores/],
    ['market report 9am Praia time weekdays', 'Europe/Lisbon', ['0 10 ? * 2-6'], /Atlantic\/Cape_Verde/],
    ['chapter meeting thursdays 6pm Window Rock time', 'America/Phoenix', ['0 1 ? * 6'], /Navajo Nation/],
    ['grain report 7am Regina time weekdays', 'America/Chicago', ['0 13 ? * 2-6'], /America\/Regina/],
    ['school pickup 3pm qld time weekdays', 'Australia/Sydney', ['0 5 ? * 2-6'], /Queensland/],
    ['clinic roster 6am AZ time weekdays', 'America/Denver', ['0 13 ? * 2-6'], /Arizona/],
    ['net 0700 CHAST daily', 'Pacific/Auckland', ['15 17 * * ?'], /Pacific\/Chatham/],
    // "Regina" alone may be a person: the clock only with "time"
    ['call Regina 7am weekdays', 'America/Chicago', ['0 13 ? * 2-6'], /"call regina" as the job's name/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "praia" alone is Portuguese for a beach, never a zone: "todo sábado 8h praia" is no Cape Verde time
    ['todo sábado 8h praia', 'Europe/Lisbon', /praia/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('a place of the gazetteer said away from the clock, on the person own clock', () => {
  it.each([['ferry check 08:00 daily, Ponta Delgada', 'Atlantic/Azores', ['0 9 * * ?'], /Ponta Delgada/]])(
    '%s [%s]',
    (phrase, zone, fields, note) => reads(phrase, zone, fields, note),
  );

  it.each([
    // said elsewhere, the place may be the clock or not: asked
    ['ferry check 08:00 daily, Ponta Delgada', 'Europe/London', /is it the place whose clock/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('farms and co-operatives opening a name set off by a colon', () => {
  it.each([
    ['Fiji sugar coop: weighbridge 6am mon-sat', 'Pacific/Auckland', ['0 18 ? * 1-6'], /clock of Fiji/],
    ['Calgary ranch: feed the horses 6am daily', 'America/Chicago', ['0 13 * * ?'], /clock of Calgary/],
    ['Nairobi dairy: milk pickup 5:30am daily', 'Europe/London', ['30 2 * * ?'], /clock of Nairobi/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // another zone said with the time: whose 6am?
    ['Calgary ranch: feed the horses 6am London time', 'America/Chicago', /two time zones|may not be the same/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('the clock a site keeps, said in words', () => {
  it.each([
    ['weekly muster sundays 14:00 rig time (we run on Perth time)', 'Europe/London', ['0 6 ? * 1'], /Australia\/Perth/],
    ['galley close 21:00 station time (they keep NZ time) daily', 'Europe/London', ['0 8 * * ?'], /Pacific\/Auckland/],
    ["boat drill 2pm ship time (it's on UTC) fridays", 'Europe/London', ['0 14 ? * 6'], /site keeps \(UTC\)/],
    ['Dubai desk on Gulf time: close 6pm daily', 'Europe/London', ['0 14 * * ?'], /"on Gulf time" read/],
    ['Scott base on NZ time: radio check 8pm weekdays', 'Europe/London', ['0 7 ? * 2-6'], /Pacific\/Auckland/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // where someone is, not what the site keeps: whose 9am?
    ["standup 9am local (I'm in Perth) weekdays", 'Europe/London', /./],
    // a region of several zones
    ['drill sundays 14:00 rig time (we run on Australian time)', 'Europe/London', /./],
    // the rest says another clock
    ['Tokyo desk on JST: report 9am London time', 'Europe/London', /two time zones/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('"local" after a place set off first by a colon', () => {
  it.each([
    ['casablanca consulate: reminder 9am local every weekday', 'Europe/Paris', ['0 8 ? * 2-6'], /clock of casablanca/i],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});
