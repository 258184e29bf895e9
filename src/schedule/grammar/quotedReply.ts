import type { DayRule, LocalIntent, Weekday } from '../intent.js';
import type { Outcome } from '../problem.js';
import { mergeRules } from './merge.js';
import { normalize } from './normalize.js';
import { DAY, weekdayOf } from './words.js';

/**
 * A reply that quotes the schedule said before and changes it: "> Runs every weekday at 9:00 AM PST\nyes but 10
 * instead", "\"every weekday at 9:00 AM (America/New_York)\" - perfect, but make it 8:45", "you said \"daily at 07:00
 * UTC\" but I meant 7am London", "> every Monday at 10:00 Europe/Berlin\n+ Thursdays too", "re: \"every 30 minutes\"
 * - only between 8am and 6pm please", "> weekdays at 6:00 PM\nand saturdays at noon". The quote must read as a
 * schedule of its own; the reply is one of three shapes, each read as the grammar reads it said after the quote:
 * a change ("but 10 instead", "make it 8:45", "I meant ...", "can it be ... instead": a correction of what the quote
 * says, corrections.ts), an addition ("+ Thursdays too": days added to the days the quote's one rule runs on; "and
 * saturdays at noon": a rule of its own), or a restriction ("only between 8am and 6pm"; "only weekdays": every rule
 * of the quote kept to those days). A change said for some of the quote's days ("make it 10 on weekends", "fridays
 * at 10 instead") changes those days only: the quote's runs on them are replaced, the other days keep theirs. A reply
 * that changes the quote in any way that is not plain is left, and the phrase is refused as it was. Every reading
 * says what it took the quote and the reply to be.
 */

