import { MONTH_NAMES } from '../../cron/calendar.js';
import { type RecurrenceParser, setMonths } from '../draft.js';
import { monthsAfterQuarterly } from '../quarterMonths.js';
import { MONTH, monthOf, NO_DAY_AFTER } from '../words.js';
import { NAME, nameProblem } from './periodEvents.js';

const QUARTER_WORDS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4 };
const SEP = '\\s*(?:,|/|and|&|or|\\+)\\s*';
/** "in october and in april": the word before the list said again before a month of it. */
const AGAIN = '(?:(?:in|during)\\s+)?';
/**
 * A season that is no time of the year by itself, its months said with it: "the season", "the ski season", "high
 * season", "off-season" ("during the season, dec thru april", "in high season (jul-aug)"). Without months it is
 * refused: which months?
 */
const SEASON =
  '(?:(?:high|low|peak|off|busy|quiet)[\\s-]?)?season' +
  // "during the rainy months (dec-mar)", "in the cold months, nov-feb": a word for the months, said with them
  "|(?!(?:of|in|on|at|every|each|this|next|last|coming|few|all|some)\\b)[a-z][a-z'-]*\\s+months";

/**
 * Specific months: "in January and July", "in October and in April", "of March", "of march june sept dec" (a list without commas; a month
 * followed by a number there is a date's, not the list's), "every January" (with a day rule elsewhere),
 * ranges "from June to August" / "June through August" (only between two month names), "in Q1" / "in the first quarter"
 * (January to March, every year).
 */
