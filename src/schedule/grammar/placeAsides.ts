import type { LocalIntent } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { resolveZoneWord } from '../zones.js';
import { readClockSentence } from './clockSentences.js';
import { isAsideWord } from './labels.js';
import { readThingInPlace } from './thingsInPlaces.js';
import { CONDITION, FACILITY, STRETCH } from './trailingPurpose.js';
import { readWhereWeAre } from './whereWeAre.js';

/**
 * Places and audiences said last, after a schedule, looked at only when the phrase does not read as typed:
 * - where it runs, set off by a mark: "quality huddle 09:30 Mon–Sat, Vietnam plant", "shift report at 07:00 and
 *   19:00, Perth mine site". The place is read as the zone, as ", Accra" alone is, and the facility's words set
 *   aside; so are the words of the land about it (", Kathmandu valley", ", Denver metro area"). The place must be
 *   one the zone reader knows by its name (not a zone's letters or a word of a region of the clock, "central
 *   plant", "DC site": names of their own), and a zone said elsewhere in the phrase must be the same (two zones
 *   are refused as ever);
 * - what runs there, in brackets, last: "(NAS in Berlin)" (see `thingsInPlaces.ts`);
 * - whom the runs are for, right after the zone said with the clock: "daily at 16:00 Istanbul for the Turkish QA",
 *   "tuesdays 9am singapore for the apac folks", "10am Kathmandu for the Nepali proofreading". The words name a
 *   place, a people ("Turkish") or a region ("APAC") that the zone said agrees with, then what they are or do; a
 *   place that disagrees ("9am London for the Tokyo team") stays refused: whose clock?
 * - a name in brackets, last: "publish at 00:00 UTC on the 1st of every month (monthly mix)", "feed the fish 8am and
 *   6pm (smart feeder)". Each word a name's (`isAsideWord`), none capitalised as a place is, none a zone's or a
 *   group's or a facility's (whose clock?); and either a word of frequency among them that the rules say too
 *   ("monthly": one day a month, every month; "weekly": one day a week; "daily": every day, or the working week), or
 *   two words or more ending in a device's or an agent's ("feeder", "timer"): a place alone ("(fresno)") is neither.
 */

/** Words of a facility where a place runs a job ("plant", "mine site", "distribution center"). */
const SITE_WORDS = new Set([
  ...FACILITY,
  'refinery',
  'rig',
  'base',
  'smelter',
  'quarry',
  'works',
  'line',
  // where crews are sent out from, and where boats and planes come in ("St. John's dispatch", "Nuuk harbour")
  'dispatch',
  'harbour',
  'harbor',
  'airport',
  // the land about a place ("Kathmandu valley", "Denver metro", "Tokyo area")
  'valley',
  'area',
  'metro',
]);

/** ", Vietnam plant", " — Perth mine site": the place (one to three words) and its facility's words, last. */
const PLACE_SITE =
  /^(?<rest>.*?\S)\s*(?:,|;|\s[\u2014\u2013-])\s*(?<place>[a-z][a-z.'\u00c0-\u024f]*(?:\s+[a-z][a-z.'\u00c0-\u024f]*){0,2}?)\s+(?<site>[a-z]+(?:\s+[a-z]+)?)\s*[.!]*\s*$/i;

/** Zone words that are also words of a name ("central plant", "pacific site", "DC office"): not a place said. */
const NOT_A_PLACE = /^(?:[a-z]{1,4}|pacific|mountain|central|eastern|atlantic|western|east coast|west coast)$/;

/** The peoples of places of one zone, by the word for them ("Turkish" QA), and the country the zone reader knows. */
const PEOPLES: ReadonlyMap<string, string> = new Map(
  (
    'turkish:turkey nepali:nepal nepalese:nepal vietnamese:vietnam thai:thailand filipino:philippines ' +
    'japanese:japan korean:south-korea chinese:china german:germany french:france spanish:spain italian:italy ' +
    'dutch:netherlands polish:poland irish:ireland egyptian:egypt kenyan:kenya nigerian:nigeria ghanaian:ghana ' +
    'ethiopian:ethiopia saudi:saudi-arabia emirati:uae israeli:israel pakistani:pakistan bangladeshi:bangladesh ' +
    'singaporean:singapore malaysian:malaysia taiwanese:taiwan greek:greece swedish:sweden norwegian:norway ' +
    'danish:denmark finnish:finland portuguese:portugal czech:czech-republic hungarian:hungary romanian:romania ' +
    'ukrainian:ukraine indian:india sri-lankan:sri-lanka'
  )
    .split(' ')
    .map((p) => {
      const [people, country] = p.split(':') as [string, string];
      return [people.replace(/-/g, ' '), country.replace(/-/g, ' ')] as const;
    }),
);

