import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const STO = 'Europe/Stockholm';

describe('Swedish "halv", "kvart" clocks, "inte" before months, "påminnelse om" a task', () => {
  it.each([
    // "halv åtta": 7:30, half before eight; "kvart över sju": 7:15
    ['varje tisdag halv åtta', STO, ['30 6 ? * 3'], /"halv åtta" read as "7:30"/],
    ['kvart över sju varje vardag', STO, ['15 6 ? * 2-6'], /"kvart över sju" read as "7:15"/],
    ['kvart i tio varje dag', STO, ['45 8 * * ?'], /"kvart i tio" read as "9:45"/],
    // "inte" before months: not in them
    ['varje onsdag kl 19, inte i juli och augusti', STO, ['0 18 ? 1-6,9-12 4'], /read as "not in july and august"/],
    ['varje lördag kl 10, inte december-februari', STO, ['0 9 ? 3-11 7'], /read as "not in december to february"/],
    // "påminnelse om städning": a reminder about the task, set aside
    ['varje måndag kl 9, påminnelse om städning', STO, ['0 8 ? * 2'], /Set "reminder about städning" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "halv tre": 2:30 or 14:30?
    ['halv tre varje måndag', STO, /no time of day/],
    // "inte" before anything but months stays unread
    ['varje fredag kl 18, inte på helgdagar', STO, /could not read/],
    // "om tre dagar": in three days, no "about"
    ['varje fredag kl 18, påminnelse om tre dagar', STO, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
