import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const LON = 'Europe/London';

describe('words of when in Welsh, read as the English they stand for', () => {
  it.each([
    // "bob dydd" before a day: every; "am" before a clock: at; "yb"/"yp"/"yh": am/pm
    ['bob dydd Llun am 9yb', LON, ['0 9 ? * 2'], /"bob dydd llun" read as "every monday"/],
    ['ymarfer côr bob nos Iau am 7:30yh', LON, ['30 19 ? * 5'], /"am 7:30yh" read as "at 7:30pm"/],
    ['bob dydd Gwener am 3yp', LON, ['0 15 ? * 6'], /"am 3yp" read as "at 3pm"/],
    // mutated days, a range with "i", a list with "a"
    [
      'bob nos Lun i nos Iau am 8yh',
      LON,
      ['0 20 ? * 2-5'],
      /"bob nos lun i nos iau" read as "every monday to thursday"/,
    ],
    ['bob dydd Mawrth a dydd Sadwrn am 10:15yb', LON, ['15 10 ? * 3,7'], /"a dydd sadwrn" read as "and saturday"/],
    ['bob dydd am 18:00', LON, ['0 18 * * ?'], /"bob dydd" read as "every day"/],
    // 12 o'clock on a day (not a night) is noon; a night with an evening's clock stays read
    ['bob dydd Sul am 12:30', LON, ['30 12 ? * 1'], /"bob dydd sul" read as "every sunday"/],
    ['bob nos Sul am 20:00', LON, ['0 20 ? * 1'], /"bob nos sul" read as "every sunday"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a bare hour on a day of the week: morning or evening? ("am" before it stays unread)
    ['bob dydd Gwener am 4', LON, /./],
    // an hour outside its half of the day
    ['bob dydd Mercher am 9yp', LON, /./],
    // a night said with the small hours after it: which day?
    ['bob nos Sadwrn am 1yb', LON, /./],
    // 12 o'clock at night is the small hours too: never noon
    ['bob nos Sul am 12:30', LON, /./],
    ['bob nos Sadwrn am 12:15', LON, /./],
    ['bob nos am 12:00', LON, /./],
    // words that negate, bound or move the runs, unread: refused, never a name
    ['bob dydd Sul am 10yb tan fis Mai', LON, /"tan" \(Welsh\)/],
    ['bob dydd Llun am 9yb heblaw gwyliau', LON, /\(Welsh\)/],
    ['atgoffa bob hanner awr bob dydd Llun am 9yb', LON, /\(Welsh\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
