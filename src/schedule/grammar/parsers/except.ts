import type { Weekday } from '../../intent.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { DAY, weekdayOf } from '../words.js';

const SEP = '\\s*(?:,|and|&|/|or)\\s*';

/** "except weekends", "but not on Fridays", "every day but weekends", "excluding Sat and Sun": days taken out of the day rule. */
export const exceptParser: RecurrenceParser = {
  name: 'except',
  gate: /except|but|excluding|not|apart|other/,
  pattern: new RegExp(
    // "but on saturdays only at 3am" says what runs then, not that nothing does: "but" alone takes no "on"
    `\\b(?:except(?:\\s+for)?|but\\s+not|but(?!\\s+on\\b)|excluding|not|apart\\s+from|other\\s+than)\\s+(?:on\\s+)?(?:(?<weekends>(?:the\\s+)?weekends?)|(?<weekdays>weekdays?)|(?<list>${DAY}(?:${SEP}${DAY})*)(?<night>\\s+nights?\\b)?)`,
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
    draft.except = days;
    if (g.night) draft.exceptNight = m[0].trim();
    return undefined;
  },
};
