import { offsetAt, zoneNamed } from '../../tz.js';
import { resolveZoneWord } from '../../zones.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { differencesAt } from '../zoneClocks.js';
import { asTyped } from './placeCode.js';
import { choose, WORD_SOURCE } from './zone.js';

/**
 * Places left out of the zone words because they are people's names too ("Regina"): read as a zone only right before
 * words that say their clock keeps one offset all year ("7p Regina (no DST there)"), which no person is said to do.
 */
const PLACES_SAID_BY_THEIR_CLOCK: ReadonlyMap<string, string> = new Map([['regina', 'America/Regina']]);

/**
 * "(no DST there)", ", no daylight saving", "(Phoenix, we dont do DST)": words on the zone just named, checked, not taken on trust. Where the
 * zone keeps one offset all year ("9am Phoenix (no DST there)") they are read, with a note; where it changes its
 * clocks, or no zone was named, the phrase is refused, as the words and the zone disagree.
 */
export const noDaylightSavingParser: RecurrenceParser = {
  name: 'noDaylightSaving',
  pattern:
    /(?:(?<place>\bregina)\s*)?(?:\(\s*|[,;-]\s*)(?:(?:no|without)\s+|(?:we|they|it|that|which)\s+(?:don'?t|doesn'?t|do\s+not|does\s+not|never)\s+(?:do|observe|use|follow|have|change\s+for)\s+)(?:dst|daylight\s+sav(?:ing|ings)(?:\s+time)?)(?:\s+(?:there|here|in\s+[a-z]+))?\s*\)?(?=\s*(?:$|[,;.]))/g,
  gate: /\b(?:no|without|don'?t|doesn'?t|not|never)\s+(?:(?:do|observe|use|follow|have|change\s+for)\s+)?(?:dst|daylight)/,
  apply(m, draft, ctx) {
    const place = m.groups?.place;
    const said = asTyped(ctx.phrase, m[0].slice(place?.length ?? 0).replace(/^\s*[(,;-]\s*|\s*\)$/g, ''));
    // a place kept out of the zone words as a person's name too ("Regina"), said right before the words on its clock:
    // those words say it is a place, and its clock the runs' (PLACES_SAID_BY_THEIR_CLOCK)
    if (place !== undefined && draft.zone === null) {
      const zone = PLACES_SAID_BY_THEIR_CLOCK.get(place);
      if (zone !== undefined) draft.zone = { name: zone, said: asTyped(ctx.phrase, place) };
    }
    const name = draft.zone?.name;
    const zone = name === undefined ? null : zoneNamed(name);
    if (name === undefined || zone === null) {
      return unparseable(
        `"${said}" says a zone keeps its clock all year, but the phrase names no zone.`,
        'Name the zone, e.g. "9am Phoenix".',
      );
    }
    const year = new Date(ctx.now).getUTCFullYear();
    const offsets = new Set(
      [0, 2, 4, 6, 8, 10].map((month) => offsetAt(zone, Date.UTC(year, month, 15))).concat(offsetAt(zone, ctx.now)),
    );
    if (offsets.size > 1) {
      return unparseable(
        `"${said}" does not hold for ${draft.zone?.said ?? name} (${name}), which changes its clocks for daylight saving.`,
        `Name a zone that keeps one offset all year (e.g. "Phoenix"), or leave out "${said}".`,
      );
    }
    draft.assumptions.push(`"${said}": ${name} keeps the same offset all year, so the runs stay at that clock time.`);
    return undefined;
  },
};

/**
 * "(same thing)", "(same moment)", "- same call" after a time restated in a second zone ("9am pacific / 12pm eastern (same
 * thing)"): read only once the restatement was read as the same time (sameInstant.ts); otherwise refused.
 */
export const sameThingParser: RecurrenceParser = {
  name: 'sameThing',
  pattern:
    /(?:\(\s*|[,;]\s*|\s[-\u2013\u2014]\s*)(?:(?:it'?s\s+|that'?s\s+)?(?:the\s+)?same\s+(?:thing|time|call|meeting|instant|moment|slot))\s*\)?(?=\s*(?:$|[,;.!]))/g,
  gate: /\bsame\s+(?:thing|time|call|meeting|instant|moment|slot)\b/,
  apply(m, draft, ctx) {
    const same = draft.assumptions.find((a) => a.includes(' is the same time as '));
    // "the same thing" said of two clocks that part from each other part of the year: which one keeps the runs?
    if (same?.includes('not all year')) {
      return unparseable(
        `${same.replace(/: the schedule keeps.*$/, '')}, so "${asTyped(ctx.phrase, m[0].replace(/^[(,;\s\u2013\u2014-]+|\s*\)$/g, ''))}" holds only part of the year.`,
        'Give the time in the zone whose clock it keeps, e.g. "every monday 9am London".',
      );
    }
    if (same !== undefined) return undefined;
    const said = asTyped(ctx.phrase, m[0].replace(/^[(,;\s\u2013\u2014-]+|\s*\)$/g, ''));
    return unparseable(
      `"${said}": I could not read which two times are the same.`,
      'Give the time in one zone, e.g. "every monday 9am Pacific".',
    );
  },
};

const HOUR = '(?:(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?(?:\\s*[ap]\\.?m\\.?)?)';
const ZONE_SAID = `${WORD_SOURCE}(?![a-z0-9_/])(?:\\s+time)?`;

