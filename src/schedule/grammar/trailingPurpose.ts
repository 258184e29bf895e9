import type { ScheduleProblem } from '../problem.js';
import { resolveZoneWord } from '../zones.js';
import { arabiziTask } from './arabiziWords.js';
import { basqueTask } from './basqueWords.js';
import { bengaliTask } from './bengaliWords.js';
import { type IntentDraft, unparseable } from './draft.js';
import { dutchTask } from './dutchWords.js';
import { galicianTask } from './galicianWords.js';
import { greekTask } from './greekWords.js';
import { hindiTagalogTask } from './hindiTagalogWords.js';
import { indonesianTask } from './indonesianWords.js';
import { italianTask } from './italianWords.js';
import { japaneseTask } from './japaneseWords.js';
import { koreanTask } from './koreanWords.js';
import { isAsideWord, type Leftover, TIME_KIND } from './labels.js';
import { latvianTask } from './latvianWords.js';
import { malteseTask } from './malteseWords.js';
import {
  endsInEventVerb,
  eventNameWordBesideOneRun,
  periodNamedByItsDates,
  verbAsThingLast,
} from './namesSetOffLast.js';
import { northernMeetingTask } from './northernMeetingWords.js';
import { persianTask } from './persianWords.js';
import { pinyinTask } from './pinyinWords.js';
import { polishSwedishTask } from './polishSwedishTasks.js';
import { portugueseObjectWord, portugueseTask } from './portugueseTasks.js';
import { romanceTask } from './romanceTaskNouns.js';
import { slavicHeadFirstTask } from './slavicTaskNouns.js';
import { spanishTask } from './spanishTasks.js';
import { swahiliTask } from './swahiliWords.js';
import { tamilTask } from './tamilWords.js';
import { thaiTask } from './thaiWords.js';
import { turkishTask } from './turkishWords.js';
import { ukrainianTask } from './ukrainianLatinWords.js';
import { vietnameseTask } from './vietnameseWords.js';
import { escapeRegExp } from './words.js';

/**
 * What the task is for, said after its schedule: "... at 8am for the scrub inventory", "... 8am open the stall",
 * "... 7am, farmers market prep", "... 2300 (nursing shift changes)", "... 0300Z and 1500Z crew swap report". The
 * words are set aside, with a note, only when none of them could say when, and nothing in the way they stand could
 * make them part of the schedule:
 * - they come last, together, right after the schedule (no word between but "the", "a", a possessive, or a mark;
 *   "... 9am, thanks blah" is chat, not a purpose); only a frequency word that says what the schedule says may
 *   stand among them ("every day at 23:59 UTC send the daily ops summary", not "every weekday ... the weekly
 *   report");
 * - each is a name's word (`isAsideWord`: no digit, day, month, stem of time, zone's letters, modifier), or a small
 *   joining word ("of", "to", "for", "up");
 * - they are led by a verb of a task ("open the stall", "back up the PACS server"), by "for" ("for settlements"), or
 *   they end in a word for a thing done ("crew swap report", "farmers market prep", "pharmacy order cutoff"): a
 *   place the zone reader does not know ("every day at 9 vegas", "9am, boise") ends in no such word;
 * - said after "for", or last, they name no stretch of time ("for the conference", "(exam season)": while it lasts?);
 * - where the phrase names no zone, they name no group or place whose clock it may be ("for the Denver team",
 *   "call the Boise office"), and no word is capitalised as a place is ("for the Smith account" stays refused);
 * - no zone's letters stand right before words said without a mark ("5pm PT session": physical therapy?).
 */

/** Verbs that start what a task does ("open the stall", "pay the rent", "back up the server", "check the orders"). */
const TASK_VERB = new Set(
  (
    'open close check pay back water feed take call review update clean order submit file renew rotate restart ' +
    'reboot refresh pull walk print buy lock unlock collect empty charge test reconcile approve sign book prepare ' +
    'plan write draft restock stock count backup archive deploy ship upload download export import sync clear flush ' +
    'purge prune vacuum scan audit bill invoice text phone visit pick wash mop sweep tidy replace swap change ' +
    'inspect verify confirm collate compile publish post send run share push ping tell email notify alert message ' +
    'tweet file top log record read weigh measure grade mark sort load unload deliver drop fetch regen ' +
    'regenerate rebuild recalibrate calibrate flip give bring turn rerun reindex dedupe refill track monitor poll'
  ).split(' '),
);

/** Whether `before` (lower case) ends in a task's verb and its article ("... at 10 open the"): a title may follow. */
export function endsInTaskVerb(before: string): boolean {
  const m = /([a-z]+)\s+(?:(?:the|a|an|our|my|your|their)\s+)?$/.exec(before);
  return m !== null && TASK_VERB.has(m[1] as string);
}

