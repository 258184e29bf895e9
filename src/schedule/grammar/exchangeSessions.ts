import type { ScheduleProblem } from '../problem.js';
import { resolveZoneWord } from '../zones.js';
import { unparseable } from './draft.js';
import { WORD_SOURCE } from './parsers/zone.js';
import { DAY } from './words.js';

/**
 * A stock exchange's open or close, said as the time of a run or of an event, read on its own clock and on its
 * trading days (Monday to Friday; exchange holidays and early closes are not known, which a note says):
 * - "ping me 10 min before Tokyo open", "heads up 15 minutes before the LSE close", "5 min before NYSE open every
 *   trading day", "alert me at the Hong Kong open", "30 min after the ASX open": the regular session's open or
 *   close, moved by the duration, on the exchange's clock ("at 08:50 tokyo time weekdays");
 * - "ASX open 10am Sydney, alert at the open", "HK open 9:30 their time weekdays - reminder at 9:15", "LSE close
 *   auction 16:30, heads up at 16:25": the open or close said with its time, on the exchange's clock (its zone
 *   said, "their time", or no zone with the very time of the session): its trading days where no day is said.
 * Refused or left unread: an exchange's session beside a day of the weekend ("every day", "saturdays"); another
 * clock time beside a duration before the session (on which clock?); a time said for the session in another zone
 * or in none but not the session's (the days of another clock may differ: Tokyo's Monday open is Sunday evening
 * in New York); a city's name before "opens"/"closes" (an office, a shop: "Tokyo office opens at 9"), "US open"
 * (a tennis tournament). The US market said "the NYSE open" is `parsers/market.ts`'s; this is looked at only when
 * the phrase does not read as it is.
 */

interface Exchange {
  readonly name: string;
  readonly zone: string;
  /** The words the rewrite says its clock with. */
  readonly clock: string;
  readonly open: number;
  readonly close: number;
}

const NEW_YORK: Exchange = {
  name: 'the New York Stock Exchange',
  zone: 'America/New_York',
  clock: 'new york time',
  open: 570,
  close: 960,
};
const LONDON: Exchange = {
  name: 'the London Stock Exchange',
  zone: 'Europe/London',
  clock: 'london time',
  open: 480,
  close: 990,
};
const TOKYO: Exchange = {
  name: 'the Tokyo Stock Exchange',
  zone: 'Asia/Tokyo',
  clock: 'tokyo time',
  open: 540,
  close: 930,
};
const HONG_KONG: Exchange = {
  name: 'the Hong Kong exchange',
  zone: 'Asia/Hong_Kong',
  clock: 'hong kong time',
  open: 570,
  close: 960,
};
const SYDNEY: Exchange = { name: 'the ASX', zone: 'Australia/Sydney', clock: 'sydney time', open: 600, close: 960 };
const FRANKFURT: Exchange = { name: 'Xetra', zone: 'Europe/Berlin', clock: 'frankfurt time', open: 540, close: 1050 };
const EURONEXT: Exchange = { name: 'Euronext', zone: 'Europe/Paris', clock: 'paris time', open: 540, close: 1050 };
const TORONTO: Exchange = { name: 'the TSX', zone: 'America/Toronto', clock: 'toronto time', open: 570, close: 960 };

/** Names of an exchange or of its index, and the cities finance names a session by ("London close"). */
const NAMES: readonly [RegExp, Exchange][] = [
  [/^(?:nyse|nasdaq|wall\s+street|new\s+york|ny|nyc)$/, NEW_YORK],
  [/^(?:lse|ftse|london)$/, LONDON],
  [/^(?:jpx|nikkei|topix|tokyo)$/, TOKYO],
  [/^(?:hkex|hang\s+seng|hong\s+kong|hk)$/, HONG_KONG],
  [/^(?:asx|sydney)$/, SYDNEY],
  [/^(?:xetra|dax|frankfurt)$/, FRANKFURT],
  [/^(?:euronext|cac)$/, EURONEXT],
  [/^(?:tsx|toronto)$/, TORONTO],
];
const NAME =
  '(?:nyse|nasdaq|wall\\s+street|new\\s+york|nyc|ny|lse|ftse|london|jpx|nikkei|topix|tokyo|hkex|hang\\s+seng|hong\\s+kong|hk|asx|sydney|xetra|dax|frankfurt|euronext|cac|tsx|toronto)';
