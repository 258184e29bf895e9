import type { LocalTime, Weekday } from '../intent.js';
import { fail, type Outcome, ok } from '../problem.js';
import { saidRight, tidyCorrection } from './correctionTails.js';
import type { IntentDraft } from './draft.js';
import { splitInsteadOf, swapInsteadOfDays } from './insteadOfDays.js';
import { type ReadOptions, readDraft } from './read.js';
import { weekdayOf } from './words.js';

/**
 * A person correcting themselves in the message: "every monday 9am, no wait, 10am", "daily at 8 — sorry, 8:30",
 * "tuesdays at 2pm (actually make that wednesdays)", "every 15 min — no, every 30". Looked at only when the phrase
 * does not read whole. The phrase is cut at each correction word; the words before are read, then each part after a
 * correction word is read on its own and replaces what the earlier words said of the same kind (a time the times, a
 * day rule the days, an interval the interval, a zone the zone), everything else said earlier staying. "Not ..." and
 * "scratch the ..." take out or deny rather than replace ("twice a day 9 and 21, scratch the 21", "6pm Eastern not
 * Pacific", "not the server's"). Every correction read says so in a note; a correction that is not of a kind said
 * before, or denies what is left, or adds rather than replaces ("sorry, and fridays"), is refused: never guessed.
 */

/**
 * "o wait it moved to thurs", "oh wait, it's been moved to 10am", "actually it got pushed to friday": a word of
 * correction, then the thing said to have moved; what follows "to" replaces what was said. "Moved to" alone, with no
 * word of correction before it, is not one ("backups 2am, moved to S3" is what the job does).
 */
const WAIT_MOVED =
  "(?:(?:oh?|ah|no)\\s*,?\\s*)?(?:wait|actually|sorry|update\\s*:?)\\s*,?\\s*(?:it|that|this|the\\s+\\w+)?(?:'s|\\s+is|\\s+was|\\s+has|\\s+got|\\s+has\\s+been|'s\\s+been|\\s+was\\s+)?\\s*(?:moved|changed|shifted|pushed(?:\\s+back)?|brought\\s+forward|been\\s+moved)\\s+to";
/** Words that say what follows replaces something said before. */
const REPLACE = `${WAIT_MOVED}|no\\s*,?\\s*sorry(?:\\s*,?\\s*i\\s+mean[t]?)?|\\*(?=\\d[^*]*$)|no\\s*,?\\s*wait|wait\\s*,?\\s*no|wait\\s*,?\\s*i\\s+mean[t]?|(?:oh?\\s*,?\\s*|ah\\s*,?\\s*)?wait|nope(?:\\s*,?\\s*(?:make\\s+(?:that|it)|i\\s+mean[t]?))?|oops(?:\\s*,?\\s*i\\s+mean[t]?)?|sorry(?:\\s*,?\\s*i\\s+mean[t]?)?|i\\s+mean[t]?|erm?|ugh|scratch\\s+that|correction\\s*:?|\\*?edit\\s*:|(?:no\\s*,?\\s*)?actually(?:\\s*,?\\s*make\\s+(?:that|it))?|make\\s+that|or\\s+rather|no\\s*[,—–-]?\\s*make\\s+(?:that|it)|(?:(?:pls|plz|please)\\s+)?(?:(?:move|change|push|shift|switch|bump)\\s+(?:(?:it|that|this)\\s+)?|set\\s+(?:it|that|this)\\s+)(?:back\\s+|up\\s+)?to|no\\s*,`;
/** "Cancel that (and) ...", "ignore that, make it ...": what was said before (here or earlier) is set aside; what follows is the schedule. */
const CANCEL =
  'cancel\\s+that(?:\\s*,?\\s*and)?|ignore\\s+(?:that|the\\s+above|my\\s+last(?:\\s+message)?)(?:\\s*,?\\s*(?:and\\s+)?make\\s+it)?';
/**
 * A laugh said before a word of correction is part of it ("every 7 minutes lol no, every 10"): it carries no meaning of
 * its own, and the correction word after it still has to be there.
 */
const LAUGH = '(?:(?:lol|lmao|haha+|hah|heh)\\s*,?\\s*)?';
/** Words that take out or deny what follows them. */
const DENY = 'not|scratch(?:\\s+the)?';
const MARKER = new RegExp(
  `(?<=^|[\\s,.;:()*>→-])(?:(?<cancel>${CANCEL})|(?<replace>${LAUGH}(?:${REPLACE}))|(?<deny>${DENY}))(?=[\\s,:*().-]|$|(?<=\\*))`,
  'g',
);
const GATE =
  /\b(?:no|nope|ignore|wait|update|oops|sorry|mean|meant|er|erm|scratch|correction|edit|actually|rather|cancel|not|make|move|change|push|shift|switch|bump|set|ugh)\b|(?:^|[\s,;])\*\d/;
