import { DAY_MS, MONTH_NAMES } from '../../cron/calendar.js';
import { transitionsBetween, zoneNamed } from '../../tz.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { MONTH, monthOf } from '../words.js';
import { twice } from './period.js';

/** A date as a remark says it: "march 14", "14 march", "the 7th", with its weekday or year if said. */
const DATE =
  '(?:(?:on\\s+)?(?:(?:sun(?:day)?|sat(?:urday)?)\\s*,?\\s+)?(?:the\\s+)?' +
  `(?:${MONTH}\\s+(?:[12]?\\d|3[01])(?:st|nd|rd|th)?|(?:[12]?\\d|3[01])(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}|(?:[12]?\\d|3[01])(?:st|nd|rd|th))` +
  "(?:,?\\s+20\\d\\d)?(?![\\d:./])(?!\\s*(?:[ap]\\.?m|h|hrs?|o'?clock)\\b))";

/** What changes: the clocks, daylight saving or summer time, and what it does. */
const CHANGE =
  '(?:(?:the\\s+)?clocks?\\s+(?:changes?|go(?:es)?\\s+(?:back|forward|ahead)|falls?\\s+back|springs?\\s+(?:forward|ahead)|moves?\\s+(?:back|forward|ahead))' +
  '|(?:dst|daylight\\s+sav(?:ing|ings)(?:\\s+time)?|summer\\s*time|winter\\s+time|standard\\s+time)\\s+(?:starts|begins|ends|kicks\\s+in|changes|is\\s+over|comes\\s+in)' +
  '|(?:we|they|you)\\s+(?:fall\\s+back|spring\\s+forward))';

/** The words a remark opens with: "heads up", "fyi", "yes I know". */
const LEAD =
  '(?:(?:heads\\s+up|fyi|f\\.y\\.i\\.?|note|nb|ps|p\\.s\\.?|btw|(?:yes|yeah|and)?\\s*(?:i|we)\\s+know(?:\\s+that)?)\\s*[,:!-]?\\s*)?';

/** What it says of the run that day: "fine to run once", "once is fine". */
const TAIL =
  "(?:\\s*[,;-]?\\s*(?:(?:it'?s|that'?s|(?:it|that)\\s+is)\\s+)?(?:fine|ok|okay|alright)\\s+(?:(?:for\\s+it\\s+)?to\\s+run|if\\s+it\\s+runs)\\s+(?:just\\s+)?(?:once|twice)(?:\\s+that\\s+(?:day|night))?" +
  '|\\s*[,;-]?\\s*(?:(?:running|it\\s+running)\\s+)?(?:just\\s+)?(?:once|twice)\\s+(?:is|will\\s+be)\\s+(?:fine|ok|okay|alright)(?:\\s+that\\s+(?:day|night))?)?';

/** Words that keep the runs as they are across the change. */
const KEEP =
  /\b(?:make\s+sure|ensure|still|stays?|keep(?:s|ing)?|as\s+(?:usual|normal|always|before)|same\s+(?:time|clock)|(?:is|are|it'?s|that'?s)\s+(?:fine|ok|okay))\b/;

/** The words of a remark on the run that day, said in it. */
const TAIL_SAID = new RegExp(TAIL.replace(/\)\?$/, ')'), 'g');

/** Words beside a remark that make it more than one: a change of the schedule, or a number of runs. */
const CHANGE_AROUND =
  /\b(?:once|twice|move[sd]?|moving|make\s+it|change\s+(?:it|to)|switch(?:es|ed)?|shift(?:s|ed)?|push(?:es|ed)?|bump(?:s|ed)?|instead|then|after\s+(?:that|it)|afterwards|thereafter|from\s+(?:that|it)|earlier|later|an\s+hour|skip(?:s|ped)?|pause[sd]?|stop(?:s|ped)?)\b/;

/**
 * A remark that the clocks change on a date: "DST starts march 14, ...", "...; heads up, nov 7 the clocks fall
 * back", "(clocks change oct 31, fine to run once)", "(yes I know the clocks go back on the 7th, once is fine)". The
 * date says when the clocks change, not when the schedule starts, stops or runs: set aside with a note, as a
 * remark of its own only (first in the phrase, or after a comma, a semicolon, a colon or a bracket, and ending
 * where the phrase or its clause does). Said as a bound ("until daylight saving ends on nov 7", "starting when DST
 * begins on march 14") it is no remark, and is left to the period's readers. Before the zone parsers, which would
 * take "DST" for a zone, and before the dates are read.
 */
