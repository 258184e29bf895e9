import type { LocalIntent } from '../intent.js';
import { fail, type Outcome, ok, type ScheduleProblem } from '../problem.js';
import { offsetAt, zoneNamed } from '../tz.js';
import { readEvent } from './calendarEvent.js';
import { readTimesAndDates, todayOf } from './chronoReader.js';
import { datedContextPhrase } from './datedContext.js';
import { dateOffsetPhrase } from './dateOffsets.js';
import { deadlinePhrase } from './deadlineClock.js';
import { emptyDraft, type IntentDraft, type ParseContext, type RecurrenceParser, unparseable } from './draft.js';
import { eventReminder } from './eventReminder.js';
import { finish } from './finish.js';
import { GateIndex } from './gateIndex.js';
import { halfSaidAfterPhrase } from './halfSaidAfter.js';
import { icalendarPhrase } from './icalendar.js';
import { insteadOfClockParser } from './insteadOfClock.js';
import { type Leftover, nameAside, placeCodeIn, remindsPerson } from './labels.js';
import { loneReminderHour } from './loneClock.js';
import { myTimeNamedNote } from './myTimeNamed.js';
import { normalize } from './normalize.js';
import { offsetPhrase, settleOffsets } from './offsets.js';
import { onceNamePhrase, periodNamePhrase } from './onceNames.js';
import {
  datedWeekdayParser,
  duringEventParser,
  oneRunHalfOfDay,
  onWeekdaySaid,
  smallHourProblem,
  undatedOnceProblem,
} from './oneOff.js';
import { allHoursParser } from './parsers/allHours.js';
import { businessHoursParser } from './parsers/businessHours.js';
import { butOnlyParser } from './parsers/butOnly.js';
import { calendarPasteParser, eventStartParser } from './parsers/calendarPaste.js';
import { capsZoneParser } from './parsers/capsZone.js';
import { clockAtNoonParser } from './parsers/clockAtNoon.js';
import { clockChangeBoundParser, clockChangeParser } from './parsers/clockChange.js';
import { countParser } from './parsers/count.js';
import { cronTextParser } from './parsers/cronText.js';
import { dayPartParser } from './parsers/dayPart.js';
import { daysParser } from './parsers/days.js';
import { duringHoursParser } from './parsers/duringHours.js';
import { exceptParser } from './parsers/except.js';
import { exceptBetweenParser } from './parsers/exceptBetween.js';
import { exceptDateParser } from './parsers/exceptDate.js';
import { exceptMonthsParser } from './parsers/exceptMonths.js';
import { exceptNthWeekdayParser } from './parsers/exceptNthWeekday.js';
import { exceptOnParser } from './parsers/exceptOn.js';
import { fieldHeadersParser } from './parsers/fieldHeaders.js';
import { fromNowParser, settleFromNow } from './parsers/fromNow.js';
import { holidayWeekdaysParser } from './parsers/holidayWeekdays.js';
import { hourMinutesParser } from './parsers/hourMinutes.js';
import { intervalParser } from './parsers/interval.js';
import { lastWeekdayOfMonthParser } from './parsers/lastWeekdayOfMonth.js';
import { localPlaceParser } from './parsers/localPlace.js';
import { marketParser } from './parsers/market.js';
import { minutesBeforeParser } from './parsers/minutesBefore.js';
import { minutesPastParser } from './parsers/minutesPast.js';
import { mondayOrFridayParser } from './parsers/mondayOrFriday.js';
import { monthDayRangeParser } from './parsers/monthDayRange.js';
import { monthDaysParser } from './parsers/monthDays.js';
import { monthlyParser } from './parsers/monthly.js';
import { monthSpansParser } from './parsers/monthSpans.js';
import { monthsParser } from './parsers/months.js';
import { movableFeastsParser } from './parsers/movableFeasts.js';
import { nearestWeekdayParser } from './parsers/nearestWeekday.js';
import { nextDaysParser } from './parsers/nextDays.js';
import { nthBusinessDayParser } from './parsers/nthBusinessDay.js';
import { nthWeekdayParser } from './parsers/nthWeekday.js';
import { ownZoneParser } from './parsers/ownZone.js';
import { periodParser, resolvePeriod } from './parsers/period.js';
import { periodDatesParser } from './parsers/periodDates.js';
import { periodEventsParser } from './parsers/periodEvents.js';
import { periodEventWordsParser } from './parsers/periodEventWords.js';
import { periodOnesParser } from './parsers/periodOnes.js';
import { placeCodeParser, whoseTimeCodeParser, whoseTimeParser } from './parsers/placeCode.js';
import { requestParser } from './parsers/request.js';
import { sameInParser } from './parsers/sameIn.js';
import { sameInstantParser } from './parsers/sameInstant.js';
import { semiMonthlyParser } from './parsers/semiMonthly.js';
import { serverTimeParser } from './parsers/serverTime.js';
import { stationClockParser } from './parsers/stationClock.js';
import { unsupportedParser } from './parsers/unsupported.js';
import { weekWordsParser } from './parsers/weekWords.js';
import { settleWindow, windowParser } from './parsers/window.js';
import { yearlyParser } from './parsers/yearly.js';
import { yearlyDateParser } from './parsers/yearlyDate.js';
import { yearlyDatesParser } from './parsers/yearlyDates.js';
import { yearQuarterParser } from './parsers/yearQuarter.js';
import { zoneParser } from './parsers/zone.js';
import { localLetterParser, noDaylightSavingParser, sameCallParser, sameThingParser } from './parsers/zoneAsides.js';
import { zonePairParser } from './parsers/zonePair.js';
import { slashOrder } from './slashDates.js';
import { correctSlips } from './slips.js';
import { stopAfterPassed } from './stopAfterDate.js';
import {
  facilityPlaceProblem,
  halfOfDayProblem,
  isPurpose,
  ownZoneFirstNote,
  purposeAside,
  zoneBeforeWordsProblem,
} from './trailingPurpose.js';
import { DAY } from './words.js';
import { andRestatedAsSlash } from './zoneAndRestated.js';