/** Only politeness where nothing follows it, or where nothing stood before it. */
const POLITE = /^sorry$|^erm?$|^oops$|^ugh$/;
const EDGES = /^[\s,.;:()*>→-]+|[\s,.;:()*>→-]+$/g;
/** A part that adds to what was said rather than replacing it ("sorry, and fridays too"). */
const ADDS = /^(?:and|also|plus|&|\+)\b|\b(?:too|also|as\s+well|additionally)\b/;
/** What a denial says no to ends at a comma, a bracket or a semicolon; "like last time" after it is only a reminder. */
const DENIED_END = /[,;()]/;
const REMINDER = /\s+(?:like|as)\s+(?:last\s+time|before|usual)$/;
const SERVER = /^(?:the\s+)?server(?:'s|s)?(?:\s+(?:time|clock|zone|time\s*zone))?$/;
const BARE_HOUR = /^(?:at\s+)?(?:the\s+)?(\d{1,2})$/;
const BARE_EVERY = /^every\s+(\d{1,3})$/;
/**
 * The words before a correction ending on a number that is not a clock: a date's day ("until dec 10", "the 10th",
 * "12/10") or a length's count ("for 2 weeks", "5 times"). A bare number after them could correct either.
 */
const ENDS_NOT_CLOCK =
  /(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\b\d{1,2}(?:st|nd|rd|th)|\b\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{1,4})?|\b\d+\s*(?:min(?:ute)?s?|h(?:ou)?rs?|hours?|days?|weeks?|wks?|months?|mos?|years?|yrs?|times|x|runs?|occurrences?|sessions?))$/;
const notClockBefore = (before: string, text: string): boolean =>
  BARE_HOUR.test(text) && ENDS_NOT_CLOCK.test(before.replace(EDGES, ''));
/** "every 10 min — ugh, 15": a bare number right after an interval, where no time was said, is the interval's count. */
const ENDS_INTERVAL = /\bevery\s+(\d{1,3})\s*(?:min(?:ute)?s?|h(?:ou)?rs?|hours?)$/;
/**
 * Only a count near the one it corrects (a third to three times it): "every 30 minutes, actually make it 2" may mean
 * 2 hours, as well as 2 minutes.
 */
const intervalCount = (before: string, text: string, state: IntentDraft | null): boolean => {
  const said = ENDS_INTERVAL.exec(before.replace(EDGES, ''));
  if (state?.interval == null || state.times.length > 0 || said === null || !/^\d{1,3}$/.test(text)) return false;
  const was = Number(said[1]);
  const now = Number(text);
  return now * 3 >= was && now <= was * 3;
};
/**
 * "standup 9:00 daily — ugh, 15": a bare number that could be an hour of the 24-hour clock after a clock said with
 * its minutes may correct the minutes (9:15) as well as the hour (15:00).
 */
const minutesOrHour = (before: string, text: string): boolean => {
  const m = BARE_HOUR.exec(text);
  if (m === null || Number(m[1]) < 13 || Number(m[1]) > 23 || !/\b\d{1,2}:[0-5]\d\b/.test(before)) return false;
  // (not an hour said before, which it names: "9 and 21, scratch the 21")
  return !new RegExp(`\\b0?${Number(m[1])}(?::00)?\\b(?!:[0-5]\\d)`).test(before);
};
const KEPT_CLOCK = '(?:\\d{1,2}(?::[0-5]\\d)?\\s*(?:[ap]m)?|noon|midnight)';
/** "tuesday. 9pm still", "every day, same time": the days corrected, and the time said again or said to stay. */
const KEPT_TIME = new RegExp(
  `^(?<rest>.*?[a-z].*?)[\\s,.;-]+(?<tail>(?:at\\s+)?(?<c1>${KEPT_CLOCK})\\s+still|still\\s+(?:at\\s+)?(?<c2>${KEPT_CLOCK})|(?:at\\s+)?(?:the\\s+)?same\\s+time(?:\\s+as\\s+before)?|(?:keep|keeping)\\s+the\\s+(?:same\\s+)?time)$`,
);
/**
 * "... sun-thu... no, mon-fri now", "6pm BST... i mean GMT now": "now" last in a correction says the words before it
 * are how things stand today, which the whole schedule is anyway; it moves no run ("from now", "until now", "now and
 * then" are not it: "now" must follow a word of the correction, alone, last).
 */
const NOW_LAST = /^(?<rest>.*?[a-z0-9].*?)\s+now$/;
/** "9:30, weekdays", "9:30 — weekdays": the days said last, after a comma or a dash, with no digit after them. */
const DAYS_LAST = /\d[^,]*(?:,|\s-)\s*(?:on\s+|every\s+)?[a-z][a-z\s,&-]*$/;
/** "just 7pm", "only 7pm": what follows is all there is of its kind. */
const JUST = /^(?:just|only)\s/;
/** The note a bare hour read in the morning carries ("at 8" read as 8:00 AM). */
const BARE_AM = /read as \d{1,2}:\d{2} AM; say/;

