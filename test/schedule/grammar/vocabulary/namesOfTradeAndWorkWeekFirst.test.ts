import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday 2026-01-12: New York UTC-5, Sydney and Lord Howe UTC+11, Kabul UTC+4:30, Tehran UTC+3:30
describe('names ending in a walk-through, a notice or weather obs', () => {
  it.each([
    ['stage walk-through 4:30pm daily', 'America/New_York', ['30 21 * * ?'], /"stage walk-through" as the job's name/],
    ['tech run-through fridays 6pm', 'America/New_York', ['0 23 ? * 6'], /"tech run-through" as the job's name/],
    ['rates notice tuesday 10am', 'Australia/Sydney', ['0 23 ? * 2'], /"rates notice" as the job's name/],
    ['every 30 minutes runway obs', 'Australia/Sydney', ['0,30 * * * ?'], /"runway obs" as the job's name/],
  ])('%s [%s]', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // a word of time inside the words set aside keeps the phrase refused
    ['stage walk-through tomorrow week 4:30pm', 'America/New_York', /.+/],
    ['with two weeks notice tuesday 10am', 'Australia/Sydney', /could not read/],
    ['every 30 minutes weather obs until friday', 'Australia/Sydney', /could not read/],
    // a bare hour on a day stays refused
    ['tech run-through fridays 6', 'America/New_York', /6 AM or 6 PM/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('a work week said first in its clause, without "is", and the work day\'s start', () => {
  it.each([
    [
      'Tehran: work week sat to wed, 7:45 start',
      'Asia/Tehran',
      ['15 4 ? * 1-4,7'],
      /"work week sat to wed" read as the days of the runs .*"7:45 start" as the time of the runs/,
    ],
    ['Kabul: working week sat-wed, standup 9:15', 'Asia/Kabul', ['45 4 ? * 1-4,7'], /read as the days of the runs/],
    ['Herat office: work week sat to wed, 8:30 start', 'Asia/Kabul', ['0 4 ? * 1-4,7'], /"8:30 start" as the time/],
  ])('%s [%s]', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // "work week" inside a name, not first in its clause: not read as the days
    ['team work week sat to wed, 7:45 start', 'Asia/Tehran', /could not read/],
    // the rest says how often, or an end too: the start is no single clock
    ['Tehran: work week sat to wed, every 2 hours, 7:45 start', 'Asia/Tehran', /could not read/],
    ['Tehran: work week sat to wed, 7:45 start 16:00 finish', 'Asia/Tehran', /could not read/],
    // a bare hour stays refused
    ['Tehran: work week sat to wed, 7 start', 'Asia/Tehran', /.+/],
    // a label said after the week, before the start, may say the runs are off or moved: not read as a place's
    ['Kabul: work week sat to wed, cancelled: 8:30 start', 'Asia/Kabul', /could not read/],
    ['Kabul: work week sat to wed, postponed: 8:30 start', 'Asia/Kabul', /could not read/],
    ['Tehran: work week sat to wed, was: 7:45 start', 'Asia/Tehran', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
