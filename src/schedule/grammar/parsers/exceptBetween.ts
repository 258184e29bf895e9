import { type RecurrenceParser, unparseable } from '../draft.js';
import { DAY, EXCEPT_WORD, MONTH, plainTimeOf as timeOf } from '../words.js';

/**
 * A time that can only be one time: with am/pm, noon and midnight, or on a 24-hour clock ("06:00", "22:00"). Not
 * "1:00" without am/pm: "between 12:00 and 1:00" is the lunch hour to most, 1 AM on a 24-hour clock.
 */
const TIME =
  '(?:noon|midday|midnight|(?:0?[1-9]|1[0-2])(?::[0-5]\\d)?\\s*[ap]m|(?:0\\d|1\\d|2[0-3]):[0-5]\\d)(?!\\s*[ap]m)';
/**
 * The start of a working day said as a bare hour (8 or 9), before a bare end from 4 to 6: "9-5", "8 to 4" are the
 * working day, 9 AM to 5 PM, as a range of hours to run in reads them ("every hour 9-5"). Only beside an interval
 * ("every 3 hours except 9-5"): elsewhere "except 9-5" may be a date, and is refused.
 */
const DAY_START = '(?:0?[89])';
/** Days or a date said right after: the hours left out on those days only, or the days to run on? */
const DAYS_AFTER = new RegExp(`^\\s*,?\\s*(?:on\\s+)?(?:the\\s+)?(?:${DAY}|week(?:day|end)s?\\b|${MONTH}|\\d)`);

/**
 * A part of the day taken out: "every hour except between midnight and 6am", "every 15 minutes but not from 10pm
 * to 6am". The runs from the first time up to the second are left out (the second runs); finished in finish.ts.
 * Both ends must be plain times (am/pm, minutes, noon, midnight): "except between 12 and 6" is left unread, and
 * "except noon and 1pm" (two times, not a range) is the times parser's. Before
 * the other "except" parsers and the window parsers, which would read the range as the hours to run in.
 */
export const exceptBetweenParser: RecurrenceParser = {
  name: 'except-between',
  gate: /\b(?:except|not|excluding|apart|other)\b/,
  pattern: new RegExp(
    `\\b${EXCEPT_WORD}\\s+(?:between\\s+(?<a>${TIME})\\s*(?:and|to|-|–)|(?:from\\s+)?(?<a2>${TIME})\\s*(?:to|until|till|-|–))\\s*(?<b>${TIME})(?![\\w:])` +
      // "every 3 hours except 9-5": the working day's bare hours, read as a range of hours is ("every hour 9-5")
      `|\\b${EXCEPT_WORD}\\s+(?:between\\s+(?<wa>${DAY_START})\\s*(?:and|to|-|–)|(?:from\\s+)?(?<wa2>${DAY_START})\\s*(?:to|until|till|-|–))\\s*(?<wb>[4-6])(?![\\w:/.])(?!\\s*(?:[ap]m|o'?clock)\\b)`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    if (draft.exceptBetween) {
      return unparseable('The phrase has two "except" parts.', 'Say the hours to leave out once.');
    }
    if (DAYS_AFTER.test(m.input.slice(m.index + m[0].length))) {
      return unparseable(
        `"${m[0].trim()}" followed by days or a date could take those hours out on those days only, or mean the days to run on: I would rather not guess.`,
        'Say the days first, e.g. "on weekends every hour except between 9am and 5pm".',
      );
    }
    const workStart = g.wa ?? g.wa2;
    if (workStart !== undefined && draft.interval === null) {
      return unparseable(
        `"${m[0].trim()}" could be a date or the hours ${workStart} AM to ${g.wb} PM: I would rather not guess.`,
        'Say the hours with am/pm, e.g. "except between 9am and 5pm".',
      );
    }
    const from = workStart !== undefined ? timeOf(workStart) : timeOf(g.a ?? g.a2 ?? '');
    const to = workStart !== undefined ? { hour: Number(g.wb) + 12, minute: 0 } : timeOf(g.b ?? '');
    if (workStart !== undefined) {
      draft.assumptions.push(
        `The bare hours of "${m[0].trim()}" read as ${from.hour}:00 AM to ${g.wb}:00 PM, the working day.`,
      );
    }
    if (from.hour === to.hour && from.minute === to.minute) {
      return unparseable(
        `"${m[0].trim()}" starts and ends at the same time.`,
        'e.g. "except between midnight and 6am".',
      );
    }
    draft.exceptBetween = { from, to, said: m[0].trim() };
    return undefined;
  },
};
