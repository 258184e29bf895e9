import { describe, expect, it } from 'vitest';
import { DAY_AND_MONTH_NAMES, ICU_LOCALES } from '../../../../src/schedule/grammar/foreignTimeWords.js';
import { reads, refuses } from './read.js';

describe('names of days and months in other languages are never a job name', () => {
  it.each([
    // Swedish, Norwegian, Danish: plural and definite forms of a day's name ("hver torsdag" is read: danishWords.ts)
    ['lagerinventering fredagen 08:00', 'Europe/Stockholm'],
    // Polish: a day's name, its plural, a month's
    ['inwentaryzacja grudzień 10 9am', 'Europe/Warsaw'],
    // Finnish, Czech, Turkish, Hungarian (Romanian's "sedinta miercuri 11:00" is read with its day: romanianWords.ts)
    ['palaveri perjantai 14:00', 'Europe/Helsinki'],
    ['porada středa 9:00', 'Europe/Prague'],
    ['toplantı pazartesi 10:00', 'Europe/Istanbul'],
    ['értekezlet szerda 9:00', 'Europe/Budapest'],
    // a range of two-letter days, in any of the languages that write them so
    ['réunion lu-ve 9:00', 'Europe/Paris'],
    // Japanese in Latin letters (japaneseWords.ts reads "heijitsu 18:00 ni nippou"; every other week stays unread)
    ['kakushuu kinyoubi 18:00 ni nippou reminder', 'Asia/Tokyo'],
    ['mainichi 7:00 asa no check', 'Asia/Tokyo'],
  ])('%s [%s] is refused, not read without its day', (phrase, zone) => {
    refuses(phrase, zone, /could not read/);
  });

  // Polish, Swedish and Danish words of when are read (polishWords.ts, swedishWords.ts, danishWords.ts): the day is kept
  it.each([
    ['sync hver torsdag 10:00', 'Europe/Oslo', ['0 9 ? * 5']],
    ['kör: repetition onsdagar kl 19', 'Europe/Stockholm', ['0 18 ? * 4']],
    ['stand-up måndagar kl 9.15', 'Europe/Stockholm', ['15 8 ? * 2']],
    ['varje vardag kl 08.30', 'Europe/Stockholm', ['30 7 ? * 2-6']],
    ['call z Londynem wtorki 9:00 UK time', 'Europe/Warsaw', ['0 9 ? * 3']],
    ['raport w piątek 15:00', 'Europe/Warsaw', ['0 14 ? * 6']],
    ['backup niedziele 03:00', 'Europe/Warsaw', ['0 2 ? * 1']],
    // a range of the short days (polishWords.ts)
    ['odprawa pn-pt 8:00', 'Europe/Warsaw', ['0 7 ? * 2-6']],
    // (dutchWords.ts: "ma-vr", maandag to vrijdag)
    ['kassa ma-vr 7:45', 'Europe/Amsterdam', ['45 6 ? * 2-6']],
  ])('%s [%s] is read with its day', (phrase, zone, fields) => reads(phrase, zone, fields, /read as/));

  it.each([
    // names that only look like one: an English given name, a word with accents, an English word
    ["martin's report fridays 9am", 'Europe/London', ['0 9 ? * 6']],
    ['Julie standup 9am weekdays', 'Europe/London', ['0 9 ? * 2-6']],
    ['café restock mondays 8am', 'Europe/London', ['0 8 ? * 2']],
    ['linen count sundays 2pm', 'UTC', ['0 14 ? * 1']],
  ])('%s [%s] still reads', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as the job's name/);
  });
});

describe('the tables of names of days and months', () => {
  it('are what ICU writes for their languages', () => {
    const days = new Set<string>();
    const months = new Set<string>();
    const add = (set: Set<string>, text: string): void => {
      for (const w of text.toLowerCase().split(/[\s-]+/)) if (w.length >= 4 && !/\d/.test(w)) set.add(w);
    };
    for (const locale of ICU_LOCALES) {
      const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
      const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
      for (let d = 0; d < 7; d++) add(days, day.format(Date.UTC(2026, 10, 23 + d, 12)));
      for (let m = 0; m < 12; m++) add(months, month.format(Date.UTC(2026, m, 15, 12)));
    }
    for (const w of days) months.delete(w);
    expect([...DAY_AND_MONTH_NAMES.days].sort()).toEqual([...days].sort());
    expect([...DAY_AND_MONTH_NAMES.months].sort()).toEqual([...months].sort());
  });
});
