import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../src/schedule/engine.js';
import { CHAT_PHRASES_5 } from '../corpus/chat-phrases-5.js';

/** A seeded generator (LCG), so a failure names a phrase that can be read again. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const WORDS = [
  'every',
  'daily',
  'weekdays',
  'monday',
  'fri',
  'dec',
  'march',
  '1st',
  'last',
  'business',
  'day',
  'at',
  '9am',
  '17:30',
  'noon',
  'midnight',
  'from',
  'to',
  'until',
  'except',
  'and',
  'hourly',
  'every 15 min',
  'between',
  'pacific',
  'utc+5',
  'est',
  'london',
  'my time',
  'please',
  'report',
  'digest',
  'weekly',
  'once',
  'twice',
  'for the next 3 weeks',
  'starting',
  '2027-03-14',
  '14/03',
  '3.4.',
  'q1',
  'quarter',
  'FREQ=DAILY',
  'RRULE:',
  'When:',
  '|',
  '+',
  '/',
  '-',
  '–',
  ',',
  ';',
  ':',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '*',
  '?',
  '^',
  '$',
  '\\',
  '.',
  '#',
  '@',
  '"',
  "'",
  '🙏',
  '❌',
  '1️⃣',
  '９：００',
  '\u00a0',
  '\u200d',
  'ß',
  'İ',
  '0',
  '00',
  '9999999999',
];

describe('no phrase makes the engine throw', () => {
  it('holds for 4,000 seeded phrases of schedule words, punctuation, regex characters and unicode', () => {
    const rnd = lcg(20261126);
    const now = Date.UTC(2026, 10, 23, 12);
    for (let n = 0; n < 4000; n++) {
      const length = 1 + Math.floor(rnd() * 8);
      const glue = rnd() < 0.3 ? '' : ' ';
      const phrase = Array.from({ length }, () => WORDS[Math.floor(rnd() * WORDS.length)]).join(glue);
      const zone = ['UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'][n % 4] as string;
      let outcome: string;
      try {
        const r = schedulePhrase({ phrase, defaultZone: zone, now });
        outcome = r.ok ? 'answered' : r.problem.message.length > 0 ? 'refused' : 'empty refusal';
      } catch (e) {
        outcome = `threw ${(e as Error).message}`;
      }
      expect(outcome, phrase).toMatch(/^(?:answered|refused)$/);
    }
    // 4,000 whole readings: about 15 s alone, and over 40 s on a loaded machine. A property, not a timing.
  }, 180_000);

  it('holds for the phrases of a corpus with a character of regex syntax put in at a seeded place', () => {
    const rnd = lcg(7);
    const now = Date.UTC(2026, 10, 23, 12);
    for (const entry of CHAT_PHRASES_5) {
      const at = Math.floor(rnd() * (entry.phrase.length + 1));
      const c = '*+?()[]{}^$|\\.'[Math.floor(rnd() * 14)] as string;
      const phrase = entry.phrase.slice(0, at) + c + entry.phrase.slice(at);
      expect(() => schedulePhrase({ phrase, defaultZone: entry.zone, now }), phrase).not.toThrow();
    }
  });
});