/**
 * The recurrence grammar, in order. Earlier parsers consume their words first, so later ones never see them:
 * refusals before anything can misread them, zones before chrono (which would take "PST" as always -8),
 * specific month-day forms ("last weekday of the month") before the plain ones ("weekday").
 */
export const PARSERS: readonly RecurrenceParser[] = [
  fieldHeadersParser,
  unsupportedParser,
  clockChangeParser,
  clockAtNoonParser,
  mondayOrFridayParser,
  movableFeastsParser,
  requestParser,
  whoseTimeCodeParser,
  placeCodeParser,
  localPlaceParser,
  stationClockParser,
  localLetterParser,
  whoseTimeParser,
  serverTimeParser,
  marketParser,
  ownZoneParser,
  sameInstantParser,
  sameCallParser,
  sameInParser,
  zonePairParser,
  zoneParser,
  capsZoneParser,
  noDaylightSavingParser,
  sameThingParser,
  insteadOfClockParser,
  cronTextParser,
  clockChangeBoundParser,
  periodEventWordsParser,
  periodEventsParser,
  periodOnesParser,
  periodDatesParser,
  yearlyDatesParser,
  countParser,
  nextDaysParser,
  exceptNthWeekdayParser,
  exceptMonthsParser,
  duringEventParser,
  duringHoursParser,
  fromNowParser,
  butOnlyParser,
  monthSpansParser,
  periodParser,
  yearQuarterParser,
  minutesBeforeParser,
  minutesPastParser,
  hourMinutesParser,
  intervalParser,
  allHoursParser,
  calendarPasteParser,
  eventStartParser,
  exceptDateParser,
  exceptBetweenParser,
  exceptOnParser,
  businessHoursParser,
  monthDayRangeParser,
  windowParser,
  lastWeekdayOfMonthParser,
  nearestWeekdayParser,
  nthBusinessDayParser,
  nthWeekdayParser,
  holidayWeekdaysParser,
  yearlyDateParser,
  monthDaysParser,
  semiMonthlyParser,
  monthlyParser,
  monthsParser,
  yearlyParser,
  exceptParser,
  dayPartParser,
  datedWeekdayParser,
  weekWordsParser,
  daysParser,
];

/**
 * Words that carry no meaning once the parsers have read the rest: joining words, and the politeness around a
 * request ("please run it ...", "can you ...", "... sharp, thanks"). A word that could change the schedule is
 * never here: it is either read by a parser or refused.
 */
const FILLER = new Set([
  'at',
  'on',
  'every',
  'each',
  'the',
  'and',
  'of',
  'in',
  'also',
  'a',
  '@',
  'run',
  'runs',
  'it',
  'this',
  'please',
  'pls',
  'plz',
  'kindly',
  'can',
  'could',
  'would',
  'you',
  'schedule',
  'thanks',
  'thank',
  'thx',
  'ty',
  'cheers',
  // a letter's sign-off ("... each business day. Regards")
  'regards',
  'hi',
  'hey',
  'sharp',
  'only',
  'just',
  'u',
  'i',
  'we',
  'need',
  'needs',
  'want',
  'wanna',
  'make',
  'set',
  'do',
  'lets',
  "let's",
  'ideally',
  'yo',
  'um',
  'umm',
  'uh',
  'hmm',
  'asap',
  'urgent',
  'urgently',
  'sure',
  'yes',
  'yeah',
  'yep',
  'ok',
  'okay',
  'so',
  'like',
  'fine',
  'say',
  'something',
  'hello',
  'hiya',
  'team',
  'folks',
  'everyone',
  'lgtm',
  'try',
  'too',
]);