export const clockChangeParser: RecurrenceParser = {
  name: 'clock-change',
  gate: /clock|dst|daylight|summer\s*time|winter\s+time|standard\s+time|fall\s+back|spring\s+forward/,
  pattern: new RegExp(
    `(?:^|(?<=[,;:(]|\\s-))\\s*(?<lead>${LEAD})?(?:${CHANGE}\\s+${DATE}|${DATE}\\s*,?\\s+${CHANGE}|(?:the\\s+)?(?:dst|clock|time)\\s+change\\s+(?:is\\s+)?${DATE})(?<tail>${TAIL})?\\s*(?=$|[),;:.!]|\\s-\\s)`,
    'g',
  ),
  apply(m, draft, ctx) {
    const said = m[0].trim();
    // "(clocks change oct 31, run it once)": one run in all, or once on the day the clocks change? "DST starts march
    // 14, move it to 3am": a change from that date, which the remark does not make
    // (the phrase as typed too: a correction, "make it 3am", is taken out before the parsers see the rest)
    const rest = `${m.input.slice(0, m.index)} ${m.input.slice(m.index + m[0].length)} ${ctx.phrase.toLowerCase().replace(TAIL_SAID, ' ')}`;
    const change = CHANGE_AROUND.exec(rest);
    if (change) {
      return unparseable(
        `"${said}" is said beside "${change[0]}": is that for the runs in all, or from the day the clocks change?`,
        'Say the schedule for each stretch with its dates, e.g. "every day at 2am until march 13, then every day at 3am from march 14", or leave the clock change out.',
      );
    }
    // said bare ("DST starts march 14, every day at 3am"), it may be why the schedule changes: read only beside words
    // that keep the runs as they are ("make sure ... still runs"), or with the words of a remark of its own
    if (!m.groups?.lead?.trim() && !m.groups?.tail?.trim() && !KEEP.test(rest)) {
      return unparseable(
        `"${said}" may say when the schedule changes, and the phrase does not say how.`,
        'Say the schedule for each stretch with its dates, or leave the clock change out.',
      );
    }
    draft.assumptions.push(
      `Read "${said}" as a remark on the clocks changing, not a date of the schedule; what the runs do across the change is in the notes on daylight saving time.`,
    );
    return undefined;
  },
};

/** What the clocks do, said: forward ("DST starts", "spring forward"), back ("DST ends", "fall back"), or either. */
function direction(said: string): 1 | -1 | 0 {
  if (
    /\b(?:forward|ahead)\b|\b(?:dst|daylight\s+sav(?:ing|ings)(?:\s+time)?|summer\s*time)\s+(?:starts|begins|kicks\s+in|comes\s+in)|\b(?:winter|standard)\s+time\s+(?:ends|is\s+over)/.test(
      said,
    )
  )
    return 1;
  if (
    /\b(?:back)\b|\b(?:dst|daylight\s+sav(?:ing|ings)(?:\s+time)?|summer\s*time)\s+(?:ends|is\s+over)|\b(?:winter|standard)\s+time\s+(?:starts|begins|kicks\s+in|comes\s+in)/.test(
      said,
    )
  )
    return -1;
  return 0;
}

/** Whether the zone's clocks change on that local day, the way said (1: forward, -1: back, 0: either). */
function changesOn(zoneName: string, y: number, m: number, d: number, way: 1 | -1 | 0): boolean {
  const zone = zoneNamed(zoneName);
  if (zone === null) return false;
  const day = Date.UTC(y, m - 1, d);
  return transitionsBetween(zone, day - DAY_MS, day + 2 * DAY_MS).some((tr) => {
    const local = new Date(tr.at + tr.before * 60_000);
    const sameDay = local.getUTCFullYear() === y && local.getUTCMonth() === m - 1 && local.getUTCDate() === d;
    return sameDay && (way === 0 || Math.sign(tr.after - tr.before) === way);
  });
}

const DATE_PARTS = new RegExp(
  `(?:(?<m1>${MONTH})\\s+(?<d1>3[01]|[12]?\\d)|(?<d2>3[01]|[12]?\\d)(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?<m2>${MONTH}))(?:st|nd|rd|th)?(?:,?\\s+(?<y>20\\d\\d))?`,
);

/**
 * "starting once the clocks go forward in march", "until the clocks go back in october": the change said with its
 * month only. Its day is the zone's own change that month, the way said, found from the zone's rules (the next one
 * from now); a month with no such change, or more than one, is refused.
 */
