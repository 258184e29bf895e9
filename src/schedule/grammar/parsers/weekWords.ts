import type { Weekday } from '../../intent.js';
import { type IntentDraft, type RecurrenceParser, setDays, unparseable } from '../draft.js';
import { DAY, weekdayOf } from '../words.js';

const LEAD = '(?:(?:every|each|on|all)\\s+)?';
const WORKING = '(?:weekdays?|week\\s+days?|workdays?|work\\s+days?|working\\s+days?|business\\s+days?)';
const WEEKEND = '(?:weekends?(?:\\s+days?)?)';
const GENERAL = `(?:${WORKING}|${WEEKEND})`;
const JOIN = '(?:\\s*(?:,|&|\\+|/|-|–|\\band\\b|\\bto\\b|\\bthrough\\b|\\bthru\\b|\\btill\\b|\\buntil\\b)\\s*|\\s+)';
/** Days said one by one or as a range: "sun–thu", "fri & sat", "Sunday through Thursday", "sat and sun". */
const DAYS = `(?:from\\s+)?${DAY}(?:${JOIN}${DAY})*`;
/** "— our weekdays are Sunday through Thursday", "(our week is sun-thu)", "; the weekend here is fri and sat". */
const APPOSITION =
  `(?:our|the|my)\\s+(?<appWord>${GENERAL}|work(?:ing)?\\s*-?\\s*week|week)(?:\\s+here)?\\s+` +
  `(?:are|is|runs?|=|:)\\s+(?:from\\s+)?(?<appDays>${DAYS})`;
