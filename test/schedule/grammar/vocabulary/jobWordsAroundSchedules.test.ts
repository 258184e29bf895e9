import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const NAME = /as the job's name, not as part of the schedule/;
const ASIDE = /aside as the task's purpose|as the job's name/;

describe("words of a job's name or place around its schedule", () => {
  it.each([
    // nouns and verbs in "-ply" are no adverbs of time ("reply", "reapply", "supply", "apply")
    ['reply sweep every 20 min 8am-8pm weekdays', 'Asia/Singapore', ['0/20 0-11 ? * 2-6', '0 12 ? * 2-6'], NAME],
    ['inbox reply every 30 min 9am-5pm weekdays', 'UTC', ['0,30 9-16 ? * 2-6', '0 17 ? * 2-6'], NAME],
    ['lotion reapply every 2 hours 10:00-16:00 daily', 'UTC', ['0 10,12,14,16 * * ?'], NAME],
    ['apply patches every sunday 3am', 'UTC', ['0 3 ? * 1'], NAME],
    // "weekend" first in a name, where the rest runs on a Saturday or Sunday only
    ['weekend editor rota sat 0700', 'Europe/London', ['0 7 ? * 7'], /"weekend editor rota" as the job's name/],
    ['weekend pager check sunday 18:30', 'UTC', ['30 18 ? * 1'], NAME],
    // a radio net, a choir, a rehearsal, last after the schedule
    ['every wednesday 8pm traffic net', 'UTC', ['0 20 ? * 4'], ASIDE],
    ['first saturday of the month 1500Z club net', 'America/Los_Angeles', ['0 15 ? * 7#1'], ASIDE],
    ['mon & wed 7pm choir', 'UTC', ['0 19 ? * 2,4'], ASIDE],
    ['thursdays 19:30 brass band rehearsals', 'UTC', ['30 19 ? * 5'], ASIDE],
    ['Maritime mobile net daily 1800z', 'Europe/London', ['0 18 * * ?'], NAME],
    // a post-mortem, a retro, a debrief, a net: a job's name right before a day said alone
    ['post-mortem thu 2pm', 'UTC', ['0 14 ? * 5'], /"post-mortem" as the job's name/],
    ['incident debrief tuesday 11:00', 'UTC', ['0 11 ? * 3'], NAME],
    ['club net sat 10am', 'UTC', ['0 10 ? * 7'], NAME],
    // where it runs, last after "on the", "at the", "in the"
    ['0545 every day on the rig', 'UTC', ['45 5 * * ?'], /"rig" aside/],
    ['daily 6am at the depot', 'UTC', ['0 6 * * ?'], /"depot" aside/],
    ['every monday 9am in the lab', 'UTC', ['0 9 ? * 2'], /"lab" aside/],
    ['pump check every 4 hours on the platform', 'UTC', ['0 0/4 * * ?'], /"platform" aside/],
    // a place after "on the" inside a name said first
    ['check new jobs on the agency portal every hour 8-20 on workdays', 'UTC', ['0 8-20 ? * 2-6'], /what the job does/],
    ['pin the rota on the staff noticeboard every friday 16:00', 'UTC', ['0 16 ? * 6'], /noticeboard"/],
    ['payday sale on the nearest weekday to the 15th at 8am', 'UTC', ['0 8 15W * ?'], /"payday sale"/],
    // a Monday morning is the weekend's edge: "weekend" in the name agrees with it
    ['weekend desk handover monday 9am', 'UTC', ['0 9 ? * 2'], /\("weekend"\) agree with the rest/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // whose clock, or when: no place
    ['every day at 9 at the Denver office', /office/],
    ['every day at 7 in the office', /office/],
    ['every hour at the top', /top/],
    ['9am at the latest', /latest/],
    ['every day at 9 on the dot', /dot/],
    // a day's name stays one
    ['patch tuesday 9am', /patch/],
    // "on the" before a word of a day's rule is no place
    ['rent reminder on the following monday 9am', /following/],
    // a word of time ending in "-ly" stays one
    ['report biweekly 9am', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
