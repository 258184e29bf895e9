/**
 * Words of a job's name said before its schedule that the name tests of `labels.ts` refuse alone, read where they
 * stand in the name by `leadingNames.ts`, each with what the rest of the phrase must say for the name to be set
 * aside:
 * - a verb of starting last, after a word of the name, right before a clock ("bagel boil starts at 4:15 a.m. daily",
 *   "night crew starts 22:30 sun to thu", "doors open ... begins 7pm fridays"): the time said is the start's, said
 *   plainly, and the rest says itself that it comes again ("daily", "every", "weekdays", "mondays", "sun to thu");
 *   "yoga course starts at 9am monday" stays refused (one start, or every Monday?);
 * - an adjective joined with "-time" that says no time of day ("real-time adherence nudge", "part-time payroll
 *   check", "full-time staff survey"): nothing ("one-time", "prime-time", "peak-time" stay refused);
 * - "hour" after a word that makes it an event's name ("taproom happy hour post", "power hour reminder"): the rest
 *   says its times plainly ("rush hour", "golden hour", "witching hour" say times of day and stay refused);
 * - "after-hours", "out-of-hours", "off-hours" before another word of the name ("after-hours line switches over at
 *   17:30"): the rest says its times plainly (an interval, "after-hours sweep every 2 hours", stays refused: only
 *   after hours?);
 * - words joined by a slash, each a word of a name and none a day's or month's or a time's ("spay/neuter surgery
 *   reminders", "pick-up/drop-off rota"): nothing ("mon/wed", "am/pm", "lunch/dinner" stay refused);
 * - "month" between two words of the name ("dental month promo", "heritage month banner"): the rest names its
 *   months or its dates ("... every monday in february"); "month end", "month 3" are read elsewhere or refused;
 * - "intraday" last, after a word of what the job does ("publish intraday at 7:00, 11:00 and 15:00"): several runs a
 *   day;
 * - "starting soon", "coming soon" before another word of the name ("stream starting soon post at 19:55 mon wed fri",
 *   "coming soon banner"): a notice's name, nothing ("stream starting soon at 19:55" stays refused: when does it
 *   start?).
 * - "frequency" before another word of the name ("frequency deviation report every 5 minutes", "radio frequency
 *   sweep", "frequency response log"): what is measured, nothing ("frequency: every 5 minutes", a label, and
 *   "report frequency daily", last, stay as they are).
 * - a noun in "-over" written with a hyphen ("line switch-over", "shift hand-over", "DB cut-over"), whose word
 *   without it is a name's ("switchover", "handover"): a thing done, nothing ("over" alone, "over the weekend", is
 *   no such word);
 * - "final" before a word of the name ("final payroll check", "final invoice run") where the rest is a date of the year
 *   or one date with its year (a last one is no weekly run: "final rehearsal saturday 10am" stays refused), or after one, last in a name set
 *   off ("grand final:", "cup final one-off:"): a last thing or a match, nothing; right before the schedule after a
 *   word of the name, only where the rest is one date with its year ("grand final one-off: 2027-03-28 15:00");
 *   "payroll final friday" stays refused (the final Friday of what?);
 * - "one-off" last in a name set off ("grand final one-off: 2027-03-28 15:00 CEST"): where the rest is one date with
 *   its year, which runs once all the same.
 * - "top of the hour" before another word of the name ("top of the hour ID every hour at :00", "top of the hour
 *   news sting hourly"): what the job is (a station's identification, a sting), at minute 0 of the hour; the rest
 *   must run on the hour itself (every hour at :00, or its times all on the hour), so that the name changes nothing
 *   ("top of the hour ID every 15 minutes" stays refused).
 */

/** What a word of a name needs the rest of the phrase to say (see `leadingNames.ts`). */
export type JobNameNeed =
  | 'plainTimes'
  | 'period'
  | 'manyRuns'
  | 'comesAgain'
  | 'topOfHour'
  | 'datedOnce'
  | 'yearlyOrAgain';

