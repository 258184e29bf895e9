import { DateTime } from 'luxon';
import type { CronSchedule } from '../../portal/operations.js';
import { describeFields, nextRuns, zoneAbbreviation } from '../../schedule/engine.js';
import { clockText } from './when.js';

/**
 * A task's UTC fields read back as a person in `zone` would say them, for tasks the bot did not create (it holds no
 * phrase for them): "Every weekday at 7:00 PM", "Mon, Wed, Fri at 9:00 AM and 5:00 PM". Only weekly shapes read
 * back this way (runs at the same clock times on the same days each week over the coming weeks); anything else is
 * said in UTC words, which are always true.
 */

const DAY = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const LOOK_AHEAD_MS = 14 * 86_400_000;
const MAX_RUNS = 14 * 4;

export function fieldsInZone(cron: CronSchedule, zone: string, now: number): string {
  const utcWords = describeFields(cron);
  const weekly = (cron.dayOfMonth === '?' || cron.dayOfMonth === '*') && cron.month === '*';
  if (!weekly) return utcWords;
  const runs = nextRuns([cron], now, MAX_RUNS + 1).filter((t) => t < now + LOOK_AHEAD_MS);
  if (runs.length === 0 || runs.length > MAX_RUNS) return utcWords;
  const byDay = new Map<number, Set<number>>();
  for (const t of runs) {
    const d = DateTime.fromMillis(t, { zone });
    const times = byDay.get(d.weekday) ?? new Set<number>();
    times.add(d.hour * 60 + d.minute);
    byDay.set(d.weekday, times);
  }
  const clocks = [...byDay.values()].map((s) => [...s].sort((a, b) => a - b).join(','));
  // the same times on every day it runs: one sentence; otherwise the UTC words, rather than something untrue
  if (new Set(clocks).size !== 1) return utcWords;
  const times = [...(byDay.values().next().value ?? [])].sort((a, b) => a - b);
  if (times.length > 3) return utcWords;
  const days = [...byDay.keys()].sort((a, b) => a - b);
  const at = times.map(clockText).join(times.length === 2 ? ' and ' : ', ');
  const tz = zoneAbbreviation(zone, runs[0] ?? now);
  return `${dayWords(days)} at ${at} ${tz}`;
}

function dayWords(days: readonly number[]): string {
  const key = days.join('');
  if (key === '1234567') return 'Every day';
  if (key === '12345') return 'Every weekday';
  if (key === '67') return 'Every weekend day';
  if (days.length === 1)
    return `Every ${DateTime.fromObject({ weekday: days[0] as 1 })
      .setLocale('en-US')
      .toFormat('cccc')}`;
  // a run of days (Mon–Thu) reads better than a list
  const first = days[0] ?? 1;
  const last = days[days.length - 1] ?? 7;
  if (last - first + 1 === days.length && days.length > 2) return `${DAY[first]}–${DAY[last]}`;
  return days.map((d) => DAY[d]).join(', ');
}