type Kind = 'times' | 'interval' | 'window' | 'days' | 'months' | 'zone';
const KINDS: readonly Kind[] = ['times', 'interval', 'window', 'days', 'months', 'zone'];
const KIND_WORDS: Record<Kind, string> = {
  times: 'a time of day',
  interval: 'an interval',
  window: 'a range of the day',
  days: 'days',
  months: 'months',
  zone: 'a time zone',
};
const DAY_NAMES = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function has(d: IntentDraft, kind: Kind): boolean {
  switch (kind) {
    case 'times':
      return d.times.length > 0;
    case 'interval':
      return d.interval !== null;
    case 'window':
      return d.window !== null;
    case 'days':
      return d.days !== null || d.except !== null;
    case 'months':
      return d.months !== null;
    case 'zone':
      return d.zone !== null || d.ownZone !== null;
  }
}

/** What a correction cannot be merged by kind: it is refused when a part says any of it. */
function other(d: IntentDraft): boolean {
  const p = d.period;
  return (
    d.startDate !== null ||
    d.endDate !== null ||
    d.maxOccurrences !== null ||
    d.countedDays !== null ||
    d.once !== null ||
    d.during !== null ||
    d.datedWeekdays.length > 0 ||
    d.exceptMonthDays !== null ||
    d.exceptDates !== null ||
    d.exceptTimes !== null ||
    d.exceptBetween !== null ||
    d.exceptMonths !== null ||
    p.start !== null ||
    p.end !== null ||
    p.length !== null ||
    p.on !== null
  );
}

function copy(to: IntentDraft, from: IntentDraft, kind: Kind): void {
  switch (kind) {
    case 'times':
      to.times = [...from.times];
      return;
    case 'interval':
      to.interval = from.interval;
      return;
    case 'window':
      to.window = from.window;
      to.bareWindow = from.bareWindow;
      return;
    case 'days':
      to.days = from.days;
      to.except = from.except;
      return;
    case 'months':
      to.months = from.months;
      return;
    case 'zone':
      to.zone = from.zone;
      to.ownZone = from.ownZone;
      return;
  }
}

const minutesOf = (t: LocalTime) => t.hour * 60 + t.minute;