/** Words a thing done ends in, beyond the names of jobs ("prep", "cutoff", "rota", "hand-in", "social"). */
const THING_LAST =
  /^(?:builds?|backups?|deploys?|deployments?|releases?|reports?|digests?|syncs?|exports?|imports?|cleanups?|reminders?|checks?|scans?|jobs?|tasks?|alerts?|emails?|posts?|resets?|refresh|rotation|dumps?|vacuum|reindex|snapshots?|updates?|summary|summaries|newsletters?|episodes?|standups?|meetings?|mtgs?|reviews?|surveys?|bulletins?|editions?|notes|tests?|suite|pipeline|etl|batch|purge|prune|audits?|invoices?|payroll|rollups?|roundups?|recaps?|announcements?|briefings?|(?:live)?streams?|drops?|promos?|warmer|crawl|scrape|ingest|migrations?|uploads?|downloads?|handovers?|handoffs?|hand-ins?|hand-offs?|kickoffs?|talks?|teasers?|banners?|roster|rotas?|calls?|huddles?|lessons?|class|classes|practices?|services?|rounds|shifts?|changes|meds|check-ins?|checkins?|prep|cutoffs?|cut-offs?|swaps?|locks?|rolls?|rollovers?|archives?|countdown|socials?|drinks|lunch|breakfast|dinner|walks?|runs?|inventory|inventories|settlements?|maintenance|committee|orientation|induction|training|drills?|inspections?|patrols?|pings?|sign-offs?|signoffs?|approvals?|payments?|payouts?|rent|bills?|orders?|deliveries|delivery|pickups?|collections?|cleaning|chores?|duty|duties|feeding|watering|stretch|workout|sessions?|classes|quiz|nets?|choirs?|rehearsals?|catch-up|catchups?|one-on-ones?|1:1s?|demo|demos|retro|retros|planning|grooming|triage|sweep|tidy|clean|wash|reconciliation|accruals?|filings?|returns?|renewals?|close-out|closeout|nudge|ping|check|prep|docs|files|logs|push|pushes|rollouts?|polls?|briefs?|debriefs?|post-mortems?|postmortems?|wrap-ups?|walk-throughs?|walkthroughs?|run-throughs?|dedupe|signs?|restarts?|auto-start|autostart|reboots?|ap[ée]ros?)$/;

/** Words of a thing done with the endings of nouns of doing ("maintenance", "settlements", "inspection"). */
const THING_ENDING = /(?:ments?|ances?|ences?|tions?|sions?|ness|tory|tories)$/;

/** A device's setting to start by itself ("the mixer auto-start"): a thing, whose "start" says no time. */
const AUTO_START = /^auto-?start$/;

/**
 * A task's verb said as the doing of it ("line-haul tracking", "queue polling", "log shipping"), after another
 * word: alone, "reading" may be a place.
 */
function doing(w: string): boolean {
  if (!w.endsWith('ing') || w.length < 6) return false;
  const stem = w.slice(0, -3);
  return (
    TASK_VERB.has(stem) ||
    TASK_VERB.has(`${stem}e`) ||
    (stem.at(-1) === stem.at(-2) && TASK_VERB.has(stem.slice(0, -1)))
  );
}

/** A stretch of time a purpose may name instead: said last, or after "for", the task may be meant to last it. */
export const STRETCH = new Set(
  (
    'advent lent term terms semester semesters trimester season seasons sprint sprints vacation vacations break ' +
    'breaks recess conference conferences trip trips fair festival festivals tournament tournaments exam exams ' +
    'finals launch campaign sale sales rest remainder duration while awhile ever forever always life long ' +
    'foreseeable ages stint cycle shutdown closure outage freeze blackout lockdown strike project hols hol leave ' +
    'trial pilot interim meantime rush peak period periods phase phases stage stages spell'
  ).split(' '),
);

/** Stretches that are things done, not times of the year ("tyre pressure campaign", "recycling drive"). */
const CAMPAIGN = new Set('campaign campaigns drive drives project projects pilot pilots trial trials'.split(' '));

/** Words that say whether the task runs at all, which no schedule can hold ("weather permitting", "(paused)"). */
export const CONDITION = new Set(
  (
    'weather permitting depending rain raining snow paused suspended cancelled canceled stopped disabled inactive ' +
    'postponed moved moving move changed rescheduled reschedule postpone shifted tentative tbc tbd pending unless ' +
    'while optional single adhoc ad-hoc hoc'
  ).split(' '),
);

/** Groups and places whose clock a time said for them may be ("for the Denver team", "handover to APAC"). */
const CLOCK_OWNER = new Set(
  (
    'team teams office offices crew crews staff folks people group groups desk desks branch branches store stores ' +
    'site sites region regions customers clients users side hq crowd east west north south coast city town ' +
    'country apac emea amer amers latam na eu us uk asia europe america americas africa oceania anz ' +
    'mena nordics dach benelux'
  ).split(' '),
);

