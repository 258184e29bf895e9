/**
 * "keeper talk announcements 10 min before each talk (11:00 and 14:00)", "boarding call 15 min before every
 * departure (08:30, 12:30)": a lead before each of the events whose clocks are said in brackets right after them.
 * The runs are the event's clocks less the lead, on the days said elsewhere (none said: every day, as any clock is).
 * Read only with clocks on the 24-hour clock or with their half of the day (a bare hour stays refused), a lead under
 * an hour and a half that keeps every run on the event's own date, and one word for the events.
 */

export interface LeadBeforeEachReading {
  readonly text: string;
  readonly note: string;
}

export const LEAD_BEFORE_EACH_GATE = /\bbefore\s+(?:each|every)\s+[a-z]+\s*\(/i;

const CLOCK = '(?:(?:[01]?\\d|2[0-3]):[0-5]\\d(?:\\s*[ap]\\.?m\\b\\.?)?|(?:1[0-2]|0?[1-9])\\s*[ap]\\.?m\\b\\.?)';
const PATTERN = new RegExp(
  `\\b(?<n>\\d{1,2})\\s*(?<unit>minutes?|mins?|m|hours?|hrs?|h)\\s+before\\s+(?:each|every)\\s+(?<noun>[a-z]+)\\s*\\(\\s*(?:(?:at|@)\\s*)?(?<clocks>${CLOCK}(?:\\s*(?:,|and|&)\\s*${CLOCK})*)\\s*\\)`,
  'i',
);

function minutesOf(clock: string): number | null {
  const m = /^(\d{1,2})(?::(\d\d))?\s*(?:([ap])\.?m\.?)?$/i.exec(clock.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const half = m[3]?.toLowerCase();
  if (half !== undefined) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (half === 'p' ? 12 : 0);
  } else if (m[2] === undefined) return null;
  return h * 60 + Number(m[2] ?? 0);
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The phrase with the runs' clocks in place of the lead and the events' clocks; null when not so said. */
export function leadBeforeEachClock(phrase: string): LeadBeforeEachReading | null {
  if (!LEAD_BEFORE_EACH_GATE.test(phrase)) return null;
  const m = PATTERN.exec(phrase);
  const g = m?.groups;
  if (!m || !g) return null;
  const lead = Number(g.n) * (/^h/i.test(g.unit ?? '') ? 60 : 1);
  if (lead <= 0 || lead > 90) return null;
  const said = (g.clocks ?? '').split(/\s*(?:,|\band\b|&)\s*/).filter((c) => c !== '');
  const events = said.map(minutesOf);
  if (events.some((e) => e === null || e < lead)) return null;
  const runs = (events as number[]).map((e) => hhmm(e - lead));
  return {
    text: `${phrase.slice(0, m.index)}at ${runs.join(' and ')}${phrase.slice(m.index + m[0].length)}`,
    note: `Read "${m[0]}" as runs ${lead} min before each ${g.noun}: ${runs.join(' and ')}.`,
  };
}
