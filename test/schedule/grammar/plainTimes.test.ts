import { describe, expect, it } from 'vitest';
import { plainTimes, timeReader } from '../../../src/schedule/grammar/chronoReader.js';

/**
 * The plainest times are read without chrono: what they give must be what chrono's time reader gives, on every
 * form they take (text, place, and the clock fields said).
 */
const ONE: string[] = [];
for (let h = 0; h < 24; h++) {
  for (const m of ['00', '05', '30', '59']) {
    ONE.push(`${h}:${m}`);
    if (h < 10) ONE.push(`0${h}:${m}`);
  }
}
for (let h = 1; h <= 12; h++) {
  for (const ap of ['am', 'pm']) {
    for (const hh of h < 10 ? [`${h}`, `0${h}`] : [`${h}`]) {
      ONE.push(`${hh}${ap}`, `${hh} ${ap}`, `${hh}:15${ap}`, `${hh}:00 ${ap}`);
    }
  }
}
ONE.push('noon', 'midnight');
const ITEMS = ONE.flatMap((c) => [c, `at ${c}`, `at  ${c}`, `at      ${c}`]);

function fields(r: { index: number; text: string; start: unknown; end?: unknown }) {
  const s = r.start as { get(k: string): number | null; isCertain(k: string): boolean };
  return {
    index: r.index,
    text: r.text,
    hour: s.get('hour'),
    minute: s.get('minute'),
    second: s.get('second'),
    certain: [
      'year',
      'month',
      'day',
      'weekday',
      'hour',
      'minute',
      'second',
      'millisecond',
      'meridiem',
      'timezoneOffset',
    ]
      .filter((k) => s.isCertain(k))
      .join(' '),
    end: r.end ?? null,
  };
}

function same(text: string, now: number, offset: number): void {
  const fast = plainTimes(text);
  expect(fast, text).not.toBeNull();
  const slow = timeReader.parse(text, { instant: new Date(now), timezone: offset }, { forwardDate: true });
  expect((fast ?? []).map(fields), text).toEqual(slow.map(fields));
}

describe('plain times read as chrono reads them', () => {
  const refs: [number, number][] = [
    [Date.UTC(2026, 0, 12, 12), -360],
    [Date.UTC(2026, 10, 23, 23, 59), 60],
  ];
  it('one time, with spaces around', () => {
    for (const [now, offset] of refs)
      for (const t of ITEMS) for (const pad of ['', ' ', '   ', '      ']) same(`${pad}${t}${pad}`, now, offset);
  });
  it('two times joined by "and"', () => {
    let seed = 7;
    const pick = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return ITEMS[seed % ITEMS.length] as string;
    };
    for (const [now, offset] of refs)
      for (let i = 0; i < 1500; i++) {
        same(` ${pick()} and ${pick()} `, now, offset);
        same(`${pick()}     and  ${pick()}`, now, offset);
      }
  });
  it('leaves anything else to chrono', () => {
    for (const t of [
      'at 9',
      '9',
      'at 9am.',
      'from 9am',
      '9am to 5pm',
      '9am, 5pm',
      'at 24:00',
      'at 13pm',
      '9a',
      'noonish',
    ])
      expect(plainTimes(t), t).toBeNull();
  });
});
