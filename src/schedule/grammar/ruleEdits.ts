import type { LocalIntent, Weekday } from '../intent.js';
import { CORRECTED_INSTEAD_OF, CORRECTION_BEFORE } from './insteadOfDays.js';
import { type ReadOptions, readDraft } from './read.js';
import { SWITCH_GATE, switchTimes } from './switchTimes.js';
import { DAY, MONTH, NTH, WEEKDAY_NAME, weekdayOf } from './words.js';

/**
 * Words around a schedule that say what it is not, what it was, or what its words mean here, rewritten into the
 * schedule alone: "closed monday" beside rules that do not run on Monday, "(was thursdays 5pm)", "instead of daily",
 * "(our weekend is fri-sat)" beside "weekdays", "business hours (9-5)", "move the 10am standup to 9:45, same days
 * (mon-thu)", "every 2 hours on the odd hours", "at 24:00 every day", "MWF" and "TTh". Each is looked at only once
 * the phrase has failed to read as said, and each says how it read the words in a note. Where a reading holds only
 * if the rules then run as the words say (no run on the days said closed, 24:00 only for every day), the rules are
 * checked after they are read, and the phrase refused otherwise.
 */

export interface RuleEdit {
  text: string;
  notes: string[];
  /** A reason to refuse the rules read from the edited text, or null when they fit what the words said. */
  check: (rules: readonly LocalIntent[]) => string | null;
  /**
   * Words said of the schedule as a whole ("instead of daily", "(was 19:30)") were set aside: they hold only where it
   * reads as one rule ("daily 7am; weekends 9am instead of 7am" says what one of two rules replaces).
   */
  single: boolean;
}

const DAY_LIST = `(?:${DAY}|week(?:day|end)s?\\b)(?:\\s*(?:,|and|&|or|/|-|to)\\s*(?:${DAY}|week(?:day|end)s?\\b))*`;
const CLOCK =
  '(?:(?:1[0-2]|0?[1-9])(?:[:.][0-5]\\d)?\\s*[ap]m|(?:[01]?\\d|2[0-3])[:.h][0-5]\\d|(?:[01]?\\d|2[0-3])h\\b|noon|midnight)';
const ALL: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

