import { MONTH_NAMES } from '../cron/calendar.js';
import type { LocalIntent, LocalTime, Weekday, ZoneChoice } from '../intent.js';
import { fail, type Outcome, ok, type ScheduleProblem } from '../problem.js';
import { ZONE_WORDS } from '../zones.js';
import { AFTER_SCHOOL_GATE, afterSchoolPhrase } from './afterSchoolClock.js';
import { ALSO_CLOCKS_GATE, alsoClocks } from './alsoClocks.js';
import { APP_SCHEDULER_GATE, appSchedulerCall } from './appSchedulers.js';
import { APSCHEDULER_GATE, apschedulerJob } from './apschedulerJobs.js';
import { AUTOMATION_FORM_GATE, automationFormPhrase } from './automationForms.js';
import { BRACKET_CLOCK_GATE, bracketClockProblem } from './bracketClocks.js';
import { BUT_CLOCK_ON_DAYS_GATE, BUT_DAYS_AT_GATE, butClockOnDays, butDaysInstead } from './butDaysAt.js';
import { BUTLER_COMMAND_GATE, withoutButlerCommand } from './butlerCommands.js';
import { withoutChatAside } from './chatAsides.js';
import { CLOCK_BEFORE_NAME_GATE, readClockBeforeName } from './clockBeforeName.js';
import { CLOCK_CHANGE_KEEP_GATE, readClockChangeKeep } from './clockChangeKeep.js';
import { CLOCK_NOT_CLOCK_GATE, clockNotClock } from './clockNotClock.js';
import { CLOCK_RULE_ASIDE_GATE, readClockRuleAside } from './clockRuleAsides.js';
import { yearReadAsClock } from './clockWords.js';
import { CLOSING_CLOCK_GATE, closingClock } from './closingClock.js';
import {
  CLOUD_CRON_GATE,
  cloudCronLine,
  eventRuleZoneProblem,
  machineRemarkProblem,
  readCloudCronLine,
} from './cloudCronLines.js';
import { comingOrEvery } from './comingDay.js';
import { CONCLUDED_GATE, concludedSchedule } from './concluded.js';
import { readCorrected, readMadeIt } from './corrections.js';
import { CRON_LIST_GATE, cronLineList } from './cronLineLists.js';
import { CRON_PASTE_GATE, cronPaste, otherToolProblem } from './cronPastes.js';
import { CRONTAB_GURU_GATE, crontabGuruPhrase } from './crontabGuru.js';
import { DARK_DAYS_GATE, darkDays } from './darkDays.js';
import { readDatedEvents } from './datedEvents.js';
import { DATED_HOURS_BEFORE_GATE, readDatedHoursBefore } from './datedHoursBefore.js';
import { DATES_AGAIN_GATE, datesAgain } from './datesAgain.js';
import { readDayClockPairs } from './dayClockPairs.js';
import { DAY_IN_NAME_GATE, withoutDayInName } from './dayInName.js';
import { dayKinds } from './dayKinds.js';
import { DAY_NAMED_DATE_GATE, dayNamedDate } from './dayNamedDate.js';
import { dayRangeNameProblem } from './dayRangeNames.js';
import { dayRoll } from './dayRolls.js';
import { daysNamedIn } from './daysAbroad.js';
import { type IntentDraft, inexpressible, unparseable } from './draft.js';
import { DURING_NAMED_GATE, duringNamedDates } from './duringNamedDates.js';
import { EVENT_CLOCK_NOUN_GATE, eventClockNoun } from './eventClockNoun.js';
import { CONTEXT_CLOCK, clockOf, HAPPENS, reminderBesideEvent } from './eventContext.js';
import { eventDayRules } from './eventDays.js';
import { EVENT_DAYS_BRACKETED_GATE, readEventDaysBracketed } from './eventDaysBracketed.js';
import { EVENT_DAYS_FIRST_GATE, eventDaysFirstPhrase } from './eventDaysFirst.js';
import { EVENT_GROUPS_GATE, EVENT_PAIRS_GATE, eventGroupRules, eventPairRules } from './eventGroups.js';
import { ALSO, readAsEvent } from './eventReminder.js';
import { EVENT_SAID_AFTER_GATE, eventSaidAfter } from './eventSaidAfter.js';
import { EVENT_TIME_STATED_GATE, withoutEventTimeStated } from './eventTimeStated.js';
import { EVERY_AFTER_GATE, everyAfter } from './everyAfter.js';
import { EXCHANGE_SESSION_GATE, exchangeSession } from './exchangeSessions.js';
import { finish } from './finish.js';
import { germanPhrase } from './germanWords.js';
import { GITLAB_SCHEDULE_GATE, gitlabSchedule } from './gitlabSchedules.js';
import { HANGFIRE_GATE, hangfireSchedule } from './hangfireCron.js';
import { HOLIDAY_ASIDE_GATE, withoutHolidayAside } from './holidayAsides.js';
import { HOSTED_SCHEDULER_GATE, hostedSchedule } from './hostedSchedulers.js';
import { HOUR_PAST_GATE, hourPast } from './hourPast.js';
import { icalendarPhrase } from './icalendar.js';
import { applyInstead, exceptAtRules, exceptThenClock, subsetUnsaid, withoutInstead } from './instead.js';
import { invitePastePhrase } from './invitePaste.js';
import { jenkinsMacroProblem } from './jenkinsMacros.js';
import { HOUR_LIST_GATE, LABELLED_LIST_GATE, readHourList, readLabelledList } from './labelledList.js';
import { dailyBeforeOnly, lastTimeDays } from './lastTimeDays.js';
import { LEAD_BEFORE_EACH_GATE, leadBeforeEachClock } from './leadBeforeEachClock.js';
import { readLeadingName } from './leadingNames.js';
import { readLineList } from './lineList.js';
import { loneClock, loneClockRead } from './loneClock.js';
import { againClause, applyRest, aside, ownZoneRule, withoutBoth, withoutRest, zoneRules } from './manyRules.js';
import { mergeRules } from './merge.js';
import { mixedLanguagePhrase, secondLanguageRunWord } from './mixedLanguageWords.js';
import { MONTH_STEP_GATE, monthStepRestated } from './monthStepRestated.js';
import { MONTHS_AND_REST_GATE, monthsAndRest } from './monthsAndRest.js';
import { onDaysSomeMonthsLack, THAT_HAVE_IT_GATE, withoutMonthsThatHaveIt } from './monthsThatHaveIt.js';
import { movingEventProblem } from './movingEvents.js';
import { NAMED_JOBS_GATE, readNamedJobs } from './namedJobs.js';
import { normalize } from './normalize.js';
import { NTH_CLOCK_CORRECTION_GATE, nthClockCorrected } from './nthClockCorrection.js';
import { ODD_EVEN_DAYS_GATE, oddEvenDays } from './oddEvenDays.js';
import { offsetRuns } from './offsetRuns.js';
import { ON_CALENDAR_GATE, onCalendarPhrase } from './onCalendar.js';
import { ONE_OFF_FIRST_GATE, oneOffSaidFirst, onOneDate } from './oneOffSaidFirst.js';
import { onlyAtEveryDay } from './onlyAtDays.js';
import { OPEN_WHILE_GATE, OPENING_HOURS_GATE, openingHoursPhrase, openWhilePhrase } from './openingHoursBracketed.js';
import { ORACLE_REPEAT_GATE, oracleRepeatInterval } from './oracleRepeatIntervals.js';
import { BARE_EACH, EACH_RUN } from './parsers/count.js';
import { dailyRangeThenStop } from './parsers/days.js';
import { MONTHS_SAID_FIRST } from './parsers/monthSpans.js';
import { stationInName } from './parsers/stationClock.js';
import { readPlaceAside } from './placeAsides.js';
import {
  PLACE_FIRST_CLOCK_GATE,
  PLACE_FIRST_COUNTRY_GATE,
  placeFirstClockPhrase,
  placeFirstCountryTimePhrase,
} from './placeFirstClock.js';
import { PLACE_OFFSET_FIRST_GATE, placeOffsetFirst } from './placeOffsetFirst.js';
import { PLACES_EACH_GATE, readPlacesEachClock } from './placesEachClock.js';
import { plusTimes } from './plusTimes.js';
import { PREFECT_RRULE_GATE, prefectRrule } from './prefectRrule.js';
import { PRONOUN_ONE_GATE, withoutPronounOne } from './pronounOne.js';
import { withoutQuotedNames } from './quotedNames.js';
import { quotedReply } from './quotedReply.js';
import { daysTooWithoutOthers, type ReadOptions, readDraft } from './read.js';
import { RECURRENCE_FORM_GATE, recurrenceFormPhrase } from './recurrenceForms.js';
import { RECURRENCE_JSON_GATE, recurrenceJsonPhrase } from './recurrenceJson.js';
import { REMINDER_FOR_EACH_GATE, reminderForEach } from './reminderForEach.js';
import { REMINDER_MESSAGE_GATE, withoutReminderMessage } from './reminderMessage.js';
import { SECOND_TELL_GATE, secondTimeTell } from './reminderTimes.js';
import { RESPECTIVE_PARTS_GATE, respectiveParts } from './respectiveParts.js';
import { readRestated } from './restated.js';
import { RESTATED_MID_MONTH_GATE, restatedMidMonthPhrase } from './restatedMidMonth.js';
import { editRules } from './ruleEdits.js';
import { SAME_CLOCK_TWICE_GATE, sameClockTwice } from './sameClockTwice.js';
import { SATELLITE_GATE, satelliteOrSaturday } from './satelliteWords.js';
import { SCHEDULED_LABEL_GATE, withoutScheduledLabel } from './scheduledLabel.js';
import { SCHOOL_DAYS_GATE, schoolDaysPhrase, schoolWeekMonToFri } from './schoolDays.js';
import { SCHTASKS_GATE, schtasksPhrase } from './schtasksLines.js';
import { setAsideWhen } from './setAsideWhen.js';
import { SHIFT_TIMES_GATE, shiftTimes } from './shiftTimes.js';
import { SITE_KEEPS_GATE, siteKeepsClockPhrase } from './siteKeepsClock.js';
import { SLACK_REMIND_GATE, slackRemindPhrase } from './slackRemind.js';
import { pastedSlashProblem } from './slashDates.js';
import { correctSlips } from './slips.js';
import { spanishPhrase } from './spanishAfterName.js';
import { SPAN_THEN_JOB_GATE, spanThenJob } from './spanThenJob.js';
import { SQL_AGENT_GATE, sqlAgentSchedule } from './sqlAgentSchedules.js';
import { START_DATE_FIRST_GATE, startDateFirst } from './startDateFirst.js';
import { TASK_TRIGGER_GATE, taskSchedulerTrigger } from './taskSchedulerTriggers.js';
import { readTheirTimeEachPlace, THEIR_TIME_EACH_GATE } from './theirTimeEachPlace.js';
import { correctedTime } from './timeCorrection.js';
import { TIMES_LEFT_GATE, timesLeftOnDays } from './timesLeftOnDays.js';
import { TONIGHT_HOUR_GATE, tonightClockList, tonightHour, tonightNameNumber, tonightTwelve } from './tonightHours.js';
import { TOOL_PASTE_GATE, withoutToolPasteAsides } from './toolPasteAsides.js';
import { twoWindows } from './twoWindows.js';
import { VERB_BEFORE_INTERVAL_GATE, withoutVerbBeforeInterval } from './verbBeforeInterval.js';
import { WEB_CRON_FORM_GATE, webCronForm } from './webCronForms.js';
import { WEEK_CYCLE_GATE, weekCycle } from './weekCycles.js';
import { WHOLE_DAY_OFFSET_GATE, wholeDayOffset } from './wholeDayOffsets.js';
import { WHO_LAST_GATE, withoutWhoSaidLast } from './whoSaidLast.js';
import { alignWindowStart } from './windowStart.js';
import { WORD_CLOCK_GATE, wordClockHalfProblem } from './wordClockHalves.js';
import { DAY } from './words.js';
import { WORK_WEEK_GATE, workWeekPhrase } from './workWeekSaid.js';
import { sameClock } from './zoneClocks.js';
import { CONVERSION_LATER_GATE, clockLabelled, conversionMovedUp, zoneFollowed } from './zoneConversionLater.js';
import { eachZoneText, SAME_CLOCK_SAID } from './zoneEach.js';
import { zoneOfLastRule } from './zoneOfLastRule.js';
import { contextPlacesPhrase, myTimePlace } from './zonePlaces.js';
import { restatedTime } from './zoneRestated.js';
import { runsSaid } from './zoneRuns.js';
import { theirTimePhrase } from './zoneSaidAway.js';

/**
 * Several rules in one phrase: "weekdays at 9am, weekends at 11am", "tuesdays at 08:00 and thursdays at 16:00",
 * "first monday and third wednesday at 9am". The phrase is read whole first; only when that fails and it has
 * separators is it cut into clauses, one per day rule, each read on its own. A clause without a time of day takes
 * the times of the next clause that has them ("first monday and third wednesday at 9am"); a last clause without
 * one is refused rather than guessed. The zone, the running period and the count may be said in any clause and
 * are shared by all.
 */

/**
 * Between two complete rules: a semicolon, a comma (with "and", "also", "separately" after it or not), "and", "&",
 * "plus", "+" with spaces round it, a slash or a bar with spaces round it ("tue 9:00 / thu 15:00", "mon 9:00 | fri
 * 15:00"; "7am/7pm" is a list of times, read before), a full stop before "also" ("... 9:30 AM. Also, separately,
 * a monthly reminder ...").
 */
const JOINED = '(?:(?:and|&|plus|also|separately|\\+)(?:\\s*,\\s*|\\s+))*';
const SEPARATOR = new RegExp(
  `\\s*;\\s*|\\s*,\\s*${JOINED}|\\.\\s+(?=also\\b|separately\\b)${JOINED}|\\s+(?:and|&|plus|\\+)\\s+(?:also\\s+)?(?:separately\\s*,?\\s*)?|\\s+[/|]\\s+`,
  'g',
);
/** Words that name days: a clause starts at each piece that has them. */
const DAY_WORDS = new RegExp(
  `\\b(?:${DAY}|week(?:day|end|night)s?\\b|daily\\b|nightly\\b|(?:every|each)\\s+night\\b|rest\\s+of\\s+the\\s+time\\b|all\\s+other\\s+times\\b|days?\\b|\\d{1,2}(?:st|nd|rd|th)\\b|(?:first|second|third|fourth|fifth|last)\\b)`,
);
const BETWEEN = /\bbetween\b/;
/** A piece of days of the week alone, with no time ("on saturdays"), and a piece that starts with one. */
const DAYS_ALONE = new RegExp(`^\\s*(?:but\\s+)?(?:on\\s+)?(?:the\\s+)?(?:${DAY}|week(?:day|end)s?\\b)\\s*$`);
const LEADING_DAY = new RegExp(`^\\s*(?:on\\s+)?(?:the\\s+)?(?:${DAY}|week(?:day|end)s?\\b)`);
/** A piece that says its days after its times ("18:00 weekdays"), and one that is a clock alone ("12:00"). */
const ENDS_WITH_DAYS = new RegExp(`\\d[^,;]*[\\s/&-](?:on\\s+)?(?:${DAY}|week(?:day|end)s?\\b)\\s*$`);
const CLOCK_ALONE = /^\s*(?:at\s+)?(?:\d{1,2}(?::[0-5]\d)?\s*(?:[ap]m)?|noon|midnight)\s*$/;
const BARE_ORDINAL =
  /^\s*(?:(?:every|each|on)\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|last)\s*$/;
