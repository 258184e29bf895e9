import { describe, expect, it } from 'vitest';
import { hm, read, refused } from './read.js';

describe('a word for some months said with the months ("during the rainy months (dec-mar)")', () => {
  it.each([
    ['every saturday 9am during the rainy months (dec-mar)', [1, 2, 3, 12]],
    ['flu clinic reminder tuesdays 10:00 in the cold months (nov-feb)', [1, 2, 11, 12]],
    ['water the beds 7pm daily during the dry months, may-sep', [5, 6, 7, 8, 9]],
    ['every sunday 8am in the busy months (jul aug)', [7, 8]],
  ])('"%s"', (phrase, months) => {
    const r = read(phrase, 'Europe/London');
    expect(r.months).toEqual({ kind: 'months', months });
    expect(r.assumptions.join(' ')).toMatch(/read as the months/);
  });

  it('"wet" is a word there, not Western European Time; "WET" after a clock is the zone', () => {
    expect(() => read('every saturday 9am during the wet months (nov-apr)', 'Asia/Jakarta')).not.toThrow();
    expect(read('every saturday 9am during the wet months (nov-apr)', 'Asia/Jakarta').zone.name).toBe('Asia/Jakarta');
    const r = read('daily 9am WET', 'America/New_York');
    expect(r.zone.name).toBe('Europe/Lisbon');
    expect(r.times).toEqual([hm(9)]);
    // in lower case after a clock: asked, never guessed
    expect(refused('daily 9:00 wet', 'America/New_York').message).toMatch(/Western European Time \(WET\), or a word/);
  });

  it.each([
    // which months are the rainy ones? not said
    'every saturday 9am during the rainy months',
    'every saturday 9am in the cold months',
  ])('"%s" stays refused', (phrase) => {
    refused(phrase, 'Europe/London');
  });
});
