/**
 * A stretch said by a place's opening and closing, with their hours in brackets: "every 20 min from opening (9) to
 * close (5)", "hourly from open (10am) till closing (6pm)". The brackets say what the words mean: the words are cut
 * off, the hours kept, and the rest read again (a bare "from 9 to 5" reads as 9 AM to 5 PM, with its note, as
 * anywhere), with a note. Two bare hours are read only where the end is before the start on the clock face ("9" to
 * "5"): "opening (7) to close (11)" may close at 11 AM or 11 PM, and stays refused. Read only once the phrase has failed to read as said (rules.ts), and only where both ends
 * are said so, each a word of opening or closing with one clock in brackets and nothing else.
 */
export const OPENING_HOURS_GATE = /\(\s*\d/;

const OPEN = '(?:opening|open|opens|doors\\s+open)';
const CLOSE = '(?:closing|close|closes|closing\\s+time)';
const HOUR = '(?:1[0-2]|0?[1-9]|1[3-9]|2[0-3])(?::[0-5]\\d)?(?:\\s*[ap]\\.?m\\.?)?';
const SAID = new RegExp(
  `\\bfrom\\s+(?<open>${OPEN})\\s*\\(\\s*(?<from>${HOUR})\\s*\\)\\s+(?<to_word>to|till|til|until|-)\\s+(?<close>${CLOSE})\\s*\\(\\s*(?<to>${HOUR})\\s*\\)`,
  'i',
);

/** The phrase with the stretch said by its hours, and the note; null when it is not so said. */
export function openingHoursPhrase(phrase: string): { text: string; note: string } | null {
  const m = SAID.exec(phrase);
  const g = m?.groups;
  if (m === null || !g?.from || !g.to) return null;
  // two bare hours: only the working day's "9 to 5", its end before its start on the clock face, which is read as
  // 9 AM to 5 PM anywhere; "opening (7) to close (11)" may end at 11 AM or 11 PM
  const bare = (h: string) => /^\d{1,2}(?::\d\d)?$/.test(h.trim()) && Number(/^\d+/.exec(h)?.[0]) <= 12;
  // a bare hour only for an ordinary day: opening 6 to 10 (AM), closing 4 to 8 (PM); "opening (6) to close (2)" may
  // be a bar's 6 PM to 2 AM, and stays refused
  const hour = (h: string) => Number(/^\d+/.exec(h.trim())?.[0]);
  if (bare(g.from) && (hour(g.from) < 6 || hour(g.from) > 10)) return null;
  if (bare(g.to) && (hour(g.to) < 4 || hour(g.to) > 8)) return null;
  if (bare(g.from) && bare(g.to) && hour(g.to) >= hour(g.from)) return null;
  return {
    text: `${phrase.slice(0, m.index)}from ${g.from} to ${g.to}${phrase.slice(m.index + m[0].length)}`,
    note: `Read "${g.open}" and "${g.close}" as the hours in brackets beside them (${g.from} and ${g.to}).`,
  };
}

/**
 * The same stretch said as a time while a place is open, its hours said right after: "every 30 min while we are
 * open 9–9 mon-thu", "hourly while the shop is open 8am-6pm". The words say that the hours after them are the
 * opening hours: they are cut off and the hours read as anywhere (a bare "9–9" as 9 AM to 9 PM, with its note).
 * Two bare hours only from the morning past noon ("9–9", "10 to 6"); one bare beside one said is refused.
 * Without hours right after them ("while we are open", "while open, mon-thu") the phrase stays refused: which hours?
 */
export const OPEN_WHILE_GATE = /\bopen\b/i;

const OPEN_WHILE = new RegExp(
  `\\bwhile\\s+(?:we\\s+are|we're|it\\s+is|it's|(?:the\\s+)?[a-z]+\\s+is|(?:the\\s+)?[a-z]+\\s+are|they're)\\s+open\\s+(?=(?:from\\s+|between\\s+)?(?<from>${HOUR})\\s*(?:-|–|to|till|until|and)\\s*(?<to>${HOUR})(?![\\d:]))`,
  'i',
);

/** Places open at night, whose bare closing hour may be after midnight ("the bar is open 7-11"). */
const NIGHT_VENUE = /\b(?:bar|pub|club|nightclub|lounge|casino|disco|karaoke|tavern|speakeasy)s?\b/;

/** The phrase without the words of a time while open before their hours, and the note; null when not so said. */
export function openWhilePhrase(phrase: string): { text: string; note: string } | null {
  const m = OPEN_WHILE.exec(phrase);
  if (m === null) return null;
  // two bare hours: only a day's opening hours, from the morning past noon ("9–9", "10 to 6"); "7 to 11" may close
  // at 11 PM, and stays refused
  const from = m.groups?.from ?? '';
  const to = m.groups?.to ?? '';
  const bare = (h: string) => /^\d{1,2}$/.test(h.trim()) && Number(h) <= 12;
  if (bare(from) !== bare(to)) return null;
  // and closing at 5 or later: "while the bar is open 11-2", "the club 10-4" may close in the small hours
  if (bare(from) && (Number(from) < 6 || Number(from) > 11 || Number(to) > Number(from) || Number(to) < 5)) return null;
  if (bare(from) && NIGHT_VENUE.test(phrase)) return null;
  const said = m[0].trim();
  return {
    text: `${phrase.slice(0, m.index)}${phrase.slice(m.index + m[0].length)}`,
    note: `Read "${said}" as the hours said after it.`,
  };
}
