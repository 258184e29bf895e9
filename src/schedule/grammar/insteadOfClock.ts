import { type RecurrenceParser, unparseable } from './draft.js';

/**
 * The clock a new one replaces, said right after it: "sundays at 10 instead of 9 from jan 3", "daily 6:30pm
 * instead of 6pm", "every friday 16:00 instead of 15:00 starting next month", "weekdays 8am (instead of 7:30am)".
 * The old clock says no time to run at: it is set aside with a note, and the rest of the phrase is read as said.
 *
 * Refused:
 * - the new clock without its half of the day after an old one with it ("at 7 instead of 6pm": 7pm, or 7am?);
 * - days right after the old clock ("daily at 10 instead of 9 on sundays": only on Sundays, or every day?);
 * - words after the old clock that are not a bound or the end ("at 10 instead of 9 people" is not read here).
 */
const CLOCK = '(?:\\d{1,2}(?:[:.][0-5]\\d)?(?:\\s*[ap]\\.?m\\b\\.?)?|noon\\b|midnight\\b|midday\\b)';
const HALF = /[ap]\.?m\b|noon|midnight|midday/;
/** A clock on the 24-hour clock, or one that could be no morning hour: its half is plain. */
const PLAIN_HALF = /^(?:0\d|1[3-9]|2[0-3])[:.]?[0-5]\d$|^(?:1[3-9]|2[0-3])$/;

export const insteadOfClockParser: RecurrenceParser = {
  name: 'instead-of-clock',
  gate: /instead\s+of\s+(?:the\s+)?(?:usual\s+|old\s+)?(?:at\s+)?(?:\d|noon|midnight|midday)/,
  pattern: new RegExp(
    `(?<=(?<new>(?<![\\d:.])\\d{1,2}(?:[:.][0-5]\\d)?(?:\\s*[ap]\\.?m\\.?)?|\\bnoon|\\bmidnight|\\bmidday)\\s*,?\\s*\\(?)` +
      `\\binstead\\s+of\\s+(?:the\\s+)?(?:usual\\s+|old\\s+)?(?:at\\s+)?(?<old>${CLOCK})(?![\\w:])\\)?` +
      `(?<rest>(?=\\s*(?:$|[,.;!)]|(?:from|starting|beginning|effective|until|till|through|as\\s+of)\\b|on\\s+|every\\b|each\\b|[a-z]+days?\\b|mon|tue|wed|thu|fri|sat|sun)))`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const nu = (g.new ?? '').trim();
    const old = (g.old ?? '').trim();
    const said = m[0].replace(/[()]/g, '').trim();
    const after = m.input.slice(m.index + m[0].length);
    if (/^\s*(?:on\s+|every\s+|each\s+)?(?:(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*|week(?:day|end)s?)\b/.test(after)) {
      return unparseable(
        `"${said}" is followed by days: the new time could be for those days only, or for every day.`,
        `Say the days first, e.g. "sundays at ${nu}".`,
      );
    }
    if (HALF.test(old) && !HALF.test(nu) && !PLAIN_HALF.test(nu)) {
      return unparseable(
        `"${nu} ${said}": ${nu} could be in the morning or the evening.`,
        `Say "${nu}am" or "${nu}pm".`,
      );
    }
    draft.assumptions.push(`Read "${said}" as the time it replaces, not as a time to run at.`);
    return undefined;
  },
};
