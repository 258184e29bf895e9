import type { ScheduleProblem } from '../problem.js';
import { inexpressible, unparseable } from './draft.js';
import { isForeignTimeWord } from './foreignTimeWords.js';
import { isHonorific } from './honorifics.js';
import { isAsideWord } from './labels.js';
import { normalize } from './normalize.js';
import { isNameNumber } from './numberedNames.js';
import { clockText, durationOf, durationWords, hhmm, type OffsetReading, spellDurations } from './offsets.js';
import { WORD_SOURCE } from './parsers/zone.js';
import { DAY, MONTH } from './words.js';

/**
 * An event with its own time and days, then a reminder (or another action) at another time:
 * - "lectures MWF 9:05, remind me at 8:45", "court bookings open at 7:00 every day, remind me at 6:59",
 *   "sunday mass livestream starts 10:30, post the link at 10:15", "seminar thursdays 11-1, remind me at 10:50":
 *   the time said after the action runs, on the event's days (and in its zone); the event's time does not run;
 * - "thesis block every weekday 9 to 12, remind me at the start and the end", "reboot window tue+thu 0300-0330,
 *   just fire at 0300", "SDR call blocks 10-12 and 2-4 daily, ping at the start of each": the event's start, end,
 *   or each start;
 * - "customs cutoff wed 17:00 rotterdam, remind 3 hours before": a duration before the event's one time; across
 *   midnight the days move with it (settleOffsets), too far to say the day exactly is refused;
 * - "bin day is thursday, remind me wednesday at 9pm", "library closes at 10, remind me at 9:30pm on weeknights":
 *   the reminder with days of its own is read alone, what is said before it set aside.
 * A time without its half of the day is read against the event's: as written where that puts it before the event,
 * else the one reading that does, else the working day's hours ("fridays at 4, remind me at 2": 2 PM before 4 PM),
 * each said in a note; a reminder after the event's start (the same day, or the evening before?) is refused.
 * Looked at only when the phrase does not read as it is, nor through `offsets.ts`.
 */

const CLOCK = '(?:(?:[01]?\\d|2[0-3]):[0-5]\\d(?:\\s*[ap]m\\b)?|(?:1[0-2]|0?[1-9])\\s*[ap]m\\b|noon\\b|midnight\\b)';
const BARE = '(?:1[0-2]|0?[1-9])(?![\\d:.]|\\s*[ap]m\\b|st\\b|nd\\b|rd\\b|th\\b)';
const TIME = `(?:${CLOCK}|${BARE})`;
const RANGE = new RegExp(
  `(?<![\\w:/.+-])(?:(?:from|between)\\s+)?(?<a>${TIME})\\s*(?:-|to|until|till|through|and)\\s*(?<b>${TIME})(?![\\w:/.])`,
  'g',
);
const SINGLE = new RegExp(
  `(?<![\\w:/.+-])(?:(?:at|by|@)\\s*)?(?<t>${CLOCK})(?![\\w:/.])|(?:\\bat|\\bby|@)\\s*(?<bare>${BARE})`,
  'g',
);

const VERB =
  '(?:remind|warn|ping|alert|notify|post|send|announce|push|message|msg|email|text|page|tell|nudge|run|trigger|fire|kick(?:\\s+off)?|broadcast|publish|share|drop|bring|haul|turn|switch|dim|unlock)';
const TELL = /^(?:remind|warn|ping|alert|notify|message|msg|email|text|page|tell|nudge)$/;
const OBJECT = `(?:\\s+(?!(?:at|@|when|then|on|every|each|before|after|\\d)\\b|${DAY})(?:["\u201c]|[#@](?=[a-z]))?[a-z][a-z'-]*["\u201d]?){0,8}?`;
/** An action said as a noun before its time: "livestream check at 14:15", "attendance ping at 16:05". */
const DURATION =
  '(?:(?<dh>\\d{1,2}|an|one|a)\\s*(?:hours?|hrs?|h)(?:\\s*(?:and\\s+)?(?<dhm>\\d{1,2})\\s*(?:minutes?|mins?|m))?|(?<dm>\\d{1,3})\\s*(?:minutes?|mins?|m)|(?<half>half\\s+an?\\s+hour))';
const BEFORE_WORD = '(?:before|prior|ahead|earlier|early)';
/** A duration said without its groups, for a list of them. */
const DURATION_PLAIN = DURATION.replace(/\?<\w+>/g, '');
/**
 * An action said as a noun before its time or a duration before the event: "livestream check at 14:15",
 * "attendance ping at 16:05", "reminder 30 min before", "social post 10 min before".
 */
const ACTION_NOUN =
  '(?:check|ping|reminder|alert|notification|post|warning|announcement|text|email|message|notice|heads[-\\s]up)';
/** Whom an action said as a noun goes to: "heads-up to CS", "reminder to the crew" (no word of when). */
const TO_WHOM = `(?:\\s+to\\s+(?:the\\s+)?(?!${DAY}|${MONTH}|(?:every|each|daily|nightly|tomorrow|today|tonight|noon|midnight|the|a|an|at|on|all\\s+day)\\b)[a-z][a-z'-]*)?`;
const NOUN_ACTION = `(?:[a-z][a-z'-]*\\s+){0,2}?(?<noun>${ACTION_NOUN})${TO_WHOM}(?=\\s+(?:(?:on\\s+)?(?:the\\s+)?same\\s+(?:morning|day)\\s+)?(?:(?:at|@)\\s*(?:\\d|noon\\b|midnight\\b)|(?:[01]?\\d|2[0-3]):[0-5]\\d(?!\\d))|\\s+${DURATION_PLAIN}\\s+${BEFORE_WORD}\\b)`;
/** How what says when the action runs begins: a time, a day, a point of the event, a duration. */
const SPEC_START = `(?=(?:at|@|on|every|each|daily|nightly|week(?:day|end|night)s?|tomorrow|today|tonight|noon|midnight|(?:the\\s+)?same\\s+(?:morning|day)|the\\s+(?:day|start|end|beginning))\\b|(?:an?|one)\\s+(?:hours?|hrs?|h)\\b|half\\s+an?\\s+hour\\b|@|\\d|${DAY})`;
/** The event, then the action after a mark ("..., remind me", "...; ping", "... - post the link"). */
const SPLIT = new RegExp(
  `^(?<def>.+?)(?:\\s*[,;]\\s*|\\s+[-\u2013\u2014]\\s+|\\.\\s+)(?:(?:just|then|so|and|pls|please)\\s+)*(?<action>(?<verb>${VERB})(?<obj>${OBJECT})|${NOUN_ACTION})\\s+(?<spec>${SPEC_START}.+)$`,
);
const AT_SPEC = new RegExp(
  `^(?:(?:on\\s+)?(?:the\\s+)?same\\s+(?<part>morning|day)\\s+)?(?:(?:at|@)\\s*)?(?<t>${CLOCK}|${BARE})(?!\\s*(?:hours?|hrs?|h|minutes?|mins?|m|days?|weeks?)\\b)(?<tail>.*)$`,
);
const POINT_WORD = '(?:start|beginning|end|finish)';
const POINT_SPEC = new RegExp(
  `^(?:at|on)\\s+(?:the\\s+)?(?<p1>${POINT_WORD})(?:\\s+(?:and|&)\\s+(?:(?:at|on)\\s+)?(?:the\\s+)?(?<p2>${POINT_WORD}))?(?:\\s+of\\s+(?<of>it|them|that|each(?:\\s+one)?|every\\s+one|each\\s+block|the\\s+[a-z]+))?$`,
);
/** Days said after what runs ("send a reminder 30 min before, weekdays", "..., mon to fri nights"). */
const DAY_ITEM = `(?:${DAY}|week(?:day|end|night)s?\\b)`;
const DAYS_TAIL = `(?:(?:every|each)\\s+(?:day|night|evening|morning)\\b|daily\\b|nightly\\b|(?:on\\s+|every\\s+)?${DAY_ITEM}(?:\\s*(?:,|-|to|through|thru|and|&|/)?\\s*${DAY_ITEM})*(?:\\s+(?:nights|evenings|mornings))?)(?:\\s+only)?`;
/** "2 hours before and 30 mins before", "30 min before, weekdays": durations before the event, and days after them. */
const DURATIONS_SPEC = new RegExp(
  // ("graphics check 2h before and line check 1h before": each duration may name its own action, set aside)
  `^(?<list>${DURATION_PLAIN}\\s+${BEFORE_WORD}(?:\\s*(?:,\\s*and|,|and|&)\\s*(?:(?:[a-z][a-z'-]*\\s+){0,2}?${ACTION_NOUN}\\s+)?${DURATION_PLAIN}\\s+${BEFORE_WORD})*)(?:\\s+(?:it|that))?(?:\\s*,?\\s*(?<days>${DAYS_TAIL}))?$`,
);
/** "ping the desk at each", "alert at both, weekdays": at each of the event's times. */
const EACH_SPEC = new RegExp(
  `^(?:at|on)\\s+(?<which>each|both|every\\s+one|all)(?:\\s+(?:one|of\\s+(?:them|those|these)|times?))?(?:\\s*,?\\s*(?<days>${DAYS_TAIL}))?$`,
);
/** "send the 15 min warning": the duration said inside the action, before the event's one time. */
const DURATION_NOUN = new RegExp(
  `\\b(?<verb>${VERB})\\s+(?:the|a|an)\\s+(?<dur>${DURATION_PLAIN})\\s+(?<noun>warning|reminder|heads-up|heads\\s+up|notice|alert|call)\\s*$`,
);
const DURATION_ONE = new RegExp(`(?<dur>${DURATION})\\s+${BEFORE_WORD}`, 'g');
/** Words of something that happens at a time, so the time is what a reminder is about. */
const EVENT_WORD =
  /^(?:is|are|opens?|closes?|starts?|begins?|ends?|due|cut-?offs?|cutoffs?|deadlines?|window|windows|blocks?|meetings?|sits|meets|airs?|arrives?|shows?|sessions?|classes|departs?|leaves|drops|premieres?)$/;
