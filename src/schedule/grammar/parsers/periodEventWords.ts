import { MONTH_NAMES } from '../../cron/calendar.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { MONTH } from '../words.js';
import { type Anchor, twice } from './period.js';
import { dateIn, dateOf, eventClockProblem, isAnchor, NAME, nameProblem } from './periodEvents.js';

const TO = '\\s*(?:-|–|to|through|thru|until|till)\\s*';
/** Days known by a name of their own, a stretch when its dates are said with it ("over christmas (dec 23 - jan 2)"). */
const HOLIDAY_NAME =
  '(?:christmas|xmas|easter|thanksgiving|hanukkah|chanukah|diwali|ramadan|eid|the\\s+holidays|holidays|new\\s+year|half[-\\s]term|spring\\s+break|the\\s+break)';
/** What an event does on the date said after it: starts, opens, goes live. */
const START_VERB = '(?:starts|begins|opens|kicks\\s+off|goes\\s+live|launches)';
const END_VERB = '(?:ends|finishes|closes|wraps\\s+up|is\\s+over)';
/** The last or first of something, its name's first word: "the last flight out", "the first match". */
const ORDER_WORD = '(?:last|first|opening|closing|grand)';

/**
 * Events that bound a running period, said in ways the period-events parser leaves: "until trial starts on feb 8"
 * (the date said is the last day with runs, as "until the trial on feb 8" is), "until the last flight out on feb
 * 24" (an event whose name says it is the last or the first one, with its date), "over christmas (dec 23 – jan 2)" (a stretch said with its dates), "from jan 5 (term
 * starts) to march 26" (a bracket saying what happens on the date before it, set aside: a start's words after a
 * start, an end's after an end), "from oct 11 to dec 17 next year" (both dates in next year, not wrapping). The
 * event's name is set aside with a note; a name whose words could say when is not.
 */
