import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const NAMED = (words: string) => new RegExp(`Read "${words}" as the job's name`);

describe('adjectives of time in a name said first: "last", "late", "early", "same-day", a season of a faith', () => {
  it.each([
    // "last" before a thing, the rest saying itself that it comes again
    ['last pickup reminder 4:15 pm mon to fri', 'UTC', ['15 16 ? * 2-6'], NAMED('last pickup reminder')],
    ['last orders bell 22:45 daily', 'UTC', ['45 22 * * ?'], NAMED('last orders bell')],
    ['last call post every friday 11pm', 'UTC', ['0 23 ? * 6'], NAMED('last call post')],
    // "late", "early" before a thing, the times said plainly
    ['late checkout reminder 11:30am every day', 'UTC', ['30 11 * * ?'], NAMED('late checkout reminder')],
    ['early bird promo 07:00 weekdays', 'UTC', ['0 7 ? * 2-6'], NAMED('early bird promo')],
    ['late shift handover 22:00 daily', 'UTC', ['0 22 * * ?'], NAMED('late shift handover')],
    // a kind of service by when it is done
    ['same-day cutoff 1pm weekdays', 'UTC', ['0 13 ? * 2-6'], NAMED('same-day cutoff')],
    ['next-day delivery cutoff 15:00 weekdays', 'UTC', ['0 15 ? * 2-6'], NAMED('next-day delivery cutoff')],
    // a season of a faith's calendar, its dates said
    [
      'ramadan hours: staff reminder 7:45pm daily from feb 8 through mar 9',
      'UTC',
      ['45 19 * * ?'],
      NAMED('ramadan hours'),
    ],
    ['lent rota: every friday 6pm from feb 10 to mar 25', 'UTC', ['0 18 ? * 6'], NAMED('lent rota')],
    // "seminar", "semiconductor": no "semi-" of a frequency
    ['seminar every 3rd wednesday at 12:30', 'UTC', ['30 12 ? * 4#3'], NAMED('seminar')],
    ['semiconductor fab check every monday 8am', 'UTC', ['0 8 ? * 2'], NAMED('semiconductor fab check')],
  ])('%s reads with the name set aside', (phrase, zone, f, note) => {
    reads(phrase, zone, f, note);
  });

  it.each([
    // the last one, once? the rest does not say it comes again
    ['last standup friday 9am', 'UTC'],
    // "last" before a word of a day's place in its month
    ['last day reminder 9am weekdays', 'UTC'],
    // "late" beside a clock without am/pm: maybe the evening's
    ['late checkout reminder 11:30 every day', 'UTC'],
    ['late shift handover 10 daily', 'UTC'],
    ['early bird promo 7 weekdays', 'UTC'],
    // "next-day" before the job's word alone: a reminder the next day?
    ['next-day reminder 9am weekdays', 'UTC'],
    // a season of a faith's calendar without its dates
    ['ramadan staff reminder 7:45pm daily', 'UTC'],
    // "semi" of a frequency
    ['semi monthly report 9am on the 1st', 'UTC'],
  ])('%s stays refused', (phrase, zone) => {
    refuses(phrase, zone, /./);
  });
});
