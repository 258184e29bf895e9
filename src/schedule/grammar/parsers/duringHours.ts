import { resolveZoneWord, zoneAmbiguity } from '../../zones.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { eventNameProblem } from '../labels.js';
import { DAY } from '../words.js';

/**
 * A word of an event's name: not a word that says when, nor a joining word, nor a word whose hours are also its days
 * ("market hours", "office hours", "school hours": weekdays, read by their own readers or refused).
 */
const NAME_WORD =
  "(?!(?:this|next|coming|every|each|from|between|at|on|and|or|to|until|till|sun|mon|tue|wed|thu|fri|sat)[a-z]*\\b|(?:market|business|office|working|work|trading|school|banking|bank|exchange|stock|store|shop|opening|core|weekday|weekend)s?\\b)[a-z][a-z'-]*";
const DAYS = `(?:on\\s+)?${DAY}(?:\\s*(?:,|and|&|-|to)\\s*${DAY})*`;
const RANGE = '(?:from\\s+|between\\s+)?\\d{1,2}(?::[0-5]\\d)?\\s*(?:[ap]m)?\\s*(?:-|–|to|until|till|and)\\s*\\d';

/**
 * "every quarter hour during the game, 7-10pm saturdays", "every 10 min during the launch tue 14:00-16:00": the name
 * of an event said right before its hours (after its days, if said first) names what the runs are for; the hours and
 * days said are when. Read only where a range of hours follows, so the event's hours are never guessed. Words that
 * say when ("night", "weekend", "window") are not names, as for an event on a date (oneOff.ts).
 * The name may come without "the" ("during performances 7pm-11pm", "during shifts 06-22") and end in "hours" or
 * "time" ("during ops hours 7-7", "during drive time 6-9am"): the hours said after it are still the ones it names.
 * Bare hours ("7-7") are then read as any range of hours is (a working day's, with a note, or refused).
 */
export const duringHoursParser: RecurrenceParser = {
  name: 'during-hours',
  gate: /during/,
  pattern: new RegExp(
    `\\bduring\\s+(?:(?:the|our|my)\\s+)?(?<name>${NAME_WORD}(?:\\s+${NAME_WORD}){0,2}?)(?:\\s+(?<what>hours|time))?(?=,?\\s+(?:${DAYS},?\\s+)?${RANGE})`,
    'g',
  ),
  apply(m, draft, ctx) {
    const what = m.groups?.what;
    const name = what === undefined ? (m.groups?.name ?? '') : `${m.groups?.name ?? ''} ${what}`;
    const said = m[0].trim();
    // "during NY hours 9:30-16:00", "during Tokyo hours": a place's hours are on its clock, which the runs' may not be
    const place = m.groups?.name ?? '';
    // (two letters before "hours": "NY", "UK", "HK", "US" hours, a place's letters)
    const letters = /^[a-z]{2}$/.test(place) && m.groups?.what === 'hours';
    if (letters || resolveZoneWord(place) !== null || zoneAmbiguity(place) !== null) {
      return unparseable(
        `"${said}" names a place: are the hours said after it on its clock, or on yours?`,
        `Say the hours with the place's clock after them, e.g. "every 30 minutes 9:30-16:00 ${place.length <= 3 ? place.toUpperCase() : place} time".`,
      );
    }
    const unread = eventNameProblem(m.groups?.name ?? '', said, ctx.phrase, 'every 15 minutes 7-10pm on saturdays');
    if (unread) return unread;
    draft.assumptions.push(
      `Read "${name}" as the name of what the runs are for; its hours are the ones said after it.`,
    );
    return undefined;
  },
};