/** Verbs of starting, said last in a name right before a clock. */
const START_VERB = /^(?:starts|begins|kicks-off)$/;
/** Adjectives joined with "-time" that say no time of day. */
const NO_TIME_COMPOUND = /^(?:real|full|part|run|down|up|face|over|half)-time$/;
/** Words before "hour" that make it an event's name, not a time of day. */
const EVENT_HOUR = /^(?:happy|power|story|social|question|quiet|coding|study|homework|craft|music)$/;
/** Words before "soon" in the name of a notice ("starting soon post", "coming soon banner"). */
const SOON_BEFORE = /^(?:starting|coming|back|opening|launching)$/;
/** A name's last word that says it runs once ("grand final one-off:"), read by the one-off readers. */
const ONE_OFF = /^(?:one-off|oneoff|one-time)$/;
/** Hours outside the working day, as a name's adjective. */
const OFF_HOURS = /^(?:after-hours|out-of-hours|off-hours|afterhours)$/;

/**
 * The needs of the word at `words[i]` of a name, or undefined when it is none of the words above. `named(k)`: the
 * caller's test of whether `words[k]` is a word of the name (no small word, no word of time); `clockNext`: whether a
 * clock said plainly follows the name.
 */
export function jobNameWordNeeds(
  words: readonly string[],
  i: number,
  named: (k: number) => boolean,
  clockNext: boolean,
  isNameWord: (word: string) => boolean,
  setOff = false,
): JobNameNeed[] | undefined {
  const w = words[i] as string;
  const last = i === words.length - 1;
  if (START_VERB.test(w) && last && i > 0 && named(i - 1) && clockNext) return ['plainTimes', 'comesAgain'];
  if (NO_TIME_COMPOUND.test(w) && !last && named(i + 1)) return [];
  if (w === 'hour' && i > 0 && EVENT_HOUR.test(words[i - 1] as string)) return ['plainTimes'];
  if (EVENT_HOUR.test(w) && words[i + 1] === 'hour') return [];
  if (OFF_HOURS.test(w) && !last && named(i + 1)) return ['plainTimes'];
  const slashed = /^([a-z][a-z-]+)\/([a-z][a-z-]+)$/.exec(w);
  if (slashed !== null && [slashed[1], slashed[2]].every((p) => isNameWord(p as string))) return [];
  if (w === 'month' && i > 0 && !last && named(i - 1) && named(i + 1) && words[i + 1] !== 'end') return ['period'];
  if (w === 'intraday' && last && i > 0) return ['manyRuns'];
  if (/^frequenc(?:y|ies)$/.test(w) && !last && named(i + 1)) return [];
  if (
    w === 'hour' &&
    !last &&
    named(i + 1) &&
    words[i - 1] === 'the' &&
    words[i - 2] === 'of' &&
    words[i - 3] === 'top'
  )
    return ['topOfHour'];
  if (SOON_BEFORE.test(w) && words[i + 1] === 'soon' && named(i + 2)) return [];
  if (/^[a-z]{3,}-over$/.test(w) && isNameWord(w.replace('-', ''))) return [];
  // (a last one comes once, or once a year: "final rehearsal saturday 10am" is no weekly run)
  if (w === 'final' && !last && named(i + 1)) return ['yearlyOrAgain'];
  if (w === 'final' && i > 0 && named(i - 1) && setOff && (last || ONE_OFF.test(words[i + 1] as string))) return [];
  if (w === 'final' && i > 0 && named(i - 1) && last) return ['datedOnce'];
  if (ONE_OFF.test(w) && last && setOff && i > 0) return ['datedOnce'];
  if (w === 'soon' && SOON_BEFORE.test(words[i - 1] ?? '') && named(i + 1)) return [];
  return undefined;
}

/** Whether `word` is a verb of starting that the name's count leaves out, said last ("... shift starts"). */
export function startVerbLast(word: string): boolean {
  return START_VERB.test(word);
}

/**
 * Whether `rest`, the schedule after a name, says itself that it comes again: "daily", "every", "each", "nightly",
 * "weekdays", days in the plural ("mondays"), or a range of days ("sun to thu", "mon-fri").
 */
export function saysItComesAgain(rest: string): boolean {
  const day = '(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:[a-z]*day)?';
  return (
    /\b(?:daily|every|each|nightly|weekdays|weekends|weeknights|everyday)\b/i.test(rest) ||
    /\b(?:sun|mon|tues|wednes|thurs|fri|satur)days\b/i.test(rest) ||
    new RegExp(`\\b${day}\\s*(?:-|\u2013|to|through|thru)\\s*${day}\\b`, 'i').test(rest)
  );
}
