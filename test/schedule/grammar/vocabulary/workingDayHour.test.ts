import { describe, expect, it } from 'vitest';
import { hm, read, refused } from './read.js';

describe('a bare small hour on days of the week: the morning or the afternoon', () => {
  it.each([
    ['every weekday at five', '5'],
    ['every weekday at 5', '5'],
    ['mon-fri at 3', '3'],
    ['weekdays @ 6', '6'],
    ['every thursday at 3', '3'],
    ['open mic signups post every tuesday at 5', '5'],
    ['sundays at 3', '3'],
    // 3 and 4 with minutes too: "every fri 4:20" is as often an afternoon's
    ['every fri 4:20', '4:20'],
    ['every thursday at 3:30', '3:30'],
    ['mon-fri 4:45', '4:45'],
  ])('refuses "%s" with both readings', (phrase, hour) => {
    const p = refused(phrase);
    expect(p.message).toContain(`could be ${hour} AM or ${hour} PM`);
    expect(p.hint).toContain(`"${hour}pm"`);
  });

  it.each([
    // every day, a 24-hour clock, a word of the morning, or a later hour: the morning, with its note
    ['every day at 5', hm(5), /read as 5:00 AM/],
    ['every day at 4:20', hm(4, 20), /read as 4:20 AM/],
    ['every thursday at 03:30', hm(3, 30), /^$/],
    ['every weekday at 5:45am', hm(5, 45), /^$/],
    ['every weekday at 5:45', hm(5, 45), /read as 5:45 AM/],
    ['every sunday at 2:30', hm(2, 30), /read as 2:30 AM/],
    ['every sunday at 4:00', hm(4), /read as 4:00 AM/],
    ['every weekday at 7:45', hm(7, 45), /read as 7:45 AM/],
    ['every weekday at 5 in the morning', hm(5), /^$/],
    ['every weekday at 7', hm(7), /read as 7:00 AM/],
    ['every weekday at 5am', hm(5), /^$/],
  ])('"%s" reads', (phrase, time, note) => {
    const i = read(phrase);
    expect(i.times).toEqual([time]);
    expect(i.assumptions.filter((a) => /AM;/.test(a)).join(' ')).toMatch(note);
  });
});
