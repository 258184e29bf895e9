import { describe, expect, it } from 'vitest';
import { refuses, rules } from './read.js';

describe("the clocks' change said with its month: the zone's own change that month", () => {
  it.each([
    // NOW is 2026-01-12: the next changes are those of 2026
    [
      'spin class tuesdays 6:30pm, starting once the clocks go forward in march',
      'Europe/London',
      'start',
      { year: 2026, month: 3, day: 29 },
    ],
    [
      'spin class tuesdays 6:30pm, starting when the clocks spring forward in march',
      'America/Chicago',
      'start',
      { year: 2026, month: 3, day: 8 },
    ],
    [
      'evening ride wednesdays 18:00 until the clocks go back in october',
      'Europe/Berlin',
      'end',
      { year: 2026, month: 10, day: 25 },
    ],
  ])('"%s" (%s)', (phrase, zone, bound, date) => {
    const [r] = rules(phrase, zone);
    expect(bound === 'start' ? r?.startDate : r?.endDate).toEqual(date);
    expect(r?.assumptions.join(' ')).toMatch(/the day the clocks in .* change (?:forward|back) then, by its rules/);
  });

  it.each([
    // no such change in that month, or none at all in the zone
    ['spin class tuesdays 6:30pm, starting once the clocks go forward in october', 'Europe/London'],
    ['spin class tuesdays 6:30pm, starting once the clocks go forward in march', 'Asia/Tokyo'],
  ])('"%s" is refused', (phrase, zone) => {
    refuses(phrase, zone, /do not change that way once in/);
  });
});
