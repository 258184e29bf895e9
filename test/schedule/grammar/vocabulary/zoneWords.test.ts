import { describe, expect, it } from 'vitest';
import { hm, read, refused } from './read.js';

describe('zone abbreviations people use', () => {
  it.each([
    ['tuesdays and fridays 07:15 WAT', 'Africa/Lagos', hm(7, 15)],
    ['every day at 6am EAT', 'Africa/Nairobi', hm(6)],
    ['every day at 6:30 (EAT)', 'Africa/Nairobi', hm(6, 30)],
    ['every day 9:00 CAT', 'Africa/Maputo', hm(9)],
    ['every day 9:00 SAST', 'Africa/Johannesburg', hm(9)],
    ['every day 9:00 PKT', 'Asia/Karachi', hm(9)],
    ['every day 9:00 ICT', 'Asia/Bangkok', hm(9)],
    ['every day 9:00 WIB', 'Asia/Jakarta', hm(9)],
    ['every day 9:00 PHT', 'Asia/Manila', hm(9)],
    ['every day 9:00 NPT', 'Asia/Kathmandu', hm(9)],
    ['weekdays 9:30 SLST', 'Asia/Colombo', hm(9, 30)],
    ['every Sunday to Thursday 7:30 AM KSA', 'Asia/Riyadh', hm(7, 30)],
  ])('"%s"', (phrase, zone, time) => {
    const i = read(phrase);
    expect(i.zone.name).toBe(zone);
    expect(i.times).toEqual([time]);
  });

  it.each([
    // in lower case after a time they may be words: refused with the zone named, never guessed
    ['every day at 6am eat', /"eat" after a time may be East Africa Time/],
    ['every day at 7am wat', /West Africa Time/],
    // elsewhere they are words, as before
    ['cat feeding every day at 7am', /could not read "cat feeding"/],
    ['every day at 7am CAT scan', /could not read/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});

describe('two zone words for one clock', () => {
  it.each([
    ['on the 27th at 10:00 AST (Riyadh)', 'Asia/Riyadh', /"AST" read as Arabia Standard Time/],
    ['every day 10:00 Riyadh time (AST)', 'Asia/Riyadh', /Arabia Standard Time/],
    ['every day 10:00 AST (Doha)', 'Asia/Qatar', /Arabia Standard Time/],
    ['every day 10:00 IST (Dublin)', 'Europe/Dublin', /Irish Standard Time/],
    ['every day 10:00 Riyadh (KSA)', 'Asia/Riyadh', null],
    ['every day 10:00 Paris (Berlin)', 'Europe/Paris', /keep the same clock all year/],
  ])('"%s"', (phrase, zone, note) => {
    const i = read(phrase);
    expect(i.zone.name).toBe(zone);
    expect(i.times).toEqual([hm(10)]);
    if (note !== null) expect(i.assumptions.join(' ')).toMatch(note);
    expect(i.assumptions.join(' ')).not.toMatch(/Atlantic/);
  });

  it.each([
    ['every day 10:00 AST (Tokyo)'],
    ['every day 10:00 Kigali and Nairobi'],
    ['every day 10:00 London (Paris)'],
    ['every day 10:00 IST (Tokyo)'],
  ])('refuses "%s": two clocks', (phrase) => {
    expect(refused(phrase).message).toMatch(/two time zones/);
  });
});

describe("an abbreviation whose other meaning is the clock of the person's own zone", () => {
  it.each([
    ['Asia/Riyadh', 'AST', 'Asia/Riyadh', /AST read as Arabia Standard Time, the clock of your own zone/],
    ['Asia/Qatar', 'AST', 'Asia/Qatar', /Arabia Standard Time/],
    ['Asia/Taipei', 'CST', 'Asia/Taipei', /China Standard Time/],
    ['Asia/Dhaka', 'BST', 'Asia/Dhaka', /Bangladesh Standard Time/],
    // "IST" in Dublin and Jerusalem is their own clock (the note names India's); on Dublin's clock in London, India's
    ['Europe/Dublin', 'IST', 'Europe/Dublin', /Irish Standard Time, the clock of your own zone .*Asia\/Kolkata/],
    ['Asia/Jerusalem', 'IST', 'Asia/Jerusalem', /Israel Standard Time/],
    ['Europe/London', 'IST', 'Asia/Kolkata', /India Standard Time/],
    // elsewhere the usual meaning stands
    ['UTC', 'AST', 'America/Halifax', /Atlantic/],
    ['America/Chicago', 'CST', 'America/Chicago', /US Central/],
    ['Europe/London', 'BST', 'Europe/London', /UK local time/],
  ])('in %s, "%s"', (own, abbr, zone, note) => {
    const i = read(`every day 10:00 ${abbr}`, own);
    expect(i.zone.name).toBe(zone);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it('reads "AST (Halifax)" said in Riyadh as Halifax', () => {
    expect(read('every day 10:00 AST (Halifax)', 'Asia/Riyadh').zone.name).toBe('America/Halifax');
  });
});

describe('one instant said in two zones', () => {
  it.each([
    [
      'every Wednesday 1pm EST / 10am PST',
      'America/New_York',
      hm(13),
      /"10am PST" is the same time as "1pm EST": read once/,
    ],
    ['weekdays 9am ET (6am PT)', 'America/New_York', hm(9), /read once/],
    ['weekdays 14:00 London = 15:00 Paris', 'Europe/London', hm(14), /read once/],
    // the same instant at the first run, not all year: the first zone's clock is kept, and said
    ['weekdays 9am ET (3pm CET)', 'America/New_York', hm(9), /now, but not all year/],
  ])('"%s"', (phrase, zone, time, note) => {
    const i = read(phrase, 'America/New_York');
    expect(i.zone.name).toBe(zone);
    expect(i.times).toEqual([time]);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it.each([
    ['every Wednesday 1pm EST / 11am PST', /"1pm EST" and "11am PST" are not the same time: 1pm EST is 10:00 PST/],
    ['weekdays 9am ET (2pm CET)', /not the same time/],
    // two zones joined as two rules stay refused
    ['weekdays 9am London + 9am Tokyo', /two time zones/],
    ['every day at 8am Pacific and 8am Eastern', /two time zones/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase, 'America/New_York').message).toMatch(message);
  });
});
