import { describe, expect, it } from 'vitest';
import { periodFailingWords } from '../../../src/operations/follow/words.js';
import type { FollowedPeriod, FollowedSchedule } from '../../../src/store/types.js';

const NOW = Date.UTC(2027, 2, 13, 10); // the day before the US spring change
const CHANGE = Date.UTC(2027, 2, 14, 10); // Sun, Mar 14, 2027, 3:00 AM PDT

function schedule(phrase: string, zone: string): FollowedSchedule {
  return {
    id: 'f1',
    requestId: null,
    owner: { team: 'T1', user: 'U0ALICE' },
    account: 'service',
    portalUser: 'ada_admin',
    intent: {
      phrase,
      zone,
      anchor: Date.UTC(2026, 10, 23, 12),
      startDate: null,
      endDate: null,
      maxOccurrences: null,
      task: { type: 'ExecuteNotebook', itemId: 'a'.repeat(32) },
    },
    state: 'active',
    leadMs: 7 * 86_400_000,
    createdAt: NOW,
    updatedAt: NOW,
  };
}

function period(lastError: string): FollowedPeriod {
  return {
    scheduleId: 'f1',
    from: CHANGE,
    until: null,
    tasks: [],
    runs: 10,
    state: 'planned',
    created: [],
    attempts: 12,
    lastError,
    nextAttemptAt: null,
    claimedBy: null,
    leaseUntil: null,
    toldAt: null,
    plannedAt: NOW,
    updatedAt: NOW,
  };
}

describe('what people are told when a period is not ready', () => {
  it('dates the change on the schedule’s own clock, even for someone whose zone is another', () => {
    const words = periodFailingWords(
      schedule('every weekday 7pm Pacific', 'Europe/Berlin'),
      period('portal.not-delivered'),
      NOW,
    );
    expect(words).toContain('from Sun, Mar 14, 2027, 3:00 AM PDT (in 24 h), after 12 attempts.');
    expect(words).toContain('the bot keeps trying until the change');
  });

  it('says words, not error codes; the code picks the advice', () => {
    const words = periodFailingWords(
      schedule('every weekday 7pm', 'America/Los_Angeles'),
      period('portal.rejected'),
      NOW,
    );
    expect(words).not.toMatch(/portal\.\w/);
    expect(words).toContain('The portal refuses the task as it is');
  });
});
