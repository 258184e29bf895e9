import { describe, expect, it } from 'vitest';
import { hm, read, refused } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('the wording of a request around a schedule carries no meaning', () => {
  it.each([
    ['hi! can we get this going every weekday at 9am? thanks', WEEKDAYS],
    ['would be great if it ran every friday at 9am', { kind: 'weekdays', days: [6] }],
    ["it'd be nice if it runs every friday at 9am", { kind: 'weekdays', days: [6] }],
    ['set it for every tuesday 9am if possible', { kind: 'weekdays', days: [3] }],
    ['ideally every day at 9am pls', { kind: 'every-day' }],
    ["let's do every day at 9am", { kind: 'every-day' }],
    ['umm every monday at 9am I guess', { kind: 'weekdays', days: [2] }],
    ['run at 9am daily pls 🙏', { kind: 'every-day' }],
    ['need this to go out every monday 9am sharp', { kind: 'weekdays', days: [2] }],
    ['could we do 09:00 weekdays?', WEEKDAYS],
    ['schedule for every friday @ 9:00 please', { kind: 'weekdays', days: [6] }],
    ['Thanks in advance - every wednesday 9am', { kind: 'weekdays', days: [4] }],
    ['yo run it every day at 9am', { kind: 'every-day' }],
    ['Please set up: weekdays, 09:00. Thank you!', WEEKDAYS],
  ])('"%s"', (phrase, days) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual([hm(9)]);
  });

  it.each([
    // hedges and conditions that could change whether it runs are still refused
    ['would be great if it ran every friday at 9am unless it rains', /unless it rains/],
    ['every friday at 9am if the build passed', /if the build passed/],
    ['maybe every friday at 9am I guess', /maybe/],
    ['do not run every friday at 9am', /not/],
    ['set it down for every friday at 9am', /down/],
    ['every day at 9am 🔥', /🔥/],
    ['for 3 every friday at 9am', /3/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"nightly", "nite" and "local" after a time', () => {
  it.each([
    ['nightly at 11', hm(23)],
    ['nightly @ 0200', hm(2)],
    ['every nite at 11', hm(23)],
    ['daily at 6am local', hm(6)],
    ['every day at 18:00 local, please', hm(18)],
  ])('"%s"', (phrase, time) => {
    const i = read(phrase, 'Europe/Helsinki');
    expect(i.days).toEqual({ kind: 'every-day' });
    expect(i.times).toEqual([time]);
    expect(i.zone.name).toBe('Europe/Helsinki');
  });

  it.each([
    ['nightly at 11 and every morning at 11', /parts of the day/],
    ['daily at 6am local berlin', /berlin|two|local/],
    ['daily at 6am local pacific', /local|pacific/],
    ['local daily at 6am', /local/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