/** A piece ending with an ordinal ("bins every 2nd"), before one starting with one of a weekday ("4th friday"): one list. */
const ENDS_ORDINAL =
  /\s(?:(?:every|each|on)\s+)?(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth)\s*$/;
const STARTS_ORDINAL =
  /^\s*(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|last)\s+(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\b/;
const AND = /\band\b|&/;
const EACH_OF = /\beach\s+of\b/;
const THEIR_TIME_SAID = /\b(?:their|her|his)\s+time\b|\bhora\s+(?:de\s+all|de\s+l[aá]|del[ae]s|de\s+ell)/i;
const DAYS_ONLY = new RegExp(`^\\s*(?:${DAY}\\s*)+$`);
const ENDS_WITH_DAY = new RegExp(`\\b${DAY}\\s*$`);
const EVERY_DAY_ALONE = /^\s*(?:daily|nightly|(?:every|each)\s+(?:day|night))\s*$/;
const ONLY_DAYS = new RegExp(
  `(?:${DAY}|\\bweek(?:day|end|night)s?)\\s+only\\b|\\bonly\\s+(?:on\\s+)?(?:${DAY}|week(?:day|end|night)s?\\b)`,
);

/** An event's times in a bracket after what the run is before or after, still open: "15 min before close (close 8pm". */
const EVENT_BRACKET_OPEN = /\b(?:before|after)\s+[^()]*\([^()]*$/;

/** The pieces of a phrase (normalised) between its separators; an event's times in a bracket are not cut. */
function piecesOf(text: string): string[] {
  const pieces: string[] = [];
  const joins: boolean[] = [];
  let start = 0;
  SEPARATOR.lastIndex = 0;
  for (let m = SEPARATOR.exec(text); m !== null; m = SEPARATOR.exec(text)) {
    const piece = text.slice(start, m.index);
    // "15 min before close (close 8pm mon-thu and 5pm fri-sat)": the times of the one event the run is before
    if (EVENT_BRACKET_OPEN.test(piece)) continue;
    // "between 9am and 5pm", "between 1 June and 31 August": one range, not two rules
    if (AND.test(m[0]) && !m[0].includes(',') && BETWEEN.test(piece) && !AND.test(piece.split(BETWEEN).pop() ?? ''))
      continue;
    pieces.push(piece);
    joins.push(AND.test(m[0]) && !m[0].includes(','));
    start = m.index + m[0].length;
  }
  pieces.push(text.slice(start));
  // "at 8 on saturdays and sundays": days joined to the days that end the piece before, after its time, are one list
  // (without a time before them, "every monday and thursday, 14:00" is read as rules sharing the next one's time)
  for (let i = pieces.length - 1; i > 0; i--) {
    const before = pieces[i - 1] as string;
    if (joins[i - 1] && DAYS_ONLY.test(pieces[i] as string) && ENDS_WITH_DAY.test(before) && A_TIME.test(before))
      pieces.splice(i - 1, 2, `${before} and ${pieces[i]}`);
  }
  return pieces;
}

/** The clauses of a phrase (normalised), or one clause when it has no second day rule. */
export function clausesOf(text: string): string[] {
  const pieces = piecesOf(text);
  // "the 2nd and 4th tuesday", "the 1st and 15th": a bare ordinal belongs with what follows, not a rule of its own
  for (let i = pieces.length - 2; i >= 0; i--) {
    // (after a name too: "hut warden: bins every 2nd and 4th friday")
    const joined =
      BARE_ORDINAL.test(pieces[i] as string) ||
      (ENDS_ORDINAL.test(pieces[i] as string) && STARTS_ORDINAL.test(pieces[i + 1] as string));
    if (joined) pieces.splice(i, 2, `${pieces[i]} and ${pieces[i + 1]}`);
  }
  const clauses: string[] = [];
  let current = '';
  let currentHasDays = false;
  for (const [k, piece] of pieces.entries()) {
    const days = DAY_WORDS.test(piece);
    // "06:00 and 18:00 weekdays, 12:00 and 00:00 weekends": times said before their days, so a clock alone after
    // days said last is the next days' (with the next piece that ends with its own days)
    if (
      !days &&
      currentHasDays &&
      CLOCK_ALONE.test(piece) &&
      ENDS_WITH_DAYS.test(current) &&
      ENDS_WITH_DAYS.test(pieces[k + 1] ?? '')
    ) {
      clauses.push(current);
      current = piece;
      currentHasDays = false;
      continue;
    }
    // "on saturdays and sundays only at 8am": days alone, then more days with their time, are one list
    if (days && DAYS_ALONE.test(current) && LEADING_DAY.test(piece)) {
      current = `${current} and ${piece}`;
      continue;
    }
    if (days && currentHasDays) {
      clauses.push(current);
      current = piece;
    } else {
      current = current === '' ? piece : `${current}, ${piece}`;
    }
    currentHasDays ||= days;
  }
  clauses.push(current);
  const out = clauses.filter((c) => c.trim() !== '');
  if (out.length < 2) return out;
  // ", both in Singapore time"; "and a second verification on ..." (of the backup verification named before)
  return out.map((c, i) => withoutBoth(i === 0 ? c : againClause(c, out.slice(0, i).join(' '))));
}

/**
 * "Every day at 9am, except Sunday at 10am", "every weekday at 9am, but Fridays at 3pm", "except Mondays post at
 * 10am": days left out with a time of their own after a time already said.
 */
const EXCEPT_AT = new RegExp(
  `\\b(?:except(?:\\s+for)?|but\\s+not|but(?![^,;]*\\b(?:instead|only|just)\\b)|excluding|apart\\s+from|other\\s+than)\\s+(?:on\\s+)?(?:the\\s+)?(?:${DAY}|week(?:day|end)s?\\b)(?:\\s*(?:,|and|&|or)\\s*(?:${DAY}|week(?:day|end)s?\\b))*(?:\\s+[a-z]{2,}\\s+(?:at\\s+|@\\s*)|\\s*,?\\s*(?:\\(\\s*)?(?:at\\s+|@\\s*)?)(?:\\d|noon\\b|midnight\\b)`,
);
const A_TIME = /\d|\bnoon\b|\bmidnight\b/;
/** The refusal of days said between two times (parsers/days.ts), which the clauses below read apart. */
const BETWEEN_TWO_TIMES = /stands between two times/;

/** Phrase -> its rules (one for most phrases), each a local intent, or the reason it could not be read. */
/** A short range of days beside a name ("Di.-Do. 9:00"): checked by dayRangeNames.ts. */
const DAY_RANGE_GATE = /\p{L}\.?\s*[-–]\s*\p{L}{2}/u;

/**
 * "hora centro", "hora del centro", "tiempo del centro": Mexico's central time, or, in US Spanish, US Central time
 * ("hora del centro de México" says which).
 */
const HORA_CENTRO =
  /(?<![\p{L}\d])(?:hora\s+(?:del\s+)?centro|tiempo\s+del\s+centro)(?![\p{L}\d])(?!\s+(?:de\s+)?m[eé]xic)/iu;
/** The zones of the United States, where "hora del centro" is said of US Central time. */
const US_ZONE =
  /^(?:America\/(?:New_York|Detroit|Kentucky\/\w+|Indiana\/\w+|Indianapolis|Louisville|Chicago|Menominee|North_Dakota\/\w+|Denver|Boise|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak)|Pacific\/Honolulu|US\/\w+)$/;

export function readRules(phrase: string, options: ReadOptions): Outcome<LocalIntent[]> {
  // "cada lunes a las 20:00 hora centro" written from the United States: Mexico City's clock, or US Central's?
  const centro = US_ZONE.test(options.defaultZone) ? HORA_CENTRO.exec(phrase) : null;
  if (centro !== null)
    return fail(
      'unparseable',
      `"${centro[0]}" is Mexico's central time, but in the United States it may mean US Central time: I would rather not guess.`,
      'Name the zone, e.g. "hora CDMX" for Mexico City, or "Central time" for US Central.',
    );
  const read = readRulesOnce(phrase, options);
  if (!read.ok) return readDailyBeforeOnly(phrase, options) ?? read;
  const pasted = pastedSlashProblem(phrase, read.value, options.defaultZone);
  if (pasted !== null) return { ok: false, problem: pasted };
  const la = laWord(phrase, read.value) ?? (phrase.includes('@') ? jenkinsMacroProblem(phrase) : null);
  if (la !== null) return { ok: false, problem: la };
  // "sidekiq: cron: '0 5 * * *'": the tool's name set aside as a label, its line read as a UTC tool's (cronPastes.ts)
  // "jira: 0 0 9 ? * MON-FRI — server is America/Chicago": Jira's name set aside as a label, the machine's clock taken
  // for a tool that does not run on it (cloudCronLines.ts)
  const tool =
    otherToolProblem(phrase, read.value) ??
    eventRuleZoneProblem(phrase, read.value) ??
    machineRemarkProblem(phrase, read.value, options.defaultZone);
  if (tool !== null) return { ok: false, problem: tool };
  // "timesheet reminder half past 5 fridays": a clock said in words is bare: 5:30 AM or PM? (wordClockHalves.ts)
  const wordClock = WORD_CLOCK_GATE.test(phrase) ? wordClockHalfProblem(phrase, read.value) : null;
  if (wordClock !== null) return { ok: false, problem: wordClock };
  // "in 11 hour of the morning": the hour of the day, said as a second language says it, not 11 hours from now
  const hourOf = HOUR_OF_PART.exec(phrase);
  if (hourOf !== null && read.value.some((r) => r.maxOccurrences === 1 || r.startDate !== null)) {
    return fail(
      'unparseable',
      `"${hourOf[0]}": at ${hourOf[1]} o'clock, or ${hourOf[1]} hours from now?`,
      `Say the time, e.g. "every day at ${hourOf[1]}am".`,
    );
  }
  const said = contextNotRun(phrase, read);
  const context = said.ok ? said : (reminderAlone(phrase, options) ?? said);
  const coming = context.ok ? comingOrEvery(phrase, context) : context;
  const last = coming.ok ? lastTimeDays(phrase, coming) : coming;
  const settled = last.ok || !coming.ok ? last : (readDailyBeforeOnly(phrase, options) ?? last);
  // "market vendor reminder: fridays 6pm, market is saturday 7am": an event beside the reminder, run at its time
  // too (eventContext.ts)
  const beside = settled.ok ? reminderBesideEvent(phrase, settled.value) : null;
  const station =
    settled.ok && beside === null
      ? (stationInNameAside(settled.value, options.now) ??
        zoneOfLastRule(phrase, settled.value, options.defaultZone, options.now))
      : null;
  // "mon-fri 9am (4pm)", "standup 9am (9:30 on mondays)": a clock in brackets no reader worked out (bracketClocks.ts)
  const bracket =
    settled.ok && beside === null && station === null && BRACKET_CLOCK_GATE.test(phrase)
      ? bracketClockProblem(phrase, settled.value)
      : settled.ok && beside === null && station === null && DAY_RANGE_GATE.test(phrase)
        ? dayRangeNameProblem(phrase, settled.value)
        : null;
  return beside !== null
    ? { ok: false, problem: beside }
    : station !== null
      ? { ok: false, problem: station }
      : bracket !== null
        ? { ok: false, problem: bracket }
        : settled;
}

/**
 * "Marquesas resort: arrivals list 3pm daily", "rapa nui daily 6am": a place with a clock of its own (a station, a
 * remote island: `stationClock.ts`) in the words set aside as the job's name, where no zone is said: the times may
 * be on its clock, not the person's.
 */
function stationInNameAside(rules: readonly LocalIntent[], now: number): ScheduleProblem | null {
  for (const r of rules) {
    if (r.zone.said !== null) continue;
    for (const a of r.assumptions) {
      const name = /^Read "([^"]*)" as the job's name/.exec(a)?.[1];
      const station = name === undefined ? null : stationInName(name);
      // (the person's own clock is the place's: "Marquesas every 20 min" said there, "Svalbard ..." said in Oslo)
      if (station === null || sameClock(station.zone, r.zone.name, now)) continue;
      return unparseable(
        `"${station.place}": is it the place whose clock the times are on?`,
        `Say the times on its clock, e.g. "... ${station.place} time", or your own zone after them.`,
      );
    }
  }
  return null;
}

/** "at 0500 and 1700, weekends just 0700": the first times every day's, the later days' time in their place. */
function readDailyBeforeOnly(phrase: string, options: ReadOptions): Outcome<LocalIntent[]> | null {
  const daily = dailyBeforeOnly(phrase);
  const apart = daily === null ? null : readRulesOnce(daily.text, options);
  if (daily === null || !apart?.ok || apart.value.length < 2) return null;
  return ok(notedFirst(apart.value, daily.note));
}

const HOUR_OF_PART = /\bin\s+(?:the\s+)?(\d{1,2})\s+hours?\s+of\s+the\s+(?:morning|afternoon|evening|night)\b/i;

