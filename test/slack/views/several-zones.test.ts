import { describe, expect, it } from 'vitest';
import type { ScheduleSummary } from '../../../src/requests/types.js';
import { schedulePhrase } from '../../../src/schedule/engine.js';
import { dstChoiceBlocks } from '../../../src/slack/views/dst-choice.js';
import { dstSentences, severalTasksWhy, shiftsOf } from '../../../src/slack/views/when.js';

const NOW = Date.parse('2026-11-23T12:00:00Z');

function summary(phrase: string, zone: string) {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(r.problem.message);
  const s: ScheduleSummary = {
    timezone: zone,
    phrase,
    description: null,
    fieldsDescriptions: [],
    exact: r.value.exact,
    nextRuns: [r.value.firstRun ?? NOW],
    warnings: r.value.warnings,
  };
  return { s, tasks: r.value.schedules };
}

describe('a schedule with one rule per time zone, in the views', () => {
  const { s, tasks } = summary('weekdays at 9am in London and 9am in New York', 'Europe/London');

  it("says each zone's daylight saving stretches as the engine words them, never 'every run'", () => {
    const said = dstSentences(s, tasks).join(' ');
    expect(said).toMatch(/from Mar 28, 2027 until Oct 31, 2027 \(BST\)/);
    expect(said).toMatch(/from Mar 14, 2027 until Nov 7, 2027 \(EDT\)/);
    expect(said).not.toMatch(/every run/);
    // no run is marked by one zone's stretch
    expect(shiftsOf(s)).toEqual([]);
  });

  it('gives the zones as the reason for several tasks', () => {
    expect(severalTasksWhy(s, tasks)).toBe(
      'The rules run on the clocks of 2 time zones, and one UTC schedule keeps to one clock. Two tasks together run exactly at the times asked.',
    );
  });

  it('a schedule in one zone keeps its own sentences', () => {
    const one = summary('every weekday at 9am', 'Europe/London');
    expect(shiftsOf(one.s).length).toBeGreaterThan(0);
    expect(dstSentences(one.s, one.tasks).join(' ')).toMatch(/this runs at 10:00 AM, not 9:00 AM/);
  });

  it("says a fixed schedule moves with each zone's changes, not with the first zone's clock", () => {
    const fixed = (x: ScheduleSummary) =>
      JSON.stringify(
        dstChoiceBlocks(
          {
            ...x,
            dst: { following: false, nextChange: NOW, followRuns: [], fixedRuns: [], notFollowable: 'Not followed.' },
          },
          2,
        ),
      );
    expect(fixed(s)).toContain('moves with the changes of each zone that has them');
    expect(fixed(s)).not.toContain("UK time's changes");
    expect(fixed(summary('every weekday at 9am', 'Europe/London').s)).toContain("UK time's changes");
  });
});