/** Groups of people, not places, whose thing a purpose may name ("crew practice", "staff training"). */
const GROUP = new Set('team teams crew crews staff folks people group groups'.split(' '));

/** Events of a market or a place, each at its own clock ("after the US close", "for the NY open"). */
const MARKET_EVENT = new Set('close closing open opening fix bell auction'.split(' '));

/** Short codes of places the zone reader may not know ("NY", "SF", "LDN"): whose clock? */
const PLACE_CODE = new Set(
  (
    'ny nyc la sf dc hk sg kl atl chi bos sea pdx phx den dal hou mia lon ldn par ber ams fra syd mel bne akl tyo ' +
    'tok sel bkk jkt mnl del bom blr dxb sfo lax jfk ord lhr cdg nrt hnd sin icn pek pvg yyz yvr yul mex gru eze ' +
    'jnb cpt nbo cai ist mow zrh gva mad bcn lis dub edi'
  ).split(' '),
);

/** Short forms of the trade typed in capitals, which name no place ("CI", "QA", "HR", "PR"). */
/** Whether `word`, typed as `said`, is letters of a trade in capitals ("SAR", "HVAC"): no slip of a day's name. */
export function tradeCodeTyped(word: string, said: string): boolean {
  return TRADE_CODE.has(word) && /^[A-Z]{2,4}$/.test(said);
}

const TRADE_CODE = new Set(
  'ci cd qa hr pr it ux ui pm ops dev api db sla kpi okr etl crm erp seo vat sms faq cdn dns ssl tls vpn aws gcp csv pdf moc pos p l gps cdr sar iot hvac cctv nas ups gpu cpu ssd'.split(
    ' ',
  ),
);

/** Small joining words of what a task does or is for ("pay the rent for the unit", "rollover of the archive"). */
const JOINING = new Set('of to for with about and up out down into from my our your their his her its'.split(' '));