/** Words a schedule is read from: kept in the rewrite for the grammar to read. */
const KEEP_WORD =
  /^(?:every|each|daily|nightly|weekly|monthly|on|the|of|at|and|or|&|\+|month|week|weekdays?|weekends?|weeknights?|working|business|days?|nights?|first|second|third|fourth|fifth|last|other|except|but|not|no|only|until|till|through|from|to|between|in|time|local|[0-9]+(?:st|nd|rd|th)?)$/;
/**
 * Names of things that happen at a time, which no one runs as a job: "trivia night", "kids matinee", "high tide". Said
 * as the event's name, the time beside them is the event's, and an action at another time ("post the promo at noon",
 * "bring the boats up at 17:30") is the run.
 */
const EVENT_NAME =
  /^(?:trivia|quiz|karaoke|bingo|matinees?|screenings?|tides?|gigs?|concerts?|recitals?|rehearsals?|lectures?|services?|premieres?|festivals?|tournaments?|kick-?off|tip-?off)$/;
/** A game's reset said with how often it comes ("weekly reset", "daily reset"): an event, not a job of the person's. */
const EVENT_PHRASE = /\b(?:weekly|daily)\s+reset\b/;
/**
 * Words that bound, narrow or thin out the days said with them; "until" and "till" before a date, not before a
 * clock ("late opening thursdays til 9" ends the evening, not the weeks).
 */
const NARROWING =
  /\b(?:except|excluding|exc|unless|but|not|no|never|only|skip(?:ping)?|other|alternate|odd|even|holidays?)\b|\b(?:until|till|til)\s+(?!(?:\d{1,2}(?::[0-5]\d)?\s*(?:[ap]m)?|noon|midnight)(?:\s*$|\s*[,;]|\s+(?!(?:st|nd|rd|th|of)\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))))/;
/** Jobs that run on their own, not events a reminder is about. */
const JOB_WORD =
  /^(?:backups?|syncs?|jobs?|exports?|imports?|builds?|deploys?|reports?|digests?|cleanups?|scans?|checks?|dumps?|snapshots?|etl|batch(?:es)?|purges?|refresh(?:es)?|rotations?|reindex|vacuum|pipelines?|scripts?|cron|tasks?|runs?)$/;
/** Words of a deadline: "report due ..." is when a job's report is due, an event, not the job's run. */
const DEADLINE_WORD = /^(?:due|deadlines?|cut-?offs?)$/;
/** Words that say which days: the event's days carry to the run. */
const DAYS_SAID = new RegExp(
  `\\b(?:${DAY}|week(?:day|end|night)s?|daily|nightly|every|each|tomorrow|today|tonight|(?:th|tu|sa|su|[mtwrfs]){2,7}\\b)|\\d(?:st|nd|rd|th)\\b|\\+`,
);
/** Days of the week said ("mon/fri", "thursdays", "weekdays"). */
const WEEK_DAYS = new RegExp(`\\b(?:${DAY}|week(?:day|end|night)s?\\b)`, 'i');
/** Names of events the name test would take for words of time or their slips ("seminar" holds "semi", "match" is near "march"). */
const EVENT_NOUN = /^(?:seminars?|semifinals?|match(?:es)?|exams?|mass)$/;
const CONNECTIVE = /^(?:for|the|of|a|an|my|our|their|with|to|in)$/;
/** Names of events that hold a word of time without saying when. */
const NAMED_HOURS =
  /\b(?:(?:happy|office|rush|lunch|visiting)\s+hours?|(?:\d(?:st|nd|rd|th)|first|second|third|day|night|late|early|morning|evening|swing|graveyard)\s+shifts?)\b/g;
/**
 * Words of an evening or a night in the event's words: its bare clocks are likely after noon. Not "date" nor "show"
 * ("due date", "release date", "show and tell" are any time of day), and not beside a word of the morning.
 */
const EVENING_WORD =
  /\b(?:(?:week|school)?nights?|evenings?|dinner|supper|party|pub|bed(?:time)?|late|tonight|drinks|gig|concert)\b/;
const MORNING_WORD = /\b(?:mornings?|breakfast|brunch|dawn|sunrise|am)\b/;
const eveningSaid = (def: string) => EVENING_WORD.test(def) && !MORNING_WORD.test(def);
/**
 * Verbs of a reminder, said before the event: only these (or a reminder named, "send the reminder", "reminder at")
 * take an evening's event's run for the hours before it; "post the results at 1" may come after.
 */
