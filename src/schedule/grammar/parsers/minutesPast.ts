import { type RecurrenceParser, unparseable } from '../draft.js';

const MINUTES = ':[0-5]\\d(?:\\s*(?:,|and|&)\\s*:[0-5]\\d)+';
/** "5 past and 35 past", "10 and 40", "5, 20, 35 and 50": bare minutes, said before "past". */
const BARE = '[0-5]?\\d(?:\\s+past)?(?:\\s*(?:,|and|&)\\s*[0-5]?\\d(?:\\s+past)?)*\\s*(?:,|and|&)\\s*[0-5]?\\d';

/**
 * Several minutes past every hour ("at :07 and :37 past each hour", "hourly at :15 and :45", "at 5 past and 35 past
 * every hour"): those minutes of every hour of the day. Minutes evenly spaced over the whole hour (":15 and :45",
 * ":00, :20 and :40") are a step of minutes starting there, which a range of hours can hold ("... from 9 to 5");
 * others are times, and a range of hours beside them is refused, since times cannot keep to one. Minutes said alone
 * right before a range of hours ("at :00 and :30 from 6 to 10am") are of every hour of it, and must be such a step.
 * One minute ("hourly at :45") is an interval's, read by interval.ts.
 */
export const minutesPastParser: RecurrenceParser = {
  name: 'minutes-past',
  gate: /\d(?:\s+past)?\s*(?:,|and|&)\s*:?\d/,
  pattern: new RegExp(
    `\\b(?:(?:every|each)\\s+hour|hourly)\\s+(?:at\\s+)?(?:(?<a>${MINUTES})(?:\\s+past(?:\\s+the\\s+hour)?)?|(?<c>${BARE})\\s+(?:minutes\\s+)?past(?:\\s+the\\s+hour)?\\b)` +
      `|(?:\\bat\\s+)?(?<b>${MINUTES})\\s+(?:past\\s+)?(?:(?:every|each|the)\\s+hour\\b|hourly\\b)` +
      `|(?:\\bat\\s+)?\\b(?<d>${BARE})\\s+(?:minutes\\s+)?past\\s+(?:(?:every|each|the)\\s+hour\\b)` +
      `|(?:\\bat\\s+)?(?<![\\d:])(?<e>${MINUTES})(?=\\s*,?\\s+(?:from|between)\\s+\\d)`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const minutes = [...new Set((g.a ?? g.b ?? g.c ?? g.d ?? g.e ?? '').match(/\d+/g)?.map(Number) ?? [])].sort(
      (x, y) => x - y,
    );
    if (draft.times.length > 0 || draft.interval !== null) {
      return unparseable(`"${m[0].trim()}" gives the times a second time.`, 'Say the minutes past the hour once.');
    }
    const said = `"${m[0].trim()}" read as ${minutes.map((n) => `:${String(n).padStart(2, '0')}`).join(' and ')} past every hour.`;
    const first = minutes[0] as number;
    const step = (minutes[1] as number) - first;
    if (60 % step === 0 && minutes.length === 60 / step && minutes.every((n, i) => n === first + i * step)) {
      draft.interval = { unit: 'minute', every: step, atMinute: first };
    } else if (g.e !== undefined) {
      return unparseable(
        `"${m[0].trim()}" are minutes that are not one step through the hour, beside a range of hours.`,
        'Say the times, or a step, e.g. "every 30 minutes from 6 to 10am".',
      );
    } else {
      for (let hour = 0; hour < 24; hour++) for (const minute of minutes) draft.times.push({ hour, minute });
    }
    draft.assumptions.push(said);
    return undefined;
  },
};
