import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { fields, NOW } from './read.js';

const aside = (words: string) => `Set "${words}" aside as the task's purpose: it does not change the schedule.`;

describe('what the task is for, said after its schedule, is set aside with a note', () => {
  it.each([
    // led by "for"
    ['every 1st and 15th at 8am for the scrub inventory', 'for the scrub inventory', ['0 8 1,15 * ?']],
    ['every 10 minutes on weekdays for the CI health check', 'for the ci health check', ['0/10 * ? * 2-6']],
    ['every day at 9am for settlements', 'for settlements', ['0 9 * * ?']],
    ['every monday at 10am for maintenance', 'for maintenance', ['0 10 ? * 2']],
    // led by the verb of a task
    ['every saturday and sunday 8am open the stall', 'open the stall', ['0 8 ? * 1,7']],
    ['every 15th at 3pm pay the rent for the unit', 'pay the rent for the unit', ['0 15 15 * ?']],
    ['every wed and sat at 11pm back up the PACS server', 'back up the pacs server', ['0 23 ? * 4,7']],
    ['every hour from 9 to 5 weekdays, check the incubator', 'check the incubator', ['0 9-17 ? * 2-6']],
    // a frequency word the schedule already says may stand among the words
    ['every day at 23:59 UTC send the daily ops summary', 'send the daily ops summary', ['59 23 * * ?']],
    ['every monday at 9am send the weekly report', 'send the weekly report', ['0 9 ? * 2']],
    ['last day of feb at noon for the annual filing', 'for the annual filing', ['0 12 L 2 ?']],
    ['every 15 mins from midnight to 6am (red-eye window)', 'red-eye window', ['0/15 0-5 * * ?', '0 6 * * ?']],
    // a time owning the thing done says which thing, not when
    ["every sunday night at 11:30pm post next week's rota", "post next week's rota", ['30 23 ? * 1']],
    ["every weekday at 9 post this week's numbers", "post this week's numbers", ['0 9 ? * 2-6']],
    // set off by a mark, ending in a thing done
    ['every saturday 7am, farmers market prep', 'farmers market prep', ['0 7 ? * 7']],
    ['Every day at 0700, 1500, 2300 (nursing shift changes)', 'nursing shift changes', ['0 7/8 * * ?']],
    ['every day at 21:00 except saturdays, the pharmacy order cutoff', 'pharmacy order cutoff', ['0 21 ? * 1-6']],
    ['every 20 min 8-8 weekdays, unassigned tickets ping', 'unassigned tickets ping', null],
    ['every weekday at 23:00 UTC, APAC queue hand-in', 'apac queue hand-in', ['0 23 ? * 2-6']],
    // where the zone is said, the thing done may come first
    ['every weekday at 4:30pm UTC, handover to APAC', 'handover to apac', ['30 16 ? * 2-6']],
    // a place's code read as its zone, then the purpose after the mark
    ['last friday of the month 4pm NY, options roll', 'options roll', ['0 21 ? * 6L']],
    // said right after the schedule, ending in a thing done
    ['every 2nd and 4th friday 4pm lab social', 'lab social', ['0 16 ? * 6#2', '0 16 ? * 6#4']],
    ['daily 0300Z and 1500Z crew swap report', 'crew swap report', ['0 3,15 * * ?']],
    ['daily 0000 UTC rollover of the flight plan archive', 'rollover of the flight plan archive', ['0 0 * * ?']],
    // a zone's word set apart from the words, by a mark or "time"
    ['every day at 7am central, market prep', 'market prep', ['0 13 * * ?']],
    ['every day at 7am central time market prep', 'market prep', ['0 13 * * ?']],
    // a facility said with no word of a place before it, or where the zone is said
    ['every day at 7am open the warehouse', 'open the warehouse', ['0 7 * * ?']],
    ['every day at 7am open the main warehouse', 'open the main warehouse', ['0 7 * * ?']],
    ['every day at 9am water the plants', 'water the plants', ['0 9 * * ?']],
    ['every day at 9am, warehouse inventory', 'warehouse inventory', ['0 9 * * ?']],
    ['every day at 7am Pacific, open the fresno warehouse', 'open the fresno warehouse', ['0 15 * * ?']],
    // words of a part of the day that agree with the time read, or a time said plainly
    ['every day at 8pm dinner', 'dinner', ['0 20 * * ?']],
    ['every day at 20:00 close the bar', 'close the bar', ['0 20 * * ?']],
    ['every day at 11pm lock the doors', 'lock the doors', ['0 23 * * ?']],
    ['every day at 8 for breakfast', 'for breakfast', ['0 8 * * ?']],
    ['every day at 12 for lunch', 'for lunch', ['0 12 * * ?']],
    ['every day at 8 open the stall', 'open the stall', ['0 8 * * ?']],
  ])('"%s"', (phrase, words, utc) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
    expect(r.value.intent.assumptions).toContain(aside(words));
    if (utc !== null) expect(fields(phrase, 'UTC')).toEqual(utc);
  });

  it('reads a rehearsal, a quiz or a gig at a time whose half of the day is said', () => {
    expect(fields('choir practice thursdays at 7pm', 'UTC')).toEqual(['0 19 ? * 5']);
    expect(fields('choir practice thursdays at 19:00', 'UTC')).toEqual(['0 19 ? * 5']);
    expect(fields('sectionals tue 6:45pm, full choir thu 7:15pm', 'UTC')).toEqual(['45 18 ? * 3', '15 19 ? * 5']);
    expect(fields('orchestra rehearsal tuesdays at 7:30pm', 'UTC')).toEqual(['30 19 ? * 3']);
    expect(fields('karaoke thursdays 9:30pm', 'UTC')).toEqual(['30 21 ? * 5']);
    // a pastime at an hour of the day that is not an evening's, read as written
    expect(fields('tutti rehearsal saturdays 10:00', 'UTC')).toEqual(['0 10 ? * 7']);
    expect(fields('rehearsals every day at 11', 'UTC')).toEqual(['0 11 * * ?']);
    expect(fields('play rehearsal reminders weekdays 9:15', 'UTC')).toEqual(['15 9 ? * 2-6']);
    // a pastime's word in a product's name, beside a word of the morning, or joined to another word: as before
    expect(fields('quiz app deploy at 7 daily', 'UTC')).toEqual(['0 7 * * ?']);
    expect(fields('trivia bot reset every day at 6', 'UTC')).toEqual(['0 6 * * ?']);
    expect(fields('karaoke-api restart mondays 8', 'UTC')).toEqual(['0 8 ? * 2']);
    expect(fields('choir breakfast sundays at 7', 'UTC')).toEqual(['0 7 ? * 1']);
  });

  it('reads the times in the zone of the person where the words name none', () => {
    expect(fields('every saturday and sunday 8am open the stall', 'America/Mexico_City')).toEqual(['0 14 ? * 1,7']);
  });

  it.each([
    // chat after a sign-off is no purpose; a word alone that may be a place is no purpose
    ['every day at 9am, thanks blah', /blah/],
    ['every day at 9 vegas', /vegas/],
    ['every day at 9, sprint', /sprint/],
    // a verb alone says nothing done
    ['every day at 9 open', /open/],
    // a stretch of time, said after "for" or last: while it lasts?
    ['every day at 9 for the conference', /conference/],
    ['every day at 9 for a while', /while/],
    ['every day at 9 for advent', /advent/],
    ['every day at 9 (exam season)', /season/],
    ['every day at 9am for the evaluation phase', /phase/],
    ['every day at 9am (transition period)', /period/],
    // whether it runs at all
    ['every day at 9 (weather permitting)', /weather permitting/],
    ['every day at 9 (paused)', /paused/],
    // a group or a place whose clock it may be, where the phrase names no zone
    ['every day at 9 for the Boise office sync', /boise/],
    ['every friday 5pm for the SF standup', /sf standup/],
    ['every day at 9 for the london team', /for/],
    // a facility with a word before it that may be a place's name, lower case or not
    ['every day at 7am open the fresno warehouse', /"fresno warehouse" may be a place/],
    ['every day at 9am, fresno plant inventory', /"fresno plant" may be a place/],
    ['every day at 9am Reno depot count', /reno/i],
    ['every day at 8am, tulsa clinic huddle', /"tulsa clinic" may be a place/],
    // an event at a place's own clock
    ['every weekday at 4pm for the NY close', /close/],
    ['every weekday at 4pm check the US close', /close/],
    ['every weekday at 7:30am UTC, after the US close', /after the us close/],
    // a mark inside the words: the word before it is not the purpose's
    ['last friday of the month 4pm Springfield, options roll', /springfield, options roll/],
    // a zone's letters right before words said without a mark ("PT" may be physical therapy)
    ['every monday 5pm PT session', /session/],
    // any zone's word right before words said without a mark may be the first of a name ("Central Market")
    ['every day at 7am central market prep', /"central" right before "market prep"/],
    ['every day at 7am local central market prep', /"central" right before "market prep"/],
    ['every day at 6am local mountain hut check', /"mountain" right before "hut check"/],
    ['every day at 9am pacific rim report', /"pacific" right before/],
    ['every day at 9am london bridge inspection', /"london" right before/],
    // a frequency word that says another schedule than the one said
    ['every weekday at 9 send the weekly report', /weekly|send/],
    ['every day at 9 post the monthly numbers', /monthly|post/],
    // a bare hour of the small hours for a task a person does: 4 AM or 4 PM?
    ['every friday at 4 for the retro', /"at 4" for a task could be 4 AM or 4 PM/],
    ['every day at 5 open the stall', /"at 5" for a task could be 5 AM or 5 PM/],
    // a bare hour read in the morning beside words of the evening: which half?
    ['every day at 8 dinner', /"at 8" beside "dinner" could be 8 AM or 8 PM/],
    ['every day at 7 dinner', /"at 7" beside "dinner" could be 7 AM or 7 PM/],
    ['every day at 10 close the bar', /"at 10" beside "bar" could be 10 AM or 10 PM/],
    ['every day at 11 lock the doors', /"at 11" beside "lock" could be 11 AM or 11 PM/],
    ['every day at 9 for supper', /supper/],
    ['every weekday at 10 for the evening shift', /evening/],
    ['every day at 1 for lunch', /"at 1" beside "lunch" could be 1 AM or 1 PM/],
    ['dinner reminder every day at 7', /"at 7" beside "dinner"/],
    // a choir's or a band's rehearsal, a quiz, a gig: of the evening as often as not
    ['choir practice thursdays at 7', /"at 7" beside "choir" could be 7 AM or 7 PM/],
    ['sectionals tue 6:45, full choir thu 7:15', /"6:45" beside "sectionals" could be 6:45 AM or 6:45 PM/],
    ['band rehearsal mondays 7:30', /"7:30" beside "rehearsal" could be 7:30 AM or 7:30 PM/],
    ['trivia every wednesday at 8', /"at 8" beside "trivia" could be 8 AM or 8 PM/],
    ['concert reminder saturdays at 8', /"at 8" beside "concert"/],
    ['orchestra rehearsal tuesdays at 7:30', /"at 7:30" beside "orchestra"/],
    ['bingo fridays at 7', /"at 7" beside "bingo"/],
    ["choir practice thursdays at 7 o'clock", /"at 7 o'clock" beside "choir"/],
    // words that say when stay unread
    ['every weekday at 6:55am before the 9pm handover', /before the 9pm handover/],
    [
      'every weekday at 9am Pacific (no DST there)',
      /"no DST there" does not (?:hold for|agree with the clock of) Pacific/,
    ],
    ['every day at 5.45am and 1.45pm (two shifts at the cafe)', /two shifts/],
    ['every day at noon for the annual filing', /annual/],
    ['every day at 9 (maintenance window)', /window/],
    ["every day at 9, the week's", /week's/],
    ['every day at 9 pay the rent until june', /until june/],
  ])('refuses "%s"', (phrase, words) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok ? 'answered' : r.problem.message).toMatch(words);
  });
});