/** "open", "opening bell", "close auction", "closing bell", after the name and an optional word of a market. */
const SESSION = `(?<![\\w/-])(?<name>${NAME})(?:'s)?(?:\\s+(?:stock\\s+)?(?:market|exchange|cash|equities))?\\s+(?<point>open(?:ing)?|clos(?:e|ing))(?:\\s+(?:bell|auction|session|print))?(?![\\w-])`;

const DURATION = '(?<n>\\d{1,3}|an?|one|half\\s+an?)\\s*(?<unit>minutes?|mins?|m|hours?|hrs?|h)';
/** "10 min before tokyo open", "at the LSE close", "30 minutes after the asx open". */
const RUN_AT = new RegExp(
  `(?:\\b${DURATION}\\s+(?<dir>before|ahead\\s+of|prior\\s+to|after)|\\b(?:at|on))\\s+(?:the\\s+)?${SESSION}`,
);
const CLOCK =
  '(?:(?:[01]?\\d|2[0-3]):[0-5]\\d(?:\\s*[ap]m\\b)?|(?:1[0-2]|0?[1-9])\\s*[ap]m\\b|(?:1[0-2]|0?[1-9])(?![\\d:.]))';
/** "ASX open 10am Sydney", "HK open at 9:30 their time", "LSE close auction 16:30 london": the session's own time. */
const SAID_AT = new RegExp(
  `${SESSION}(?:\\s+(?:is|at|@|=))*\\s+(?<clock>${CLOCK})(?<zone>\\s+(?:their\\s+time|(?:${WORD_SOURCE})(?:\\s+time)?))?(?![\\w:])`,
);
/** Days the exchange trades: the weekdays, said, or "every trading day" (read as the weekdays). */
const TRADING_DAYS = /\b(?:(?:on\s+)?(?:every|each|all)\s+trading\s+days?|(?:on\s+)?trading\s+days)\b/;
/** Days the exchange is closed on. */
const CLOSED_DAYS =
  /\b(?:daily|nightly|(?:every|each)\s+(?:day|night)|sat(?:urday)?s?|sun(?:day)?s?|weekends?|7\s+days)\b/;
