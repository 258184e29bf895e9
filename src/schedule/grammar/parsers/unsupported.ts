import { inexpressible, type RecurrenceParser } from '../draft.js';
import { COUNT, countOf, DAY } from '../words.js';

/**
 * Recurrences that CRON cannot express, recognised so they are refused with the right reason rather than
 * misread (chrono would read "every other Monday" as "Monday"). Runs first.
 */
export const unsupportedParser: RecurrenceParser = {
  name: 'unsupported',
  pattern: new RegExp(
    `\\b(?:every\\s+(?:other|second|alternate)\\s+(?<other>day|week|weekday|year|fortnight|${DAY})` +
      '(?!\\s+(?:of\\b|in\\b|(?:every|each|a)\\s+month|monthly))' +
      '|(?<fortnight>bi-?weekly|fortnightly|every\\s+fortnight)' +
      `|every\\s+(?<n>${COUNT})\\s+(?<unit>days?|weeks?|years?|seconds?|secs?)\\b` +
      `|every\\s+(?<second>second)\\b(?!\\s+(?:${DAY}|week|day|weekday|year|month|hour|minute)))`,
    'g',
  ),
  apply(m) {
    const g = m.groups ?? {};
    if (g.other || g.fortnight) {
      const nth = g.other && g.other !== 'day' && g.other !== 'week' && g.other !== 'weekday' && g.other !== 'year';
      return inexpressible(
        `"${m[0]}" cannot be written as a CRON schedule: CRON has no notion of alternate ${g.other === 'day' ? 'days' : 'weeks'}.`,
        'Pick fixed days instead, e.g. "every Monday at 9am", or dates of the month such as "on the 1st and 15th at 9am".' +
          (nth ? ` If you meant one ${g.other} a month, say "the second ${g.other} of every month".` : ''),
      );
    }
    if (g.second) {
      return inexpressible(
        'The service schedules to the minute: it has no seconds field.',
        'Use "every minute" or a longer interval.',
      );
    }
    const n = countOf(g.n ?? '');
    const unit = (g.unit ?? '').replace(/s$/, '');
    if (unit === 'sec' || unit === 'second') {
      return inexpressible('The service schedules to the minute: it has no seconds field.', 'Use "every minute".');
    }
    if (n === 1) return undefined; // "every 1 day" is daily: left to the day parsers
    if (unit === 'week') {
      return inexpressible(
        `"${m[0]}" cannot be written as a CRON schedule: CRON repeats by day of the week or month, not every ${n} weeks.`,
        'Use a weekly day ("every Monday at 9am") or days of the month ("on the 1st and 15th at 9am").',
      );
    }
    if (unit === 'year') {
      return inexpressible(
        `"${m[0]}" cannot be written as a CRON schedule: the service's fields have no year.`,
        'Use a yearly date ("every January 1st at 9am") with a start and end date.',
      );
    }
    return inexpressible(
      `"${m[0]}" cannot be written as a CRON schedule: days of the month restart every month, so a ${n}-day cycle drifts.`,
      n === 2
        ? 'Use fixed days instead, e.g. "every Monday, Wednesday and Friday at 9am".'
        : 'Use fixed days of the week or of the month instead, e.g. "on the 1st, 10th and 20th at 9am".',
    );
  },
};
