import { describe, expect, it } from 'vitest';
import { persianTask } from '../../../../src/schedule/grammar/persianWords.js';
import { reads, refuses } from './read.js';

const THR = 'Asia/Tehran';

describe('words of when in Persian said in Latin letters, read as the English they stand for', () => {
  it.each([
    // "har" before a day: every; "saat" before a clock: at, on the 24-hour clock
    ['har doshanbe saat 9:45', THR, ['15 6 ? * 2'], /"har doshanbe" read as "every monday"/],
    ['har seshanbe va panjshanbe saat 17:15', THR, ['45 13 ? * 3,5'], /"va panjshanbe" read as "and thursday"/],
    ['anbar: har jome saat 20', THR, ['30 16 ? * 6'], /"saat 20" read as "at 20:00"/],
    // a part of the day after the hour settles its half
    ['har roz saat 10 shab', THR, ['30 18 * * ?'], /"saat 10 shab" read as "at 10pm"/],
    ['daroo: har roz saat 7 sobh', THR, ['30 3 * * ?'], /"har roz" read as "every day"/],
    // the task's words after the schedule: its purpose
    ['har yekshanbe saat 16:30 jalase-ye tim', THR, ['0 13 ? * 1'], /Set "jalase-ye tim" aside/],
    ['har roz saat 9 shab namaz', THR, ['30 17 * * ?'], /Set "namaz" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a bare hour up to 12 on a day of the week: morning or evening?
    ['har shanbe saat 4', THR, /./],
    ['har jome saat 9', THR, /./],
    // a part of the day the hour does not fit, or midnight said as the night's 12
    ['har roz saat 12 shab', THR, /./],
    ['har roz saat 3 shab', THR, /./],
    // words that negate, bound or move the runs, unread: refused, never a name
    ['har doshanbe saat 10 sobh joz tatilat', THR, /"joz" \(Persian\)/],
    ['har chaharshanbe saat 18:00 ta akhar-e mah', THR, /\(Persian\)/],
    ['faghat har panjshanbe saat 14:00', THR, /"faghat" \(Persian\)/],
    // "dar" (in), a season, a month, a day without "har": unread, never dropped as the task's purpose
    ['har roz saat 9 sobh jalase dar tabestan', THR, /"dar" \(Persian\)/],
    ['har roz saat 9 sobh jalase tabestan', THR, /"tabestan" \(Persian\)/],
    ['har roz saat 19 gozaresh esfand', THR, /"esfand" \(Persian\)/],
    ['har roz saat 9 sobh jalase doshanbe', THR, /"doshanbe" \(Persian\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);

  it.each([
    [['jalase'], true],
    [['jalase-ye', 'tim'], true],
    [['jalase', 'dar', 'tabestan'], false],
    [['gozaresh', 'mehr'], false],
    [['jalase', 'jome'], false],
  ])('persianTask(%j) is %s', (words, task) => expect(persianTask(words)).toBe(task));
});

describe('Persian "haftegi" (weekly) after a number: every so many weeks, unread', () => {
  it.each([
    ['gozaresh-e do haftegi shanbe saat 10 sobh', THR, /\(Persian\)/],
    ['gozaresh-e se haftegi shanbe saat 10 sobh', THR, /\(Persian\)/],
    ['gozaresh-e 2 haftegi shanbe saat 10 sobh', THR, /./],
    ['gozaresh-e do-haftegi shanbe saat 10 sobh', THR, /./],
    ['gozaresh-e do hafteghi har chaharshanbe saat 16', THR, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);

  it.each([
    ['gozaresh-e haftegi shanbe saat 10 sobh', THR, ['30 6 ? * 7'], /./],
    ['gozaresh-e hafteghi har chaharshanbe saat 16', THR, ['30 12 ? * 4'], /./],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);
});
