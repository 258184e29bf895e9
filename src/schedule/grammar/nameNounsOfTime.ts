/**
 * Words of time used as nouns inside a job's name said before its schedule, read by `leadingNames.ts` where they
 * stand, each with what the rest of the phrase must say for the name to be set aside:
 * - "hold" between two words of the name ("legal hold refresh - every month on the 31st", "credit hold review
 *   mondays 9am"): a thing held, nothing ("hold newsletter fridays", "newsletter hold fridays" stay refused: a
 *   pause?);
 * - "till" first, before a word of the name ("till float reminder 8:45am daily", "till count 17:30 mon-sat"): the
 *   cash drawer; the rest says its times plainly ("till close reminder every hour" stays refused: until closing?);
 * - "recurring" first, before a word of the name ("recurring gift failures report on the 2nd of every month 8am",
 *   "recurring invoice run every monday 7am"): the rest says itself that it comes again ("recurring invoice run jan
 *   5" stays refused);
 * - "time" after a word of the name that names no time of day, before another word of it ("duty time limit check
 *   every 30 min", "cycle time report fridays 4pm"): what is measured; no bare hour beside it ("bed time reminder",
 *   "lunch time post", "closing time check" stay refused: the name says when);
 * - "time" first, before two words of the name ("time entries reminder last working day 4pm", "time sheet nudge
 *   fridays 3pm"): the hours worked, a thing; no bare hour beside it ("time to leave ..." has no name's word after it);
 * - "delay", "delays" between two words of the name ("vessel delay notices every 4 hrs", "flight delays report
 *   daily 7am"): the thing reported, not a delay of the runs, which is said with a length ("delay 10 min").
 */

/** What a word needs the rest to say (a subset of the needs of `leadingNames.ts`). */
export type NameNounNeed = 'plainTimes' | 'comesAgain' | 'noBareHour';

/** Words before "time" that make it a time of day ("bed time", "lunch time", "closing time"). */
const TIME_OF_DAY_BEFORE =
  /^(?:bed|bath|dinner|lunch|breakfast|brunch|supper|tea|break|coffee|closing|opening|close|open|wake|wakeup|sleep|nap|home|quiet|prayer|meal|snack|story|play|school|office|business|work|working|shift|night|morning|evening|afternoon|day|summer|winter|standard|daylight|local|server|zone|start|end|finish|last|first|same|any|some|each|every|next|this|one|half|full|part|real|over|down|up|peak|prime|show|curtain|kick-off|kickoff|tip-off|game|call|feeding|medication|meds|pickup|pick-up|drop-off|dropoff|check-in|checkout|check-out|tee)$/;

/**
 * The needs of the word at `words[i]` of a name, or undefined when it is none of the words above. `named(k)`: the
 * caller's test of whether `words[k]` is a word of the name (no small word, no word of time).
 */
export function nameNounNeeds(
  words: readonly string[],
  i: number,
  named: (k: number) => boolean,
): NameNounNeed[] | undefined {
  const w = words[i] as string;
  const between = i > 0 && named(i - 1) && named(i + 1);
  if (w === 'hold' && between) return [];
  if (w === 'till' && i === 0 && named(1)) return ['plainTimes'];
  if (w === 'recurring' && i === 0 && named(1)) return ['comesAgain'];
  if (w === 'time' && between && !TIME_OF_DAY_BEFORE.test(words[i - 1] as string)) return ['noBareHour'];
  if (w === 'time' && i === 0 && named(1) && named(2)) return ['noBareHour'];
  if ((w === 'delay' || w === 'delays') && between) return [];
  return undefined;
}