function changeInMonth(
  text: string,
  g: Record<string, string | undefined>,
  draft: Parameters<RecurrenceParser['apply']>[1],
  ctx: Parameters<RecurrenceParser['apply']>[2],
): ReturnType<RecurrenceParser['apply']> {
  const said = text.trim();
  const month = monthOf(g.inMonth ?? '') ?? 1;
  const zoneName = draft.zone?.name ?? ctx.ownZone ?? 'UTC';
  const zone = zoneNamed(zoneName);
  const way = direction(g.change ?? '');
  const now = new Date(ctx.now);
  const changes = (year: number) => {
    const from = Math.max(ctx.now, Date.UTC(year, month - 1, 1) - DAY_MS);
    const to = Date.UTC(year, month, 1) + DAY_MS;
    if (zone === null || from >= to) return [];
    return transitionsBetween(zone, from, to)
      .map((tr) => ({ tr, local: new Date(tr.at + tr.before * 60_000) }))
      .filter(
        ({ tr, local }) => local.getUTCMonth() === month - 1 && (way === 0 || Math.sign(tr.after - tr.before) === way),
      );
  };
  const year = now.getUTCFullYear();
  const found = changes(year).length > 0 ? changes(year) : changes(year + 1);
  const only = found.length === 1 ? found[0] : undefined;
  if (only === undefined) {
    return unparseable(
      `"${said}": the clocks in ${zoneName} do not change that way once in ${MONTH_NAMES[month]}, so I cannot tell the date.`,
      `Give the date, e.g. "${g.end ? 'until' : 'starting'} ${MONTH_NAMES[month]?.toLowerCase()} 28".`,
    );
  }
  const d = only.local;
  const verb = g.end ? 'end' : 'start';
  const bound = draft.period[verb];
  if (bound) return twice(verb, said, bound.said);
  const y = d.getUTCFullYear();
  const day = d.getUTCDate();
  draft.period[verb] = { anchor: { kind: 'on-date', month, day, year: y, weekday: null }, said };
  draft.assumptions.push(
    `"${said}" read as ${MONTH_NAMES[month]} ${day}, ${y}: the day the clocks in ${zoneName} change ${Math.sign(only.tr.after - only.tr.before) > 0 ? 'forward' : 'back'} then, by its rules.`,
  );
  return undefined;
}

/**
 * The clocks' change as a bound of the running period: "until daylight saving ends on nov 7 2027", "starting when
 * DST begins on march 14", "until the clocks go back on oct 31". The date said is the bound (the last day with
 * runs, or the first), read only where the clocks of the schedule's zone do change that day as said: otherwise
 * the words and the date disagree, and which one is meant cannot be told. After the zone parsers (the zone is
 * needed to check), before the period's other readers.
 */
export const clockChangeBoundParser: RecurrenceParser = {
  name: 'clock-change-bound',
  gate: /clock|dst|daylight|summer\s*time|winter\s+time|standard\s+time|fall\s+back|spring\s+forward/,
  pattern: new RegExp(
    `\\b(?:(?<end>until|till|til|up\\s+(?:to|until)|through|thru)|(?<start>starting|beginning|from|as\\s+of))\\s+(?:(?:when|once)\\s+)?(?<change>${CHANGE})\\s+(?:(?:on\\s+)?(?<date>${DATE})|in\\s+(?<inMonth>${MONTH})\\b(?!\\s*(?:\\d|the\\b)))`,
    'g',
  ),
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    const said = m[0].trim();
    if (g.inMonth) return changeInMonth(m[0], g, draft, ctx);
    const parts = DATE_PARTS.exec(g.date ?? '');
    if (parts?.groups === undefined) {
      return unparseable(`"${said}" does not say the month.`, 'Give the date with its month, e.g. "until nov 7 2027".');
    }
    const p = parts.groups;
    const month = monthOf(p.m1 ?? p.m2 ?? '') ?? 1;
    const day = Number(p.d1 ?? p.d2);
    const now = new Date(ctx.now);
    const late = month < now.getUTCMonth() + 1 || (month === now.getUTCMonth() + 1 && day < now.getUTCDate());
    const year = p.y ? Number(p.y) : now.getUTCFullYear() + (late ? 1 : 0);
    const zone = draft.zone?.name ?? ctx.ownZone ?? 'UTC';
    if (!changesOn(zone, year, month, day, direction(g.change ?? ''))) {
      return unparseable(
        `"${said}": the clocks in ${zone} do not change that way on ${MONTH_NAMES[month]} ${day}, ${year}, so I cannot tell whether the date or the change is meant.`,
        `Give the date alone, e.g. "${g.end ? 'until' : 'starting'} ${MONTH_NAMES[month]?.toLowerCase()} ${day} ${year}".`,
      );
    }
    const verb = g.end ? 'end' : 'start';
    const bound = draft.period[verb];
    if (bound) return twice(verb, said, bound.said);
    draft.period[verb] = { anchor: { kind: 'on-date', month, day, year, weekday: null }, said };
    draft.assumptions.push(
      `"${said}": the clocks in ${zone} change on ${MONTH_NAMES[month]} ${day}, ${year}, the date said; the runs before and after it are in the notes on daylight saving time.`,
    );
    return undefined;
  },
};