const BEFORE_VERB = /^(?:remind|ping|nudge|alert|notify|warn|tell|message|msg|text)$/;
const ZONE_WORD = new RegExp(`^(?:${WORD_SOURCE})$`);
const ZONE_ALL = new RegExp(`(?<=^|\\s)(?:${WORD_SOURCE})(?=$|\\s)`, 'g');
const OWN_DAYS = new RegExp(
  `\\b(?:${DAY}|${MONTH}|week(?:day|end|night)s?|daily|nightly|(?:every|each)\\s+(?:day|night|morning|evening)|tomorrow|today|tonight)|\\b\\d{1,2}(?:st|nd|rd|th)\\b`,
);
const THAT_DAY = /^\s*(?:on\s+)?(?:that|(?:the\s+)?same|the)\s+day\s*$/;
/** "last monday of november", "the first friday in june": a day of every year. */
const NTH_OF_MONTH = new RegExp(
  `\\b(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\\s+${DAY}\\s+(?:of|in)\\s+${MONTH}`,
  'g',
);
/**
 * Nothing but the event's clock after a bare ordinal weekday: "first monday after thanksgiving 9am", "kickoff first
 * monday back 9am", "open house second saturday in spring 10am" tie it to one event, not to every month; and no
 * such word before it either (the words said after the clock may be moved first: "after launch first monday 9am").
 */
const NO_TIE_BEFORE =
  '(?<!\\b(?:after|following|back|in|of|before|from|since|until|till|post|prior|once|this|next|coming)\\b.*)';
const CLOCK_ONLY_AFTER =
  '(?=\\s+(?:(?:at|@)\\s*)?(?:\\d{1,2}(?::[0-5]\\d)?\\s*(?:[ap]\\.?m\\.?)?|noon|midnight)(?:\\s*(?:-|\u2013|to)\\s*\\d{1,2}(?::[0-5]\\d)?\\s*(?:[ap]\\.?m\\.?)?)?\\s*$)';
/**
 * Days that come again: "every ...", "thursdays", "of each month", "last monday of november" (each year's), and "3rd
 * wednesday" (the grammar's day of every month).
 */
const RECURRING = new RegExp(
  `\\b(?:every|each|daily|nightly|week(?:day|end|night)s|of\\s+(?:the|each|every)\\s+month\\b|${DAY.replace('(?:s\\b|\\.|\\b)', 's\\b')}|(?:first|second|third|fourth|last|1st|2nd|3rd|4th)\\s+${DAY}\\s+(?:of|in)\\s+${MONTH}|${NO_TIE_BEFORE}(?:first|second|third|fourth|1st|2nd|3rd|4th)\\s+${DAY}${CLOCK_ONLY_AFTER})`,
);

interface Token {
  readonly text: string;
  /** The readings of its clock: one when its half of the day is said, two when not. */
  readonly options: readonly number[];
  readonly smallBare: boolean;
  /** Both readings of a clock whose half of the day is not said (kept when the event's is read as written). */
  readonly unsaid: readonly number[] | null;
}

function tokenOf(raw: string): Token {
  const t = raw.trim();
  if (t === 'noon') return { text: t, options: [720], smallBare: false, unsaid: null };
  if (t === 'midnight') return { text: t, options: [0], smallBare: false, unsaid: null };
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap]m)?$/.exec(t) as RegExpExecArray;
  const h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (m[3] !== undefined)
    return { text: t, options: [((h % 12) + (m[3] === 'pm' ? 12 : 0)) * 60 + min], smallBare: false, unsaid: null };
  // "06:59", "17:00", "0:30": on the 24-hour clock
  if (h === 0 || h > 12 || (m[2] !== undefined && /^0/.test(m[1] as string))) {
    return { text: t, options: [h * 60 + min], smallBare: false, unsaid: null };
  }
  const options = [(h % 12) * 60 + min + (h === 12 ? 720 : 0), ((h % 12) + 12) * 60 + min - (h === 12 ? 720 : 0)];
  return { text: t, options, smallBare: m[2] === undefined && h <= 6, unsaid: options };
}

/** An event's clock with its minutes ("9:05") reads as written, as the grammar reads it; a bare hour may vary. */
function eventClock(t: Token): Token {
  return /:/.test(t.text) && t.options.length === 2 ? { ...t, options: [t.options[0] as number] } : t;
}

/** Words of a closing time: a clock before 7 without its half of the day said is likely the afternoon's. */
const CLOSING = /\b(?:clos(?:es|e|ing)|shuts?|ends?|last\s+(?:orders|entry|call))\b/;
const WORKING = (x: number) => x >= 420 && x < 1140;
/** The longest a run may follow an event's one time and be taken for that day's ("starts 19:00, post at 19:02"). */
const SOON_AFTER = 30;

/** Before this, a clock's morning reading is the small hours: no one is reminded of an evening's event then. */
const SMALL_HOURS = 360;
/** Before this, a bare clock's written reading is the small hours, for a reminder as for the event it is about. */
const NIGHT_END = 300;

/**
 * An evening's event ("games every weeknight at 6:30", "poker night", "tonight") and a clock to run at, first:
 * the event's clocks whose half is not said are after noon (5 to 11 PM), and so is the run's where its morning
 * reading is the small hours ("send the reminder at 4:30": 4:30 PM); a run that may be the morning of the event
 * ("poker night is fridays at 8, remind me at 7") stays unclear.
 */
function eveningReading(tokens: readonly Token[], fits: (values: readonly number[]) => boolean): number[] | null {
  const [run, ...event] = tokens as [Token, ...Token[]];
  const values: number[] = [];
  if (run.unsaid !== null) {
    if ((run.unsaid[0] as number) >= SMALL_HOURS) return null;
    values.push(run.unsaid[1] as number);
  } else values.push(run.options[0] as number);
  for (const t of event) {
    const pm = t.unsaid?.[1] ?? (t.options[0] as number);
    if (t.unsaid !== null && pm < 17 * 60) return null;
    values.push(pm);
  }
  return fits(values) ? values : null;
}

/**
 * The readings of several clocks together, in order, each with the first as written (a half of the day said, else
 * as written except a bare hour of the small hours), else the one reading that fits, else the working day's.
 */
function settle(
  tokens: readonly Token[],
  fits: (values: readonly number[]) => boolean,
  gap: (values: readonly number[]) => number = () => 0,
  evening = false,
  runFirst = false,
  atRun = false,
  before = false,
): { values: number[]; how: 'written' | 'only' | 'working' | 'evening' } | null {
  // "poker night is fridays at 8, remind me at 7": an evening's event with a clock whose half is not said; a run
  // that is not a reminder ("post the results at 1") may as well come after the event: unclear
  if (evening && tokens.some((t) => t.unsaid !== null)) {
    const values = atRun && before ? eveningReading(tokens, fits) : null;
    return values === null ? null : { values, how: 'evening' };
  }
  let all: number[][] = [[]];
  for (const t of tokens) all = all.flatMap((v) => t.options.map((o) => [...v, o]));
  const written = tokens.map((t) => t.options[0] as number);
  const small = tokens.some((t) => t.smallBare);
  // "games every weekday at 6:30, send the reminder at 4:30", "maintenance sundays at 3:00, remind me at 2:30": a run
  // in the small hours as written, beside an event whose half is not said either, may as well be the afternoon's
  // (an hour alone, "fridays at 4, remind me at 2", is weighed below)
  if (atRun && !small && (written[0] as number) < NIGHT_END && tokens.every((t) => t.unsaid !== null)) return null;
  if (!small && fits(written)) return { values: written, how: 'written' };
  // of the readings that fit, those with the reminder nearest before the event
  const fitting = all.filter(fits);
  const least = Math.min(...fitting.map(gap));
  const valid = fitting.filter((v) => gap(v) === least);
  // a reminder's clock without its half of the day: the reminder may come after the event ("standup is at 9:30,
  // post the notes at 12"), so nearest before is no reason to pick its half
  const unsaid = runFirst && tokens[0]?.options.length === 2;
  // ("invoices every monday 10am, remind me at 4": nearest before is 4 AM, six hours ahead; a person would more
  // likely mean the afternoon: a clock whose half is not said is not put in the small hours by this reason alone)
  const smallGuess = valid[0]?.some((v, i) => (tokens[i]?.options.length ?? 0) === 2 && v < 7 * 60) ?? false;
  if (valid.length === 1 && !unsaid && !smallGuess) return { values: valid[0] as number[], how: 'only' };
  const working = valid.filter((v) => v.every(WORKING));
  // only where every other reading falls in the small hours ("2-4": 2 AM); "opens at 6, remind me at 5:30" may be
  // the early morning
  const others = valid.filter((v) => v !== working[0]);
  if (working.length === 1 && others.every((v) => v.every((x) => x < 300))) {
    return { values: working[0] as number[], how: 'working' };
  }
  return null;
}

