/**
 * A number that is part of a name, right after a word that numbers things: "bus 14 leaves the depot at 07:05",
 * "route 9 departs at 7:40am", "gate 4 closes at 18:00", "court 3 opens at 6:30", "flight 212 boards at 16:10". Only
 * after such a word ("standup 9", "report 7" are not names), and only a whole number of up to four digits, with no
 * clock or unit said with it ("bus 7am", "gate 4:30", "room 3 hours" are not).
 */
export const NUMBERING_NOUN =
  /^(?:bus|route|line|flight|train|tram|coach|van|truck|gate|dock|bay|door|platform|terminal|lane|station|stand|berth|pier|court|pitch|field|rink|room|ward|bed|table|desk|floor|level|building|block|unit|site|plant|zone|store|shop|branch|team|crew|squad|group|cohort|class|section|batch|wave|stage|phase|shift|studio|theatre|theater|screen|hall|lab|track)$/;

/** Whether `word`, said right after `before`, is the number of a name. */
export function isNameNumber(before: string | undefined, word: string, after: string | undefined): boolean {
  if (before === undefined || !/^\d{1,4}$/.test(word) || !NUMBERING_NOUN.test(before)) return false;
  return after === undefined || !UNIT_AFTER.test(after);
}

/** Words after a number that make it a clock or an amount: "7 am", "3 hours", "9 o'clock". */
const UNIT_AFTER = /^(?:[ap]\.?m\.?|hours?|hrs?|h|minutes?|mins?|m|o'?clock|days?|weeks?|months?|times|x)\b/;
