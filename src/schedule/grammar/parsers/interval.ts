import { type IntentDraft, inexpressible, type RecurrenceParser, setDays, unparseable } from '../draft.js';
import { COUNT, countOf } from '../words.js';

/** Minutes past the hour in words: "at quarter past", "at half past", "at quarter to", "on the half hour". */
const PAST_WORDS: Readonly<Record<string, number>> = { 'quarter past': 15, 'half past': 30, 'quarter to': 45 };

/**
 * Intervals: "every 15 minutes", "every 2 hours", "every 2h", "every 0.5 hours" (30 minutes: a decimal is read in
 * whole minutes, so "every 1.5 hours" is "every 90 minutes"), "hourly", "once an hour", "every hour at :20" (or "on the :20"), "every hour at
 * quarter past", "every half hour", "every minute". "On the hour" ("on the hr", minute 0) and "on the half hour" (minute 30) say
 * the minute of an hourly schedule, and alone mean one; so does "the top of the hour" (minute 0). Whether the step divides the hour or the day is the
 * compiler's question.
 */
export const intervalParser: RecurrenceParser = {
  name: 'interval',
  gate: /every|each|hour|minute|hr/,
  pattern: new RegExp(
    '\\b(?:' +
      `(?:every|each)\\s+(?:(?:(?<dec>\\d{0,2}\\.\\d{1,2})|(?<nth>\\d{1,2})(?:st|nd|rd|th)|(?<n>${COUNT}))\\s*)?(?<unit>minutes?|mins?|m|hours?|hrs?|h)` +
      '|(?<hourly>hourly|once\\s+(?:an|a|per|every|each)\\s+hour)' +
      '|(?<minutely>minutely|once\\s+(?:a|per|every|each)\\s+minute)' +
      '|(?:every|each)\\s+(?<half>half|quarter)(?:\\s+|-)(?:an\\s+)?hour' +
      '|(?<halfHourly>half-?hourly)' +
      '|(?:every|each)\\s+(?:other|second)\\s+(?<otherUnit>hour|minute)' +
      '|(?<onThe>(?:on|at)\\s+the\\s+(?<onHalf>half\\s+)?(?:hour|hr)|(?:(?:at|on)\\s+)?(?:the\\s+)?top\\s+of\\s+(?:the|every|each)\\s+hour)' +
      ')\\b' +
      '(?:\\s+(?:at|on)\\s+(?:(?:the\\s+)?minute\\s+:?(?<pastMinute>\\d{1,2})\\b(?:\\s+past(?:\\s+the\\s+hour)?)?|(?:the\\s+)?:(?<past>\\d{1,2})\\b(?!\\s*(?:,|and|&)\\s*:?\\d)(?:\\s+past(?:\\s+the\\s+hour)?)?|(?<past2>\\d{1,2})\\s+(?:minutes?\\s+)?past(?:\\s+the\\s+hour)?)|\\s+(?:at\\s+)?(?<past3>\\d{1,2})\\s+(?:minutes?\\s+)?past(?:\\s+the\\s+hour)?' +
      '|\\s+(?:at\\s+)?(?<pastWords>quarter\\s+past|half\\s+past|quarter\\s+to)(?:\\s+the\\s+hour)?(?!\\s+\\d)' +
      '|\\s+(?:on|at)\\s+the\\s+(?<sayHalf>half\\s+)?(?<sayHour>hour|hr)' +
      '|\\s+(?:starting|beginning|from)\\s+(?:at\\s+)?:(?<start>\\d{1,2})\\b(?:\\s+past(?:\\s+the\\s+hour)?)?' +
      '|\\s+(?:at|on)\\s+(?:the\\s+)?(?<list>:\\d{1,2}(?:\\s*(?:,|and|&)\\s*:\\d{1,2})+)\\b(?:\\s+past(?:\\s+the\\s+hour)?)?)?',
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    if (g.onThe) return onTheHour(g.onHalf ? 30 : 0, m[0], draft);
    let unit: 'minute' | 'hour';
    let every: number;
    if (g.hourly) {
      unit = 'hour';
      every = 1;
    } else if (g.minutely) {
      unit = 'minute';
      every = 1;
    } else if (g.half) {
      unit = 'minute';
      every = g.half === 'half' ? 30 : 15;
    } else if (g.otherUnit) {
      unit = g.otherUnit === 'hour' ? 'hour' : 'minute';
      every = 2;
    } else if (g.halfHourly) {
      unit = 'minute';
      every = 30;
    } else if (g.dec) {
      // "every 1.5 hours" is "every 90 minutes"; a part of a minute is not a step CRON can take
      const minutes = Number(g.dec) * ((g.unit ?? '').startsWith('m') ? 1 : 60);
      if (!Number.isInteger(Math.round(minutes * 1e6) / 1e6) || minutes < 1) {
        return unparseable(
          `"${m[0]}" is not a whole number of minutes.`,
          'Say the interval in whole minutes or hours, e.g. "every 30 minutes" or "every 2 hours".',
        );
      }
      unit = 'minute';
      every = Math.round(minutes);
      const hours = every / 60;
      const said = every % 60 === 0 ? `${hours === 1 ? 'hour' : `${hours} hours`}` : `${every} minutes`;
      draft.assumptions.push(`"${m[0].trim()}" read as every ${said}.`);
    } else {
      unit = (g.unit ?? '').startsWith('m') ? 'minute' : 'hour';
      every = g.nth ? Number(g.nth) : g.n ? countOf(g.n) : 1;
    }
    if (!Number.isInteger(every) || every < 1 || (g.nth !== undefined && every < 2)) {
      return unparseable(`"${m[0]}" is not an interval.`, 'Say e.g. "every 15 minutes" or "every 2 hours".');
    }
    if (unit === 'minute' && every % 60 === 0) {
      unit = 'hour';
      every /= 60;
    }
    // "every 24 hours at 6am" is every day at 6am (and without a time, says none)
    if (unit === 'hour' && every === 24) return setDays(draft, { kind: 'every-day' }, m[0]);
    if ((unit === 'minute' && every > 59) || (unit === 'hour' && every > 23)) {
      return inexpressible(
        `"${m[0]}" is longer than CRON's ${unit === 'minute' ? 'hour' : 'day'} and does not divide it.`,
        unit === 'minute' ? 'Use whole hours, e.g. "every 2 hours".' : 'Use a daily time, e.g. "every day at 9am".',
      );
    }
    if (g.start !== undefined || g.list !== undefined) return minutesOfSteps(m[0], g, unit, every, draft);
    const pastText =
      g.pastMinute ??
      g.past ??
      g.past2 ??
      g.past3 ??
      (g.pastWords
        ? String(PAST_WORDS[g.pastWords.replace(/\s+/g, ' ')])
        : g.sayHour
          ? g.sayHalf
            ? '30'
            : '0'
          : undefined);
    if (g.sayHour && unit === 'minute' && (every === 30 || every === 15) && !g.sayHalf) {
      // "every half hour on the hour": the steps already start at :00
      return setInterval(draft, { unit, every, atMinute: 0 });
    }
    const atMinute = pastText === undefined ? 0 : Number(pastText);
    if (atMinute > 59) return unparseable(`":${pastText}" is not a minute of the hour.`, 'Use 0 to 59, e.g. ":20".');
    if (pastText !== undefined && unit === 'minute') {
      return unparseable(
        `"${m[0]}" gives a minute past the hour to a minute interval.`,
        'Say "every hour at :20", or "every 15 minutes".',
      );
    }
    return setInterval(draft, { unit, every, atMinute });
  },
};