/** "la" in lower case before a word that is no place's thing ("la scala", "la entrega"): maybe a word, not LA. */
const LA_WORD =
  /(?<![\p{L}'.])la\s+(?!(?:time|zone|office|offices|team|teams|crew|studio|studios|client|clients|hq|site|store|stores|warehouse|branch|desk|folks|people|staff|and|or|\+|&)\b)\p{L}+/u;

/** "a las 10 hora de la", "en la": lower-case "la" after a preposition of the languages that have it as "the". */
const LA_ARTICLE = /(?<![\p{L}'.])(?:de|del|da|do|en|à|por|para|hora)\s+la(?![\p{L}'.])/u;

function laWord(phrase: string, rules: readonly LocalIntent[]): ScheduleProblem | null {
  if (!phrase.includes('la') || !rules.some((r) => r.zone.name === 'America/Los_Angeles')) return null;
  if (/\bL\.?A\b/.test(phrase)) return null;
  const m = LA_WORD.exec(phrase) ?? LA_ARTICLE.exec(phrase);
  if (m === null) return null;
  return unparseable(
    `"${m[0]}": is "la" Los Angeles, or a word of the name?`,
    'Write "LA" for Los Angeles, or name the zone you mean ("Europe/Rome").',
  );
}

/**
 * "hot lunch orders close thursday noon, remind wed 7pm and thurs 8am": something happening at a time, then a
 * reminder at others. The first time is what the reminder is about; a reading that runs at it too is refused.
 */
/** Words said before a reminder ("bin day is thursday, remind me ..."), and the reminder with its own times. */
const CONTEXT_THEN_TELL =
  /^(?<context>[^,;]*?)\s*(?:[,;]|\s[-\u2013\u2014]\s)\s*(?<tell>(?:remind|ping|nudge|alert|notify|tell|message|warn|page|email|text|post|send|publish|announce)\b.*)$/is;
/** The days a text names, in English or another language the grammar reads ("sábado", "lundi"). */
function daysIn(text: string): Set<number> {
  return daysNamedIn(text);
}

/** "in Ciudad de México", "en Madrid": a place said with "in" before a reminder. */
const IN_PLACE = /(?<![\p{L}])(?:in|en)\s+(\p{L}[\p{L}.'’]*(?:\s+\p{L}[\p{L}.'’]*){0,3})/gu;

/**
 * The place (a zone's word, the longest one) said after "in" in the words before a reminder, or null. Not a word of
 * two letters in lower case ("en la oficina": "la" is no LA).
 */
function placeSaidIn(context: string): string | null {
  for (const m of context.matchAll(IN_PLACE)) {
    const words = (m[1] as string).split(/\s+/);
    for (let n = words.length; n >= 1; n--) {
      const said = words.slice(0, n).join(' ');
      if (said.length <= 2 && said === said.toLowerCase()) continue;
      if (ZONE_WORDS.has(said.toLowerCase())) return said;
    }
  }
  return null;
}

/** Verbs of a message sent to people: what it is about is no run of its own. */
const MESSAGE_VERB = /^(?:remind|ping|nudge|alert|notify|tell|message|warn|page|email|text)\b/i;

/**
 * "concession orders are due thursdays 5pm — ping me wednesdays 5pm and thursdays 3pm": what is said before a
 * message with days and times of its own is what the message is about; the message's own schedule is read alone,
 * with a note. Only for a message to people (not "post", "send", "publish": the thing said before may be what is
 * posted, at its own time too), and only when the message says both its days and its times.
 */
function reminderAlone(phrase: string, options: ReadOptions): Outcome<LocalIntent[]> | null {
  const g = CONTEXT_THEN_TELL.exec(phrase)?.groups;
  if (!g?.context || !g.tell || !MESSAGE_VERB.test(g.tell)) return null;
  // "..., remind every day at 14:00 as well": besides the runs said before, not instead of them
  if (ALSO.test(g.tell)) return null;
  if (daysIn(g.tell).size === 0 || !CONTEXT_CLOCK.test(g.tell)) return null;
  // "Sunday market in Ciudad de México, remind vendors sábado 18:00": the place said before is the reminder's clock
  const place = placeSaidIn(g.context);
  const alone = readRulesOnce(place === null ? g.tell : `${g.tell} ${place}`, options);
  if (!alone.ok || !alone.value.every((r) => r.days.kind === 'weekdays')) return null;
  const note = `Read "${g.context.trim()}" as what the reminder is about, not a run: it runs when the reminder says${place === null ? '' : `, on ${place}'s clock`}.`;
  return ok(notedFirst(alone.value, note));
}

/**
 * "orders close thursday noon, remind wed 7pm and thurs 8am", "bin day is thursday, remind me wednesday at 9pm",
 * "wfh tue & thu, remind me ... mon & wed 5pm": what is said before a reminder with times or days of its own is
 * what the reminder is about. A reading that runs at that time, or on those days, too is refused.
 */
function contextNotRun(phrase: string, read: Outcome<LocalIntent[]> & { ok: true }): Outcome<LocalIntent[]> {
  const g = CONTEXT_THEN_TELL.exec(phrase)?.groups;
  if (!g?.context || !g.tell) return read;
  const context = g.context.trim();
  const clock = CONTEXT_CLOCK.exec(context)?.groups;
  const tellClock = CONTEXT_CLOCK.test(g.tell);
  const atClock =
    clock !== undefined &&
    tellClock &&
    HAPPENS.test(context) &&
    read.value.some((r) => r.times.some((t) => t.hour * 60 + t.minute === clockOf(clock)));
  const tellDays = daysIn(g.tell);
  const onlyBefore = [...daysIn(context)].filter((d) => !tellDays.has(d));
  const onDays =
    tellDays.size > 0 &&
    onlyBefore.length > 0 &&
    read.value.some((r) => r.days.kind === 'weekdays' && r.days.days.some((d) => onlyBefore.includes(d)));
  if (!atClock && !onDays) return read;
  return fail(
    'unparseable',
    `"${context}" is said before a reminder with its own ${onDays ? 'days' : 'times'}: is it a run too, or what the reminder is about?`,
    'Give only when to run, e.g. "remind me wednesday at 9pm".',
  );
}

/** The phrase read with its clock said again away from its time (zoneConversionLater.ts), or null. */
function laterClockRead(phrase: string, options: ReadOptions): Outcome<LocalIntent[]> | null {
  const followed = zoneFollowed(phrase, options.now);
  if (followed !== null) {
    const rest = readRulesOnce(followed.text, options, true);
    const note = rest.ok ? followed.check(rest.value) : null;
    if (rest.ok && note !== null) return ok(notedLast(rest.value, note));
  }
  for (const rewrite of [conversionMovedUp, clockLabelled]) {
    const r = rewrite(phrase);
    const read = r === null ? null : readRulesOnce(r.text, options, true);
    if (r === null || read === null) continue;
    if (read.ok) return ok(notedFirst(read.value, r.note));
    // a conversion that does not hold is refused, saying so
    if (/are not the same time/.test(read.problem.message)) return read;
  }
  return null;
}

/**
 * How many times one phrase may be read again by the readers that rewrite it and read the rest (each fallback below,
 * and those they call): a phrase of many parts that several of them take apart would be read in every order of
 * their rewrites. Far above what any phrase of the corpora needs; past it the phrase is refused.
 */
const MAX_READS = 200;
/**
 * The phrases being read (readWholePhrase), innermost last, each with its own options and the reads it has taken:
 * a list kept only while they are read, where a weak map from every options object would outlive them.
 */
const READS: { readonly options: ReadOptions; n: number }[] = [];
function readsOf(options: ReadOptions): { n: number } | undefined {
  for (let i = READS.length - 1; i >= 0; i--) if (READS[i]?.options === options) return READS[i];
  return undefined;
}

function readRulesOnce(phrase: string, options: ReadOptions, edited = false): Outcome<LocalIntent[]> {
  const spent = readsOf(options);
  if (spent !== undefined && ++spent.n > MAX_READS) {
    return fail(
      'unparseable',
      'The phrase has too many parts for me to read them together.',
      'Say one schedule at a time, e.g. "every weekday at 7pm Pacific".',
    );
  }
  // "ping me 10 min before Tokyo open", "ASX open 10am Sydney, alert at the open": an exchange's session, on its clock
  // and trading days (exchangeSessions.ts), first: read as it is, the session's time would run every day
  const session =
    !edited && EXCHANGE_SESSION_GATE.test(phrase.toLowerCase()) ? exchangeSession(normalize(phrase)) : null;
  if (session !== null && 'code' in session) return { ok: false, problem: session };
  const sessionRead = session === null ? null : readRulesOnce(session.text, options, true);
  if (session !== null && sessionRead?.ok) return ok(notedFirst(sessionRead.value, ...session.notes));
  // "5pm nov-feb, 7pm the rest of the year": another time in the other months (monthsAndRest.ts),
  // first: read as it is, "for the rest of the year" would end the runs this year
  const rest = MONTHS_AND_REST_GATE.test(phrase)
    ? monthsAndRest(normalize(phrase), (p) => readRules(p, options))
    : null;
  if (rest !== null) return rest;
  // "scrim 6 tonight", "tonight at 8:30": a bare hour said with "tonight", in the evening (tonightHours.ts), first:
  // read as it is, "8:30" would be the morning
  const twelve = TONIGHT_HOUR_GATE.test(phrase) ? tonightTwelve(phrase) : null;
  if (twelve !== null) return { ok: false, problem: twelve };
  const nameNumber = TONIGHT_HOUR_GATE.test(phrase) ? tonightNameNumber(phrase) : null;
  if (nameNumber !== null) return { ok: false, problem: nameNumber };
  const clockList = TONIGHT_HOUR_GATE.test(phrase) ? tonightClockList(phrase) : null;
  if (clockList !== null) return { ok: false, problem: clockList };
  const tonight = TONIGHT_HOUR_GATE.test(phrase) ? tonightHour(phrase) : null;
  const tonightRead = tonight === null ? null : readRulesOnce(tonight.text, options, true);
  if (tonight !== null && tonightRead?.ok) return ok(notedFirst(tonightRead.value, tonight.note));
  const asIs = readRulesAsIs(phrase, options);
  if (asIs.ok) return asIs;
  const read = readRulesSaid(phrase, options, asIs);
  if (read.ok || edited) return read;
  // "sunday school volunteer reminder saturday 5pm": a day inside the name of what the job is for (dayInName.ts)
  const named =
    !read.ok && read.problem.message.includes('names the days twice') && DAY_IN_NAME_GATE.test(phrase.toLowerCase())
      ? withoutDayInName(normalize(phrase))
      : null;
  const namedRead = named === null ? null : readRulesOnce(named.text, options);
  if (named !== null && namedRead?.ok) return ok(notedFirst(namedRead.value, named.note));
  // "crons = ["0 17 * * MON-FRI", "0 9 * * SAT"]": each line of a tool's list read alone, all of them (cronLineLists.ts)
  const lines = CRON_LIST_GATE.test(phrase) ? cronLineList(phrase) : null;
  if (lines !== null && lines.length === 0)
    return {
      ok: false,
      problem: unparseable(
        'A word of how often beside a list of cron lines: the lines together run otherwise than each alone.',
        'Paste the lines without the word, or say the schedule in words.',
      ),
    };
  if (lines !== null) {
    const each: LocalIntent[] = [];
    // (the lines that read, counted: a line read as two rules does not stand for one that did not read)
    let read = 0;
    for (const line of lines) {
      const r = readRulesOnce(line, options);
      if (!r.ok) break;
      each.push(...r.value);
      read += 1;
    }
    if (read === lines.length) return ok(each);
  }
  // "cron: '30 5 * * 1-5'", "schedule_interval=\"@daily\"": a line pasted from a tool's file (cronPastes.ts)
  const paste = CRON_PASTE_GATE.test(phrase) ? cronPaste(phrase, options.defaultZone, options.now) : null;
  if (paste !== null && 'problem' in paste) return { ok: false, problem: paste.problem };
  const pasteRead = paste === null ? null : readRulesOnce(paste.text, options, true);
  if (paste !== null && pasteRead?.ok) return ok(notedFirst(pasteRead.value, ...paste.notes));
  // "crontab(hour=7, minute=30)", "->weeklyOn(1, '8:00')", "every 1.day, at: '4:30 am'": an app's scheduler code
  const app = APP_SCHEDULER_GATE.test(phrase) ? appSchedulerCall(phrase, options.defaultZone) : null;
  const appRead = app === null ? null : readRulesOnce(app.text, options, true);
  if (app !== null && appRead?.ok) return ok(notedFirst(appRead.value, ...app.notes));
  // "RRuleSchedule(rrule=\"FREQ=…\", timezone=\"…\")": Prefect's iCalendar rule, on its zone's clock (prefectRrule.ts)
  const prefect = PREFECT_RRULE_GATE.test(phrase) ? prefectRrule(phrase) : null;
  const prefectRead = prefect === null ? null : readRulesOnce(prefect.text, options, true);
  if (prefect !== null && prefectRead?.ok) return ok(notedFirst(prefectRead.value, ...prefect.notes));
  // "repeat_interval => 'FREQ=WEEKLY;BYDAY=MON,WED;…'": an Oracle job's rule, its days in Oracle's words (oracleRepeatIntervals.ts)
  const oracle = ORACLE_REPEAT_GATE.test(phrase) ? oracleRepeatInterval(phrase) : null;
  const oracleRead = oracle === null ? null : readRulesOnce(oracle.text, options, true);
  if (oracle !== null && oracleRead?.ok) return ok(notedFirst(oracleRead.value, ...oracle.notes));
  // "Occurs every week on Monday at 2:00:00 AM. Schedule will be used starting on …": SQL Server Agent (sqlAgentSchedules.ts)
  const agent = SQL_AGENT_GATE.test(phrase) ? sqlAgentSchedule(phrase) : null;
  const agentRead = agent === null ? null : readRulesOnce(agent.text, options, true);
  if (agent !== null && agentRead?.ok) return ok(notedFirst(agentRead.value, ...agent.notes));
  // "EasyCron: cron expression 0 12 * * 1, timezone Asia/Yangon", "cron-job.org: Every day at 06:30, time zone …" (webCronForms.ts)
  const web = WEB_CRON_FORM_GATE.test(phrase) ? webCronForm(phrase) : null;
  const webRead = web === null ? null : readRulesOnce(web.text, options, true);
  if (web !== null && webRead?.ok) return ok(notedFirst(webRead.value, ...web.notes));
  // "Interval pattern: 30 2 * * 0  Cron timezone: [UTC-3] Brasilia": a GitLab pipeline schedule (gitlabSchedules.ts)
  const gitlab = GITLAB_SCHEDULE_GATE.test(phrase) ? gitlabSchedule(phrase, options.now) : null;
  if (gitlab !== null && 'problem' in gitlab) return { ok: false, problem: gitlab.problem };
  const gitlabRead = gitlab === null ? null : readRulesOnce(gitlab.text, options, true);
  if (gitlab !== null && gitlabRead?.ok) return ok(notedFirst(gitlabRead.value, ...gitlab.notes));
  // "Repeats monthly on the 15th (Asana) — due 9am", "sheet note: \"…\"": where a paste came from (toolPasteAsides.ts)
  const aside = TOOL_PASTE_GATE.test(phrase) ? withoutToolPasteAsides(phrase) : null;
  const asideRead = aside === null ? null : readRulesOnce(aside.text, options);
  if (aside !== null && asideRead?.ok) return ok(notedFirst(asideRead.value, ...aside.notes));
  // "cron(0 12 ? * MON-FRI *)", "NCRONTAB \"0 30 9 * * 1-5\"": a cloud scheduler's line, its way (cloudCronLines.ts)
  const cloud = CLOUD_CRON_GATE.test(phrase) ? cloudCronLine(phrase, options.defaultZone) : null;
  if (cloud !== null && 'problem' in cloud) return { ok: false, problem: cloud.problem };
  const cloudRead = cloud === null ? null : readCloudCronLine(cloud, (text) => readRulesOnce(text, options, true));
  if (cloudRead !== null) return cloudRead;
  // "Cron.Weekly(DayOfWeek.Monday, 9)", "add_job(f, 'cron', hour=5)": a .NET or Python scheduler's call (hangfireCron.ts,
  // apschedulerJobs.ts)
  const code = HANGFIRE_GATE.test(phrase)
    ? hangfireSchedule(phrase, options.defaultZone)
    : APSCHEDULER_GATE.test(phrase)
      ? apschedulerJob(phrase, options.defaultZone)
      : null;
  if (code !== null && 'problem' in code) return { ok: false, problem: code.problem };
  const codeRead = code === null ? null : readRulesOnce(code.text, options, true);
  if (code !== null && codeRead?.ok) return ok(notedFirst(codeRead.value, ...code.notes));
  // "At 22:00 on every day-of-week from Monday through Friday.": crontab.guru's English (crontabGuru.ts)
  const guru = CRONTAB_GURU_GATE.test(phrase) ? crontabGuruPhrase(phrase) : null;
  const guruRead = guru === null ? null : readRulesOnce(guru.text, options, true);
  if (guru !== null && guruRead?.ok) return ok(notedFirst(guruRead.value, guru.note));
  // "schtasks /create /sc daily /st 07:15": a Windows task's command line (schtasksLines.ts)
  const task = SCHTASKS_GATE.test(phrase) ? schtasksPhrase(phrase) : null;
  const taskRead = task === null ? null : readRulesOnce(task.text, options, true);
  if (task !== null && taskRead?.ok) return ok(notedFirst(taskRead.value, ...task.notes));
  // "Daily - At 11:30 PM every day - After triggered, repeat every 1 hour ...": a Task Scheduler trigger (taskSchedulerTriggers.ts)
  const trigger = TASK_TRIGGER_GATE.test(phrase) ? taskSchedulerTrigger(phrase) : null;
  const triggerRead = trigger === null ? null : readRulesOnce(trigger.text, options, true);
  if (trigger !== null && triggerRead?.ok) return ok(notedFirst(triggerRead.value, ...trigger.notes));
  // "heroku scheduler: every 10 minutes", "HA time_pattern minutes: \"/10\"" (hostedSchedulers.ts)
  const hosted = HOSTED_SCHEDULER_GATE.test(phrase) ? hostedSchedule(phrase) : null;
  if (hosted !== null && 'problem' in hosted) return { ok: false, problem: hosted.problem };
  let hostedRead = hosted === null ? null : readRulesOnce(hosted.text, options, true);
  if (
    hosted !== null &&
    hostedRead?.ok &&
    hosted.zoneIfNone !== null &&
    hostedRead.value.every((r) => r.zone.said === null)
  )
    hostedRead = readRulesOnce(`${hosted.text} in ${hosted.zoneIfNone}`, options, true);
  if (hosted !== null && hostedRead?.ok) return ok(notedFirst(hostedRead.value, hosted.note));
  // "OnCalendar=Mon..Fri 07:30": a systemd timer's calendar line (onCalendar.ts)
  const timer = ON_CALENDAR_GATE.test(phrase) ? onCalendarPhrase(phrase, options.defaultZone) : null;
  const timerRead = timer === null ? null : readRulesOnce(timer.text, options, true);
  if (timer !== null && timerRead?.ok) return ok(notedFirst(timerRead.value, ...timer.notes));
  // "Schedule by Zapier: Every Week · Day of the Week: Monday · Time of Day: 9am": a tool's form (automationForms.ts)
  const form = AUTOMATION_FORM_GATE.test(phrase) ? automationFormPhrase(phrase) : null;
  const formRead = form === null ? null : readRulesOnce(form.text, options, true);
  if (form !== null && formRead?.ok) return ok(notedFirst(formRead.value, form.note));
  // "Recurrence: Interval 1, Frequency Week, On these days Monday;Thursday, ...": Power Automate (recurrenceForms.ts)
  // ('{"frequency":"Day", "schedule":{"hours":[6]}, ...}': its JSON, as the code view shows it (recurrenceJson.ts)
  const recurrence =
    (RECURRENCE_FORM_GATE.test(phrase) ? recurrenceFormPhrase(phrase) : null) ??
    (phrase.includes(RECURRENCE_JSON_GATE) ? recurrenceJsonPhrase(phrase) : null);
  const recurrenceRead = recurrence === null ? null : readRulesOnce(recurrence.text, options, true);
  if (recurrence !== null && recurrenceRead?.ok) return ok(notedFirst(recurrenceRead.value, recurrence.note));
  // "Jira automation: Scheduled — every monday at 09:00": a tool's label before the schedule (scheduledLabel.ts)
  const label = SCHEDULED_LABEL_GATE.test(phrase) ? withoutScheduledLabel(phrase) : null;
  const labelRead = label === null ? null : readRulesOnce(label.text, options);
  if (label !== null && labelRead?.ok) return ok(notedFirst(labelRead.value, label.note));
  // "tonight 9pm and every night after at 9pm for 2 weeks": the rule from the first run's day (everyAfter.ts)
  const every = EVERY_AFTER_GATE.test(phrase) ? everyAfter(normalize(phrase)) : null;
  if (every !== null && 'problem' in every) return { ok: false, problem: every.problem };
  const everyRead = every === null ? null : readRulesOnce(every.text, options, true);
  if (every !== null && everyRead?.ok) return ok(notedFirst(everyRead.value, every.note));
  // "checklist 2h before kickoff, kickoff 7:30pm saturdays": the event's time said after it (eventSaidAfter.ts)
  const after = EVENT_SAID_AFTER_GATE.test(phrase) ? eventSaidAfter(phrase) : null;
  const afterRead = after === null ? null : readRulesOnce(after.text, options);
  if (after !== null && afterRead?.ok) return ok(notedFirst(afterRead.value, after.note));
  // "fryer oil change sun & wed after close, 11pm": the close said with the clock the job runs at (closingClock.ts)
  const closing = CLOSING_CLOCK_GATE.test(phrase) ? closingClock(phrase) : null;
  const closingRead = closing === null ? null : readRulesOnce(closing.text, options);
  if (closing !== null && closingRead?.ok) return ok(notedFirst(closingRead.value, closing.note));
  // "box office report 10:30 pm every show night (wed-sun)": days named by what happens on them, said in brackets
  const bracketDays = EVENT_DAYS_BRACKETED_GATE.test(phrase)
    ? readEventDaysBracketed(phrase, (text) => readRulesOnce(text, options))
    : null;
  if (bracketDays !== null) return bracketDays;
  // "6am spin mon wed fri": a clock first, then the job's name, then its days (clockBeforeName.ts)
  const clockFirst = CLOCK_BEFORE_NAME_GATE.test(phrase)
    ? readClockBeforeName(phrase, (text) => readRulesOnce(text, options, true))
    : null;
  if (clockFirst !== null) return clockFirst;
  // "closing on dec 18 at 10am, remind me 48 hrs before": hours before a dated event (datedHoursBefore.ts)
  const hoursBefore = DATED_HOURS_BEFORE_GATE.test(phrase)
    ? readDatedHoursBefore(phrase, (text) => readRulesOnce(text, options))
    : null;
  if (hoursBefore !== null) return hoursBefore;
  // "remind staff of the 5pm cutoff 1 hour before, weekdays": the event named with its clock (eventClockNoun.ts)
  const clockNoun = EVENT_CLOCK_NOUN_GATE.test(phrase) ? eventClockNoun(phrase) : null;
  const clockNounRead = clockNoun === null ? null : readRulesOnce(clockNoun, options, true);
  if (clockNounRead !== null && (clockNounRead.ok || !/^I could not read/.test(clockNounRead.problem.message)))
    return clockNounRead;
  // "every weekday at 7 remind me to pack lunches and at 7:45 to leave": two reminders (reminderTimes.ts)
  const twice = SECOND_TELL_GATE.test(phrase) ? secondTimeTell(phrase, (p) => readRulesOnce(p, options, true)) : null;
  if (twice !== null) return twice;
  const paired = readDayClockPairs(phrase, (text) => readRulesOnce(text, options, true)); // "mon 9am tue 10am"
  if (paired !== null) return paired;
  const listed = LABELLED_LIST_GATE.test(phrase)
    ? readLabelledList(phrase, (t) => readRulesOnce(t, options, true))
    : null;
  if (listed !== null) return listed; // "mon 10am brainstorm, thu 3pm review" (labelledList.ts)
  const hourList = HOUR_LIST_GATE.test(phrase) ? readHourList(phrase, (t) => readRulesOnce(t, options, true)) : null;
  if (hourList !== null) return hourList; // "insulin check 7, 12, 18, 22", "4x/day 8 12 4 8" (labelledList.ts)
  // "feed the fish 7am; clean the tank sundays 10am": several jobs, each its own rules (namedJobs.ts)
  const jobs = NAMED_JOBS_GATE.test(phrase)
    ? readNamedJobs(phrase, (t) => readRulesOnce(t, options, true), options.leadName)
    : null;
  // (its refusal, "do the days say when X runs too?", only where nothing else reads the phrase and the phrase has
  // no reason of its own, below)
  if (jobs?.ok) return jobs;
  const unread =
    jobs !== null && !jobs.ok && /^I could not read/.test(read.ok ? '' : read.problem.message) ? jobs : read;
  // "feed the cat 6 and 6": the same bare clock said twice, once for each half of the day (sameClockTwice.ts)
  const sameTwice = SAME_CLOCK_TWICE_GATE.test(phrase) ? sameClockTwice(phrase) : null;
  const halves = sameTwice === null ? null : readRulesOnce(sameTwice, options, true);
  if (halves?.ok) return halves;
  // "drops at 8, 2 and 8 — morning, afternoon and night": each hour in its part of the day (respectiveParts.ts)
  const respective = RESPECTIVE_PARTS_GATE.test(phrase) ? respectiveParts(normalize(phrase)) : null;
  if (respective !== null && 'problem' in respective) return { ok: false, problem: respective.problem };
  const inParts = respective === null ? null : readRulesOnce(respective.text, options, true);
  if (respective !== null && inParts?.ok) return ok(notedFirst(inParts.value, respective.note));
  // "on the 31st of every month that has one": the months the day falls in, said again (monthsThatHaveIt.ts)
  const having = THAT_HAVE_IT_GATE.test(phrase) ? withoutMonthsThatHaveIt(phrase) : null;
  const had = having === null ? null : readRulesOnce(having.text, options, true);
  if (having !== null && had?.ok && onDaysSomeMonthsLack(had.value)) return ok(notedLast(had.value, having.note));
  // "every thursday at 2, i mean 2pm": the one clock said, said again (timeCorrection.ts)
  // (read again whole, as if said so: the checks on a phrase's last days and times apply to it as said)
  const fixed = correctedTime(normalize(phrase));
  const refixed = fixed && readRules(fixed.text, options);
  if (fixed && refixed?.ok) return ok(notedFirst(refixed.value, fixed.note));
  // "fridge log 0800 + 1600, sorry make the second one 1700": one clock of a list corrected by its place
  // (nthClockCorrection.ts)
  const nth = NTH_CLOCK_CORRECTION_GATE.test(phrase) ? nthClockCorrected(normalize(phrase)) : null;
  const nthRead = nth && readRules(nth.text, options);
  if (nth && nthRead?.ok) return ok(notedFirst(nthRead.value, nth.note));
  // "the depot call is 04:15 not 04:50, daily": the clock meant, and the one it is not (clockNotClock.ts)
  const notClock = CLOCK_NOT_CLOCK_GATE.test(phrase) ? clockNotClock(normalize(phrase)) : null;
  const notClockRead = notClock && readRulesOnce(notClock.text, options, true);
  if (notClock && notClockRead?.ok) return ok(notedFirst(notClockRead.value, notClock.note));
  // "twenty past the hour every hour": the minute past every hour said first, or in words (hourPast.ts)
  const past = HOUR_PAST_GATE.test(phrase) ? hourPast(normalize(phrase)) : null;
  const pastRead = past && readRulesOnce(past.text, options, true);
  if (past && pastRead?.ok) return ok(notedFirst(pastRead.value, past.note));
  // "every 7 days from monday at 5pm": seven days apart from a day of the week, that day every week (weekCycles.ts)
  const cycle = WEEK_CYCLE_GATE.test(phrase) ? weekCycle(normalize(phrase)) : null;
  const cycled = cycle && readRulesOnce(cycle.text, options, true);
  if (cycle && cycled?.ok) return ok(notedFirst(cycled.value, cycle.note));
  // "odd days at 6am", "even-numbered days 7pm": the dates of the month whose number is odd or even (oddEvenDays.ts)
  const oddEven = ODD_EVEN_DAYS_GATE.test(phrase) ? oddEvenDays(normalize(phrase)) : null;
  const oddEvenRead = oddEven && readRulesOnce(oddEven.text, options, true);
  if (oddEven && oddEvenRead?.ok) return ok(notedFirst(oddEvenRead.value, oddEven.note));
  const oddEvenLast = oddEven?.moved ? readRulesOnce(oddEven.moved, options, true) : null;
  if (oddEven && oddEvenLast?.ok) return ok(notedFirst(oddEvenLast.value, oddEven.note));
  // "every 6 hours offset by 30 min (00:30, 06:30, ...)" (offsetRuns.ts)
  const offset = offsetRuns(normalize(phrase));
  const shifted = offset && readRulesOnce(offset.text, options, true);
  if (offset && shifted?.ok && offset.check(shifted.value)) return ok(notedLast(shifted.value, offset.note));
  // "on the 25th, or the previous business day if it falls on a weekend" (dayRolls.ts)
  const roll = dayRoll(normalize(phrase));
  if (roll !== null && 'code' in roll) return { ok: false, problem: roll };
  if (roll !== null) {
    const rolled = readRulesOnce(roll.text, options, true);
    if (!rolled.ok) return read;
    return ok(notedLast(rolled.value, roll.note));
  }
  // "on stream days (wed, fri, sun)", "during day shift 7–19": the days or hours of a kind named (dayKinds.ts)
  const kinds = dayKinds(phrase);
  const kindsRead = kinds === null ? null : readRulesOnce(kinds.text, options, true);
  if (kinds !== null && kindsRead?.ok) return ok(notedFirst(kindsRead.value, ...kinds.notes));
  // "SCBA check every shift start 0800 and 2000": the shift's times, said (shiftTimes.ts)
  const shifts = SHIFT_TIMES_GATE.test(phrase) ? shiftTimes(phrase) : null;
  const shiftsRead = shifts === null ? null : readRulesOnce(shifts.text, options, true);
  if (shifts !== null && shiftsRead?.ok) return ok(notedFirst(shiftsRead.value, shifts.note));
  // "6am the morning after each show (shows are thu, fri, sat)": an event's days said apart (eventDays.ts)
  const eventDays = eventDayRules(normalize(phrase), (text) => readRulesOnce(text, options, true));
  if (eventDays !== null) return eventDays;
  // "taproom opens 3pm wed-fri and noon sat-sun, post the tap list 30 min before" (eventGroups.ts)
  const grouped = EVENT_GROUPS_GATE.test(phrase)
    ? eventGroupRules(normalize(phrase), (t) => readRulesOnce(t, options, true))
    : null;
  if (grouped?.ok) return grouped;
  // "parcel cut-off 15:00 weekdays, reminder 14:30 — and saturdays 11:00, reminder 10:30" (eventGroups.ts)
  const eventPairs = EVENT_PAIRS_GATE.test(phrase)
    ? eventPairRules(normalize(phrase), (t) => readRulesOnce(t, options, true))
    : null;
  if (eventPairs?.ok) return eventPairs;
  // "one-off: event hotfix push tomorrow 3am": a word of one run said first, the rest on one date (oneOffSaidFirst.ts)
  const oneOff = ONE_OFF_FIRST_GATE.test(phrase) ? oneOffSaidFirst(phrase) : null;
  const oneOffRead = oneOff === null ? null : readRulesOnce(oneOff.text, options);
  if (oneOff !== null && oneOffRead?.ok && onOneDate(oneOffRead.value))
    return ok(notedFirst(oneOffRead.value, oneOff.note));
  // "start jan 4: weekly planning mondays 8:30am": the runs' first date said first (startDateFirst.ts)
  const started = START_DATE_FIRST_GATE.test(phrase) ? startDateFirst(phrase) : null;
  const startedRead = started === null ? null : readRulesOnce(started.text, options, true);
  if (
    started !== null &&
    startedRead?.ok &&
    startedRead.value.every((r) => r.startDate?.month === started.month && r.startDate.day === started.day)
  )
    return ok(notedFirst(startedRead.value, started.note));
  // "every 6 months, first monday of jan and jul 9am": a step of months said beside its months (monthStepRestated.ts)
  const monthStep = MONTH_STEP_GATE.test(phrase) ? monthStepRestated(phrase) : null;
  const monthStepRead = monthStep === null ? null : readRulesOnce(monthStep.text, options, true);
  if (monthStep !== null && monthStepRead?.ok && monthStepRead.value.every((r) => inMonths(r, monthStep.months)))
    return ok(notedFirst(monthStepRead.value, monthStep.note));
  // "every mon 8am during the exam period (may 10 – jun 11)": a period named, its dates in brackets (duringNamedDates.ts)
  const during = DURING_NAMED_GATE.test(phrase) ? duringNamedDates(phrase) : null;
  const duringRead = during === null ? null : readRulesOnce(during.text, options, true);
  if (during !== null && duringRead?.ok && duringRead.value.every((r) => r.startDate !== null && r.endDate !== null))
    return ok(notedFirst(duringRead.value, during.note));
  // "panto run dec 5 – jan 10: fly system check 12:30 every day": a period's dates, then a job (spanThenJob.ts)
  const spanJob = SPAN_THEN_JOB_GATE.test(phrase) ? spanThenJob(phrase) : null;
  const spanJobRead = spanJob === null ? null : readRulesOnce(spanJob.text, options, true);
  if (spanJob !== null && spanJobRead?.ok && spanJobRead.value.every((r) => r.startDate !== null && r.endDate !== null))
    return ok(notedFirst(spanJobRead.value, spanJob.note));
  // "freeze 30 nov 2026 17:00, then again 30 april 2027 17:00": a second date at the same clock (datesAgain.ts)
  const twoDates = DATES_AGAIN_GATE.test(phrase) ? datesAgain(phrase) : null;
  const twoDatesRead = twoDates === null ? null : readRulesOnce(twoDates.text, options, true);
  if (twoDates !== null && twoDatesRead?.ok && twoDatesRead.value.every(onItsTwoDates))
    return ok(notedFirst(twoDatesRead.value, twoDates.note));
  // "opening day fri 4 dec 2026 6am": a day named by its event before its whole date (dayNamedDate.ts)
  const dayName = DAY_NAMED_DATE_GATE.test(phrase) ? dayNamedDate(phrase) : null;
  const dayNameRead = dayName === null ? null : readRulesOnce(dayName.text, options);
  if (dayName !== null && dayNameRead?.ok && onOneDate(dayNameRead.value))
    return ok(notedFirst(dayNameRead.value, dayName.note));
  // "announcements 10 min before each talk (11:00 and 14:00)": a lead before events' clocks (leadBeforeEachClock.ts)
  const eachLead = LEAD_BEFORE_EACH_GATE.test(phrase) ? leadBeforeEachClock(phrase) : null;
  const eachLeadRead = eachLead === null ? null : readRulesOnce(eachLead.text, options, true);
  if (eachLead !== null && eachLeadRead?.ok) return ok(notedFirst(eachLeadRead.value, eachLead.note));
  // "fri 17:00, remind at 15:00 as well", "18:00, ping comms 1h earlier too": a second clock added (alsoClocks.ts)
  const alsoAt = ALSO_CLOCKS_GATE.test(phrase) ? alsoClocks(phrase) : null;
  const alsoRead = alsoAt === null ? null : readRulesOnce(alsoAt.text, options, true);
  if (alsoAt !== null && alsoRead?.ok && alsoRead.value.every((r) => r.interval === null))
    return ok(notedFirst(alsoRead.value, alsoAt.note));
  // "vet appt wed dec 2 10:40am, remind me the night before at 8pm": runs placed against a dated event (datedEvents.ts)
  const dated = readDatedEvents(phrase, options, (text) => readRulesOnce(text, options, true));
  if (dated !== null) return dated;
  // "call-backs 24h after surgery (surgeries tue/thu 9am)": whole days before or after the event (wholeDayOffsets.ts)
  const dayOffset = WHOLE_DAY_OFFSET_GATE.test(phrase) ? wholeDayOffset(phrase) : null;
  const dayOffsetRead = dayOffset === null ? null : readRulesOnce(dayOffset.text, options, true);
  if (dayOffset !== null && dayOffsetRead?.ok) return ok(notedFirst(dayOffsetRead.value, dayOffset.note));
  // "ping me when the 6:20 sails - so every weekday 6:10": the schedule worked out, said last (concluded.ts)
  const concluded = CONCLUDED_GATE.test(phrase) ? concludedSchedule(phrase) : null;
  if (concluded !== null && !readRules(concluded.before, options).ok) {
    const after = readRulesOnce(concluded.after, options, true);
    if (after.ok) return ok(notedFirst(after.value, concluded.note));
  }
  // "remind the crew every sunday at 8pm that monday's first sailing is 6:05", "... of tomorrow's lesson at 6pm
  // sun-thu": what the reminder says, set aside where every rule comes again (reminderMessage.ts)
  const message = REMINDER_MESSAGE_GATE.test(phrase) ? withoutReminderMessage(phrase) : null;
  const told = message === null ? null : readRulesOnce(message.phrase, options, true);
  if (message !== null && told?.ok && told.value.every(message.dated ? onceOnDate : comesAgain))
    return ok(notedLast(told.value, message.note));
  // "..., closed monday", "(was thursdays 5pm)", "every 6 hours instead of daily" (ruleEdits.ts)
  const edit = editRules(normalize(phrase), options);
  if (edit === null) return unread;
  const again = readRulesOnce(edit.text, options, true);
  if (!again.ok || (edit.single && again.value.length > 1)) return unread;
  const wrong = edit.check(again.value);
  if (wrong !== null)
    return fail('unparseable', wrong, 'Say only the days and times it runs, e.g. "tue-sat at 4:15am".');
  return ok(notedLast(again.value, ...edit.notes));
}

/** A rule that runs in exactly the months given (1 to 12), none else (monthStepRestated.ts). */
function inMonths(r: LocalIntent, months: readonly number[]): boolean {
  const said = r.months.kind === 'months' ? r.months.months : [];
  return said.length === months.length && months.every((m) => said.includes(m));
}

/**
 * A rule that runs on its first and last dates and no day between them (datesAgain.ts): "30 nov 2026 and 30 april
 * 2027 17:00", never every day or every monday from the one to the other.
 */
function onItsTwoDates(r: LocalIntent): boolean {
  const a = r.startDate;
  const b = r.endDate;
  if (a === null || b === null || r.interval !== null || r.days.kind !== 'month-days') return false;
  const days = r.days.days;
  if (!days.every((d): d is number => typeof d === 'number')) return false;
  const months = r.months.kind === 'months' ? r.months.months : r.months.kind === 'every-month' ? null : [];
  if (months !== null && months.length === 0) return false;
  const key = (y: number, m: number, d: number) => y * 10000 + m * 100 + d;
  const from = key(a.year, a.month, a.day);
  const to = key(b.year, b.month, b.day);
  if (to - from > 30000) return false;
  let runs = 0;
  for (let y = a.year; y <= b.year; y++)
    for (let m = 1; m <= 12; m++) {
      if (months !== null && !months.includes(m)) continue;
      const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
      for (const d of days) {
        const k = key(y, m, d);
        if (d > last || k < from || k > to) continue;
        if (k !== from && k !== to) return false;
        runs++;
      }
    }
  return runs === (from === to ? 1 : 2);
}

/** A rule of one run, on a date (a reminder's said with its own date: reminderMessage.ts). */
function onceOnDate(r: LocalIntent): boolean {
  return r.maxOccurrences === 1 && r.startDate !== null;
}

/** A rule that comes again: not one run, nor runs bounded by dates. */
function comesAgain(r: LocalIntent): boolean {
  return r.maxOccurrences === null && r.startDate === null && r.endDate === null;
}

function readRulesSaid(phrase: string, options: ReadOptions, asIs: Outcome<LocalIntent[]>): Outcome<LocalIntent[]> {
  // a title in quotes ("send the 'last chance' email ..."): set aside only when the phrase cannot be read with it
  const quoted = withoutQuotedNames(phrase);
  const again = quoted === null ? asIs : readRulesAsIs(quoted.phrase, options);
  if (quoted !== null && again.ok) return ok(notedFirst(again.value, quoted.note));
  // "> every monday at 10:00\n+ thursdays too": a reply that quotes the schedule and changes it (quotedReply.ts)
  const reply = quotedReply(phrase, (p) => readRulesAsIs(p, options));
  const replied = reply === null ? asIs : 'rules' in reply ? ok(reply.rules) : readRulesAsIs(reply.text, options);
  if (reply !== null && replied.ok) return ok(notedFirst(replied.value, reply.note));
  // "1) mon 9am\n2) wed 2pm": rules listed one a line (lineList.ts)
  const listed = readLineList(phrase, (p) => readRulesAsIs(p, options));
  if (listed !== null) return listed;
  // "Kathmandu (UTC+05:45) team sync every 20 min": a place and its offset said first (placeOffsetFirst.ts)
  const placeFirst = PLACE_OFFSET_FIRST_GATE.test(phrase) ? placeOffsetFirst(phrase) : null;
  const placeFirstRead = placeFirst === null ? null : readRulesOnce(placeFirst.text, options);
  if (placeFirst !== null && placeFirstRead?.ok) return ok(notedFirst(placeFirstRead.value, placeFirst.note));
  // a job's name first whose words the grammar would read, or its name tests refuse alone (leadingNames.ts)
  // "groups 5 and 6, morning and evening": numbered things, not a name then hours in their parts of the day
  const things = RESPECTIVE_PARTS_GATE.test(phrase) ? respectiveParts(normalize(phrase)) : null;
  if (things !== null && 'problem' in things) return { ok: false, problem: things.problem };
  // "sonntags 18 Uhr Wochenplanung", "halb neun every weekday": German words of when (germanWords.ts)
  const german = germanPhrase(phrase);
  const germanRead = german === null ? null : readRules(german.text, options);
  if (german !== null && germanRead?.ok) return ok(notedFirst(germanRead.value, ...german.notes));
  const named = readLeadingName(phrase, (rest, lead) =>
    readRules(rest, lead === undefined ? options : { ...options, leadName: lead }),
  );
  if (named?.ok) return named;
  // "sessão de cinema em família todo domingo 16h": words of when in another language after a name (mixedLanguageWords.ts)
  const mixed = mixedLanguagePhrase(phrase);
  const mixedRead = mixed === null ? null : readRules(mixed.text, options);
  if (mixed !== null && mixedRead?.ok) return ok(notedFirst(mixedRead.value, ...mixed.notes));
  // "ONG: informe mensual el último viernes de cada mes a las 17:00": Spanish words of when after a name
  // (spanishAfterName.ts)
  const spanish = mixed === null ? spanishPhrase(phrase) : null;
  const spanishRead = spanish === null ? null : readRules(spanish.text, options);
  if (spanish !== null && spanishRead?.ok) return ok(notedFirst(spanishRead.value, ...spanish.notes));
  // "call the Tokyo distributor every wed 8am their time": the one place named, theirs (zoneSaidAway.ts)
  const whose = THEIR_TIME_SAID.test(phrase) ? theirTimePhrase(phrase) : null;
  const theirs = whose === null ? null : readRulesOnce(whose.text, options);
  if (whose !== null && theirs?.ok) return ok(notedFirst(theirs.value, whose.note));
  // "Adelaide 10:30am every day, and Darwin 10:30am their time too": each place's clause on its clock
  // (theirTimeEachPlace.ts)
  const eachTheirs = THEIR_TIME_EACH_GATE.test(phrase)
    ? readTheirTimeEachPlace(phrase, (text) => readRulesOnce(text, options, true))
    : null;
  if (eachTheirs !== null) return eachTheirs;
  // "the Lagos and Abidjan stores: 8am each, weekdays", "Perth 7am, Sydney 7am - both depots, daily": several
  // places, each on its own clock (placesEachClock.ts)
  const eachPlace = PLACES_EACH_GATE.test(phrase)
    ? readPlacesEachClock(phrase, (text) => readRulesOnce(text, options, true))
    : null;
  if (eachPlace?.ok) return eachPlace;
  // "Longyearbyen snow depth reading weekdays 07:00 local": the clock of the place the phrase opens with
  // (placeFirstClock.ts)
  const opened = PLACE_FIRST_CLOCK_GATE.test(phrase) ? placeFirstClockPhrase(phrase) : null;
  const openedRead = opened === null ? null : readRulesOnce(opened.text, options);
  if (
    opened !== null &&
    openedRead?.ok &&
    openedRead.value.every((r) => r.zone.said !== null && sameClock(r.zone.name, opened.zone, options.now))
  )
    return ok(notedFirst(openedRead.value, opened.note));
  // "Tehran team: their work week is sat–wed, reminder 8:30 Tehran time": the days of a work week said (workWeekSaid.ts)
  const week = WORK_WEEK_GATE.test(phrase) ? workWeekPhrase(phrase) : null;
  const weekRead = week === null ? null : readRulesOnce(week.text, options);
  if (week !== null && weekRead?.ok) return ok(notedFirst(weekRead.value, week.note));
  // "every 2 hours on school days 7am to 3pm", "every school night at 9": the school week's days (schoolDays.ts)
  const school = SCHOOL_DAYS_GATE.test(phrase) ? schoolDaysPhrase(phrase) : null;
  const schoolRead = school === null ? null : readRulesOnce(school.text, options);
  // (only where the school week is Monday to Friday: in Riyadh or Jerusalem it is another)
  if (
    school !== null &&
    schoolRead?.ok &&
    [options.defaultZone, ...schoolRead.value.map((r) => r.zone.name)].every(schoolWeekMonToFri)
  )
    return ok(notedFirst(schoolRead.value, school.note));
  // "practice 14:00-22:00 KST, ping every 2h": what the job does, said before its interval (verbBeforeInterval.ts)
  const verb = VERB_BEFORE_INTERVAL_GATE.test(phrase) ? withoutVerbBeforeInterval(phrase) : null;
  const verbRead = verb === null ? null : readRulesOnce(verb.text, options);
  if (verb !== null && verbRead?.ok) return ok(notedFirst(verbRead.value, verb.note));
  // "late opening thursdays: closing announcement 8:45pm": an event's days before a colon (eventDaysFirst.ts)
  const eventFirst = EVENT_DAYS_FIRST_GATE.test(phrase) ? eventDaysFirstPhrase(phrase) : null;
  const eventFirstRead = eventFirst === null ? null : readRulesOnce(eventFirst.text, options);
  if (eventFirst !== null && eventFirstRead?.ok) return ok(notedFirst(eventFirstRead.value, eventFirst.note));
  // "halfway through each month, i.e. the 15th, at 0600": the month's middle said as its day (restatedMidMonth.ts)
  const mid = RESTATED_MID_MONTH_GATE.test(phrase) ? restatedMidMonthPhrase(phrase) : null;
  const midRead = mid === null ? null : readRulesOnce(mid.text, options);
  if (mid !== null && midRead?.ok) return ok(notedFirst(midRead.value, mid.note));
  // "every 20 min from opening (9) to close (5)": a stretch by a place's hours (openingHoursBracketed.ts)
  const opening = OPENING_HOURS_GATE.test(phrase) ? openingHoursPhrase(phrase) : null;
  const openingRead = opening === null ? null : readRulesOnce(opening.text, options);
  if (opening !== null && openingRead?.ok) return ok(notedFirst(openingRead.value, opening.note));
  // "every 30 min while we are open 9–9 mon-thu": the opening hours said after the words (openingHoursBracketed.ts)
  const whileOpen = OPEN_WHILE_GATE.test(phrase) ? openWhilePhrase(phrase) : null;
  const whileOpenRead = whileOpen === null ? null : readRulesOnce(whileOpen.text, options);
  if (whileOpen !== null && whileOpenRead?.ok) return ok(notedFirst(whileOpenRead.value, whileOpen.note));
  // "lunch rush heads-up 11:15 weekdays, dinner one 5:15pm fri & sat": "one" for the job before (pronounOne.ts)
  const one = PRONOUN_ONE_GATE.test(phrase) ? withoutPronounOne(phrase) : null;
  const oneRead = one === null ? null : readRulesOnce(one.text, options);
  if (one !== null && oneRead?.ok) return ok(notedFirst(oneRead.value, one.note));
  // "Nuuk harbour ferry 06:00 daily Greenland time": a country's main clock, kept by the place the phrase opens with
  const country = PLACE_FIRST_COUNTRY_GATE.test(phrase) ? placeFirstCountryTimePhrase(phrase) : null;
  const countryRead = country === null ? null : readRulesOnce(country.text, options);
  if (
    country !== null &&
    countryRead?.ok &&
    countryRead.value.every((r) => r.zone.said !== null && sameClock(r.zone.name, country.zone, options.now))
  )
    return ok(notedFirst(countryRead.value, country.note));
  // "drill sundays 14:00 rig time (we run on Perth time)", "South Pole station on NZ time: ...": the clock a site
  // keeps, said in words (siteKeepsClock.ts)
  const kept = SITE_KEEPS_GATE.test(phrase) ? siteKeepsClockPhrase(phrase) : null;
  const keptRead = kept === null ? null : readRulesOnce(kept.text, options);
  if (kept !== null && keptRead?.ok) return ok(notedFirst(keptRead.value, kept.note));
  // "I am in Nairobi, the team is in Lagos. ... 9 AM Lagos time": where people are, beside a zone said with the
  // time (zonePlaces.ts); "5pm my time (Bogotá)" said in Bogotá
  const mine = myTimePlace(phrase, options.defaultZone, options.now);
  const where = contextPlacesPhrase(mine?.text ?? phrase);
  const notes = [where?.note, mine?.note].filter((n): n is string => n !== undefined);
  const located = where !== null || mine !== null ? readRulesOnce(where?.text ?? mine?.text ?? phrase, options) : null;
  if (located?.ok) return ok(notedFirst(located.value, ...notes));
  // "at 11pm my time, which is 10am theirs in Sydney": a restatement on another clock, checked (zoneRestated.ts)
  const restated = restatedTime(phrase, options.defaultZone);
  const unsaid = restated === null ? null : readRulesOnce(restated.text, options);
  // "…, remind 1h before": the restatement is checked against the event's time, not the reminder's
  const event = restated?.eventText && unsaid?.ok ? readRulesOnce(restated.eventText, options) : null;
  const checked =
    restated !== null && unsaid?.ok && (event === null || event.ok)
      ? restated.check(unsaid.value, options.now, event?.ok ? event.value : undefined)
      : null;
  if (checked !== null) return checked;
  // "every 4th thursday of november at 9am (thanksgiving)": a holiday named beside its own day (holidayAsides.ts)
  const holiday = HOLIDAY_ASIDE_GATE.test(phrase) ? withoutHolidayAside(phrase) : null;
  const holidayRead = holiday === null ? null : readRules(holiday.phrase, options);
  if (holiday !== null && holidayRead?.ok) return ok(notedLast(holidayRead.value, holiday.note));
  // "... 19:45 NPT sundays (14:00Z)", "..., ship time = UTC+3", "..., we follow CET": the clock said again, away
  // from the time (zoneConversionLater.ts)
  if (CONVERSION_LATER_GATE.test(phrase.toLowerCase())) {
    const again = laterClockRead(phrase, options);
    if (again !== null) return again;
  }
  // "São Paulo 8am weekdays (no DST there anymore)", "Cairo 9am daily, they have DST again": a remark on the place's
  // clock rules, checked against its zone (clockRuleAsides.ts)
  const clockRule = CLOCK_RULE_ASIDE_GATE.test(phrase)
    ? readClockRuleAside(phrase, options.now, (rest) => readRules(rest, options))
    : null;
  if (clockRule !== null) return clockRule;
  // "... 5:45am daily — clocks change 4 april, keep it at 5:45 local": the clock kept over a change (clockChangeKeep.ts)
  const keptOver = CLOCK_CHANGE_KEEP_GATE.test(phrase)
    ? readClockChangeKeep(phrase, options.defaultZone, options.now, (rest) => readRules(rest, options))
    : null;
  if (keptOver !== null) return keptOver;
  // "weekdays at 3:15 (after dismissal)": the afternoon, when school lets out (afterSchoolClock.ts)
  const dismissal = AFTER_SCHOOL_GATE.test(phrase) ? afterSchoolPhrase(phrase) : null;
  const dismissalRead = dismissal === null ? null : readRulesOnce(dismissal.text, options);
  if (dismissal !== null && dismissalRead?.ok) return ok(notedFirst(dismissalRead.value, dismissal.note));
  // "... every day (dont ask)", "... 8pm so people know who is up": a remark said last (chatAsides.ts)
  const remark = withoutChatAside(phrase);
  const remarked = remark === null ? asIs : readRules(remark.phrase, options);
  // "for the week ahead" only beside one run a week, on one day (else: how long the runs go on?)
  const weekly = (r: LocalIntent) =>
    r.days.kind === 'weekdays' && r.days.days.length === 1 && r.interval === null && r.times.length === 1;
  if (remark !== null && remarked.ok && (!remark.weekly || remarked.value.every(weekly)))
    return ok(notedLast(remarked.value, remark.note));
  // "... 06:00 and 18:00 — Marco, Jess", "... Mon–Fri. Owner: Priya", "... — mom's dialysis": who runs it, said
  // last (whoSaidLast.ts)
  const who = WHO_LAST_GATE.test(phrase) ? withoutWhoSaidLast(phrase) : null;
  const whoRead = who === null ? null : readRules(who.phrase, options);
  if (who !== null && whoRead?.ok) return ok(notedLast(whoRead.value, who.note));
  // "sweep at 3:45pm, last chair is 4": another thing's time stated last (eventTimeStated.ts)
  const stated = EVENT_TIME_STATED_GATE.test(phrase) ? withoutEventTimeStated(phrase, options.leadName) : null;
  const statedRead = stated === null ? null : readRules(stated.phrase, options);
  if (stated !== null && statedRead?.ok) return ok(notedLast(statedRead.value, stated.note));
  // "..., Vietnam plant", "... 16:00 Istanbul for the Turkish QA": where it runs, whom for (placeAsides.ts)
  const placed = readPlaceAside(phrase, (rest) => readRules(rest, options));
  if (placed?.ok) return placed;
  // "nightly at 23:30, weeknights only", "sunday 20:00 for the monday ops review" (manyRules.ts)
  const said = aside(normalize(phrase));
  if (said === null) return asIs;
  const read = readRulesAsIs(said.text, options);
  if (!read.ok) return asIs;
  return ok(notedLast(read.value, said.note));
}

/**
 * "every day at 9am, except Sunday at 10am": days left out with a time of their own after a time already said, read
 * as another time on them ("instead"), or refused; null when the phrase says no such thing.
 */
function exceptAtRead(text: string, options: ReadOptions): Outcome<LocalIntent[]> | null {
  const except = EXCEPT_AT.exec(text);
  if (!except || !A_TIME.test(text.slice(0, except.index))) return null;
  // another time on those days ("instead"), or no run on them when the time is the rule's own
  const split = exceptAtRules(text, except.index, options);
  if (split) return finishRules(split.drafts, split.said, { name: options.defaultZone, said: null });
  const but = BUT_DAYS_AT_GATE.test(except[0])
    ? butDaysInstead(text, except.index, (p) => readRules(p, options))
    : null;
  if (but) return but;
  return fail(
    'unparseable',
    `"${text.slice(except.index).split(/[,;]/)[0]?.trim()}" after a time could mean another time on those days, or no run on them then: I would rather not guess.`,
    'Say each rule, e.g. "every day except Sunday at 9am, Sunday at 10am", or "every day except Sunday at 9am".',
  );
}

/** A clause opening with the days it leaves out: "except fridays", "but not on sundays". */
const EXCEPT_FIRST = /^\s*(?:except|but\s+not|excluding|apart\s+from|other\s+than)\b/;
/** What a clause leaves out said last, with no clock after it: "except the 15th", "every day at 9am but not mondays". */
const EXCEPT_LIST_OPEN =
  /\b(?:except|but\s+not|excluding|apart\s+from|other\s+than)\b(?![\s\S]*?(?:\d{1,2}(?::[0-5]\d|\s*[ap]m\b)|\bnoon\b|\bmidnight\b))[\s\S]*$/;
/** A clock of a rule's own: "9am", "18:00", "noon". */
const A_CLOCK = /\b\d{1,2}(?::[0-5]\d|\s*[ap]m\b)|\bnoon\b|\bmidnight\b/;

function readRulesAsIs(phrase: string, options: ReadOptions): Outcome<LocalIntent[]> {
  // an iCalendar rule pasted as the phrase: read as the English it says, which may be several rules
  const ical = icalendarPhrase(phrase, options.now, options.defaultZone);
  if (ical !== null) {
    if ('code' in ical) return { ok: false, problem: ical };
    const rules = readRules(ical.phrase, options);
    if (!rules.ok) return rules;
    return ok(notedFirst(rules.value, ical.note));
  }
  // Slack's "/remind #ops "message" every monday at 9am", or Slackbot's answer to it (slackRemind.ts)
  const slack = SLACK_REMIND_GATE.test(phrase) ? slackRemindPhrase(phrase) : null;
  if (slack !== null) {
    const rules = readRules(slack.text, options);
    if (!rules.ok) return rules;
    if (!slack.repeats && rules.value.some((r) => r.maxOccurrences === null))
      return fail(
        'unparseable',
        `Slack's /remind runs "${slack.when}" once, at its next time, not again and again.`,
        'Say "every ..." for a reminder that repeats, e.g. "every friday at 5pm", or the date of the one run.',
      );
    return ok(notedFirst(rules.value, ...slack.notes));
  }
  // Trello Butler's "every weekday at 5:00 pm, archive cards in "Done"": the command set aside (butlerCommands.ts)
  const butler = BUTLER_COMMAND_GATE.test(phrase) ? withoutButlerCommand(phrase) : null;
  const butlerRead = butler === null ? null : readRules(butler.text, options);
  if (butler !== null && butlerRead?.ok) return ok(notedLast(butlerRead.value, butler.note));
  // a recurring event pasted from Zoom or Apple Calendar one field a line (invitePaste.ts)
  const invite = invitePastePhrase(phrase);
  if (invite !== null && 'problem' in invite) return { ok: false, problem: invite.problem };
  if (invite !== null) {
    const rules = readRules(invite.text, options);
    if (!rules.ok) return rules;
    return ok(notedFirst(rules.value, ...invite.notes));
  }
  const text = normalize(phrase);
  // "daily mon-sat; sun 10am": which days the clock after the stop is on is not said (days.ts)
  const stopped = dailyRangeThenStop(text);
  if (stopped !== null) return { ok: false, problem: stopped };
  // "half-hour call alert 7:30p, dark mondays": no show, no run on those days (darkDays.ts)
  const dark = DARK_DAYS_GATE.test(text) ? darkDays(text) : null;
  if (dark !== null) {
    const read = readRulesAsIs(dark.text, options);
    return read.ok ? ok(notedLast(read.value, dark.note)) : read;
  }
  // "at 3am and 3pm, but on saturdays only at 3am": the first times every day, saturdays only the one
  const onlyAt = onlyAtEveryDay(text);
  if (onlyAt !== null) {
    const read = readRulesAsIs(onlyAt.text, options);
    if (!read.ok) return read;
    return ok(notedLast(read.value, onlyAt.note));
  }
  // "every day at 9am and 5pm except 5pm on sundays": some of the times left out (or kept alone) on some days
  const left = TIMES_LEFT_GATE.test(text) ? timesLeftOnDays(text, (p) => readRules(p, options)) : null;
  if (left !== null) return left;
  // "every weekday at 9 but 10 on fridays": read as "but on fridays at 10" (butDaysAt.ts)
  const butFirst = BUT_CLOCK_ON_DAYS_GATE.test(text) ? butClockOnDays(text) : null;
  const butRead = butFirst === null ? null : readRules(butFirst.text, options);
  // (refused as rewritten: the phrase as said is asked about below, in its own words)
  if (butFirst !== null && butRead?.ok) {
    const read = butRead;
    const asSaid = (a: string) => a.replace(`"${butFirst.as}"`, `"${butFirst.said}"`);
    return ok(read.value.map((r) => ({ ...r, assumptions: r.assumptions.map(asSaid) })));
  }
  const except = exceptAtRead(text, options);
  if (except) return except;
  const leftOut = exceptThenClock(text);
  if (leftOut >= 0 && A_TIME.test(text.slice(0, leftOut))) {
    const said = text
      .slice(leftOut)
      .split(/[,;@]|\s+at\s/)[0]
      ?.trim();
    return fail(
      'unparseable',
      `"${said}" then a time, after a time already said, could mean another time then, or one more time on the other days: I would rather not guess.`,
      'Say each rule, e.g. "every day except on the 1st at 9am, and on the 1st at 11am".',
    );
  }
  const defaultZone: ZoneChoice = { name: options.defaultZone, said: null };
  // "weekdays hourly 9-17 plus 8pm": times after a repeating rule, on its days (read whole, an interval and a time)
  const repeating = plusTimes(text, options, true);
  if (repeating)
    return repeating.ok ? finishRules(repeating.value.drafts, repeating.value.said, defaultZone) : repeating;
  // "every monday 9am, make it 10am": read before the whole, where "make it" is filler and both times would be read
  const madeIt = readMadeIt(text, options);
  if (madeIt) return madeIt.ok ? finishRules([madeIt.value], [phrase.trim()], defaultZone) : madeIt;
  const whole = readDraft(phrase, options, text);
  if (whole.ok) return finishRules([whole.value], [phrase.trim()], defaultZone);
  // "every monday 9am, no wait, 10am": a correction replaces what it corrects
  const corrected = readCorrected(text, options);
  if (corrected) return corrected.ok ? finishRules([corrected.value], [phrase.trim()], defaultZone) : corrected;
  // "every 6 hours from 6am (6, 12, 18, 24)": the runs restated in brackets (restated.ts)
  const restated = readRestated(text, options);
  if (restated) return restated.ok ? finishRules([restated.value], [phrase.trim()], defaultZone) : restated;
  const plus = plusTimes(text, options, false);
  if (plus) return plus.ok ? finishRules(plus.value.drafts, plus.value.said, defaultZone) : plus;
  // "every 10 min 7-9 and 16-18": one interval in two ranges of hours
  const ranges = twoWindows(text, options);
  if (ranges) return ranges.ok ? finishRules(ranges.value.drafts, ranges.value.said, defaultZone) : ranges;
  // slips are read before the phrase is cut, so that a day name typed amiss still starts its clause
  const slips = correctSlips(text, phrase);
  // "cada lunes a las 9, no perdón, a las 10": a clock corrected in another language, read once its words are English
  // (the clock alone after "sorry": "perdón, y los viernes" may add a day rather than replace one)
  const slipSorry =
    slips?.text.includes('sorry') && SORRY_CLOCK_LAST.test(slips.text) ? readCorrected(slips.text, options) : null;
  if (slips && slipSorry) {
    const done = slipSorry.ok ? finishRules([slipSorry.value], [phrase.trim()], defaultZone) : slipSorry;
    return done.ok ? ok(notedFirst(done.value, ...slips.notes)) : done;
  }
  // "tous les jours ouvrés à 18h, sauf le vendredi 16h": days left out with a time of their own, in another language
  const exceptSaid = slips === null ? null : exceptAtRead(slips.text, options);
  if (exceptSaid) return exceptSaid.ok ? ok(notedFirst(exceptSaid.value, ...(slips?.notes ?? []))) : exceptSaid;
  // "weekdays at 9 in Honolulu and 9 in New York": a rule per zone (manyRules.ts)
  const twoZones = /names two time zones|they may not be the same/.test(whole.problem.message);
  if (EACH_OF.test(text) || twoZones) {
    const zoned = zoneRules(slips?.text ?? text, piecesOf(slips?.text ?? text), options, phrase);
    if (zoned) return finishRules(zoned.drafts, zoned.said, defaultZone);
  }
  // "... 9pm eastern and 9pm pacific (two pings)", "10am nairobi & 7am lima, do both" (zoneRuns.ts)
  const runs = runsSaid(slips?.text ?? text);
  const perZone = runs && zoneRules(runs.text, piecesOf(runs.text), options, phrase, runs);
  if (perZone) return finishRules(perZone.drafts, perZone.said, defaultZone);
  // "9am local in every store: NYC, Chicago, Denver", "7 am their time: east coast + west coast", "... in Jakarta
  // and Bangkok (same clock time)" (zoneEach.ts)
  const each = EACH_OF.test(text) || twoZones || SAME_CLOCK_SAID.test(text) ? eachZoneText(slips?.text ?? text) : null;
  const eachZoned = each && zoneRules(each.text, piecesOf(each.text), options, phrase);
  if (each && eachZoned) {
    (eachZoned.drafts[0] as IntentDraft).assumptions.push(each.note);
    return finishRules(eachZoned.drafts, eachZoned.said, defaultZone);
  }
  const clauses = clausesOf(slips?.text ?? text);
  if (clauses.length < 2) return whole;
  // "weekdays only, nightly at 11": days said without a time to restrict another rule are not a rule of their own;
  // nor is "nightly, weekdays at 11pm" every night and weekdays, but one of them said twice
  const restricts = (c: string, i: number) =>
    (ONLY_DAYS.test(c) && !A_TIME.test(c)) || (i < clauses.length - 1 && EVERY_DAY_ALONE.test(c));
  if (clauses.some(restricts)) return whole;
  // "prep every day before a working day, except fridays, at 9am": a clause that only leaves days out is no rule of
  // its own ("every day but fridays" beside the rule before), but of the rule before it, read whole or refused
  if (clauses.some((c, i) => i > 0 && EXCEPT_FIRST.test(c))) return whole;
  // "except the 15th and the last day of the month, every day at 9am", "except mondays and the last day of the
  // month, ...": a list of what is left out, split where "and" joins it, is no rule of its own after it (what
  // follows "and" has no time of its own: left out too, or a rule of its own?): refused
  const cutList = clauses.findIndex(
    (c, i) => i < clauses.length - 1 && EXCEPT_LIST_OPEN.test(c) && !A_CLOCK.test(clauses[i + 1] as string),
  );
  if (cutList >= 0) {
    return fail(
      'unparseable',
      `"${clauses[cutList + 1]?.trim()}" comes after a list of what is left out ("${EXCEPT_LIST_OPEN.exec(clauses[cutList] as string)?.[0].trim()}"): is it left out too, or a rule of its own?`,
      'Say what is left out after the rule, in one list, e.g. "every day at 9am except on the 15th", or each rule apart.',
    );
  }
  const drafts: IntentDraft[] = [];
  const instead: boolean[] = [];
  const rest: boolean[] = [];
  for (const [i, clause] of clauses.entries()) {
    // "daily 7am; weekends 9am instead": a later rule in place of an earlier one on its days
    const plain = i > 0 ? withoutInstead(clause) : { text: clause, instead: false };
    // "..., and every 15 minutes the rest of the time": the runs outside the earlier rules' hours (manyRules.ts)
    const other = i > 0 ? withoutRest(plain.text) : { text: plain.text, rest: false };
    // "0315Z daily, 0915Z sundays as well": a later rule with its own time said "too" adds runs to the rules
    // before; read alone its "too" would have nothing to add to
    const added = i > 0 && ADDED_AFTER.test(other.text) && A_TIME.test(other.text);
    const d = readDraft(added ? other.text.replace(TOO_LAST, '') : other.text, options);
    if (!d.ok) return slips ? whole : d;
    if (added) d.value.assumptions.push(`"${clause.trim()}" read as runs besides those of the rules before.`);
    drafts.push(d.value);
    instead.push(plain.instead);
    rest.push(other.rest);
  }
  // "oct thru march every tuesday 10am, every thursday 3pm": months said first bound the rule right after them; the
  // other rules, in those months too, or all year?
  const firstMonths =
    drafts.length > 1 ? drafts.map((d) => MONTHS_SAID_FIRST.get(d)).find((s) => s !== undefined) : undefined;
  if (firstMonths !== undefined) {
    return fail(
      'unparseable',
      `"${firstMonths}" is said before the first rule only: are the other rules in those months too, or all year?`,
      `Say the months with each rule, e.g. "every tuesday 10am ${firstMonths}, every thursday 3pm ${firstMonths}".`,
    );
  }
  // "me mon/wed/fri 8:10, dan tue/thu 8:10 - remind whoever at 7:50": a reminder read as before the last rule's event
  // may be before every rule's, which would then be events too, not runs
  const eventRead = (d: IntentDraft) => readAsEvent(d.assumptions);
  const lastClause = clauses[clauses.length - 1] ?? '';
  const forEach =
    drafts.length > 1 && REMINDER_FOR_EACH_GATE.test(lastClause) && eventRead(drafts[drafts.length - 1] as IntentDraft)
      ? reminderForEach(lastClause, drafts)
      : null;
  if (forEach !== null) (drafts[drafts.length - 1] as IntentDraft).assumptions.push(forEach);
  if (
    forEach === null &&
    drafts.length > 1 &&
    eventRead(drafts[drafts.length - 1] as IntentDraft) &&
    !drafts.every(eventRead)
  ) {
    return fail(
      'unparseable',
      `"${clauses[clauses.length - 1]?.trim()}" reads as a reminder before an event, after other rules: is it before each of theirs too, or before the last one only?`,
      'Say when each reminder runs, e.g. "mon-fri at 7:50", or give each rule its own.',
    );
  }
  // "next 3 Mondays and Fridays at 9am": a count of one rule's days is not a count for all of them
  const counted = drafts.find((d) => d.countedDays !== null);
  if (counted) {
    return fail(
      'unparseable',
      `"${counted.countedDays}" counts the days of one rule, but the phrase reads as ${drafts.length} rules.`,
      'Give an end date instead, e.g. "every Monday and Friday at 9am until March 31".',
    );
  }
  // "mon and thu 6pm, 2 classes": as many things as the days of the week of all the rules could be a week's, not
  // the runs in all (as for days said together, period.ts)
  const bareEach = drafts.map((d) => BARE_EACH.get(d)).find((n) => n !== undefined);
  const weekDays = drafts.reduce((n, d) => n + (d.days?.kind === 'weekdays' ? d.days.days.length : 0), 0);
  if (bareEach !== undefined && drafts.every((d) => d.days?.kind === 'weekdays') && weekDays === bareEach) {
    const said = drafts.map((d) => EACH_RUN.get(d)).find((t) => t !== undefined) ?? `${bareEach}`;
    return fail(
      'unparseable',
      `"${said}" could be the runs each week or the runs in all.`,
      'Say "for 10 runs" for the runs in all.',
    );
  }
  // "saturdays 9:00 and sundays 9:00 but not in august": months or dates left out after the last rule only: of it,
  // or of every rule?
  const lastDraft = drafts[drafts.length - 1] as IntentDraft;
  const leavesOut = (d: IntentDraft) => d.exceptMonths !== null || d.exceptDates !== null || d.exceptMonthDays !== null;
  if (drafts.length > 1 && leavesOut(lastDraft) && !drafts.slice(0, -1).some(leavesOut)) {
    const said = /\b(?:but\s+not|except|excluding|not)\b[^,;]*$/.exec(clauses[clauses.length - 1] ?? '')?.[0].trim();
    return fail(
      'unparseable',
      `${said === undefined ? 'What is left out' : `"${said}"`} is said after the last rule only: is it for every rule?`,
      'Say it with each rule, e.g. "saturdays 9am except in august, and sundays 9am except in august".',
    );
  }
  (drafts[0] as IntentDraft).assumptions.unshift(...(slips?.notes ?? []));
  // "9am mondays and fridays 2pm": days between two times, read as each time's days (parsers/days.ts): said so
  // ("9am mon, wed, fri 2pm": which time is wednesday's? refused as the days' reader says)
  if (BETWEEN_TWO_TIMES.test(whole.problem.message)) {
    if (clauses.length !== 2 || /which of the days/.test(whole.problem.message)) return whole;
    (drafts[0] as IntentDraft).assumptions.push(
      `Read "${clauses[0]?.trim()}" and "${clauses[1]?.trim()}" apart, each time on the days beside it; for both times on every day, say the days once before the times.`,
    );
  }
  // "mondays 9am, wednesdays too, fridays 5pm": days said "too" take the times of the rule before, never the next's
  for (let i = 1; i < drafts.length; i++) {
    const d = drafts[i] as IntentDraft;
    const prev = drafts[i - 1] as IntentDraft;
    if (d.times.length > 0 || d.interval !== null || d.window !== null || !ADDED_AFTER.test(clauses[i]?.trim() ?? ''))
      continue;
    const alone = daysTooWithoutOthers(slips?.text ?? text);
    if (alone) return { ok: false, problem: alone };
    if ((prev.times.length === 0 && prev.interval === null) || !apart(prev, d)) {
      return fail(
        'unparseable',
        `"${clauses[i]?.trim()}" adds days to the rule before, but they could fall on its days: a run twice.`,
        'Name the days together before one time, e.g. "every Monday and Wednesday at 9am".',
      );
    }
    d.times = [...prev.times];
    d.interval = prev.interval;
    d.window = prev.window;
    d.meridiem = prev.meridiem;
    d.assumptions.push(`"${clauses[i]?.trim()}" read as more days of the rule before, at its times.`);
  }
  // "first monday and third wednesday at 9am": a clause without a time takes the next clause's
  for (let i = drafts.length - 2; i >= 0; i--) {
    const d = drafts[i] as IntentDraft;
    const next = drafts[i + 1] as IntentDraft;
    if (d.times.length === 0 && d.interval === null && d.window === null) {
      // "first monday and last friday of every quarter at 9am": the months said with the next rule may be this one's
      // too (and a quarter's first and last months differ): asked, not read as every month
      const ofMonth = d.days !== null && d.days.kind !== 'every-day' && d.days.kind !== 'weekdays';
      if (ofMonth && d.months === null && next.months !== null && next.months.kind !== 'every-month') {
        return fail(
          'unparseable',
          `"${clauses[i]?.trim()}" takes its time from "${clauses[i + 1]?.trim()}", but not its months: are they its months too?`,
          'Say the months with each, e.g. "the first monday of every quarter and the last friday of every quarter at 9am".',
        );
      }
      d.times = [...next.times];
      d.interval = next.interval;
      d.window = next.window;
    }
  }
  const unsaid = subsetUnsaid(drafts, instead, clauses, slips?.text ?? text);
  if (!unsaid.ok) return unsaid;
  const replaced = applyInstead(drafts, instead, clauses);
  if (!replaced.ok) return replaced;
  const last = drafts[drafts.length - 1] as IntentDraft;
  // "sundays 3am, and wednesdays too", "every tuesday 7am, plus the first monday of the month": days added to the
  // rule before, at its times
  const lastSaid = clauses[clauses.length - 1] ?? '';
  const before = drafts[drafts.length - 2] as IntentDraft;
  if (
    last.times.length === 0 &&
    last.interval === null &&
    last.window === null &&
    addsDays(slips?.text ?? text, lastSaid)
  ) {
    const alone = daysTooWithoutOthers(slips?.text ?? text);
    if (alone) return { ok: false, problem: alone };
    if ((before.times.length > 0 || before.interval !== null) && apart(before, last)) {
      last.times = [...before.times];
      last.interval = before.interval;
      last.window = before.window;
      last.meridiem = before.meridiem;
      last.assumptions.push(`"${lastSaid.trim()}" read as more days of the rule before, at its times.`);
    }
  }
  if (last.times.length === 0 && last.interval === null) {
    // "mondays 9am, last one on nov 17": a bound of the runs said apart is no rule of its own; the whole phrase's
    // reason ("Nov 17 is a Tuesday") is the one to give
    const { start, end, length } = last.period;
    if (last.days === null && (start ?? end ?? length) !== null && !whole.ok) return whole;
    const said = clauses[clauses.length - 1]?.trim() ?? '';
    return fail(
      'unparseable',
      `"${phrase.trim()}" reads as ${clauses.length} rules, and the last one ("${said}") gives no time of day.`,
      `Give it its own time ("${said} at 5pm"), or name the days together before one time, e.g. "every Monday and Tuesday at 9am".`,
    );
  }
  const restOf = applyRest(drafts, rest, clauses);
  if (!restOf.ok) return restOf;
  return finishRules(restOf.value.drafts, restOf.value.said, defaultZone);
}

/** A last clause said as more days: "wednesdays too", "... as well", or after "plus", "+", "and also". */
const ADDED_AFTER = /\b(?:too|as\s+well|also)\s*$/;
const TOO_LAST = /\s*,?\s*\b(?:too|as\s+well|also)\s*$/;
const ADDED_BEFORE = /(?:\bplus|\+|\balso)[\s,]*$/;

/**
 * Whether the days of two rules at the same times can never be the same day, or are merged into one rule: days of
 * the week with days of the week, days of the month with days of the month, a weekday of the month ("the first
 * monday") beside days of the week without it. Days of the week and of the month may fall together: a run twice.
 */
function apart(a: IntentDraft, b: IntentDraft): boolean {
  const week = (d: IntentDraft) =>
    d.days === null || d.days.kind === 'every-day'
      ? [1, 2, 3, 4, 5, 6, 7]
      : d.days.kind === 'weekdays'
        ? d.days.days
        : null;
  const x = week(a);
  const y = week(b);
  if (x !== null && y !== null) return a.months === null && b.months === null;
  if (a.days?.kind === 'month-days' && b.days?.kind === 'month-days') return a.months === null && b.months === null;
  const nth = b.days?.kind === 'nth-weekday' ? b.days : a.days?.kind === 'nth-weekday' ? a.days : null;
  const other = nth === b.days ? x : y;
  return nth !== null && other !== null && !other.includes(nth.weekday);
}

function addsDays(text: string, clause: string): boolean {
  const said = clause.trim();
  if (ADDED_AFTER.test(said)) return true;
  const at = text.lastIndexOf(said);
  return at > 0 && at + said.length === text.trim().length && ADDED_BEFORE.test(text.slice(0, at));
}

type Shared = 'zone' | 'startDate' | 'endDate' | 'maxOccurrences';
const SHARED: readonly [Shared, string][] = [
  ['zone', 'time zones'],
  ['startDate', 'start dates'],
  ['endDate', 'end dates'],
  ['maxOccurrences', 'run counts'],
];

function finishRules(drafts: IntentDraft[], said: readonly string[], defaultZone: ZoneChoice): Outcome<LocalIntent[]> {
  if (drafts.length > 1) {
    // a rule said in "my time" keeps the person's zone when another rule names one ("tues 10am my time; thurs
    // 10am singapore"): it is a zone said, not one to take from the other rule
    if (drafts.some((d) => d.zone !== null)) for (const d of drafts) ownZoneRule(d, defaultZone.name);
    for (const [key, words] of SHARED) {
      const given = drafts.map((d) => d[key]).filter((v) => v !== null);
      const distinct = new Set(
        given.map((v) => (typeof v === 'object' && v !== null && 'name' in v ? v.name : JSON.stringify(v))),
      );
      // each rule in a zone of its own ("weekdays 9am London, weekends 10am Tokyo"): each on its own zone's clock
      if (key === 'zone' && distinct.size > 1 && given.length === drafts.length) continue;
      if (distinct.size > 1) {
        return fail(
          'unparseable',
          `The rules give different ${words}: one schedule has one.`,
          'Say it once, e.g. "weekdays at 9am, weekends at 11am Pacific until June 30".',
        );
      }
      const value = given[0];
      if (value === undefined) continue;
      for (const d of drafts) (d as unknown as Record<Shared, unknown>)[key] = value;
    }
  }
  const out: LocalIntent[] = [];
  for (const [i, d] of drafts.entries()) {
    const parts = overnight(d, said[i] ?? '');
    if (typeof parts === 'string')
      return fail(
        'unparseable',
        parts,
        'Say it for every day or for days of the week, e.g. "weekdays hourly between 10pm and 2am".',
      );
    // (a loop, not flatMap: this runs for every phrase read, and flatMap costs more than the pieces it joins)
    const pieces: (IntentDraft | ScheduleProblem)[] = [];
    for (const part of parts) pieces.push(...withoutDate(part));
    const problem = pieces.find((p): p is ScheduleProblem => 'code' in p);
    if (problem) return { ok: false, problem };
    for (const part of pieces as IntentDraft[]) {
      const r = finish(part, defaultZone);
      if (!r.ok)
        return drafts.length > 1
          ? fail(r.problem.code, `In "${said[i]?.trim()}": ${r.problem.message}`, r.problem.hint)
          : r;
      out.push(r.value);
    }
  }
  return ok(out.length > 1 ? mergeRules(out) : out);
}

const END_OF_DAY = 24 * 60 - 1;

const minutesOf = (t: LocalTime) => t.hour * 60 + t.minute;
const timeOf = (m: number): LocalTime => ({ hour: Math.floor(m / 60), minute: m % 60 });

/**
 * An interval in a window over midnight ("hourly between 22:00 and 02:00") is two rules: the evening on the days
 * named, and the small hours on the days after, keeping the step across midnight. A day rule other than every day
 * or days of the week has no "day after" that this can say: refused with the reason.
 */
function overnight(draft: IntentDraft, said: string): IntentDraft[] | string {
  const d = alignWindowStart(draft);
  const w = d.window;
  if (!d.interval || !w || w.to === null || minutesOf(w.to) >= minutesOf(w.from)) return [d];
  const step = d.interval.unit === 'minute' ? d.interval.every : d.interval.every * 60;
  const from = minutesOf(w.from) + d.interval.atMinute;
  const to = minutesOf(w.to);
  let t = from;
  while (t <= END_OF_DAY) t += step;
  const lastEvening = t - step;
  const morning = t - 1440;
  if (morning > to) return [{ ...d, window: { from: w.from, to: timeOf(lastEvening) } }];
  const days = d.days;
  if (
    d.months !== null ||
    d.except !== null ||
    (days !== null && days.kind !== 'every-day' && days.kind !== 'weekdays')
  ) {
    return `"${said.trim()}" runs past midnight, and which day the hours after midnight belong to can only be said for every day or days of the week.`;
  }
  const evening: IntentDraft = { ...d, window: { from: w.from, to: timeOf(lastEvening) } };
  // the step goes on across midnight: the small hours start where it lands, the minute past the hour kept
  const past = d.interval.atMinute;
  const small: IntentDraft = {
    ...d,
    window: { from: timeOf(morning - past >= 0 ? morning - past : morning), to: w.to },
    interval: morning - past >= 0 ? d.interval : { ...d.interval, atMinute: 0 },
    assumptions: [...d.assumptions],
  };
  if (days !== null && days.kind === 'weekdays') {
    small.days = { kind: 'weekdays', days: days.days.map((x) => ((x % 7) + 1) as Weekday).sort((a, b) => a - b) };
    small.assumptions.push(
      `The hours after midnight belong to the night before: they run on the day after each day named.`,
    );
  }
  return [evening, small];
}

const ALL_MONTH_DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);
const ALL_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * "Every day at 8am except Christmas": dates of the year left out make more rules, the other months as said and
 * each such month without its days ("1-24,26-31 of December"). Only a rule of every day or days of the month can
 * lose a day: a task names days of the week or days of the month, not both, so leaving a date out of "weekdays"
 * is refused with that reason.
 */