function clock(t: LocalTime): string {
  return `${t.hour % 12 === 0 ? 12 : t.hour % 12}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

function list(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

function describe(d: IntentDraft, kind: Kind): string {
  switch (kind) {
    case 'times':
      return list(d.times.map(clock));
    case 'interval': {
      const i = d.interval;
      return i ? `every ${i.every} ${i.unit}${i.every === 1 ? '' : 's'}` : '';
    }
    case 'window': {
      const w = d.window;
      return w ? `from ${clock(w.from)}${w.to ? ` to ${clock(w.to)}` : ''}` : '';
    }
    case 'days': {
      const r = d.days;
      if (r === null || r.kind === 'every-day') return d.except ? 'the days said' : 'every day';
      if (r.kind === 'weekdays') {
        const names = r.days.map((x) => DAY_NAMES[x] as string);
        return r.days.join() === '2,3,4,5,6' ? 'weekdays' : list(names);
      }
      if (r.kind === 'month-days') return `day ${list(r.days.map(String))} of the month`;
      return 'the days said';
    }
    case 'months':
      return 'the months said';
    case 'zone':
      return d.zone ? `${d.zone.said ?? d.zone.name} (${d.zone.name})` : 'your own time';
  }
}

const sameValue = (a: IntentDraft, b: IntentDraft, kind: Kind) => describe(a, kind) === describe(b, kind);

interface Part {
  /** The correction word as said, null for the words before the first one. */
  marker: string | null;
  type: 'start' | 'replace' | 'cancel' | 'deny';
  text: string;
  /** The correction word and its words, as they stand in the phrase. */
  said: string;
  /** Said with "instead" after it ("every day at 9am, 10am instead"). */
  instead?: boolean;
}

/** "..., 10am instead" closing the phrase: the last words after a comma or dash, not after "but" or "except". */
const INSTEAD_END = /^(?<before>.*[,;(-])\s*(?<words>[^,;()-]+?)\s+instead$/;
const RULE_WORDS = /\b(?:but|except|excluding|apart\s+from|other\s+than)\b|\binstead\s+of\b/;

/** The phrase (normalised) cut at its correction words, or null when it has none. */
function partsOf(text: string): Part[] | null {
  if (!GATE.test(text) && !text.endsWith('instead')) return null;
  const parts: (Omit<Part, 'said'> & { from: number })[] = [];
  let at = 0;
  let current: Omit<Part, 'text' | 'said'> & { from: number } = { marker: null, type: 'start', from: 0 };
  MARKER.lastIndex = 0;
  for (let m = MARKER.exec(text); m !== null; m = MARKER.exec(text)) {
    const g = m.groups ?? {};
    parts.push({ ...current, text: text.slice(at, m.index) });
    current = { marker: m[0], type: g.cancel ? 'cancel' : g.deny ? 'deny' : 'replace', from: m.index };
    at = m.index + m[0].length;
  }
  const last = text.slice(at);
  const instead = RULE_WORDS.test(text) || current.type === 'cancel' ? null : INSTEAD_END.exec(last)?.groups;
  if (instead?.before !== undefined && instead.words !== undefined) {
    parts.push({ ...current, text: instead.before });
    const words = instead.words.trim();
    return [
      ...cut(parts, text),
      { marker: null, type: 'replace', text: words, said: `${words} instead`, instead: true },
    ];
  }
  if (parts.length === 0) return null;
  parts.push({ ...current, text: last });
  return cut(parts, text);
}

function cut(parts: (Omit<Part, 'said'> & { from: number })[], text: string): Part[] {
  // what a denial says no to ends at a comma or bracket: what follows is said anew ("not 9, do 9:45 on weekdays")
  const out: Part[] = [];
  for (const { from, ...p } of parts) {
    const start = from + (p.marker?.length ?? 0);
    const end = p.type === 'deny' ? p.text.search(DENIED_END) : -1;
    const own = end < 0 ? p.text : p.text.slice(0, end);
    out.push({ ...p, text: own.replace(EDGES, ''), said: text.slice(from, start + own.length).replace(EDGES, '') });
    if (end < 0) continue;
    const rest = p.text.slice(end).replace(EDGES, '');
    if (rest !== '') out.push({ marker: null, type: 'replace', text: rest, said: rest });
  }
  return out;
}

function unclear(said: string, why: string): Outcome<IntentDraft> {
  return fail(
    'unparseable',
    `"${said}" reads as a correction, but ${why}: I would rather not guess.`,
    'Say the schedule once as you mean it, e.g. "every Monday at 10am".',
  );
}

function empty(d: IntentDraft): boolean {
  return KINDS.every((k) => !has(d, k)) && !other(d) && !d.weekly && !d.monthly && d.perDay === null;
}

/** A part read on its own; a bare number said after a time is an hour, "every 30" after an interval its unit. */
function readPart(text: string, state: IntentDraft | null, options: ReadOptions, denied = false): IntentDraft | null {
  const r = readDraft(text, options);
  if (r.ok) return r.value;
  const hour = BARE_HOUR.exec(text);
  if (hour && (denied || (state && state.times.length > 0))) {
    const again = readDraft(`at ${hour[1]}`, options);
    return again.ok ? again.value : null;
  }
  const every = BARE_EVERY.exec(text) ?? (state?.times.length === 0 ? /^(\d{1,3})$/.exec(text) : null);
  if (every && state?.interval) {
    const again = readDraft(`every ${every[1]} ${state.interval.unit}s`, options);
    return again.ok ? again.value : null;
  }
  return null;
}

/** A reason said after days that correct others: no digit, no mark, words only. */
const REASON = /^[a-z' ]+$/;
/** Words that keep a day rather than say why it is dropped. */
const KEEP_WORDS =
  /\b(?:usual|usually|normal|keep|keeps|kept|still|too|also|well|stay|stays|remain|remains|same|again|plus|and|both)\b/;

/**
 * "actually tuesdays, mondays the cluster is busy": days in place of others, then why the days left are not run. The
 * words after the comma name only days the correction takes away, once, and no digit: they are a reason, with a note.
 */
function dayReason(
  text: string,
  state: IntentDraft,
  options: ReadOptions,
): { draft: IntentDraft; note: string } | null {
  const comma = text.indexOf(',');
  if (comma < 0) return null;
  const rest = text.slice(comma + 1).trim();
  // "mondays as usual", "keep mondays", "mondays still": the day is kept, not dropped
  if (!REASON.test(rest) || KEEP_WORDS.test(rest)) return null;
  const d = readDraft(text.slice(0, comma), options);
  if (!d.ok || KINDS.some((k) => k !== 'days' && has(d.value, k)) || other(d.value)) return null;
  const before = weekOf(state);
  const after = weekOf(d.value);
  if (before === null || after === null || d.value.days === null) return null;
  const named = rest.split(/\s+/).map((w) => weekdayOf(w) ?? weekdayOf(w.replace(/s$/, '')));
  const days = named.filter((x) => x !== undefined);
  if (days.length !== 1 || !before.includes(days[0] as Weekday) || after.includes(days[0] as Weekday)) return null;
  return { draft: d.value, note: `"${rest}" read as why ${DAY_NAMES[days[0] as Weekday]} is not run.` };
}

/**
 * The phrase (normalised) read with its corrections, or null when it has no correction words or its parts do not
 * read (the caller's own refusal then stands).
 */
/**
 * "1st tuesday 5am -> correction: 1st wednesday", "9am → sorry, 10am": an arrow (read as "to") right before a word of
 * correction only points at it; "9am -> 5pm" stays a range.
 */
const ARROW_TO_CORRECTION =
  /\bto\s+(?=(?:correction|sorry|actually|oops|nope|edit|update|scratch\s+that|no\s*,?\s*(?:wait|sorry)|i\s+mean[t]?)\b)/g;

export function readCorrected(phrase: string, options: ReadOptions): Outcome<IntentDraft> | null {
  // "move it to 11 pls", "sorry 11am not pm": words that carry no time set aside (correctionTails.ts)
  const tidied = tidyCorrection(phrase);
  const text = tidied.text;
  const parts = partsOf(text.replace(ARROW_TO_CORRECTION, ', '));
  if (parts === null) return null;
  let state: IntentDraft | null = null;
  const notes: string[] = [...tidied.notes];
  const denials: { said: string; draft: IntentDraft | 'server' }[] = [];
  let before = '';
  for (const part of parts) {
    const said = part.said;
    const previous = before;
    before = part.text;
    // "every monday at 9am until dec 10, nope make that 17": the 17th, or 5 PM?
    if (part.type !== 'start' && notClockBefore(previous, part.text) && !intervalCount(previous, part.text, state)) {
      return unclear(said, 'the number before it is a date or a length, not a time, so what it corrects is not plain');
    }
    if (part.type !== 'start' && minutesOrHour(previous, part.text)) {
      return unclear(said, `"${part.text}" could be the minutes or the hour of the time said`);
    }
    if (part.type === 'start') {
      if (part.text === '') continue;
      const d = readDraft(part.text, options);
      if (!d.ok) return null;
      if (!empty(d.value)) state = d.value;
      continue;
    }
    if (part.type === 'deny') {
      const words = part.text.replace(REMINDER, '');
      if (SERVER.test(words)) {
        denials.push({ said, draft: 'server' });
        continue;
      }
      const d = readPart(words, state, options, true);
      if (d === null) return null;
      denials.push({ said, draft: d });
      continue;
    }
    if (part.text === '') {
      // "every day at 9am, sorry": politeness; "... scratch that" with nothing after takes it all back
      if (part.marker !== null && POLITE.test(part.marker) && state !== null) {
        notes.push(`"${part.marker}" read as politeness, not a correction.`);
        continue;
      }
      return unclear(said, 'nothing follows it to say what is meant instead');
    }
    if (ADDS.test(part.text)) return unclear(said, 'it adds to the schedule rather than replacing a part of it');
    // "actually tuesday. 9pm still", "actually every day, same time": the days corrected, the time kept
    const kept = state === null || state.times.length === 0 ? null : KEPT_TIME.exec(part.text)?.groups;
    let partText = part.text;
    // "actually 9:30 was right": the clock said again (correctionTails.ts)
    const right = part.type === 'replace' ? saidRight(partText) : null;
    if (right !== null) {
      partText = right.text;
      notes.push(...right.notes);
    }
    const now = part.type === 'replace' ? NOW_LAST.exec(partText)?.groups : undefined;
    if (
      now !== undefined &&
      !/\b(?:from|until|till|since|right|and|for|by|then|starting|as\s+of)$/.test(now.rest as string)
    ) {
      partText = now.rest as string;
      notes.push(`Read "now" in "${part.text}" as saying how it stands today, not as a time.`);
    }
    if (kept && state !== null) {
      const keptClock = kept.c1 ?? kept.c2;
      const again = keptClock === undefined ? null : readDraft(`at ${keptClock}`, options);
      if (again !== null) {
        const was = state.times.map(minutesOf).join();
        if (!again.ok || again.value.times.map(minutesOf).join() !== was) {
          return unclear(said, `"${kept.tail}" is not the time said before`);
        }
      }
      partText = (kept.rest as string).replace(EDGES, '');
      notes.push(`Read "${kept.tail}" as keeping the time said before.`);
    }
    // "tues/thurs 7:30am, actually make it wed instead of thurs": the one day swapped, not all of them
    const insteadOf = state === null ? null : splitInsteadOf(partText);
    if (insteadOf !== null) partText = insteadOf.head;
    const why = state === null ? null : dayReason(partText, state, options);
    const read = why?.draft ?? readPart(partText, state, options);
    if (read === null) return null;
    const swapped =
      insteadOf === null || state === null ? read : swapInsteadOfDays(state, read, insteadOf.old, options);
    if (swapped === null) return null;
    if (swapped === 'unclear') return unclear(said, 'the days after "instead of" are not days the schedule runs on');
    const d = swapped;
    if (kept && has(d, 'times')) return null;
    if (why) notes.push(why.note);
    // "weekends at 9am instead" is a rule in place of another on its days (rules.ts), not a correction
    if (part.instead && (state === null || d.days !== null)) return null;
    // a schedule of its own after the words: days or an interval, not a lone time that corrects an earlier message
    const whole = d.days !== null || d.interval !== null;
    if (part.type === 'cancel') {
      // "cancel that and do every day 7am instead": the words after it are the whole schedule
      if (!whole) return unclear(said, 'what follows it is not a schedule of its own');
      notes.push(
        `Read "${(part.marker ?? '').replace(/\s*,?\s*and$/, '')}" as setting aside what was said before: the schedule is what follows it.`,
      );
      state = d;
      continue;
    }
    if (state === null) {
      // nothing said before it in the message: what follows must be a schedule of its own ("no wait, every monday
      // at 10am"), not a lone time or day that corrects an earlier message ("actually make it 8:30")
      const full = d.days !== null && (d.times.length > 0 || d.interval !== null);
      if (!whole || (part.marker !== null && !POLITE.test(part.marker) && !full)) {
        return unclear(said, 'nothing before it says what it corrects');
      }
      if (part.marker !== null && !POLITE.test(part.marker)) {
        notes.push(
          `Read "${part.marker}" as correcting what was said before this message: the schedule is what follows it.`,
        );
      }
      state = d;
      continue;
    }
    // "every monday er at 9am": a pause before what was not said yet, not a correction
    const current = state;
    if (part.marker !== null && POLITE.test(part.marker) && !KINDS.some((k) => has(d, k) && has(current, k))) {
      const added = merge(state, d, said, options, true);
      if ('problem' in added) return added.problem;
      notes.push(`"${part.marker}" read as a pause, not a correction.`);
      state = added.draft;
      continue;
    }
    // "7am and 7pm, actually just 7pm": "just" or "only" says the times after it are all the times
    // "standup 9:15 — no wait, 9:30, weekdays": days said last, after no days before, are the whole schedule's
    const daysLast = state.days === null && state.except === null && DAYS_LAST.test(part.text);
    const merged = merge(state, d, said, options, false, JUST.test(part.text), daysLast);
    if ('problem' in merged) return merged.problem;
    notes.push(merged.note);
    state = merged.draft;
  }
  if (state === null) return null;
  for (const denial of denials) {
    const problem = deny(state, denial.draft, denial.said, options, notes);
    if (problem) return problem;
  }
  state.assumptions.push(...notes);
  return ok(state);
}

const ALL_WEEK: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** The days of the week a draft runs on, or null when its days are not days of the week. */
function weekOf(d: IntentDraft): readonly Weekday[] | null {
  const r = d.days;
  const days = r === null || r.kind === 'every-day' ? ALL_WEEK : r.kind === 'weekdays' ? r.days : null;
  if (days === null) return null;
  return d.except === null ? days : days.filter((x) => !d.except?.includes(x));
}

/**
 * Whether a correction gives days with a time or an interval, after a rule with a time or an interval on some of
 * those days and on others too ("every day at 9am, actually 10 on weekends"; "every weekday at 9am, no, fridays at
 * 10"; "mondays and wednesdays at 9am, actually wednesdays and fridays at 10").
 */
function someDaysOnly(state: IntentDraft, d: IntentDraft): boolean {
  if (!has(d, 'days') || !(has(d, 'times') || has(d, 'interval'))) return false;
  if (!(has(state, 'times') || has(state, 'interval'))) return false;
  const before = weekOf(state);
  const after = weekOf(d);
  if (before === null || after === null) return false;
  // on some of the days before (and maybe others), not on all of them
  return after.some((x) => before.includes(x)) && before.some((x) => !after.includes(x));
}

/** How far, in minutes, a bare clock may be from the morning clock it corrects to be read in the morning too. */
const NEAR_CORRECTED = 120;

/**
 * The correction with its one bare clock (read in the morning by assumption) kept in the morning, with a note, when
 * the one clock it corrects was said in the morning ("3am", "04:30") and the two are within two hours of each other
 * on the clock face: "night audit 3am, no make it 2:45" is 2:45 AM, a part of the day said ("night") no longer
 * leaving it open. Null otherwise: "at 9pm, no wait, 10" and "at 3am, no, 9" stay as they were (refused after an
 * evening clock or a part of the day).
 */
function sameHalfAsCorrected(state: IntentDraft, d: IntentDraft): IntentDraft | null {
  if (state.times.length !== 1 || d.times.length !== 1 || state.interval !== null || d.interval !== null) return null;
  if (state.assumptions.some((a) => BARE_AM.test(a))) return null;
  const bare = d.assumptions.find((a) => BARE_AM.test(a));
  const was = state.times[0] as LocalTime;
  const now = d.times[0] as LocalTime;
  // after an afternoon or evening clock a bare one stays refused (corrections.test.ts): only the morning is kept
  if (bare === undefined || now.hour >= 12 || was.hour >= 12) return null;
  if (state.meridiem !== null && state.meridiem !== 'night') return null;
  if (Math.abs(minutesOf(was) - minutesOf(now)) > NEAR_CORRECTED) return null;
  const note = `"${clock(now).replace(/ AM$/, '')}" read as ${clock(now)}, in the morning as the ${clock(was)} it corrects is.`;
  return { ...d, assumptions: [...d.assumptions.filter((a) => a !== bare), note] };
}

function merge(
  state: IntentDraft,
  given: IntentDraft,
  said: string,
  options: ReadOptions,
  adding = false,
  allTimes = false,
  daysLast = false,
): { draft: IntentDraft; note: string } | { problem: Outcome<IntentDraft> } {
  // "night audit 3am, no make it 2:45": a bare clock close to the one morning clock it corrects is in the morning
  const d = (adding ? null : sameHalfAsCorrected(state, given)) ?? given;
  if (other(d)) return { problem: unclear(said, 'it says more than a time, days, an interval or a zone') };
  const said_ = KINDS.filter((k) => has(d, k));
  if (said_.length === 0) return { problem: unclear(said, 'it says no time, day, interval or zone') };
  // "every 15 min, no wait, 9am": a time does not say which part of an interval it replaces
  if (!adding && !said_.some((k) => has(state, k))) {
    return {
      problem: unclear(
        said,
        `it gives ${list(said_.map((k) => KIND_WORDS[k]))}, and nothing of that kind was said before it`,
      ),
    };
  }
  // a bare hour read in the morning, after an afternoon time or a part of the day: which half is meant is unclear
  if (
    has(d, 'times') &&
    d.assumptions.some((a) => BARE_AM.test(a)) &&
    (state.meridiem !== null || state.times.some((t) => t.hour >= 12))
  ) {
    return { problem: unclear(said, 'its hour could be in the morning or the evening') };
  }
  // "every day at 9am, actually 10 on weekends": a time for some of the days said. Those days only, the rest keeping
  // 9am, or the whole schedule on them alone? Not plain: refused rather than the other days' runs dropped
  if (!adding && !daysLast && someDaysOnly(state, d)) {
    return {
      problem: unclear(
        said,
        'it gives a time for some of the days said before, and whether the other days keep their runs is not plain',
      ),
    };
  }
  // "first monday of the month at 9am, wait i mean weds": the day in place of the nth's weekday, or every Wednesday?
  // "every weekday 9am except fri, nope make that thu": in place of the day taken out, or of all the days? Not plain
  if (has(d, 'days') && !adding) {
    const r = state.days;
    // "..., no, the first tuesday" says its place again: only a plain day of the week leaves it unsaid
    const place = r !== null && r.kind !== 'every-day' && r.kind !== 'weekdays' && r.kind !== 'month-days';
    if (place && d.days?.kind === 'weekdays') {
      return {
        problem: unclear(
          said,
          'the days said before are a day of the month by its place (the first, the last), and whether the correction keeps that place is not plain',
        ),
      };
    }
    if (state.except !== null) {
      return {
        problem: unclear(
          said,
          'days were taken out before it, and whether it replaces those or all the days is not plain',
        ),
      };
    }
  }
  const draft: IntentDraft = { ...state, assumptions: [...state.assumptions, ...d.assumptions] };
  const changes: string[] = [];
  for (const kind of said_) {
    // "every day at 9am and 5pm, sorry, 10am": in place of 9am, or of both? Fewer times than said are not a choice
    // to make for the person
    if (kind === 'times' && state.times.length > 1 && d.times.length < state.times.length && !allTimes) {
      return { problem: unclear(said, 'it gives fewer times than were said, and which it replaces is not plain') };
    }
    if (!has(state, kind)) {
      changes.push(`with ${describe(d, kind)}`);
    } else if (sameValue(state, d, kind)) {
      changes.push(`${describe(d, kind)}, as before`);
    } else {
      changes.push(
        `${describe(d, kind)} instead of ${describe(state, kind)}${kind === 'times' && allTimes && state.times.length > 1 ? ' (all the times said, as "just" or "only" says)' : ''}`,
      );
    }
    copy(draft, d, kind);
  }
  if (d.weekly) draft.weekly = true;
  if (d.monthly) draft.monthly = true;
  if (d.perDay !== null) {
    draft.perDay = d.perDay;
    draft.perDaySaid = d.perDaySaid;
  }
  void options;
  return { draft, note: `Read "${said}" as a correction: ${changes.join('; ')}.` };
}

function deny(
  state: IntentDraft,
  d: IntentDraft | 'server',
  said: string,
  options: ReadOptions,
  notes: string[],
): Outcome<IntentDraft> | undefined {
  if (d === 'server') {
    const zone = state.zone?.name ?? options.defaultZone;
    notes.push(`Read "${said}" as the clock meant not being the server's: the schedule runs on ${zone} time.`);
    return undefined;
  }
  const kinds = KINDS.filter((k) => has(d, k));
  if (kinds.length !== 1 || other(d)) return unclear(said, 'it does not say one thing to leave out');
  const kind = kinds[0] as Kind;
  switch (kind) {
    case 'times': {
      const out = new Set(d.times.map(minutesOf));
      const kept = state.times.filter((t) => !out.has(minutesOf(t)));
      if (state.times.length === 0 && state.interval !== null) return unclear(said, 'the schedule runs on an interval');
      if (kept.length === state.times.length) {
        notes.push(`Read "${said}" as not ${describe(d, 'times')}: the schedule runs at ${describe(state, 'times')}.`);
        return undefined;
      }
      if (kept.length === 0 || kept.length + out.size !== state.times.length)
        return unclear(said, 'it leaves no time of day');
      const before = describe(state, 'times');
      const perDay = state.perDay !== null ? ` ("${state.perDaySaid}" was said before it)` : '';
      state.times = kept;
      state.perDay = null;
      notes.push(
        `Read "${said}" as taking ${describe(d, 'times')} out: ${describe(state, 'times')} instead of ${before}${perDay}.`,
      );
      return undefined;
    }
    case 'days': {
      const r = state.days;
      const x = d.days;
      if (x === null || d.except !== null) return unclear(said, 'it does not say one thing to leave out');
      if (r !== null && r.kind === x.kind && (r.kind === 'weekdays' || r.kind === 'month-days')) {
        const own = (r.days as readonly (Weekday | number | string)[]).map(String);
        const gone = (x as { days: readonly (number | string)[] }).days.map(String);
        const overlap = gone.filter((v) => own.includes(v));
        if (overlap.length === 0) {
          notes.push(`Read "${said}" as not ${describe(d, 'days')}: the schedule runs on ${describe(state, 'days')}.`);
          return undefined;
        }
        if (overlap.length === gone.length && overlap.length < own.length) {
          const before = describe(state, 'days');
          state.days = { ...r, days: (r.days as readonly never[]).filter((v) => !gone.includes(String(v))) };
          notes.push(
            `Read "${said}" as taking ${describe(d, 'days')} out: ${describe(state, 'days')} instead of ${before}.`,
          );
          return undefined;
        }
      }
      return unclear(said, `it takes out days the rule "${describe(state, 'days')}" cannot lose that way`);
    }
    case 'zone': {
      const ownZone = options.defaultZone;
      const zone = state.ownZone !== null ? ownZone : (state.zone?.name ?? ownZone);
      const denied = d.zone?.name ?? (d.ownZone !== null ? ownZone : null);
      if (denied === null || denied === zone) return unclear(said, 'it says no to the only zone the schedule has');
      notes.push(`Read "${said}" as not that zone: the schedule runs on ${zone} time.`);
      return undefined;
    }
    default:
      if (sameValue(state, d, kind) || !has(state, kind)) {
        return unclear(said, `it says no to ${KIND_WORDS[kind]} the schedule would have`);
      }
      notes.push(`Read "${said}" as not ${describe(d, kind)}: the schedule keeps ${describe(state, kind)}.`);
      return undefined;
  }
}