const HOW = {
  written: ', as written (before noon)',
  only: ', the reading with the reminder nearest before the event',
  working: ', the hours of a working day',
  evening: ', the event being in the evening',
} as const;

const unclear = (said: string, why: string): ScheduleProblem =>
  unparseable(
    `In "${said}", which time runs is unclear: ${why}.`,
    'Say the time to run with its half of the day, e.g. "remind me at 2pm on fridays".',
  );

interface Span {
  readonly from: number;
  readonly to: number;
  readonly tokens: readonly Token[];
}

/** The event's times in the words before the action: ranges, and clocks said alone. */
function eventSpans(def: string): Span[] {
  const spans: Span[] = [];
  RANGE.lastIndex = 0;
  for (let m = RANGE.exec(def); m !== null; m = RANGE.exec(def)) {
    const g = m.groups as Record<string, string>;
    // "between 9 and 5" only with "between"; "and" alone joins a list
    if (/\band\b/.test(m[0]) && !/^between\b/.test(m[0])) continue;
    const a = tokenOf(g.a as string);
    const b = eventClock(tokenOf(g.b as string));
    // "5:30-8:30pm": a start without its half of the day shares the end's, where the range is then the shorter
    const end = b.options[0] as number;
    const shared = /pm$/.test(b.text) && a.options.length === 2 && (a.options[1] as number) < end;
    // "2-4am": a start without its half of the day before a morning's end is that morning's
    const morning = /am$/.test(b.text) && a.options.length === 2 && (a.options[0] as number) < end;
    const start = morning ? { ...a, options: [a.options[0] as number], smallBare: false, unsaid: null } : eventClock(a);
    spans.push({
      from: m.index,
      to: m.index + m[0].length,
      tokens: [shared ? { ...a, options: [a.options[1] as number] } : start, b],
    });
  }
  SINGLE.lastIndex = 0;
  for (let m = SINGLE.exec(def); m !== null; m = SINGLE.exec(def)) {
    const at = m.index;
    if (spans.some((s) => at < s.to && at + m[0].length > s.from)) continue;
    const t = m.groups?.t ?? m.groups?.bare;
    spans.push({ from: at, to: at + m[0].length, tokens: [eventClock(tokenOf(t as string))] });
  }
  return spans.sort((a, b) => a.from - b.from);
}

/**
 * A word said "only" before an event ("summer only:", "high season only:", "lent only:"): it may limit the runs, so it
 * is no name's; days said "only" ("weekdays only - court bookings open at 7:00") are read by the parsers as days.
 */
export const WHEN_ONLY = /\b(?<word>\p{L}+)\s+only\b(?!\s+\p{L})/iu;
const DAYS_ONLY = /^(?:weekdays?|weekends?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun)$/i;

/** The words before the event's first time that name it, blanked; null when a word there is neither name nor schedule. */
function withoutName(def: string, upTo: number): { text: string; name: string } | null {
  const head = def.slice(0, upTo).replace(NAMED_HOURS, (s) => s.replace(/\s+/g, '_'));
  // "summer only: court bookings open at 7:00": a part of the year or the week said "only" is no name's
  const only = WHEN_ONLY.exec(head)?.groups?.word;
  if (only !== undefined && !DAYS_ONLY.test(only)) return null;
  const words = [...head.matchAll(/\S+/g)].map((m) => ({ at: m.index, word: m[0] }));
  const kinds = words.map(({ word }, i) => {
    const w = word.replace(/[,:;]$/, '');
    if (w === '=' || w === ':') return 'mark';
    // "bus 14 leaves the depot at 07:05": the number of a name
    if (isNameNumber(words[i - 1]?.word, w, words[i + 1]?.word)) return 'name';
    if (/_/.test(w) && /^[a-z0-9_]+$/.test(w)) return 'name';
    if (ZONE_WORD.test(w)) return 'keep';
    if (CONNECTIVE.test(w)) return 'joint';
    // "Mr. Patel visits ...": a title before a person's name holds no time (honorifics.ts)
    if (isHonorific(w)) return 'name';
    if (EVENT_WORD.test(w)) return 'name';
    if (KEEP_WORD.test(w) || new RegExp(`^${DAY}$`).test(w) || new RegExp(`^${MONTH}$`).test(w)) return 'keep';
    if (isAsideWord(w, w) || EVENT_NOUN.test(w)) return 'name';
    // "vol coordinator", "color session w/ the dp", "trail race series": a plain word of no schedule, before the
    // event's first time, names it
    if (PLAIN_NAME.test(w) && !SCHEDULE_LIKE.test(w)) return 'name';
    return 'keep';
  });
  // "Mr. Sunday visits mon 3pm", "Mr. Weekday visits 3pm": a person's name after a title that is a word of time
  // (a day, a month) would be read as the event's days: which are they? Left unread
  if (kinds.some((k, i) => k === 'keep' && i > 0 && isHonorific((words[i - 1] as { word: string }).word))) return null;
  const name: string[] = [];
  let out = def;
  for (const [i, kind] of kinds.entries()) {
    const { at, word } = words[i] as { at: number; word: string };
    let blank = kind === 'name';
    if (kind === 'joint' || kind === 'mark') {
      const before = kinds.slice(0, i).findLast((k) => k !== 'joint');
      const after = kinds.slice(i + 1).find((k) => k !== 'joint');
      blank = before === 'name' && (kind === 'mark' || after === 'name' || after === 'mark');
    }
    if (!blank) continue;
    if (kind !== 'mark') name.push(word.replace(/_/g, ' ').replace(/[,:;]$/, ''));
    out = out.slice(0, at) + ' '.repeat(word.length) + out.slice(at + word.length);
  }
  if (name.length === 0) return null;
  return { text: out, name: name.join(' ') };
}

/** A booking's word right after a range of hours, before more words ("7-9am slot every weekday"). */
const SLOT_AFTER = /^\s+(slot|block|booking|session)\b(?=\s+\S)/;

/** Words said after a clock that are no name: "7am sharp", "9ish", "8 latest". */
const CLOCK_WORD = /^(?:sharp|prompt|promptly|exactly|precisely|ish|onwards?|latest|approx|start|end|the|a|an)$/;

/**
 * "tmrw 7am pour", "sat 10am soccer game", "thursdays 4:15 piano": the event's name said after its day and time, with
 * no name before them, is said first ("pour tmrw 7am"), as the readers of an event's name take it. Left as it was when
 * a word after the time may say when or where (a zone, "sharp", "daily"), or a name is said before the time too.
 */
