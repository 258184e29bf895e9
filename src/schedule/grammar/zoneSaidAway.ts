import { resolveZoneWord } from '../zones.js';
import { myClockSaid } from './myClockSaid.js';
import { ownOffsetSaid } from './ownOffsetSaid.js';
import { WORD_SOURCE } from './parsers/zone.js';

/**
 * Zones said away from the clock, read only when the phrase cannot be read as it is (with the slips), each with a
 * note:
 * - "their time", "her time", "his time" where the phrase names one place, and names it as theirs: "call the Tokyo
 *   distributor every wed 8am their time", "my sister is in Auckland: call her every sunday at 7pm her time",
 *   "8am their time (the customer is in Chicago)", "9am for the Oslo office, their time", "fridays 3pm (they are in
 *   Dubai, use their time)", "sat 10am — the bride lives in Cape Town, use her time", "around 2pm his time, mon
 *   wed fri (he's in Honolulu)" (the pronoun of whose time it is, last). Read as that place's
 *   clock. A second place or zone anywhere in the phrase, or a place that is the writer's own ("I'm in Oslo"), or
 *   one said after "from" or "to", leaves the words unread (whose time would it be?);
 * - "3pm CET (I am in NY)", "3pm brasilia time mon-thu, me in lisbon": where the writer is, said beside a time
 *   given in another zone (in brackets, or set off last), is only context: the time keeps the zone it is said in;
 * - "every 15 min in kathmandu time (the DC is there)": what is in the place just named, said in brackets after
 *   it, is only context (the words may be a zone's, "DC");
 * - "at 00 06 12 18 Z": hours of the 24-hour clock said in two digits before "Z" (Zulu, UTC), as ships and
 *   aviation write them; after "every 6h" that they spell out exactly (every 6 hours from 00), the interval is
 *   the hours listed;
 * - "every 3 hours 00, 03, 06... UTC": the first hours of an interval and "..." (see `hoursAndSoOn`).
 */

const PLACE = new RegExp(`(?<![a-z'/-])(?:${WORD_SOURCE})(?![a-z0-9/])`, 'g');

/**
 * "their time", not "their time (Mexico City)", which the zone in brackets says (whoseTime in placeCode.ts); "their
 * time (the list is all in Manila)" says where they are.
 */
const THEIR_TIME =
  /(?<![a-z'])(?:(their|her|his)\s+time\b|hora\s+(?:de\s+all[aá]|de\s+l[aá]|deles|delas|de\s+ellos|de\s+ellas)(?![\p{L}]))(?!\s*zone\b)(?!\s*\((?!\s*(?:the\s|they|he\b|he'?s|she|[a-z]+\s+(?:is|are)\s)))/gu;
/**
 * "their time", and as Spanish and Portuguese say it: "hora de allá", "hora de lá" (the time over there), "hora
 * deles", "hora de ellos" (their time).
 */
const THEIR_TIME_GATE = /\b(?:their|her|his) time\b|\bhora\s+(?:de\s+all|de\s+l[aá]|del[ae]s|de\s+ell)/;

