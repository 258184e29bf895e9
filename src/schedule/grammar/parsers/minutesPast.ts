import { type RecurrenceParser, unparseable } from '../draft.js';

const MINUTES = ':[0-5]\\d(?:\\s*(?:,|and|&)\\s*:[0-5]\\d)+';

/**
 * Several minutes past every hour ("at :07 and :37 past each hour", "hourly at :15 and :45"): those minutes of
 * every hour of the day, as times. One minute ("hourly at :45") is an interval's, read by interval.ts; a range of
 * hours beside the minutes is refused, since times cannot keep to one.
 */
export const minutesPastParser: RecurrenceParser = {
  name: 'minutes-past',
  gate: /:[0-5]\d\s*(?:,|and|&)\s*:/,
  pattern: new RegExp(
    `\\b(?:(?:every|each)\\s+hour|hourly)\\s+(?:at\\s+)?(?<a>${MINUTES})(?:\\s+past(?:\\s+the\\s+hour)?)?` +
      `|(?:\\bat\\s+)?(?<b>${MINUTES})\\s+(?:past\\s+)?(?:(?:every|each|the)\\s+hour\\b|hourly\\b)`,
    'g',
  ),
  apply(m, draft) {
    const minutes = [...new Set((m.groups?.a ?? m.groups?.b ?? '').match(/\d\d/g)?.map(Number) ?? [])];
    if (draft.times.length > 0 || draft.interval !== null) {
      return unparseable(`"${m[0].trim()}" gives the times a second time.`, 'Say the minutes past the hour once.');
    }
    for (let hour = 0; hour < 24; hour++) for (const minute of minutes) draft.times.push({ hour, minute });
    draft.assumptions.push(
      `"${m[0].trim()}" read as ${minutes.map((n) => `:${String(n).padStart(2, '0')}`).join(' and ')} past every hour.`,
    );
    return undefined;
  },
};