/** What may stand between the schedule and its purpose: a mark, "the", "a", a possessive. */
// ("... every night run the track report": "run", which the reader passes over, says what follows is what runs)
const GAP = /^[\s,;:(|\u2014\u2013-]*(?:run\s+)?(?:(?:the|a|an|our|my|your|their)\s+)?$/;
/** A mark that sets the purpose off from the schedule. */
const MARK = /[,;:(|\u2014\u2013]|\s-\s|\s-$/;
/** A word of a zone's letters right before words said without a mark ("5pm PT session", "7am CAT scan"). */
const ZONE_LETTERS_LAST = /\b[a-z]{1,3}t\s*$/;
/** A time owning a thing ("next week's rota", "today's orders", "the month's invoices"). */
const TIME_OWNER =
  /^(?:today|tomorrow|tonight|yesterday|day|week|weekend|month|quarter|year|morning|evening|night|shift)'s$/;

/** Times said as what a thing is about ("week-ahead", "next-day", "same-day"): which thing, not when. */
const ABOUT_TIME = /^(?:(?:day|week|month|year|quarter)-ahead|(?:next|same|following)-day)$/;

/** A word capitalised as a place's name is, typed after the schedule ("for the Boise team"). */
const CAPITALISED = /^[A-Z][a-z]/;

const MOST_WORDS = 8;

/**
 * The words left unread (`leftovers`), set aside as the task's purpose where they may be (see above): the note to
 * say so, or null. `text` is the phrase normalised, `masked` the same with the words read blanked, `said` the phrase
 * as typed, `zoneSaid` whether the phrase names its zone.
 */
/** Hindi "nahi" (not) and a Hindi verb said last ("chalana": run, "bhejo": send, "kar do": do, "dilana": remind). */
const HINDI_NOT = /^(?:nahi|nahin|nahee)$/;
const HINDI_VERB = /^(?:chala\p{L}*|kar\p{L}*|bhej\p{L}*|dila\p{L}*)$/u;

export function purposeAside(
  text: string,
  masked: string,
  leftovers: readonly Leftover[],
  said: string,
  draft: IntentDraft,
): string | null {
  const zoneSaid = draft.zone !== null || draft.ownZone !== null;
  const first = leftovers[0];
  const last = leftovers.at(-1);
  if (first === undefined || last === undefined || leftovers.length > MOST_WORDS) return null;
  const isRead = (i: number) => masked[i] === ' ' && text[i] !== ' ' && text[i] !== undefined;
  const end = last.at + last.word.length;
  // nothing read after the words, but the zone said last, set off ("..., publish the news podcast, Karachi")
  const zoneLast = draft.zone?.said ? zoneSetOffLast(draft.zone.said).test(text.slice(end)) : false;
  if (!zoneLast) for (let i = end; i < text.length; i++) if (isRead(i)) return null;
  // nothing read among them but a frequency word
  for (let k = 1; k < leftovers.length; k++) {
    const prev = leftovers[k - 1] as Leftover;
    const from = prev.at + prev.word.length;
    const to = (leftovers[k] as Leftover).at;
    let read = false;
    for (let i = from; i < to; i++) if (isRead(i)) read = true;
    // one chunk: no mark inside ("... 4pm NY, options roll": "NY" is not the purpose's)
    if (/[,;:()|\u2014\u2013]|\s-\s/.test(text.slice(from, to))) return null;
    if (
      read &&
      !restates(
        text
          .slice(from, to)
          .replace(/\b(?:the|a|an|of|and)\b/g, ' ')
          .trim(),
        draft,
      )
    )
      return null;
  }
  // right after the schedule
  let lastRead = first.at - 1;
  while (lastRead >= 0 && !isRead(lastRead)) lastRead--;
  if (lastRead < 0) return null;
  const gap = text.slice(lastRead + 1, first.at);
  const setOff = MARK.test(gap);

  const words = leftovers.map((l) => l.word);
  // Hindi "nahi" (not), or "mat", "na" before a verb: "backup nahi chalana" says the thing is not done, no purpose
  if (words.some((w, i) => HINDI_NOT.test(w) || (/^(?:mat|na)$/.test(w) && HINDI_VERB.test(words[i + 1] ?? ''))))
    return null;
  const typed = leftovers.map((l) => typedAs(l, said));
  const lead = words[0] as string;
  const verb = TASK_VERB.has(lead);
  const forWhat = lead === 'for';
  const content = words.slice(verb || forWhat ? 1 : 0);
  // "... at 7 and log it": what is done then, joined to the schedule by "and" before its verb
  // "0545 every day on the rig", "6am daily at the depot": where it runs, last after "on the", "at the", "in the"
  const where = placeLast(gap, words, typed);
  if (!GAP.test(gap) && !(verb && /^\s+and\s+$/.test(gap)) && !where) return null;
  // "log it", "file them": a verb and the thing it is done to, said by a pronoun, last
  const pronoun = verb && content.length === 0 && /^\s+(?:it|them)\s*[.!]*\s*$/.test(text.slice(end));
  if (!pronoun && (content.length === 0 || content.every((w) => JOINING.has(w)))) return null;
  const lastWord = words.at(-1) as string;
  if (JOINING.has(lastWord)) return null;
  for (let k = verb || forWhat ? 1 : 0; k < words.length; k++) {
    const w = words[k] as string;
    if (CONDITION.has(w) || MARKET_EVENT.has(w)) return null;
    // a group first before a thing done is whose thing, not whose clock ("for crew practice", "for staff training")
    const ownersThing =
      GROUP.has(w) &&
      k === (verb || forWhat ? 1 : 0) &&
      words[k + 1] !== undefined &&
      THING_LAST.test(words[k + 1] as string);
    if (
      !zoneSaid &&
      !ownersThing &&
      (CLOCK_OWNER.has(w) || PLACE_CODE.has(w) || /^[A-Z]{2,3}$/.test(typed[k] as string))
    ) {
      if (!TRADE_CODE.has(w)) return null;
    }
    if (forWhat && STRETCH.has(w)) return null;
    if (JOINING.has(w)) continue;
    // a word of frequency or a window that says what the schedule says ("for the annual filing" on a date a year)
    if (restates(w, draft)) continue;
    // "the workout of the day" beside one run a day: which day's thing, the day it runs
    if (w === 'day' && k >= 2 && ofTheDay(text, leftovers, k) && oneRunADay(draft)) continue;
    // "toddler rhyme time", "story time": the time of a thing done, last, beside times said plainly
    if (w === 'time' && activityTime(words, k, draft)) continue;
    // a time owning the thing done, after its verb or "for": which thing, not when ("post next week's rota")
    const next = words[k + 1];
    const object = (verb || forWhat) && next !== undefined && !JOINING.has(next);
    if (object && TIME_OWNER.test(w)) continue;
    // a time said as what the thing is about, before it ("for the week-ahead email", "for next-day start")
    if (object && ABOUT_TIME.test(w)) continue;
    if (object && /^(?:next|this|last)$/.test(w) && TIME_OWNER.test(next)) continue;
    // "regar as plantas", "fechar o mês": the article and the time a Portuguese verb of a task is done to
    if (portugueseObjectWord(words, k)) continue;
    // "0445 mon-fri: first train prep call": an ordinal before a word of the thing, beside clocks said plainly
    if (ORDINAL_FIRST.test(w) && ordinalOfThing(words, typed, k, draft)) continue;
    // letters of a trade typed in capitals ("SAR buoy poll") are no slip of a day's short form ("sat")
    const tradeCode = TRADE_CODE.has(w) && /^[A-Z]{2,4}$/.test(typed[k] as string);
    // "...: summer timetable starts" beside one dated run: an event's name (namesSetOffLast.ts)
    if (eventNameWordBesideOneRun(words, k, setOff, draft)) continue;
    // "... from feb 1 to mar 19 (ramadan hours)": the stretch the dates bound (namesSetOffLast.ts)
    if (periodNamedByItsDates(words, setOff, draft)) continue;
    if (!isAsideWord(w, typed[k] as string) && !(verb && w === 'server' && k > 1) && !AUTO_START.test(w) && !tradeCode)
      return null;
    // a place's name as typed, not first in the phrase
    if (!zoneSaid && CAPITALISED.test(typed[k] as string) && said.trimStart().indexOf(typed[k] as string) > 0)
      return null;
  }
  // a stretch named last may be how long the runs go on, unless the schedule says its end itself, set off and named
  // by more than the stretch's word ("till the end of feb, tyre pressure campaign"): the campaign is what runs
  const stretchNamed =
    draft.endDate !== null && setOff && !forWhat && !verb && words.length > 1 && CAMPAIGN.has(lastWord);
  if (STRETCH.has(lastWord) && !stretchNamed) return null;
  // not led by a verb, the words end in a thing done: no place does (where the zone is said, a thing done may
  // come first: "handover to APAC")
  const thing = (w: string) => THING_LAST.test(w) || THING_ENDING.test(w) || (words.length > 1 && doing(w));
  // ("for the crypto desk" where the zone is said: whose clock it is, the phrase says)
  // (no word before it names a place or a region: "for the apac desk" beside Pacific is another reader's to weigh)
  const ownerFor =
    forWhat &&
    zoneSaid &&
    CLOCK_OWNER.has(lastWord) &&
    !GROUP_OWNER_ONLY.has(lastWord) &&
    content
      .slice(0, -1)
      .every(
        (w, k) =>
          !CLOCK_OWNER.has(w) &&
          !PLACE_CODE.has(w) &&
          resolveZoneWord(w) === null &&
          !CAPITALISED.test(typed[k + 1] as string) &&
          !/^[A-Z]{2,}$/.test(typed[k + 1] as string),
      );
  if (
    !verb &&
    !where &&
    !thing(lastWord) &&
    !verbAsThingLast(words, setOff, verb, (w) => TASK_VERB.has(w)) &&
    !endsInEventVerb(words, setOff, draft) &&
    !periodNamedByItsDates(words, setOff, draft) &&
    !(lastWord === 'time' && activityTime(words, words.length - 1, draft)) &&
    !ownerFor &&
    !(stretchNamed && STRETCH.has(lastWord)) &&
    !restates(lastWord, draft) &&
    !(zoneSaid && content.some(thing)) &&
    !indonesianTask(words) &&
    !japaneseTask(words) &&
    !koreanTask(words) &&
    !greekTask(words, thing) &&
    !polishSwedishTask(words) &&
    !northernMeetingTask(words) &&
    !portugueseTask(words) &&
    !turkishTask(words) &&
    !vietnameseTask(words) &&
    !italianTask(words) &&
    !dutchTask(words) &&
    !spanishTask(words) &&
    !swahiliTask(words) &&
    !thaiTask(words) &&
    !persianTask(words) &&
    !pinyinTask(words) &&
    !tamilTask(words) &&
    !bengaliTask(words) &&
    !malteseTask(words) &&
    !basqueTask(words) &&
    !galicianTask(words) &&
    !hindiTagalogTask(words) &&
    !arabiziTask(words) &&
    !romanceTask(words) &&
    !latvianTask(words) &&
    !slavicHeadFirstTask(words) &&
    !ukrainianTask(words)
  )
    return null;
  if (!setOff && !verb && !forWhat && ZONE_LETTERS_LAST.test(text.slice(0, first.at))) return null;
  return `Set "${text.slice(first.at, end)}" aside as ${PURPOSE}`;
}

/** Words after "on the", "at the" that say when, or how late ("at the top", "on the dot", "at the latest"). */
const NOT_PLACE =
  /^(?:top|bottom|half|end|start|beginning|close|open|dot|mark|latest|earliest|last|first|next|same|usual|regular|normal|weekend|break|turn)$/;

/**
 * Whether the words set aside are a place where the job runs, said last after "on the", "at the" or "in the" ("on the
 * rig", "at the depot", "in the lab"): one or two words of a name, in lower case (a capitalised place may be whose
 * clock: "at the Denver office"), none of when.
 */
function placeLast(gap: string, words: readonly string[], typed: readonly string[]): boolean {
  if (!/^\s+(?:on|at|in)\s+the\s+$/i.test(gap) || words.length > 2) return false;
  return words.every(
    (w, k) => /^[a-z]{3,}$/.test(typed[k] as string) && !NOT_PLACE.test(w) && !CLOCK_OWNER.has(w) && isAsideWord(w, w),
  );
}

/** Places among the clocks' owners, not a team's word ("for the east coast": a stretch of the map, not a desk). */
const GROUP_OWNER_ONLY = new Set(
  'side hq crowd east west north south coast city town country apac emea amer amers latam na eu us uk asia europe america americas africa oceania anz mena nordics dach benelux'.split(
    ' ',
  ),
);

/**
 * Whether "time" at `k` of the words set aside is the time of a thing done ("toddler rhyme time", "story time"):
 * last, after a word of what is done then, beside times said with their half of the day or on a 24-hour clock
 * (a bare hour is refused: "at 7 story time" may be the evening's).
 */
function activityTime(words: readonly string[], k: number, draft: IntentDraft): boolean {
  return k === words.length - 1 && k >= 1 && TIME_KIND.test(words[k - 1] as string) && draft.bareHours.length === 0;
}

/** Ordinals that may be a thing's ("first train", "second sitting"). */
const ORDINAL_FIRST = /^(?:first|second|third|fourth|fifth)$/;
/** Words after an ordinal that make it a time ("first light", "first shift", "second half", "first week"). */
const ORDINAL_OF_TIME =
  /^(?:light|thing|things|shift|shifts|half|quarter|week|weeks|weekday|weekend|day|days|month|term|semester|business|working|work|of|and|or|round|time|hour|run|session|period|watch|bell)$/;

/**
 * Whether the ordinal at `k` of the words set aside is a thing's ("first train prep call", "second sitting
 * reminder"): before a word of the name that makes it no time, beside clocks said plainly (am/pm or a 24-hour clock),
 * so that it can say neither which run nor a time of day.
 */
function ordinalOfThing(words: readonly string[], typed: readonly string[], k: number, draft: IntentDraft): boolean {
  const next = words[k + 1];
  return (
    next !== undefined &&
    !ORDINAL_OF_TIME.test(next) &&
    !JOINING.has(next) &&
    isAsideWord(next, typed[k + 1] as string) &&
    draft.times.length > 0 &&
    draft.bareHours.length === 0
  );
}

/** Words of a part of a day ("the end of the day", "the rest of the day"): when, not which thing. */
const PART_OF = new Set('end rest start beginning middle part remainder half close top bottom'.split(' '));

/** Whether the `k`th word set aside is "day" said last in "<thing> of the day" ("the workout of the day"). */
function ofTheDay(text: string, leftovers: readonly Leftover[], k: number): boolean {
  const before = leftovers[k - 1] as Leftover;
  const day = leftovers[k] as Leftover;
  const between = text.slice(before.at + before.word.length, day.at);
  return k === leftovers.length - 1 && !PART_OF.has(before.word) && /^\s+of\s+the\s+$/.test(between);
}

/** One run on each day it runs ("the workout of the day" is that day's): one time, no interval, no window. */
function oneRunADay(draft: IntentDraft): boolean {
  return draft.times.length === 1 && draft.interval === null && draft.window === null;
}

/**
 * The zone said last in the phrase, set off by a comma or a dash ("..., Karachi"), or in brackets, with "time" or
 * not ("... deck lights reminder (Nassau time)", "... run the circuit report (Perth)").
 */
function zoneSetOffLast(said: string): RegExp {
  const zone = escapeRegExp(said.toLowerCase());
  return new RegExp(`^\\s*(?:(?:,|\\s[\u2014\u2013-])\\s*${zone}|\\(\\s*${zone}(?:\\s+time)?\\s*\\))\\s*[.!]*\\s*$`);
}

/** The end of the note of `purposeAside`: `isPurpose` knows it by it. */
const PURPOSE = "the task's purpose: it does not change the schedule.";

/** Whether a note set aside a task's purpose (a task a person does: a bare hour of the small hours is either half). */
export function isPurpose(note: string): boolean {
  return note.endsWith(PURPOSE);
}

/**
 * Whether a frequency word among the purpose's words says what the schedule says ("every day ... send the daily ops
 * summary", "last day of feb ... for the annual filing", "from midnight to 6am (red-eye window)"), not another
 * ("every weekday at 9 send the weekly report": weekly on which day?).
 */
function restates(word: string, draft: IntentDraft): boolean {
  const days = draft.days;
  if (draft.except !== null) return false;
  if (word === 'daily' || word === 'nightly') return days === null || days.kind === 'every-day';
  if (word === 'weekly') return days?.kind === 'weekdays' && days.days.length === 1;
  if (word === 'window') return draft.window !== null;
  if (word === 'annual' || word === 'yearly') {
    const months = draft.months;
    if (months?.kind !== 'months' || months.months.length !== 1) return false;
    if (days?.kind === 'month-days') return days.days.length === 1;
    if (days?.kind === 'nth-weekday') return days.nths.length === 1;
    return days?.kind === 'last-weekday-in-month';
  }
  // "every minute from 9:00 to 9:05 on the 1st (month-open spike test)": the month's first day, every month
  if (MONTH_OPEN.test(word))
    return (
      (draft.months === null || draft.months.kind === 'every-month') &&
      days?.kind === 'month-days' &&
      days.days.length === 1 &&
      days.days[0] === 1
    );
  // "on the 25th ... every month (payday)": a day of the month, every month
  if ((word !== 'monthly' && word !== 'payday') || (draft.months !== null && draft.months.kind !== 'every-month'))
    return false;
  if (days?.kind === 'month-days') return days.days.length === 1;
  if (days?.kind === 'nth-weekday') return days.nths.length === 1;
  return days?.kind === 'last-weekday-of-month' || days?.kind === 'last-weekday-in-month';
}

/** The opening of a month ("month-open", "month-start"): its first day. */
const MONTH_OPEN = /^(?:month-open|month-start|start-of-month|som|bom)$/;

/** A word as typed in the phrase (its capitals), or as read where not found. */
function typedAs(l: Leftover, said: string): string {
  const at = said.toLowerCase().indexOf(l.word);
  return at < 0 ? l.word : said.slice(at, at + l.word.length);
}

/** Words of the evening or the night, or of what is done then ("dinner", "close the bar", "lock up", "bedtime"). */
const EVENING_WORDS = new Set(
  (
    'dinner dinners supper suppers bar bars pub pubs tavern close closing closes closeout lock locks lockup ' +
    'bedtime bed night nights nightly tonight evening evenings dusk sunset nightcap cocktails drinks curfew ' +
    'lights-out'
  ).split(' '),
);
/**
 * Pastimes of the evening as often as of the day (a choir's or a band's rehearsal, a quiz, a gig): a bare hour from 5
 * to 8 beside them may be the evening's (5 PM to 8 PM); a later one ("tutti rehearsal saturdays 10:00", "rehearsal
 * reminders weekdays 9:15") is the day's.
 */
/** Words of software or a job beside a pastime's word ("quiz app deploy", "trivia bot reset"): a product's name. */
const TECH_WORDS = new Set(
  'app apps api bot bots build builds deploy deploys service server db job cron report economy data sync export backup restart reset release'.split(
    ' ',
  ),
);
const PASTIME_WORDS = new Set(
  (
    'choir choirs rehearsal rehearsals sectional sectionals orchestra quiz trivia bingo karaoke poker gig gigs ' +
    'concert concerts'
  ).split(' '),
);
/** Words of the morning ("breakfast", "wake up"): a bare hour before noon is read in the morning, as they say. */
const MORNING_WORDS = new Set('breakfast breakfasts brunch morning mornings sunrise dawn wake wakeup'.split(' '));
/** Words of midday ("lunch"): a bare hour from 1 to 6, read in the morning, is not theirs. */
const MIDDAY_WORDS = new Set('lunch lunches lunchtime midday noon'.split(' '));

/**
 * A bare hour ("at 8", read in the morning) beside words set aside as the task's name or purpose that say a part of
 * the day ("every day at 8 dinner", "at 10 close the bar", "at 11 lock the doors"): the words say the evening the
 * reading does not, so the half of the day is unclear and the phrase is refused. Words of the morning beside an hour
 * read in the morning agree ("every day at 8 for breakfast"), and so do words of midday beside 11 or 12.
 */
export function halfOfDayProblem(words: readonly string[], draft: IntentDraft): ScheduleProblem | undefined {
  const clash = halfOfDayClash(words, draft.bareHours);
  if (clash === null) return undefined;
  const said = clash.hour.text.replace(/^(?:at|@)\s*/, '').replace(/\s*o'?clock$/i, '');
  return unparseable(
    `"${clash.hour.text}" beside "${clash.word}" could be ${said} AM or ${said} PM.`,
    `Say which, e.g. "at ${said}pm" or "at ${said}am".`,
  );
}

/** The bare hour and the word of a part of the day beside it that make its half unclear (see above), or null. */
export function halfOfDayClash(
  words: readonly string[],
  hours: readonly { text: string; hour: number }[],
): { word: string; hour: { text: string; hour: number } } | null {
  const first = hours[0];
  if (first === undefined) return null;
  let part: string | null = null;
  let clash = false;
  let pastime = false;
  for (const word of words) {
    for (const w of word.split('-').concat(word)) {
      if (EVENING_WORDS.has(w)) {
        part = word;
        clash = true;
      } else if (PASTIME_WORDS.has(w) && word === w && !words.some((o) => TECH_WORDS.has(o))) {
        part ??= word;
        if (hours.some((b) => b.hour >= 5 && b.hour <= 8)) pastime = true;
      } else if (MIDDAY_WORDS.has(w)) {
        part ??= word;
        // read in the morning, a bare hour after noon's ("at 1 for lunch") is not lunch's; before it ("lunch
        // count due 9:30"), it may be
        if (hours.some((b) => b.hour >= 1 && b.hour <= 6)) clash = true;
      } else if (MORNING_WORDS.has(w)) {
        part ??= word;
        if (hours.some((b) => b.hour === 12 || b.hour === 0)) clash = true;
      }
    }
  }
  // "choir breakfast sundays at 7": a word of the morning says which half the pastime is in
  if (pastime && !words.some((w) => MORNING_WORDS.has(w))) clash = true;
  return part === null || !clash ? null : { word: part, hour: first };
}

/**
 * A zone's word right before the words set aside, with no mark between ("every day at 7am central market prep",
 * "6am local mountain hut check", "9am pacific rim report"): the word may be the first of the name ("Central
 * Market"), the zone the person's; refused, whichever word the zone reader knows. Not where a task's verb or "for"
 * leads the words ("23:59 UTC send the daily ops summary": no name starts with a verb), nor where "time" follows
 * the zone's word ("7am central time market prep"), nor UTC's own names ("0000 UTC rollover").
 */
export function zoneBeforeWordsProblem(
  text: string,
  masked: string,
  leftovers: readonly Leftover[],
  typed: string,
  draft: IntentDraft,
): ScheduleProblem | undefined {
  const said = draft.zone?.said;
  const first = leftovers[0];
  const last = leftovers.at(-1);
  if (!said || first === undefined || last === undefined || /\btime$/i.test(said)) return undefined;
  // UTC's own names start no name ("daily 0000 UTC rollover of the flight plan archive")
  if (/^(?:utc|gmt|z|zulu)\b/i.test(said)) return undefined;
  if (TASK_VERB.has(first.word) || first.word === 'for' || first.word === 'to') return undefined;
  let lastRead = first.at - 1;
  while (lastRead >= 0 && !(masked[lastRead] === ' ' && text[lastRead] !== ' ')) lastRead--;
  if (lastRead < 0 || !/^\s+$/.test(text.slice(lastRead + 1, first.at))) return undefined;
  const before = text.slice(0, lastRead + 1).toLowerCase();
  const zone = said.toLowerCase();
  const start = before.length - zone.length;
  if (!before.endsWith(zone) || /[a-z0-9]/.test(before.charAt(start - 1))) return undefined;
  // after the schedule only: a place first is the name's, read as labels.ts reads it ("Cairo office: ...")
  if (text.slice(0, start) === masked.slice(0, start)) return undefined;
  // as typed ("1500Z crew swap report": "Z" is glued to its clock)
  if (!new RegExp(`(?<![\\w/])${escapeRegExp(zone)}\\s+${first.word}\\b`).test(typed.toLowerCase())) {
    return undefined;
  }
  const words = text.slice(first.at, last.at + last.word.length);
  return unparseable(
    `"${said}" right before "${words}" may be part of a name ("${said} ${words}"), not the zone.`,
    `Set the zone apart, e.g. "... ${said}, ${words}", or name it with "time": "${said} time".`,
  );
}

/**
 * The note of a zone's word right before words set aside where the zone is the person's own ("daily 9am Cairo cash
 * sweep" from Cairo): a name's first word or the zone, the clock is the same.
 */
export function ownZoneFirstNote(said: string, own: string): string {
  return `"${said}" read as the zone (${own}); were it the first word of a name, the clock would be yours, the same.`;
}

/** Words of a facility, at a place whose clock may be the time's ("the fresno warehouse", "Reno plant"). */
export const FACILITY = new Set(
  (
    'warehouse warehouses plant plants depot depots clinic clinics factory factories hub hubs campus campuses ' +
    'mill mills yard yards lab labs hospital hospitals store stores shop shops site sites branch branches office ' +
    'offices center centre centers centres facility facilities terminal terminals port station stations school ' +
    'schools outlet outlets showroom restaurant restaurants cafe kitchen bakery farm farms mine mines dc fc ' +
    'fulfillment distribution'
  ).split(' '),
);
/** Words before a facility's word that name no place ("the warehouse", "our main depot", "open warehouse 3"). */
const NO_PLACE = new Set(
  'the a an our my your their this that each every all main new old big small back front same other'.split(' '),
);

/**
 * Words set aside after the schedule that name a facility with a word before it that may be a place's name, lower
 * case or not ("open the fresno warehouse", "fresno plant inventory", "Reno depot count"), where the phrase names no
 * zone: the time may be the place's clock, not the person's; refused. A facility said with no such word reads ("open
 * the warehouse").
 */
export function facilityPlaceProblem(words: readonly string[], zoneSaid: boolean): ScheduleProblem | undefined {
  if (zoneSaid) return undefined;
  for (let k = 1; k < words.length; k++) {
    const w = words[k] as string;
    if (!FACILITY.has(w)) continue;
    const prev = words[k - 1] as string;
    if (NO_PLACE.has(prev) || JOINING.has(prev) || TASK_VERB.has(prev) || FACILITY.has(prev) || /\d/.test(prev))
      continue;
    return unparseable(
      `"${prev} ${w}" may be a place whose clock the time is, not yours.`,
      'Name the zone, e.g. "... at 7am Pacific" or "... at 7am Eastern".',
    );
  }
  return undefined;
}
