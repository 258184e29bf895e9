import type { LocalIntent } from '../intent.js';
import { fail, type Outcome, ok } from '../problem.js';
import { week } from './butDaysAt.js';
import { DAY, weekdayOf } from './words.js';

/**
 * "every day at 9am and 5pm except 5pm on sundays", "meds 8am and 8pm but not 8pm on saturdays", "daily 9am and 5pm
 * but only 9am on sundays": times said for days, then some of those times left out on (or kept alone on) some of
 * those days, last in the phrase. Read as the times said on every other day and what is left on the days named,
 * checked against the rules read back, so that nothing else can come of it. "but 5pm on sundays" with a time the
 * rule already has says neither: only 5 PM then, or no 5 PM then? It is asked.
 *
 * The times left out or kept must say their half of the day or their minutes ("5pm", "17:00"), so that a bare number
 * is not a count or a date, and must be among the times said before them for those days.
 */
const CLOCK = '(?:(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?\\s*[ap]m|(?:[01]?\\d|2[0-3]):[0-5]\\d|noon|midnight)';
const CLOCKS = `${CLOCK}(?:\\s*(?:,|and|&)\\s*(?:at\\s+)?${CLOCK})*`;
const DAYS = `(?:${DAY}|week(?:day|end)s?\\b)(?:\\s*(?:,|and|&|or)\\s*(?:${DAY}|week(?:day|end)s?\\b))*`;
const LEAVE = '(?:but\\s+)?(?:except(?:\\s+(?:for|no|not))?|excluding|minus|without|not|no|skip(?:ping)?)';
const TAIL = new RegExp(
  `(?:\\s*,\\s*|\\s+)(?<said>(?:(?<leave>${LEAVE})|(?<keep>(?:but\\s+)?(?:only|just))|(?<but>but))\\s+(?:the\\s+)?(?:at\\s+)?(?<clocks>${CLOCKS})\\s+on\\s+(?:the\\s+)?(?<days>${DAYS}))\\s*[.!]?\\s*$`,
);

/** A cheap test before the pattern: a word that leaves out or keeps, then "on". */
export const TIMES_LEFT_GATE = /\b(?:except|excluding|but|minus|without|not|no|skip(?:ping)?|only|just)\s[^,;]*\son\s/;

/** The days of the week a list names ("saturdays and sundays", "weekends"), or null for a word that is no day. */
function daysOf(said: string): number[] | null {
  const out = new Set<number>();
  for (const word of said.split(/\s*(?:,|\band\b|&|\bor\b)\s*/)) {
    if (word.trim() === '') continue;
    const kind = /^week(day|end)s?$/.exec(word.trim());
    const ds = kind ? (kind[1] === 'day' ? [2, 3, 4, 5, 6] : [1, 7]) : [weekdayOf(word.trim())];
    if (ds.some((d) => d === undefined)) return null;
    for (const d of ds) out.add(d as number);
  }
  return out.size > 0 ? [...out] : null;
}

function minutesOf(clock: string): number | null {
  const c = clock.trim();
  if (c === 'noon') return 720;
  if (c === 'midnight') return 0;
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap]m)?$/.exec(c);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (m[3] !== undefined) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (m[3] === 'pm' ? 12 : 0);
  }
  return h * 60 + min;
}

function clockWords(minutes: number): string {
  if (minutes === 0) return 'midnight';
  if (minutes === 720) return 'noon';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m === 0 ? '' : `:${String(m).padStart(2, '0')}`}${h < 12 ? 'am' : 'pm'}`;
}

/**
 * The rules of `text` with its last clause read as times left out on (or kept alone on) some days, a question when
 * it could mean either, or null when the phrase is not this shape (it is then read as before).
 */
export function timesLeftOnDays(text: string, read: (phrase: string) => Outcome<LocalIntent[]>) {
  const m = TAIL.exec(text);
  if (!m?.groups) return null;
  const { said = '', leave, keep, clocks = '', days: daysSaid = '' } = m.groups;
  const head = text.slice(0, m.index).replace(/[\s,]+$/, '');
  const days = daysOf(daysSaid);
  const named = clocks.split(/\s*(?:,|\band\b|&)\s*(?:at\s+)?/).map(minutesOf);
  if (days === null || head === '' || named.some((x) => x === null)) return null;
  // times said without days ("8am and 8pm except 8pm on weekends") are every day's
  const bare = read(head);
  const before = bare.ok ? bare : read(`${head} every day`);
  if (!before.ok) return null;
  const base = week(before.value);
  // an interval, a running period or days of the month before it: left to no other reading, which would take the
  // days named for the days of the whole ("every hour 9am to 5pm except 5pm on fridays" ran on Fridays only)
  if (base === null || /\bexcept\s+not\b/.test(said)) return asked(said, daysSaid);
  const wanted = new Set(named as number[]);
  // the times named must be the rule's own on every day named, and those days must all run the same times
  const onDays = days.map((d) => base[d] as string);
  const theirs = (onDays[0] ?? '')
    .split(',')
    .filter((x) => x !== '')
    .map(Number);
  if (onDays.some((x) => x !== onDays[0]) || [...wanted].some((t) => !theirs.includes(t))) return null;
  if (leave === undefined && keep === undefined) {
    return fail<LocalIntent[]>(
      'unparseable',
      `"${said}" names a time the rule already has: on those days only ${clocks}, or no ${clocks} then? I would rather not guess.`,
      `Say "but only ${clocks} on ${daysSaid}", or "except ${clocks} on ${daysSaid}".`,
    );
  }
  const left = theirs.filter((t) => (leave !== undefined ? !wanted.has(t) : wanted.has(t)));
  const tail =
    left.length === 0 ? `except on ${daysSaid}` : `on ${daysSaid} only at ${left.map(clockWords).join(' and ')}`;
  const expected = base.map((times, d) => (days.includes(d) ? left.map(String).join(',') : times));
  for (const phrase of [`${head}, ${tail}`, `${head} every day, ${tail}`]) {
    const r = read(phrase);
    if (!r.ok) continue;
    const got = week(r.value);
    if (got === null || got.some((times, d) => d > 0 && times !== expected[d])) continue;
    const note =
      leave !== undefined
        ? `"${said}" read as: no ${clocks} run on ${daysSaid}; the other times and days as said.`
        : `"${said}" read as: only ${clocks} on ${daysSaid}; the other days as said.`;
    const rewritten = (a: string) =>
      a.includes(`"on ${daysSaid} only at`) || a.includes('" said without days read as every day');
    const value = r.value.map((x, i) => ({
      ...x,
      assumptions: [...x.assumptions.filter((a) => !rewritten(a)), ...(i === 0 ? [note] : [])],
    }));
    return ok(value);
  }
  // said plainly, but not read back as said: asked rather than read some other way
  return asked(said, daysSaid);
}

function asked(said: string, daysSaid: string): Outcome<LocalIntent[]> {
  return fail<LocalIntent[]>(
    'unparseable',
    `I could not read "${said}" after the times surely: which runs are left on ${daysSaid}?`,
    `Say each rule, e.g. "every day at 9am, and at 5pm except on ${daysSaid}".`,
  );
}
