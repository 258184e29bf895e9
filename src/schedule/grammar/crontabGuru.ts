/**
 * crontab.guru's English for a cron line, pasted (its clock is 24-hour, its days and hours said its own way):
 *
 *   At 04:05 on Sunday.                                              every Sunday at 04:05
 *   At 22:00 on every day-of-week from Monday through Friday.        Monday through Friday at 22:00
 *   At 00:00 on day-of-month 1 and 15.                               on the 1st and 15th of every month at 00:00
 *   At minute 0 past every 2nd hour from 8 through 18 on every day-of-week from Monday through Friday.
 *                                                                    every 2 hours from 08:00 to 18:00, Mon-Fri
 *   At minute 30 past hour 9 and 17.                                 at 09:30 and 17:30
 *   crontab.guru says "At 04:05 on Sunday." - that one please        (the quoted description, the rest set aside
 *                                                                     only when it is a request: "that one")
 *
 * The description is put back as words the grammar reads ("at 22:00 on Monday through Friday"), so a part it cannot
 * read is still refused; a zone said after it ("in UTC", "(my time)") is kept. crontab.guru says no zone: without
 * one the line is read on the writer's clock, with a note.
 *
 * Refused (null, the phrase keeps its refusal): day-of-month ranges and steps, "past every hour from ... through"
 * with minutes in steps, months, and any words beside the description other than a zone or a request.
 */
export const CRONTAB_GURU_GATE = /\bday-of-(?:week|month)\b|\bat\s+minute\s+\d|crontab\.guru|\bat\s+\d\d:\d\d\s+on\b/i;

const ORD = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const two = (n: number) => String(n).padStart(2, '0');

export function crontabGuruPhrase(phrase: string): { text: string; note: string } | null {
  let rest = phrase.replace(/\s+/g, ' ').trim();
  rest = rest.replace(/^crontab\.guru\s*(?:says|said|gives|shows|reads)?\s*:?\s*/i, '');
  // the description: quoted, or the whole phrase from "At"
  const quoted = /(["“])\s*(at\s[^"”]+?)\.?\s*["”]/i.exec(rest);
  let desc: string;
  let beside: string;
  if (quoted) {
    desc = quoted[2] ?? '';
    beside = `${rest.slice(0, quoted.index)} ${rest.slice(quoted.index + quoted[0].length)}`.trim();
  } else {
    if (!/^at\s/i.test(rest)) return null;
    desc = rest.replace(/\.\s*$/, '');
    beside = '';
  }
  // words beside: a zone, or a request
  let zone = '';
  const mine = /\(\s*(?:my|our)\s+time\s*\)|\bon\s+my\s+clock\b/i;
  let own = false;
  if (mine.test(beside)) {
    beside = beside.replace(mine, ' ').trim();
    own = true;
  }
  const inZone = /^in\s+([a-z][\w/ +-]{1,30})$/i.exec(beside);
  if (inZone) {
    zone = ` in ${inZone[1]}`;
    beside = '';
  }
  const request = /^[-–—,:]?\s*(?:(?:that|this)\s+one|(?:that|this)\s+schedule|same)?\s*(?:please|pls|thanks)?[.!]?$/i;
  if (!request.test(beside)) return null;
  let words = desc.trim();
  const changes: [RegExp, (...m: string[]) => string][] = [
    // "on every day-of-week from Monday through Friday", "on Monday and Friday"
    [/\bon\s+every\s+day-of-week\s+from\s+([a-z]+)\s+through\s+([a-z]+)\b/i, (_, a, b) => `on ${a} through ${b}`],
    // "on day-of-month 1 and 15", "on day-of-month 1, 10 and 20"
    [
      /\bon\s+day-of-month\s+(\d{1,2}(?:\s*(?:,|and)\s*\d{1,2})*)\b(?!\s*(?:through|-))/i,
      (_, list) =>
        `on the ${(list ?? '')
          .split(/\s*(?:,|and)\s*/)
          .filter((x) => x !== '')
          .map((x) => ORD(Number(x)))
          .join(' and ')} of every month`,
    ],
    // "At minute 0 past every 2nd hour from 8 through 18"
    [
      /^at\s+minute\s+(\d{1,2})\s+past\s+every\s+(\d{1,2})(?:st|nd|rd|th)\s+hour\s+from\s+(\d{1,2})\s+through\s+(\d{1,2})\b/i,
      (_, m, n, a, b) =>
        `every ${n} hours from ${two(Number(a))}:${two(Number(m))} to ${two(Number(b))}:${two(Number(m))}`,
    ],
    // "At minute 30 past hour 9 and 17"
    [
      /^at\s+minute\s+(\d{1,2})\s+past\s+hour\s+(\d{1,2}(?:\s*(?:,|and)\s*\d{1,2})*)\b/i,
      (_, m, list) =>
        `at ${(list ?? '')
          .split(/\s*(?:,|and)\s*/)
          .filter((x) => x !== '')
          .map((h) => `${two(Number(h))}:${two(Number(m))}`)
          .join(' and ')}`,
    ],
  ];
  for (const [re, to] of changes) words = words.replace(re, (...m: string[]) => to(...m));
  // what crontab.guru says that is not put back: left to the phrase's refusal
  if (/day-of-|\bminute\b|\bpast\b|\bevery\s+\d+(?:st|nd|rd|th)\b|\bin\s+every\b/i.test(words)) return null;
  if (words === desc.trim() && !/^at\s+\d\d:\d\d\s+on\s+[a-z]+(?:\s+and\s+[a-z]+)*$/i.test(words)) return null;
  const text = `${words}${zone}`;
  const clock = zone === '' && !own ? ' (crontab.guru says no zone: read on your clock)' : '';
  return { text, note: `Read crontab.guru's description "${desc.trim()}." as "${text}"${clock}.` };
}