const GATE =
  /fifth|5th|summer|winter|spring|autumn|fall|holiday|lunch|closed|\(|instead\s+of|business\s+hours|\bmove\b|odd\s+hours|even\s+hours|24:?00|@daily|\bm\/?w\/?f\b|\btu?\/?th\b|\bexcept|\bbut\s+not|excluding|\bnow\s|\boff\b|\bskip|\bnothing\b|\bnone\b|\bno\s+runs?\b/;

/** The weekdays a list of days says ("tue-sat", "mon and fri", "weekends"), in the service's numbers. */
function daysOf(list: string): Weekday[] {
  const out = new Set<Weekday>();
  const words = list.split(/\s*(?:,|and|&|or|\/)\s*/);
  for (const w of words) {
    const range = /^(?<a>[a-z.]+)\s*(?:-|to)\s*(?<b>[a-z.]+)$/.exec(w.trim());
    if (range?.groups) {
      const a = weekdayOf(range.groups.a?.replace(/\.$/, '') ?? '');
      const b = weekdayOf(range.groups.b?.replace(/\.$/, '') ?? '');
      if (a === undefined || b === undefined) continue;
      for (let d = a; ; d = ((d % 7) + 1) as Weekday) {
        out.add(d);
        if (d === b) break;
      }
      continue;
    }
    const t = w.trim().replace(/\.$/, '');
    if (/^weekends?$/.test(t)) {
      for (const d of [1, 7] as const) out.add(d);
    } else if (/^weekdays?$/.test(t)) {
      for (const d of [2, 3, 4, 5, 6] as const) out.add(d);
    } else {
      const d = weekdayOf(t) ?? weekdayOf(t.replace(/s$/, ''));
      if (d !== undefined) out.add(d);
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** The weekdays a rule runs on, or null when its days are not days of the week. */
function weekdaysOf(r: LocalIntent): readonly Weekday[] | null {
  if (r.days.kind === 'every-day') return ALL;
  if (r.days.kind === 'weekdays') return r.days.days;
  return null;
}

const names = (days: readonly Weekday[]) => days.map((d) => WEEKDAY_NAME[d]).join(', ');

/** ", closed monday", "(closed on sundays)" last: days without runs, said beside the rules. */
const CLOSED = new RegExp(
  `\\s*[,;(]\\s*(?:and\\s+)?(?:(?:we(?:'re|\\s+are)|it(?:'s|\\s+is))\\s+)?closed\\s+(?:on\\s+)?(?:the\\s+)?(?:all\\s+day\\s+)?(?<days>${DAY_LIST})\\s*\\)?\\s*$`,
);
/** ", fridays we skip", "(we skip sundays)" last: days without runs, said as "closed" is. */
const SKIPPED = new RegExp(
  `\\s*[,;(]\\s*(?:and\\s+)?(?:(?:on\\s+)?(?:the\\s+)?(?<days>${DAY_LIST})\\s+(?:we|they|i)\\s+skip|(?:(?:we|they|i)\\s+)?skip\\s+(?:on\\s+)?(?:the\\s+)?(?<days2>${DAY_LIST}))\\s*\\)?\\s*$`,
);
/**
 * ", sundays off", "; saturdays closed", "(nothing on sundays)", ", no runs on weekends", ", sundays: none" last: days
 * without runs, said as "closed" is.
 */
const OFF = new RegExp(
  `\\s*[,;(]\\s*(?:and\\s+)?(?:(?:on\\s+)?(?:the\\s+)?(?<days>${DAY_LIST})\\s*(?::\\s*|\\s+(?:are\\s+|is\\s+)?)(?:off|closed|nothing|none|no\\s+runs?)|(?:nothing|no\\s+runs?|off)\\s+on\\s+(?:the\\s+)?(?<days2>${DAY_LIST}))\\s*\\)?\\s*$`,
);
/** "except mondays (we are closed)": why the days are left out. */
const CLOSED_WHY = new RegExp(
  `(?<kept>\\b(?:except|but\\s+not|excluding)\\s+(?:on\\s+)?(?:the\\s+)?${DAY_LIST})\\s*\\(\\s*(?:(?:we(?:'re|\\s+are)|it(?:'s|\\s+is)|they(?:'re|\\s+are))\\s+)?closed(?:\\s+(?:then|that\\s+day|those\\s+days))?\\s*\\)`,
);
/** "(was thursdays 5pm)", "(it used to be the 2nd)", "instead of daily": what the schedule was before. */
const WAS =
  /\s*\(\s*(?:it\s+)?(?:was|used\s+to\s+be|previously|formerly|before\s*:|old\s*:)\s+(?<old>[^()]+?)\s*\)|\s+instead\s+of\s+(?<old2>[^,;.()]+?)(?=\s*(?:[,;.()]|$))/;
/** "now every tuesday ...": the schedule from now on. */
const NOW = /(?:^|(?<=[:,]\s*)|(?<=\bmoved\s+))now\s+(?=(?:every|each|on|daily|weekly|nightly)\b)/;
/** "business hours (9-5)", "US business hours (9-6 ET)": the hours in brackets. */
const BUSINESS =
  /\b(?:during\s+)?(?:(?:the\s+)?(?:us|uk|eu|our|the|normal|regular|office)\s+)?business\s+hours\s*\((?<hours>[^()]*\d[^()]*)\)/;
/** "(our work week)" after days said: what the days are, nothing more. */
const WORK_WEEK =
  /\s*\(\s*(?:our|the|their|a)\s+(?:work(?:ing)?\s*week|working\s+days|work\s*days|business\s+days)\s*\)/;
/** "(our weekend is fri-sat)": which days "weekdays" and "weekends" mean here. */
const WEEKEND_IS = new RegExp(
  `\\s*[,(]\\s*(?:our|the|their)\\s+weekends?\\s+(?:is|are|=)\\s+(?<a>${DAY})\\s*(?:-|to|and|&|/|\\+)\\s*(?<b>${DAY})\\s*\\)?`,
);
const EXCEPT_THE = new RegExp(
  `\\b(?<w>except(?:\\s+for)?|but\\s+not|excluding)\\s+the\\s+(?=${DAY}(?!\\s+(?:of|in)\\b))`,
);
/** "move the 10am standup to 9:45, same days (mon-thu)": the new time on the days said after it. */
const MOVE = new RegExp(
  `^(?:(?:so|ok|okay|hey|hi)[,\\s]+)?(?:(?:can|could)\\s+(?:we|you)\\s+|please\\s+|pls\\s+|let'?s\\s+)?move\\s+(?:the\\s+)?(?<what>[^,;()]*?)\\s+to\\s+(?<time>(?:at\\s+)?${CLOCK})(?<rest>.*)$`,
);
const NAMED_DAYS = new RegExp(`\\b(?:${DAY}|week(?:day|end|night)s?\\b|daily\\b|nightly\\b|every\\s+day\\b)`);
const SOME_DAYS = new RegExp(`\\b(?:${DAY}|week(?:day|end|night)s?\\b)`);
/** A half of the day said with a clock ("6pm", "6 p.m."). */
const HALF_SAID = /\d\s*[ap]\.?m\b/;
/** A clock said without its half of the day or minutes ("at 7", "@ 10"). */
const BARE_HOUR = /(?:\bat|@)\s*(?:[1-9]|1[0-2])\b(?!\s*(?::|\.\d|[ap]\.?m\b|h\b|hrs?\b|o'?clock))/;
const SAME_DAYS = /\bsame\s+days?\s*(?:as\s+before\s*)?\((?<days>[^()]*)\)/;
const DAY_WORDS = new RegExp(`\\b(?:${DAY}|week(?:day|end|night)s?\\b|daily\\b|nightly\\b|every\\b|each\\b)`);
const ODD_HOURS =
  /\b(?:every\s+(?:2|two|other)\s+hours?|hourly|every\s+hour)\s*,?\s+(?:on|at)\s+(?:the\s+)?(?<which>odd|even)(?:[-\s]numbered)?\s+hours\b/;
const H24 = /\b24[:.]?00(?:\s*h(?:rs?|ours)?)?\b/;
const DAILY_BUT_AT = /@(?:daily|midnight)\s+but\s+(?=at\b|@)/;
const LETTERS: readonly [RegExp, string][] = [
  [/\bm\/?w\/?f\b/, 'mon/wed/fri'],
  [/\b(?:tu?\/?th|tth)\b/, 'tue/thu'],
];
const OPEN_DAYS =
  /\bevery\s+day\s+(?:that\s+|when\s+)?(?:we(?:'re|\s+are)|it(?:'s|\s+is)|the\s+[a-z]+\s+is)\s+open\s*\((?<days>[^()]*)\)/;

/**
 * "saturdays 5pm, except the first saturday", "every weekday except the first monday of the month, 9am": some of one
 * weekday's places in the month taken out of a rule with a time between, or of a rule of several days.
 */
const EXCEPT_NTH = new RegExp(
  `\\b(?:(?:every|each|on)\\s+)?(?<days>(?:${DAY}|week\\s*days?\\b|every\\s+day\\b|daily\\b)(?:\\s*(?:-|to)\\s*${DAY})?)(?<mid>(?:\\s+(?:at\\s+|@\\s*)?${CLOCK}(?:\\s*(?:,|and|&)\\s*${CLOCK})*)?)\\s*,?\\s+(?<exc>(?:except(?:\\s+for)?|but\\s+not|excluding)\\s+(?:on\\s+)?(?:the\\s+)?${NTH}(?:\\s*(?:,|and|&|or)\\s*(?:the\\s+)?${NTH})*\\s+(?<day>${DAY})(?:\\s+(?:of|in)\\s+(?:the|each|every|a)\\s+month\\b)?)(?!\\s+(?:of|in|during)\\s+${MONTH})`,
);

function exceptNth(t: string, notes: string[]): string {
  const m = EXCEPT_NTH.exec(t);
  const g = m?.groups;
  if (!m || !g?.days || !g.exc || !g.day) return t;
  const day = weekdayOf(g.day.replace(/s?\.?$/, '')) ?? weekdayOf(g.day.replace(/\.$/, ''));
  const said = g.days.replace(/^every\s+day$|^daily$/, 'sun-sat');
  const days = daysOf(said);
  if (day === undefined || !days.includes(day)) return t;
  const name = WEEKDAY_NAME[day]?.toLowerCase() ?? '';
  const rest = t.slice(m.index + m[0].length);
  const one = `every ${name} ${g.exc}${g.mid ?? ''}`;
  if (days.length === 1) {
    if ((g.mid ?? '') === '') return t;
    notes.push(`"${g.exc}" read as of the ${name}s the rule runs on.`);
    return `${t.slice(0, m.index)}${one}${rest}`;
  }
  // the other days, said as one range from the day after to the day before, when they are that
  const others = days.filter((d) => d !== day);
  const from = (day % 7) + 1;
  const start = others.includes(from as Weekday) ? from : (days.find((d) => d > day) ?? days[0]);
  const cyclic: number[] = [];
  for (let d = start as number; cyclic.length < others.length; d = (d % 7) + 1) cyclic.push(d);
  if (!cyclic.every((d) => others.includes(d as Weekday))) return t;
  const first = WEEKDAY_NAME[cyclic[0] as number]?.toLowerCase();
  const last = WEEKDAY_NAME[cyclic[cyclic.length - 1] as number]?.toLowerCase();
  notes.push(`"${m[0].trim()}" read as ${first} to ${last}, and the other ${name}s of the month.`);
  return `${t.slice(0, m.index)}${first} to ${last}${g.mid ?? ''}, ${one}${rest}`;
}

/** "fifth friday (when there is one)": what a fifth weekday of the month is already, in CRON. */
const WHEN_ONE =
  /\s*\(\s*(?:when|if|in\s+months?\s+(?:that|which|when))\s+(?:there\s+is\s+one|there'?s\s+one|it\s+exists|(?:it\s+|they\s+)?ha(?:ve|s)\s+one)\s*\)/;
/** "but not in summer (jun-aug)": a season said with its months in brackets. */
const SEASON =
  /\b(?:but\s+not|except|excluding|not)\s+(?:in|during)\s+(?:the\s+)?(?:summer|winter|spring|autumn|fall|(?:summer|winter|school|christmas|easter)\s+(?:holidays?|break|vacation))\s*\((?<months>[^()]*)\)/;
/** "except lunch (12)": the lunch hour said in brackets, at noon or with am or pm. */
const LUNCH =
  /\bexcept\s+(?:for\s+)?(?:the\s+)?(?:lunch(?:time)?|lunch\s+hour)\s*\(\s*(?:at\s+)?(?<at>12(?::[0-5]\d)?|(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s*[ap]m|1[3-4]:[0-5]\d)\s*\)/;

/** The phrase (normalised) with such words rewritten, or null when it has none. */
export function editRules(text: string, options: ReadOptions): RuleEdit | null {
  if (!GATE.test(text) && !SWITCH_GATE.test(text)) return null;
  let t = text;
  const notes: string[] = [];
  const checks: ((rules: readonly LocalIntent[]) => string | null)[] = [];
  const closed = CLOSED.exec(t) ?? SKIPPED.exec(t) ?? OFF.exec(t);
  const closedDays = closed?.groups?.days ?? closed?.groups?.days2;
  if (closed && closedDays) {
    const days = daysOf(closedDays);
    const said = closed[0].replace(/^[\s,;(]+|[\s)]+$/g, '');
    if (days.length > 0) {
      t = t.slice(0, closed.index);
      notes.push(`"${said}" read as no run on ${names(days)}.`);
      checks.push((rules) =>
        rules.some((r) => (weekdaysOf(r) ?? ALL).some((d) => days.includes(d)))
          ? `"${said}", but a rule runs on ${names(days)}.`
          : null,
      );
    }
  }
  const why = CLOSED_WHY.exec(t);
  if (why?.groups?.kept) {
    t = t.slice(0, why.index) + why.groups.kept + t.slice(why.index + why[0].length);
    notes.push(`"${why[0].slice(why.groups.kept.length).trim()}" read as why those days are left out.`);
  }
  const was = WAS.exec(t);
  const old = was?.groups?.old ?? was?.groups?.old2;
  let single = false;
  const kept = was ? t.slice(0, was.index) + t.slice(was.index + was[0].length) : '';
  // days said only of the old schedule may be the days of the new one too ("9am (was mondays 8am)"): not set aside;
  // nor, said after "instead of" with no brackets, days the new clock may be for ("daily at 10 instead of 9 on
  // sundays": on Sundays only?), nor a half of the day the new bare hour may share ("at 7 instead of 6pm": 7 PM?)
  const openDays = was?.groups?.old2 !== undefined && SOME_DAYS.test(old ?? '') && /\d/.test(old ?? '');
  const halfOfOld = was?.groups?.old2 !== undefined && HALF_SAID.test(old ?? '') && BARE_HOUR.test(kept);
  // "..., actually make it wed instead of thurs": the days a correction swaps, read with it (insteadOfDays.ts)
  // and after a correction, never what the schedule was before: "..., actually make it wed instead of thurs in
  // december" is no old schedule, and "in december" would be lost
  const swapsDays =
    was?.groups?.old2 !== undefined && (CORRECTED_INSTEAD_OF.test(t) || CORRECTION_BEFORE.test(t.slice(0, was.index)));
  if (
    was &&
    old &&
    !openDays &&
    !halfOfOld &&
    !swapsDays &&
    readDraft(old, options).ok &&
    (!SOME_DAYS.test(old) || NAMED_DAYS.test(kept))
  ) {
    single = true;
    t = t.slice(0, was.index) + t.slice(was.index + was[0].length);
    notes.push(`"${was[0].replace(/^[\s(]+|[\s)]+$/g, '')}" read as what the schedule was before, not run.`);
  }
  if (NOW.test(t)) {
    t = t.replace(NOW, '');
    notes.push('"now" read as from now on.');
  }
  const business = BUSINESS.exec(t);
  if (business?.groups?.hours) {
    const hours = business.groups.hours.trim();
    // business hours are on working days: Monday to Friday, unless the phrase says its days
    const days = NAMED_DAYS.test(t.slice(0, business.index) + t.slice(business.index + business[0].length));
    t = `${t.slice(0, business.index)}${hours}${days ? '' : ' on weekdays'}${t.slice(business.index + business[0].length)}`;
    notes.push(`"${business[0].trim()}" read as the hours in brackets${days ? '' : ', Monday to Friday'}.`);
  }
  const week = WORK_WEEK.exec(t);
  if (week && new RegExp(`\\b${DAY}`).test(t.slice(0, week.index))) {
    t = t.slice(0, week.index) + t.slice(week.index + week[0].length);
    notes.push(`"${week[0].replace(/^[\s(]+|[\s)]+$/g, '')}" read as what the days are, nothing more.`);
  }
  const weekend = WEEKEND_IS.exec(t);
  if (weekend?.groups?.a && weekend.groups.b && !/weeknight/.test(t)) {
    const a = weekdayOf(weekend.groups.a.replace(/s?\.?$/, '')) ?? weekdayOf(weekend.groups.a);
    const b = weekdayOf(weekend.groups.b.replace(/s?\.?$/, '')) ?? weekdayOf(weekend.groups.b);
    if (a !== undefined && b !== undefined && b === (a % 7) + 1) {
      const rest = t.slice(0, weekend.index) + t.slice(weekend.index + weekend[0].length);
      const first = WEEKDAY_NAME[(b % 7) + 1]?.toLowerCase();
      const last = WEEKDAY_NAME[a === 1 ? 7 : a - 1]?.toLowerCase();
      const work = `${first} to ${last}`;
      const replaced = rest
        .replace(/\b(?:every\s+)?(?:week\s*days?|workdays?|work\s+days)\b/g, work)
        .replace(
          /\b(?:every\s+)?(?:weekends?)\b/g,
          `${WEEKDAY_NAME[a]?.toLowerCase()} and ${WEEKDAY_NAME[b]?.toLowerCase()}`,
        );
      if (replaced !== rest) {
        t = replaced;
        notes.push(
          `"${weekend[0].replace(/^[\s,(]+|[\s)]+$/g, '')}" read as what the days mean here: weekdays ${WEEKDAY_NAME[(b % 7) + 1]} to ${WEEKDAY_NAME[a === 1 ? 7 : a - 1]}.`,
        );
      }
    }
  }
  const one = /\b(?:fifth|5th)\b/.test(t) ? WHEN_ONE.exec(t) : null;
  if (one) {
    t = t.slice(0, one.index) + t.slice(one.index + one[0].length);
    notes.push(`"${one[0].replace(/^[\s(]+|[\s)]+$/g, '')}": a fifth weekday runs only in the months that have one.`);
  }
  const season = SEASON.exec(t);
  if (season?.groups?.months) {
    t = `${t.slice(0, season.index)}except ${season.groups.months}${t.slice(season.index + season[0].length)}`;
    notes.push(`"${season[0]}" read as the months in brackets.`);
  }
  const lunch = LUNCH.exec(t);
  if (lunch?.groups?.at) {
    const at = /^\d+$/.test(lunch.groups.at) ? `${lunch.groups.at}:00` : lunch.groups.at;
    t = `${t.slice(0, lunch.index)}except ${at}${t.slice(lunch.index + lunch[0].length)}`;
    notes.push(`"${lunch[0]}" read as no run at ${at}.`);
  }
  t = exceptNth(t, notes);
  const the = EXCEPT_THE.exec(t);
  if (the?.groups?.w) {
    t = `${t.slice(0, the.index)}${the.groups.w} ${t.slice(the.index + the[0].length)}`;
    notes.push(`"${the[0].trim()} ..." read as every one of those days left out.`);
  }
  const move = MOVE.exec(t);
  if (move?.groups?.time) {
    const what = move.groups.what ?? '';
    let rest = move.groups.rest ?? '';
    const same = SAME_DAYS.exec(rest);
    if (same?.groups?.days)
      rest = rest.slice(0, same.index) + same.groups.days + rest.slice(same.index + same[0].length);
    // the days of the whole schedule said ("every night", "same days (mon-thu)"): not "on mondays", which may move
    // only Monday's run
    const whole = same !== null || /\b(?:every|each|daily|nightly)\b/.test(rest);
    if (!DAY_WORDS.test(what) && whole && DAY_WORDS.test(rest) && !/\bsame\b/.test(rest)) {
      t = `${move.groups.time}${rest}`;
      notes.push(`"move ${what} to ${move.groups.time.trim()}" read as the new time, the old one not run.`);
    }
  }
  const switched = switchTimes(t);
  if (switched) {
    t = switched.text;
    notes.push(switched.note);
    const said = switched.overnight;
    if (said !== null)
      checks.push((rules) =>
        rules.every((r) => r.days.kind === 'every-day')
          ? null
          : `"${said}" goes across midnight: on the days named, is the run after midnight on the morning after each of them, or the morning of each?`,
      );
  }
  const odd = ODD_HOURS.exec(t);
  if (odd?.groups?.which) {
    const range = odd.groups.which === 'odd' ? 'from 01:00 to 23:00' : 'from 00:00 to 22:00';
    t = `${t.slice(0, odd.index)}every 2 hours ${range}${t.slice(odd.index + odd[0].length)}`;
    notes.push(`"${odd[0]}" read as every 2 hours ${range}.`);
  }
  if (H24.test(t)) {
    const said = H24.exec(t)?.[0] ?? '24:00';
    t = t.replace(H24, '00:00');
    notes.push(`"${said}" read as midnight (00:00), the start of each day.`);
    checks.push((rules) =>
      rules.every((r) => r.days.kind === 'every-day')
        ? null
        : `"${said}" on some days only is the midnight at their end, which is 00:00 of the day after: I would rather not guess which day is meant.`,
    );
  }
  const macro = DAILY_BUT_AT.exec(t);
  if (macro) {
    t = `${t.slice(0, macro.index)}daily ${t.slice(macro.index + macro[0].length)}`;
    notes.push(`"${macro[0].trim()} ..." read as every day at the time said.`);
  }
  for (const [letters, days] of LETTERS) {
    const m = letters.exec(t);
    if (m) {
      t = t.replace(letters, days);
      notes.push(`"${m[0]}" read as ${days}.`);
    }
  }
  const open = OPEN_DAYS.exec(t);
  if (open?.groups?.days && daysOf(open.groups.days).length > 0) {
    t = `${t.slice(0, open.index)}${open.groups.days}${t.slice(open.index + open[0].length)}`;
    notes.push(`"${open[0]}" read as the days in brackets.`);
  }
  if (t === text || notes.length === 0) return null;
  return {
    text: t.replace(/\s+/g, ' ').trim(),
    notes,
    single,
    check: (rules) => checks.map((c) => c(rules)).find((x) => x !== null) ?? null,
  };
}