function nameFirst(def: string): string {
  const spans = eventSpans(def);
  const first = spans[0];
  const last = spans.at(-1);
  if (first === undefined || last === undefined) return def;
  // "FACS sorter 7-9am slot every weekday": a booking's word right after its hours, said before them
  const slot = SLOT_AFTER.exec(def.slice(first.to));
  if (slot !== null && first.tokens.length === 2) {
    return `${def.slice(0, first.from)}${slot[1]} ${def.slice(first.from, first.to)}${def.slice(first.to + slot[0].length)}`;
  }
  const words = def.slice(last.to).trim().split(/\s+/);
  if (words.length === 0 || words.length > 3 || words[0] === '') return def;
  const plain = (w: string) =>
    PLAIN_NAME.test(w) && !SCHEDULE_LIKE.test(w) && !ZONE_WORD.test(w) && !CLOCK_WORD.test(w);
  if (!words.every(plain) || !/^[a-z]/.test(words[0] as string)) return def;
  // what is said before the time is days and dates only, no name of its own
  if (withoutName(def, first.from) !== null) return def;
  return `${words.join(' ')} ${def.slice(0, last.to).trim()}`;
}

/** A plain word ("coordinator", "w/", "dp"). */
const PLAIN_NAME = /^(?:[a-z][a-z'-]*|w\/)$/;
/**
 * Words that may say when or whether something runs, or hedge it: kept for the grammar to read (or refuse), never
 * set aside as a name.
 */
const SCHEDULE_LIKE =
  /week|night|day|dail|month|year|annu|fortnight|altern|^odd$|^even$|twice|thrice|once|quarter|hour|minute|term|semester|holiday|^bank$|school|trading|public|lunar|next|this|coming|tomorrow|today|tonight|^mid|early|late|^end|start|begin|morning|evening|afternoon|noon|midnight|except|skip|unless|until|till|maybe|perhaps|possibl|probabl|might|tentativ|cancel|paus|never|^not?$|n't$|without|sometimes|usually|only|also|again|time|local|zone|^[ap]m$|^(?:if|or|and|but|then|when|while|during|per|via|plus|minus|off|on|at|in|by|from|to|every|each|all|any|some|other|alt|bi|semi)$|(?:^|[-/'])(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|^(?:th|tu|sa|su|[mtwrfs]){2,7}$/;
const NOT_NAME = '(?!(?:every|each|other|the|a|an|one|this|next|last|same|working|business|week|school|is|are|on)\\b)';
const DAY_NAME = new RegExp(
  `^(?:${NOT_NAME}[a-z][a-z'-]*\\s+){0,3}${NOT_NAME}[a-z][a-z'-]*\\s+day(?=\\s+(?:(?:is|are)\\s+)?(?:every|each|on|${DAY}))`,
);

/**
 * "library bag day every thursday, remind at 7:30am": an event with days and no time, and a reminder at a clock in
 * the morning, on the event's days; a clock after noon or without its half of the day may be the evening before.
 */
function dayOnly(
  def: string,
  at: RegExpExecArray | null,
  tell: boolean,
  action: string,
  spec: string,
  said: string,
): OffsetReading | ScheduleProblem | null {
  // "..., remind at 5am that day": the event's own day, said again
  const tail = (at?.groups?.tail ?? '').trim();
  if (!at?.groups || !tell || (tail !== '' && !THAT_DAY.test(tail))) return null;
  if (!RECURRING.test(def)) return null;
  // "library bag day every thursday": a day's name before the days it is on
  const joined = def.replace(DAY_NAME, (m) => m.replace(/\s+/g, '_'));
  const named = withoutName(joined, joined.length);
  // ("TTB excise report due the 14th of each month": a job's word with a deadline's is what the reminder is about)
  const words = named?.name.split(/\s+/) ?? [];
  if (named === null || (words.some((w) => JOB_WORD.test(w)) && !words.some((w) => DEADLINE_WORD.test(w)))) return null;
  const run = tokenOf(at.groups.t as string);
  const value = run.options[0] as number;
  if (run.unsaid !== null || value >= 720) {
    return unclear(said, `"${at.groups.t}" could be on the day itself or the evening before`);
  }
  return {
    text: `${named.text.trim()} at ${clockText(value)}`,
    times: [value],
    shifts: [0],
    notes: [
      `Read "${def.trim()}" as the days of the event ("${named.name}"), not a run: runs at ${hhmm(value)} ("${action} ${spec}") on those days.`,
    ],
  };
}

const LIST_ITEM = '(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?';
/** "11, 1 and 3", "10, 11:30, 1, 2:30 and 4": bare clocks listed, none with its half of the day. */
const BARE_LIST = new RegExp(
  `(?<![\\w:/.+-])(?<list>${LIST_ITEM}(?:\\s*,\\s*${LIST_ITEM})*\\s*,?\\s*(?:and|&)\\s*${LIST_ITEM})(?![\\w:/.]|\\s*(?:[ap]\\.?m\\b|o'?clock|hours?\\b|hrs?\\b|h\\b|minutes?\\b|mins?\\b|m\\b|days?\\b|weeks?\\b|-|to\\b|till?\\b|until\\b))`,
);
/** Every other week, said of an event. */
const OTHER_WEEKS =
  /\b(?:every\s+(?:other|second|alternate)\s+(?:week|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:bi-?weekly|fortnightly|every\s+2\s+weeks|every\s+two\s+weeks))\b/;

/** The note of a rule read as a reminder before an event, whose times are the event's, not runs (also offsets.ts'). */
const EVENT_READ = /as the time (?:of the event|the action is about), not a run|as the days of the event/;

/** Whether a rule's notes say it was read as a reminder before an event. */
export function readAsEvent(assumptions: readonly string[]): boolean {
  return assumptions.some((a) => EVENT_READ.test(a));
}

export const MARK_VERB = new RegExp(
  `(?:\\s*[,;]\\s*|\\s+[-\u2013\u2014]\\s+|\\.\\s+)(?:(?:just|then|so|and|pls|please)\\s+)*(?:${VERB}\\b|${NOUN_ACTION})`,
);

/**
 * A list of bare clocks before the action ("planetarium shows 11, 1 and 3 on weekends"), read as the one reading
 * in order within a day (11:00, 13:00, 15:00) and rewritten with their halves of the day; refused when more than
 * one reading is in order ("7, 9 and 11"). Null when there is no such list.
 */
function orderedList(text: string): { text: string; note: string } | ScheduleProblem | null {
  const mark = MARK_VERB.exec(text);
  if (mark === null) return null;
  const m = BARE_LIST.exec(text.slice(0, mark.index));
  if (!m?.groups) return null;
  const items = (m.groups.list as string).split(/\s*(?:,\s*(?:and|&)?|and|&)\s*/).filter((x) => x !== '');
  if (items.length < 2 || items.length > 8) return null;
  let all: number[][] = [[]];
  for (const item of items) all = all.flatMap((v) => (tokenOf(item).options as number[]).map((o) => [...v, o]));
  const inOrder = all.filter((v) => v.every((x, i) => i === 0 || x > (v[i - 1] as number)));
  const said = m.groups.list as string;
  if (inOrder.length !== 1) {
    return unclear(text, `"${said}" could each be either half of the day`);
  }
  const values = inOrder[0] as number[];
  const clocks = values.map(clockText);
  const rewritten = `${clocks.slice(0, -1).join(', ')} and ${clocks.at(-1)}`;
  return {
    text: text.slice(0, m.index) + rewritten + text.slice(m.index + said.length),
    note: `"${said}" read as ${values.map(hhmm).join(', ')}, the one reading in order within a day; say "am" or "pm" if not.`,
  };
}

/** The phrase rewritten with the times that run, or a refusal, or null when it is not an event and a reminder. */
/** The English months and days, which the name lists of other languages hold too ("november", "april"). */
const ENGLISH_WHEN =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/;

/** Words that add runs to those said before ("as well", "too", "also"). */
export const ALSO = /\b(?:as\s+well|too|also|in\s+addition|additionally)\b/i;

/** A part of the day right before an event's time ("thursday evening 7pm", "every evening at"), and right after it. */
const EVENT_PART_BEFORE = /\b(?:in\s+the\s+)?(morning|afternoon|evening)s?\s*(?:at\s+|@\s*)?$/;
const EVENT_PART_AFTER = /^\s*(?:in\s+the\s+)(morning|afternoon|evening)\b/;

export function eventReminder(phrase: string): OffsetReading | ScheduleProblem | null {
  const lower = phrase.toLowerCase();
  if (
    !/remind|warn|ping|alert|notify|post|send|announce|push|message|msg|email|text|page|tell|nudge|run|trigger|fire|kick|broadcast|publish|share|drop|check|heads|bring|haul|turn|switch|dim|unlock/.test(
      lower,
    )
  )
    return null;
  // "0300-0330": the end of a range on the 24-hour clock written as the start is
  // "due sunday 11:59pm → remind at 9pm": an arrow before the action marks it as a dash does
  const marked = lower
    .replace(/\b(?:tmrw|tmrow|tmorrow|2moro|2morrow|2morow)\b/g, 'tomorrow')
    .replace(new RegExp(`\\s*(?:\u2192|->|=>)\\s*(?=${VERB}\\b)`, 'g'), ' - ');
  // "shows 11, 1 and 3": a list of bare clocks in the event's words, read in order within the day
  const listed = orderedList(marked);
  const text = normalize(spellDurations(listed !== null && 'text' in listed ? listed.text : marked))
    .replace(/(\b\d{1,2}:\d{2})\s*-\s*([01]\d|2[0-3])([0-5]\d)\b/g, '$1-$2:$3')
    // "send the 15 min warning": a duration before the event, said inside the action
    .replace(DURATION_NOUN, '$<verb> the $<noun> $<dur> before');
  const split = SPLIT.exec(text);
  if (!split?.groups) return null;
  if (listed !== null && 'code' in listed) return listed;
  const g = split.groups as Record<string, string>;
  const def = nameFirst(g.def as string);
  const verb = (g.verb ?? g.noun ?? '').trim();
  const action = (g.action as string).trim();
  const spec = (g.spec as string).trim();
  const spans = eventSpans(def);
  // "recycling is every other week on thursday, remind me wednesday night": a reminder of what comes every other
  // week comes every other week too, which CRON fields cannot say
  const other = OTHER_WEEKS.exec(def);
  if (other !== null) {
    return inexpressible(
      `"${def.trim()}" comes ${other[0]}: a reminder of it would too, and CRON fields cannot count weeks.`,
      'Schedule the reminder every week and skip the weeks without it, or say the dates of the runs.',
    );
  }
  // "riunione a settimane alterne ...": a word of when in another language, unread, in the event's words
  // (English months and days that other languages share, "november", "april", are the event's own words)
  if (def.split(/[^\p{L}]+/u).some((w) => w !== '' && isForeignTimeWord(w) && !ENGLISH_WHEN.test(w))) return null;
  // "send a reminder", "send the agenda reminder": a reminder sent tells as "remind" does
  const tell = TELL.test(verb) || /\b(?:reminders?|alerts?|notifications?|heads[-\s]up|warnings?)\b/.test(action);
  const said = text;

  // the reminder has days of its own: what is said before is what it is about ("bin day is thursday, ...")
  const at = AT_SPEC.exec(spec);
  // durations before the event, with the days after them ("send a reminder 30 min before, weekdays")
  const durs = at ? null : DURATIONS_SPEC.exec(spec);
  // "ping the desk at each", "alert at both, weekdays": at each of the event's times
  const eachSpec = at || durs ? null : EACH_SPEC.exec(spec);
  const tailDays = (durs?.groups?.days ?? eachSpec?.groups?.days ?? '').trim();
  const own = durs === null && eachSpec === null && OWN_DAYS.test(spec) && !THAT_DAY.test(at?.groups?.tail ?? '');
  // a date said before ("due 31 january") is another class of phrase: the run's day of the month may be of it
  // ("last monday of november" is a day of every year, not a date)
  const dated = new RegExp(`\\b${MONTH}\\b|\\b\\d{1,2}/\\d{1,2}\\b`).test(def.replace(NTH_OF_MONTH, ' '));
  if (dated) return null;
  if (own) {
    if (!tell) return null;
    // "cutoff every thursday 16:00, remind every day at 14:00 as well": the reminder's runs are besides the event's,
    // not instead of them (alsoClocks.ts reads a second clock said so)
    if (ALSO.test(spec)) return null;
    // "library closes at 10pm except fridays, remind me at 9:30pm on weeknights": a word that bounds or narrows the
    // event's days would narrow the reminder's too, which is read alone: left unread
    if (NARROWING.test(def)) return null;
    // "pickup line opens 2:50, ping the guards 2:40 weekdays": a bare clock from 1 to 6 for a reminder is as likely
    // the afternoon, beside an event's clock as alone
    const small = /(?<![\d:])([1-6]:[0-5]\d)(?![\d:]|\s*[ap]\.?m\b)/.exec(spec);
    if (small) return unclear(said, `"${small[1]}" for a reminder could be in the morning or the afternoon`);
    const eventWords = def.split(/\s+/).some((w) => EVENT_WORD.test(w) && !/^(?:window|windows|blocks?)$/.test(w));
    // "vans back at depot by 7pm - ping stragglers at 6:45pm weekdays": one time said with "by" is a deadline, what
    // the reminder is about
    const deadline = spans.length === 1 && /^by\b/.test(def.slice(spans[0]?.from ?? 0).trim());
    if (spans.length > 0 && !eventWords && !deadline) return null;
    const named = withoutName(def, spans[0]?.from ?? def.length);
    if (named === null) return null;
    // (nothing else said with it: "by 7pm except fridays" would be dropped; a job's deadline may be a run of its own)
    if (deadline) {
      const span = spans[0] as Span;
      const left = named.text.slice(0, span.from).trim().split(/\s+/);
      if (def.slice(span.to).trim() !== '' || !left.every((w) => /^(?:at|in|to|the|of|a|an|and|&)?$/.test(w))) {
        return null;
      }
      if (named.name.split(/\s+/).some((w) => JOB_WORD.test(w))) return null;
    }
    const zones = def.match(ZONE_ALL) ?? [];
    // "Tokyo office is closed mondays, remind me sundays at 6pm": the place is the event's, the reminder's clock
    // may be the person's own
    if (zones.length > 0) return null;
    return {
      text: `${action} ${spec}${zones.length > 0 ? ` ${zones.join(' ')}` : ''}`,
      times: null,
      shifts: [0],
      notes: [`Read "${def.trim()}" as what the reminder is about, not a run: it runs when the reminder says.`],
    };
  }
  if (spans.length === 0) return dayOnly(def, at, tell, action, spec, said);
  const first = spans[0] as Span;
  const last = spans.at(-1) as Span;
  const named = withoutName(def, first.from);
  if (named === null) return null;
  const isRange = spans.every((s) => s.tokens.length === 2);
  // a time alone before "post at ..." may be a run of its own: only an event's words make it what the action is about
  const eventWords =
    named.name.split(/\s+/).some((w) => EVENT_WORD.test(w) || EVENT_NAME.test(w)) || EVENT_PHRASE.test(def);
  // (a duration before it says the time is the event's: "round every wed 11:00, send the checklist 30 minutes earlier")
  if (!tell && !isRange && !eventWords && durs === null) return null;
  // a job of its own ("sync 9am daily, remind me at 8:50") may run beside the reminder
  // ("report is 9am daily, send at 8am": the report's own time, or when the send is about?)
  if ((!eventWords || !tell) && named.name.split(/\s+/).some((w) => JOB_WORD.test(w))) return null;
  // the days the event is on carry to the run: said, else a time alone may be once or every day
  // "3rd shift" names a shift, not a day of the month
  const defDays = DAYS_SAID.test(def.replace(/\b\d(?:st|nd|rd|th)\s+shift\b/g, 'shift'));
  if (!defDays && tailDays === '') return null;
  // days said both with the event and after the reminder: whose are they?
  if (tailDays !== '' && defDays) return null;

  let runs: number[];
  let shifts: number[] = [];
  let tail = '';
  const notes: string[] = listed === null ? [] : [listed.note];
  const eventSaid = def.slice(first.from, last.to).trim();
  // "class 9:00 at 10:30": two clocks with only "at" between them are no list of the event's times (which is it?)
  const atOnly = (s: Span, i: number) =>
    i > 0 &&
    /^\s*(?:at|@)\s*$/.test(def.slice((spans[i - 1] as Span).to, s.to).replace(/\d[\s\S]*$/, '')) &&
    !/\d\s*[ap](?:\.?m\.?)?(?![\p{L}])/iu.test(def.slice((spans[i - 1] as Span).from, s.to));
  if (spans.some(atOnly)) {
    return unclear(said, `"${eventSaid}" gives two times for the event, one after "at"`);
  }
  const label = `Read "${eventSaid}" ("${named.name}") as the time of the event`;
  const rangeFits = (v: readonly number[]) =>
    (v[1] as number) > (v[0] as number) && (v[1] as number) - (v[0] as number) <= 720;
  if (at?.groups) {
    if (spans.length !== 1) return unclear(said, `"${at.groups.t}" is said beside several times of the event`);
    let runToken = tokenOf(at.groups.t as string);
    // "reminder the same morning at 8": the morning's reading of a clock whose half is not said
    if (at.groups.part === 'morning') {
      const am = runToken.options[0] as number;
      if (am >= 720) return unclear(said, `"${at.groups.t}" is not in the morning`);
      runToken = { ...runToken, options: [am], unsaid: null, smallBare: false };
    }
    const ev = first.tokens;
    // clocks whose half of the day is said: a range past midnight is a night's ("11pm-3am"), and a run a little
    // after a start is that day's ("stream starts 19:00, post at 19:02")
    const fixed = ev.every((t) => t.options.length === 1);
    const got = settle(
      [runToken, ...ev],
      (v) => {
        const r = v[0] as number;
        const s = v[1] as number;
        const e = v[2];
        if (e !== undefined) {
          const overnight = e < s;
          const length = (e - s + 1440) % 1440;
          if (length === 0 || length > 720 || (overnight && !fixed)) return false;
          if (r >= s && (overnight || r <= e)) return true;
        }
        if (r <= s && s - r < 720) return true;
        return e === undefined && fixed && runToken.options.length === 1 && r > s && r - s <= SOON_AFTER;
      },
      (v) => Math.max(0, (v[1] as number) - (v[0] as number)),
      eveningSaid(def),
      // nearest before picks a bare reminder's half only for a reminder before an event whose half is said
      !(/^(?:remind|warn|ping|alert|nudge|notify|tell)/.test(verb) && ev.some((t) => t.options.length === 1)),
      true,
      BEFORE_VERB.test(verb) || /\b(?:reminders?|heads[-\s]up|alerts?|notifications?|warnings?)\b/.test(action),
    );
    // "course on wednesdays at 9, reminder at 8:30", "course on the 1st at 9, reminder at 8": the event's bare hour,
    // which no word puts in a half of the day (the house refuses "fridays at 4" both ways), and a run whose half is
    // not said either: read as written by nothing but their order, so refused, on whatever days (a range, "9-12",
    // is placed by its length)
    const bareEvent = ev.find((t) => t.unsaid !== null && !t.text.includes(':'));
    if (got?.how === 'written' && runToken.unsaid !== null && ev.length === 1 && bareEvent !== undefined) {
      return unclear(said, `"${at.groups.t}" and "${bareEvent.text}" could each be either half of the day`);
    }
    if (got === null) {
      const s = ev[0]?.options[0] as number;
      const after = runToken.options.filter((r) => r > s);
      if (ev.every((t) => t.options.length === 1) && after.length === runToken.options.length) {
        const r = Math.min(...after);
        return unclear(said, `${hhmm(r)} comes after ${hhmm(s)}, so it could be either that day or the day before`);
      }
      return unclear(said, `"${at.groups.t}" and ${eventSaid} could each be either half of the day`);
    }
    const run = got.values[0] as number;
    runs = [run];
    shifts = [0];
    tail = (at.groups.tail ?? '').trim();
    if (THAT_DAY.test(tail)) {
      if (!RECURRING.test(def)) {
        return unclear(said, `"${tail}" could be one day or the same day every week`);
      }
      tail = '';
    }
    if (tail !== '') return null;
    notes.push(`${label}, not a run: runs at ${hhmm(run)} ("${action} ${spec}").`);
    const s = got.values[1] as number;
    if (ev.length === 1 && run > s) {
      notes.push(`${hhmm(run)} is ${durationWords(run - s)} after ${hhmm(s)}: read as the same day's.`);
    }
    if (got.how !== 'written' || [runToken, ...ev].some((t) => t.options.length > 1)) {
      const all = [runToken, ...ev];
      const how =
        got.how === 'evening' && runToken.unsaid !== null
          ? `${HOW.evening} and ${hhmm(runToken.unsaid[0] as number)} in the small hours`
          : HOW[got.how];
      notes.push(
        `${all.map((t) => `"${t.text}"`).join(', ')} read as ${got.values.map(hhmm).join(', ')}${how}; say "am" or "pm" if not.`,
      );
    }
  } else {
    const point = POINT_SPEC.exec(spec);
    if (!point?.groups && durs === null && eachSpec === null) return null;
    // "closes 4:45 on saturdays": a clock in the small hours as written, with no half of the day said, may be the
    // afternoon's; a closing time before 7 as written ("shop closes 5:30") is likely the afternoon's too
    const closing = CLOSING.test(def);
    const small = spans
      .flatMap((s) => s.tokens)
      .find(
        (t) => t.unsaid !== null && t.options.length === 1 && (t.options[0] as number) < (closing ? 420 : NIGHT_END),
      );
    if (small !== undefined && (durs !== null || eachSpec !== null)) {
      return unclear(said, `"${small.text}" could be either half of the day`);
    }
    const settled: { start: number; end: number | null }[] = [];
    for (const span of spans) {
      const got = settle(span.tokens, span.tokens.length === 2 ? rangeFits : () => true, () => 0, eveningSaid(def));
      if (got === null) {
        // a range on the 24-hour clock past midnight ("22:00-06:00")
        const fixed = span.tokens.every((t) => t.unsaid === null);
        if (!fixed) return unclear(said, `${def.slice(span.from, span.to).trim()} could be either half of the day`);
        settled.push({ start: span.tokens[0]?.options[0] as number, end: span.tokens[1]?.options[0] ?? null });
        continue;
      }
      if (span.tokens.some((t) => t.options.length > 1)) {
        notes.push(
          `"${def.slice(span.from, span.to).trim()}" read as ${got.values.map(hhmm).join('-')}${HOW[got.how]}; say "am" or "pm" if not.`,
        );
      }
      settled.push({ start: got.values[0] as number, end: got.values[1] ?? null });
    }
    if (eachSpec?.groups) {
      // "shows 11am, 1pm and 3pm, ping at each": each single time; a range has a start and an end
      if (spans.some((s) => s.tokens.length !== 1)) return unclear(said, `"${spec}" is said beside a range`);
      const which = eachSpec.groups.which as string;
      if (spans.length < 2 || (which === 'both' && spans.length !== 2)) {
        return unclear(said, `"${spec}" is said beside ${spans.length} time${spans.length === 1 ? '' : 's'}`);
      }
      runs = settled.map((s) => s.start);
      shifts = runs.map(() => 0);
      notes.push(`${label}: runs at each, ${runs.map(hhmm).join(', ')}.`);
    } else if (point?.groups) {
      const each = /^(?:each|every)/.test(point.groups.of ?? '');
      if (spans.length > 1 && !each) return unclear(said, `${eventSaid} has several starts`);
      const wants = [point.groups.p1, point.groups.p2].filter((p) => p !== undefined) as string[];
      runs = [];
      for (const p of wants) {
        for (const s of settled) {
          if (/^(?:end|finish)$/.test(p)) {
            if (s.end === null) return unclear(said, `no end of ${eventSaid} is said`);
            runs.push(s.end);
            shifts.push(s.end < s.start ? 1 : 0);
          } else {
            runs.push(s.start);
            shifts.push(0);
          }
        }
      }
      notes.push(`${label}: runs at ${wants.map((p) => `its ${p}`).join(' and ')}, ${runs.map(hhmm).join(', ')}.`);
    } else {
      // before an event said as a range is before its start ("8pm-midnight tue/thu/sat, ping 5 min before"); before
      // several times said alone ("carer arrives 7am and 7pm"), before each
      if (spans.length !== 1 && spans.some((s) => s.tokens.length !== 1)) {
        return unclear(said, `"${spec}" could be of more than one time of ${eventSaid}`);
      }
      const list = (durs as RegExpExecArray).groups?.list as string;
      runs = [];
      shifts = [];
      for (const [i, span] of spans.entries()) {
        const start = (settled[i] as { start: number }).start;
        // a time whose half of the day is said (or on the 24-hour clock) says the day exactly however far before it
        const exact = span.tokens.every((t) => t.unsaid === null);
        for (const t of span.tokens) {
          if (t.unsaid !== null && t.options.length === 1) {
            notes.push(`"${t.text}" read as ${hhmm(t.options[0] as number)}, as written; say "am" or "pm" if not.`);
          }
        }
        for (const m of list.matchAll(DURATION_ONE)) {
          const minutes = durationOf(m.groups as Record<string, string>) ?? 0;
          if (minutes >= 720 && !exact) {
            return unclear(said, `${durationWords(minutes)} is too far from the event to say the day`);
          }
          const t = start - minutes;
          const shift = Math.floor(t / 1440);
          runs.push(((t % 1440) + 1440) % 1440);
          shifts.push(shift);
          const day = shift === 0 ? '' : shift === -1 ? ', on the day before' : `, ${-shift} days before`;
          notes.push(
            `${label}: runs ${durationWords(minutes)} before ${first.tokens.length === 2 ? 'its start' : spans.length > 1 ? 'each' : 'it'}, ${hhmm(t)} (${hhmm(start)} − ${durationWords(minutes)})${day}.`,
          );
        }
      }
      if (tailDays !== '' && shifts.some((x) => x !== 0)) {
        return unclear(said, `"${tailDays}" could be the event's days or the reminder's, which differ across midnight`);
      }
    }
    // "visits mon/fri 11, remind the nurse an hour before", "visits mon/fri 4, ...": the event's one bare hour on days
    // of the week, which no word puts in a half of the day (the house refuses "fridays at 4" both ways): refused, as
    // with a reminder's clock ("course on wednesdays at 9, reminder at 8"); a closing time is the working day's
    const one = spans.length === 1 ? spans[0]?.tokens : undefined;
    const bare = one?.length === 1 && one[0]?.unsaid !== null && !/:/.test(one[0]?.text ?? ':') ? one[0] : undefined;
    if (bare !== undefined && !closing && WEEK_DAYS.test(`${def} ${tailDays}`)) {
      return unclear(said, `"${bare.text}" on days of the week could be either half of the day`);
    }
  }
  // the event's times give way to the times that run; its name is set aside
  let out = named.text;
  // "11am, 1pm and 3pm", "starts 11:00, discharge 17:00": what joins several times, or names each, is set aside
  for (const [i, span] of spans.slice(1).entries()) {
    const from = (spans[i] as Span).to;
    const gap = out.slice(from, span.from);
    const words = gap.match(/[a-z][a-z'-]*/g) ?? [];
    const joins = /^[\s,&]*(?:and\b)?[\s,]*$/.test(gap);
    const names =
      words.length <= 3 &&
      words.every((w) => !KEEP_WORD.test(w) && !ZONE_WORD.test(w) && !new RegExp(`^${DAY}$`).test(w));
    if (!joins && !names) return null;
    out = out.slice(0, from) + ' '.repeat(gap.length) + out.slice(span.from);
  }
  // "book club every thursday evening 7pm, reminder at 9am": the event's part of the day, right before or after its
  // time, is not the runs' (each run's half is said with it): set aside with the event's time
  const pm = runs.map((r) => r >= 720);
  const halfOf = (part: string) => part !== 'morning';
  const partBefore = EVENT_PART_BEFORE.exec(out.slice(0, first.from));
  if (partBefore?.[1] !== undefined && pm.some((p) => p !== halfOf(partBefore[1] as string))) {
    const at = first.from - partBefore[0].length;
    out = out.slice(0, at) + ' '.repeat(partBefore[0].length) + out.slice(first.from);
  }
  const partAfter = EVENT_PART_AFTER.exec(out.slice(first.to));
  if (partAfter?.[1] !== undefined && pm.some((p) => p !== halfOf(partAfter[1] as string))) {
    out = out.slice(0, first.to) + ' '.repeat(partAfter[0].length) + out.slice(first.to + partAfter[0].length);
  }
  for (const span of [...spans].reverse()) {
    const by = span === first ? `at ${runs.map(clockText).join(', ')}` : '';
    out = out.slice(0, span.from) + by + ' '.repeat(Math.max(0, span.to - span.from - by.length)) + out.slice(span.to);
  }
  out = out.replace(/^[\s,:;=-]+/, '').replace(/[\s,:;=-]+$/, '');
  return { text: tailDays === '' ? out : `${out} ${tailDays}`, times: runs, shifts, notes };
}