/**
 * "insulin 8am, 1pm, run 6pm weekdays": "run" first in an item of a list of times, between a time and its own, is
 * a thing done then (a jog), not "run it at": a name, as "gym" would be.
 */
const AFTER_TIME_ITEM = /\d(?:\s*[ap]m)?\s*,\s*$/;
const BEFORE_TIME = /^\s*(?:at\s+)?\d/;
/** Words of a part of the year, the week or the day. */
const WHEN_OF_YEAR =
  'summer|winter|spring|autumn|fall|seasons?|term|termtime|lent|advent|ramadan|easter|christmas|xmas|holidays?|festive|peak|weekdays?|weekends?|mornings?|evenings?|nights?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*';
/**
 * "only" after a part of the year, the week or the day no parser read ("summer only: backup every day at 7:00", "high
 * season only", "lent only"): it limits the runs, so it is no filler; after words read ("every day at 9, weekdays
 * only") or who a job is for ("members only digest") it says nothing of when.
 */
const UNREAD_WHEN_BEFORE = new RegExp(`\\b(?:${WHEN_OF_YEAR})[\\s,:;]*$`, 'i');
function onlyAfterUnread(masked: string, at: number, word: string): boolean {
  return word === 'only' && UNREAD_WHEN_BEFORE.test(masked.slice(Math.max(0, at - 24), at));
}

function runItem(text: string, at: number, word: string): boolean {
  return (
    (word === 'run' || word === 'runs') &&
    AFTER_TIME_ITEM.test(text.slice(0, at)) &&
    BEFORE_TIME.test(text.slice(at + word.length))
  );
}

/**
 * Emoji carry no meaning for a schedule ("🙏", "🔥🔥", "✨", "🗓️"), except those that say no, more, less, stop or
 * repeat ("❌ weekends", "➕ saturdays", "⏸️ in august"), and keycap digits ("1️⃣"): those stay unread.
 */
const EMOJI = /^(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\p{Emoji_Modifier})+$/u;
const MEANING_EMOJI =
  /\u274C|\u2716|\u274E|\u{1F6AB}|\u26D4|\u2795|\u2796|\u23F8|\u23F9|\u23EF|\u{1F501}|\u{1F502}|\u{1F504}|\u23ED|\u23EE|\u{1F6D1}|\u2705|\u2611|\u2714|\u20E3/u;

/** The signs for repeat ("🔁", "🔄"), without "🔂" (repeat once). */
const REPEAT_EMOJI = /^(?:\u{1F501}|\u{1F504})\u{FE0F}?$/u;

/** Whether the draft repeats by itself, with no count or single run said ("🔁" beside it adds nothing). */
function repeatsAlready(draft: IntentDraft): boolean {
  return (
    draft.maxOccurrences === null &&
    draft.once === null &&
    (draft.interval !== null || draft.days !== null || draft.times.length > 0)
  );
}

/**
 * Words that carry no meaning only where they stand: "from now (on)" (runs start once made), "to run" ("set it to
 * run daily"), "for" before a clock time
 * ("schedule this for 9:30", not "for 9", which could be a count), "all year (round)" (no end is the default),
 * "kick it off", "and again at", "for every ...", "set it up", "get this going", "to go out", "would be great if it ran", "if
 * possible", "I guess", "thanks in advance", "do the needful", "many thanks", "thank you so much", "recurring"/"repeats" before a frequency word
 * ("Repeats weekly on Wed", pasted from a calendar), "due" before the clock or date a task tool shows ("· due 5:00
 * pm", in a phrase that names no reminder before or after it), "would it be possible to", "around" before a
 * clock time (read as that time), a Slack emoji code (":pray:"), and the thing run said in the frame of a request
 * ("can the export run ...", "I need the report on ..."), and "as well" that ends it (as "too" does).
 */
