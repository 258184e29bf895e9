import { describe, expect, it } from 'vitest';
import { NEAR_WORDS } from '../../../../src/schedule/grammar/slipNearWords.js';
import { allowed, editDistance, meantWord, SLIP_VOCABULARY } from '../../../../src/schedule/grammar/slips.js';
import { WINDOWS_ZONES } from '../../../../src/schedule/windowsZones.js';
import { GAZETTEER_WORDS, MULTI_ZONE_WORDS, ZONE_WORDS } from '../../../../src/schedule/zones.js';
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

  it('leaves the short forms of the grammar alone in a phrase with a slip ("mins" is not "minsk")', () => {
    expect(read('evry 5 mins').interval).toMatchObject({ every: 5, unit: 'minute' });
    expect(read('evry 5 mins').assumptions).toEqual(['"evry" read as "every".']);
    for (const w of ['mins', 'secs', 'tues', 'weds', 'thur', 'thurs', 'sept']) expect(meantWord(w), w).toBe(undefined);
  });

  it('never reads a word of when in another language as a place ("raat", night in Hindi, is not "rabat")', () => {
    expect(meantWord('raat')).toBe(undefined);
  });

  it('reads a place one edit off only ("bahan" is no slip of "bahrain", "calcetto" none of "calcutta": the clock would move)', () => {
    for (const w of ['bahan', 'bahin', 'kairo', 'calcetto', 'chiicagoo']) expect(meantWord(w), w).toBe(undefined);
    expect(fields('cek stok bahan setiap hari jam 7 pagi', 'Asia/Jakarta')).toEqual(['0 0 * * ?']);
    expect(fields('calcetto: partita ogni lunedì alle 21, promemoria alle 20', 'Europe/Rome')).toEqual(['0 19 ? * 2']);
    expect(meantWord('calcuta')).toBe('calcutta');
    // a long word two edits off is still read, and a short one one edit off; a short word of the grammar two edits off too
    expect(meantWord('wkdays')).toBe('weekdays');
    expect(meantWord('bahrian')).toBe('bahrain');
    expect(meantWord('bahrin')).toBe('bahrain');
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
    // English words of their own ("ever day" is read as "every day": see chatWords.test.ts)
    ['ever so often at 5pm', 'ever so often'],
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

describe('slips in typing the words of zones are read as the zone meant, and said', () => {
  it.each([
    [
      'weekdyas 7pm pacfic',
      'America/Los_Angeles',
      WEEKDAYS,
      hm(19),
      ['"weekdyas" read as "weekdays".', '"pacfic" read as "pacific".'],
    ],
    ['every day at 9am eastren', 'America/New_York', { kind: 'every-day' }, hm(9), ['"eastren" read as "eastern".']],
    ['every weekday 8am cenrtal', 'America/Chicago', WEEKDAYS, hm(8), ['"cenrtal" read as "central".']],
    ['every weekday 8am estern', 'America/New_York', WEEKDAYS, hm(8), ['"estern" read as "eastern".']],
    [
      'every thursday 14:00 lodnon time',
      'Europe/London',
      { kind: 'weekdays', days: [5] },
      hm(14),
      ['"lodnon" read as "london".'],
    ],
    ['every day 10am sinagpore', 'Asia/Singapore', { kind: 'every-day' }, hm(10), ['"sinagpore" read as "singapore".']],
    ['every mon 9am toyko', 'Asia/Tokyo', { kind: 'weekdays', days: [2] }, hm(9), ['"toyko" read as "tokyo".']],
    [
      'every day at 6 pm pacific tiem',
      'America/Los_Angeles',
      { kind: 'every-day' },
      hm(18),
      ['"tiem" read as "time".'],
    ],
    [
      'every day at 9am mountian time',
      'America/Denver',
      { kind: 'every-day' },
      hm(9),
      ['"mountian" read as "mountain".'],
    ],
    ['every day at 9am hawii', 'Pacific/Honolulu', { kind: 'every-day' }, hm(9), ['"hawii" read as "hawaii".']],
  ])('"%s" is %s', (phrase, zone, days, time, notes) => {
    const i = read(phrase);
    expect(i.zone?.name).toBe(zone);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual([time]);
    expect(i.assumptions.slice(0, notes.length)).toEqual(notes);
  });

  it.each([
    // English words near "time", "pacific", "denver", "london": words of their own
    ['every day at 9am tame', 'tame'],
    ['every day at 9am pacific tide', 'tide'],
    ['every day at 9am pacific tile', 'tile'],
    ['every day at 9am pacify', 'pacify'],
    ['every day at 9am denim', 'denim'],
    ['every day at 9am sidney', 'sidney'],
    // near two meanings: "atlantic" and "atlanta", "sevilla" and "seville"
    ['every day at 9am atlantc', 'atlantc'],
    ['every day at 9am sevile', 'sevile'],
  ])('refuses "%s", quoting the word', (phrase, word) => {
    expect(refused(phrase).message).toContain(word);
  });

  it.each([
    ['every day at 9am london', 'Europe/London'],
    ['every day at 9am pacific time', 'America/Los_Angeles'],
    ['every day at 9am atlanta', 'America/New_York'],
    ['every day at 9am seville', 'Europe/Madrid'],
  ])('leaves a zone typed right alone: "%s", no note', (phrase, zone) => {
    const i = read(phrase);
    expect(i.zone?.name).toBe(zone);
    expect(i.assumptions).toEqual([]);
  });

  it('takes the zone meanings from the zone tables: one-word places of five letters or more (not the gazetteer), and "time"', () => {
    for (const w of ['pacific', 'eastern', 'central', 'mountain', 'atlantic', 'alaska', 'hawaii', 'time'])
      expect(SLIP_VOCABULARY.has(w), w).toBe(true);
    for (const m of [ZONE_WORDS, MULTI_ZONE_WORDS])
      for (const k of m.keys())
        expect(SLIP_VOCABULARY.has(k), k).toBe(/^[a-z]{5,}$/.test(k) && !GAZETTEER_WORDS.has(k));
  });
});

describe('the English words near the words of slips (slipNearWords.ts)', () => {
  it('are never read as slips', () => {
    for (const w of ['ever', 'working', 'tame', 'tide', 'tile', 'pacify', 'sidney'])
      expect([NEAR_WORDS.has(w), meantWord(w)], w).toEqual([true, undefined]);
  });

  // the words first drawn were taken within reach whatever their first letter ('four' of 'hour'); those drawn since keep it
  it('lists only words within reach of a word of slips.ts, and none of those words', () => {
    const vocabulary = [...SLIP_VOCABULARY.keys()];
    for (const w of NEAR_WORDS) {
      expect(SLIP_VOCABULARY.has(w), w).toBe(false);
      expect(
        vocabulary.some((v) => editDistance(w, v, allowed(v)) <= allowed(v)),
        w,
      ).toBe(true);
    }
  });
});
