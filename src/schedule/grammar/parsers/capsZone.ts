import { type RecurrenceParser, unparseable } from '../draft.js';
import { choose } from './zone.js';

/**
 * Zone abbreviations that are English words in lower case ("eat", "wat", "cat", "vet", "wet": "during the wet season") or other letters too ("MMT",
 * Myanmar; "WST", Western Australia, and Samoa's own, said there; "AFT" Afghanistan, "CLT" Chile, "FKST" the
 * Falklands): read as a zone only right after a clock time ("07:15 WAT", "6am EAT", "9 (CAT)"), or, the letters that
 * are no English word ("WST", "CLT", "FKST"), after a clock and its days ("4pm weekdays WST"), and only when typed in capitals, the way zones are written; in
 * lower case after a time they are refused with the zone named, never guessed. Elsewhere ("cat feeding at 7") they
 * stay words. "ART" (Argentina Time; "art" is a word, and so is the clinics' "ART", antiretroviral therapy) is read
 * only where nothing of a name can follow it: before the end, a mark, or a word that goes on with the schedule
 * ("fri 18:00 ART until march 15 2027"; "8am ART refill" stays as before), after a clock with its minutes, am/pm or four
 * digits ("sundays at 7 ART" stays as before); said in Argentina, it is the person's
 * own clock (all of Argentina's zones keep UTC-3 all year); said where a clinic's ART is likelier than Argentina's
 * clock (a zone of Africa, Asia, Australia, the Indian Ocean or the Pacific: "8am ART daily" in Johannesburg) it is
 * refused with the zone named.
 */
const CAPS_ZONES: Readonly<Record<string, readonly [zone: string, name: string]>> = {
  wat: ['Africa/Lagos', 'West Africa Time'],
  eat: ['Africa/Nairobi', 'East Africa Time'],
  cat: ['Africa/Maputo', 'Central Africa Time'],
  vet: ['America/Caracas', 'Venezuela Time'],
  wet: ['Europe/Lisbon', 'Western European Time'],
  mmt: ['Asia/Yangon', 'Myanmar Time'],
  art: ['America/Argentina/Buenos_Aires', 'Argentina Time'],
  // Samoa's "WST" too: said in Samoa, its own clock
  wst: ['Australia/Perth', 'Australian Western Standard Time'],
  // "aft" is a ship's word ("aft deck"); "CLT" and "FKST" are letters no English word has
  aft: ['Asia/Kabul', 'Afghanistan Time'],
  clt: ['America/Santiago', 'Chile time, its local time'],
  fkst: ['Atlantic/Stanley', 'Falkland Islands Time'],
};

/** Chile's clock, whose people write "CLT" for it (Punta Arenas keeps UTC-3 all year: not that clock). */
const CHILE_ZONES: ReadonlySet<string> = new Set(['America/Santiago']);

export const capsZoneParser: RecurrenceParser = {
  name: 'capsZone',
  pattern:
    /(?:(?<=(?:\d\s*[ap]\.?m\.?|\d|\bnoon|\bmidnight)\s*)(?:\(\s*)?(?<word>wat|eat|cat|vet|wet|mmt|wst|aft|clt|fkst|(?<=(?:\d\s*[ap]\.?m\.?|\d:\d\d|\b\d{4})\s*)art(?=\s*$|\s*[,.;:)\u2014\u2013-]|\s+(?:until|till|through|from|starting|on|every|each|daily|weekdays|weekly|except)\b))|(?<=(?:\d\s*[ap]\.?m\.?|\d)\s+(?:weekdays|weekends|daily|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:days?)?)\s+)(?<word2>wst|clt|fkst))(?:\s+time(?:\s*zone)?)?(?:\s*\))?(?![\w/])/g,
  gate: /\b(?:wat|eat|cat|vet|wet|mmt|wst|aft|clt|fkst|art)\b/,
  apply(m, draft, ctx) {
    const word = (m.groups?.word ?? m.groups?.word2 ?? '').toLowerCase();
    const own = ctx.ownZone ?? '';
    const [zone, name]: readonly [string, string] =
      word === 'wst' && ctx.ownZone === 'Pacific/Apia'
        ? ['Pacific/Apia', 'Samoa time, your own clock']
        : word === 'art' && own.startsWith('America/Argentina/')
          ? [own, 'Argentina time, your own clock']
          : (CAPS_ZONES[word] ?? ['UTC', '']);
    const caps = word.toUpperCase();
    // "CLT" is Charlotte's too, its airport's code ("gate report 6am weekdays CLT"): Chile's clock only for a person
    // on it, and elsewhere refused with both named, never guessed
    if (word === 'clt' && !CHILE_ZONES.has(ctx.ownZone ?? '')) {
      return unparseable(
        '"CLT" after a time may be Chile time (America/Santiago) or Charlotte, its airport\'s code (US Eastern).',
        'Name the clock: "Santiago" for Chile, "Eastern" for Charlotte.',
      );
    }
    // "8am ART daily" said in Johannesburg or Nairobi: a clinic's antiretroviral therapy is likelier there than
    // Argentina's clock, so it is refused with the zone named, never guessed
    if (word === 'art' && /^(?:Africa|Asia|Indian|Australia|Pacific)\//.test(own)) {
      return unparseable(
        `"ART" after a time may be ${name} (${zone}), or a name (a clinic's ART) said where ${own} keeps the clock.`,
        `For Argentina's clock name a city ("Buenos Aires"); for a name, say it first, in quotes.`,
      );
    }
    if (!new RegExp(`(?<![\\w])${caps}(?![\\w])`).test(ctx.phrase)) {
      return unparseable(
        `"${word}" after a time may be ${name} (${caps}), or a word.`,
        `For the time zone write ${caps} in capitals or name a city ("${zone.split('/')[1]}").`,
      );
    }
    return choose(draft, zone, caps, `${caps} read as ${name} (${zone}).`, ctx.now);
  },
};
