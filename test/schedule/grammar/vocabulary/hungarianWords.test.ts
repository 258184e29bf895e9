import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BUD = 'Europe/Budapest';

describe('words of when in Hungarian, read as the English they stand for', () => {
  it.each([
    ['edzés minden hétfőn és szerdán 17:30-kor', BUD, ['30 16 ? * 2,4'], /read as "every monday and wednesday"/],
    ['riport minden pénteken 9:15-kor', BUD, ['15 8 ? * 6'], /"9:15-kor" read as "at 9:15"/],
    ['takarítás: naponta 23 órakor', BUD, ['0 22 * * ?'], /"naponta" read as "every day"/],
    // a list with an hour past 12: the 24-hour clock
    ['vitamin minden nap 7 és 19 órakor', BUD, ['0 6,18 * * ?'], /read as "at 07:00 and 19:00"/],
    // a part of the day settles the half
    ['locsolás minden szombaton reggel 7 órakor', BUD, ['0 6 ? * 7'], /"reggel 7 órakor" read as "at 7am"/],
    ['séta minden nap este 8 órakor', BUD, ['0 19 * * ?'], /"este 8 órakor" read as "at 8pm"/],
    ['jelentés hétköznap 8:30-kor', BUD, ['30 7 ? * 2-6'], /read as "on weekdays"/],
    // every working day: weekdays; the days of the week and the weekend stay read beside "hét" in any case
    ['minden munkanap 8:00-kor', BUD, ['0 7 ? * 2-6'], /"minden munkanap" read as "on weekdays"/],
    ['minden munkanapon 8:00-kor', BUD, ['0 7 ? * 2-6'], /"minden munkanapon" read as "on weekdays"/],
    ['minden hétfőn 8:00-kor', BUD, ['0 7 ? * 2'], /read as "every monday"/],
    ['hétvégén 10:00-kor', BUD, ['0 9 ? * 1,7'], /read as "on weekends"/],
    // every morning, every evening: every day, the part of the day settling the half
    ['locsolás minden reggel 8:00-kor', BUD, ['0 7 * * ?'], /"minden reggel 8:00-kor" read as "every day at 8:00am"/],
    ['riport: minden este 8-kor', BUD, ['0 19 * * ?'], /"minden este 8-kor" read as "every day at 8pm"/],
    ['riport minden este 20:00-kor', BUD, ['0 19 * * ?'], /read as "every day at 20:00"/],
    ['minden délután 3 órakor', BUD, ['0 14 * * ?'], /read as "every day at 3pm"/],
    ['séta este 20 órakor minden nap', BUD, ['0 19 * * ?'], /"este 20 órakor" read as "at 20:00"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ['minden nap 9:00-kor kivéve vasárnap', BUD, /"kivéve" \(Hungarian\)/],
    ['minden második kedden 10:00-kor', BUD, /"második" \(Hungarian\)/],
    ['minden pénteken 8:00-kor decemberig', BUD, /\(Hungarian\)/],
    // a part of the day that cannot hold the hour stays unread
    ['minden nap reggel 11 órakor', BUD, /./],
    ['minden kedden este 3 órakor', BUD, /./],
    // a bare hour up to 12 on days of the week stays refused
    ['minden szerdán 4 órakor', BUD, /./],
    // "hét" (week) in any case: "a héten" is this week
    ['a héten minden nap 9:00-kor', BUD, /"héten" \(Hungarian\)/],
    ['e héten minden nap 9:00-kor', BUD, /"héten" \(Hungarian\)/],
    ['minden héten kedden 9:00-kor', BUD, /"héten" \(Hungarian\)/],
    // every other, every third day
    ['minden másnap 8:00-kor', BUD, /"másnap" \(Hungarian\)/],
    ['minden harmadik nap 8:00-kor', BUD, /"harmadik" \(Hungarian\)/],
    ['minden negyedik héten 8:00-kor', BUD, /\(Hungarian\)/],
    ['minden 3. nap 8:00-kor', BUD, /"3\." \(Hungarian\)/],
    // a "minden" left unread never becomes the job's name
    ['minden reggel locsolás', BUD, /"minden reggel" \(Hungarian\)/],
    // every morning, every evening with a clock the part of the day cannot hold
    ['minden reggel 11-kor', BUD, /"minden reggel" \(Hungarian\)/],
    ['minden este 14:00-kor', BUD, /"minden este" \(Hungarian\)/],
    ['minden reggel 7 órakor, kivéve hétvégén', BUD, /"kivéve" \(Hungarian\)/],
    ['minden órában 8:00-kor', BUD, /"minden órában" \(Hungarian\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