export const monthsParser: RecurrenceParser = {
  name: 'months',
  // a month right after "in", "of", "during", "every" or "each", or first in a part of its own; a season; a quarter
  gate: /\b(?:in|of|during|every|each)\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:^|[,;(]|daily|nightly|every day|every night)\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|summer|winter|spring|autumn|fall|season|q[1-4]|quarter/,
  pattern: new RegExp(
    `\\b(?:(?:in|of|during|every|each)\\s+)(?<list>${MONTH}(?:(?:${SEP}${AGAIN}|\\s*(?:-|–|through|thru|to|until)\\s*)${MONTH}|\\s+${MONTH}${NO_DAY_AFTER})*)` +
      // "in summer (dec-feb)": a season said with its months in brackets
      // "summer only (jun-aug)", "winter months only (nov-mar)": the season's word with "only" before them
      // "while it's winter (nov-mar)", "in the season (dec jan feb)": the same, its months listed with spaces too
      `|\\b(?:(?:in|during|(?:while|when)\\s+it'?s)\\s+(?:the\\s+)?(?<season>summer|winter|spring|autumn|fall|${SEASON})(?:\\s+months)?|(?<seasonOnly>summer|winter|spring|autumn|fall)(?:\\s+months)?\\s+only)\\s*\\(\\s*(?<seasonList>${MONTH}(?:(?:${SEP}|\\s*(?:-|–|through|thru|to|until)\\s*|\\s+(?=${MONTH}\\s*(?:\\)|\\s${MONTH})))${MONTH})*)\\s*\\)` +
      // "during harvest (sept-oct)": an event's name with its months in brackets
      `|\\bduring\\s+(?:the\\s+|our\\s+)?(?!(?:summer|winter|spring|autumn|fall)\\b)(?<eventName>${NAME})\\s*\\(\\s*(?<eventMonths>${MONTH}\\s*(?:-|–|through|thru|to|till|until)\\s*${MONTH})\\s*\\)` +
      // "during summer dec-feb", "in winter, nov to mar": the season's months said after it, last in a part
      `|\\b(?:in|during|(?:while|when)\\s+it'?s)\\s+(?:the\\s+)?(?<seasonWord>summer|winter|spring|autumn|fall|${SEASON})(?:\\s+months)?\\s*[,:]?\\s*(?<seasonRun>${MONTH}\\s*(?:-|–|through|thru|to|till|until)\\s*${MONTH})(?=\\s*(?:only\\s*)?(?:$|[,;.)]))` +
      // "..., November through March": a range of months said as a part of its own
      `|(?<=(?:^|[,;(])\\s*)(?<bare>${MONTH}\\s*(?:-|–|through|thru|to|till|until)\\s*${MONTH})(?=\\s*(?:only\\s*)?(?:$|[,;.)]))` +
      // "4am daily July and August": months listed right after "daily" or "every day", last in a part (never a date:
      // no number after them)
      `|(?<=\\b(?:daily|nightly|every\\s+(?:day|night))\\s+)(?<afterDaily>${MONTH}(?:${SEP}${MONTH})*)(?=\\s*(?:only\\s*)?(?:$|[,;.)]))` +
      // "in Q1": its three months, every year (as "in January" is every January)
      '|\\b(?:in|during)\\s+(?:the\\s+)?(?:q(?<q>[1-4])|(?<qWord>first|second|third|fourth)\\s+quarter)\\b',
    'g',
  ),
  apply(m, draft, ctx) {
    const eventName = m.groups?.eventName;
    if (eventName !== undefined) {
      const unread = nameProblem(eventName, m[0].trim(), ctx.phrase, 'every day at noon from september to october');
      if (unread) return unread;
      draft.assumptions.push(`Read "${eventName}" as the name of what the months bound, every year.`);
    }
    const quarter = m.groups?.q ? Number(m.groups.q) : m.groups?.qWord ? QUARTER_WORDS[m.groups.qWord] : undefined;
    if (quarter !== undefined) {
      const first = quarter * 3 - 2;
      return setMonths(draft, { kind: 'months', months: [first, first + 1, first + 2] }, m[0]);
    }
    const g = m.groups ?? {};
    const months = monthsIn(
      g.list?.replace(/\b(?:in|during)\s+/g, '') ??
        g.seasonList ??
        g.seasonRun ??
        g.eventMonths ??
        g.bare ??
        g.afterDaily ??
        '',
    );
    if (g.afterDaily) {
      const names = months.map((n) => MONTH_NAMES[n]).join(', ');
      draft.assumptions.push(`"${g.afterDaily}" read as every year in ${names}.`);
    }
    if (g.seasonRun) draft.assumptions.push(`"${m[0].trim()}" read as the months said after the season, every year.`);
    if (g.season || g.seasonOnly) draft.assumptions.push(`"${m[0].trim()}" read as the months in brackets.`);
    if (g.bare) {
      const ends = g.bare.split(/\s*(?:-|–|\s(?:through|thru|to|till|until)\s)\s*/).map((w) => monthOf(w.trim()) ?? 1);
      draft.assumptions.push(
        `"${g.bare}" read as every year from ${MONTH_NAMES[ends[0] ?? 1]} to ${MONTH_NAMES[ends[1] ?? 1]}.`,
      );
    }
    // "during December" is read by some as this December only: say which it is
    if (/^during\b/.test(m[0].trim())) {
      const said = m[0].trim();
      const names = months.map((n) => MONTH_NAMES[n]).join(', ');
      const now = new Date(ctx.now);
      const year = now.getUTCFullYear() + ((months[0] ?? 12) < now.getUTCMonth() + 1 ? 1 : 0);
      draft.assumptions.push(
        `"${said}" read as every year in ${names}; for the coming one only, give the year ("${said} ${year}").`,
      );
    }
    monthsAfterQuarterly(draft, months);
    return setMonths(draft, { kind: 'months', months }, m[0]);
  },
};

/** The months of a list as said, ranges spelled out ("march june", "june to august"), ascending. */
export function monthsIn(list: string): number[] {
  const tokens = list.match(/[a-z]+\.?|-|–/g) ?? [];
  const months = new Set<number>();
  let rangeFrom: number | null = null;
  let last: number | null = null;
  for (const t of tokens) {
    if (t === '-' || t === '–' || t === 'through' || t === 'thru' || t === 'to' || t === 'till' || t === 'until') {
      rangeFrom = last;
      continue;
    }
    const mo = monthOf(t);
    if (mo === undefined) continue;
    if (rangeFrom !== null) {
      for (let x: number = rangeFrom; x !== mo; x = (x % 12) + 1) months.add(x);
      rangeFrom = null;
    }
    months.add(mo);
    last = mo;
  }
  return [...months].sort((a, b) => a - b);
}
