import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('words set aside as a name or a subject may not say when the job runs', () => {
  it.each([
    ['from tomorrow: rate(5 minutes)', 'Europe/Berlin'],
    ['starting next month, cronjob schedule: "@hourly"', 'America/Los_Angeles'],
    ['for 2 weeks: wfh tue & thu, remind me to bring the laptop home mon & wed 5pm', 'Europe/Amsterdam'],
    // a feast's day ("the second Christmas day", Boxing Day) is the day the runs are on
    ['op de 2e kerstdag om 10:00', 'Europe/Amsterdam'],
    ['koor eerste paasdag om 9:30', 'Europe/Amsterdam'],
  ])('"%s" is refused', (phrase, zone) => {
    refuses(phrase, zone, /says when it runs: left out, the runs would be wrong/);
  });

  it.each([
    // "only" after who the job is for says no time
    ['members only digest every monday 9am', 'Europe/London', ['0 9 ? * 2'], /"members only digest" as the job's name/],
    ['rate(5 minutes)', 'Europe/Berlin', ['0/5 * * * ?'], /every 5 minutes/],
    // a feast named as what the job is about, not a day
    ['kerstmarkt opbouw elke dag om 8:00', 'Europe/Amsterdam', ['0 7 * * ?'], /kerstmarkt/],
    // "xmas event" is no Christmas Eve; a feast's day beside its own date drops nothing
    ['xmas event: daily gift at 12:00 from dec 20 to jan 3', 'Europe/London', ['0 12 * * ?'], /xmas event/],
    ['koningsdag 27 april 2027 om 8 uur kraam opbouwen reminder', 'Europe/Amsterdam', ['0 6 27 4 ?'], /./],
    // words of time that say what the job is about, not when it runs
    [
      'stream starting soon post at 19:55 mon wed fri',
      'Europe/Stockholm',
      ['55 18 ? * 2/2'],
      /stream starting soon post/,
    ],
    ['confirm tomorrows appointments by sms 6pm sun-thu', 'Pacific/Auckland', ['0 5 ? * 1-5'], /./],
    ['pharmacy: late opening thursdays til 9, remind staff 5pm thu', 'Europe/Dublin', ['0 17 ? * 5'], /./],
    ['cafeteria menu post every friday at 2 pm for next week', 'America/Chicago', ['0 20 ? * 6'], /for next week/],
    [
      'till count reminder every night at close, 10pm, except sundays 8pm',
      'America/Chicago',
      ['0 4 ? * 1,3-7', '0 2 ? * 2'],
      /till count reminder/,
    ],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
});

describe('a part of the year or the week said "only" before an event or a name: never set aside', () => {
  it.each([
    ['summer only: court bookings open at 7:00 every day, remind me at 6:59', 'Asia/Singapore'],
    ['summer only: shift swap requests close sundays 6pm, remind then', 'Europe/London'],
    ['winter only: backup every day at 7:00', 'UTC'],
    ['high season only: court bookings open at 7:00 every day, remind me at 6:59', 'Asia/Singapore'],
    ['lent only: fish fry fridays 6pm, remind at 4pm', 'America/Chicago'],
  ])('"%s" is refused', (phrase, zone) => {
    refuses(phrase, zone, /./);
  });

  it.each([
    // read by the parsers, "only" says nothing more
    ['every day at 9, weekdays only', 'UTC', ['0 9 ? * 2-6'], /weekdays only/],
    ['backup at 9 weekends only', 'UTC', ['0 9 ? * 1,7'], /backup/],
    ['court bookings open at 7:00 every day, remind me at 6:59', 'Asia/Singapore', ['59 22 * * ?'], /court bookings/],
    ['shift swap requests close sundays 6pm, remind then', 'Europe/London', ['0 18 ? * 1'], /shift swap/],
    ['weekdays only - court bookings open at 7:00, remind me at 6:59', 'Asia/Singapore', ['59 22 ? * 1-5'], /court/],
    ['members only digest every monday 9am', 'Europe/London', ['0 9 ? * 2'], /members only digest/],
    [
      'weekends only: brunch service opens 10:00, ping the kitchen at 9:30',
      'Europe/London',
      ['30 9 ? * 1,7'],
      /brunch/,
    ],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
});

describe('why a correction left days out holds no word that bounds the runs', () => {
  it('"… actually tuesdays, mondays the cluster is busy in april only" is refused', () => {
    refuses(
      'retrain every monday 3am — actually tuesdays, mondays the cluster is busy in april only',
      'UTC',
      /"april only" says when it runs/,
    );
  });

  it('a reason with no such word reads, with its note', () => {
    reads(
      'retrain every monday 3am — actually tuesdays, mondays the cluster is busy',
      'UTC',
      ['0 3 ? * 3'],
      /read as why Monday is not run/,
    );
  });
});
