import type { Weekday } from '../../intent.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { DAY, weekdayOf } from '../words.js';

const SEP = '\\s*(?:,|and|&|/|or)\\s*';
/** A clock right after the days left out ("except friday 16:00", "but not sundays, at 10"). */
const CLOCK_NEXT = '\\s*,?\\s*(?:\\(\\s*)?(?:at\\s+|@\\s*)?(?:\\d|noon\\b|midnight\\b)';
/** A time said before. */
const A_TIME = /\d|\bnoon\b|\bmidnight\b/;

/** "except weekends", "but not on Fridays", "every day but weekends", "excluding Sat and Sun": days taken out of the day rule. */
export const exceptParser: RecurrenceParser = {
  name: 'except',
  gate: /except|but|excluding|not|apart|other/,
  pattern: new RegExp(
    // "but on saturdays only at 3am" says what runs then, not that nothing does: "but" alone takes no "on"
    `\\b(?:except(?:\\s+for)?|but\\s+not|but(?!\\s+on\\b)|excluding|not|apart\\s+from|other\\s+than)\\s+(?:on\\s+)?(?:(?<weekends>(?:the\\s+)?weekends?)|(?<weekdays>weekdays?)|(?<list>${DAY}(?:${SEP}${DAY})*)(?<night>\\s+nights?\\b)?)(?=(?<clock>${CLOCK_NEXT})?)`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    let days: Weekday[];
    if (g.weekends) days = [1, 7];
    else if (g.weekdays) days = [2, 3, 4, 5, 6];
    else days = (g.list?.match(/[a-z]+\.?/g) ?? []).map(weekdayOf).filter((d): d is Weekday => d !== undefined);
    if (draft.except)
      return unparseable('The phrase has two "except" parts.', 'Name the days once, e.g. "every day except Sundays".');
    // "every weekday at 18:00 except friday 16:00": the clock after the days left out is theirs, not one more time
    if (g.clock !== undefined && A_TIME.test(m.input.slice(0, m.index))) {
      return unparseable(
        `"${m[0].trim()}" then a time, after a time already said, could mean another time on those days, or no run on them then: I would rather not guess.`,
        'Say each rule, e.g. "every day except Sunday at 9am, Sunday at 10am", or "every day except Sunday at 9am".',
      );
    }
    draft.except = days;
    if (g.night) draft.exceptNight = m[0].trim();
    return undefined;
  },
};