/**
 * Where in the hour the steps fall: "every 15 minutes starting at :07" (7, 22, 37, 52), "every 30 min on the :15
 * and :45", "every 2 hours starting at :30". A minute step must divide the hour, and a list must be every step of
 * it; an hourly step with a list of evenly spaced minutes is that smaller step ("every hour at :00 and :30").
 */
function minutesOfSteps(
  said: string,
  g: Record<string, string | undefined>,
  unit: 'minute' | 'hour',
  every: number,
  draft: IntentDraft,
) {
  const minutes = [...new Set((g.list ?? `:${g.start}`).match(/\d+/g)?.map(Number) ?? [])].sort((a, b) => a - b);
  if (minutes.some((n) => n > 59)) {
    return unparseable(`"${said.trim()}" names a minute past 59.`, 'Use 0 to 59, e.g. ":15".');
  }
  const first = minutes[0] as number;
  if (unit === 'hour' && g.start !== undefined) return setInterval(draft, { unit, every, atMinute: first });
  let step = every;
  if (unit === 'hour') {
    // a list of minutes for an hourly step: the step between them, when they are evenly spaced over the hour
    step = minutes.length > 1 ? (minutes[1] as number) - first : 0;
    if (every !== 1 || step === 0 || 60 % step !== 0) {
      return unparseable(
        `"${said.trim()}" gives several minutes past the hour to a step of hours.`,
        'Say one minute, e.g. "every 2 hours at :15", or list the times.',
      );
    }
  }
  if (60 % step !== 0) {
    return inexpressible(
      `"${said.trim()}": a step of ${step} minutes does not divide the hour, so it cannot start at the same minute every hour.`,
      'Use a step that divides 60, e.g. "every 15 minutes starting at :07".',
    );
  }
  const atMinute = first % step;
  const grid: number[] = [];
  for (let n = atMinute; n < 60; n += step) grid.push(n);
  if (g.list !== undefined && (grid.length !== minutes.length || grid.some((n, i) => n !== minutes[i]))) {
    return unparseable(
      `"${said.trim()}": those minutes are not every ${step} minutes.`,
      `Say the minutes of every step, e.g. "every ${step} minutes at ${grid.map((n) => `:${String(n).padStart(2, '0')}`).join(' and ')}", or list the times.`,
    );
  }
  if (g.start !== undefined) {
    draft.assumptions.push(
      `"${said.trim()}" read as ${grid.map((n) => `:${String(n).padStart(2, '0')}`).join(', ')} past every hour.`,
    );
  }
  return setInterval(draft, { unit: 'minute', every: step, atMinute });
}