/** The same clause, without its groups (a pattern may name a group once). */
const APPOSITION_PLAIN = APPOSITION.replace(/\(\?<[a-zA-Z]+>/g, '(?:');
/** Words that end what may stand between "daily" and the days it is said on. */
const STOP =
  '(?:except|excluding|without|but|not|no|skip\\w*|save|minus|apart|other|besides|and|or|plus|then|also|instead|too|unless|if|only|weekends?|days?|every|each|twice|thrice|times)\\b';
const CLOCK = '(?:\\d{1,2}(?:[:.]\\d{2})?\\s*(?:[ap]\\.?m\\.?)?)';
const NAME_WORD = `(?!${STOP}|${DAY})[a-z][\\w'-]*`;

const WORKING_RE = new RegExp(`^${LEAD}${WORKING}$`);
const MON_FRI: readonly Weekday[] = [2, 3, 4, 5, 6];
const SAT_SUN: readonly Weekday[] = [1, 7];
const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "sun–thu" -> [1..5], "fri & sat" -> [6, 7]; a range may wrap the week ("fri-mon"). */
function daysOf(list: string): Weekday[] {
  const tokens = list.match(/[a-z]+\.?|-|–/g) ?? [];
  const days = new Set<Weekday>();
  let last: Weekday | null = null;
  let range = false;
  for (const t of tokens) {
    if (['-', '–', 'to', 'through', 'thru', 'till', 'until'].includes(t)) {
      range = last !== null;
      continue;
    }
    const d = weekdayOf(t);
    if (d === undefined) continue;
    if (range && last !== null) for (let x: Weekday = last; x !== d; x = ((x % 7) + 1) as Weekday) days.add(x);
    range = false;
    days.add(d);
    last = d;
  }
  return [...days].sort((a, b) => a - b);
}

function dayNames(days: readonly Weekday[]): string {
  const names = days.map((d) => NAMES[d - 1]);
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * A working-week word ("weekdays", "business days") restated by days that are no working week anywhere: only
 * Friday, Saturday or Sunday ("weekdays (sat, sun)"). A weekend word restated by a day that is a weekend nowhere
 * (Monday to Wednesday), or by more than three days.
 */
function isWorking(word: string): boolean {
  const w = word.trim().replace(/\s+/g, ' ');
  return WORKING_RE.test(w) || /week$/.test(w);
}

function contradicts(word: string, days: readonly Weekday[]): boolean {
  if (isWorking(word)) return days.every((d) => d === 1 || d === 6 || d === 7);
  return days.length > 3 || days.some((d) => d >= 2 && d <= 4);
}

function restate(draft: IntentDraft, word: string, list: string, said: string) {
  const days = daysOf(list);
  const w = word.trim().replace(/\s+/g, ' ');
  if (days.length === 0 || contradicts(w, days)) {
    return unparseable(
      `"${w}" and "${list.trim()}" say different days.`,
      `Name the days once, e.g. "every ${dayNames(isWorking(w) ? MON_FRI : SAT_SUN)} at 9am".`,
    );
  }
  const usual = isWorking(w) ? MON_FRI : SAT_SUN;
  if (days.join() !== usual.join()) {
    draft.assumptions.push(`"${w}" read as the days said with it: ${dayNames(days)}.`);
  }
  return setDays(draft, days.length === 7 ? { kind: 'every-day' } : { kind: 'weekdays', days }, said);
}

/**
 * A general day word restated with its days, which say which days are meant: "every working day (sun–thu)",
 * "weekend: sat and sun", "every weekday 9am — our weekdays are Sunday through Thursday" (the word, and the clause
 * that restates it, wherever it stands); "weekend" as a word of the job's name before the days it runs on
 * ("weekend shift check-in fri & sat 8am"); and "daily" said before the days it runs on ("bank rec daily 7am on
 * business days"), where the days named are meant. Days that contradict the word ("weekdays (sat, sun)") are
 * refused. Each reading that is not the word's usual meaning says so in a note.
 */
export const weekWordsParser: RecurrenceParser = {
  name: 'weekWords',
  pattern: new RegExp(
    [
      // the word, restated by a clause further on (captured in the lookahead); the clause itself, after it
      `(?<appLead>${LEAD}\\b${GENERAL}\\b)(?=[^]*?[\\s,;:(—–-]${APPOSITION})`,
      `(?=(?:\\(\\s*)?(?:our|the|my)\\s)(?<=\\b${GENERAL}\\b[^]*?[\\s,;:(—–-])(?:\\(\\s*)?(?<app>${APPOSITION_PLAIN})(?:\\s*\\))?`,
      // the word, its days in brackets or after a colon
      `(?<word>${LEAD}\\b${GENERAL})\\s*(?:\\(\\s*(?<inner>${DAYS})\\s*\\)|[:=]\\s*(?<after>${DAYS}))`,
      // "weekend" in the job's name before the days it runs on
      `\\b(?<nameWeekend>weekend)` +
        `(?<!\\b(?:every|each|on|the|this|next|last|at|over|during|all|except|excluding|but|not|no|and|or|for|by|until|till|without|&|\\+)\\s+weekend)(?=\\s+(?!days?\\b|${STOP}|at\\b|from\\b|in\\b|of\\b|between\\b|mornings?\\b|evenings?\\b|nights?\\b|afternoons?\\b)[a-z][\\w'-]*[^]*\\b${DAY})`,
      // "daily" before the working days it is said on
      `\\b(?<daily>daily|every\\s+day)(?=(?:\\s+${NAME_WORD}){0,4}(?:\\s+(?:at\\s+|@\\s*)?${CLOCK})?(?:\\s+${NAME_WORD}){0,3}\\s+(?:on\\s+)?(?<dailyWord>${WORKING})\\b)`,
    ].join('|'),
    'g',
  ),
  // every reading holds a restating clause ("our weekdays are"), a week word before its days in brackets or after a
  // colon, "weekend" before a day's name, or "daily" before a working-week word
  gate: /\b(?:our|the|my)\s+(?:week|work|business)|(?:days?|ends?)\s*[(:=]|\bweekend\b[\s\S]*\b(?:sun|mon|tue|wed|thu|fri|sat)|\b(?:daily|every\s+day)\b[\s\S]*(?:week\s*day|work|business)/,
  apply(m, draft) {
    const g = m.groups ?? {};
    if (g.appLead !== undefined) {
      const word = g.appLead.replace(/^(?:every|each|on|all)\s+/, '');
      if (isWorking(word) !== isWorking(g.appWord ?? '')) {
        return unparseable(
          `"${word}" and "${(g.appWord ?? '').trim()}" are not the same days.`,
          'Name the days once, e.g. "every Sunday to Thursday at 9am".',
        );
      }
      return restate(draft, word, g.appDays ?? '', m[0]);
    }
    if (g.app !== undefined) return undefined;
    if (g.word !== undefined) return restate(draft, g.word, g.inner ?? g.after ?? '', m[0]);
    if (g.nameWeekend !== undefined) {
      draft.assumptions.push('"weekend" read as part of the job\'s name: the days named say when it runs.');
      return undefined;
    }
    if (g.daily !== undefined) {
      draft.assumptions.push(`"${g.daily}" read as on the days said with it ("${g.dailyWord}").`);
      return undefined;
    }
    return undefined;
  },
};
