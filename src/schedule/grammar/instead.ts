import type { LocalTime, Weekday } from '../intent.js';
import { fail, type Outcome, ok } from '../problem.js';
import type { IntentDraft } from './draft.js';
import { mayBeOneJob } from './jobNames.js';
import { type ReadOptions, readDraft } from './read.js';
import { DAY, EXCEPT_WORD } from './words.js';

/**
 * Another time on some days, said after the rule for all of them: "every weekday at 9am except Fridays at 10am"
 * (exceptions with a time of their own) and "daily 7am; weekends 9am instead" (a later rule in place of the earlier
 * one on its days).
 */

const ALL_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];
const DAY_LIST = `(?:${DAY}|week(?:day|end)s?\\b)(?:\\s*(?:,|and|&|or)\\s*(?:${DAY}|week(?:day|end)s?\\b))*`;
const CLOCK = '(?:\\d{1,2}(?:[:.]\\d{2})?(?:\\s*[ap]\\.?m\\.?)?|noon|midnight|midday)';
/** "except Fridays at 10am", "except fridays (4pm)": the days, and the times given to them. */
const EXCEPT_DAYS_AT = new RegExp(
  `^(?<lead>${EXCEPT_WORD}\\s+(?:on\\s+)?(?:the\\s+)?)(?<days>${DAY_LIST})\\s*,?\\s*(?:\\(\\s*)?(?<times>(?:at\\s+|@\\s*)?${CLOCK}(?:\\s*(?:,|and|&)\\s*(?:at\\s+)?${CLOCK})*)(?![\\w:])(?:\\s*\\))?`,
);

/**
 * "every day at 9am, except on the 1st, at 11am", "daily 9am except dec 25 at noon", "every monday at 9 except in
 * august, at 10", "... except in august (at 10)": days, dates or months left out, then a clock. After a time already said, the clock may be those days' own time, or one more time on the others; the
 * days of the week are read by `exceptAtRules`, the rest is refused. The days left out are words or ordinals, never
 * a clock ("except noon", "except between 12 and 1" leave out times, not days).
 */
const LEFT_OUT_ITEM = '(?:\\d{1,2}(?:st|nd|rd|th)\\b|[a-z]+\\.?(?:\\s+\\d{1,2}(?:st|nd|rd|th)?\\b)?)';
const EXCEPT_THEN_CLOCK = new RegExp(
  `\\b(?:except(?:\\s+for)?|but\\s+not|excluding|apart\\s+from|other\\s+than)\\s+(?:on\\s+|in\\s+|during\\s+)?(?:the\\s+)?${LEFT_OUT_ITEM}(?:\\s*(?:,|and|&|or)\\s*(?:the\\s+)?${LEFT_OUT_ITEM})*` +
    `(?:\\s*,\\s*(?:\\(\\s*)?(?:at\\s+|@\\s*)?|(?<!\\d)\\s*:\\s+(?:\\(\\s*)?(?:at\\s+|@\\s*)?|\\s*\\(\\s*(?:at\\s+|@\\s*)?|\\s+(?:at\\s+|@\\s*))(?:\\d{1,2}(?:[:.][0-5]\\d)?\\s*(?:[ap]\\.?m\\b\\.?)?(?![\\d:])|noon\\b|midnight\\b)`,
);

/** Where days left out are followed by a clock ("except on the 1st, at 11am"), or -1. */
export function exceptThenClock(text: string): number {
  if (!/except|but\s+not|excluding|apart|other\s+than/.test(text)) return -1;
  return EXCEPT_THEN_CLOCK.exec(text)?.index ?? -1;
}

const minutesOf = (t: LocalTime) => t.hour * 60 + t.minute;

