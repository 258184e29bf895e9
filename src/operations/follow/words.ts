import { schedulePhrase, zoneAbbreviation } from '../../schedule/engine.js';
import type { FollowedPeriod, FollowedSchedule } from '../../store/types.js';

/** "Sun, Mar 8, 2026, 3:00 AM PDT": the change's instant on the schedule's own clock. */
function when(zone: string, at: number): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return `${day} ${zoneAbbreviation(zone, at)}`;
}

/**
 * The schedule's own clock: the zone the phrase names ("7pm Pacific"), else the one it was read in. Read again from
 * the phrase (rarely: only when something is told), since the record keeps the phrase and the reader's zone.
 */
function clockOf(s: FollowedSchedule): string {
  const read = schedulePhrase({ phrase: s.intent.phrase, defaultZone: s.intent.zone, now: s.intent.anchor });
  return read.ok ? read.value.timezone : s.intent.zone;
}

/** What to do about the error, by its stable code. */
function advice(code: string, portalUser: string): string {
  if (code === 'follow.no-account' || code.startsWith('auth.') || /sign-in|forbidden|not-linked/.test(code)) {
    return `Check that the portal account ${portalUser} is still signed in (\`/portal login\`) and may create tasks.`;
  }
  if (code === 'follow.undecided') {
    return `Look at ${portalUser}'s tasks on the portal: a task may have been created whose answer was lost, and it cannot be told apart from another. Delete the one that is not wanted; the bot then creates the period's task itself.`;
  }
  if (code === 'follow.period-passed') {
    return 'Pause and delete this schedule, then create it again: its runs from then on are not on the portal.';
  }
  if (/rejected|validation|item-not-found|type-unsupported/.test(code)) {
    return 'The portal refuses the task as it is (its item or type may have changed): delete this schedule and create it again.';
  }
  return 'If the portal is down or slow this resolves itself when it answers again; the bot keeps trying until the change.';
}

/**
 * Said once per period to the owner and the team channel: what is failing, what happens if it stays so, what to do.
 * The error's code chooses the advice and goes to the audit trail; people read words, not codes.
 */
export function periodFailingWords(s: FollowedSchedule, p: FollowedPeriod, now: number): string {
  const code = p.lastError ?? 'unknown';
  const at = when(clockOf(s), p.from);
  const passed = p.state === 'failed';
  const head = passed
    ? `The schedule "${s.intent.phrase}" could not create its tasks for the period from ${at}, and that period has begun.`
    : `The schedule "${s.intent.phrase}" has not yet created its tasks for the period from ${at} (in ${Math.max(1, Math.round((p.from - now) / 3_600_000))} h), after ${p.attempts} attempt${p.attempts === 1 ? '' : 's'}.`;
  const risk = passed
    ? 'Its runs in that period do not happen.'
    : 'The bot keeps trying; if it still fails, the runs from then on do not happen.';
  return `${head} ${risk} ${advice(code, s.portalUser)}`;
}