const FILLER_PHRASES =
  /\b(?:(?:from|starting|beginning|as\s+of)\s+(?:right\s+)?now(?:\s+on)?\b|to(?=\s+(?:be\s+)?run\b)|be(?=\s+run\b)|for(?=\s+(?:at\s+)?(?:(?:[01]?\d|2[0-3]):[0-5]\d|(?:1[0-2]|0?[1-9])\s*[ap]m\b|noon\b|midnight\b))|all\s+year(?:\s+(?:round|long))?\b|kick(?:\s+(?:it|this))?\s+off\b|for(?=\s+(?:every|each)\b)|set\s+(?:(?:it|this)\s+)?up\b|get\s+(?:it|this)\s+going\b|to\s+go\s+out\b|(?:it\s+would|it'd|would)\s+be\s+(?:great|nice|good)\s+if\s+(?:it|this|you|we)\s+(?:ran|runs?|could\s+run)\b|again(?=\s+at\b)|if\s+possible\b|i\s+guess\b|(?:thanks|thank\s+you)\s+in\s+advance\b|do\s+the\s+needful\b|many\s+thanks\b|thanks\s+a\s+lot\b|(?:recurring|recurs|repeats?)(?:\s*:)?(?=\s+(?:every|each|daily|weekly|monthly|quarterly|annually|yearly)\b)|(?<=(?:^|[:\u00b7,;]|\s-)\s*)due(?=\s+(?:on\s+|at\s+|by\s+)?(?:(?:[01]?\d|2[0-3]):[0-5]\d|(?:1[0-2]|0?[1-9])\s*[ap]m\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d))(?!.*\b(?:remind\w*|alert|notify|before|after|ahead|prior|early|earlier|late|later)\b)|(?:thanks|thank\s+you)\s+(?:so|very)\s+much\b|get\s+(?:it|this)\s+running\b|(?:it\s+would|it'd|would)\s+be\s+(?:great|nice|good)\s+to\s+have\s+(?:it|this)\b|(?:would|will)\s+it\s+be\s+possible\s+to\b|is\s+it\s+possible\s+to\b|set\s+(?:it|this)\s+(?:up\s+)?for\b|starting\s+asap\b|(?:around|about|approx(?:imately)?|roughly)(?=\s+(?:at\s+)?\d)|(?<=:)[a-z][a-z0-9_+-]*(?=:)|(?:need|want|get|have|set|schedule)\s+(?:the|this|that|our|my)\s+[a-z]+(?=\s+(?:to\s+)?(?:run|runs|going|on|at|every|each|daily|weekly|monthly|hourly)\b)|can\s+(?:the|this|that|our|my)\s+[a-z]+(?=\s+run\b)|then$|as\s+well$)/g;

/**
 * The words around a request that carry no meaning where they stand: "... is fine", "that's ok", "works for me",
 * "I'd like", "it should run ...", "it should be every ...", "until further notice", "no end date", "forever",
 * "indefinitely" (no end is the default), "going forward", and "instead" first or last in a phrase read as one
 * rule ("can we do weekdays 4pm instead?"). Not "instead of", nor after "but" or "except", nor after a list of
 * times ("at 9am, 10am instead" corrects one of them), nor in a phrase of several rules (see rules.ts): there it
 * replaces a part of the schedule.
 */
