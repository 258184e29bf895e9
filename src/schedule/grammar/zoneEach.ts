import { WORD_SOURCE } from './parsers/zone.js';

/**
 * One time on each of several zones' clocks, said with words that the time is each place's own: "9am local in
 * every store: NYC, Chicago, Denver, LA", "10am each store's time — Phoenix and Denver stores", "7 am their time:
 * east coast + west coast", "7pm local for each region: NA (ET), EU (CET), Asia (JST)", "12:30 weekdays in Paris,
 * Madrid and Lisbon local", "daily 10 AM IST and 10 AM EST both". The phrase is rewritten as "... in each of A, B"
 * and read by `zoneRules` (manyRules.ts), which reads one rule per zone, refuses a zone said twice and a rule that
 * does not read alone. Tried only once the phrase read whole has named two zones.
 *
 * Refused (null here): no words saying the time is each place's own, one list of zones not the only zones named,
 * clock times on both sides of the list ("9am local in London and Tokyo at 5pm": the later time may be the last
 * zone's alone), or more than one clock time ("9am local, 10am in London and Paris": "local" may be the person's).
 */

const Z = `(?:${WORD_SOURCE})`;
/** One place of the list: a zone, a label with its zone in brackets ("EU (CET)"), "Reno is Pacific". */
/** A place's own site after its name: "Karachi office and Lagos office". */
const SITE = '(?:office|site|plant|store|shop|warehouse|branch|hub|factory|campus|studio)s?';
const ITEM = `(?:[a-z]+\\s*\\(\\s*${Z}\\s*\\)|[a-z]+\\s+is\\s+${Z}|${Z})`;
/** A place with its site, each of the list: "Karachi office and Lagos office". */
const SITE_ITEM = `(?:${Z}\\s+${SITE}(?![a-z]))`;
const SEP = `(?:\\s*[,+&/]\\s*(?:and\\s+)?|\\s+(?:and|&)\\s+|\\s+)`;
const LIST = new RegExp(`(?<![a-z0-9_/'-])${ITEM}(?:${SEP}${ITEM})+(?![a-z0-9_/'-])`, 'g');
const SITE_LIST = new RegExp(`(?<![a-z0-9_/'-])${SITE_ITEM}(?:${SEP}${SITE_ITEM})+(?![a-z0-9_/'-])`, 'g');
const ONE_ITEM = new RegExp(
  `^(?:[a-z]+\\s*\\(\\s*(?<label>${Z})\\s*\\)|[a-z]+\\s+is\\s+(?<is>${Z})|(?<zone>${Z})(?<site>\\s+${SITE})?)$`,
);
const ITEM_AT = new RegExp(ITEM, 'y');
const SITE_ITEM_AT = new RegExp(SITE_ITEM, 'y');
const SEP_AT = new RegExp(SEP, 'y');
const ANY_ZONE = new RegExp(`(?<![a-z0-9_/'-])${Z}(?![a-z0-9_/'-])`, 'g');

const PLACES =
  '(?:stores?|shops?|regions?|(?:time\\s+)?zones?|sites?|offices?|locations?|dcs|warehouses?|markets?|branches?|countries|city|cities|teams?|plants?|factory|factories|hubs?|campus(?:es)?)';
