import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const JRS = 'Asia/Jerusalem';

describe('words of when in Hebrew said in Latin letters, read as the English they stand for', () => {
  it.each([
    // "kol yom" before a day's count: every; "be-" before a clock: at
    ['kol yom shlishi be-14:00', JRS, ['0 12 ? * 3'], /"kol yom shlishi" read as "every tuesday"/],
    ["yeshivat tzevet: kol yom revi'i be-10:30", JRS, ['30 8 ? * 4'], /"be-10:30" read as "at 10:30"/],
    ['kol shabbat be-20:00', JRS, ['0 18 ? * 7'], /"kol shabbat" read as "every saturday"/],
    // a range with "ad"; the morning's half said after the clock
    ['kol yom sheni ad chamishi be-7:45 ba-boker', JRS, ['45 5 ? * 2-5'], /"be-7:45 ba-boker" read as "at 7:45am"/],
    ['kol yom shishi be-6 ba-erev', JRS, ['0 16 ? * 6'], /"be-6 ba-erev" read as "at 6pm"/],
    // "kol boker": every morning; "chutz mi-": except that day
    ['kol boker be-7:00 chutz mi-yom shishi', JRS, ['0 5 ? * 1-5,7'], /"chutz mi-yom shishi" read as "except friday"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a bare hour on a day of the week: morning or evening?
    ['kol yom rishon be-4', JRS, /./],
    ['kol yom sheni be-9', JRS, /./],
    // "kol boker" with a clock that is no morning's
    ['kol boker be-2:00', JRS, /./],
    // words that negate, bound or move the runs, unread: refused, never a name
    ['kol yom be-9:00 rak ba-kayitz', JRS, /"rak" \(Hebrew\)/],
    ['kol yom sheni be-18:00 ad sof ha-chodesh', JRS, /\(Hebrew\)/],
    ['kol yom be-8:00 chutz me-chagim', JRS, /\(Hebrew\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