const REQUEST_FILLER =
  /\b(?:(?:(?:that|this|it)(?:'s|\s+is)|is|are|(?:would|will)\s+be|sounds)\s+(?:fine|ok|okay|good|great|perfect)\b|works\s+(?:for\s+(?:me|us)|fine)\b|(?:i|we)(?:'d|\s+would)\s+like\b|(?:should|will|must|shall|has|have)(?=\s+(?:to\s+)?(?:be\s+)?run\b)|(?:should|must|shall|will)\s+be(?=\s+(?:every|each|daily|weekly|monthly|hourly|on|at)\b)|(?:until|till|til)\s+(?:further\s+notice|cancell?ed)\b|for\s+the\s+foreseeable\s+future\b|(?:with\s+)?no\s+end(?:\s+date)?\b|indefinitely\b|forever\b|ongoing\b|going\s+forward\b|(?<!\b(?:but|except|excluding|apart\s+from|other\s+than)\b.*)(?<!\d\D*(?:[,;/&]|\band\b)\D*\d.*)(?:(?<=^\s*)instead\b|instead\b(?=[\s,]*(?:(?:please|pls|plz|thanks|thx|ty|cheers|thank\s+you)[\s,]*)*$)))/g;

type ZoneOf = NonNullable<ReturnType<typeof zoneNamed>>;

export interface ReadOptions {
  /** Reference instant, epoch ms. */
  readonly now: number;
  /** The zone to use when the phrase names none (in Slack: the person's own). */
  readonly defaultZone: string;
  /** The job's name said first and set aside before the rest was read (leadingNames.ts), if any. */
  readonly leadName?: string;
}

/**
 * The text with the spans (in order, not overlapping) blanked out, built in one piece: the parsers after run their
 * patterns on it, which a string joined of many parts would have to flatten first, each time.
 */
function blankSpans(text: string, spans: readonly (readonly [number, number])[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const [from, to] of spans) {
    const start = Math.max(from, at);
    if (to <= start) continue;
    parts.push(text.slice(at, start), ' '.repeat(to - start));
    at = to;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** Phrase -> local intent, or the reason it could not be read. */
export function readPhrase(phrase: string, options: ReadOptions): Outcome<LocalIntent> {
  const read = readDraft(phrase, options);
  if (!read.ok) return read;
  return finish(read.value, { name: options.defaultZone, said: null });
}

/**
 * Phrase -> what its words say, before the parts are checked to fit together (`finish`). `text` is the phrase
 * normalised, when the caller has it already.
 */
export function readDraft(phrase: string, options: ReadOptions, text = normalize(phrase)): Outcome<IntentDraft> {
  if (text === '') {
    return fail('unparseable', 'The schedule is empty.', 'Try e.g. "every weekday at 7pm" or "every 15 minutes".');
  }
  const defaultZone = zoneNamed(options.defaultZone);
  if (!defaultZone) {
    return fail(
      'unparseable',
      `"${options.defaultZone}" is not a time zone.`,
      'Use an IANA name such as Europe/Berlin.',
    );
  }
  // "daily 9am, stop after jan 5" said on Jan 12: until next Jan 5 would be a year of runs (stopAfterDate.ts)
  const passed = stopAfterPassed(phrase, todayOf(options.now, offsetAt(defaultZone, options.now)));
  if (passed !== null) {
    return fail(
      'unparseable',
      `"stop after ${passed}" has passed: running until it comes again would be a year of runs.`,
      'Say the year of the last day, e.g. "stop after feb 28 2027", or a count, e.g. "stop after 5 runs".',
    );
  }
  // an iCalendar rule pasted as the phrase: read as the English it says
  const ical = icalendarPhrase(phrase, options.now, options.defaultZone);
  if (ical !== null) {
    if ('code' in ical) return { ok: false, problem: ical };
    const read = readDraft(ical.phrase, options);
    if (read.ok) read.value.assumptions.unshift(ical.note);
    return read;
  }
  const first = readText(text, phrase, options, defaultZone);
  if (first.ok) return first;
  // only a phrase not read is looked at for slips ("evry day at 7"): a phrase read as it is never changes
  const slips = correctSlips(text, phrase);
  const again = slips === null ? null : readText(slips.text, phrase, options, defaultZone);
  if (again?.ok && slips !== null) {
    again.value.assumptions.unshift(...slips.notes);
    return again;
  }
  // runs said against a date given first: "that day", "same day", "the day before same time" (datedContext.ts)
  const dated = datedContext(phrase, options, defaultZone);
  if (dated) return dated;
  // a name with a word of the calendar before "once", a deadline on days that repeat, "at 4 — the pm one"
  // (onceNames.ts, deadlineClock.ts, halfSaidAfter.ts)
  const named =
    onceNamed(phrase, options, defaultZone) ??
    deadline(text, phrase, options, defaultZone) ??
    halfSaidAfter(text, phrase, options, defaultZone);
  if (named) return named;
  // a time said relative to another, or an event whose start or end runs (offsets.ts)
  const offset = offsetPhrase(phrase);
  if (offset === null)
    return (
      dateOffsets(phrase, options, defaultZone) ??
      eventReminders(phrase, options, defaultZone) ??
      slipReminders(slips, phrase, options, defaultZone) ??
      first
    );
  if ('code' in offset) return eventReminders(phrase, options, defaultZone) ?? { ok: false, problem: offset };
  const relative = readText(offset.text, phrase, options, defaultZone);
  if (!relative.ok) return eventReminders(phrase, options, defaultZone) ?? first;
  return settleOffsets(relative.value, offset, phrase);
}

/** An event with its own time and days, and a reminder at another time (eventReminder.ts). */
function eventReminders(phrase: string, options: ReadOptions, zone: ZoneOf): Outcome<IntentDraft> | null {
  const found = eventReminder(phrase);
  if (found === null) return null;
  if ('code' in found) return { ok: false, problem: found };
  const read = readText(found.text, phrase, options, zone);
  if (!read.ok) return null;
  return settleOffsets(read.value, found, phrase);
}

/** Words of every other week or every second day in the Romance languages, which no reader here reads. */
const OTHER_WEEKS =
  /(?<![\p{L}\d])(?:dos|due|deux|doi|duas|tres|tre|trois|semanas|settimane|semaines|s[ăa]pt[ăa]m[âa]ni|alterne|alternos|alternas|alternées?|alternees?|quinzena|quincena|quindicina|quinzaine|quincenal|quindicinale|bisemanal|quinzenal)(?![\p{L}\d])/iu;

/**
 * An event and its reminder said in another language ("séance du mardi 20h30, rappel à 18h"), read as the English
 * its slips give ("... tuesdays 20:30, reminder at 18:00"), the slips' notes first; only a reading, never a refusal.
 */
function slipReminders(
  slips: { text: string; notes: string[] } | null,
  phrase: string,
  options: ReadOptions,
  zone: ZoneOf,
): Outcome<IntentDraft> | null {
  if (slips === null || !/\breminder\b/.test(slips.text)) return null;
  // the reminder's word right after the comma: a word before it may say there is none ("pas de rappel", "sin aviso")
  if (!/(?:^|[,;])\s*reminder\b/.test(slips.text)) return null;
  // every other week or every second day said in the language ("cada dos martes", "a settimane alterne"): unread
  if (OTHER_WEEKS.test(phrase)) return null;
  // a bare hour ("a las 8", "alle 7"): the morning's or the evening's, which the language's words do not say
  if (/\bat\s+(?:0?[1-9]|1[01])(?![\d:.]|\s*[ap]m\b)/.test(slips.text)) return null;
  const found = eventReminder(slips.text);
  if (found === null || 'code' in found) return null;
  const read = readText(found.text, phrase, options, zone);
  if (!read.ok) return null;
  const settled = settleOffsets(read.value, found, phrase);
  if (settled.ok) settled.value.assumptions.unshift(...slips.notes);
  return settled;
}

/** Runs said against a date given first (datedContext.ts): the reading, or null to go on as before. */
function datedContext(phrase: string, options: ReadOptions, zone: ZoneOf): Outcome<IntentDraft> | null {
  const text = normalize(phrase);
  const found = datedContextPhrase(text, todayOf(options.now, offsetAt(zone, options.now)));
  if (found === null) return null;
  const read = readText(normalize(found.text), phrase, options, zone);
  if (!read.ok) return null;
  read.value.assumptions.unshift(...found.notes);
  return read;
}

/** A name said first before "once" (onceNames.ts): read only as one run, or null to go on as before. */
function onceNamed(phrase: string, options: ReadOptions, zone: ZoneOf): Outcome<IntentDraft> | null {
  const once = onceNamePhrase(phrase);
  const found = once ?? periodNamePhrase(phrase);
  if (found === null) return null;
  const read = readText(normalize(found.text), phrase, options, zone);
  if (!read.ok || (once !== null && read.value.maxOccurrences !== 1)) return null;
  // (with the runs' dates said: from the first to the last)
  if (once === null && (read.value.startDate === null || read.value.endDate === null)) return null;
  // (the name's note quotes the name as said)
  const short = found.shortName.toLowerCase();
  read.value.assumptions = read.value.assumptions.map((a) =>
    a.startsWith(`Read "${short}"`) || a.startsWith(`Read "${short}:`) ? a.replace(`"${short}`, `"${found.name}`) : a,
  );
  read.value.assumptions.push(found.note);
  return read;
}

/** A deadline's clock on days that repeat (deadlineClock.ts): the reading, or null to go on as before. */
function deadline(text: string, phrase: string, options: ReadOptions, zone: ZoneOf): Outcome<IntentDraft> | null {
  const found = deadlinePhrase(text);
  if (found === null) return null;
  const read = readText(found.text, phrase, options, zone);
  if (!read.ok) return null;
  read.value.assumptions.unshift(found.note);
  return read;
}

/** A bare hour's half of the day said after the schedule (halfSaidAfter.ts): the reading, or null. */
function halfSaidAfter(text: string, phrase: string, options: ReadOptions, zone: ZoneOf): Outcome<IntentDraft> | null {
  const found = halfSaidAfterPhrase(text);
  if (found === null) return null;
  const read = readText(found.text, phrase, options, zone);
  if (!read.ok) return null;
  read.value.assumptions.unshift(found.note);
  return read;
}

/** A day said relative to another ("the day before each weekday", "due on the 20th, remind me the day before"). */
function dateOffsets(phrase: string, options: ReadOptions, zone: ZoneOf): Outcome<IntentDraft> | null {
  const today = todayOf(options.now, offsetAt(zone, options.now));
  const found = dateOffsetPhrase(phrase, today);
  if (found === null) return null;
  if ('code' in found) return { ok: false, problem: found };
  const read = readText(normalize(found.text), phrase, options, zone);
  if (!read.ok) return null;
  read.value.assumptions.unshift(...found.notes);
  return read;
}

let gateCheck: ((parser: RecurrenceParser, text: string) => void) | null = null;

/**
 * For the test suite: with `on`, a parser skipped by its gate is run all the same, and a match is thrown as a
 * wrong gate. Every phrase any test reads then checks every gate.
 */
export function checkGates(on: boolean): void {
  gateCheck = on
    ? (parser, text) => {
        const re = new RegExp(parser.pattern.source, parser.pattern.flags);
        const m = re.exec(text);
        if (m !== null && m[0].trim() !== '') {
          throw new Error(`The gate of parser "${parser.name}" skips "${text}", where its pattern finds "${m[0]}".`);
        }
      }
    : null;
}

/**
 * The parsers' gates and patterns indexed by their words (gateIndex.ts), built when first needed: one scan of a
 * text for all of them, in place of a test per gate.
 */
let gateIndex: GateIndex | null = null;
function gatesOf(): GateIndex {
  gateIndex ??= new GateIndex(PARSERS.map((p) => [p.gate, p.pattern]));
  return gateIndex;
}

function readText(text: string, phrase: string, options: ReadOptions, defaultZone: ZoneOf): Outcome<IntentDraft> {
  const ctx: ParseContext = { now: options.now, phrase, ownZone: options.defaultZone };
  const draft = emptyDraft();
  let masked = andRestatedAsSlash(text, options.defaultZone ?? '', options.now);
  const admitted = gatesOf().admitted(masked);
  for (let i = 0; i < PARSERS.length; i++) {
    const parser = PARSERS[i] as RecurrenceParser;
    if (!admitted[i] || (parser.gate !== undefined && !parser.gate.test(masked))) {
      gateCheck?.(parser, masked);
      continue;
    }
    const re = parser.pattern;
    re.lastIndex = 0;
    const spans: [number, number][] = [];
    for (let m = re.exec(masked); m !== null; m = re.exec(masked)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      if (m[0].trim() === '') continue;
      const problem = parser.apply(m, draft, ctx);
      if (problem) return { ok: false, problem };
      spans.push([m.index, m.index + m[0].length]);
    }
    if (spans.length > 0) masked = blankSpans(masked, spans);
  }
  const window = settleWindow(draft);
  if (window) return { ok: false, problem: window };
  const ownNamed =
    draft.ownZone && draft.zone ? myTimeNamedNote(text, draft.zone.said ?? draft.zone.name, draft.ownZone) : null;
  if (ownNamed !== null) {
    draft.ownZone = null;
    draft.assumptions.push(ownNamed);
  }
  if (draft.ownZone && draft.zone) {
    const said = draft.zone.said ?? draft.zone.name;
    return fail(
      'unparseable',
      `The phrase names a time zone ("${said}") and "${draft.ownZone}": they may not be the same.`,
      `Say one: "${said}", or "${draft.ownZone}" for yours (${options.defaultZone}).`,
    );
  }
  const zone = draft.zone ? zoneNamed(draft.zone.name) : defaultZone;
  const offset = offsetAt(zone ?? defaultZone, options.now);
  const slashes = slashOrder(masked, options.defaultZone, todayOf(options.now, offset), phrase);
  if (slashes !== null && 'code' in slashes) return { ok: false, problem: slashes };
  if (slashes !== null) draft.assumptions.push(...slashes.notes);
  const read = readTimesAndDates(masked, draft, options.now, offset, slashes?.dayFirst ?? false);
  if (read.problem) return { ok: false, problem: read.problem };
  const minuteNow = Math.floor((options.now / 60_000 + offset) % 1440);
  const period = resolvePeriod(draft, todayOf(options.now, offset), (minuteNow + 1440) % 1440);
  if (period) return { ok: false, problem: period };
  const fromNow = settleFromNow(draft, options.now, (ms) => offsetAt(zone ?? defaultZone, ms));
  if (fromNow) return { ok: false, problem: fromNow };
  const weekdaySaid = onWeekdaySaid(draft, todayOf(options.now, offset));
  if (weekdaySaid) return { ok: false, problem: weekdaySaid };
  const halfOfDay = oneRunHalfOfDay(draft);
  if (halfOfDay) return { ok: false, problem: halfOfDay };
  masked = read.masked;
  readEvent(text, draft);
  // words that carry no meaning where they stand ("set it to run", "for 9:30", "all year"): looked at only if needed
  let fillerSpans: [number, number][] | null = null;
  const inFillerPhrase = (at: number): boolean => {
    if (fillerSpans === null) {
      fillerSpans = [];
      for (const re of [FILLER_PHRASES, REQUEST_FILLER]) {
        re.lastIndex = 0;
        for (let f = re.exec(text); f !== null; f = re.exec(text)) fillerSpans.push([f.index, f.index + f[0].length]);
      }
    }
    return fillerSpans.some(([from, to]) => at >= from && at < to);
  };
  // "standup 9am, weekends too": days added to none said (a name set aside or not)
  const onlyToo = daysTooAlone(text, draft);
  if (onlyToo) return { ok: false, problem: onlyToo };
  const leftover = /[^\s,;:()&+.!?-]+(?:-[^\s,;:()&+.!?-]+)*/g;
  const left: Leftover[] = [];
  for (let m = leftover.exec(masked); m !== null; m = leftover.exec(masked)) {
    if (
      (FILLER.has(m[0]) && !runItem(text, m.index, m[0]) && !onlyAfterUnread(masked, m.index, m[0])) ||
      inFillerPhrase(m.index)
    )
      continue;
    if (EMOJI.test(m[0]) && !MEANING_EMOJI.test(m[0])) continue;
    // "every 15 mins 🔁", "daily 9am 🔄": a repeat sign beside a schedule that repeats says nothing more
    if (REPEAT_EMOJI.test(m[0]) && repeatsAlready(draft)) continue;
    if (m[0].includes('-') && m[0].split('-').every((w) => FILLER.has(w))) continue;
    left.push({ at: m.index, word: m[0] });
  }
  if (left.length > 0) {
    // the job's name before the schedule, when its words cannot carry a meaning
    const zone = draft.zone?.said ? { said: draft.zone.said, own: draft.zone.name === options.defaultZone } : null;
    const name = nameAside(text, masked, left, phrase, zone) ?? purposeAside(text, masked, left, phrase, draft);
    if (name !== null) {
      // "every day at 8 dinner": a bare hour read in the morning beside words of the evening
      const half = halfOfDayProblem(
        left.map((l) => l.word),
        draft,
      );
      if (half) return { ok: false, problem: half };
      // "every day at 7am central market prep": the zone's word may be the name's first
      // (where the zone is the person's own, a name's first word leaves the clock the same: read, with a note)
      const zoneFirst = zoneBeforeWordsProblem(text, masked, left, phrase, draft);
      if (zoneFirst && draft.zone?.name !== options.defaultZone) return { ok: false, problem: zoneFirst };
      if (zoneFirst) draft.assumptions.push(ownZoneFirstNote(draft.zone?.said ?? '', options.defaultZone));
      // "every day at 7am open the fresno warehouse": the place's clock, or the person's?
      // (after the schedule: a name said first keeps its place as the person's own, as labels.ts reads it)
      const at = (left[0] as Leftover).at;
      const facility =
        text.slice(0, at) === masked.slice(0, at)
          ? undefined
          : facilityPlaceProblem(
              left.map((l) => l.word),
              draft.zone !== null || draft.ownZone !== null,
            );
      if (facility) return { ok: false, problem: facility };
      // "ping me every friday at 4 to submit expenses": a reminder to a person at 4 is as likely 4 PM
      // "DXB station check-in daily 03:00 local": "local" may be the place's clock the name holds, or the person's
      const code = draft.ownZone !== null ? placeCodeIn(name, phrase) : null;
      if (code !== null) {
        return fail(
          'unparseable',
          `"${draft.ownZone}" could be the time in ${code} or yours (${options.defaultZone}).`,
          `Name the zone, e.g. "... 03:00 ${options.defaultZone}", or the city for ${code}.`,
        );
      }
      const reminder = remindsPerson(name);
      // so is a task a person does ("every friday at 4 for the retro", "... at 5 open the stall")
      const small = reminder ? 'for a reminder' : isPurpose(name) ? 'for a task' : null;
      const problem =
        (small ? smallHourProblem(draft, small) : undefined) ??
        (reminder ? loneReminderHour(phrase, draft) : undefined) ??
        undatedOnceProblem(draft, reminder);
      if (problem) return { ok: false, problem };
      draft.assumptions.push(name);
      return ok(draft);
    }
    const first = (left[0] as Leftover).at;
    const lastWord = left.at(-1) as Leftover;
    const last = lastWord.at + lastWord.word.length;
    return fail(
      'unparseable',
      `I could not read "${text.slice(first, last)}" in "${phrase.trim()}".`,
      'Try e.g. "every weekday at 7pm Pacific", "on the 1st of every month at 9am", or "every 15 minutes".',
    );
  }
  const undated = undatedOnceProblem(draft, false);
  if (undated) return { ok: false, problem: undated };
  return ok(draft);
}

/** Days said "too" ("weekends too", "saturdays as well"): more days, beside others the rule runs on. */
const DAYS_TOO = new RegExp(
  `\\b(?:(?:on\\s+)?(?:the\\s+)?(?:week\\s*ends?|${DAY})(?:\\s*(?:,|and|&|\\+)\\s*(?:${DAY}))*)\\s*,?\\s+(?:too|as\\s+well|also)\\s*[.!]*$`,
);
const DAY_SAID = new RegExp(`\\b(?:${DAY}|week\\s*(?:ends?|days?|nights?)\\b|daily\\b|every\\s*day\\b|nightly\\b)`);

/**
 * "0900 and 1500, weekends too": the days said "too" are the only days said, so the others they are added to are
 * not said (every day? weekdays and those?). Refused; a rule said with its days before ("weekdays 9am, weekends
 * too") is read as one rule by rules.ts.
 */
function daysTooAlone(text: string, draft: IntentDraft): ScheduleProblem | undefined {
  if (draft.times.length === 0 && draft.interval === null) return undefined;
  return daysTooWithoutOthers(text);
}

/**
 * The same on a whole phrase, before it is split into rules: "reminder 12:30 pm, sat & sun too" would split into
 * "12:30 pm, sat" and "sun too", each with days of its own.
 */
export function daysTooWithoutOthers(text: string): ScheduleProblem | undefined {
  const m = DAYS_TOO.exec(text);
  if (m === null) return undefined;
  if (DAY_SAID.test(text.slice(0, m.index) + text.slice(m.index + m[0].length))) return undefined;
  const said = m[0].trim();
  return unparseable(
    `"${said}" adds days to others, but no other days are said: every day, or which days besides?`,
    `Say all the days, e.g. "every day at 9am" or "weekdays and ${said.replace(/,?\s+(?:too|as\s+well|also)$/, '')} at 9am".`,
  );
}
