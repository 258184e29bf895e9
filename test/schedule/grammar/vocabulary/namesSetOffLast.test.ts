import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const ASIDE = (words: string) => new RegExp(`Set "${words}" aside`);

describe('a name said last, set off by a mark: a task verb after its object, an event starting beside one dated run', () => {
  it.each([
    // a task's verb last, after the thing it is done to: one noun
    ['every sunday 2:30am Berlin, index rebuild', 'Europe/Berlin', ['30 1 ? * 1'], ASIDE('index rebuild')],
    ['nightly 01:00 - cache flush', 'UTC', ['0 1 * * ?'], ASIDE('cache flush')],
    ['mon 6am: cert renew', 'UTC', ['0 6 ? * 2'], ASIDE('cert renew')],
    ['every weekday 18:30, ledger reconcile', 'UTC', ['30 18 ? * 2-6'], ASIDE('ledger reconcile')],
    // an event's start or end, beside one run on one dated day; a part of the year may be in its name
    [
      'sunday 28 march 2027 09:00 Amsterdam: summer timetable starts',
      'Europe/Amsterdam',
      ['0 7 28 3 ?'],
      ASIDE('summer timetable starts'),
    ],
    ['march 3 2027 5pm - registration closes', 'UTC', ['0 17 3 3 ?'], ASIDE('registration closes')],
    ['sunday 3 october 2027 08:00: winter timetable starts', 'UTC', ['0 8 3 10 ?'], ASIDE('winter timetable starts')],
    ['sunday 3 october 2027 08:00: library opens', 'UTC', ['0 8 3 10 ?'], ASIDE('library opens')],
    // a part of the year and what it changes, beside runs bounded by both their dates
    ['every weekday 9am from feb 1 to mar 19 (ramadan hours)', 'UTC', ['0 9 ? * 2-6'], ASIDE('ramadan hours')],
    ['mon-fri 8am from jun 1 to aug 31 - summer timetable', 'UTC', ['0 8 ? * 2-6'], ASIDE('summer timetable')],
  ])('%s reads with the name set aside', (phrase, zone, f, note) => {
    reads(phrase, zone, f, note);
  });

  it.each([
    // beside runs that come again, a part of the year that starts may bound them
    ['every day 9am, summer hours start', 'UTC'],
    ['every monday 9am: winter timetable starts', 'UTC'],
    // a part of the year beside runs not bounded by both dates: only then? until when?
    ['every weekday 9am (summer hours)', 'UTC'],
    ['every weekday 9am from jun 1 (summer hours)', 'UTC'],
    ['every weekday 9am until aug 31, summer hours', 'UTC'],
    // the verb alone, with nothing it is done to or that starts
    ['sunday 28 march 2027 09:00: starts', 'UTC'],
    ['every day 9am, rebuild', 'UTC'],
    // a market's or a place's hours, a bound, a place
    ['every day 5pm - till close', 'UTC'],
    ['every day 9am, doors open', 'UTC'],
    ['every monday 8am, Denver rebuild', 'UTC'],
    // no mark: the words run on from the schedule
    ['every monday 9am index rebuild', 'UTC'],
  ])('%s stays refused', (phrase, zone) => {
    refuses(phrase, zone, /./);
  });
});
