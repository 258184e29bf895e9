import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const KOL = 'Asia/Kolkata';
const MNL = 'Asia/Manila';

describe('more words of when in Hinglish and Taglish: counts, month ends, tomorrow, parts of the day, verbs last', () => {
  it.each([
    // Hindi: "har N ghante/minute mein/pe", "har ghante"
    ['har 3 ghante mein backup', KOL, ['30 0/3 * * ?'], /"har 3 ghante mein" read as "every 3 hours"/],
    ['har 20 minute pe queue sync', KOL, ['10/20 * * * ?'], /"har 20 minute pe" read as "every 20 minutes"/],
    ['har ghante mein ping bhejo', KOL, ['30 * * * ?'], /"every hour send ping"/],
    // "kal" before a clock or a part of the day: tomorrow, one run; "kal se": starting tomorrow
    ['kal 9 baje', KOL, ['30 3 13 1 ?'], /"kal" read as "tomorrow"/],
    ['kal se rozana subah 7 baje walk', KOL, ['30 1 * * ?'], /"kal se" read as "starting tomorrow"/],
    // the month's last day, last working day
    ['har mahine ke aakhri din subah 9 baje rent', KOL, ['30 3 L * ?'], /"last day of every month"/],
    ['mahine ka last working day dopahar 3 baje payroll', KOL, ['30 9 LW * ?'], /"last working day of the month"/],
    // "raat 12 baje" every day: midnight, the same either way
    ['raat 12 baje rozana backup chalao', KOL, ['30 18 * * ?'], /"raat 12 baje" read as "midnight"/],
    ['raat 12 baje har roz', KOL, ['30 18 * * ?'], /"raat 12 baje" read as "midnight"/],
    // a date due, a reminder days before it
    [
      'invoice 5 tarikh ko hai, ek din pehle subah 11 baje yaad dilana',
      KOL,
      ['30 5 4 * ?'],
      /"remind me 1 day before at 11am"/,
    ],
    // their clock: the place said with "wale"
    ['Mumbai wale team ke liye har Monday 9 baje unke time pe', 'America/New_York', ['30 3 ? * 2'], /"mumbai time"/i],
    // days spelt with "vaar", "war"
    ['har Guruvaar shaam 4 baje', KOL, ['30 10 ? * 5'], /"guruvaar" read as "thursday"/],
    ['Mangalwar aur Shukravaar subah 8 baje', KOL, ['30 2 ? * 3,6'], /"mangalwar" read as "tuesday"/],
    // Tagalog: "kada", "bawat", "mula ... hanggang"
    ['kada 15 minutes ping', MNL, ['0/15 * * * ?'], /"kada 15 minutes" read as "every 15 minutes"/],
    ['bawat 2 oras check', MNL, ['0 0/2 * * ?'], /"bawat 2 oras" read as "every 2 hours"/],
    ['kada oras mula 9am hanggang 6pm', MNL, ['0 1-10 * * ?'], /"from 9am to 6pm"/],
    // month's end, days of the month joined by "at"
    ['tuwing katapusan ng buwan 5pm report', MNL, ['0 9 L * ?'], /"every month on the last day"/],
    ['tuwing 10 at 25 ng buwan 9am', MNL, ['0 1 10,25 * ?'], /"every month on the 10th and 25th"/],
    // tomorrow, later today, parts of the day with "ng"
    ['bukas ng 3 ng hapon meeting', MNL, ['0 7 13 1 ?'], /"bukas" read as "tomorrow at"/],
    ['mamayang 9pm, pa-remind', MNL, ['0 13 12 1 ?'], /"mamayang" read as "today at"/],
    ['7 ng umaga araw-araw', MNL, ['0 23 * * ?'], /"7 ng umaga" read as "7am"/],
    ['tuwing Biyernes ng gabi 9pm', MNL, ['0 13 ? * 6'], /"ng gabi" read as "night"/],
    ['every Thursday ng 10am', MNL, ['0 2 ? * 5'], /"ng" read as "at"/],
    // days anywhere, "at" between them, a range with a hyphen, an ordinal of the month
    ['Lunes at Miyerkules 6:30pm', MNL, ['30 10 ? * 2,4'], /"miyerkules" read as "wednesday"/i],
    ['Lunes-Sabado 8am', MNL, ['0 0 ? * 2-7'], /"sabado" read as "saturday"/i],
    ['tuwing ikalawang Martes ng buwan 2pm', MNL, ['0 6 ? * 3#2'], /"ng buwan" read as "of the month"/],
    // English "at" before a clock stays "at"
    ['tuwing 15 at 9am', MNL, ['0 1 15 * ?'], /"tuwing 15" read as "every month on the 15th"/],
    // "alas-otso ng umaga": the hour in Spanish words, with its part of the day
    ['tuwing Lunes alas-otso ng umaga', MNL, ['0 0 ? * 2'], /"alas-otso ng umaga" read as "8am"/],
    ['tuwing Biyernes alas singko ng hapon', MNL, ['0 9 ? * 6'], /"alas singko ng hapon" read as "5pm"/],
    // "at" between a day of the month and the month's end: and
    ['every 10th at katapusan ng buwan, 8am', MNL, ['0 0 10 * ?', '0 0 L * ?'], /"at" read as "and"/],
    // "paki-remind sa staff": remind the staff; "salamat po" last: thanks
    [
      'paki-remind sa staff, weekdays 9:15 ng umaga, salamat po',
      MNL,
      ['15 1 ? * 2-6'],
      /"salamat po" read as "thanks"/,
    ],
    ['every day at 9am team ko yaad dilana', KOL, ['30 3 * * ?'], /"team ko yaad dilana" read as "remind team"/],
    ['har somvar subah 10 baje baithak', KOL, ['30 4 ? * 2'], /Set "baithak" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "raat 12 baje" with a day: the midnight that starts Friday or ends it?
    ['Shukravaar raat 12 baje backup', KOL, /could not read/],
    ['raat 12 baje', KOL, /could not read/],
    // "kal" alone is also yesterday
    ['kal report', KOL, /could not read/],
    // "kal" before a clock said with am/pm may be a name ("call Kal 9am")
    ['ping kal 9am', KOL, /could not read/],
    // an hour outside its part of the day
    ['tuwing Sabado 12 ng gabi', MNL, /could not read/],
    ['3 ng umaga araw-araw', MNL, /could not read/],
    ['tuwing Sabado alas-dos ng umaga', MNL, /could not read/],
    // "alas-diyes" with no part of the day: a bare hour
    ['tuwing Sabado alas-diyes', MNL, /could not read/],
    // "kada linggo": every week or every Sunday?
    ['kada linggo 9am', MNL, /could not read/],
    // "unke time pe" after a place of several words: not its last word's clock ("Wales")
    ['New South Wales wale client ke liye har roz 9am report bhejo, unke time pe', KOL, /could not read/],
    // a day, a feast or the day after tomorrow before "ko yaad dilana": when to remind, not whom
    ['every day at 9am parson ko yaad dilana', KOL, /could not read/],
    ['every day at 9am ekadashi ko yaad dilana', KOL, /could not read/],
    ['every day at 9am shanivaar ko yaad dilana', KOL, /could not read/],
    ['every day at 9am diwali ko yaad dilana', KOL, /could not read/],
    // how many times among the task's words
    ['har somvar subah 10 baje baithak do baar', KOL, /could not read/],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('Hindi "nahi", "mat", "na" (not) before a verb said last: the thing is not done, the phrase refused', () => {
  it.each([
    ['roz 9 baje backup chalana hai', KOL, ['30 3 * * ?'], /"backup chalana" read as "run backup"/],
    ['roz 9 baje report bhejo', KOL, ['30 3 * * ?'], /./],
    ['har roz 9am salary slip bhejo', KOL, ['30 3 * * ?'], /"salary slip bhejo" read as "send salary slip"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['roz 9 baje backup nahi chalana hai', KOL, /./],
    ['roz 9 baje backup nahin chalana', KOL, /./],
    ['roz 9 baje backup na chalao', KOL, /./],
    ['roz 9 baje report nahi bhejo', KOL, /./],
    ['roz 9 baje report na bhejo', KOL, /./],
    // "tak" (by, until), "ke baad" (after), "se pehle" (before) before the verb bound or move the runs: never the
    // thing sent or run
    ['har somvar subah 9 baje tak bhejna', KOL, /could not read/],
    ['har somvar 9am ke baad bhejna', KOL, /could not read/],
    ['har somvar 9am tak backup chalao', KOL, /could not read/],
    ['har somvar 9am ke baad backup chalao', KOL, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('Tagalog "hindi" (not) before "tuwing", "bawat", "kada" negates the runs: refused, never a name', () => {
  it.each([['tuwing 15 at katapusan ng buwan alas-9 ng umaga', MNL, ['0 1 15 * ?', '0 1 L * ?'], /./]])(
    '%s [%s]',
    (phrase, zone, fields, note) => reads(phrase, zone, fields, note),
    60_000,
  );

  it.each([
    ['hindi tuwing 15 at katapusan ng buwan alas-9 ng umaga', MNL, /./],
    ['hindi tuwing Lunes alas-9 ng umaga', MNL, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