/**
 * "..., make it 10am", "7:00 uh 7:15": after a time or an interval said before it, what follows in its place. Both are
 * filler elsewhere ("can you make it every monday at 9am", "umm every monday at 9am").
 */
const MAKE_IT =
  /(?:[,;.(-]\s*(?:(?:no|ok|okay|so|hmm|actually|please|pls)[\s,]+)*make\s+it|(?<=\d(?:\s*[ap]m)?\s*[,.-]?\s*)\b(?:uh+|um+)\b[\s,.-]*)\s*(?=\d)|[,;.(-]\s*(?:(?:no|ok|okay|so|hmm|actually|please|pls)[\s,]+)*make\s+it\s+(?=\S)/;
const MAKE_IT_GATE = /\bmake\s+it\b|\bu[hm]/;
const TRAILING_INSTEAD = /\s+instead$/;

/**
 * "every monday 9am, make it 10am", "mon-fri 7:00 uh 7:15": "make it" and "uh" are filler elsewhere, so the phrase
 * reads whole as two times; after a time (or an interval) said before them, a time (or an interval) after them is one
 * in place of the earlier. Null when the phrase is not of that shape.
 */
export function readMadeIt(text: string, options: ReadOptions): Outcome<IntentDraft> | null {
  if (!MAKE_IT_GATE.test(text)) return null;
  const m = MAKE_IT.exec(text);
  if (!m || RULE_WORDS.test(text)) return null;
  const beforeText = text.slice(0, m.index).replace(EDGES, '');
  const afterText = text
    .slice(m.index + m[0].length)
    .replace(TRAILING_INSTEAD, '')
    .replace(EDGES, '');
  if (beforeText === '' || afterText === '' || ADDS.test(afterText)) return null;
  const before = readDraft(beforeText, options);
  // "every 10 min — actually make it 15": a bare number after an interval and no time is the interval's count
  if (notClockBefore(beforeText, afterText) && !(before.ok && intervalCount(beforeText, afterText, before.value))) {
    return unclear(
      text.slice(m.index).replace(EDGES, ''),
      'the number before it is a date or a length, not a time, so what it corrects is not plain',
    );
  }
  if (!before.ok) return null;
  const after = readPart(afterText, before.value, options);
  if (after === null) return null;
  const kinds = KINDS.filter((k) => has(after, k));
  if (kinds.length !== 1 || other(after) || !has(before.value, kinds[0] as Kind)) return null;
  if (kinds[0] !== 'times' && kinds[0] !== 'interval') return null;
  const said = text.slice(m.index).replace(EDGES, '');
  const merged = merge(before.value, after, said, options);
  if ('problem' in merged) return merged.problem;
  merged.draft.assumptions.push(merged.note);
  return ok(merged.draft);
}
