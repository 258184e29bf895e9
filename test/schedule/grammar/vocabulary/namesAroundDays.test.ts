import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('names with words of a day\'s name in them, and names said around the days: "ski school roster", "on show days — tue thu sat"', () => {
  it.each([
    // a word of a day's name before a thing's word (nameQualifiers.ts)
    ['driving school invoices every friday 16:00', ['0 16 ? * 6'], /"driving school invoices"/],
    ['labour ward handover rota goes out every monday 07:00', ['0 7 ? * 2'], /"labour ward handover rota goes out"/],
    ['remind parents about the school bus form 1st monday each month 8am', ['0 8 ? * 2#1'], /school bus form/],
    // nouns made with "no-", short words in "t" of their own
    ['no-show fee check 23:30 each night', ['30 23 * * ?'], /"no-show fee check"/],
    ['lost property purge last day of each month 23:00', ['0 23 L * ?'], /"lost property purge"/],
    // the period ahead, where the rest says that frequency
    ['send the week ahead digest sundays 18:00', ['0 18 ? * 1'], /"send the week ahead digest".*"week"/],
    ['post the month ahead calendar 1st of the month 9am', ['0 9 1 * ?'], /"month"/],
    // a day named last, whose days "on" says
    ['remind tenants about bulk pickup day on the 1st tuesday of each month 7pm', ['0 19 ? * 3#1'], /bulk pickup day/],
    // a part of the year in a name, where the rest says its months
    ['harbour winter timetable check 07:00 daily in dec jan feb', ['0 7 * 1,2,12 ?'], /"winter"\) agree/],
    // a kind of days, its days listed with spaces in brackets, or set off last by a dash or a colon (dayKinds.ts)
    ['lift pass upload 7am on powder days (sat sun)', ['0 7 ? * 1,7'], /days in brackets: sat sun/],
    ['gate sheet 5:45pm on match days — wed sat', ['45 17 ? * 4,7'], /days said after it: wed sat/],
    ['tide table 6:15am on dive days: fri sat', ['15 6 ? * 6,7'], /days said after it/],
    // a name between the days set off and a clock said plainly
    ['weekdays only: kids club roster 8:15am', ['15 8 ? * 2-6'], /"kids club roster"/],
    ['mondays: payroll export 9am', ['0 9 ? * 2'], /"payroll export"/],
    // a frequency inside a name, after a word of it, that the rest restates
    ['club weekly swim report mondays 7pm', ['0 19 ? * 2'], /"weekly"\) agree/],
    // a name set off, of six words, the last a word for a job
    ['north shore youth league fixtures reminder: saturdays at 8am', ['0 8 ? * 7'], /fixtures reminder"/],
    // what a reminder is for, after it in a name
    ['front desk reminder to print the departures list 05:30 daily', ['30 5 * * ?'], /departures list"/],
    // a schedule sent, and to whom
    ['bin crew schedule to depot on the 1st, 9am', ['0 9 1 * ?'], /"bin crew schedule to depot"/],
    ['bin crew schedule for drivers mondays 6am', ['0 6 ? * 2'], /"bin crew schedule for drivers"/],
  ])('reads "%s"', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });

  it.each([
    // the word of a day's name before a word of time: the day's
    'school holidays rota every monday 9am',
    'memorial day sale reminder mondays 9am',
    'public holiday cover list fridays 10:00',
    'no-weekend rota 9am',
    // the period ahead, or a frequency in a name, the rest not restating it
    'send the week ahead digest daily 18:00',
    'club weekly swim report daily 7pm',
    // a day named last without "on" before its days
    'remind tenants about bulk pickup day at 7pm',
    // a part of the year without its months or dates
    'harbour winter timetable check 07:00 daily',
    // which days, not a kind of days
    'gate sheet 5:45pm on other days — wed sat',
    // after the days set off: a word that may be a place, or a bare hour
    'fridays: vegas 9am',
    'first monday of the month, vegas at 5pm',
    'mondays: payroll export 9',
    // days and a comma, then a name: the list may be split where the days are not the name's
    'note to crew: bin pickup is the 2nd and 4th friday, post at 7am',
    'second tuesday of each month, board of trustees packet at 5pm',
    // six words set off, not ending in a word for a job; seven words without a reminder's "to"
    'north shore youth league fixtures board: saturdays at 8am',
    'front desk night audit arrivals list print 23:30 daily',
  ])('refuses "%s"', (phrase) => {
    refuses(phrase, 'UTC', /./);
  });
});