/** A place named as theirs: "in Auckland", "the Tokyo distributor", "for the Oslo office", "sydney team", "with Manila". */
const TIED_BEFORE =
  /(?:(?:\bin|\bon|\bthe|\bfor|\bat|\bwith|\bw\/|\bcon|\bcom|\b(?:pessoal|equipe|equipo|gente|time|oficina|escrit[oó]rio|clientes?)\s+(?:de|da|do|en|em))\s+|\b(?:depot|site|office|plant|store|branch|warehouse|base|yard|clinic|school|hub|mine|farm)(?:\s+[a-z0-9]{1,3})?\s*\(\s*)$/;
const TIED_AFTER =
  /^\s+(?:office|team|site|folks|people|crew|desk|branch|hq|headquarters|distributor|customer|client|vendor|partner|supplier|plant|factory|store|shop|clinic|warehouse|campus|school|staff|group|embass(?:y|ies)|consulate|mission|agency|agencies|studio|bureau|colleague|counterpart|contractor|freelancer|linguist|translator|editor|dev|developer|engineer|agent|rep|member|family|families|parent|resident|student|patient|guest|friend|lab)s?\b/;
/** A place that is the writer's own: not theirs. */
const MINE = /\b(?:i'?m|i\s+am|we'?re|we\s+are|i\s+live|we\s+live|my\s+time|our\s+time)\b/;
/** A journey's start or end ("to Tokyo"): not theirs, unless said of a group there ("to the Tokyo team"). */
const JOURNEY = /\b(?:from|to)\b/;

/** "their time (the customer is in Chicago)", "her time (she lives in Perth)": the place in the aside. */
const THEIR_TIME_ASIDE =
  /\s*\(\s*(?:(?:the\s+)?[a-z]+(?:\s+(?:is|are)|'s)|they'?re|they|he'?s|she'?s|he|she)(?:\s+(?:all|mostly|mainly))?(?:\s+(?:lives?|works?|sits?|(?:is\s+|are\s+)?based))?\s+(?:in|on)\s+/y;
/**
 * "their time — the client is in Bogotá — tue and thu", "their time - they're in Lima - weekdays": where they are,
 * set off by two dashes right after "their time", the schedule going on after it.
 */
const THEY_ARE_BETWEEN = new RegExp(
  `\\s*(?:[\u2013\u2014]|\\s-)\\s*(?:(?:the\\s+|our\\s+)?[a-z]+(?:\\s+(?:is|are)|'s)|they'?re|they\\s+are|he'?s|she'?s|he\\s+is|she\\s+is)(?:\\s+(?:all|mostly|mainly))?(?:\\s+(?:based|located))?\\s+in\\s+(?<place>${WORD_SOURCE})\\s*(?:[\u2013\u2014]|-\\s)\\s*`,
  'y',
);
/** "— they're in yangon", ", the client is in Oslo": where they are, set off last, right after "their time". */
const THEY_ARE_LAST = new RegExp(
  `\\s*(?:[,;:\u2013\u2014]|\\s-)\\s*(?:(?:the\\s+|our\\s+|(?:most|all|many)\\s+(?:of\\s+)?(?:the\\s+|our\\s+)?)?[a-z]+(?:\\s+(?:is|are)|'s)|they'?re|they\\s+are|he'?s|she'?s|he\\s+is|she\\s+is|they|he|she)(?:\\s+(?:lives?|works?|sits?|(?:is\\s+|are\\s+)?based))?\\s+in\\s+(?<place>${WORD_SOURCE})\\s*[.!]*\\s*$`,
  'y',
);
/**
 * "(he's in honolulu)", ", she's in perth", "(they are in lagos)": where the one whose time it is is, said with the
 * pronoun of "his"/"her"/"their" time, last in the phrase but not right after it ("2pm his time, mon wed fri (he's
 * in honolulu)").
 */
const PRONOUN_LAST = new RegExp(
  `\\s*(?<open>\\(|[,;:\u2013\u2014]|\\s-)\\s*(?<who>(?:they'?re|they\\s+are|he'?s|she'?s|he\\s+is|she\\s+is)(?:\\s+(?:living|working|based))?|(?:they|he|she)\\s+(?:lives?|works?))\\s+in\\s+(?<place>${WORD_SOURCE})\\s*(?<close>\\))?\\s*[.!]*\\s*$`,
);
/** The pronouns of whose time it is: "his time" is his ("he's in ...") or theirs, not hers; "their" may be one's. */
const PRONOUN: Readonly<Record<string, RegExp>> = {
  his: /^(?:he|they)/,
  her: /^(?:she|they)/,
  their: /^(?:they|he|she)/,
};
/**
 * "(they are in dubai, use their time)", "— the bride lives in cape town, use her time", "; the client is in oslo so
 * use their time": where they are, then the words to use their clock, set off last (in brackets, or after a mark).
 */
const IN_PLACE_USE_THEIRS = new RegExp(
  `\\s*(?<open>\\(|[,;:\u2013\u2014]|\\s-)\\s*(?:(?:(?:the|our|my)\\s+)?[a-z]+(?:\\s+(?:is|are)|'s)|they'?re|they\\s+are|he'?s|she'?s|he\\s+is|she\\s+is|(?:(?:the|our|my)\\s+)?[a-z]+)` +
    `(?:\\s+(?:lives?|works?|sits?|(?:is\\s+|are\\s+)?based))?\\s+in\\s+(?<place>${WORD_SOURCE})` +
    `\\s*(?:[,;\u2013\u2014]|\\s-)?\\s*(?:so\\s+|and\\s+)?(?:please\\s+)?use\\s+(?:their|her|his)\\s+time(?:\\s+please)?` +
    `\\s*[.!]*\\s*(?<close>\\))?\\s*[.!]*\\s*$`,
);
/** "... their time weekdays for the Warsaw devs": the group at the place, last, whom the runs are for. */
const FOR_THE_GROUP_LAST = new RegExp(
  `[\\s,;]+(?:for|with)\\s+(?:the\\s+|our\\s+)?(?<place>${WORD_SOURCE})(?<group>\\s+[a-z]+)\\s*[.!]*\\s*$`,
);
/** "for the Oslo office, their time": the place before it, said with whose it is. */
const FOR_THE_PLACE =
  /\b(?:for|of|at)\s+(?:the\s+)?([a-z]+(?:\s+[a-z]+){0,2})\s+(?:office|team|site|folks|people|crew|desk|branch|hq)\s*,?\s*$/;
/**
 * "for dad in Adelaide, his time", "for the client in Oslo, their time": the one whose time it is, then where they
 * are, said right before it and set off by a comma.
 */
const FOR_ONE_IN_PLACE = /(?<=[,;\s])for\s+(?:the\s+|my\s+|our\s+)?[a-z]+\s+in\s+([a-z]+(?:\s+[a-z]+){0,2})\s*,\s*$/;

function title(words: string): string {
  return words.replace(/\b[a-z]/g, (c) => c.toUpperCase());
}

/** Normalised words shown as they are usually written: codes and abbreviations in capitals, names titled. */
function shown(words: string): string {
  // a code is one short word ("NY", "CET"); a name of several words is titled ("Sao Paulo", "New York")
  if (/\s/.test(words.trim())) return title(words);
  return words.replace(/[a-z]+/g, (w) => (w.length <= 3 && w !== 'am' && w !== 'in' ? w.toUpperCase() : title(w)));
}

/**
 * The phrase as typed with "their time" read as the one place it names, and the note; null when it has none.
 * Read by rules.ts as a phrase of its own (so that a job's name holding the place, "call the Tokyo distributor",
 * is checked against the zone as leadingNames.ts does, and keeps its capitals in the notes), and only when the
 * phrase cannot be read as it is. The words are looked at in lower case, the phrase written again as typed.
 */
export function theirTimePhrase(phrase: string): { text: string; note: string } | null {
  const lower = phrase.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  const source = lower.length === phrase.length ? phrase : lower;
  const notes: string[] = [];
  const out = theirTime(lower, notes, source);
  return out === source || notes[0] === undefined ? null : { text: out, note: notes[0] };
}

/** People and groups whose time "their time" may be. */
const PARTY =
  /\b(?:customers?|clients?|vendors?|partners?|suppliers?|distributors?|teams?|offices?|folks|crews?|staff|parents|family|sister|brother|mum|mom|dad|boss|agents?|users?|buyers?|members?)\b/g;

/** `text` in lower case; `source` the same text as typed, of the same length, from which the result is written. */
function theirTime(text: string, notes: string[], source = text): string {
  if (!THEIR_TIME_GATE.test(text)) return source;
  const said = [...text.matchAll(THEIR_TIME)];
  if (said.length !== 1) return source;
  // "have the London team call the customer ... their time": "their" may be either party's
  if ((text.match(PARTY) ?? []).length > 1) return source;
  const whose = said[0] as RegExpMatchArray;
  const at = whose.index ?? 0;
  const places = [...text.matchAll(PLACE)];
  const zones = new Set(places.map((p) => resolveZoneWord(p[0].replace(/\s+/g, ' '))));
  if (places.length === 0 || zones.size !== 1 || zones.has(null)) return source;
  const zone = [...zones][0] as string;
  // every naming of the place must be theirs, and one must say so
  let tied = false;
  for (const p of places) {
    const before = text.slice(Math.max(0, (p.index ?? 0) - 24), p.index);
    const near = before.replace(/.*[,;:.(]/, '');
    const group = TIED_AFTER.test(text.slice((p.index ?? 0) + p[0].length));
    if (MINE.test(near) || (JOURNEY.test(near) && !group)) return source;
    if (TIED_BEFORE.test(before) || group) tied = true;
  }
  if (!tied || MINE.test(text.replace(/\b(?:their|her|his)\s+time\b/, ''))) return source;
  const first = places[0] as RegExpMatchArray;
  const place = first[0].replace(/\s+/g, ' ');
  const typed = source.slice(first.index, (first.index ?? 0) + first[0].length).replace(/\s+/g, ' ');
  const note = `"${source.slice(at, at + whose[0].length)}" read as the clock of ${title(typed)} (${zone}), the one place the phrase names.`;
  const end = at + whose[0].length;
  // where they are, then "use their time", last: the aside becomes the place's clock
  const use = IN_PLACE_USE_THEIRS.exec(text);
  if (use?.groups !== undefined && use.index <= at && use.groups.place?.replace(/\s+/g, ' ') === place) {
    if ((use.groups.open === '(') !== (use.groups.close !== undefined)) return source;
    notes.push(`"${source.slice(at, end)}" read as the clock of ${title(typed)} (${zone}), where they are.`);
    return `${source.slice(0, use.index)} (${typed} time)`;
  }
  // the place said in an aside right after: "their time (the customer is in chicago)"
  // or set off last: "their time — they're in yangon", "their time, the client is in Oslo"
  THEY_ARE_LAST.lastIndex = end;
  const last = THEY_ARE_LAST.exec(text);
  if (last !== null && last.groups?.place?.replace(/\s+/g, ' ') === place) {
    notes.push(note);
    return `${source.slice(0, at)}${typed} time${source.slice(end, last.index)}`;
  }
  // or between two dashes, the schedule going on: "their time — the client is in Bogotá — tue and thu"
  THEY_ARE_BETWEEN.lastIndex = end;
  const between = THEY_ARE_BETWEEN.exec(text);
  if (between !== null && between.groups?.place?.replace(/\s+/g, ' ') === place) {
    notes.push(note);
    return `${source.slice(0, at)}${typed} time ${source.slice(THEY_ARE_BETWEEN.lastIndex)}`;
  }
  // the pronoun's place said last, after the days: "2pm his time, mon wed fri (he's in honolulu)"
  const them = PRONOUN_LAST.exec(text.slice(end));
  const owner = (whose[1] ?? '') as keyof typeof PRONOUN;
  if (
    them?.groups !== undefined &&
    them.groups.place?.replace(/\s+/g, ' ') === place &&
    (them.groups.open === '(') === (them.groups.close !== undefined) &&
    PRONOUN[owner]?.test(them.groups.who ?? '')
  ) {
    notes.push(note);
    return `${source.slice(0, at)}${typed} time${source.slice(end, end + them.index)}`;
  }
  const group = FOR_THE_GROUP_LAST.exec(text.slice(end));
  if (group?.groups !== undefined && group.groups.place === place && TIED_AFTER.test(group.groups.group ?? '')) {
    notes.push(note);
    return `${source.slice(0, at)}${typed} time${source.slice(end, end + group.index)}`;
  }
  THEIR_TIME_ASIDE.lastIndex = end;
  const aside = THEIR_TIME_ASIDE.exec(text);
  if (aside !== null) {
    const rest = text.slice(THEIR_TIME_ASIDE.lastIndex);
    const close = new RegExp(`^${place.replace(/ /g, '\\s+')}(?:\\s+time)?\\s*\\)`).exec(rest);
    if (close === null) return source;
    notes.push(note);
    return `${source.slice(0, at)}${typed} time${source.slice(THEIR_TIME_ASIDE.lastIndex + close[0].length)}`;
  }
  const lead = FOR_THE_PLACE.exec(text.slice(0, at)) ?? FOR_ONE_IN_PLACE.exec(text.slice(0, at));
  if (lead !== null && lead[1]?.replace(/\s+/g, ' ') === place) {
    notes.push(note);
    return `${source.slice(0, lead.index)}${typed} time${source.slice(end)}`;
  }
  notes.push(note);
  return `${source.slice(0, at)}${typed} time${source.slice(end)}`;
}

/** "(I am in NY)", "(we're in London)": where the writer is. */
const WHERE_I_AM = /\s*\(\s*(?:i\s+am|i'?m|we\s+are|we'?re)\s+(?:in|based\s+in)\s+([a-z]+(?:\s+[a-z]+){0,2})\s*\)/g;
const WHERE_I_AM_GATE = /\(\s*(?:im|i|we)\b/;
/** ", me in Lisbon", " - I'm in Lisbon", "; we are based in Oslo": where the writer is, set off last. */
const WHERE_I_AM_LAST =
  /(?:\s*[,;]\s*|\s+-\s+)(?:i\s+am|i'?m|we\s+are|we'?re|me|us)\s+(?:in|based\s+in)\s+([a-z]+(?:\s+[a-z]+){0,2})\s*$/g;
const WHERE_I_AM_LAST_GATE = /(?:[,;]|\s-)\s*(?:i|im|i'm|we|were|we're|me|us)\s+(?:am\s+|are\s+)?(?:in|based)\s/;
const CODE_PLACES: Readonly<Record<string, string>> = { ny: 'America/New_York', hk: 'Asia/Hong_Kong' };

function whereIAm(text: string, notes: string[]): string {
  const bracketed = WHERE_I_AM_GATE.test(text);
  if (!bracketed && !WHERE_I_AM_LAST_GATE.test(text)) return text;
  const asides = [...text.matchAll(bracketed ? WHERE_I_AM : WHERE_I_AM_LAST)];
  if (asides.length !== 1) return text;
  const aside = asides[0] as RegExpMatchArray;
  const words = (aside[1] as string).replace(/\s+/g, ' ');
  const mine = CODE_PLACES[words] ?? resolveZoneWord(words);
  if (mine === null) return text;
  const outside = text.slice(0, aside.index) + text.slice((aside.index ?? 0) + aside[0].length);
  const zones = new Set([...outside.matchAll(PLACE)].map((p) => resolveZoneWord(p[0].replace(/\s+/g, ' '))));
  if (zones.size !== 1 || zones.has(null)) return text;
  const place = [...outside.matchAll(PLACE)][0];
  const said = place?.[0] ?? '';
  // the zone must be said with the clock ("3pm CET (I am in NY)"): a place in a team's name ("call the Tokyo team
  // at 9am (I'm in London)") is whom the runs are for, and the clock may be the person's own
  if (!/(?:\d|[ap]\.?m\.?)\s*$/.test(outside.slice(0, place?.index ?? 0))) return text;
  notes.push(
    `"${aside[0]
      .replace(/^[\s,;-]+/, '')
      .trim()
      .replace(/\bi\b/g, 'I')
      .replace(
        words,
        shown(words),
      )}" read as where you are: the time keeps the clock it is said in (${shown(said)}, ${[...zones][0]}).`,
  );
  return outside;
}

/** "(the DC is there)", "(our servers are there)": right after the one zone said. */
const IS_THERE =
  /\s*\(\s*(?:the\s+|our\s+|my\s+|their\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:is|are)\s+(?:(?:located|based|hosted)\s+)?there\s*\)/g;
const IS_THERE_GATE = /\s(?:is|are) (?:(?:located|based|hosted) )?there\s*\)/;

function isThere(text: string, notes: string[]): string {
  if (!IS_THERE_GATE.test(text)) return text;
  const asides = [...text.matchAll(IS_THERE)];
  if (asides.length !== 1) return text;
  const aside = asides[0] as RegExpMatchArray;
  const before = text.slice(0, aside.index);
  const after = text.slice((aside.index ?? 0) + aside[0].length);
  const places = [...before.matchAll(PLACE)];
  const zones = new Set(places.map((p) => resolveZoneWord(p[0].replace(/\s+/g, ' '))));
  if (zones.size !== 1 || zones.has(null) || after.match(PLACE) !== null) return text;
  // the place named just before the aside ("... kathmandu time (the dc is there)")
  const last = places.at(-1) as RegExpMatchArray;
  if (!/^(?:\s+time(?:\s*zone)?)?\s*$/.test(before.slice((last.index ?? 0) + last[0].length))) return text;
  notes.push(`"${aside[0].trim()}" read as about ${title(last[0])}, the place just named, not as another zone.`);
  return before + after;
}

/** "at 00 06 12 18 z", after "every 6h" or not. */
const ZULU_HOURS =
  /\b(?:every\s+(\d{1,2})\s*(?:h|hrs?|hours?)\s+)?at\s+((?:[01]\d|2[0-3])(?:\s*[,/]?\s+(?:[01]\d|2[0-3])){1,23})\s*z\b/g;
const ZULU_GATE = /\d\d\s*z\b/;

function zuluHours(text: string, notes: string[]): string {
  if (!ZULU_GATE.test(text)) return text;
  return text.replace(ZULU_HOURS, (m, step: string | undefined, list: string) => {
    const hours = (list.match(/\d\d/g) ?? []).map(Number);
    for (let i = 1; i < hours.length; i++) if ((hours[i] as number) <= (hours[i - 1] as number)) return m;
    const clocks = hours.map((h) => `${String(h).padStart(2, '0')}:00`);
    const said = `${clocks.slice(0, -1).join(', ')} and ${clocks.at(-1)} utc`;
    if (step !== undefined) {
      const n = Number(step);
      const first = hours[0] as number;
      const exact =
        n > 0 && 24 % n === 0 && first < n && hours.length === 24 / n && hours.every((h, i) => h === first + i * n);
      if (!exact) return m;
      notes.push(
        `"${m.replace(/z$/, 'Z')}" read as the hours listed, ${said.replace('utc', 'UTC')} ("Z" is UTC), which are every ${n} hours from ${clocks[0]}.`,
      );
      return `at ${said}`;
    }
    notes.push(`"${list} Z" read as ${said.replace('utc', 'UTC')} ("Z" is UTC).`);
    return `at ${said}`;
  });
}

/** "every 3 hours 00, 03, 06... utc": an interval, its first hours in two digits and "..." or "etc", then UTC. */
const HOURS_AND_SO_ON =
  /\bevery\s+(\d{1,2})\s*(?:h|hrs?|hours?)\s*[:,]?\s*\(?((?:[01]\d|2[0-3])(?:\s*,\s*(?:[01]\d|2[0-3])){1,7})\s*,?\s*(?:\.{2,}|\u2026|etc\.?)\s*\)?\s*(utc|gmt|z)\b/g;
const HOURS_AND_SO_ON_GATE = /\d\s*,?\s*(?:\.\.|\u2026|etc)/;

/**
 * The hours said go on as the interval says ("00, 03, 06..." every 3 hours: 00, 03, ... 21): read as every hour of
 * the day that far apart from the first, on UTC. Left as said (and refused) when the hours are not that interval
 * apart, or the first is not within the first interval of the day.
 */
function hoursAndSoOn(text: string, notes: string[]): string {
  if (!HOURS_AND_SO_ON_GATE.test(text)) return text;
  return text.replace(HOURS_AND_SO_ON, (m, step: string, list: string, zone: string) => {
    const n = Number(step);
    const hours = (list.match(/\d\d/g) ?? []).map(Number);
    const first = hours[0] as number;
    if (!(n > 0 && 24 % n === 0 && first < n && hours.every((h, i) => h === first + i * n))) return m;
    const all = Array.from({ length: 24 / n }, (_, i) => `${String(first + i * n).padStart(2, '0')}:00`);
    const said = zone === 'z' ? 'UTC ("Z" is UTC)' : zone.toUpperCase();
    notes.push(`"${m}" read as every ${n} hours from ${all[0]} ${said}: ${all.join(', ')}.`);
    return `at ${all.slice(0, -1).join(', ')} and ${all.at(-1)} ${zone === 'z' ? 'utc' : zone}`;
  });
}

/** The phrase with where the writer is and Zulu hours read as the grammar reads zones ("their time": see above). */
export function readZoneSaidAway(text: string, notes: string[]): string {
  const mine = ownOffsetSaid(myClockSaid(text, notes), notes);
  return hoursAndSoOn(zuluHours(isThere(whereIAm(mine, notes), notes), notes), notes);
}