export const periodEventWordsParser: RecurrenceParser = {
  name: 'period-event-words',
  // a month, and "until" before a word that is neither a month nor a number, "over", a bracket or "next year"
  gate: new RegExp(
    `^(?=[\\s\\S]*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))[\\s\\S]*?(?:\\b(?:until|till|til|through|thru)\\s+(?:(?:the|our|my)\\s+)?(?!${MONTH}|\\d)[a-z]|\\bover\\b|\\(|\\bnext\\s+year\\b)`,
  ),
  pattern: new RegExp(
    // "until trial starts on feb 8"
    `\\b(?:until|till|til|through|thru)\\s+(?:the\\s+|our\\s+|my\\s+)?(?<startsName>${NAME})\\s+${START_VERB}\\s+(?:on\\s+)?${dateOf('S')}` +
      // "until the last flight out on feb 24"
      `|\\b(?:until|till|til|through|thru)\\s+(?:the\\s+|our\\s+|my\\s+)?(?<orderName>${ORDER_WORD}\\s+${NAME})(?:\\s+(?:${START_VERB}|${END_VERB}|is|are))?\\s+(?:on\\s+)?${dateOf('O')}` +
      // "over christmas (dec 23 – jan 2)"
      `|\\bover\\s+(?:the\\s+|our\\s+|my\\s+)?(?<overName>${HOLIDAY_NAME}|${NAME})\\s*(?:\\(\\s*|:\\s*|,\\s*)${dateOf('A')}${TO}${dateOf('B')}(?:\\s*\\))?` +
      // "from jan 5 (term starts) to march 26": the bracket after a date, set aside
      `|(?<=\\b(?<lead>from|starting|beginning|until|till|til|through|thru|to)\\s+(?:${MONTH}\\s+(?:[12]?\\d|3[01])(?:st|nd|rd|th)?|(?:the\\s+)?(?:[12]?\\d|3[01])(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH})(?:,?\\s+20\\d\\d)?)\\s*\\(\\s*(?<bracketName>${NAME})\\s+(?<bracketVerb>${START_VERB}|${END_VERB})\\s*\\)` +
      // "from oct 11 to dec 17 next year"
      `|\\bfrom\\s+${dateOf('F')}${TO}${dateOf('G')}\\s*,?\\s+next\\s+year\\b`,
    'g',
  ),
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    const said = m[0].trim();
    const p = draft.period;
    if (g.bracketName) {
      const startWords = /^(?:from|starting|beginning)$/.test(g.lead ?? '');
      const startVerb = new RegExp(`^${START_VERB}$`).test(g.bracketVerb ?? '');
      if (startWords !== startVerb) {
        return unparseable(
          `"${said}" says what happens on a date it does not bound.`,
          'Give the dates alone, e.g. "from jan 5 to march 26".',
        );
      }
      const unread = nameProblem(g.bracketName, said, ctx.phrase, 'every weekday 8am from jan 5 to march 26');
      if (unread) return unread;
      draft.assumptions.push(
        `Read "${said.replace(/^\(\s*|\s*\)$/g, '')}" as what happens on the date before it, not as part of the schedule.`,
      );
      return undefined;
    }
    if (g.m1F || g.m2F || g.imF) {
      const first = dateIn(g, 'F');
      const last = dateIn(g, 'G');
      if (!isAnchor(first)) return first;
      if (!isAnchor(last)) return last;
      if (first.kind !== 'on-date' || last.kind !== 'on-date') return undefined;
      const year = new Date(ctx.now).getUTCFullYear() + 1;
      if (first.year !== null || last.year !== null || last.month * 100 + last.day < first.month * 100 + first.day) {
        return unparseable(
          `"${said}" does not say which dates are next year's.`,
          `Give each date its year, e.g. "from ${MONTH_NAMES[first.month]?.toLowerCase()} ${first.day} ${year} to ${MONTH_NAMES[last.month]?.toLowerCase()} ${last.day} ${year}".`,
        );
      }
      if (p.start) return twice('start', said, p.start.said);
      if (p.end) return twice('end', said, p.end.said);
      p.start = { anchor: { ...first, year }, said };
      p.end = { anchor: { ...last, year }, said };
      return undefined;
    }
    const name = g.startsName ?? g.orderName ?? g.overName ?? '';
    const k = g.startsName ? 'S' : g.orderName ? 'O' : 'A';
    if (k !== 'A') {
      const clock = eventClockProblem(m, said);
      if (clock) return clock;
    }
    const holiday = new RegExp(`^${HOLIDAY_NAME}$`).test(name);
    // the words of its order ("last", "first") name the event, the rest must be a name's words
    const rest = name.replace(new RegExp(`^${ORDER_WORD}\\s+`), '').trim();
    if (!holiday && rest !== '') {
      const unread = nameProblem(rest, said, ctx.phrase, 'every monday at 9am until feb 24');
      if (unread) return unread;
    }
    const end: Anchor | ReturnType<typeof dateIn> = dateIn(g, k === 'A' ? 'B' : k);
    if (!isAnchor(end)) return end;
    if (k === 'A') {
      let start = dateIn(g, 'A');
      if (!isAnchor(start)) return start;
      // "dec 23 - jan 2 2028": a first date without its year is in the last's year, or the year before when the
      // stretch wraps the new year
      if (start.kind === 'on-date' && start.year === null && end.kind === 'on-date' && end.year !== null) {
        const wraps = start.month * 100 + start.day > end.month * 100 + end.day;
        start = { ...start, year: end.year - (wraps ? 1 : 0) };
      }
      if (p.start) return twice('start', said, p.start.said);
      p.start = { anchor: start, said };
    }
    if (p.end) return twice('end', said, p.end.said);
    p.end = { anchor: end, said };
    draft.assumptions.push(`Read "${name}" as the name of what the dates bound, not as part of the schedule.`);
    return undefined;
  },
};