const ANY_DAY = new RegExp(`\\b(?:${DAY}|week\\s*days?|business\\s+days?)`);
/** A zone's word anywhere in a text, and an exchange's name: built once. */
const ZONE_WORD_IN = new RegExp(`(?<![\\w/-])(?:${WORD_SOURCE})(?![\\w/-])`);
const NAME_AT = new RegExp(NAME);
const OTHER_CLOCK =
  /\b(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s*[ap]m\b|\b(?:[01]?\d|2[0-3]):[0-5]\d\b|\b(?:noon|midnight|midday)\b|\bat\s+\d{1,2}\b/;
const HOLIDAYS = 'the schedule does not know exchange holidays or early closes, and runs on them as usual';

export const EXCHANGE_SESSION_GATE = new RegExp(`\\b${NAME}(?:'s)?\\s+(?:[a-z]+\\s+)?(?:open|clos)`);

export interface ExchangeSessionReading {
  readonly text: string;
  readonly notes: readonly string[];
}

function exchangeOf(name: string): Exchange {
  const words = name.replace(/\s+/g, ' ');
  return (NAMES.find(([re]) => re.test(words)) as [RegExp, Exchange])[1];
}

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
/** A time with its half of the day, as the rewrite says it ("8:50am", "4:15pm"). */
const spoken = (m: number) =>
  `${Math.floor(m / 60) % 12 || 12}:${String(m % 60).padStart(2, '0')}${m < 720 ? 'am' : 'pm'}`;

function minutesOf(n: string, unit: string): number {
  const count = /^half/.test(n) ? 0.5 : /^(?:an?|one)$/.test(n) ? 1 : Number(n);
  return Math.round(/^h/.test(unit) ? count * 60 : count);
}

/** The days to run on: the weekdays where none is said; "every trading day" said as the weekdays. */
function withDays(text: string, session: string, notes: string[]): string | ScheduleProblem {
  const out = text.replace(TRADING_DAYS, 'weekdays');
  if (CLOSED_DAYS.test(out)) {
    return unparseable(
      `"${session}" is on trading days only, and the phrase names days the exchange is closed.`,
      'Say "every weekday", or give the time, e.g. "every day at 8:50am Tokyo time".',
    );
  }
  if (out !== text) notes.push(`Read "trading days" as Monday to Friday; ${HOLIDAYS}.`);
  return ANY_DAY.test(out) ? out : `${out} weekdays`;
}

/** The phrase rewritten with the session's time on its clock and its days, a refusal, or null. */
export function exchangeSession(text: string): ExchangeSessionReading | ScheduleProblem | null {
  const run = RUN_AT.exec(text);
  if (run?.groups) {
    const g = run.groups;
    const exchange = exchangeOf(g.name as string);
    // "at the NYSE open" is the US market's reader's (parsers/market.ts)
    if (g.n === undefined && exchange === NEW_YORK && /\bthe\s+/.test(run[0])) return null;
    const close = /^clos/.test(g.point as string);
    const base = close ? exchange.close : exchange.open;
    const by = g.n === undefined ? 0 : minutesOf(g.n, g.unit as string);
    const at = g.dir === undefined ? base : /^after/.test(g.dir) ? base + by : base - by;
    // another clock time beside it: on the exchange's clock too, or the person's?
    const rest = text.slice(0, run.index) + text.slice(run.index + run[0].length);
    if (OTHER_CLOCK.test(rest) || ZONE_WORD_IN.test(rest)) return null;
    if (at < 0 || at >= 1440 || by > 720) return null;
    const session = run[0].slice(run[0].search(NAME_AT)).trim();
    const notes = [
      `Read "${session}" as ${exchange.name}'s regular ${close ? 'close' : 'open'}, ${hhmm(base)} ${exchange.clock}, on trading days (Monday to Friday): runs at ${hhmm(at)} ${exchange.clock}; ${HOLIDAYS}.`,
    ];
    const said = `${text.slice(0, run.index)} at ${spoken(at)} ${exchange.clock} ${text.slice(run.index + run[0].length)}`;
    const days = withDays(said.replace(/\s+/g, ' ').trim(), session, notes);
    return typeof days === 'string' ? { text: days, notes } : days;
  }
  const said = SAID_AT.exec(text);
  if (!said?.groups) return null;
  const g = said.groups;
  const exchange = exchangeOf(g.name as string);
  const zone = (g.zone ?? '').trim().replace(/\s+time$/, '');
  const close = /^clos/.test(g.point as string);
  const notes: string[] = [];
  let out = text;
  const session = said[0].slice(0, said[0].search(/\s+(?:is\s+|at\s+|@\s*|=\s*)*(?:\d|noon)/)).trim();
  if (zone === 'their') {
    // "their time": the exchange's
    const from = said.index + said[0].lastIndexOf('their');
    out = `${text.slice(0, from)}${exchange.clock}${text.slice(from + 'their time'.length)}`;
    notes.push(`Read "their time" as ${exchange.name}'s clock, ${exchange.clock}.`);
  } else if (zone !== '') {
    // a zone said: the exchange's own, else another clock whose days may differ
    if (resolveZoneWord(zone) !== exchange.zone) return null;
  } else {
    // no zone: the session's very time is on its clock; another time may be the person's own
    const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap]m)?$/.exec((g.clock as string).trim());
    if (m === null) return null;
    const h = Number(m[1]);
    const min = Number(m[2] ?? 0);
    const readings =
      m[3] !== undefined
        ? [((h % 12) + (m[3] === 'pm' ? 12 : 0)) * 60 + min]
        : [h * 60 + min, ((h % 12) + 12) * 60 + min];
    if (!readings.includes(close ? exchange.close : exchange.open)) return null;
    const end = said.index + said[0].length;
    out = `${text.slice(0, end)} ${exchange.clock}${text.slice(end)}`;
    notes.push(
      `Read "${said[0].trim()}" on ${exchange.name}'s clock, ${exchange.clock}: its regular ${close ? 'close' : 'open'}.`,
    );
  }
  if (ANY_DAY.test(out) && !TRADING_DAYS.test(out)) return notes.length === 0 ? null : { text: out, notes };
  // the trading days, said right after the session's time
  const end = said.index + said[0].length + (out.length - text.length);
  const days = TRADING_DAYS.test(out) ? out : `${out.slice(0, end)} weekdays${out.slice(end)}`;
  const dayed = withDays(days, session, notes);
  if (typeof dayed !== 'string') return dayed;
  notes.push(`Read "${session}" as ${exchange.name}'s, on trading days (Monday to Friday); ${HOLIDAYS}.`);
  return { text: dayed.replace(/\s+/g, ' ').trim(), notes };
}
