import { weekdayOf as weekdayOfDay } from '../cron/calendar.js';
import type { LocalIntent, Weekday } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { resolveZoneWord } from '../zones.js';
import { DATA_CENTRE_GATE, dataCentreWord } from './dataCentreWords.js';
import { frenchCompoundAt } from './frenchNameCompounds.js';
import { holidayNameNeeds } from './holidayNames.js';
import { jobNameWordNeeds, saysItComesAgain, startVerbLast } from './jobNameWords.js';
import {
  BOOKED_LAST,
  DAY_OR_MONTH_NEXT,
  FEAST_WORD,
  isAsideWord,
  JOB_NOUN,
  NAME_LENGTH,
  placeCodeIn,
  placeCodeLike,
  shortFormSlipOnly,
  TIME_KIND,
} from './labels.js';
import { letterWordNeed, saysDaysInWords } from './lettersAsWords.js';
import { nameAdjectiveNeeds } from './nameAdjectivesOfTime.js';
import { dateOnceFirst, dateSpanFirst, saysOnce, spansDates } from './nameBeforeDateSpan.js';
import { byChannelAt } from './nameChannels.js';
import { nameNounNeeds } from './nameNounsOfTime.js';
import { endOfOccasionAt, occasionWordNeeds } from './nameOccasions.js';
import { placeOpensName, readOnNamePlace, sameClockAllYear } from './namePlace.js';
import { periodAhead, qualifierBeforeName } from './nameQualifiers.js';
import { tradeTermNeeds } from './nameTradeTerms.js';
import { pluralThenVerbLast, windowOpensLast } from './nameVerbsLast.js';
import { namesPlace, stationZone } from './parsers/stationClock.js';
import { readOnPlaceGoingBy } from './placeGoesBy.js';
import { portugueseArticleAt } from './portugueseNameJoins.js';
import { NEAR_WORDS } from './slipNearWords.js';
import { editDistance, SCHEDULE_SLIP_WORDS, typoOf } from './slips.js';
import { halfOfDayClash, tradeCodeTyped } from './trailingPurpose.js';
import { monthOf, weekdayOf } from './words.js';

/**
 * The name of a job said before its schedule, where its words are words the grammar would read as schedule words
 * ("quarterly fire drill: 1st tuesday of jan apr jul oct at 2pm", "equipment PM checks last day of each month at
 * 2pm", "good first issue label sweep every 12 hours") or words the name tests of `labels.ts` refuse alone
 * ("sterile supply order ...", "tier 2 rota ...", "P60 reminder ...", "Ward 4B: ..."). Looked at only when the phrase
 * does not read as typed: the name is cut off, the rest read on its own, and the name set aside with a note only
 * when
 * - it is set off by a colon or "=" ("Ward 4B:", "NFP friday = ..."), or it is the run of words before the first
 *   word that starts a schedule (a day, a month, a number, "every", "on", "at", an ordinal ...), of five words at
 *   most;
 * - each of its words may be a name's (`isAsideWord`), or is one of the forms below, each allowed only where it
 *   cannot say when in its place, or where the rest of the phrase says the same thing itself:
 *   - a frequency or a part of the year the rest restates: "quarterly" (four months three apart), "annual" (one
 *     date a year), "semi-monthly" (two days of the month), "monthly", "weekly", "daily", "month end" / "EOM" (the
 *     last day or business day; "month end" also the first days of every month, up to the 5th, where a month's
 *     close runs), "EOD" (a time after 3 PM), "holiday", "spring term" (the rest gives its first and
 *     last dates), a day in a name set off ("NFP friday = first friday ...": the rest runs on that day only),
 *     "days" in a name set off (the rest says its days), "T+1" (the rest runs on weekdays only), "office hours"
 *     (the rest runs on weekdays within the working day);
 *   - a word of time inside a name, before another of its words, where the rest says its times plainly (with am/pm
 *     or on a 24-hour clock): "PM" ("equipment PM checks ... 2pm": whichever it means, the time is said), a part of
 *     the day ("post the overnight ticket summary at 7am"), a number ("tier 2 rota ... 13:00");
 *   - an ordinal before another word of the name ("good first issue label sweep"), "window" before a schedule of
 *     times, not of intervals ("maintenance window 2nd sunday 0400 UTC");
 *   - a code of letters and digits that is no clock, count or short form of time ("4B", "P60", "WM/R" where the rest
 *     says its own days), "cut-off", "all hands", "HR" in capitals first, nouns in "-ply", "-bly" ("supply");
 *   - a noun after "the" that is a schedule word elsewhere ("remind me to open the till ...");
 *   - a place whose clock is the zone the rest names ("Bangalore team handover 6:30pm IST weekdays").
 * A request to tell someone keeps its verb and whom ("remind me to open the till at 8:45 ..." reads "remind me at
 * 8:45 ...", a reminder, with its checks); a name right before a day said alone ("patch tuesday") stays refused
 * unless it ends in a word for a job or a plural, as in `labels.ts`.
 */

/** What a word of a name needs the rest of the phrase to say, for the name to be set aside. */
type Need =
  | 'quarterly'
  | 'yearly'
  | 'yearlyOrAgain'
  | 'semiMonthly'
  | 'monthly'
  | 'weekly'
  | 'daily'
  | 'monthEnd'
  | 'monthClose'
  | 'endOfDay'
  | 'period'
  | 'ownDays'
  | 'weekdaysOnly'
  | 'officeHours'
  | 'plainTimes'
  | 'afternoon'
  | 'noInterval'
  | 'windowSaid'
  | 'zoneSaid'
  | 'noonHour'
  | 'manyRuns'
  | 'datedOnce'
  | 'daysNamedOrDated'
  | 'weekendOnly'
  | 'serverClock'
  | 'numberFirst'
  | 'noBareHour'
  | 'dayOnSaid'
  | 'comesAgain'
  | 'partSaid'
  | 'plainWindow'
  | 'datedOnceOrSpan'
  | 'datedOnceOrWeek'
  | 'topOfHour'
  | 'daysInWords'
  | { readonly weekday: Weekday }
  | { readonly weekday: Weekday; readonly dated: true }
  | { readonly weekday: Weekday; readonly heldIn: readonly number[] }
  | { readonly zone: string; readonly bracketed?: true }
  | { readonly zoneOrSaid: string };

interface Token {
  readonly word: string;
  readonly said: string;
  readonly at: number;
  readonly end: number;
  /** Whether a comma or a semicolon parts it from the next word ("lunch 12, dinner"). */
  readonly partedNext?: true;
}

/** Greetings and the words of a request before a name ("hey team,", "please"). */
const GREETING =
  /^(?:hi|hey|hello|hiya|yo|team|folks|everyone|please|pls|plz|kindly|ok|okay|so|schedule|gente|galera)$/;
/** Verbs of a job said first ("post the overnight ticket summary ..."): what the job does. */
const TASK_VERB =
  /^(?:send|post|run|share|publish|push|tweet|print|email|upload|export|clean|check|update|review|patch|set|turn|switch|lock|unlock|restart|reboot)$/;