function minutesOf(clock: string): number {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap])?/.exec(clock) ?? [];
  let h = Number(m[1]);
  if (m[3] === 'p' && h < 12) h += 12;
  if (m[3] === 'a' && h === 12) h = 0;
  return h * 60 + (m[2] === undefined ? 0 : Number(m[2]));
}

/** The stretches of days marked, from today's: "from 8 Mar to 28 Mar and from 25 Oct to 31 Oct". */
function stretches(marked: readonly boolean[], now: number): string {
  const start = Math.floor(now / 86_400_000) * 86_400_000;
  const day = (i: number) => {
    const d = new Date(start + i * 86_400_000);
    return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  };
  const out: string[] = [];
  for (let i = 0; i < marked.length; i++) {
    if (!marked[i]) continue;
    let j = i;
    while (j + 1 < marked.length && marked[j + 1]) j++;
    out.push(i === j ? `on ${day(i)}` : `from ${day(i)} to ${day(j)}`);
    i = j;
  }
  return out.join(' and ');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "weekdays at 8 Pacific, 11 Eastern - same call": one time restated in a second zone, said to be the same by
 * "same call"/"same thing" (which lets a bare hour and a comma stand where sameInstant.ts asks for "1pm ... /").
 * Read once, on the first zone's clock, only when both are the same instant on every day of the year; when the
 * zones change their clocks on different dates the phrase is refused, saying on which days they differ. The second
 * time and the "same" words are consumed here; the first zone is read by the zone parser.
 */
export const sameCallParser: RecurrenceParser = {
  name: 'sameCall',
  pattern: new RegExp(
    `(?<=(?<t1>${HOUR})\\s*(?<z1>${ZONE_SAID})\\s*)[,/;]\\s*(?<t2>${HOUR})\\s*(?<z2>${ZONE_SAID})\\s*(?:[-\\u2013\\u2014,(]\\s*)?(?:it'?s\\s+|that'?s\\s+)?(?:the\\s+)?same\\s+(?:thing|call|time|meeting|slot)\\b\\s*\\)?`,
    'g',
  ),
  gate: /\bsame\s+(?:thing|call|time|meeting|slot)\b/,
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    const z1 = (g.z1 ?? '').replace(/\s+time$/, '').replace(/\s+/g, ' ');
    const z2 = (g.z2 ?? '').replace(/\s+time$/, '').replace(/\s+/g, ' ');
    const a = resolveZoneWord(z1);
    const b = resolveZoneWord(z2);
    const first = asTyped(ctx.phrase, `${g.t1} ${g.z1}`);
    const second = asTyped(ctx.phrase, `${g.t2} ${g.z2}`);
    if (a === null || b === null) {
      return unparseable(
        `"${first}" and "${second}" name a time in two zones, and one is not a single zone I know.`,
        'Give the time in one zone, e.g. "8am Pacific".',
      );
    }
    const m1 = minutesOf((g.t1 ?? '').trim());
    const m2 = minutesOf((g.t2 ?? '').trim());
    const diffs = differencesAt(a, b, m1, ctx.now) ?? [];
    const agrees = (d: number) => (((m1 + d - m2) % 1440) + 1440) % 1440 === 0;
    if (diffs.length === 0 || !diffs.some(agrees)) {
      return unparseable(
        `"${first}" and "${second}" are not the same time.`,
        `Give the time in one zone: "${first}", or "${second}".`,
      );
    }
    if (!diffs.every(agrees)) {
      const when = stretches(
        diffs.map((d) => !agrees(d)),
        ctx.now,
      );
      return unparseable(
        `"${first}" and "${second}" are the same time only part of the year: the two zones change their clocks on ` +
          `different dates, and differ ${when}.`,
        `Give the time in one zone: "${first}", or "${second}".`,
      );
    }
    draft.assumptions.push(
      `"${second}" is the same time as "${first}" on every day of the year: read once, on the clock of ${a}.`,
    );
    return undefined;
  },
};

/**
 * "0630L daily (L = local, we're in Denver)": the military "L" suffix explained, with the place whose local time
 * it is. The place's zone is the schedule's; without a place, "L = local" is the person's own zone.
 */
export const localLetterParser: RecurrenceParser = {
  name: 'localLetter',
  pattern: new RegExp(
    `\\(\\s*l\\s*(?:=|is|means)\\s*local(?:\\s+time)?(?:\\s*[,;]\\s*(?:we'?re|we\\s+are|i'?m|i\\s+am)\\s+in\\s+(?<place>${WORD_SOURCE}))?\\s*\\)`,
    'g',
  ),
  gate: /\bl\s*(?:=|is|means)\s*local\b/,
  apply(m, draft, ctx) {
    const place = m.groups?.place?.replace(/\s+/g, ' ');
    if (place === undefined) {
      draft.ownZone = 'L = local';
      return undefined;
    }
    const zone = resolveZoneWord(place);
    if (zone === null) {
      return unparseable(
        `"${asTyped(ctx.phrase, place)}" is not a single time zone I know.`,
        'Name a city ("Denver").',
      );
    }
    const said = asTyped(ctx.phrase, place);
    return choose(draft, zone, said, `"L" read as local time in ${said} (${zone}), as the phrase says.`, ctx.now);
  },
};