function clock(t: LocalTime): string {
  return `${t.hour % 12 === 0 ? 12 : t.hour % 12}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

/** The days of the week a draft runs on, or null when its day rule is not days of the week. */
function weekdaysOf(d: IntentDraft): readonly Weekday[] | null {
  const r = d.days;
  const base = r === null || r.kind === 'every-day' ? ALL_DAYS : r.kind === 'weekdays' ? r.days : null;
  if (base === null) return null;
  return d.except ? base.filter((x) => !d.except?.includes(x)) : base;
}

function sameTimes(a: readonly LocalTime[], b: readonly LocalTime[]): boolean {
  const x = [...new Set(a.map(minutesOf))].sort((p, q) => p - q);
  const y = [...new Set(b.map(minutesOf))].sort((p, q) => p - q);
  return x.length === y.length && x.every((m, i) => m === y[i]);
}

/**
 * "Every weekday at 9am except Fridays at 10am", at `at` in `text` (normalised), after a time already said. When
 * the exception's time is another one, it can only mean that time instead on those days: two rules. When it is the
 * rule's own time, it means no run on those days then: the days are left out. Null when the phrase is not of that
 * shape (a rule of times on days of the week, the exception's days among them, its times all the rule's or none of
 * them): the caller refuses it.
 */
export function exceptAtRules(
  text: string,
  at: number,
  options: ReadOptions,
): { drafts: IntentDraft[]; said: string[] } | null {
  const m = EXCEPT_DAYS_AT.exec(text.slice(at));
  const g = m?.groups;
  if (!m || !g) return null;
  const end = at + m[0].length;
  // "except fridays, at 11am too": one more time on those days, not another in place of it
  if (/^\s*,?\s*(?:too|also|as\s+well)\b/.test(text.slice(end))) return null;
  const ruleText = `${text.slice(0, at)}${g.lead}${g.days}${text.slice(end)}`;
  const otherText = `${g.days} ${/^(?:at\s|@)/.test(g.times ?? '') ? '' : 'at '}${g.times}`;
  const rule = readDraft(ruleText, options);
  const other = readDraft(otherText, options);
  if (!rule.ok || !other.ok) return null;
  const d = rule.value;
  const o = other.value;
  if (d.interval !== null || d.window !== null || d.times.length === 0 || d.except === null) return null;
  if (d.exceptDates || d.exceptMonthDays || d.exceptTimes || d.exceptBetween || d.exceptMonths) return null;
  const base =
    d.days === null || d.days.kind === 'every-day' ? ALL_DAYS : d.days.kind === 'weekdays' ? d.days.days : [];
  const days = weekdaysOf(o);
  if (days === null || !days.every((x) => base.includes(x)) || o.times.length === 0) return null;
  // the rule leaves out exactly the exception's days ("except Fridays at 10am and Mondays at 8am" would not)
  const out = [...d.except].sort((a, b) => a - b);
  if (out.length !== days.length || out.some((x, i) => x !== days[i])) return null;
  const said = text.slice(at, end).trim();
  if (sameTimes(d.times, o.times)) {
    d.assumptions.push(`"${said}" read as no run on ${g.days}.`);
    return { drafts: [d], said: [ruleText] };
  }
  if (o.times.some((t) => d.times.some((u) => minutesOf(u) === minutesOf(t)))) return null;
  o.months = d.months;
  d.assumptions.push(
    `"${said}" read as ${o.times.map(clock).join(' and ')} on ${g.days} instead of ${d.times.map(clock).join(' and ')}.`,
  );
  return { drafts: [d, o], said: [ruleText, otherText] };
}

/** "instead" closing a clause, not "instead of ..." (which says what it replaces, and is left unread). */
const INSTEAD = /\s*\binstead\b(?!\s+of\b)/;
/**
 * "only" or "just" before the clause's time ("but on saturdays only at 3am", "sundays just at 10"): on those days,
 * that time and no other, as "instead" says.
 */
const ONLY_AT = /\s*\b(?:only|just)\b(?=\s+(?:at\s+|@\s*)?\d)/;
/** "but" opening it ("every weekday at 9am, but Fridays at 3pm instead"), which is not "every day but Fridays". */
const BUT = /^\s*but\s+/;

/** "but 9:35 on fridays", "but at 10am on weekends": "but" and a time, then the days it is for. */
const BUT_TIME_ON = new RegExp(
  `^\\s*but\\s+(?:(?:at\\s+|@\\s*)?${CLOCK}(?:\\s*(?:,|and|&)\\s*(?:at\\s+)?${CLOCK})*)\\s+(?:on\\s+)?(?:the\\s+)?${DAY_LIST}\\s*$`,
);

/** A clause without its closing "instead", and whether it had one. */
export function withoutInstead(clause: string): { text: string; instead: boolean } {
  const m = INSTEAD.exec(clause) ?? ONLY_AT.exec(clause);
  // "..., but 9:35 on fridays", "..., but 10am on weekends": a time then days after "but", in place of the earlier rule
  if (!m && BUT_TIME_ON.test(clause)) return { text: clause.replace(BUT, ''), instead: true };
  if (!m) return { text: clause, instead: false };
  const text = clause.slice(0, m.index) + clause.slice(m.index + m[0].length);
  return { text: text.replace(BUT, ''), instead: true };
}

/**
 * "daily 7am; weekends 9am instead": a later rule said with "instead" takes its days out of the earlier rules on
 * days of the week, which keep the rest. Refused when no earlier rule runs on those days, or when a rule is not on
 * days of the week (what "instead" replaces cannot be said then).
 */
export function applyInstead(
  drafts: IntentDraft[],
  insteadAt: readonly boolean[],
  said: readonly string[],
): Outcome<void> {
  for (const [j, d] of drafts.entries()) {
    if (!insteadAt[j]) continue;
    const days = weekdaysOf(d);
    const earlier = drafts.slice(0, j);
    const replaced = earlier.filter((e) => (weekdaysOf(e) ?? []).some((x) => days?.includes(x)));
    // "weekdays at 9am, saturdays only at 10am": "only" on days no earlier rule has is a rule of its own
    const text = said[j] ?? '';
    if (replaced.length === 0 && days !== null && ONLY_AT.test(text) && !INSTEAD.test(text)) continue;
    if (days === null || d.except !== null || replaced.length === 0 || earlier.some((e) => weekdaysOf(e) === null)) {
      return fail(
        'unparseable',
        `"${said[j]?.trim()}" does not say which days of an earlier rule it replaces.`,
        'Say the days of each rule, e.g. "weekdays at 7am, weekends at 9am".',
      );
    }
    // "23:00 every night, but 00:30 on fri and sat": a small hour in place of an evening's run may be that
    // night's (the day after) or the morning of the day named
    const small = d.times.some((t) => t.hour < 5);
    const evening = replaced.some((e) => e.times.some((t) => t.hour >= 18));
    if (small && evening) {
      return fail(
        'unparseable',
        `"${said[j]?.trim()}" puts a time after midnight in place of an evening's: the night of those days, or their early morning?`,
        'Say the day each run falls on, e.g. "at 00:30 on saturdays and sundays".',
      );
    }
    for (const e of replaced) e.except = [...new Set([...(e.except ?? []), ...days])].sort((a, b) => a - b);
    d.assumptions.push(`"${said[j]?.trim()}" read as in place of the earlier rule on those days.`);
  }
  return ok(undefined);
}

