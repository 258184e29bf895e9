import { resolveZoneWord } from '../zones.js';

/**
 * A pasted tool's line followed by the clock its writer means it on:
 *
 *   cron(0 9 ? * MON-FRI *) — but it is meant to be 9am Denver time      (EventBridge runs it in UTC)
 *   github actions nightly - cron: '0 2 * * *' but I want 2am my time     (GitHub Actions runs it in UTC)
 *
 * The tool reads its line in UTC; the writer says the same clock ("9am", "02:00") is meant on another zone's clock
 * (a zone's name, or "my time", "my local time", "our time": the writer's). The line is then read on that zone,
 * with a note. Safe because the clock said must be the line's own one time (its minute and hour fields single
 * numbers, checked by the readers that call this): a clock that differs, a line with several times, or a zone the
 * tool's key already set keeps the phrase refused.
 */
export const CLOCK_MEANT_GATE = /\bbut\b[\s\S]*\b(?:meant|want|wanted|should|mean|supposed)\b/i;

export type ClockMeant = { rest: string; hour: number; minute: number; zone: string; said: string };

const CLOCK = String.raw`(\d{1,2})(?::(\d\d))?\s*(am|pm)?`;
const MEANT = new RegExp(
  String.raw`\s*[-–—,;]?\s*\bbut\s+(?:(?:it|this|that)\s+(?:is|was)\s+|it's\s+)?(?:(?:meant|supposed)\s+to\s+(?:be|run)(?:\s+at)?|I\s+(?:want(?:ed)?|mean|meant)(?:\s+it)?(?:\s+(?:at|to\s+run\s+at))?|(?:it\s+)?should\s+(?:be|run)(?:\s+at)?)\s+${CLOCK}\s+(?:in\s+)?(my(?:\s+local)?\s+time|our(?:\s+local)?\s+time|local\s+time|(?:[a-z][a-z.'-]*\s+){0,2}?[a-z][a-z.'-]*\s+time)\s*[.!]?\s*$`,
  'i',
);

/** The line and the clock its writer means it on, or null. */
export function clockMeant(phrase: string, writerZone: string | undefined): ClockMeant | null {
  const m = MEANT.exec(phrase);
  if (m === null) return null;
  const h = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  const ampm = (m[3] ?? '').toLowerCase();
  // a bare hour with no part of the day: "but I want 2 my time" could be 2am or 2pm
  if (m[2] === undefined && ampm === '') return null;
  if (ampm !== '' && (h < 1 || h > 12)) return null;
  if (ampm === '' && h > 23) return null;
  if (minute > 59) return null;
  const hour = ampm === '' ? h : (h % 12) + (ampm === 'pm' ? 12 : 0);
  const words = (m[4] ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  let zone: string | null;
  if (/^(?:my|our)(?: local)? time$|^local time$/.test(words)) zone = writerZone ?? null;
  else zone = resolveZoneWord(words.replace(/ time$/, ''));
  if (zone === null) return null;
  return {
    rest: phrase.slice(0, m.index).trim(),
    hour,
    minute,
    zone,
    said: m[0].replace(/^\s*[-–—,;]?\s*/, '').trim(),
  };
}

/** Whether a line's minute and hour fields are the clock meant. */
export function clockIsLines(meant: ClockMeant, minute: string, hour: string): boolean {
  return (
    /^\d{1,2}$/.test(minute) && /^\d{1,2}$/.test(hour) && Number(minute) === meant.minute && Number(hour) === meant.hour
  );
}