function withoutDate(d: IntentDraft): (IntentDraft | ScheduleProblem)[] {
  const x = d.exceptDates;
  if (!x) return [d];
  const rule = d.days;
  const base =
    d.except !== null || d.exceptMonthDays !== null || (rule === null && d.monthly)
      ? null
      : rule === null || rule.kind === 'every-day'
        ? ALL_MONTH_DAYS
        : rule.kind === 'month-days'
          ? rule.days
          : null;
  const months =
    d.months === null || d.months.kind === 'every-month'
      ? ALL_MONTHS
      : d.months.kind === 'months'
        ? d.months.months
        : null;
  if (base === null || months === null) {
    return [
      inexpressible(
        `"${x.said}" leaves out dates, which CRON can do only for a schedule of every day or of days of the month: a task names days of the week or days of the month, not both.`,
        'Say it for every day ("every day at 9am except Christmas"), or pause the schedule for those days.',
      ),
    ];
  }
  for (const { month, day } of x.dates) {
    const date = `${MONTH_NAMES[month]} ${day}`;
    // the last day of a month said as "last" would have to go too, and February's moves with leap years
    const lastDay = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month] ?? 31;
    if (base.includes('last') && day >= lastDay) {
      return [
        unparseable(
          `${date} is the last day of its month, which the schedule names as "last": I would rather not guess.`,
          'Take out a day the schedule names by number, e.g. "every day at 9am except Christmas".',
        ),
      ];
    }
    if (!months.includes(month) || !base.includes(day)) {
      return [
        unparseable(
          `${date} is taken out with "except", but the schedule does not run on ${date}.`,
          'Take out a day the schedule runs on, e.g. "every day at 9am except Christmas".',
        ),
      ];
    }
  }
  const touched = [...new Set(x.dates.map((t) => t.month))].sort((a, b) => a - b);
  const rest = months.filter((m) => !touched.includes(m));
  const dates = x.dates.map((t) => `${MONTH_NAMES[t.month]} ${t.day}`).join(' and ');
  const note = `"${x.said}" read as no run on ${dates}, every year.`;
  const out: IntentDraft[] = [];
  if (rest.length > 0) out.push({ ...d, exceptDates: null, months: { kind: 'months', months: rest } });
  for (const month of touched) {
    const gone = x.dates.filter((t) => t.month === month).map((t) => t.day);
    const left = base.filter((v) => v === 'last' || !gone.includes(v));
    // "on the 25th except Christmas": nothing is left of December
    if (left.length === 0) continue;
    out.push({
      ...d,
      exceptDates: null,
      days: { kind: 'month-days', days: left },
      months: { kind: 'months', months: [month] },
    });
  }
  return out.map((r, i) => ({ ...r, assumptions: i === 0 ? [...d.assumptions, note] : [...d.assumptions] }));
}

