import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("Slack's /remind command and Slackbot's answer, pasted", () => {
  it.each([
    // a message in quotes after whom: set aside whole, words of time in it too
    [
      '/remind #ops "daily backup check" every Tuesday at 7:45am',
      ['45 7 ? * 3'],
      /"daily backup check" as the reminder's message/,
    ],
    ['/remind @maria "monday numbers" every Wednesday at 16:00', ['0 16 ? * 4'], /"monday numbers"/],
    ['/remind me \u201cstretch\u201d every weekday at 3pm', ['0 15 ? * 2-6'], /"stretch"/],
    ['/remind @channel "timesheets" at 11am every Friday', ['0 11 ? * 6'], /"timesheets"/],
    ['/remind #support "rota swap" every day at 08:30', ['30 8 * * ?'], /"rota swap"/],
    // Slackbot's answer, its words noted
    ['Slackbot: I\'ll remind you "water the plants" at 6pm every Thursday.', ['0 18 ? * 5'], /Slackbot's answer/],
    ['Slackbot: OK, I will remind #team "retro" at 10:00 every Monday.', ['0 10 ? * 2'], /"retro"/],
    // "to ..." left to the reminder reader
    ['/remind me to back up the laptop every Sunday at 9pm', ['0 21 ? * 1'], /reminder to send/],
    ['/remind #payroll to approve timesheets on the 25th of every month at 10am', ['0 10 25 * ?'], /reminder to send/],
    // a message of a few plain words, not in quotes, before the schedule
    ['/remind @channel retro every weekday at 4:30pm', ['30 16 ? * 2-6'], /"retro" as the reminder's message/],
    ['/remind #infra patch check each Thursday at 07:00', ['0 7 ? * 5'], /"patch check"/],
  ])('reads %s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it('reads a date alone as one run, as Slack does', () =>
    reads('/remind me "dentist" on March 3 at 2:15pm', 'UTC', ['15 14 3 3 ?'], /"dentist"/));

  it.each([
    // nothing said after the message, Slack's other subcommands, a schedule the rest does not read
    ['/remind me "standup"', /./],
    // plain words that could say or bound the schedule are no message
    ['/remind #ops rota only every monday at 9am', /./],
    ['/remind #ops payroll last every friday at 9am', /./],
    ['/remind #ops tuesday notes every monday at 9am', /./],
    ['/remind #ops standup tomorrow every monday at 9am', /./],
    ['/remind list', /./],
    ['/remind #ops "deploy" whenever it is quiet', /./],
    // whom is none of Slack's: not set aside by this reader
    ['/remind the team "weekly sync" monday', /./],
    // the message's words are not the schedule's: no day is said after it
    ['/remind me "every friday" at 5pm please', /once/],
    // no word that repeats: Slack reminds once, at the next such time (not every Friday, not every day)
    ['/remind me "expenses" on Friday at 5pm', /once/],
    ['/remind #ops to restart the cache at 3pm', /once/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));

  // a plain message's words must be a name's: a zone's or a place's word is the schedule's clock, a feast, a period
  // or "once" bounds or moves the runs (no word is set aside that could change them)
  it.each([
    ['/remind #team utc every weekday at 9am'],
    ['/remind #team UTC every weekday at 9am'],
    ['/remind #team pacific standup every weekday at 9am'],
    ['/remind #team tokyo sync every weekday at 9am'],
    ['/remind #team eastern every weekday at 9am'],
    ['/remind #team london retro every friday at 4pm'],
    ['/remind #ops ramadan every day at 6pm'],
    ['/remind #ops lent every friday at 6pm'],
    ['/remind #ops advent every day at 6pm'],
    ['/remind #ops christmas every day at 6pm'],
    ['/remind #ops xmas party every day at 6pm'],
    ['/remind #ops easter prep every day at 6pm'],
    ['/remind #ops fortnight review every monday at 9am'],
    ['/remind #ops once every monday at 9am'],
    ['/remind #ops semester report every monday at 9am'],
    ['/remind #ops tax season every monday at 9am'],
    ['/remind #ops paused every monday at 9am'],
  ])('refuses %s', (phrase) => refuses(phrase, 'America/New_York', /./));

  it.each([
    ['/remind @channel standup every weekday at 9:45am', ['45 14 ? * 2-6'], /"standup" as the reminder's message/],
    ['/remind #team design review every monday at 9am', ['0 14 ? * 2'], /"design review"/],
  ])('reads %s', (phrase, fields, note) => reads(phrase, 'America/New_York', fields, note));
});