/** Regions of several zones, and the zones that lie in them. */
const REGIONS: ReadonlyMap<string, RegExp> = new Map([
  ['apac', /^(?:Asia|Australia|Pacific)\//],
  ['anz', /^(?:Australia\/|Pacific\/Auckland$)/],
  ['oce', /^(?:Australia|Pacific)\//],
  ['oceania', /^(?:Australia|Pacific)\//],
  ['aus', /^Australia\//],
  ['australian', /^Australia\//],
  [
    'emea',
    /^(?:Europe|Africa)\/|^Asia\/(?:Dubai|Riyadh|Qatar|Bahrain|Kuwait|Jerusalem|Tehran|Baghdad|Amman|Beirut|Muscat)$/,
  ],
  ['nordics', /^(?:Europe\/(?:Stockholm|Oslo|Copenhagen|Helsinki)|Atlantic\/Reykjavik)$/],
]);

/** "for the turkish qa", "for the apac folks", "for our nepali proofreading": last, after the zone. */
const AUDIENCE =
  /^(?<rest>.*?\S)\s+for\s+(?:the\s+|our\s+|my\s+)?(?<whom>[a-z][a-z'-]*)(?<what>(?:\s+[a-z][a-z'-]*){1,3})\s*[.!]*\s*$/i;

/** Words of what the audience is or does that name a stretch of time or a condition: not a name's ("holidays"). */
const NOT_WHAT = /^(?:holidays?|season|term|week|weekend|month|year|night|day|days|only|off|too)$/;

function sameZone(rules: readonly LocalIntent[], zone: string): boolean {
  return rules.length > 0 && rules.every((r) => r.zone.said !== null && r.zone.name === zone);
}

/** The zone the words of an audience name ("turkish", "apac", "tokyo"), as a test of the zone said; null if none. */
function audienceZone(whom: string): ((zone: string) => boolean) | null {
  const region = REGIONS.get(whom);
  if (region !== undefined) return (zone) => region.test(zone);
  const country = PEOPLES.get(whom);
  const place =
    country === undefined ? (NOT_A_PLACE.test(whom) ? null : resolveZoneWord(whom)) : resolveZoneWord(country);
  if (place === null) return null;
  return (zone) => zone === place;
}

/** The zone said right before `at` in `lower` ("... 16:00 istanbul"), in a word to three, "time" after or not. */
function zoneSaidBefore(lower: string): string | null {
  const words = lower.replace(/\s+time$/, '').split(/\s+/);
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const said = words.slice(-n).join(' ');
    if (!/^[a-z]/.test(said)) continue;
    const zone = resolveZoneWord(said);
    // said with its clock: a digit, "am"/"pm", or "noon" right before it
    const before = words.slice(0, -n).at(-1) ?? '';
    if (zone !== null && /(?:\d|[ap]\.?m\.?|noon|midnight)$/.test(before)) return zone;
  }
  return null;
}

/**
 * The rules of a phrase with a place or an audience said last (see above), or null when it has none, or the rest
 * does not read, or reads on another zone. `readRest` reads the phrase without them.
 */
export function readPlaceAside(
  phrase: string,
  readRest: (rest: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  return (
    placeSite(phrase, readRest) ??
    audience(phrase, readRest) ??
    bracketName(phrase, readRest) ??
    readThingInPlace(phrase, readRest) ??
    // "... AEST (we are in Brisbane)": where the writer is, whose clock the zone said keeps (whereWeAre.ts)
    readWhereWeAre(phrase, readRest) ??
    // "... daily (rig runs on UTC)", "..., ship clock UTC+10": the clock said in a sentence (clockSentences.ts)
    readClockSentence(phrase, readRest)
  );
}

function withNote(rules: readonly LocalIntent[], note: string): Outcome<LocalIntent[]> {
  return ok(rules.map((r, i) => (i === 0 ? { ...r, assumptions: [...r.assumptions, note] } : r)));
}

function placeSite(phrase: string, readRest: (rest: string) => Outcome<LocalIntent[]>): Outcome<LocalIntent[]> | null {
  const m = PLACE_SITE.exec(phrase);
  const g = m?.groups;
  if (!g?.rest || !g.place || !g.site) return null;
  const site = g.site.toLowerCase().split(/\s+/);
  if (!site.every((w) => SITE_WORDS.has(w))) return null;
  const place = g.place.toLowerCase().replace(/\s+/g, ' ');
  if (NOT_A_PLACE.test(place)) return null;
  const zone = resolveZoneWord(place);
  if (zone === null) return null;
  const read = readRest(`${g.rest}, ${g.place}`);
  if (!read.ok || !sameZone(read.value, zone)) return null;
  return withNote(
    read.value,
    `Read "${g.place} ${g.site}" as where it runs: the time is ${g.place}'s clock (${zone}).`,
  );
}

function audience(phrase: string, readRest: (rest: string) => Outcome<LocalIntent[]>): Outcome<LocalIntent[]> | null {
  const m = AUDIENCE.exec(phrase);
  const g = m?.groups;
  if (!g?.rest || !g.whom || !g.what) return null;
  const agrees = audienceZone(g.whom.toLowerCase());
  if (agrees === null) return null;
  const zone = zoneSaidBefore(g.rest.toLowerCase().replace(/[\s,]+$/, ''));
  if (zone === null || !agrees(zone)) return null;
  const what = g.what.trim().split(/\s+/);
  const allCaps = phrase === phrase.toUpperCase();
  const named = what.every((typed) => {
    const w = typed.toLowerCase();
    // a stretch of time or a condition ("for the Japan launch": while it lasts?)
    if (NOT_WHAT.test(w) || STRETCH.has(w) || CONDITION.has(w) || resolveZoneWord(w) !== null) return false;
    // a place's name as typed ("for the Turkish Istanbul team"), in a phrase not typed in capitals
    if (!allCaps && /^[A-Z][a-z]/.test(typed)) return false;
    return isAsideWord(w, typed);
  });
  if (!named) return null;
  const read = readRest(g.rest);
  if (!read.ok) return null;
  // the last rule is the one the zone is said in, right before the audience
  const last = read.value.at(-1);
  if (last === undefined || last.zone.said === null || last.zone.name !== zone) return null;
  const said = phrase
    .slice(g.rest.length)
    .trim()
    .replace(/[.!]+$/, '');
  return withNote(
    read.value,
    `Set "${said}" aside as whom or what the runs are for: their place agrees with the zone said.`,
  );
}

/** Words of frequency in a bracketed name, and whether the rules say the same. */
const FREQUENCY: ReadonlyMap<string, (r: LocalIntent) => boolean> = new Map([
  [
    'monthly',
    (r: LocalIntent) =>
      r.months.kind === 'every-month' &&
      ((r.days.kind === 'month-days' && r.days.days.length === 1) ||
        (r.days.kind === 'nth-weekday' && r.days.nths.length === 1) ||
        r.days.kind === 'last-weekday-of-month'),
  ],
  [
    'weekly',
    (r: LocalIntent) => r.months.kind === 'every-month' && r.days.kind === 'weekdays' && r.days.days.length === 1,
  ],
  [
    'daily',
    (r: LocalIntent) =>
      r.months.kind === 'every-month' &&
      (r.days.kind === 'every-day' || (r.days.kind === 'weekdays' && r.days.days.length >= 5)),
  ],
]);
/** Words of a group or a place's part, whose clock the time may be. */
const OWNERS = /^(?:team|teams|office|offices|crew|staff|folks|people|branch|hq|side|region|store|shop)$/;
/** A device's or an agent's word, last ("feeder", "sprinkler", "timer", "operator"). */
const AGENT_LAST = /^[a-z]{3,}(?:er|or)$/;

/** A bracket last, or before the zone said last ("(12h shifts), Perth"). */
const BRACKET_LAST =
  /^(?<rest>.*?\S)\s*\((?<words>[^()]+)\)(?<after>\s*,\s*(?<zone>[a-z][a-z.' \u00c0-\u024f]*?))?\s*[.!]*\s*$/i;
/** The length of shifts ("12h shifts", "8-hour shifts"), as typed. */
const SHIFT_LENGTH = /^(\d{1,2})\s*-?\s*(?:h|hr|hrs|hours?)\s+shifts?$/i;

/** The runs counted in brackets ("two pings", "3 reminders"). */
const RUNS_COUNT =
  /^(two|three|four|[2-4])\s+(?:pings|runs|reminders|posts|alerts|messages|emails|notifications|nudges|sends)$/;
const COUNT_WORDS = ['one', 'two', 'three', 'four'];

/** Whether the rules run on the same days, in the same months, over the same dates. */
function sameDays(rules: readonly LocalIntent[]): boolean {
  const key = (r: LocalIntent) => JSON.stringify([r.days, r.months, r.startDate, r.endDate, r.maxOccurrences]);
  return rules.every((r) => key(r) === key(rules[0] as LocalIntent));
}

/** Whether the rules run at the change of shifts of `hours` each: that many hours apart, round the clock. */
function shiftChanges(rules: readonly LocalIntent[], hours: number): boolean {
  return rules.every((r) => {
    const minutes = r.times.map((t) => t.hour * 60 + t.minute).sort((a, b) => a - b);
    return (
      r.interval === null &&
      minutes.length >= 2 &&
      minutes.length * hours === 24 &&
      minutes.every((m, k) => k === 0 || m - (minutes[k - 1] as number) === hours * 60)
    );
  });
}

function bracketName(
  phrase: string,
  readRest: (rest: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const g = BRACKET_LAST.exec(phrase)?.groups;
  if (!g?.rest || !g.words) return null;
  if (g.zone !== undefined && resolveZoneWord(g.zone.toLowerCase().replace(/\s+/g, ' ')) === null) return null;
  const rest = `${g.rest}${g.after ?? ''}`;
  // "(12h shifts)": the runs at the change of shifts of that length
  const shifts = SHIFT_LENGTH.exec(g.words.trim());
  if (shifts !== null) {
    const read = readRest(rest);
    if (!read.ok || !shiftChanges(read.value, Number(shifts[1]))) return null;
    return withNote(read.value, `Set "(${g.words.trim()})" aside: the times said are the changes of those shifts.`);
  }
  // "(two pings)": the number of runs the rules make on their days, restated
  const count = RUNS_COUNT.exec(g.words.trim().toLowerCase());
  if (count !== null && g.after === undefined) {
    const n = COUNT_WORDS.indexOf(count[1] as string) + 1 || Number(count[1]);
    const read = readRest(rest);
    if (!read.ok || !read.value.every((r) => r.interval === null) || !sameDays(read.value)) return null;
    if (read.value.reduce((sum, r) => sum + r.times.length, 0) !== n) return null;
    return withNote(read.value, `Set "(${g.words.trim()})" aside: it counts the runs said.`);
  }
  if (g.after !== undefined) return null;
  const typed = g.words.trim().split(/\s+/);
  if (typed.length > 4) return null;
  const words = typed.map((t) => t.toLowerCase());
  const allCaps = phrase === phrase.toUpperCase();
  const frequencies = words.filter((w) => FREQUENCY.has(w));
  const named = words.every((w, k) => {
    if (FREQUENCY.has(w)) return true;
    if (resolveZoneWord(w) !== null || OWNERS.test(w) || SITE_WORDS.has(w)) return false;
    if (STRETCH.has(w) || CONDITION.has(w)) return false;
    if (!allCaps && /^[A-Z][a-z]/.test(typed[k] as string)) return false;
    return /^[a-z][a-z-]*$/.test(w) && isAsideWord(w, typed[k] as string);
  });
  if (!named || frequencies.length === words.length) return null;
  if (frequencies.length === 0 && !(words.length >= 2 && AGENT_LAST.test(words.at(-1) as string))) return null;
  const read = readRest(g.rest);
  if (!read.ok) return null;
  if (!frequencies.every((f) => read.value.every((r) => (FREQUENCY.get(f) as (r: LocalIntent) => boolean)(r))))
    return null;
  return withNote(read.value, `Set "(${g.words.trim()})" aside as a name: it does not change the schedule.`);
}