/** Words that say the time is each place's own clock. */
const MARK = new RegExp(
  [
    `\\b(?:in|for|at|across)\\s+(?:each|every|all|both)\\s+(?:of\\s+)?(?:(?:our|the|[a-z]{2})\\s+)?${PLACES}(?:\\s+we\\s+[a-z]+(?:\\s+in)?)?\\b`,
    `\\b(?:each|every)\\s+${PLACES}\\b(?!'s)`,
    `\\b(?:their|each\\s+[a-z]+'s|every\\s+[a-z]+'s)\\s+(?:own\\s+)?(?:local\\s+)?(?:time|clock)\\b`,
    '\\blocal(?:\\s+time)?\\b',
    // "(same clock time)" after the list: the time is each place's own
    '\\(\\s*(?:the\\s+)?same\\s+(?:local|clock)\\s+time\\s*(?:in\\s+each|everywhere|for\\s+(?:each|all))?\\s*\\)',
  ].join('|'),
  'g',
);
/** "(same clock time)": words of each place's own clock said apart from the list, read even when no zone was refused. */
export const SAME_CLOCK_SAID = /\(\s*(?:the\s+)?same\s+(?:local|clock)\s+time\b/;
/** The places' own words once the list is out: "stores in", "for our ... stores". */
const FILLER =
  /\b(?:(?:for|in|at)\s+)?(?:our\s+|the\s+)?(?:stores?|shops?|sites?|offices?|dcs|locations?|warehouses?|branches?|plants?)\b(?:\s+in\b)?|\b(?:we\s+are|we're|(?:our|the)\s+(?:teams?|offices?|people|folks)\s+(?:is|are))\s+(?:based\s+)?in\b/g;
/** A clock, then the list after a comma, colon or dash. */
const SET_OFF = /(?:\d\s*[ap]\.?m\b|\b\d{1,2}[:.h][0-5]\d\b|\bnoon\b|\bmidnight\b).*[,:;\u2013\u2014-]\s*$/;
const SITE_GATE = new RegExp(`[a-z]\\s+${SITE}(?:\\s|,|$)`);
const CLOCK = /\d\s*[ap]\.?m\b|\b\d{1,2}[:.h][0-5]\d\b|\b(?:noon|midnight|midday)\b|\b(?:at|@)\s*\d/;
/** Each clock time said once ("at 7 am" is one). */
const CLOCKS = /\b\d{1,2}(?:[:.h][0-5]\d)?\s*[ap]\.?m\b|\b\d{1,2}[:.h][0-5]\d\b|\b(?:noon|midnight|midday)\b/g;
const BOTH_LAST = /[\s,]+both\s*[.!]*\s*$/;
/** "both" or "all" said right after the list of places ("Paris and Rome both at 9am local"). */
const LIST_BOTH = /^\s+(?:both|all(?:\s+three)?)(?![a-z])/;

export function eachZoneText(text: string): { text: string; note: string } | null {
  // "10 AM IST and 10 AM EST both": the rules already said per zone, "both" last
  const both = BOTH_LAST.exec(text);
  if (both)
    return { text: text.slice(0, both.index), note: '"both" read as a rule in each zone, each on its own clock.' };
  const marks = [...text.matchAll(MARK)];
  if (marks.length === 0 && !SITE_GATE.test(text)) return null;
  const bySite = marks.length === 0;
  const lists = [...text.matchAll(bySite ? SITE_LIST : LIST)];
  if (lists.length !== 1) return null;
  const list = lists[0] as RegExpExecArray;
  const at = list.index ?? 0;
  // "Darwin and Adelaide both at 8:30 their time": "both" (or "all") right after the list is the list's own word
  const end = at + list[0].length + (LIST_BOTH.exec(text.slice(at + list[0].length))?.[0].length ?? 0);
  // a mark inside the list ("local" is no zone word, but keep the spans apart)
  if (marks.some((m) => (m.index ?? 0) < end && (m.index ?? 0) + m[0].length > at)) return null;
  if (CLOCK.test(text.slice(0, at)) && CLOCK.test(text.slice(end))) return null;
  // "9am local, 10am in London and Paris": two times, one perhaps the person's own clock's
  if ((text.match(CLOCKS) ?? []).length > 1) return null;
  const zones: string[] = [];
  let sites = 0;
  for (let pos = 0; pos < list[0].length; ) {
    const itemAt = bySite ? SITE_ITEM_AT : ITEM_AT;
    itemAt.lastIndex = pos;
    const item = itemAt.exec(list[0]);
    const g = item && ONE_ITEM.exec(item[0])?.groups;
    const zone = g?.label ?? g?.is ?? g?.zone;
    if (!item || zone === undefined) return null;
    zones.push(zone.replace(/\s+/g, ' '));
    if (g?.site !== undefined) sites++;
    SEP_AT.lastIndex = item.index + item[0].length;
    const sep = SEP_AT.exec(list[0]);
    pos = sep ? sep.index + sep[0].length : list[0].length;
  }
  if (zones.length < 2) return null;
  // "Karachi office and Lagos office": each place's own site, said of every place in the list, is the mark
  // set off after the time ("at 7pm on weekdays, Karachi office and Lagos office"), not the object of a verb ("call
  // the Tokyo office and London office at 9am": whose 9am?)
  if (bySite && (sites !== zones.length || !SET_OFF.test(text.slice(0, at)))) return null;
  let rest = `${text.slice(0, at)} ${text.slice(end)}`;
  for (const m of marks) rest = rest.replace(m[0], ' ');
  rest = rest.replace(FILLER, ' ');
  // any other zone named: whose clock it is would be a guess
  if (ANY_ZONE.test(rest)) {
    ANY_ZONE.lastIndex = 0;
    return null;
  }
  rest = rest
    .replace(/\(\s*\)/g, ' ')
    .replace(/\b(?:for|in|at|of)\s*(?=[:;,\u2013\u2014-]|$)/g, ' ')
    .replace(/\s[:\u2013\u2014-](?=\s)/g, ' ')
    .replace(/(?<!\d):|;/g, ' ')
    .replace(/(?:\s*,)+/g, ',')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,:;-]+|[\s,:;-]+$/g, '');
  if (rest === '') return null;
  const words = !bySite ? marks.map((m) => `"${m[0].trim()}"`).join(', ') : `"${list[0].trim()}"`;
  return {
    text: `${rest} in each of ${zones.join(', ')}`,
    note: `${words} read as each place's own clock: one rule per time zone.`,
  };
}
