import { describe, expect, it } from 'vitest';
import { editDistance, meantWord } from '../../../../src/schedule/grammar/slips.js';
import { WINDOWS_ZONES } from '../../../../src/schedule/windowsZones.js';
import { MULTI_ZONE_WORDS, ZONE_WORDS } from '../../../../src/schedule/zones.js';
import { fields, hm, read, refused } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe("slips in typing the grammar's words are read as the word meant, and said", () => {
  it.each([
    ['evry day at 5pm', { kind: 'every-day' }, '"evry" read as "every".'],
    ['wkdays 5pm', WEEKDAYS, '"wkdays" read as "weekdays".'],
    ['weekdys at 5pm', WEEKDAYS, '"weekdys" read as "weekdays".'],
    ['every wednsday at 5pm', { kind: 'weekdays', days: [4] }, '"wednsday" read as "wednesday".'],
    ['tuesdys at 5pm', { kind: 'weekdays', days: [3] }, '"tuesdys" read as "tuesdays".'],
    ['every mondya at 5pm', { kind: 'weekdays', days: [2] }, '"mondya" read as "monday".'],
    ['every thrusday at 5pm', { kind: 'weekdays', days: [5] }, '"thrusday" read as "thursday".'],
    ['every satruday 5pm', { kind: 'weekdays', days: [7] }, '"satruday" read as "saturday".'],
    ['dialy at 5pm', { kind: 'every-day' }, '"dialy" read as "daily".'],
  ])('"%s"', (phrase, days, note) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual([hm(17)]);
    expect(i.assumptions).toContain(note);
  });

  it('reads several slips in one phrase, each said once', () => {
    const i = read('every tuesdy and fridya at noon');
    expect(i.days).toEqual({ kind: 'weekdays', days: [3, 6] });
    expect(i.assumptions.slice(0, 2)).toEqual(['"tuesdy" read as "tuesday".', '"fridya" read as "friday".']);
  });

  it('reads slips in intervals and in phrases of several rules', () => {
    expect(read('hourley').interval).toEqual({ every: 1, unit: 'hour', atMinute: 0, window: null });
    expect(read('evry 15 mintues').interval).toMatchObject({ every: 15, unit: 'minute' });
    expect(fields('tuesdays at 9am and thrusdays at 4pm', 'UTC')).toEqual(['0 9 ? * 3', '0 16 ? * 5']);
  });

  it('leaves a phrase read as it is alone: no note', () => {
    expect(read('every wednesday at 5pm').assumptions).toEqual([]);
  });

  it.each([
    // near two meanings: thursday and tuesday
    ['every thusday at 5pm', 'thusday'],
    ['every tusday at 5pm', 'tusday'],
    // three letters or fewer
    ['evy day at 5pm', 'evy'],
    ['dly at 5pm', 'dly'],
    // English words of their own
    ['ever day at 5pm', 'ever'],
    ['every very day at 5pm', 'very'],
    ['every 15 mints', 'mints'],
    // too far off, or another first letter (a made-up word, not a slip)
    ['every blursday at 5pm', 'blursday'],
    ['every wdnsdy at 5pm', 'wdnsdy'],
  ])('refuses "%s", quoting the word', (phrase, word) => {
    expect(refused(phrase).message).toContain(word);
  });

  it('never takes a word of a zone name for a slip ("pune" is a city)', () => {
    for (const m of [ZONE_WORDS, MULTI_ZONE_WORDS, WINDOWS_ZONES])
      for (const k of m.keys())
        for (const w of k.toLowerCase().match(/[a-z]+/g) ?? []) expect(meantWord(w), w).toBe(undefined);
  });

  it('counts a swap of neighbours as one edit, and stops past the bound', () => {
    expect(editDistance('thrusday', 'thursday', 2)).toBe(1);
    expect(editDistance('wkdays', 'weekdays', 2)).toBe(2);
    expect(editDistance('thusday', 'tuesday', 2)).toBe(2);
    expect(editDistance('monday', 'sunday', 1)).toBe(2);
    expect(editDistance('evry', 'every', 1)).toBe(1);
    expect(editDistance('abc', 'abcdef', 1)).toBe(2);
  });
});