const NAMED = /^Read "([^"]+)" as the job's name/;

/** The name a rule was said after, as set aside when it was read, or null. */
function nameOf(d: IntentDraft): string | null {
  for (const a of d.assumptions) {
    const m = NAMED.exec(a);
    if (m) return (m[1] ?? '').toLowerCase();
  }
  return null;
}

/** Words that add a rule to the others ("and", "plus", "also", "too", "as well", "+", "&"). */
const ADDS = /\b(?:and|plus|also|too|as\s+well|extra|additional)\b|[+&]/;

/**
 * "0645 daily; 0715 on sundays", "0600 daily, 0700 weekends": a later rule on some of an earlier rule's days, at
 * other times, with no word to say whether it replaces them there ("instead", "but") or adds runs ("and", "too"):
 * writers mean either. Refused with both readings.
 */
export function subsetUnsaid(
  drafts: readonly IntentDraft[],
  insteadAt: readonly boolean[],
  said: readonly string[],
  text: string,
): Outcome<void> {
  if (ADDS.test(text) || /\bbut\b/.test(text)) return ok(undefined);
  for (const [j, d] of drafts.entries()) {
    if (j === 0 || insteadAt[j] || d.times.length === 0 || d.interval !== null) continue;
    const days = weekdaysOf(d);
    if (days === null || days.length === 7) continue;
    const wider = drafts
      .slice(0, j)
      .find(
        (e) =>
          e.times.length > 0 &&
          e.interval === null &&
          !sameTimes(e.times, d.times) &&
          days.every((x) => (weekdaysOf(e) ?? []).includes(x)) &&
          (weekdaysOf(e)?.length ?? 0) > days.length,
      );
    if (wider === undefined) continue;
    // "nightly train 01:00 KST, eval report 09:00 KST weekdays": each rule said after a name of its own is another
    // job's, whose runs add to the others'
    const name = nameOf(d);
    const widerName = nameOf(wider);
    if (name !== null && widerName !== null && !mayBeOneJob(name, widerName)) {
      d.assumptions.push(`Read "${widerName}" and "${name}" as 2 jobs, each with its own times.`);
      continue;
    }
    const clause = said[j]?.trim() ?? '';
    return fail(
      'unparseable',
      `"${clause}" falls on days of an earlier rule: in place of its runs on those days, or more runs then?`,
      `Say "but ${clause} instead" or "and ${clause} too".`,
    );
  }
  return ok(undefined);
}
