import { type RecurrenceParser, unparseable } from '../draft.js';

/** Where a range of hours is said: the hours' runs could be the ones before them or the ones inside them. */
const RANGE_SAID =
  /\b(?:from|between|until|till|til)\s+\d|\b\d{1,2}(?::[0-5]\d)?\s*(?:[ap]m)?\s*(?:-|\u2013|\u2014|to)\s*\d|\bbusiness\s+hours\b|\bworking\s+hours\b/;

/**
 * Minutes before every hour: "5 minutes before every hour", "ping 10 min before each hour", "2 mins before the top of
 * every hour", "every hour, 5 minutes before the hour", "hourly 15 minutes before the hour": every hour of the day at
 * that many minutes to it (":55" for 5), with a note. Refused beside a range of hours ("5 minutes before every hour
 * from 9 to 5": is the first run 8:55 or 9:55?), and for a number of minutes that is not within the hour (0, 60 or
 * more). A step of hours ("5 minutes before every 2 hours") is not read: which hours it steps through is not said.
 */
export const minutesBeforeParser: RecurrenceParser = {
  name: 'minutes-before',
  gate: /before|to\s/,
  pattern: new RegExp(
    '\\b(?:at\\s+)?(?<a>\\d{1,2})\\s+(?:minutes?|mins?)\\s+(?:before|to)\\s+(?:the\\s+top\\s+of\\s+)?(?:every|each)\\s+hour\\b' +
      '|\\b(?:(?:every|each)\\s+hour|hourly)\\s*,?\\s+(?:at\\s+)?(?<b>\\d{1,2})\\s+(?:minutes?|mins?)\\s+(?:before|to)\\s+(?:the\\s+top\\s+of\\s+)?the\\s+hour\\b' +
      '|\\b(?:at\\s+)?(?<c>\\d{1,2})\\s+(?:minutes?|mins?)\\s+(?:before|to)\\s+(?:the\\s+top\\s+of\\s+)?the\\s+hour\\s*,?\\s+(?:(?:every|each)\\s+hour|hourly)\\b',
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const before = Number(g.a ?? g.b ?? g.c);
    const said = m[0].trim();
    if (before < 1 || before > 59) {
      return unparseable(`"${said}": ${before} minutes is not within the hour.`, 'Say e.g. "every hour at :55".');
    }
    if (RANGE_SAID.test(m.input.slice(0, m.index) + m.input.slice(m.index + m[0].length))) {
      return unparseable(
        `"${said}" beside a range of hours: is the first run before its first hour, or inside it?`,
        'Say the runs, e.g. "every hour at :55 from 8:55am to 4:55pm".',
      );
    }
    if (draft.interval !== null || draft.times.length > 0) {
      return unparseable(`"${said}" gives the times a second time.`, 'Say the minutes before the hour once.');
    }
    const minute = 60 - before;
    draft.interval = { unit: 'hour', every: 1, atMinute: minute };
    draft.assumptions.push(`"${said}" read as every hour at :${String(minute).padStart(2, '0')}.`);
    return undefined;
  },
};
