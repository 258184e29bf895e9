import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { fields, NOW } from './read.js';

const aside = (words: string) => `Set "${words}" aside as the task's purpose: it does not change the schedule.`;

/**
 * What a task does, said after its schedule, in words none of which could say when: set aside with a note. Where
 * the words after the schedule hold a word that could say when, they are read with the rest, checked, or refused.
 */
describe('task texts said after the schedule', () => {
  it.each([
    // verbs of a task: regenerate, recalibrate, flip, bring
    ['twice a day, 6 and 18 UTC, regen the API docs', 'regen the api docs', ['0 6,18 * * ?']],
    ['every jan 15 and jul 15 at 9am, recalibrate the scanner', 'recalibrate the scanner', ['0 9 15 1,7 ?']],
    ['every 4 hours starting 2am flip the fermentation logs', 'flip the fermentation logs', ['0 2/4 * * ?']],
    ['5:45am weekdays, bring coffee', 'bring coffee', ['45 5 ? * 2-6']],
    // things done: a push, a brief, a dedupe, a sign, a device's restart or auto-start, files
    ['last sunday of the month 02:00 UTC: firmware push', 'firmware push', ['0 2 ? * 1L']],
    ['daily 07:00 UTC: sea ice imagery brief', 'sea ice imagery brief', ['0 7 * * ?']],
    ['every 4h from midnight: alarm dedupe', 'alarm dedupe', ['0 0/4 * * ?']],
    ['every weekday at 12:30, lunch closure sign on', 'lunch closure sign', ['30 12 ? * 2-6']],
    ['every day at 3 a.m. the mixer auto-start', 'mixer auto-start', ['0 3 * * ?']],
    ['every day at 3 a.m. mixer restart', 'mixer restart', ['0 3 * * ?']],
    ['daily 23:59 rollover of the CDR files', 'rollover of the cdr files', ['59 23 * * ?']],
    // letters of a trade, not a place's code
    ['every 3 hours starting at midnight, GPS health check', 'gps health check', ['0 0/3 * * ?']],
    // a task's verb said as its doing, after another word
    ['every 20 minutes from 10pm to 4am, line-haul tracking', 'line-haul tracking', null],
    ['every day at 9am, queue polling', 'queue polling', ['0 9 * * ?']],
    ['every 6 hours on the hour, UTC, SAR buoy poll', 'sar buoy poll', ['0 0/6 * * ?']],
    // "the ... of the day" beside one run a day: that day's thing
    ['every weekend day at 8am send the workout of the day', 'send the workout of the day', ['0 8 ? * 1,7']],
    // a campaign named after a schedule that says its own end
    ['every sat 9am till the end of feb, tyre pressure campaign', 'tyre pressure campaign', ['0 9 ? * 7']],
  ])('"%s"', (phrase, words, utc) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
    expect(r.value.intent.assumptions).toContain(aside(words));
    if (utc !== null) expect(fields(phrase, 'UTC')).toEqual(utc);
  });

  it('keeps a title in quotes after a task verb as a name, before the thing it names', () => {
    const phrase = "every weekend morning at 10 open the 'weekend contributors' thread";
    const r = schedulePhrase({ phrase, defaultZone: 'Europe/Berlin', now: NOW });
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.value.intent.assumptions).toContain("Read 'weekend contributors' as a name, not as part of the schedule.");
    expect(fields(phrase, 'Europe/Berlin')).toEqual(['0 9 ? * 1,7']);
    // a title's word of time not said outside it may be the schedule's ("the 'friday night' playlist"): refused
    const friday = schedulePhrase({
      phrase: "every monday at 10am post the 'friday' thread",
      defaultZone: 'UTC',
      now: NOW,
    });
    expect(friday.ok).toBe(false);
  });

  it('sets laughter aside before a bracket, and reads or refuses the bracket as it would alone', () => {
    const r = schedulePhrase({ phrase: 'every day at 3:33pm lol (band tradition)', defaultZone: 'UTC', now: NOW });
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.value.intent.assumptions).toContain(aside('band tradition'));
    expect(r.value.intent.assumptions).toContain('Set "lol" aside as a remark: it does not change the schedule.');
    expect(fields('every day at 3:33pm lol (band tradition)', 'America/Los_Angeles')).toEqual(['33 23 * * ?']);
    // the bracket says when: read with the rest
    expect(fields('every day at 9am lol (not weekends)', 'UTC')).toEqual(['0 9 ? * 2-6']);
    expect(fields('every day at 3:33pm lol (sydney time)', 'UTC')).toEqual(['33 4 * * ?']);
  });

  it('reads a second time said with what to remind of then as a second reminder on the same days', () => {
    const phrase = 'every weekday morning at 7 remind me to pack lunches and at 7:45 to leave';
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.value.intent.assumptions).toContain(
      'Read "at 7:45 to leave" as a second reminder on the same days as "at 7".',
    );
    expect(fields(phrase, 'UTC')).toEqual(['0,45 7 ? * 2-6']);
    expect(fields('every day at 9 remind me to stretch and at 9:30 to drink water', 'UTC')).toEqual(['0,30 9 * * ?']);
  });

  it.each([
    // a second time before the first, or in another half of the day as read: which half?
    ['every day at 9pm remind me to lock up and at 7 to feed the cat', /lock up and at 7/],
    ['every weekday at 7am remind me to pack lunches and at 3 to leave', /at 3/],
    // days said with the second time only
    ['every weekday at 7am remind me to pack lunches and at 7:45 to leave on fridays', /leave/],
    // a bare hour of the small hours beside what runs, no days said: 3 AM or 3 PM, every day or once?
    ['at 3 run the log rotation', /"at 3" could be 3 AM or 3 PM/],
    ['at 3 log rotation', /"at 3" could be 3 AM or 3 PM/],
    ['log rotation at 3', /"at 3" could be 3 AM or 3 PM/],
    // words after the schedule that change it stay read with it, or refused
    ['every day at 9am, regen the docs except holidays', /except holidays/],
    ['every day at 9am, regen the docs, not on fridays', /not on fridays/],
    ['every day at 9am regen the docs until march', /until march/],
    ['every day at 9am, regen the docs sydney time', /regen the docs/],
    ['every day at 9am, regen the docs, tomorrow too', /tomorrow/],
    ['every day at 9am, firmware push off on sundays', /firmware push off/],
    ['every day at 9am, firmware push skip mondays', /skip/],
    ['every day at 9am, firmware push twice', /twice/],
    ['every day at 9am, recalibrate the scanner quarterly', /recalibrate the scanner/],
    ['every day at 9am, alarm dedupe hourly', /alarm dedupe/],
    ['every day at 9am, the mixer auto-start at noon', /mixer auto-start/],
    ['every day at 9am flip the logs again at five', /flip the logs/],
    ['every day at 9am, GPS health check (not on holidays)', /not on holidays/],
    // a doing word alone may be a place ("Reading")
    ['every day at 9, reading', /reading/],
    // "of the day" after a part of it, or beside several runs a day
    ['every day at 9am post the rest of the day', /rest of the day/],
    ['every day at 9am post the end of the day', /end of the day/],
    ['every hour send the workout of the day', /workout of the day/],
    // a stretch named last, where the schedule says no end, or a time of the year: while it lasts?
    ['every sat 9am, tyre pressure campaign', /campaign/],
    ['every sat 9am till the end of feb, exam season', /season/],
    ['every sat 9am till the end of feb, for the campaign', /campaign/],
    ['every sat 9am till the end of feb, campaign', /campaign/],
    // a title in quotes before no thing it names
    ["every day at 10am send 'sunday' only", /sunday/],
    // laughter before a bracket that is no remark
    ['every day at 3:33pm lol (paused)', /paused/],
    // letters of a trade in lower case may be a slip of a day ("sar": "sat")
    ['every day at 9am, sar buoy poll', /sar buoy poll/],
  ])('refuses "%s"', (phrase, words) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok ? 'answered' : r.problem.message).toMatch(words);
  });
});