/** "> quoted line", then the reply on the lines after it. */
const LINE_QUOTE = /^\s*>\s*(?<quoted>[^\n]+)\n(?<reply>[\s\S]*\S[\s\S]*)$/;
/** "re: "quoted" - reply", "you said "quoted" but ...", ""quoted" - reply". */
const INLINE_QUOTE =
  /^\s*(?:re\s*:\s*|(?:you|it|the\s+bot)\s+said\s+)?["\u201c](?<quoted>[^"\u201c\u201d\n]+)["\u201d]\s*(?:[-\u2013\u2014:,]\s*)?(?<reply>\S[\s\S]*)$/i;
const GATE = /^\s*(?:>|re\s*:|you\s+said|it\s+said|the\s+bot\s+said|["\u201c])/i;
/** A quoted line and nothing after it: a schedule copied from a message, quote mark and all. */
const QUOTE_ALONE = /^\s*>\s*(?<quoted>[^\n>]*[^\s>][^\n>]*)\s*$/;

/** How the bot's own words start a reading: "Runs every weekday ...". */
const BOT_WORDS = /^(?:it\s+)?(?:runs|will\s+run|scheduled|schedule\s*:)\s+/;
/** Agreement before the change: "yes but", "perfect, but", "ok", "looks good, but". */
const AGREEMENT =
  /^(?:(?:yes|yeah|yep|yup|ok|okay|perfect|great|nice|good|close|almost|thanks|thx|looks\s+good|lgtm|sure)\b[\s,.!-]*)*(?:but\b[\s,]*)?/;
/** A change: "make it 8:45", "I meant 7am London", "can it be the last business day instead", "10 instead". */
const CHANGE_LEAD =
  /^(?:(?:can|could)\s+(?:it|we|you)\s+(?:be|do|make\s+it)\s+|make\s+it\s+|make\s+that\s+|i\s+meant?\s+|actually\s+|change\s+it\s+to\s+)/;
const INSTEAD_END = /\s+instead$/;
const QUESTION_END = /[?.!]+$/;
/** An addition: "+ thursdays too", "and saturdays at noon", "also fridays". */
const ADD_LEAD = /^(?:\+\s*|and\s+|also\s+|plus\s+)/;
const ADD_END = /\s+(?:too|as\s+well|also)$/;
const ONLY_LEAD = /^only\s+/;
const DAYS_ONLY = new RegExp(`^(?:${DAY}|\\s|,|and\\b|&)+$`);
/** Days as a limit says them: "weekdays", "on mondays and fridays", "weekends". */
const LIMIT_DAYS = new RegExp(`^(?:on\\s+)?(?:(?:${DAY}|week(?:day|end)s?\\b)(?:\\s*(?:,|and\\b|&)\\s*)?)+$`);
const SOME_DAYS = new RegExp(`${DAY}|\\bweek(?:day|end)s?\\b`, 'g');
const A_DAY = new RegExp(`${DAY}|\\bweek(?:day|end)s?\\b`);
const ALL_WEEK: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

/** The note of words set aside as the job's name or a reminder's words. */
const NAME_NOTE = /as the job's name|as a reminder to send|not as part of the schedule/;

export type ReplyRead =
  | {
      /** The phrase the quote and its reply say together, as the grammar reads it. */
      readonly text: string;
      readonly note: string;
    }
  | {
      /** The rules of the quote as the reply changes them. */
      readonly rules: LocalIntent[];
      readonly note: string;
    };

/** The days of the week a rule runs on, or null when its days are not days of the week. */
function weekOf(days: DayRule): readonly Weekday[] | null {
  if (days.kind === 'every-day') return ALL_WEEK;
  if (days.kind === 'weekdays') return days.days;
  return null;
}

/** Whether rules may be the parts of an interval over midnight, whose second part runs on the days after. */
const overnight = (rules: readonly LocalIntent[]) => rules.length > 1 && rules.some((r) => r.interval !== null);

/** The days of the week words name: "weekdays", "mondays and fridays", "weekends". */
function daysSaid(words: string): Weekday[] {
  const out = new Set<Weekday>();
  for (const w of words.match(SOME_DAYS) ?? []) {
    if (w.startsWith('weekday')) for (const d of [2, 3, 4, 5, 6] as const) out.add(d);
    else if (w.startsWith('weekend')) for (const d of [1, 7] as const) out.add(d);
    else {
      const d = weekdayOf(w);
      if (d !== undefined) out.add(d);
    }
  }
  return [...out].sort((a, b) => a - b);
}

const weekRule = (days: readonly Weekday[]): DayRule =>
  days.length === 7 ? { kind: 'every-day' } : { kind: 'weekdays', days: [...days].sort((a, b) => a - b) };

/** The note of an hour said bare and read in the morning ("10" read as 10:00 AM). */
const BARE_AM = /read as \d{1,2}:\d{2} AM; say/;

/** One value every rule shares, as JSON, or null when they differ. */
function shared(rules: readonly LocalIntent[], of: (r: LocalIntent) => unknown): string | null {
  const seen = new Set(rules.map((r) => JSON.stringify(of(r))));
  return seen.size === 1 ? ([...seen][0] as string) : null;
}

/**
 * The quote's rules with the runs on some of its days replaced by a change said for those days ("make it 10 on
 * weekends"), or null when that is not exact: a rule not on days of the week, a change on days the quote does not
 * all run on (or on all of them: a change of the whole, read as a correction), a zone or a period of its own.
 */
function changedOnDays(
  quote: readonly LocalIntent[],
  words: string,
  readRules: (phrase: string) => Outcome<readonly LocalIntent[]>,
): LocalIntent[] | null {
  const change = readRules(words);
  if (!change.ok || change.value.length === 0) return null;
  // "make it 10 on weekends" after 9pm: a bare hour read in the morning after an evening time is not plain
  const bare = change.value.some((c) => c.assumptions.some((a) => BARE_AM.test(a)));
  if (bare && quote.some((r) => r.times.some((t) => t.hour >= 12) || r.interval !== null)) return null;
  // an interval over midnight is two rules, the second on the days after: their days are not the days said
  if (overnight(quote) || overnight(change.value)) return null;
  const weeks = quote.map((r) => weekOf(r.days));
  if (weeks.some((w) => w === null)) return null;
  const runs = new Set(weeks.flat());
  const changed = new Set<Weekday>();
  for (const c of change.value) {
    const w = weekOf(c.days);
    if (w === null || c.startDate !== null || c.endDate !== null || c.maxOccurrences !== null) return null;
    if (c.months.kind !== 'every-month' || c.zone.said !== null) return null;
    for (const d of w) changed.add(d);
  }
  if ([...changed].some((d) => !runs.has(d)) || changed.size === runs.size) return null;
  // the quote's zone, months and running period, shared by all its rules, are the change's too
  if (shared(quote, (r) => r.zone.name) === null || shared(quote, (r) => r.months) === null) return null;
  if (shared(quote, (r) => [r.startDate, r.endDate]) === null) return null;
  if (quote.some((r) => r.maxOccurrences !== null)) return null;
  const first = quote[0] as LocalIntent;
  const kept = quote.flatMap((r, i) => {
    const left = (weeks[i] as readonly Weekday[]).filter((d) => !changed.has(d));
    return left.length === 0 ? [] : [{ ...r, days: weekRule(left) }];
  });
  const added = change.value.map((c) => ({
    ...c,
    zone: first.zone,
    months: first.months,
    startDate: first.startDate,
    endDate: first.endDate,
  }));
  return mergeRules([...kept, ...added]);
}

/** The quote and its reply as one phrase, or null when the phrase is not a reply to a quoted schedule. */
export function quotedReply(
  phrase: string,
  readRules: (phrase: string) => Outcome<readonly LocalIntent[]>,
): ReplyRead | null {
  if (!GATE.test(phrase)) return null;
  const alone = QUOTE_ALONE.exec(phrase)?.groups?.quoted;
  if (alone !== undefined) {
    // "> every weekday 9am": the quote is the schedule, read as the bot would read it said plainly
    const quoted = normalize(alone).replace(BOT_WORDS, '');
    const read = quoted === '' ? null : readRules(quoted);
    if (read === null || !read.ok) return null;
    return { rules: [...read.value], note: `Read the quoted line "${alone.trim()}" as the schedule.` };
  }
  const m = LINE_QUOTE.exec(phrase) ?? INLINE_QUOTE.exec(phrase);
  const g = m?.groups;
  if (g?.quoted === undefined || g.reply === undefined) return null;
  const quoted = normalize(g.quoted).replace(BOT_WORDS, '');
  if (quoted === '') return null;
  // the quote is a schedule as the bot says it back: all of it read, none of it set aside as a name ("\"weekly
  // report\" ...")
  const asQuoted = readRules(quoted);
  if (!asQuoted.ok || asQuoted.value.some((r) => r.assumptions.some((a) => NAME_NOTE.test(a)))) return null;
  const said = normalize(g.reply.replace(/\s+/g, ' ')).replace(QUESTION_END, '');
  const reply = said.replace(AGREEMENT, '').trim();
  if (reply === '') return null;
  const note = (shape: string) =>
    `Read the quote "${g.quoted?.trim()}" as the schedule said before, and "${g.reply?.trim()}" as ${shape}.`;
  if (ADD_LEAD.test(reply)) {
    const added = reply.replace(ADD_LEAD, '').replace(ADD_END, '').trim();
    if (DAYS_ONLY.test(added)) {
      // days added to the days the quote's one rule runs on: "every monday at 10:00" + "thursdays" -> monday and
      // thursday; "every weekday except monday" + "saturdays" -> tuesday to saturday (never the "except" list)
      const [rule, ...more] = asQuoted.value;
      const week = rule === undefined ? null : weekOf(rule.days);
      const days = daysSaid(added);
      if (rule === undefined || more.length > 0 || week === null || days.length === 0) return null;
      if (days.some((d) => week.includes(d))) return null;
      return {
        rules: [{ ...rule, days: weekRule([...week, ...days]) }],
        note: note('days added to the days it runs on'),
      };
    }
    if (ADD_END.test(reply)) return null;
    return { text: `${quoted}; ${added}`, note: note('a rule added to it') };
  }
  if (ONLY_LEAD.test(reply)) {
    const limit = reply.replace(ONLY_LEAD, '').trim();
    if (LIMIT_DAYS.test(limit)) {
      // "only weekdays": every rule of the quote, every time of it, kept to those days
      const days = daysSaid(limit);
      if (overnight(asQuoted.value)) return null;
      const limited: LocalIntent[] = [];
      for (const r of asQuoted.value) {
        const week = weekOf(r.days);
        const left = week?.filter((d) => days.includes(d)) ?? [];
        if (left.length === 0) return null;
        limited.push({ ...r, days: weekRule(left) });
      }
      return { rules: limited, note: note('a limit to every rule and time of it') };
    }
    // another limit ("only between 8am and 6pm") is read after the quote: plain only for a quote of one rule at one
    // time or one interval, where it cannot limit a part of the quote alone
    const [rule, ...more] = asQuoted.value;
    if (rule === undefined || more.length > 0 || rule.times.length > 1) return null;
    return { text: `${quoted} ${reply}`, note: note('a limit to it') };
  }
  const change = reply.replace(CHANGE_LEAD, '');
  const instead = INSTEAD_END.test(change);
  if (change === reply && !instead) return null;
  const words = change.replace(INSTEAD_END, '').trim();
  if (words === '') return null;
  // "make it 10 on weekends": a change on those days only, the other days keeping their runs
  if (A_DAY.test(words)) {
    const onDays = changedOnDays(asQuoted.value, words, readRules);
    if (onDays !== null)
      return { rules: onDays, note: note('a change on those days only: the other days keep their runs') };
  }
  return { text: `${quoted}, actually ${words}`, note: note('a change to it') };
}
