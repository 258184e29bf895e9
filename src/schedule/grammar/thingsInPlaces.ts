import type { LocalIntent } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { resolveZoneWord } from '../zones.js';
import { FACILITY } from './trailingPurpose.js';

/**
 * What the job runs on or at, and where it is, said last in brackets: "backups every night 1:30am (NAS in Berlin)",
 * "drop-in tue 12pm and thu 12pm (uni in Adelaide)", "log rotate 03:00 daily (servers in Frankfurt)", "sweep
 * weekdays 6pm (the depot in Perth)". A machine, a site or a body of people is where the runs happen, so the times
 * are read on the place's clock, with a note; looked at only when the phrase does not read as typed.
 *
 * Refused (left to the rest of the grammar): a person ("(Ana in Lisbon)", "(mom in Manila)", "(she's in Perth)",
 * "(me in Oslo)"): a call to someone there may be on either clock; a place of zone letters ("(server in ET)") or
 * of several zones ("(office in Brazil)"); a zone said elsewhere that is not the place's; words that are not a
 * thing's (more than three, a place's or a zone's, or not ending in a word of a machine or a site: "(sleepless in
 * seattle)" names a film).
 */

/** "(NAS in Berlin)", "(the servers are in Frankfurt)": one to three words, "in", a place, last. */
const THING_IN_PLACE =
  /^(?<rest>.*?\S)\s*\(\s*(?:the\s+|our\s+|my\s+)?(?<thing>[a-z][\w'.-]*(?:\s+[a-z][\w'.-]*){0,2}?)\s+(?:(?:is|are)\s+)?(?:(?:located|based|hosted|housed)\s+)?in\s+(?<place>[a-z\u00c0-\u024f][a-z.'\u00c0-\u024f]*(?:\s+[a-z\u00c0-\u024f][a-z.'\u00c0-\u024f]*){0,2})\s*\)\s*[.!]*\s*$/i;
const GATE = /\sin\s[^()]*\)\s*[.!]*\s*$/;

/** Words of people: whose clock a call to them is on is not said by where they are. */
const PEOPLE =
  /^(?:i|me|we|us|you|he|she|they|him|her|them|he's|she's|they're|i'm|we're|you're|it's|mom|mum|mother|dad|father|pa|ma|gran|granny|grandma|grandpa|nan|nana|nanna|grandad|grandfather|grandmother|sister|sis|brother|bro|son|daughter|wife|husband|partner|aunt|auntie|uncle|cousin|niece|nephew|kids?|children|family|parents|friends?|boss|colleagues?|clients?|customers?|team|folks|people|everyone|everybody|someone|he|guy|guys|girl|boy)$/;
/**
 * The words of a thing a job runs on or at, last of the words before "in": a machine, a site, a body that keeps
 * its place's hours ("uni"). Letters in capitals ("NAS", "DC") are a thing's too. Other words are not read here
 * ("(sleepless in seattle)", a film; "(lost in tokyo)").
 */
const THINGS = new Set([
  ...FACILITY,
  ...(
    'server servers nas box boxes host hosts db database databases cluster clusters vm vms pi router routers ' +
    'machine machines computer computers pc laptop printer printers backup backups drive drives disk disks ' +
    'camera cameras sensor sensors gauge gauges feeder feeders pump pumps generator genset boiler chiller ' +
    'uni university college academy gym pool church mosque temple library museum hotel hostel bar pub club ' +
    'rig vessel ship boat barge hut cabin house flat apartment unit ward studio garage shed'
  ).split(' '),
]);
/** Job titles and roles as letters ("CEO", "VP", "PM", "HR"): people, whose place says no clock of a call. */
const ROLES = new Set(
  (
    'ceo cto cfo coo cmo cio ciso cpo cro cso chro vp svp evp avp pm dm hr md gm rn pa ea sre tl em po sm ba ae ' +
    'sdr bdr am csm dpo gc cos'
  ).split(' '),
);
/** Zone letters and words of a region of the clock: not a place's name. */
const NOT_A_PLACE = /^(?:[a-z]{1,4}|pacific|mountain|central|eastern|atlantic|western|east coast|west coast)$/;

function sameZone(rules: readonly LocalIntent[], zone: string): boolean {
  return rules.length > 0 && rules.every((r) => r.zone.said !== null && r.zone.name === zone);
}

/**
 * The rules of a phrase with a thing and its place said last in brackets, or null when it has none, or the words
 * are a person's, or the rest does not read on the place's clock. `readRest` reads the phrase with the place said
 * as "in <place>".
 */
export function readThingInPlace(
  phrase: string,
  readRest: (rest: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  if (!GATE.test(phrase)) return null;
  const g = THING_IN_PLACE.exec(phrase)?.groups;
  if (!g?.rest || !g.thing || !g.place) return null;
  const typed = g.thing.split(/\s+/);
  const allCaps = phrase === phrase.toUpperCase();
  const thing = typed.every((t) => {
    const w = t.toLowerCase();
    if (PEOPLE.test(w) || resolveZoneWord(w) !== null) return false;
    // a name as typed ("Ana", "Rahul") is a person's; letters in capitals ("NAS", "DC") are a thing's
    return allCaps || t === w || (t === t.toUpperCase() && t.length >= 2);
  });
  const head = typed.at(-1) as string;
  // letters in capitals are a thing's ("NAS", "DC") unless they are a job's title, a person's ("(CEO in Berlin)",
  // "(VP in Berlin)"): a known thing's word, or three letters or more that are no title
  const caps = /^[A-Z]{3,5}$/.test(head) && !ROLES.has(head.toLowerCase());
  if (!thing || typed.some((t) => ROLES.has(t.toLowerCase()))) return null;
  if (!(THINGS.has(head.toLowerCase()) || caps)) return null;
  const place = g.place.toLowerCase().replace(/\s+/g, ' ');
  if (NOT_A_PLACE.test(place)) return null;
  const zone = resolveZoneWord(place);
  if (zone === null) return null;
  const read = readRest(`${g.rest} in ${g.place}`);
  if (!read.ok || !sameZone(read.value, zone)) return null;
  const said = phrase
    .slice(g.rest.length)
    .trim()
    .replace(/[.!]+$/, '');
  const note = `Read "${said}" as where it runs: the times are on the clock of ${g.place.replace(/\s+/g, ' ')} (${zone}).`;
  return ok(read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [...r.assumptions, note] } : r)));
}
