import { describe, expect, it } from 'vitest';
import { settleWindow, windowParser } from '../../../../src/schedule/grammar/parsers/window.js';
import { runParser } from '../../../support/grammar.js';

describe('window parser (bare hours chrono does not read)', () => {
  it.each([
    ['every 30 minutes between 9 and 5', [9, 0], [17, 0], true],
    ['every hour 9-5', [9, 0], [17, 0], true],
    ['every hour from 8 to 18', [8, 0], [18, 0], false],
    ['every 15 minutes 9:30-11', [9, 30], [11, 0], true],
    ['every 20 minutes 7-11pm', [19, 0], [23, 0], true],
    ['every 30 minutes from 10 to 2am', [22, 0], [2, 0], true],
    ['every 30 minutes from 9 to 5pm', [9, 0], [17, 0], false],
    ['every 30 minutes from 11 to 1pm', [11, 0], [13, 0], false],
    ['every hour between 10 and 2', [10, 0], [14, 0], true],
    ['every hour from 9am to 5pm', [9, 0], [17, 0], false],
  ])('%s', (phrase, [fh, fm], [th, tm], assumed) => {
    const r = runParser(windowParser, phrase);
    expect(r.problem).toBeUndefined();
    expect(settleWindow(r.draft)).toBeUndefined();
    expect(r.draft.window).toEqual({ from: { hour: fh, minute: fm }, to: { hour: th, minute: tm } });
    expect(r.draft.assumptions.length > 0).toBe(assumed);
  });

  it.each(['until 2027-03-31', 'on 12/25', 'at 19:00', 'the 1st-15th', 'every 2 hours'])('leaves "%s" alone', (p) => {
    expect(runParser(windowParser, p).consumed).toEqual([]);
  });
});