/** Bitbucket Pipelines, and the hour's window its schedules show ("Daily, 01:00 - 02:00 (UTC)"). */
const BITBUCKET = /bitbucket/i;
const BITBUCKET_WINDOW = /\d{1,2}:\d\d\s*[-–]\s*\d{1,2}:\d\d/;

/** A clause saying a clock again after one: "..., that's wed 23:00 UTC", "(which is 9pm CET)", "i.e. 4pm". */
const RESTATED_AFTER_CLOCK =
  /(?:\d\s*(?:[ap]\.?m\.?)?|\bnoon|\bmidnight)\b[^,;(]*?[,;(-]\s*((?:that['’]?s|that\s+is|which\s+is|which['’]s|i\.?\s?e\.?)(?=\s|$))/i;
/** A note reading such a clause's word as a job's name. */
const RESTATED_AS_NAME = /^Read "(?:that['’]?s|that is|which is|which['’]s|i\.?\s?e\.?)\b/i;

/** What is left out said first, maybe after a zone or name: "except mondays, ...", "Eastern time, except the 1st, ...". */
const LEADING_EXCEPT =
  /^\s*(?<lead>[^,;()\d]*?,\s*)?(?<except>(?:except|but\s+not|excluding|apart\s+from|other\s+than)\b[^,;]*?)\s*[,;]\s*(?=\S)/i;

/**
 * A whole phrase as a person wrote it. Checks that belong to the phrase as a whole, not to a part read again after
 * a name or a remark is cut off, come first: one time of day alone does not say how often (`loneClock.ts`).
 */
export function readWholePhrase(phrase: string, given: ReadOptions): Outcome<LocalIntent[]> {
  const lone = loneClock(normalize(phrase));
  if (lone !== null) return { ok: false, problem: lone };
  // "Bitbucket schedule: Daily, 01:00 - 02:00 (UTC)": Bitbucket runs the pipeline at a moment it picks in the hour
  if (BITBUCKET.test(phrase) && BITBUCKET_WINDOW.test(phrase))
    return fail(
      'unparseable',
      'Bitbucket runs a schedule at a moment of its choosing within the hour it shows, not at a time the service can be given.',
      'Say the time it should run, e.g. "daily at 01:00 UTC".',
    );
  // "sat link test every 3 hours": a satellite's link, or Saturday's? (satelliteWords.ts)
  const satellite = SATELLITE_GATE.test(phrase) ? satelliteOrSaturday(phrase) : null;
  if (satellite !== null) return satellite;
  // "otchet ne v pyatnitsu v 18:00": a word of a second language that changes the runs, unread (mixedLanguageWords.ts)
  const foreign = secondLanguageRunWord(phrase);
  if (foreign !== null)
    return fail(
      'unparseable',
      `I could not read "${foreign.word}" (${foreign.language}), which says when the job runs: left out, the runs would be wrong.`,
      'Say the schedule in English, e.g. "every friday at 6pm except in december".',
    );
  // (its own options, which count the readings of this phrase: MAX_READS)
  const options = { ...given };
  READS.push({ options, n: 0 });
  let read: Outcome<LocalIntent[]>;
  try {
    read = readRules(phrase, options);
  } finally {
    READS.pop();
  }
  // "except mondays, backup daily 2am", "Eastern time, except the 1st, backup daily 2am": what is left out said first
  // must leave out from every rule read, not be set aside with a name; a rule read as if it were not said is refused
  const exceptFirst = read.ok ? LEADING_EXCEPT.exec(phrase) : null;
  if (read.ok && exceptFirst !== null) {
    const cut = exceptFirst.index + (exceptFirst.groups?.lead?.length ?? 0);
    const without = `${phrase.slice(0, cut)}${phrase.slice(exceptFirst.index + exceptFirst[0].length)}`;
    READS.push({ options, n: 0 });
    let plain: Outcome<LocalIntent[]>;
    try {
      plain = readRules(without, options);
    } finally {
      READS.pop();
    }
    const key = (r: LocalIntent) =>
      JSON.stringify([r.times, r.interval, r.days, r.months, r.zone.name, r.startDate, r.endDate, r.maxOccurrences]);
    const unexcepted = plain.ok ? new Set(plain.value.map(key)) : new Set<string>();
    if (read.value.some((r) => unexcepted.has(key(r))))
      return fail(
        'unparseable',
        `"${exceptFirst.groups?.except?.trim()}" is said before the rule, and a rule read would run as if it were not said.`,
        'Say what is left out after the rule, e.g. "backup daily at 2am except mondays".',
      );
  }
  // "thu 10am Sydney, that's wed 23:00 UTC": a restatement after a clock is the same run said again, never a rule of
  // its own nor a job's name (zoneRestated.ts reads the ones it can): refused
  const restated = read.ok ? RESTATED_AFTER_CLOCK.exec(phrase) : null;
  if (
    read.ok &&
    restated !== null &&
    (read.value.length > 1 || read.value.some((r) => r.assumptions.some((a) => RESTATED_AS_NAME.test(a))))
  )
    return fail(
      'unparseable',
      `"${restated[1]?.trim()} ..." says the time again another way, and it would be read as a run of its own.`,
      'Say the time once, with its zone, e.g. "thu 10am Sydney".',
    );
  const alone = read.ok ? loneClockRead(phrase, read.value) : null;
  // "since 1930 each day", "est. 1930 each day audit": a year said as one, read as a clock (clockWords.ts)
  const year = read.ok
    ? yearReadAsClock(
        phrase,
        read.value.flatMap((r) => r.times),
      )
    : null;
  if (year !== null)
    return fail(
      'unparseable',
      `"${year}" says a year, not a time of day or a time zone.`,
      'Say the time with its colon, e.g. "every day at 19:30".',
    );
  // "from tomorrow: rate(5 minutes)": words of when set aside as a name (setAsideWhen.ts)
  const when = read.ok ? setAsideWhen(read.value) : null;
  if (when !== null) return when;
  // "high tide 18:21, bring the boats up at 17:30": a tide's time beside a job's is no second job (movingEvents.ts)
  const several = read.ok && (read.value.length > 1 || read.value.some((r) => r.times.length > 1));
  const moving = several ? movingEventProblem(normalize(phrase)) : null;
  if (moving !== null) return { ok: false, problem: moving };
  return alone === null ? read : { ok: false, problem: alone };
}

/** The rules with notes put before the first rule's own (what was assumed to read them at all comes first). */
/** A correction that gives a clock only, said last: ", sorry, at 10", ", sorry, at 10:30". */
const SORRY_CLOCK_LAST = /,\s*sorry\s*,\s*at\s+(?:[01]?\d|2[0-3])(?::[0-5]\d)?(?:\s*[ap]m)?$/;

function notedFirst(rules: readonly LocalIntent[], ...notes: string[]): LocalIntent[] {
  return rules.map((r, i) => (i === 0 ? { ...r, assumptions: [...notes, ...r.assumptions] } : r));
}

/** The rules with notes put after the first rule's own. */
function notedLast(rules: readonly LocalIntent[], ...notes: string[]): LocalIntent[] {
  return rules.map((r, i) => (i === 0 ? { ...r, assumptions: [...r.assumptions, ...notes] } : r));
}