/** A request to tell someone ("remind me to ...", "ping the team to ..."). */
const TELL_VERB = /^(?:remind|ping|nudge|tell|notify|alert)$/;
const TELL_WHOM = /^(?:me|us|them|you|everyone|everybody|[#@][a-z][\w.-]*)$/;
/** Small words inside a name: never last before the schedule. */
const SMALL = /^(?:the|a|an|our|my|your|their|for|of|to|and|with|about|re|&|in|into)$/;
/** Words of a correction or a change of mind ("sorry", "actually", "scratch that"). */
const TAKE_BACK =
  /^(?:sorry|soz|actually|wait|oops|scratch|correction|meant|er|erm|rather|instead|nevermind|never|change|changed|cancel|not|no)$/;
/** Determiners: a word after one is a noun ("the till", "the window"). */
const DETERMINER = /^(?:the|a|an|our|my|your|their)$/;
/** Schedule words that are also nouns, after a determiner. */
const NOUN_AFTER_DETERMINER = /^(?:till|window|hold|period)$/;

/** Words that start a schedule: the name stops before one. */
const SCHEDULE_START =
  /^(?:\d.*|@.*|every|each|on|at|daily|weekly|monthly|hourly|nightly|yearly|annually|weekdays?|weekends?|weeknights?|first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|from|starting|beginning|twice|once|noon|midnight|tonight|tomorrow|today|next|this|between|mid|end|start|in)$/;

/** Codes of letters and a number: "p60", "a380" (not "q4", "h1", "w12", "t1", "d3", "fy26", "kw12", nor "wd3", "bd5": a working or business day of the month). */
const LETTERS_NUMBER = /^(?!(?:q|h|w|wk|wd|bd|d|t|m|mo|y|yr|fy|cw|kw|s|hr|min|x|a|am|pm|at)\d)[a-z]{1,3}\d{1,4}$/;
/** Codes of a number and a letter: "4b", "12c" (not "7a", "4p", "2h", "3d", "5m", "2w", "3x", "1s", "2y"). */
const NUMBER_LETTER = /^\d{1,3}[bcefgijlnoqruvz]$/;
/** Letters parted by a slash ("wm/r", "p&l" is "&"): days by their letters are read as days elsewhere. */
const SLASHED_LETTERS = /^[a-z]{1,4}\/[a-z]{1,4}$/;
/** Nouns and verbs in "-ply", "-bly", "-mily" ("supply", "reply", "assembly", "family"): no adverbs of time. */
const NOUN_IN_LY = /^[a-z]{2,}(?:[^aeiou]ply|mbly|mily)$/;
/** Parts of the day, inside a name ("overnight ticket summary", "morning huddle notes"). */
const DAY_PART = /^(?:overnight|morning|evening|afternoon|night|midday|lunchtime|daytime)$/;
/** Parts of the year and terms, which the rest must give the dates of ("spring term:", "holiday coverage:"). */
// ("ramadan hours:", "lent rota:": a season of a faith's calendar moves from year to year: the rest gives its dates)
const PERIOD_WORD =
  /^(?:holidays?|spring|summer|autumn|fall|winter|semester|season|christmas|xmas|festive|ramadan|lent|advent|period)$/;
/** Ordinals before another word of a name ("good first issue", "1st shift handover"). */
const ORDINAL = /^(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)$/;
/** Words after an ordinal that make it a schedule's ("first thing", "first business day", "first week"). */
const ORDINAL_SCHEDULE = /^(?:thing|business|working|work|of|and|or|week|weekday|weekend|day|days|half|quarter|month)$/;
/** More words after an ordinal first that make it a schedule's ("first full week", "first workday", "first sunday"). */
const ORDINAL_FIRST_SCHEDULE =
  /^(?:full|whole|complete|calendar|trading|school|bank|banking|workday|workdays|weekdays|weekends|weeks|months|year|years|fortnight|time|run|hour|minute|light|two|three|four|five|few|couple|\d.*)$/;

const FREQUENCY: ReadonlyMap<string, Need> = new Map<string, Need>([
  ['quarterly', 'quarterly'],
  ['annual', 'yearly'],
  ['annually', 'yearly'],
  // the same in French, Italian, Spanish and Portuguese ("fermeture annuelle", "chiusura annuale", "cierre anual")
  ['annuel', 'yearly'],
  ['annuelle', 'yearly'],
  ['annuale', 'yearly'],
  ['anual', 'yearly'],
  ['yearly', 'yearly'],
  ['semi-monthly', 'semiMonthly'],
  ['semimonthly', 'semiMonthly'],
  ['twice-monthly', 'semiMonthly'],
  ['monthly', 'monthly'],
  // the same in Spanish, French, Italian and Portuguese ("informe mensual", "bilan mensuel", "report mensile")
  ['mensual', 'monthly'],
  ['mensuel', 'monthly'],
  ['mensuelle', 'monthly'],
  ['mensile', 'monthly'],
  ['mensal', 'monthly'],
  ['weekly', 'weekly'],
  // French "hebdo" ("point hebdo le lundi"; "mise à jour hebdo le 1er" is no monthly job's name)
  ['hebdo', 'weekly'],
  ['daily', 'daily'],
  ['eom', 'monthEnd'],
  ['eod', 'endOfDay'],
  ['cob', 'endOfDay'],
  ['end-of-day', 'endOfDay'],
]);

const FREQUENCIES: ReadonlySet<Need> = new Set<Need>([
  'quarterly',
  'yearly',
  'yearlyOrAgain',
  'semiMonthly',
  'monthly',
  'weekly',
]);

/** The words of a phrase as typed, each with its lower case form and place. */
function tokensOf(phrase: string): Token[] {
  const out: Token[] = [];
  for (const m of phrase.matchAll(/[^\s,;]+/g)) {
    const said = m[0].replace(/[:=]+$/, '');
    if (said === '') continue;
    const last = out[out.length - 1];
    if (last !== undefined && /[,;]/.test(phrase.slice(last.end, m.index)))
      out[out.length - 1] = { ...last, partedNext: true };
    out.push({ word: said.toLowerCase(), said, at: m.index, end: m.index + said.length });
  }
  // "DC: PDU power readings ...": a data centre, no clock of Washington's (dataCentreWords.ts)
  if (DATA_CENTRE_GATE.test(phrase)) {
    const words = out.map((t) => t.word);
    return out.map((t, i) => (t.word === 'dc' ? { ...t, word: dataCentreWord(phrase, words, i) } : t));
  }
  return out;
}

interface Name {
  /** The words set aside, as typed. */
  readonly words: string;
  /** The phrase without them (a request to tell someone keeps its verb and whom). */
  readonly rest: string;
  readonly needs: readonly Need[];
  /** The words of time among them ("quarterly", "PM"), as typed. */
  readonly timeWords: readonly string[];
  /** Whether a mark sets the name off ("Ward 4B:", "NFP friday ="). */
  readonly setOff: boolean;
  /** What the note calls the words. */
  readonly kind: 'name' | 'task' | 'tell';
}

/**
 * Whether `t` (at `i` of the name's words `ws`) may be part of a name, and what it needs the rest to say; null
 * when it may not. `setOff`: the name is set off by a mark.
 */
function wordNeeds(ws: readonly Token[], i: number, setOff: boolean, clockNext = false): Need[] | null {
  const t = ws[i] as Token;
  const prev = ws[i - 1];
  const next = ws[i + 1];
  const w = t.word;
  // a word before another word of the name, itself a name's word (not small, not of time)
  const nameNext = next !== undefined && !SMALL.test(next.word) && isAsideWord(next.word, next.said);
  const afterName = prev !== undefined && !SMALL.test(prev.word) && !/\d/.test(prev.word);
  // a correction, or a word that takes back what is said, is no name (corrections.ts)
  // "CRAC unit filter change reminder", "oil change log": "change" between words of the name is a thing, no change of mind
  const thingChange =
    w === 'change' && afterName && nameNext && isAsideWord((prev as Token).word, (prev as Token).said);
  if (TAKE_BACK.test(w) && !thingChange) return null;
  if (SMALL.test(w)) return next !== undefined ? [] : null;
  if (prev !== undefined && DETERMINER.test(prev.word) && NOUN_AFTER_DETERMINER.test(w)) return [];
  // "mother's day brunch reminder", "labor day bbq reminder": a day held every year, in a name (holidayNames.ts)
  const holiday = holidayNameNeeds(
    ws.map((x) => x.word),
    i,
    (k) =>
      ws[k] !== undefined &&
      !SMALL.test((ws[k] as Token).word) &&
      isAsideWord((ws[k] as Token).word, (ws[k] as Token).said),
  );
  if (holiday !== undefined) return [...holiday];
  // "DST explainer", "per diem rates", "go/no-go": a trade's term, no word of time (nameTradeTerms.ts)
  const term = tradeTermNeeds(
    ws.map((x) => x.word),
    i,
    (k) => ws[k] !== undefined && nameWordAt(ws, k),
  );
  if (term !== undefined) return term;
  // "end of financial year reminder", "exam week push notifications": an occasion's words (nameOccasions.ts)
  const occasion = occasionWordNeeds(
    ws.map((x) => x.word),
    i,
    (k) => ws[k] !== undefined && nameWordAt(ws, k),
  );
  if (occasion !== undefined) return occasion;
  const own = nounWordNeeds(ws, i, setOff) ?? thingWordNeeds(ws, i, setOff);
  if (own !== undefined) return own;
  // "bagel boil starts at 4:15", "real-time adherence nudge", "taproom happy hour post" (jobNameWords.ts)
  const job = jobNameWordNeeds(
    ws.map((x) => x.word),
    i,
    (k) =>
      ws[k] !== undefined &&
      !SMALL.test((ws[k] as Token).word) &&
      isAsideWord((ws[k] as Token).word, (ws[k] as Token).said),
    clockNext,
    (p) => isAsideWord(p, p) && !MEAL.test(p),
    setOff,
  );
  if (job !== undefined) return job;
  // "legal hold refresh", "till float reminder", "recurring gift report", "duty time limit check" (nameNounsOfTime.ts)
  const noun = nameNounNeeds(
    ws.map((x) => x.word),
    i,
    (k) =>
      ws[k] !== undefined &&
      !SMALL.test((ws[k] as Token).word) &&
      isAsideWord((ws[k] as Token).word, (ws[k] as Token).said),
  );
  if (noun !== undefined) return noun;
  // "last pickup reminder", "late checkout reminder", "same-day cutoff", "ramadan hours:" (nameAdjectivesOfTime.ts)
  const adjective = nameAdjectiveNeeds(
    ws.map((x) => x.word),
    i,
    (k) => ws[k] !== undefined && nameWordAt(ws, k),
  );
  if (adjective !== undefined) return adjective;
  // "confirm appointments by sms 6pm sun-thu": how the job tells, not by when (nameChannels.ts)
  if (
    byChannelAt(
      ws.map((x) => x.word),
      i,
      (k) => ws[k] !== undefined && nameWordAt(ws, k),
    )
  )
    return [];
  const frequency = FREQUENCY.get(w);
  // "annual leave": a holiday, not a year's
  if (frequency === 'yearly' && next?.word === 'leave') return null;
  if (frequency !== undefined) return [frequency];
  if (w === 'month' && next?.word === 'end') return ['monthClose'];
  if (w === 'end' && prev?.word === 'month') return ['monthClose'];
  if (w === 'month-end') return ['monthClose'];
  // Polish "zamknięcie miesiąca" (the month's close): as "month end" is
  if (/^miesi[ąa]ca$/.test(w) && /^zamkni[ęe]cie$/.test(prev?.word ?? '')) return ['monthClose'];
  // "close of business report 17:00": the end of the working day, as "COB" is
  if (closeOfBusinessAt(ws, i)) return ['endOfDay'];
  // "noon report 1200 UTC", "fleet noon report check 12:15": the report of noon, run in noon's hour
  if (w === 'noon' && nameNext) return ['noonHour'];
  // "intraday reforecast at 10, 13 and 16": within the day, so several runs a day
  if (w === 'intraday' && next !== undefined) return ['manyRuns'];
  if (PERIOD_WORD.test(w)) return ['period'];
  if (/^t\+\d$/.test(w)) return ['weekdaysOnly'];
  if (w === 'hours' && /^(?:office|business)$/.test(prev?.word ?? '')) return ['officeHours'];
  if (w === 'pm' && afterName && next !== undefined) return ['afternoon'];
  // ("baggage belt PM every 6 hrs from 0200": last, in capitals, a job's letters or the afternoon, either way said)
  if (t.said === 'PM' && afterName && next === undefined) return ['afternoon'];
  if (DAY_PART.test(w) && nameNext) return ['partSaid'];
  // "bin night:", "quiz night:": the evening of a job, last in a name set off
  if (DAY_PART.test(w) && setOff && next === undefined && afterName) return ['partSaid'];
  // "moving from the old depot ...", "scooter pickup from the river path every evening": where from, not when
  if (w === 'from' && next?.word === 'the' && ws[i + 2] !== undefined && nameWordAt(ws, i + 2)) return [];
  // (not before a comma: "lunch 12, dinner 7pm" is a list of runs, the first at noon)
  if (/^\d{1,2}$/.test(w) && afterName && nameNext && !t.partedNext) return ['plainTimes'];
  if (ORDINAL.test(w) && nameNext && !ORDINAL_SCHEDULE.test((next as Token).word)) return [];
  // "half-hour call 7pm", "30-minute standup 9am": how long the job lasts, where the rest says its times plainly (not
  // an interval: "30-minute check 9-5" may run every 30 minutes)
  if (NAME_LENGTH.test(w) && prev === undefined && nameNext) return ['plainTimes'];
  // "good first issue", "patch notes": not before a day ("good friday", "patch tuesday")
  if (
    (w === 'good' || w === 'patch' || w === 'boxing') &&
    next !== undefined &&
    !SMALL.test(next.word) &&
    weekdayOf(next.word) === undefined
  )
    return [];
  // "ski school roster", "memorial reading group": a word of a day's name before a thing's (nameQualifiers.ts)
  if (qualifierBeforeName(w, next?.word, nameNext)) return [];
  // "volunteer hours survey": hours of a name, beside a schedule of times
  if (w === 'hours' && afterName && (nameNext || (setOff && next === undefined))) return ['windowSaid'];
  // "store opening 9am", "market close 4pm": the time is said
  if (/^(?:opening|closing)$/.test(w) && afterName) return ['plainTimes'];
  // "post the weekly metrics in #growth": where it is posted
  if ((w === 'in' || w === 'to') && next !== undefined && /^[#@]/.test(next.word)) return [];
  // "bid window opens the 15th at 0800Z": the moment it opens is the time said (nameVerbsLast.ts)
  if (
    windowOpensLast(
      ws.map((x) => x.word),
      i,
    )
  )
    return ['plainTimes'];
  if (w === 'window' && afterName) return ['windowSaid'];
  if (w === 'all' && next?.word === 'hands') return [];
  if (w === 'cut-off' || w === 'cutoff') return [];
  // "HR", in capitals and first: human resources, not hours
  if (t.said === 'HR' && prev === undefined) return [];
  // "bell schedule:", "class times:", "crew sched:", "sched:": a heading set off, whose schedule follows it
  if (/^(?:schedule|times|timetable)$/.test(w) && setOff && next === undefined && afterName) return [];
  if (SCHEDULE_NOUN.test(w) && setOff && next === undefined && (afterName || prev === undefined)) return [];
  if ((w === 'days' || w === 'day') && setOff && afterName) return ['ownDays'];
  // a day in a name set off ("NFP friday = first friday of the month"): the rest runs on that day only
  const day = weekdayOf(w);
  if (day !== undefined && setOff && afterName) return [{ weekday: day }];
  if (LETTERS_NUMBER.test(w) || NUMBER_LETTER.test(w)) return [];
  // "jet A1 tank dip", "A4 paper restock": a capital A and a number, typed so, before another word of the name (in
  // lower case "a9" may be a slip of "at 9")
  if (/^A\d{1,3}$/.test(t.said) && nameNext) return [];
  if (SLASHED_LETTERS.test(w)) return ['ownDays'];
  if (NOUN_IN_LY.test(w) && nameNext) return [];
  // "bins out", "on-call changes over", "rota goes out": a verb's particle, last after a name's word
  if (PARTICLE.test(w) && next === undefined && afterName && isAsideWord((prev as Token).word, (prev as Token).said))
    return [];
  // "screen time off", "nap time over": a particle last after what a time is for
  if (PARTICLE.test(w) && next === undefined && prev?.word === 'time' && TIME_KIND.test(ws[i - 2]?.word ?? ''))
    return [];
  // "diwali sweets order", "christmas party": a holiday before a thing, where the rest says its date and year
  // ("xmas tree pickup jan 4-15 ...": or where the rest gives its first and last dates, nameBeforeDateSpan.ts)
  if (HOLIDAY_FIRST.test(w) && prev === undefined && nameNext) return ['datedOnceOrSpan'];
  // "koningsdag 27 april 2027 om 8 uur ...": a feast of another language first, where the rest says its date in full
  if (FEAST_WORD.test(w) && prev === undefined) return ['datedOnce'];
  // "flu jab booking": a word within a slip of a month's or day's short form ("jan"), where the date is said in full
  // "sub driver roster email every sunday": within a slip of a day's short form ("sun") only, not of a month's
  // ("mat": "may"), where the rest names its days itself (or says a date in full)
  // "SAR weather brief": letters of a trade typed in capitals, before a name's word, are no slip of "sat"
  // (three or four letters: "PM" says a half of the day)
  if (/^[a-z]{3,4}$/.test(w) && tradeCodeTyped(w, t.said) && nameNext) return [];
  if (shortFormSlipOnly(w) && nameNext && !MONTH_SHORT.some((m) => typoOf(w, m))) return ['daysNamedOrDated'];
  if (shortFormSlipOnly(w) && nameNext) return ['datedOnce'];
  // "the cat": a short word after a determiner is a noun, not a zone's letters
  if (prev !== undefined && DETERMINER.test(prev.word) && /^[a-z]{3,4}$/.test(w) && isAsideWord(w, t.said, true))
    return [];
  // "OT approval reminder": two capitals ending in "T" that are no zone's ("ET", "PT"), before a word of the name
  if (/^[A-Z]T$/.test(t.said) && !/^[ecmpahnuds]t$/.test(w) && resolveZoneWord(w) === null && nameNext) return [];
  // "grit bin refill", "van MOT check": a short word ending in "t" beside another word of the name, no zone's letters
  if (
    /^[a-z]{3,4}$/.test(w) &&
    w.endsWith('t') &&
    (nameNext || (afterName && next !== undefined)) &&
    !ZONE_LETTERS.test(w) &&
    resolveZoneWord(w) === null &&
    isAsideWord(w, w, true)
  )
    return [];
  // "school run", "school fees reminder": a kind of day's word before a thing (not "school days", "school nights")
  if (/^(?:school|bank|public)$/.test(w) && nameNext) return [];
  // "limpeza das bancadas": Portuguese "das" (of the) between words of the name (portugueseNameJoins.ts)
  if (
    w === 'das' &&
    afterName &&
    nameNext &&
    portugueseArticleAt(
      ws.map((x) => x.word),
      i,
    )
  )
    return [];
  // "soins à domicile", "mise à jour": French nouns made with "à", after a word of the name (frenchNameCompounds.ts)
  if (
    (w === 'à' || w === 'jour') &&
    frenchCompoundAt(
      ws.map((x) => x.word),
      i,
    ) &&
    (w === 'jour' || (afterName && isAsideWord((prev as Token).word, (prev as Token).said)))
  )
    return [];
  if (isAsideWord(w, t.said)) return [];
  // "cat room litter check", "surf camp breakfast bell": an English word spelled as a zone's or days' letters
  // (lettersAsWords.ts)
  const letters = letterWordNeed(w, t.said, nameNext);
  if (letters !== null) return letters === 'days' ? ['daysInWords'] : [];
  return jobWordNeeds(ws, i, setOff);
}

/**
 * Nouns a number after names one of ("line 3", "ward 4", "room 12", a ski area's "chair 4", "lift 2", a wind farm's
 * "turbine 14", a boiler house's "boiler 2"): the number is which one, not when.
 */
const NUMBERED_NOUN =
  /^(?:line|tier|ward|room|bay|gate|floor|level|phase|building|bldg|platform|track|lane|dock|station|unit|cell|pod|squad|cohort|grade|block|wing|lab|court|pitch|table|batch|version|chapter|module|lesson|step|section|part|aisle|site|plant|machine|press|oven|kiln|node|rack|shard|group|pump|tank|truck|van|bus|route|terminal|pier|berth|hangar|concourse|hole|store|branch|team|studio|stage|lot|kiosk|register|till|counter|desk|door|camera|sensor|printer|chair|chairlift|lift|gondola|turbine|generator|boiler|compressor|furnace|reactor|silo|tower|server|vessel|barge|crane|forklift|tractor|engine|kennel|paddock|greenhouse|cabin|villa|chalet)$/;
/** A temperature ("19°", "21.5°C"): no time. */
const TEMPERATURE = /^\d{1,3}(?:\.\d)?°[cf]?$/;
/** Words that name a day held before a day of the week ("patch tuesday", "black friday", "cyber monday"). */
const HOLIDAY_BEFORE_DAY =
  /^(?:patch|good|black|cyber|giving|super|easter|ash|shrove|fat|holy|maundy|blue|boxing|whit|palm|clean|spy|plough|mad|small|pancake)$/;
/** What a time measures, before "-time" ("wait-time", "lead-time"): how long, not when. */
const MEASURE_TIME = /^(?:wait|lead|response|queue|hold|load|travel|turnaround|cycle|dwell|handle|screen)-time$/;

/**
 * Words of a thing's name that other tests take for words of time, each with what the rest must say; undefined when
 * the word is none of them:
 * - a temperature ("thermostat to 19°"), letters around a slash with no day's letter ("A/B"), "all" before a name's
 *   word ("lock all doors"), "patch" before "the" ("patch the kiosks"), a measure of time ("wait-time"): nothing;
 * - a number after a noun it numbers ("line 3", "ward 4"): no bare hour beside it ("tier 2 rota ... at 1");
 * - a number first that is no clock, year or date ("1099 prep reminder"): times said plainly, on days of its own;
 * - "FY27", "year-end": a date said in full, with its year;
 * - "weekend" ("weekend crew:"): the rest runs on Saturdays or Sundays only;
 * - a day inside a name ("tax office Saturday opening announcement"), or set off ("Patch Tuesday prep call —"): the
 *   rest runs on that day only, and on one of its kind in the month after a day's name ("2nd Tuesday");
 * - "matchdays", "gameday": the rest's own days; "late-fee", "nightlight": times said plainly; "5S" in capitals
 *   before a name's word: no interval.
 */
function thingWordNeeds(ws: readonly Token[], i: number, setOff: boolean): Need[] | null | undefined {
  const t = ws[i] as Token;
  const prev = ws[i - 1];
  const next = ws[i + 1];
  const w = t.word;
  const nameNext = next !== undefined && !SMALL.test(next.word) && isAsideWord(next.word, next.said);
  if (TEMPERATURE.test(w)) return [];
  // (no bare hour beside it: "tier 2 rota posted fridays at 1")
  if (/^\d{1,3}$/.test(w) && prev !== undefined && NUMBERED_NOUN.test(prev.word)) return ['noBareHour'];
  if (prev === undefined && numberNoClock(w) && nameNext) return ['numberFirst'];
  // ("year-end party dec 18 7pm": this year's, or every year's? a date with its year says)
  if (/^fy\d{2}(?:\d\d)?$/.test(w) || w === 'year-end' || w === 'yearend') return ['datedOnce'];
  if (SLASHED_LETTERS.test(w) && !w.split('/').some(dayish)) return [];
  if (w === 'all' && nameNext) return [];
  if (w === 'patch' && next !== undefined && DETERMINER.test(next.word)) return [];
  if (MEASURE_TIME.test(w)) return [];
  if (w === 'weekend' && (setOff || nameNext)) return ['weekendOnly'];
  // "patch tuesday prep call": the day's name, where the day is the name's
  if (
    HOLIDAY_BEFORE_DAY.test(w) &&
    next !== undefined &&
    weekdayOf(next.word) !== undefined &&
    dayInName(ws, i + 1, setOff)
  )
    return [];
  const day = weekdayOf(w);
  if (day !== undefined && dayInName(ws, i, setOff)) {
    return HOLIDAY_BEFORE_DAY.test(prev?.word ?? '') ? [{ weekday: day, dated: true }] : [{ weekday: day }];
  }
  const kindOfDay = /^([a-z]{3,})days?$/.exec(w);
  if (kindOfDay !== null && DAY_KIND.test(kindOfDay[1] as string)) return ['ownDays'];
  const part = /^(?:late|early|pre|post)-([a-z]{3,})$/.exec(w) ?? /^(?:night|morning|evening)([a-z]{4,})$/.exec(w);
  // "pre-start meeting 0545 every day", "pre-show reminders 6:45pm": before the start of a shift, of a show
  if (
    part !== null &&
    (isAsideWord(part[1] as string, part[1] as string) || /^(?:pre|post)-(?:start|show|shift|open|close)$/.test(w))
  )
    return ['plainTimes'];
  if (DIGIT_CAPITAL.test(t.said) && nameNext) return ['noInterval'];
  if (dimensionsAt(ws, i)) return [];
  return undefined;
}

/** A period's noun after "of the", inside a name ("pie of the month", "word of the day"), and what it restates. */
const OF_THE_PERIOD: ReadonlyMap<string, Need> = new Map<string, Need>([
  ['day', 'daily'],
  ['week', 'weekly'],
  ['month', 'monthly'],
  ['year', 'yearly'],
]);
/** Things that are late, after "late-" ("late-delivery sweep", "late-payment notices"): what is late, not when. */
const LATE_THING =
  /^(?:deliver(?:y|ies)|payments?|fees?|invoices?|orders?|returns?|filings?|submissions?|shipments?|arrivals?|rent|bills?|loans?|assignments?|homework|claims?|notices?|books?)$/;
/** What names a day held every year, before "day" ("tax day", "earth day", "pi day"). */
const ANNUAL_DAY = /^(?:tax|earth|pi|arbor|groundhog|flag)$/;
/** Short forms of the trade the name tests take for a slip or a zone's letters ("NOC": "nov"; "DOT"). */
const TRADE_SHORT = /^(?:noc|dot)$/;
/** Words of what goes over or across a place, before its name ("pass over Svalbard"). */
const OVER_PLACE = /^(?:over|above|across)$/;
/** Words within a slip of a month's or a day's name that are words of their own ("jury": "july"). */
const REAL_WORD_NEAR_SLIP = /^(?:jury|match|dairy|junk|par)$/;

/**
 * Abbreviations of real time zones the zone reader does not take ("ART" Argentina, "CAT" Central Africa, "HAST"
 * Hawaii-Aleutian): never a name's word beside another zone, which would be a second clock.
 */
const ZONE_LETTERS =
  /^(?:art|brt|clt|cot|pet|bot|vet|gft|pyt|uyt|fnt|amt|cat|wat|eat|sast|wit|wib|wita|hast|hadt|chast|chadt|acwst|chut|pont|kost|gilt|mht|tvt|wakt|nrt|fjt|tot|sst|wet|west|eet|eest|msk|get|azt|irst|aft|pkt|npt|btt|mmt|ict|pht|bnt|myt|sgt|hkt|ulat|yakt|vlat|magt|pett|sakt|nct|vut|sbt|chst|lhst|nzst|nzdt|idlt|idt|ist|jst|kst|hst|akst|akdt|ast|adt|nst|ndt)$/;

/**
 * Words of a name that the name tests refuse, each read where it stands in a name; undefined when the word is none:
 * - a period after "of the" ("pie of the month announcement", "word of the day"): the rest says that frequency;
 * - "year" after a name's word ("bump the copyright year", "fiscal year close"), "day" after what names a day held
 *   every year ("tax day reminder april 15 9am": every year, as "annual" reads): the rest runs once a year;
 * - "late-" before a thing that is late ("late-delivery sweep"), "timer" after a name's word, a verb's particle
 *   between a name's word and a word for a job ("tablet off reminder"), words joined by "-to-" ("pole-to-pole
 *   call"), a road's code ("I-70"), capitals joined by "&" ("TT&C"), and, before a word of the name, short forms
 *   of the trade ("NOC shift handover", "DOT annual inspection") and words of their own within a slip of a month's
 *   name ("jury summons batch"): nothing;
 * - "early" or "late" first, before a word of the name ("early voting:", "late checkout reminder"): times said
 *   plainly;
 * - capitals ending in "T" no zone reader knows, before a word of the name ("SWIFT statement check ... Frankfurt"):
 *   the rest says its zone itself, so the capitals are no clock.
 */
function nounWordNeeds(ws: readonly Token[], i: number, setOff: boolean): Need[] | undefined {
  const t = ws[i] as Token;
  const prev = ws[i - 1];
  const next = ws[i + 1];
  const w = t.word;
  const named = (x: Token | undefined) =>
    x !== undefined && !SMALL.test(x.word) && !/\d/.test(x.word) && isAsideWord(x.word, x.said);
  const nameNext = named(next) || (next !== undefined && FREQUENCY.has(next.word));
  const last = next === undefined && setOff;
  const period = OF_THE_PERIOD.get(w);
  // (last before the schedule too: "story of the day at 11 in the morning", the rest saying that frequency)
  if (period !== undefined && prev?.word === 'the' && ws[i - 2]?.word === 'of' && (named(next) || next === undefined))
    return [period];
  // "send the week ahead list", "day-ahead price digest": what is sent, the rest saying that frequency
  const ahead = periodAhead(
    ws.map((x) => x.word),
    i,
    (k) => named(ws[k]),
  );
  if (ahead !== null) return [ahead];
  if (w === 'ahead' && /^(?:day|week|month)$/.test(prev?.word ?? '')) return [];
  // "crew scheduling lock", "sched change bulletin": what a schedule is, inside a name, before another of its words
  if (SCHEDULE_NOUN.test(w) && named(next)) return [];
  // "street sweeper schedule to council": a schedule sent, after a word of the name, before whom it goes to
  if (SCHEDULE_NOUN.test(w) && named(prev) && /^(?:to|for)$/.test(next?.word ?? '') && named(ws[i + 2])) return [];
  if (w === 'year' && named(prev) && (named(next) || next === undefined)) return ['yearly'];
  const late = /^late-([a-z]+)$/.exec(w);
  if (late !== null && LATE_THING.test(late[1] as string)) return [];
  if ((w === 'timer' || w === 'timers') && named(prev)) return [];
  if (PARTICLE.test(w) && named(prev) && next !== undefined && JOB_NOUN.test(next.word)) return [];
  const joined = /^([a-z]+)-to-([a-z]+)$/.exec(w);
  if (joined !== null && [joined[1], joined[2]].every((p) => isAsideWord(p as string, p as string))) return [];
  if (/^[a-z]-\d{1,3}$/.test(w) && !/^[qhwdtmysxa]-/.test(w) && t.said === t.said.toUpperCase()) return [];
  // "W-2 mailing day jan 29 2027": a form's code in capitals, whose letter is a unit of time elsewhere ("w-2" as
  // week 2): only where the date is said in full, with its year
  if (/^[a-z]-\d{1,3}$/.test(w) && t.said === t.said.toUpperCase() && named(next)) return ['datedOnce'];
  // "TT&C", "R&D", "Q&A": letters joined by "&", in capitals
  if (/^[A-Z]{1,3}&[A-Z]{1,3}$/.test(t.said)) return [];
  // "tax day reminder april 15 9am": a day held every year, on one date a year (said without its year: every year)
  if (w === 'day' && ANNUAL_DAY.test(prev?.word ?? '') && (named(next) || last)) return ['yearly'];
  if ((TRADE_SHORT.test(w) || REAL_WORD_NEAR_SLIP.test(w)) && nameNext) return [];
  // "pass over Svalbard", "flight across Greenland": what goes over a place, its name after the word, typed with a
  // capital; the rest names its zone ("over" before anything else may be a span: "over the weekend", "over Easter")
  if (
    OVER_PLACE.test(w) &&
    named(prev) &&
    next !== undefined &&
    /^\p{Lu}/u.test(next.said) &&
    (stationZone(next.word, next.word) ?? resolveZoneWord(next.word)) !== null
  )
    return ['zoneSaid'];
  // "mrs k house clean", "dr patel clinic": a title before a person's name or initial, and the initial after it
  if (HONORIFIC.test(w) && next !== undefined && (INITIAL.test(next.word) || named(next))) return [];
  if (INITIAL.test(w) && prev !== undefined && HONORIFIC.test(prev.word)) return [];
  // "backup /scratch", "rsync ~/photos": a path names a thing, not a time
  if (PATH.test(w) && prev !== undefined) return [];
  // (or an interval between two times said plainly: "late delivery sweep every 30 min 8am to 8pm": the window says
  // its hours)
  if ((w === 'early' || w === 'late') && prev === undefined && named(next)) return ['plainWindow'];
  // "museum late:", "gym early:": an opening of a place, last in a name set off, where the rest says its times
  // plainly
  // ("museum late opening:", "store early closing:": the same, said with what opens or closes late)
  const openingLast = next !== undefined && OPEN_CLOSE.test(next.word) && ws[i + 2] === undefined && setOff;
  if ((w === 'early' || w === 'late') && (last || openingLast) && named(prev)) return ['plainTimes'];
  // "brewery tour bookings", "sour program:": an English word of its own within a slip of a word of time ("hour"),
  // before another word of the name (not one near a day's or a month's name: "tune" may be "june")
  if (
    NEAR_WORDS.has(w) &&
    (nameNext || (last && named(prev))) &&
    isAsideWord(w, t.said, false, true) &&
    !nearDayOrMonth(w)
  )
    return [];
  // "hatchery egg turning every 4 hours", "ticket queue grooming mondays 10am": last before the schedule, after a
  // word of the name, where it is no single slip of a word of time ("ever": "every", "dally": "daily")
  if (
    NEAR_WORDS.has(w) &&
    next === undefined &&
    named(prev) &&
    isAsideWord(w, t.said, false, true) &&
    !nearDayOrMonth(w) &&
    !SCHEDULE_SLIP_WORDS.some((s) => editDistance(w, s, 1) <= 1) &&
    // ("store opening at 9": the opening's time, or a run at it? words of hours the grammar reads)
    !/^(?:open|opening|openings|close|closing|closes)$/.test(w)
  )
    return [];
  if (
    /^[A-Z]{3,5}$/.test(t.said) &&
    t.said.endsWith('T') &&
    resolveZoneWord(w) === null &&
    !ZONE_LETTERS.test(w) &&
    named(next)
  )
    return ['zoneSaid'];
  return undefined;
}

/** The names of days and months, whose slips a word near them may be ("tune": "june"). */
const DAY_AND_MONTH_NAMES =
  'sunday monday tuesday wednesday thursday friday saturday january february march april may june july august september october november december'.split(
    ' ',
  );

/** The months' short forms, whose slips ("mat": "may") a name's word may be only where the date is said in full. */
const MONTH_SHORT = 'jan feb mar apr may jun jul aug sep oct nov dec'.split(' ');

/** Whether `w` is within one edit of a day's or a month's name, or two of a long one. */
function nearDayOrMonth(w: string): boolean {
  return DAY_AND_MONTH_NAMES.some((d) => editDistance(w, d, d.length >= 7 ? 2 : 1) <= (d.length >= 7 ? 2 : 1));
}

/** Words of a schedule as a thing ("crew scheduling lock", "sched change bulletin"). */
const SCHEDULE_NOUN = /^(?:sched|schedule|schedules|scheduling)$/;
/** Titles before a person's name ("mrs k", "dr patel"). */
const HONORIFIC = /^(?:mr|mrs|ms|mx|dr|miss)\.?$/;
/** A person's initial, after a title ("mrs k"). */
const INITIAL = /^[a-z]\.?$/;
/** A path of files ("/scratch", "~/photos", "/var/log/"): each part led by a letter. */
const PATH = /^(?:~|\.{1,2})?(?:\/[a-z][\w.-]*)+\/?$/;

/** Whether a day's name at `ws[i]` is inside a name: after a word of it, and before another or set off. */
function dayInName(ws: readonly Token[], i: number, setOff: boolean): boolean {
  const prev = ws[i - 1];
  const next = ws[i + 1];
  if (prev === undefined || SMALL.test(prev.word) || /\d/.test(prev.word)) return false;
  if (setOff) return true;
  return (
    next !== undefined &&
    !SMALL.test(next.word) &&
    weekdayOf(next.word) === undefined &&
    (isAsideWord(next.word, next.said) || OPEN_CLOSE.test(next.word))
  );
}

/** A day's letter or short form ("m", "th", "tue"). */
function dayish(part: string): boolean {
  return /^(?:th|tu|sa|su|[mtwrfs])+$/.test(part) || weekdayOf(part) !== undefined;
}

/**
 * A number of three or four digits that reads as no clock ("311" is 3:11), no year ("2027") and no day of a month
 * ("1225", "3112"): "1099", "360".
 */
function numberNoClock(w: string): boolean {
  if (!/^\d{3,4}$/.test(w) || w.startsWith('0')) return false;
  const n = Number(w);
  const hour = Math.floor(n / 100);
  const minute = n % 100;
  if (hour <= 24 && minute < 60) return false;
  if (/^(?:19|20)\d\d$/.test(w)) return false;
  const a = Math.floor(n / 100);
  const b = n % 100;
  const date = (d: number, m: number) => d >= 1 && d <= 31 && m >= 1 && m <= 12;
  return !date(a, b) && !date(b, a);
}

/** Particles that end a name said with its verb ("bins out", "changes over", "kicks off"). */
const PARTICLE = /^(?:out|off|over|up)$/;
/** Holidays said first before a thing of theirs ("diwali sweets order", "christmas party"). */
const HOLIDAY_FIRST =
  /^(?:diwali|christmas|xmas|easter|eid|hanukkah|chanukah|passover|thanksgiving|halloween|ramadan|navratri|onam|pongal)$/;

/** Whether a word of "close of business" stands at `ws[i]`. */
function closeOfBusinessAt(ws: readonly Token[], i: number): boolean {
  const w = (k: number) => ws[k]?.word;
  switch (w(i)) {
    case 'close':
      return w(i + 1) === 'of' && w(i + 2) === 'business';
    case 'of':
      return w(i - 1) === 'close' && w(i + 1) === 'business';
    case 'business':
      return w(i - 2) === 'close' && w(i - 1) === 'of';
  }
  return false;
}

/** Words after "server" that make it a clock ("server time"), not a thing of a name. */
const SERVER_CLOCK = /^(?:time|clock|tz|zone|timezone|local|hours?)$/;

/**
 * Words of time or place that are a job's words where they stand in its name, each needing the rest to say what
 * it could say:
 * - "start" last, after a name's word, right before a clock ("sanitation crew start 11pm sun-thu"): the time said
 *   is the start's, said plainly;
 * - "server" before or after another word of the name, not before "time" ("KR server maintenance ... KST", "CN
 *   server daily reset 5am Beijing time"): whose clock is the server's is said by the zone the rest names, or, where
 *   none is said and the name holds no place or code of one ("server restart daily 4am"), the person's, with a note;
 * - "payday" ("payday sale on the nearest weekday to the 15th"): the rest runs on a day of the month, every month;
 * - "end of quarter", "quarter end", "quarter-end", "EOQ" ("end of quarter inventory: last day of mar jun sep dec"):
 *   the rest runs on the last day of four months three apart;
 * - "time" after a word of what is done then, before another word of the name ("kids' screen time cutoff
 *   reminder", "nap time alarm"): the rest says its times plainly (a bare hour is refused: bedtime is the evening);
 * - "day" after a word of what the day holds, before another word of the name ("snow day check", "game day post"),
 *   and "half" before "day" in a name set off ("half day fridays:"): the rest says its own days.
 */
function jobWordNeeds(ws: readonly Token[], i: number, setOff: boolean): Need[] | null {
  const t = ws[i] as Token;
  const prev = ws[i - 1];
  const next = ws[i + 1];
  const named = (x: Token | undefined) =>
    x !== undefined && !SMALL.test(x.word) && !/\d/.test(x.word) && isAsideWord(x.word, x.said);
  if (t.word === 'start' && next === undefined && named(prev)) return ['plainTimes'];
  if (t.word === 'server' && (named(prev) || (named(next) && !SERVER_CLOCK.test((next as Token).word))))
    return ['serverClock'];
  if (t.word === 'payday') return ['monthly'];
  if (quarterEndAt(ws, i)) return ['quarterly', 'monthEnd'];
  if (t.word === 'half' && setOff && /^days?$/.test(next?.word ?? '')) return ['ownDays'];
  // (last, or before a small word of the name: "story time tuesdays ...", "story time for the little ones ...")
  if (
    t.word === 'time' &&
    prev !== undefined &&
    TIME_KIND.test(prev.word) &&
    (named(next) ||
      next === undefined ||
      (SMALL.test(next.word) && ws[i + 2] !== undefined) ||
      (PARTICLE.test(next.word) && ws[i + 2] === undefined))
  )
    return ['plainTimes'];
  if ((t.word === 'day' || t.word === 'days') && prev !== undefined && DAY_KIND.test(prev.word) && named(next))
    return ['ownDays'];
  // "auction day reminders every saturday", "honey extraction day reminder jan 9": the day of a name's event, before
  // a word for a job, whose days the rest says
  if (t.word === 'day' && named(prev) && next !== undefined && JOB_NOUN.test(next.word) && ws[i + 2] === undefined)
    return ['ownDays'];
  // "remind residents about e-waste day on the last saturday ...": a day named last, whose days "on" says next; or a
  // date said in full with its year ("W-2 mailing day jan 29 2027 noon")
  if (t.word === 'day' && next === undefined && named(prev) && !HOLIDAY_BEFORE_DAY.test((prev as Token).word))
    return ['dayOnSaid'];
  return null;
}

/** What a day holds, before "day" ("snow day", "game day", "launch day"): no holiday's name. */
const DAY_KIND =
  /^(?:snow|field|game|sports|race|match|launch|release|demo|move|moving|sale|bin|bins|trash|garbage|recycling|laundry|delivery|market|training|inset|photo|picture|wash|half|brew|bake|baking|cleanup|clean-up)$/;

/** Whether a word of "end of quarter", "quarter end", "quarter-end" or "EOQ" stands at `ws[i]`. */
function quarterEndAt(ws: readonly Token[], i: number): boolean {
  const w = (k: number) => ws[k]?.word;
  switch (w(i)) {
    case 'eoq':
    case 'quarter-end':
    case 'quarter-close':
      return true;
    case 'end':
      return (w(i + 1) === 'of' && w(i + 2) === 'quarter') || w(i - 1) === 'quarter';
    case 'of':
      return w(i - 1) === 'end' && w(i + 1) === 'quarter';
    case 'quarter':
      return (w(i - 2) === 'end' && w(i - 1) === 'of') || w(i + 1) === 'end' || w(i + 1) === 'close';
    case 'close':
      return w(i - 1) === 'quarter';
  }
  return false;
}

/** The needs of every word of a name, or null when one of them may not be a name's. */
function needsOf(
  ws: readonly Token[],
  setOff: boolean,
  clockNext = false,
): { needs: Need[]; timeWords: string[] } | null {
  const needs: Need[] = [];
  const timeWords: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    // a place, in a word or three ("Bangalore team handover ... IST", "new york desk ..."): its clock must be the
    // zone the rest names
    // "GST filing reminder ... 10:00 IST", "Pacific islands check-in ... Fiji time": a name's own words
    const named = zoneWordInName(ws, i);
    if (named !== null) {
      needs.push({ zoneOrSaid: named });
      continue;
    }
    // "DC Mumbai: ...", "DC Frankfurt ...": "DC" right before a place is a data centre there, not Washington's clock
    if ((ws[i] as Token).word === 'dc' && placeAt(ws, i + 1) !== null) continue;
    // "Priya (Colombo) wants her batch ...": where a person is, in brackets after their name; its clock must be the
    // zone the rest names, as a place's in a name is
    const bracketed = /^\(([a-z\u00c0-\u024f][a-z\u00c0-\u024f.'-]+)\)$/.exec((ws[i] as Token).word);
    const inBrackets = bracketed === null || i === 0 ? null : resolveZoneWord(bracketed[1] as string);
    if (inBrackets !== null) {
      needs.push({ zone: inBrackets, bracketed: true });
      timeWords.push((ws[i] as Token).said);
      continue;
    }
    const place = placeAt(ws, i);
    if (place !== null) {
      needs.push({ zone: place.zone });
      timeWords.push(
        ws
          .slice(i, i + place.words)
          .map((t) => t.said)
          .join(' '),
      );
      i += place.words - 1;
      continue;
    }
    const n = wordNeeds(ws, i, setOff, clockNext);
    if (n === null) return null;
    needs.push(...n);
    if (n.length > 0) timeWords.push((ws[i] as Token).said);
  }
  return { needs, timeWords };
}

/** Words after a zone's word that make it a clock ("PT time", "Pacific standard"), not a name's. */
const CLOCK_AFTER = /^(?:time|times|zone|tz|timezone|standard|daylight|local|clock|hours?)$/;
/** Words of a region of the clock, which names use for other regions ("Pacific islands", "Central market"). */
const REGION_WORD = /^(?:pacific|atlantic|central|eastern|mountain)$/;

/**
 * A zone's letters typed in capitals ("GST", "PT") or a word of a region of the clock ("Pacific"), right before
 * another word of the name ("GST filing", "Pacific islands"): the zone it would be, or null. Its clock is the
 * rules' own, or the rest says its own zone ("GST filing reminder on the 11th monthly 10:00 IST": the zone said
 * with the clock is the one it runs on, the name's letters are a tax's).
 */
function zoneWordInName(ws: readonly Token[], i: number): string | null {
  const t = ws[i] as Token;
  const next = ws[i + 1];
  if (next === undefined || (!/^[A-Z]{2,5}$/.test(t.said) && !REGION_WORD.test(t.word))) return null;
  if (CLOCK_AFTER.test(next.word) || SMALL.test(next.word) || resolveZoneWord(next.word) !== null) return null;
  if (!/^[a-z][a-z-]*$/.test(next.word) || !isAsideWord(next.word, next.said)) return null;
  return resolveZoneWord(t.word);
}

/** A place named by the words from `ws[i]` (three at most), the longest first; null when none. */
function placeAt(ws: readonly Token[], i: number): { zone: string; words: number } | null {
  for (let n = Math.min(3, ws.length - i); n >= 1; n--) {
    const words = ws
      .slice(i, i + n)
      .map((t) => t.word.replace(/\u2019/g, "'"))
      .join(' ');
    // "st. john's", "kraków" too
    if (!/^[a-z\u00c0-\u024f][a-z\u00c0-\u024f .']+$/.test(words) || SMALL.test(words) || GREETING.test(words))
      continue;
    const zone = resolveZoneWord(words);
    if (zone !== null) return { zone, words: n };
  }
  return null;
}

const NAME_WORDS = 5;

/** A name said first in `phrase`, or null. */
export function leadingName(phrase: string, onThings = false): Name | null {
  // a phrase typed in capitals says nothing by them ("POST THE FLASH SALE REMINDER ...": no zone's letters)
  const tokens = tokensOf(phrase).map((t) => (phrase === phrase.toUpperCase() ? { ...t, said: t.word } : t));
  // set off by a colon or "=" ("Ward 4B: every night ...", "NFP friday = first friday of the month ..."), or by a
  // dash between spaces ("Patch Tuesday prep call — 2nd Tuesday of every month", "legal hold refresh - every month
  // on the 31st")
  const mark = /^\s*[^:=]{1,60}?(?<![\d\s])\s*(?::|\s=|\s[\u2014\u2013-])(?=\s)/.exec(phrase);
  if (mark !== null) {
    const set = setOffName(phrase, tokens, mark[0].length);
    // a dash may join what is no name: the words before it are then read as below
    if (set !== null || !/[\u2014\u2013-]$/.test(mark[0])) return set;
  }
  let i = 0;
  const salutation = SALUTATION.exec(phrase);
  if (salutation !== null) while (i < tokens.length && (tokens[i] as Token).at < salutation[0].length) i++;
  i = afterRequest(phrase, tokens, i);
  const first = tokens[i];
  if (first === undefined) return null;
  let kind: Name['kind'] = TASK_VERB.test(first.word) ? 'task' : 'name';
  let keep = '';
  // "remind me to open the till ...": the request keeps its verb and whom, what to tell is set aside
  // ("remind students of office hours ...", "remind the team the assignment is due ..."); whom is a person, a
  // channel, or a name's word after "the"
  // "tell the night crew at 21:45 ...": a group named by a part of the day is told; the request is what the job
  // does, its part of the day needing times said plainly
  const partOfDay = (j: number) =>
    DAY_PART.test(tokens[j]?.word ?? '') && tokens[j + 1] !== undefined && nameWordAt(tokens, j + 1);
  // "ping floor 12 every hour ...", "alert gate 3 at 05:40 daily": a numbered place told, right before the schedule,
  // is what the job does, as "check floor 12" is
  const numberedPlace = (j: number) =>
    NUMBERED_NOUN.test(tokens[j]?.word ?? '') &&
    /^\d{1,4}$/.test(tokens[j + 1]?.word ?? '') &&
    tokens[j + 2] !== undefined &&
    startsSchedule(tokens, j + 2);
  if (TELL_VERB.test(first.word) && partOfDay(tokens[i + 1]?.word === 'the' ? i + 2 : i + 1)) kind = 'task';
  else if (TELL_VERB.test(first.word) && numberedPlace(tokens[i + 1]?.word === 'the' ? i + 2 : i + 1)) kind = 'task';
  else if (TELL_VERB.test(first.word)) {
    let j = i + 1;
    if (tokens[j]?.word === 'the') j++;
    const whom = tokens[j];
    if (
      whom === undefined ||
      !(TELL_WHOM.test(whom.word) || isAsideWord(whom.word, whom.said)) ||
      SMALL.test(whom.word) ||
      startsSchedule(tokens, j)
    )
      return null;
    kind = 'tell';
    keep = `${phrase.slice(first.at, whom.end)} `;
    i = j + 1;
    // "remind me at 3 on friday": nothing to tell before the schedule, labels.ts reads it with its checks
    if (tokens[i] === undefined || startsSchedule(tokens, i)) return null;
  }
  const from = i;
  while (i < tokens.length && (!startsSchedule(tokens, i) || (onThings && i > from && onThingAt(tokens, i)))) i++;
  // "... rota goes out the 20th": "the" before the schedule is the schedule's; so is "for" ("... reboot wave for
  // Saturday 28 Nov")
  while (i > from && (tokens[i - 1] as Token).word === 'the') i--;
  const dayNext =
    i < tokens.length && (weekdayOf((tokens[i] as Token).word) ?? monthOf((tokens[i] as Token).word)) !== undefined;
  // (and "for" before a clock said plainly: "... cheque clearing report for 10:30 Toronto time")
  const clockNext = i < tokens.length && clockAt(tokens, i);
  const cut = (dayNext || clockNext) && i - 1 > from && (tokens[i - 1] as Token).word === 'for' ? i - 1 : i;
  // "the Vancouver masters swim group needs a reminder every ...": the request's words after whom it is for
  const words = withoutNeedWords(tokens.slice(from, cut));
  const stop = tokens[i];
  if (stop === undefined || words.length === 0) return null;
  // (a verb's particle last is no word of the name's count: "... survey goes out")
  // (nor a small word: "preventive maintenance ping for line 3", of eight words at most)
  const counted = words.filter(
    (t, k) =>
      !SMALL.test(t.word) &&
      !(onThings && t.word === 'on') &&
      !(
        k === words.length - 1 &&
        (PARTICLE.test(t.word) || startVerbLast(t.word) || /^(?:opens|closes)$/.test(t.word))
      ),
  );
  // (one more for a name that ends in a word for a job: "community council annual general meeting reminder"; what a
  // reminder is for, after it: "night auditor reminder to print the arrivals list", two words more)
  const jobLast = JOB_NOUN.test((words.at(-1) as Token).word);
  const toldWhat = words.some((t, k) => t.word === 'to' && k > 0 && REMINDER_WORD.test((words[k - 1] as Token).word));
  const most = NAME_WORDS + (kind === 'name' && !jobLast ? 0 : 1) + (toldWhat ? 2 : 0);
  if (counted.length > most || words.length > NAME_WORDS + 3) return null;
  const rest = phrase.slice(stop.at);
  // ("... sweep on open claims": "on" and the things after it are the name's; its other words are checked)
  const said = needsOf(
    onThings ? words.filter((t, k) => !(t.word === 'on' && words[k + 1] !== undefined)) : words,
    false,
    CLOCK_FIRST.test(rest),
  );
  if (said === null) return null;
  const needs = said.needs;
  // "e-waste day on the last saturday": a day named last is the name's only where "on" says its days
  if (needs.includes('dayOnSaid') && !/^on\s/i.test(rest) && !FULL_DATE_FIRST.test(rest)) return null;
  // "patch tuesday", "easter monday": a name right before a day said alone could make it another day
  const last = (words.at(-1) as Token).word;
  // (a frequency in the name makes the day or month the schedule's: "annual compliance attestation jan 15")
  const frequency = needs.some((n) => typeof n === 'string' && FREQUENCIES.has(n));
  // (nor does a day in its short form after a name of two words or more: "LinkedIn carousel Tue 08:00"; no day
  // held by name is said so)
  const shortDay = SHORT_DAY_NEXT.test(rest) && counted.length >= 2 && !HOLIDAY_BEFORE_DAY.test(last);
  if (
    DAY_OR_MONTH_NEXT.test(rest.toLowerCase()) &&
    kind === 'name' &&
    !frequency &&
    !shortDay &&
    !JOB_NOUN.test(last) &&
    !/[^s]s$/.test(last) &&
    !PARTICLE.test(last) &&
    !pluralThenVerbLast(words.map((t) => t.word)) &&
    !dateSpanFirst(rest) &&
    !dateOnceFirst(rest)
  )
    return null;
  return {
    words: phrase.slice((words[0] as Token).at, (words.at(-1) as Token).end),
    rest: `${keep}${rest}`,
    ...said,
    setOff: false,
    kind,
  };
}

/** A clock said plainly first in the rest ("at 4:15 a.m.", "22:30", "05:30 and 13:30", "7pm"). */
const CLOCK_FIRST =
  /^\s*(?:at\s+|@\s*)?(?:\d{1,2}(?:[:.]\d\d)?\s*[ap]\.?m\b|(?:[01]?\d|2[0-3])[:.]\d\d\b|(?:[01]\d|2[0-3])[0-5]\d\b)/i;
/** A date said first in full, with its year ("jan 29 2027", "29 jan 2027"). */
const FULL_DATE_FIRST =
  /^\s*(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?)\s+20\d\d\b/i;
/** Meals, which name a time of day ("lunch/dinner"). */
const MEAL = /^(?:breakfast|brunch|lunch|dinner|supper|tea|elevenses)$/;

/** A reminder, before "to" and what it is to remind of ("... reminder to print the arrivals list"). */
const REMINDER_WORD = /^(?:reminders?|nudges?|alerts?|prompts?)$/;

/** A day in its short form, first in the rest ("Tue 08:00"), not a day's whole name ("Tuesday"). */
const SHORT_DAY_NEXT = /^\s*(?:sun|mon|tues?|wed|thur?s?|fri|sat)\.?(?![a-z])/i;

/**
 * The first word after greetings and the words of a request from `tokens[i]` on: "Hello!", "Hi all,", "could you
 * please set", "can you schedule", "set up a reminder ...".
 */
function afterRequest(phrase: string, tokens: readonly Token[], i: number): number {
  let j = i;
  const greeting = (k: number) => GREETING.test((tokens[k] as Token).word.replace(/[!.]+$/, ''));
  // ("all" after a greeting: "Hi all,", "hello all")
  const greeted = (k: number) => greeting(k) || (ALL_OF_US.test((tokens[k] as Token).word) && k > i && greeting(k - 1));
  while (j < tokens.length && (greeting(j) || (j > i && ALL_OF_US.test((tokens[j] as Token).word) && greeting(j - 1))))
    j++;
  // ("hi all — could the bot ...": a dash after the greeting parts it from the request)
  if (j > i && j < tokens.length && /^[\u2014\u2013-]+$/.test((tokens[j] as Token).word) && greeted(j - 1)) j++;
  const at = tokens[j]?.at;
  if (at === undefined) return j;
  const request = REQUEST.exec(phrase.slice(at));
  if (request === null) return j;
  const end = at + request[0].trimEnd().length;
  while (j < tokens.length && (tokens[j] as Token).end <= end) j++;
  return j;
}

/** Whom a greeting is said to ("Hi all", "hey y'all"). */
const ALL_OF_US = /^(?:all|y'all|yall|guys|everybody|both)[!.]?$/;
/**
 * The words of a request before what it sets: "could you (please) set/schedule/create ...", or "set up / create /
 * add" before "a reminder", "an alert".
 */
const REQUEST =
  /^(?:(?:can|could|would|will)\s+(?:you|u|we|someone)\s+(?:(?:please|kindly|pls|plz)\s+)?(?:set\s+up|set|create|add|make|schedule|put\s+in|book)\s+(?=(?:a|an|the|our|my)\s)|(?:set\s+up|create|add)\s+(?=(?:a|an)\s+(?:reminder|alert|job|task|notification)\b))/i;

/** Whether `tokens[i]` is a clock said plainly ("10:30", "6.00 am", "7pm"). */
function clockAt(tokens: readonly Token[], i: number): boolean {
  const w = (tokens[i] as Token).word;
  if (CLOCK.test(w) || /^\d{1,2}[:.]\d\d(?:[ap]\.?m\.?)?$/.test(w)) return true;
  return /^\d{1,2}(?:[:.]\d\d)?$/.test(w) && /^[ap]\.?m\.?$/.test(tokens[i + 1]?.word ?? '');
}

/** Words of a request said after whom it is for ("... swim group needs a reminder"): no words of the name. */
const NEED_WORDS = /^(?:needs?|wants?|requires?|gets?)$/;
const NEEDED = /^(?:reminders?|reminding|nudges?|pings?|alerts?)$/;

/** `words` without a request said last ("needs a reminder", "need reminding"), where a name stands before it. */
function withoutNeedWords(words: readonly Token[]): readonly Token[] {
  const n = words.length;
  const last = words[n - 1];
  if (last === undefined || !NEEDED.test(last.word)) return words;
  const article = /^(?:a|an)$/.test(words[n - 2]?.word ?? '') ? 1 : 0;
  const verb = words[n - 2 - article];
  return verb !== undefined && NEED_WORDS.test(verb.word) && n - 2 - article > 0
    ? words.slice(0, n - 2 - article)
    : words;
}

/** A greeting of a letter or a call to a speaker first ("Good morning sir,", "Dear all,", "ok google"). */
const SALUTATION =
  /^\s*(?:(?:good\s+(?:morning|afternoon|evening)|dear)(?:\s+(?:sir|madam|ma'?am|all|team|everyone|colleagues))?\s*[,!.]|(?:ok|okay|hey|hi)\s+(?:google|siri|alexa)\b,?|alexa\b,?)/i;

/** A name set off by a mark ending at `end` of `phrase`, or null. */
function setOffName(phrase: string, tokens: readonly Token[], end: number): Name | null {
  const label = tokens.filter((t) => t.end <= end && !/^[\u2014\u2013-]$/.test(t.word));
  const words = label.filter((t) => !GREETING.test(t.word) || t !== label[0]);
  // (small words uncounted: "winter chain-law alert for the I-70 crews:", of eight words at most)
  const counted = words.filter((t) => !SMALL.test(t.word)).length;
  // (a word more where the name ends in a word for a job: "ski club race entries close reminder:")
  const most = NAME_WORDS + (JOB_NOUN.test(words.at(-1)?.word ?? '') ? 1 : 0);
  if (words.length === 0 || counted > most || words.length > NAME_WORDS + 3) return null;
  const head = (words[0] as Token).word;
  // ("weekend crew:": the weekend's, before a word of the name)
  const weekendOf = head === 'weekend' && words.length > 1;
  // ("weekly wrap -", "daily standup:": a frequency before a word of the name, which the rest must restate)
  const frequencyOf = FREQUENCY.has(head) && words.length > 1 && nameWordAt(words, 1);
  if (
    (SCHEDULE_START.test(head) &&
      !quarterEndAt(words, 0) &&
      !weekendOf &&
      !frequencyOf &&
      !endOfOccasionAt(
        words.map((x) => x.word),
        0,
        (k) => words[k] !== undefined && nameWordAt(words, k),
      )) ||
    SMALL.test((words.at(-1) as Token).word)
  )
    return null;
  const said = needsOf(words, true);
  if (said === null) return null;
  return {
    words: phrase.slice((words[0] as Token).at, (words.at(-1) as Token).end),
    rest: phrase.slice(end),
    ...said,
    setOff: true,
    kind: 'name',
  };
}

/** Whether a schedule starts at `tokens[i]`: a number inside a name ("tier 2 rota") does not. */
function startsSchedule(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i] as Token;
  const w = t.word;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  // "tax office saturday opening announcement", "patch tuesday prep call": a day between two words of a name
  if (
    weekdayOf(w) !== undefined &&
    before !== undefined &&
    (nameWordAt(tokens, i - 1) || HOLIDAY_BEFORE_DAY.test(before.word)) &&
    after !== undefined &&
    (nameWordAt(tokens, i + 1) || OPEN_CLOSE.test(after.word))
  )
    return false;
  // "5S audit": a code of a digit and a capital, before a word of the name
  if (codeAt(tokens, i)) return false;
  // "half-hour call", "30-minute standup": how long the job lasts, first before a word of the name
  if (
    NAME_LENGTH.test(w) &&
    (before === undefined || GREETING.test(before.word)) &&
    after !== undefined &&
    nameWordAt(tokens, i + 1)
  )
    return false;
  // "stream starting soon post": a notice's name
  if (w === 'starting' && after?.word === 'soon' && tokens[i + 2] !== undefined && nameWordAt(tokens, i + 2))
    return false;
  // a day or month, alone or first in a list or range ("tue/thu", "mon-fri")
  const head = w.split(/[/\-\u2013]/)[0] as string;
  if (weekdayOf(head) !== undefined || monthOf(head) !== undefined) return true;
  if (TEMPERATURE.test(w)) return false;
  // "line 3 every 4 hours", "ward 4 rounds": which line, before a word of the name or of the schedule (no month:
  // "room 12 dec 3" may be a date)
  if (
    /^\d{1,3}$/.test(w) &&
    before !== undefined &&
    NUMBERED_NOUN.test(before.word) &&
    after !== undefined &&
    (nameWordAt(tokens, i + 1) || NUMBER_THEN.test(after.word) || weekdayOf(after.word) !== undefined)
  )
    return false;
  // "1099 prep reminder": a number first that is no clock, year or date, before a word of the name
  if (
    numberNoClock(w) &&
    (before === undefined || GREETING.test(before.word)) &&
    after !== undefined &&
    nameWordAt(tokens, i + 1)
  )
    return false;
  if (!SCHEDULE_START.test(w)) return false;
  // "end of financial year reminder 30 june 2027 4pm": an occasion's name, first (nameOccasions.ts)
  if (
    w === 'end' &&
    (before === undefined || GREETING.test(before.word)) &&
    endOfOccasionAt(
      tokens.map((x) => x.word),
      i,
      (k) => tokens[k] !== undefined && nameWordAt(tokens, k),
    )
  )
    return false;
  // "weekend editor rota sat 0700": the weekend's job, first before a word of the name; the rest must run on
  // Saturdays or Sundays only (thingWordNeeds)
  if (
    w === 'weekend' &&
    (before === undefined || GREETING.test(before.word)) &&
    after !== undefined &&
    nameWordAt(tokens, i + 1)
  )
    return false;
  // "sanitation crew start 11pm", "generator start every day 1:45am": the start of a name's job, right before its
  // clock or its repeating schedule
  if (w === 'start' && startOfJob(tokens, i)) return false;
  // "in #growth": where, not when
  if ((w === 'in' || w === 'to') && /^[#@]/.test(tokens[i + 1]?.word ?? '')) return false;
  // "close the period in the ERP": where, before a word of a name after "the" (not "in the morning"); so "from the
  // river path" (not "from the 1st", "from the start of may") and "check new jobs on the agency portal" (not "on
  // the 5th", "on the hour")
  if (
    (w === 'in' || ((w === 'from' || w === 'on') && i > 0)) &&
    tokens[i + 1]?.word === 'the' &&
    tokens[i + 2] !== undefined &&
    nameWordAt(tokens, i + 2) &&
    !(w === 'on' && ON_THE_WHEN.test((tokens[i + 2] as Token).word))
  )
    return false;
  if (LETTERS_NUMBER.test(w) || NUMBER_LETTER.test(w)) return false;
  const prev = tokens[i - 1];
  // "noon report 1200 UTC": noon before a word of a name is the name's (its time is checked against the rest's)
  if (w === 'noon' && tokens[i + 1] !== undefined && nameWordAt(tokens, i + 1)) return false;
  const next = tokens[i + 1];
  // "send the weekly report", "weekly patch notes": a frequency first or after "the", before a word of the name
  if (
    FREQUENCY.has(w) &&
    // (or after a word of the name: "EAS weekly test reminder mondays", "ops monthly review ...")
    (prev === undefined ||
      DETERMINER.test(prev.word) ||
      GREETING.test(prev.word) ||
      nameWordAt(tokens, i - 1) ||
      /^[A-Z]{2,5}$/.test(prev.said)) &&
    next !== undefined &&
    !SMALL.test(next.word) &&
    (!SCHEDULE_START.test(next.word) || codeAt(tokens, i + 1)) &&
    weekdayOf(next.word) === undefined &&
    monthOf(next.word) === undefined
  )
    return false;
  // "first bell 7:50 weekdays", "second unit call 0700 sat": an ordinal first, before a word of the name that is no
  // word of a day's place in its month or year ("first monday", "first full week", "first workday", "first of")
  if (
    ORDINAL.test(w) &&
    (prev === undefined || GREETING.test(prev.word)) &&
    tokens[i]?.partedNext !== true &&
    next !== undefined &&
    !ORDINAL_SCHEDULE.test(next.word) &&
    !ORDINAL_FIRST_SCHEDULE.test(next.word) &&
    !SCHEDULE_START.test(next.word) &&
    weekdayOf(next.word) === undefined &&
    monthOf(next.word) === undefined &&
    nameWordAt(tokens, i + 1)
  )
    return false;
  // "last pickup reminder 4:15 pm mon to fri": "last" first, before a thing (nameAdjectivesOfTime.ts)
  const words = tokens.map((x) => x.word);
  if (w === 'last' && prev === undefined && nameAdjectiveNeeds(words, i, (k) => nameWordAt(tokens, k)) !== undefined)
    return false;
  // "tier 2 rota", "good first issue": a number or an ordinal between two words of a name (an ordinal not parted
  // from them by a comma: "rent due 1st, reminder at 9am" says the day)
  if (/^\d{1,2}$/.test(w) || ORDINAL.test(w)) {
    const between =
      prev !== undefined &&
      !(ORDINAL.test(w) && (prev.partedNext === true || tokens[i]?.partedNext === true)) &&
      !SMALL.test(prev.word) &&
      next !== undefined &&
      !SMALL.test(next.word) &&
      !SCHEDULE_START.test(next.word) &&
      weekdayOf(next.word) === undefined &&
      monthOf(next.word) === undefined &&
      !ORDINAL_SCHEDULE.test(next.word) &&
      isAsideWord(next.word, next.said);
    return !between;
  }
  return true;
}

/** Words after "on the" that start a day's rule, not a place ("on the nearest weekday", "on the following monday"). */
const ON_THE_WHEN =
  /^(?:nearest|closest|following|previous|preceding|prior|final|penultimate|same|usual|regular|coming|dot|top|half|odd|even|other|alternate)$/;

/** A code of a digit and a capital ("5S", "6S"), not a unit of time ("2H", "3D", "1W", "5M", "1Y", "4Q"). */
const DIGIT_CAPITAL = /^\d[A-CE-GI-LN-PR-VXZ]$/;

/** What a place does at a time, said in a name ("tax office saturday opening"): the time is the rest's. */
const OPEN_CLOSE = /^(?:opening|closing)$/;

/** Whether `tokens[i]` is a code of a digit and a capital ("5S") before a word of a name. */
function codeAt(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i];
  if (dimensionsAt(tokens, i)) return true;
  return t !== undefined && DIGIT_CAPITAL.test(t.said) && tokens[i + 1] !== undefined && nameWordAt(tokens, i + 1);
}

/** What is made or shown in two or three dimensions, after "2D" or "3D" ("3D printer", "3D scans", "2D designs"). */
const IN_DIMENSIONS =
  /^(?:print|printer|printers|printing|prints|model|models|modelling|modeling|scan|scans|scanner|scanners|scanning|render|renders|rendering|design|designs|cad|animation|animations|art|glasses|movie|movies|lab)$/;

/** Whether `tokens[i]` is "2D" or "3D" before a thing made or shown in them ("3D printer queue check"): no days. */
function dimensionsAt(tokens: readonly { word: string }[], i: number): boolean {
  const t = tokens[i];
  const next = tokens[i + 1];
  return t !== undefined && /^[23]d$/.test(t.word) && next !== undefined && IN_DIMENSIONS.test(next.word);
}

/** Words of a schedule that may follow a number naming a thing ("line 3 every 4 hours", "room 5 at 9"). */
const NUMBER_THEN = /^(?:every|each|on|at|daily|weekly|monthly|hourly|nightly|weekdays|weekends|this|next)$/;

/** Whether `tokens[i]` is a word of a name: no small word, no word that starts a schedule. */
function nameWordAt(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i] as Token;
  return (
    !SMALL.test(t.word) &&
    !SCHEDULE_START.test(t.word) &&
    weekdayOf(t.word) === undefined &&
    monthOf(t.word) === undefined &&
    isAsideWord(t.word, t.said)
  );
}

/**
 * A clock said with its half of the day or its minutes ("11pm", "7:30", "0600", "2215"); four digits that could be a
 * year ("2027", "1930") are no clock here.
 */
const CLOCK = /^\d{1,2}(?::\d\d)?\s*[ap]\.?m\.?$|^\d{1,2}:\d\d$|^(?:[01][0-8]|2[1-3])[0-5]\d$/;

/** Whether "start" at `tokens[i]` ends a name ("crew start 11pm"): after a name's word, right before a clock. */
function startOfJob(tokens: readonly Token[], i: number): boolean {
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  return (
    prev !== undefined &&
    next !== undefined &&
    !SMALL.test(prev.word) &&
    !SCHEDULE_START.test(prev.word) &&
    isAsideWord(prev.word, prev.said) &&
    (CLOCK.test(next.word) || START_THEN_EVERY.test(next.word))
  );
}

/** Words of a schedule that repeats, after a job's "start" ("generator start every day 1:45am"). */
const START_THEN_EVERY = /^(?:every|each|daily|nightly)$/;

/** A clock said as the person's or the place's own ("local", "our time"). */
const LOCAL = /\b(?:local|(?:my|our|your|their)\s+time)\b/i;

const MINUTES = (t: { hour: number; minute: number }) => t.hour * 60 + t.minute;
const WORKING_DAYS: readonly Weekday[] = [2, 3, 4, 5, 6];
/** The note of a bare hour read in the morning ("9" read as 9:00 AM). */
const BARE_HOUR_NOTE = /read as \d{1,2}:\d\d AM; say/;
/** The note of a range of two bare hours read in the day ("8 to 8" read as 8:00 AM to 8:00 PM). */
const HALVES_NOTE = /read as \d{1,2}:\d\d [AP]M to \d{1,2}:\d\d [AP]M/;
/** The same note's words: the hour as said, and the hour. */
const BARE_HOUR_WORDS = /^"([^"]+)" read as (\d{1,2}):\d\d AM; say/;

/** Whether `r` comes again without end: no single run, no dates bounding it. */
function comesAgain(r: LocalIntent): boolean {
  return r.maxOccurrences === null && r.startDate === null && r.endDate === null;
}

/** Whether `r` runs on one date only, said in full with its year in `rest`. */
function onceOn(r: LocalIntent, rest: string): boolean {
  return (
    (/\b20\d\d\b/.test(rest) || saysOnce(rest)) &&
    r.startDate !== null &&
    r.endDate !== null &&
    r.startDate.year === r.endDate.year &&
    r.startDate.month === r.endDate.month &&
    r.startDate.day === r.endDate.day
  );
}

/** Whether the rules read from the rest say what `need` says. */
function agrees(need: Need, rules: readonly LocalIntent[], rest: string): boolean {
  if (typeof need === 'object') {
    // the zone said, or the person's own where none is said, is the place's ("Sydney team handover 9am London":
    // two places, whose clock?)
    if ('zone' in need) return rules.every((r) => sameClockAllYear(r.zone.name, need.zone));
    // a zone's word in a name: the rules' clock, or a zone the rest says itself
    if ('zoneOrSaid' in need)
      return rules.every((r) => sameClockAllYear(r.zone.name, need.zoneOrSaid) || r.zone.said !== null);
    // "remembrance sunday wreath ring": that weekday of the month, a date said with its year on that weekday, or
    // dates in months the holiday is never held in ("... poppy order reminder oct 20": a day before it)
    if ('heldIn' in need)
      return rules.every(
        (r) =>
          ((r.days.kind === 'nth-weekday' || r.days.kind === 'last-weekday-in-month') &&
            r.days.weekday === need.weekday) ||
          (onceOn(r, rest) &&
            r.startDate !== null &&
            weekdayOfDay(r.startDate.year, r.startDate.month, r.startDate.day) === need.weekday) ||
          (!onceOn(r, rest) && r.months.kind === 'months' && r.months.months.every((m) => !need.heldIn.includes(m))),
      );
    // a day's name ("patch tuesday"): one of those days in the month, said ("2nd tuesday of every month")
    const dated = 'dated' in need;
    return rules.every(
      (r) =>
        (!dated && r.days.kind === 'weekdays' && r.days.days.length === 1 && r.days.days[0] === need.weekday) ||
        ((r.days.kind === 'nth-weekday' || r.days.kind === 'last-weekday-in-month') &&
          r.days.weekday === need.weekday) ||
        // "blue monday campaign jan 18 2027 7am": one run on a date said with its year, which falls on that day
        (dated &&
          onceOn(r, rest) &&
          r.startDate !== null &&
          weekdayOfDay(r.startDate.year, r.startDate.month, r.startDate.day) === need.weekday),
    );
  }
  return rules.every((r) => {
    const d = r.days;
    const m = r.months;
    const monthly = d.kind !== 'every-day' && d.kind !== 'weekdays';
    switch (need) {
      case 'quarterly': {
        if (m.kind === 'every-n-months') return m.every === 3;
        if (m.kind !== 'months' || m.months.length !== 4 || !monthly) return false;
        return m.months.every((x, k) => k === 0 || x - (m.months[k - 1] as number) === 3);
      }
      case 'yearly':
        // "annual fire drill 15 Jan 2027": this year's, once, on the date said in full (with a note)
        return (
          (m.kind === 'months' && m.months.length === 1 && monthly && r.maxOccurrences === null) || onceOn(r, rest)
        );
      case 'yearlyOrAgain':
        // "final payroll check 30 june", "final invoice run every friday 16:00": a date of the year, one date, or
        // runs the rest says come again ("every"); "final rehearsal saturday 10am" may be the coming one
        return (
          (m.kind === 'months' && m.months.length === 1 && monthly && r.maxOccurrences === null) ||
          onceOn(r, rest) ||
          (comesAgain(r) && saysItComesAgain(rest))
        );
      case 'semiMonthly':
        return d.kind === 'month-days' && d.days.length === 2 && m.kind === 'every-month';
      case 'monthly':
        return monthly && m.kind === 'every-month';
      case 'weekly':
        return d.kind === 'weekdays' && d.days.length === 1 && m.kind === 'every-month';
      case 'daily':
        return (d.kind === 'every-day' || (d.kind === 'weekdays' && d.days.length >= 5)) && m.kind === 'every-month';
      case 'monthEnd':
        return (
          (d.kind === 'month-days' && d.days.length === 1 && d.days[0] === 'last') || d.kind === 'last-weekday-of-month'
        );
      case 'monthClose':
        // "month-end finance models: run on the 1st, 2nd and 3rd": a month's close runs on its last day, or on the
        // first days of the next, each said, every month
        return (
          (d.kind === 'month-days' && d.days.length === 1 && d.days[0] === 'last') ||
          d.kind === 'last-weekday-of-month' ||
          (d.kind === 'month-days' && m.kind === 'every-month' && d.days.every((x) => typeof x === 'number' && x <= 5))
        );
      case 'endOfDay':
        return r.interval === null && r.times.length > 0 && r.times.every((t) => MINUTES(t) >= 15 * 60);
      case 'period':
        // "summer service check daily in june july august": the rest says its dates, or its months
        return (r.startDate !== null && r.endDate !== null) || (m.kind === 'months' && m.months.length < 12);
      case 'ownDays':
      case 'dayOnSaid':
        return d.kind !== 'every-day';
      case 'weekdaysOnly':
        return d.kind === 'weekdays' && d.days.every((x) => WORKING_DAYS.includes(x));
      case 'officeHours':
        return (
          d.kind === 'weekdays' &&
          d.days.every((x) => WORKING_DAYS.includes(x)) &&
          r.interval === null &&
          r.times.length > 0 &&
          r.times.every((t) => MINUTES(t) >= 8 * 60 && MINUTES(t) <= 18 * 60)
        );
      case 'plainTimes':
        // times said plainly, not an interval ("night shift check every 2 hours" may mean the night's hours only)
        return r.interval === null && r.times.length > 0 && !r.assumptions.some((a) => BARE_HOUR_NOTE.test(a));
      case 'afternoon':
        // "PM" as the afternoon or as a job's letters: either way the rest says its time, in the afternoon or with
        // "am" said
        return (
          !r.assumptions.some((a) => BARE_HOUR_NOTE.test(a)) &&
          (r.times.every((t) => MINUTES(t) >= 12 * 60) ||
            /\d\s*a\.?m\b/i.test(rest) ||
            // ("baggage belt PM every 6 hrs from 0200": a clock of the morning on the 24-hour clock, no "pm" said)
            (!/\d\s*p\.?m\b/i.test(rest) && /(?<![\d:.])0\d[:.]?[0-5]\d(?!\d)/.test(rest)))
        );
      case 'noInterval':
        return r.interval === null && r.times.length > 0;
      case 'zoneSaid':
        return r.zone.said !== null;
      case 'windowSaid':
        // "quiet hours check every 10 minutes between 22:00 and 06:00", "batch window: every 20 minutes from 8pm to
        // 6am": the hours of the name are said by the rest, as times or as an interval's window
        return r.interval === null ? r.times.length > 0 : r.interval.window !== null;
      case 'serverClock':
        // the zone said, or the person's own, read with a note (readLeadingName)
        return true;
      case 'noBareHour':
        return !r.assumptions.some((a) => BARE_HOUR_NOTE.test(a));
      case 'weekendOnly':
        // ("weekend on-call handoff fri 6pm and mon 8am": at its edges too, a Friday afternoon or evening, a Monday
        // morning, at times said plainly)
        return (
          d.kind === 'weekdays' &&
          (d.days.every((x) => x === 1 || x === 7) ||
            (r.interval === null &&
              r.times.length > 0 &&
              ((d.days.every((x) => x === 6) && r.times.every((t) => t.hour >= 12)) ||
                (d.days.every((x) => x === 2) && r.times.every((t) => t.hour < 12)))))
        );
      case 'numberFirst':
        return (
          d.kind !== 'every-day' &&
          r.interval === null &&
          r.times.length > 0 &&
          !r.assumptions.some((a) => BARE_HOUR_NOTE.test(a))
        );
      case 'topOfHour':
        // "top of the hour ID every hour at :00": runs on the hour, as the name says
        return r.interval !== null
          ? r.interval.unit === 'hour' && r.interval.atMinute === 0
          : r.times.length > 0 && r.times.every((t) => t.minute === 0);
      case 'noonHour':
        return r.interval === null && r.times.length > 0 && r.times.every((t) => t.hour === 12);
      case 'manyRuns':
        return r.interval !== null || r.times.length > 1;
      case 'datedOnce':
        return onceOn(r, rest);
      case 'daysInWords':
        return saysDaysInWords(rest);
      case 'datedOnceOrSpan':
        return onceOn(r, rest) || spansDates(r);
      case 'datedOnceOrWeek':
        // "exam week push notifications 7am dec 14-18": first and last dates at most seven days apart
        return (
          onceOn(r, rest) ||
          (spansDates(r) &&
            r.startDate !== null &&
            r.endDate !== null &&
            Date.UTC(r.endDate.year, r.endDate.month - 1, r.endDate.day) -
              Date.UTC(r.startDate.year, r.startDate.month - 1, r.startDate.day) <=
              6 * 86_400_000)
        );
      case 'daysNamedOrDated':
        return d.kind === 'weekdays' || onceOn(r, rest);
      case 'comesAgain':
        return comesAgain(r) && saysItComesAgain(rest);
      case 'plainWindow':
        // "late delivery sweep every 30 min 8am to 8pm": times said plainly, or an interval between two times said
        // so ("8 to 8" beside "late" may be the night's: refused)
        return (
          (r.interval === null ? r.times.length > 0 : r.interval.window !== null) &&
          !r.assumptions.some((a) => BARE_HOUR_NOTE.test(a) || HALVES_NOTE.test(a))
        );
      case 'partSaid':
        // "zoo night shift radio check every 2 hours from 8pm to midnight": times said plainly, or an interval whose
        // window says the hours
        return r.interval === null
          ? r.times.length > 0 && !r.assumptions.some((a) => BARE_HOUR_NOTE.test(a))
          : r.interval.window !== null && !r.assumptions.some((a) => BARE_HOUR_NOTE.test(a));
    }
    return false;
  });
}

/**
 * The rules of a phrase whose first words are a job's name the grammar could not set aside in place (see above), or
 * null when it has none, or the rest does not read, or does not say what the name's words say. `readRest` reads
 * the phrase without the name.
 */
export function readLeadingName(
  phrase: string,
  readRest: (rest: string, lead?: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const first = readLeadingNameOnce(phrase, readRest, false);
  if (first?.ok || !ON_THING_GATE.test(phrase)) return first;
  // "SLA breach sweep on open claims every 5 mins", "fridge temp log on ward 4 every 4 hours": what the job works on,
  // after "on", is the name's where the name stopped before it does not read
  const again = readLeadingNameOnce(phrase, readRest, true);
  return again?.ok ? again : first;
}

/** A cheap test for "on" before a word that may be a thing's ("on open claims", "on ward 4"), not "on the". */
const ON_THING_GATE = /\S\s+on\s+(?!the\b)[a-z]/i;

/** Words after "on" that make it a schedule's ("on alternate mondays", "on odd days", "on business days"). */
const ON_WHEN_NEXT =
  /^(?:alternate|alternating|odd|even|other|every|each|business|working|work|school|bank|public|trading|market|banking|week|weekday|weekend|non-working|off|call|duty|holidays?|days?)$/;

/**
 * Whether "on" at `tokens[i]` starts what a job works on or where ("on open claims", "on ward 4"), not a schedule:
 * before a word of a name that is no word of when ("on alternate mondays", "on business days").
 */
function onThingAt(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  return (
    (tokens[i] as Token).word === 'on' &&
    tokens[i - 1] !== undefined &&
    nameWordAt(tokens, i - 1) &&
    next !== undefined &&
    !ON_WHEN_NEXT.test(next.word) &&
    !ON_THE_WHEN.test(next.word) &&
    nameWordAt(tokens, i + 1)
  );
}

function readLeadingNameOnce(
  phrase: string,
  readRest: (rest: string, lead?: string) => Outcome<LocalIntent[]>,
  onThings: boolean,
): Outcome<LocalIntent[]> | null {
  const name = leadingName(phrase, onThings);
  if (name === null) return null;
  // "pump truck booked for the 3rd 7am": a booking's day is once, not every month's (labels.ts)
  if (BOOKED_LAST.test(name.words.trim().toLowerCase())) return null;
  // "daily mon-sat. sun 10am": "daily" alone, not set off, is no job's name but the schedule the rest did not read
  // with it
  if (!name.setOff && /^(?:daily|every\s*day|each\s+day)$/i.test(name.words.trim())) return null;
  // "DXB station check-in daily 03:00 local": the clock of the place in the name, or the person's? (letters of a
  // trade, "SAR weather brief ... local", are no place's)
  const code = placeCodeIn(`"${name.words.toLowerCase()}"`, phrase);
  if (LOCAL.test(name.rest) && ((code !== null && !tradeCodeTyped(code.toLowerCase(), code)) || namesPlace(name.words)))
    return null;
  let rest = name.rest;
  let read = readRest(rest, name.words.trim().toLowerCase());
  // "annual compliance attestation jan 15 at 10am": a date without its year, every year as the name says
  if (
    !read.ok &&
    (name.needs.includes('yearly') || name.needs.includes('yearlyOrAgain')) &&
    !/\b(?:every|each)\s+year\b|\byearly\b|\bannually\b/i.test(rest)
  ) {
    rest = `every year on ${rest.replace(/^\s*on\s+/i, '')}`;
    read = readRest(rest);
  }
  if (!read.ok) {
    // "arizona net 7pm MST wednesdays (no DST here)": the rest holds only on the place's clock (placeGoesBy.ts)
    const zones = name.needs.flatMap((n) => (typeof n === 'object' && 'zone' in n ? [n.zone] : []));
    const goesBy = zones.length === 1 ? readOnPlaceGoingBy(name.words, zones, rest, readRest) : null;
    if (goesBy === null || !goesBy.ok) return null;
    read = goesBy;
  }
  let rules = read.value;
  // "YYZ 6:30am weekdays": an airport's code, maybe, whose clock the time may be where no zone is said (labels.ts)
  if (placeCodeLike(name.words.trim()) && rules.every((r) => r.zone.said === null)) return null;
  // a place's clock must be the rules' zone, every place's ("Kigali and Nairobi teams: ... EAT"), unless the rest says
  // its zone with the clock: "call the Tokyo office and London office at 9am" (whose 9am?) is refused
  const places = name.needs.filter(
    (n): n is { readonly zone: string; readonly bracketed?: true } => typeof n === 'object' && 'zone' in n,
  );
  // "Kim (Seoul) report 9am JST daily", "Alex (London) report 9am daily" from Lisbon: where a person is, in brackets,
  // is the zone read itself, not one whose offsets happen to match it all year (whose clock is meant?)
  if (places.some((n) => n.bracketed === true && !rules.every((r) => r.zone.name === n.zone))) return null;
  const others = name.needs.filter((n) => typeof n !== 'object' || !('zone' in n));
  if (!others.every((n) => agrees(n, rules, rest))) return null;
  const zoneSaid = rules.every((r) => r.zone.said !== null);
  const read0 = rules;
  if (
    places.length > 0 &&
    (zoneSaid ? !places.some((n) => agrees(n, read0, rest)) : !places.every((n) => agrees(n, read0, rest)))
  ) {
    // "casablanca consulate: reminder 9am", "nuuk office standup 9am": a place in a name set off, or a place and a
    // site opening it, is where it runs (namePlace.ts)
    // "arizona net 7pm MST": the place goes by the abbreviation said all year (placeGoesBy.ts)
    const goesBy = zoneSaid
      ? readOnPlaceGoingBy(
          name.words,
          places.map((n) => n.zone),
          rest,
          readRest,
        )
      : null;
    const onPlace =
      goesBy ?? (name.setOff || placeOpensName(name.words) ? readOnNamePlace(name.words, rest, readRest) : null);
    if (onPlace === null || !onPlace.ok) return null;
    rules = onPlace.value;
  }
  // "dinner reminder every day at 7": a bare hour read in the morning beside words of the evening
  const bare = rules.flatMap((r) =>
    r.assumptions.flatMap((a) => {
      const m = BARE_HOUR_WORDS.exec(a);
      return m === null ? [] : [{ text: m[1] as string, hour: Number(m[2]) }];
    }),
  );
  if (halfOfDayClash(name.words.toLowerCase().split(/[^a-z-]+/), bare) !== null) return null;
  // "server restart daily 4am": the server's clock is not said; read on the person's, said so ("CN server ...": a
  // place's server keeps its place's clock, which must be said)
  const serverOwn = name.needs.includes('serverClock') && rules.some((r) => r.zone.said === null);
  if (serverOwn && (places.length > 0 || placeCodeIn(`"${name.words.toLowerCase()}"`, phrase) !== null)) return null;
  // "annual fire drill 15 Jan 2027": a date said in full with its year is one run
  const yearOnce =
    (name.needs.includes('yearly') || name.needs.includes('yearlyOrAgain')) &&
    rest === name.rest &&
    rules.every((r) => onceOn(r, rest));
  const said =
    name.kind === 'tell'
      ? `Read "${name.words}" as what to remind of, not as part of the schedule.`
      : name.kind === 'task'
        ? `Read "${name.words}" as what the job does, not as part of the schedule.`
        : `Read "${name.words}" as the job's name, not as part of the schedule.`;
  const words = name.timeWords.map((w) => `"${w}"`).join(', ');
  const restated =
    name.timeWords.length === 0
      ? ''
      : (name.needs.includes('datedOnce') ||
            name.needs.includes('datedOnceOrSpan') ||
            name.needs.includes('datedOnceOrWeek')) &&
          name.needs.length === 1
        ? rules.every((r) => spansDates(r))
          ? ` ${words} cannot change the days: the rest gives the first and last dates.`
          : ` ${words} cannot change the day: the date is said in full, with its year.`
        : rest === name.rest
          ? ` Its words of time or place (${words}) agree with the rest of the phrase.`
          : ` ${words} read as every year on the date said.`;
  const extra = [
    ...(serverOwn
      ? [
          `The times are read on ${(rules[0] as LocalIntent).zone.name} time, not a server's clock: say the zone (e.g. "UTC") if the server keeps another.`,
        ]
      : []),
    ...(yearOnce ? [`The date is said with its year, so it runs once: say "every year" if it should repeat.`] : []),
  ];
  const first = yearOnce ? `${said}` : `${said}${restated}`;
  return ok(rules.map((r, i) => (i === 0 ? { ...r, assumptions: [first, ...extra, ...r.assumptions] } : r)));
}
