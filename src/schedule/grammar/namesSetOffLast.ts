import type { IntentDraft } from './draft.js';

/**
 * Words of a job's or an event's name said last, set off from the schedule by a mark (a comma, a colon, a dash, a
 * bracket), that the purpose reader of `trailingPurpose.ts` does not take alone:
 * - a verb of a task said last, after a word of the thing it is done to, the two one noun ("every sunday 2:30am
 *   Berlin, index rebuild", "nightly 01:00 - cache flush", "mon 6am: cert renew", "fri 23:00 (db reindex)"): set off
 *   by a mark, more than one word, not led by a verb ("..., rebuild the index" is a task the purpose reader reads
 *   itself); a market's or a place's hours ("close", "open": "every day 5pm - till close", "9am, doors open") are
 *   refused by the purpose reader before it asks here;
 * - the verb of an event's start or end said last ("sunday 28 march 2027 09:00 Amsterdam: summer timetable starts",
 *   "nov 1 2027 noon: winter hours begin", "march 3 2027 5pm - registration closes"), and a part of the year inside
 *   that name ("summer", "winter", "season"), beside ONE run on one dated day: what happens then, not when runs begin
 *   or end (a single dated run has no runs to bound). Beside runs that come again it stays refused ("every day 9am,
 *   summer hours start": only in summer? from when?), and alone, with no word of the name before it ("..., starts");
 * - a part of the year and what it changes, set off last ("Casablanca: every weekday 9am from feb 1 to mar 19
 *   (ramadan hours)", "mon-fri 8am from jun 1 to aug 31 - summer timetable"), where the schedule gives both its first
 *   and its last date: the name of the stretch the runs are bounded to, said by the dates ("every weekday 9am (summer
 *   hours)", "... from jun 1 (summer hours)" stay refused: only in summer? until when?).
 */

/** Verbs of an event starting or ending, said last in its name ("timetable starts", "registration closes"). */
const EVENT_VERB = /^(?:starts?|begins?|ends?|opens|closes|resumes?|launch(?:es)?|changes?|kicks-off)$/;

/** Parts of the year an event's name may hold beside one dated run ("summer timetable starts"). */
const PART_OF_YEAR = /^(?:spring|summer|autumn|fall|winter|season|holiday|holidays|festive|christmas|xmas)$/;

/** What a part of the year changes, said after it ("summer hours", "ramadan timetable"). */
const PERIOD_THING = /^(?:hours|timetable|schedule|times|rota|opening|service)$/;

/** Parts of the year whose name a stretch bounded by its dates may bear (with the seasons of a faith's calendar). */
const PERIOD_NAMED =
  /^(?:spring|summer|autumn|fall|winter|holiday|holidays|festive|christmas|xmas|ramadan|lent|advent)$/;

/**
 * Whether the words set aside are a part of the year and what it changes ("ramadan hours"), beside runs bounded by a
 * first and a last date said, set off by a mark.
 */
export function periodNamedByItsDates(words: readonly string[], setOff: boolean, draft: IntentDraft): boolean {
  return (
    setOff &&
    words.length === 2 &&
    PERIOD_NAMED.test(words[0] as string) &&
    PERIOD_THING.test(words[1] as string) &&
    draft.startDate !== null &&
    draft.endDate !== null &&
    !oneDatedRun(draft)
  );
}

/** Whether the draft is one run on one dated day ("sunday 28 march 2027 09:00"). */
export function oneDatedRun(draft: IntentDraft): boolean {
  const s = draft.startDate;
  const e = draft.endDate;
  return (
    draft.maxOccurrences === 1 &&
    draft.times.length === 1 &&
    draft.interval === null &&
    s !== null &&
    e !== null &&
    s.year === e.year &&
    s.month === e.month &&
    s.day === e.day
  );
}

/**
 * Whether the words set aside (`words`, set off by a mark when `setOff`, led by a verb of a task when `verbFirst`)
 * end in a thing done said as a task's verb after its object ("index rebuild"): `isTaskVerb` is the purpose
 * reader's own list.
 */
export function verbAsThingLast(
  words: readonly string[],
  setOff: boolean,
  verbFirst: boolean,
  isTaskVerb: (w: string) => boolean,
): boolean {
  return setOff && !verbFirst && words.length >= 2 && isTaskVerb(words.at(-1) as string);
}

/**
 * Whether the word at `k` of the words set aside may stand in an event's name said last beside one dated run: its
 * verb of starting or ending last, after another word, or a part of the year before that verb.
 */
export function eventNameWordBesideOneRun(
  words: readonly string[],
  k: number,
  setOff: boolean,
  draft: IntentDraft,
): boolean {
  if (!setOff || words.length < 2 || !EVENT_VERB.test(words.at(-1) as string) || !oneDatedRun(draft)) return false;
  const w = words[k] as string;
  if (k === words.length - 1) return true;
  return PART_OF_YEAR.test(w);
}

/** Whether `word`, last among the words set aside, is an event's verb of starting or ending (see above). */
export function endsInEventVerb(words: readonly string[], setOff: boolean, draft: IntentDraft): boolean {
  return eventNameWordBesideOneRun(words, words.length - 1, setOff, draft);
}