function setInterval(draft: IntentDraft, interval: NonNullable<IntentDraft['interval']>) {
  const minute = draft.onTheHour;
  if (draft.interval && minute !== null) {
    // "on the hour every 2 hours": the minute was said before the interval
    draft.onTheHour = null;
    if (interval.unit === 'hour' && interval.atMinute === 0) {
      draft.interval = { ...interval, atMinute: minute };
      return undefined;
    }
    if (interval.unit === 'minute' && minute === 0 && interval.atMinute === 0 && 60 % interval.every === 0) {
      draft.interval = interval;
      return undefined;
    }
  }
  if (draft.interval) return twoIntervals();
  draft.interval = interval;
  return undefined;
}

function twoIntervals() {
  return unparseable('The phrase gives two intervals.', 'Say one, e.g. "every 15 minutes".');
}

/** "on the hour" / "on the half hour": the minute of an hourly interval, or, said alone, an hourly one. */
function onTheHour(minute: number, said: string, draft: IntentDraft) {
  const current = draft.interval;
  if (current === null) {
    draft.interval = { unit: 'hour', every: 1, atMinute: minute };
    draft.onTheHour = minute;
    if (minute === 30) draft.assumptions.push(`"${said.trim()}" read as every hour at half past.`);
    return undefined;
  }
  if (current.unit === 'hour' && current.atMinute === 0) {
    draft.interval = { ...current, atMinute: minute };
    return undefined;
  }
  if (current.unit === 'minute' && minute === 0 && current.atMinute === 0 && 60 % current.every === 0) return undefined;
  return unparseable(
    `"${said.trim()}" does not fit the interval given.`,
    'Say e.g. "every hour on the half hour" or "every 15 minutes".',
  );
}
