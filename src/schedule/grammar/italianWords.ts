import { gatedBy } from './readerGates.js';
import {
  EN_DAY,
  EN_MONTH,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
} from './wordRules.js';

/**
 * Words of when in Italian, as Italian teams mix them into English or say a schedule whole ("standup alle 9:30 dal
 * lunedì al venerdì", "report every friday ore 17", "ogni 15 minuti dalle 8 alle 20"): each read as the English it
 * stands for, before the phrase is read again, with a note for each. Read only when the phrase cannot be read as it
 * is (from mixedLanguageWords.ts), and only words of when: the job's name ("pausa caffè", "fatture") stays as it
 * is, for the name readers.
 * - days ("lunedì", "venerdi"), "ogni lunedì": every Monday; "il martedì" (no date after it): on Tuesdays, as
 *   Italian says a day that comes back; "dal lunedì al venerdì", "da lunedì a venerdì": Monday to Friday;
 * - "ogni giorno", "tutti i giorni": every day; "ogni giorno lavorativo", "nei giorni feriali", "i giorni
 *   lavorativi": weekdays; "ogni notte", "ogni mattina", "ogni sera": every night, morning, evening; "nel fine
 *   settimana": weekends;
 * - "alle 6 del mattino", "alle 7:30 di mattina": AM (1 to 11 only);
 * - "alle 9:30", "alle ore 15", "ore 17": at (the 24-hour clock: "ore 17" is 17:00; a bare hour up to 12, "alle 2",
 *   is left to the grammar, which says which half of the day it took or refuses); "dalle 8 alle 20": from 08:00 to
 *   20:00 ("dalle 9 alle 5", "dalle 2 alle 4" stay unread: the morning's hours, or the afternoon's?); "a mezzogiorno", "a mezzanotte";
 * - "alle 8 e un quarto", "alle 9 e mezza", "alle 17 e tre quarti", "alle 9 meno un quarto": 8:15, 9:30, 17:45, 8:45
 *   (a clock with its minutes; "alle 1 meno un quarto", 0:45 or 12:45?, stays unread);
 * - "e" between days, clocks and days of the month: and ("il martedì e il venerdì", "alle 6 e alle 18"; never beside
 *   a bare number: "alle 9 e 15" is 9:15, or 9:00 and 15:00?);
 * - "ogni 15 minuti", "ogni 2 ore", "ogni ora", "ogni mezz'ora": every ...;
 * - "il primo del mese", "il 16 di ogni mese": the 1st of the month, the 16th of every month; "il primo e il
 *   quindici di ogni mese", "il giorno 1 di ogni mese": days of the month listed, in figures or words, before "del mese" or "di ogni mese" only;
 *   "l'ultimo venerdì del mese", "(ogni) primo lunedì del mese": the last Friday, the first Monday of the month; "il 24 dicembre": December 24;
 *   "fine mese, l'ultimo giorno": the end of the month, said again as its last day: the last day of the month ("fine
 *   mese" alone, its last day or its last days?, stays unread);
 * - "promemoria un'ora prima", "avviso 30 minuti prima": a reminder an hour, 30 minutes before (the event said with its
 *   date and clock);
 * - "promemoria": reminder; ", avviso alle 19:30": a reminder at 19:30 (after a mark, before a clock with its minutes only: "alle 8" may be the evening's);
 * - "domani": tomorrow; "dopodomani": in 2 days; "ricordami ... di chiamare": remind me ... to call;
 * - "tranne", "eccetto": except; "sabato escluso", "escluso il sabato", "esclusa la domenica": except Saturdays,
 *   Sundays (the day's word beside "escluso" only);
 * - "giornaliero", "giornaliera", "quotidiano", "quotidiana" (after the noun they qualify: "controllo giornaliero"):
 *   daily, the frequency they say; "fino a fine gennaio", "fino al 31 gennaio": until; "dal 4 gennaio", "a partire dal
 *   4 gennaio": starting;
 * - "ora italiana", "ora di Roma": Italy's, Rome's time; "ora loro": their time; "ora nostra": our time;
 *   the Italian names of places ("Milano", "Londra", "Parigi").
 * - "no scusa", "no aspetta": no wait (a correction).
 * Refused as before: "ogni due settimane" (every two weeks, which a weekly schedule cannot say), "alle 9 e 15",
 * "dalle 9 alle 5": the words stay Italian, and foreignTimeWords.ts keeps them out of names.
 */

const DAYS: Readonly<Record<string, string>> = {
  lunedi: 'monday',
  martedi: 'tuesday',
  mercoledi: 'wednesday',
  giovedi: 'thursday',
  venerdi: 'friday',
  sabato: 'saturday',
  domenica: 'sunday',
};
const MONTHS: Readonly<Record<string, string>> = {
  gennaio: 'january',
  febbraio: 'february',
  marzo: 'march',
  aprile: 'april',
  maggio: 'may',
  giugno: 'june',
  luglio: 'july',
  agosto: 'august',
  settembre: 'september',
  ottobre: 'october',
  novembre: 'november',
  dicembre: 'december',
};
const ORDINALS: Readonly<Record<string, string>> = {
  primo: 'first',
  prima: 'first',
  secondo: 'second',
  seconda: 'second',
  terzo: 'third',
  terza: 'third',
  quarto: 'fourth',
  quarta: 'fourth',
  ultimo: 'last',
  ultima: 'last',
};
const PLACES: Readonly<Record<string, string>> = {
  milano: 'milan',
  roma: 'rome',
  londra: 'london',
  parigi: 'paris',
  berlino: 'berlin',
  torino: 'turin',
  napoli: 'naples',
  firenze: 'florence',
  venezia: 'venice',
  ginevra: 'geneva',
  mosca: 'moscow',
  pechino: 'beijing',
};
/** "ora italiana", "ora svizzera": the country whose clock the time is on. */
const COUNTRY_TIME: Readonly<Record<string, string>> = {
  italiana: 'italy',
  svizzera: 'switzerland',
  inglese: 'uk',
  britannica: 'uk',
  tedesca: 'germany',
  francese: 'france',
  spagnola: 'spain',
  giapponese: 'japan',
};

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;
const DAY = '(?:luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica)';
const MONTH = '(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)';
/** A clock said plainly as one: with a colon or a dot ("9:30", "7.45"). */
const CLOCK = '(?:[01]?\\d|2[0-3])[:.][0-5]\\d';
/** An hour or a clock ("8", "20", "9:30"). */
const HOUR = '(?:[01]?\\d|2[0-3])(?:[:.][0-5]\\d)?';
const ORD = '(?:prim[oa]|second[oa]|terz[oa]|quart[oa]|ultim[oa])';
/** The days of the month said in words, as Italian says a date ("il quindici": the 15th; "il primo": the 1st). */
const DAY_WORDS: Readonly<Record<string, number>> = {
  primo: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  undici: 11,
  dodici: 12,
  tredici: 13,
  quattordici: 14,
  quindici: 15,
  sedici: 16,
  diciassette: 17,
  diciotto: 18,
  diciannove: 19,
  venti: 20,
  ventuno: 21,
  ventidue: 22,
  ventitre: 23,
  ventiquattro: 24,
  venticinque: 25,
  ventisei: 26,
  ventisette: 27,
  ventotto: 28,
  ventinove: 29,
  trenta: 30,
  trentuno: 31,
};
/** A day of the month in a list of them ("primo", "1°", "15", "quindici"). */
const LIST_DAY = `(?:primo|1°|[1-9]|[12]\\d|3[01]|${Object.keys(DAY_WORDS)
  .filter((w) => w !== 'primo')
  .map((w) => (w === 'ventitre' ? 'ventitr[eé]' : w))
  .join('|')})`;
const listDay = (said: string): string => {
  const n = /^\d/.test(said) ? Number.parseInt(said, 10) : (DAY_WORDS[plain(said)] as number);
  return nth(String(n));
};
/** A day of the month said bare: not a clock, nor a count of hours or minutes. */
const MDAY = `([1-9]|[12]\\d|3[01])(?![\\d:.]|\\s*(?:minuti|ore|giorni|settimane|mesi)${NB})`;

/** A cheap test that the phrase holds one of the words read here. */
const GATE = new RegExp(
  `${NA}(?:${DAY}|${MONTH}|ogni|tutti|alle|dalle|ore|giorn[oi]|feriali|lavorativ[oi]|mese|domani|dopodomani|ricordami|promemoria|avviso|mattino|scusa|aspetta|tranne|eccetto|fino|ora|mezzogiorno|mezzanotte|milano|londra|parigi|giornalier[oa]|quotidian[oa]|esclus[oa])${NB}`,
  'iu',
);

/** Counts said in words before "ore", "minuti" ("due ore prima"). */
const COUNTS: Readonly<Record<string, number>> = {
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  dieci: 10,
  quindici: 15,
  venti: 20,
  trenta: 30,
};

const dayOf = (word: string): string => DAYS[plain(word)] as string;
const monthOf = (word: string): string => MONTHS[plain(word)] as string;
const suffix = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
const nth = (n: string): string => `${Number(n)}${suffix(Number(n))}`;
/** A clock said "9:30", "7.45", "17": as English says it; an hour past 12 on the 24-hour clock ("17:00"). */
const clock = (said: string): string => {
  const [h, m] = said.split(/[:.]/);
  const hour = Number(h);
  if (m === undefined) return hour >= 13 || hour === 0 ? `${String(hour).padStart(2, '0')}:00` : `${hour}`;
  return `${hour}:${m}`;
};
/** A clock of a span ("dalle 8 alle 20"): the 24-hour clock, as Italian says it. */
const clock24 = (said: string): string => {
  const [h, m] = said.split(/[:.]/);
  return `${String(Number(h)).padStart(2, '0')}:${m ?? '00'}`;
};
const hourOf = (said: string): number => Number(said.split(/[:.]/)[0]);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

// "niente promemoria", "senza avviso", "non serve il promemoria": a reminder denied, never read as one
const NOT_DENIED = `(?<!${NA}(?:niente|senza|nessun|nessuno|no|non|zero)\\s+(?:(?:serve|servono|mandare|inviare|c['’]è)\\s+)?(?:(?:il|un|alcun|di)\\s+)?)`;

const RULES: readonly Rule[] = [
  // "no scusa", "no aspetta": a correction
  rule(`${NA}no,?\\s+(?:scusa|scusate|aspetta)${NB}`, () => 'no wait'),
  // "ricordami", "ricordatemi": remind me; "... di chiamare": to call (an infinitive after it)
  rule(`${NA}ricorda(?:mi|temi)${NB}`, () => 'remind me'),
  rule(`(?<=remind me\\b.*\\s)di\\s+(?=\\p{L}+(?:are|ere|ire)${NB})`, () => 'to '),
  // "dalle 8 alle 20", "dalle 9:00 alle 17:30": the 24-hour clock; "dalle 9 alle 5" stays unread
  rule(`${NA}dalle\\s+(?:ore\\s+)?(${HOUR})\\s+alle\\s+(?:ore\\s+)?(${HOUR})${NB}`, (_m, a, b) =>
    // "dalle 9 alle 5", "dalle 2 alle 4": the morning's hours, or the afternoon's?
    (hourOf(a) <= 12 && hourOf(b) < hourOf(a)) || (hourOf(a) >= 1 && hourOf(a) <= 6 && hourOf(b) <= 12)
      ? null
      : `from ${clock24(a)} to ${clock24(b)}`,
  ),
  // "dal lunedì al venerdì", "da lunedì a venerdì"
  rule(`${NA}(?:dal|da)\\s+(${DAY})\\s+(?:al|a)\\s+(${DAY})${NB}`, (_m, a, b) => `${dayOf(a)} to ${dayOf(b)}`),
  // "dal 1 al 30 settembre 2027": from September 1 to September 30, 2027
  rule(
    `${NA}dal\\s+(1|[1-9]|[12]\\d|3[01])\\s+al\\s+([1-9]|[12]\\d|3[01])\\s+(${MONTH})(?:\\s+(20\\d\\d))?${NB}`,
    (_m, a, b, month, year) => {
      if (Number(b) <= Number(a)) return null;
      const y = year === undefined ? '' : ` ${year}`;
      return `from ${monthOf(month)} ${Number(a)}${y} to ${monthOf(month)} ${Number(b)}${y}`;
    },
  ),
  // "ogni 15 minuti", "ogni 2 ore", "ogni ora", "ogni mezz'ora"
  rule(`${NA}ogni\\s+(\\d{1,3})\\s+(minuti|ore)${NB}`, (_m, n, unit) =>
    plain(unit) === 'ore' ? `every ${Number(n)} hours` : `every ${Number(n)} minutes`,
  ),
  rule(`${NA}ogni\\s+mezz['’]\\s?ora${NB}`, () => 'every 30 minutes'),
  rule(`${NA}ogni\\s+ora${NB}`, () => 'every hour'),
  // "ogni giorno lavorativo", "nei giorni feriali", "i giorni lavorativi", "tutti i giorni feriali"
  rule(
    `${NA}(?:ogni\\s+giorno\\s+(?:lavorativo|feriale)|(?:tutti\\s+)?(?:nei|i)\\s+giorni\\s+(?:lavorativi|feriali)|giorni\\s+(?:lavorativi|feriali))${NB}`,
    () => 'every weekday',
  ),
  rule(`${NA}(?:nel|il)\\s+fine\\s+settimana${NB}`, () => 'on weekends'),
  rule(`${NA}(?:ogni\\s+giorno|tutti\\s+i\\s+giorni)${NB}`, () => 'every day'),
  rule(`${NA}(?:ogni|tutte\\s+le)\\s+(notte|notti|mattina|mattine|sera|sere)${NB}`, (_m, part) => {
    const p = plain(part);
    return p.startsWith('nott') ? 'every night' : p.startsWith('matt') ? 'every morning' : 'every evening';
  }),
  rule(`(?<!di\\s+)${NA}ogni\\s+(settimana|mese)${NB}`, (_m, u) =>
    plain(u) === 'mese' ? 'every month' : 'every week',
  ),
  // "il primo e il quindici di ogni mese", "il 1 e il 15 del mese", "il quindici del mese": days of the month, said
  // before "del mese" or "di ogni mese" only (a number word alone is no date)
  rule(
    `${NA}il\\s+${LIST_DAY}(?:(?:\\s*,\\s*|\\s+e\\s+)(?:il\\s+)?${LIST_DAY})*(?=\\s+(?:del\\s+mese|di\\s+ogni\\s+mese)${NB})`,
    (m) => {
      const days = m.replace(/^il\s+/iu, '').split(/\s*,\s*|\s+e\s+/u);
      const said = days.map((d) => `the ${listDay(d.replace(/^il\s+/iu, ''))}`);
      return said.length === 1 ? (said[0] as string) : `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`;
    },
  ),
  // "il primo del mese", "il 16 di ogni mese", "il 1° del mese"
  rule(`${NA}il\\s+(?:giorno\\s+)?(?:primo|1°?)\\s+(?=(?:del\\s+mese|di\\s+ogni\\s+mese)${NB})`, () => 'the 1st '),
  rule(`${NA}il\\s+(?:giorno\\s+)?${MDAY}(?=\\s+(?:del\\s+mese|di\\s+ogni\\s+mese)${NB})`, (_m, n) => `the ${nth(n)}`),
  rule(`(?<=\\d(?:st|nd|rd|th)\\s+)di\\s+ogni\\s+mese${NB}`, () => 'of every month'),
  rule(`(?<=\\d(?:st|nd|rd|th)\\s+)del\\s+mese${NB}`, () => 'of the month'),
  // "fine mese, l'ultimo giorno", "a fine mese, ultimo giorno": the end of the month said, then its very day
  rule(
    `${NA}(?:a\\s+)?fine\\s+(?:del\\s+)?mese\\s*[,:]?\\s*(?:(?:il|l['’])\\s*)?ultimo\\s+giorno(?!\\s+(?:del|di)${NB})${NB}`,
    () => 'the last day of the month',
  ),
  // "l'ultimo venerdì del mese", "il primo lunedì del mese", "ultimo giorno del mese"
  rule(
    `${NA}(?:(?:il|la|l['’])\\s*|ogni\\s+)?(${ORD})\\s+(${DAY}|giorno)\\s+(del|di\\s+ogni)\\s+mese${NB}`,
    (_m, ord, day, of) => {
      const d = /^giorno$/i.test(day) ? 'day' : dayOf(day);
      return `the ${ORDINALS[plain(ord)]} ${d} of ${plain(of) === 'del' ? 'the' : 'every'} month`;
    },
  ),
  // "fino a fine gennaio": until the end of January; "fino al 31 gennaio": until January 31
  rule(`${NA}fino\\s+a(?:lla)?\\s+fine\\s+(?:di\\s+)?(${MONTH})${NB}`, (_m, month) => `until end of ${monthOf(month)}`),
  rule(`${NA}fino\\s+al\\s+(?=${MDAY}\\s+${MONTH}${NB})`, () => 'until '),
  rule(`${NA}(?:a\\s+partire\\s+dal|dal)\\s+(?=${MDAY}\\s+${MONTH}${NB})`, () => 'starting '),
  // "il 24 dicembre", "24 dicembre 2027": the date
  rule(
    `${NA}(?:il\\s+)?${MDAY}\\s+(${MONTH})(?:\\s+(20\\d\\d))?${NB}`,
    (_m, n, month, year) => `${monthOf(month)} ${Number(n)}${year === undefined ? '' : ` ${year}`}`,
  ),
  // "da aprile a settembre", "da maggio ad agosto": from April to September, every year (months in full; not before
  // a year: "da aprile a settembre 2027" stays unread, nor after a word of a part of the first month: "fine da
  // giugno a settembre")
  rule(
    `(?<!(?:^|\\s)(?:fine|inizio|met[àa]|primo|ultimo|prima|ultima)\\s+)${NA}da\\s+(${MONTH})\\s+ad?\\s+(${MONTH})${NB}(?!\\s+\\d)`,
    (_m, a, b) => `from ${monthOf(a)} to ${monthOf(b)}`,
  ),
  rule(`${NA}(${MONTH})${NB}`, (_m, month) => monthOf(month)),
  // "ogni lunedì": every Monday; "tranne il lunedì": except Mondays; "il martedì" (no date after): on Tuesdays
  rule(`${NA}ogni\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  rule(`${NA}(?:tranne|eccetto)\\s+(?:il\\s+|la\\s+)?(${DAY})${NB}`, (_m, day) => `except ${dayOf(day)}s`),
  rule(`${NA}(?:tranne|eccetto)${NB}`, () => 'except'),
  // "sabato escluso", "il sabato escluso", "escluso il sabato", "esclusa la domenica": except that day
  rule(`${NA}(?:(?:il|la)\\s+)?(${DAY})\\s+esclus[oa]${NB}`, (_m, day) => `except ${dayOf(day)}s`),
  rule(`${NA}esclus[oa]\\s+(?:il\\s+|la\\s+)?(${DAY})${NB}`, (_m, day) => `except ${dayOf(day)}s`),
  // "controllo giornaliero": daily (the adjective after its noun)
  rule(`(?<=\\p{L}\\s+)(?:giornalier[oa]|quotidian[oa])${NB}`, () => 'daily'),
  rule(`${NA}(?:il|la)\\s+(${DAY})${NB}(?!\\s*(?:\\d|${EN_MONTH}${NB}))`, (_m, day) => `on ${dayOf(day)}s`),
  rule(`${NA}(${DAY})${NB}`, (_m, day) => dayOf(day)),
  // "a mezzogiorno", "a mezzanotte"; not "di mezzanotte", "della mezzanotte": of a thing ("l'anteprima di
  // mezzanotte", the midnight premiere; "la pausa di mezzogiorno", the lunch break), no time of a run
  rule(`(?<!${NA}(?:di|del|della|da)\\s+)${NA}(?:a\\s+)?mezzogiorno${NB}`, () => 'at noon'),
  rule(`(?<!${NA}(?:di|del|della|da)\\s+)${NA}(?:a\\s+)?mezzanotte${NB}`, () => 'at midnight'),
  // "alle 6 del mattino", "alle 7:30 di mattina": before noon (1 to 11; "alle 12 del mattino" stays unread)
  rule(
    `${NA}(?:alle\\s+(?:ore\\s+)?)?(${HOUR})\\s+(?:del\\s+mattino|di\\s+mattina|della\\s+mattina)${NB}`,
    (_m, said) => {
      const [h, m] = said.split(/[:.]/);
      const hour = Number(h);
      return hour >= 1 && hour <= 11 ? `at ${hour}${m === undefined ? '' : `:${m}`}am` : null;
    },
  ),
  // "alle 8 e un quarto", "alle 9 e mezza", "alle 17 e tre quarti", "alle 9 meno un quarto": the hour and its
  // quarter or half said in words (a clock with its minutes, as "alle 8:15" is read; "alle 9 e 15" stays unread)
  rule(
    `${NA}alle\\s+(?:ore\\s+)?((?:[01]?\\d|2[0-3]))\\s+(e\\s+un\\s+quarto|e\\s+mezz[ao]|e\\s+tre\\s+quarti|meno\\s+un\\s+quarto)${NB}(?!\\s+d['’]\\s?ora)`,
    (_m, h, part) => {
      const hour = Number(h);
      const p = plain(part).replace(/\s+/g, ' ');
      // ("alle 1 meno un quarto": 0:45 or 12:45? left unread)
      if (p.startsWith('meno')) return hour <= 1 ? null : `at ${hour - 1}:45`;
      return `at ${hour}:${p === 'e un quarto' ? '15' : p === 'e tre quarti' ? '45' : '30'}`;
    },
  ),
  // "alle 9:30", "alle ore 15", "ore 17", "alle 2"
  rule(
    `${NA}(?:alle\\s+(?:ore\\s+)?|ore\\s+)(${CLOCK}|(?:[01]?\\d|2[0-3])(?![\\d:.])(?!\\s*e\\s+\\d))${NB}`,
    (_m, said) => `at ${clock(said)}`,
  ),
  // "e" between days, clocks, days of the month: and
  rule(
    `(?<=(?:${EN_DAY}|${CLOCK}|\\d(?:st|nd|rd|th)|noon|midnight|at\\s+\\d\\d?)),?\\s+e\\s+(?=(?:${EN_DAY}|on\\s+(?:${EN_DAY})|${CLOCK}|at\\s+\\d+|noon|midnight)${NB})`,
    () => ' and ',
  ),
  // "domani": tomorrow; "dopodomani": in 2 days (the day after tomorrow)
  rule(`${NA}dopodomani${NB}`, () => 'in 2 days'),
  rule(`${NA}domani${NB}`, () => 'tomorrow'),
  // "promemoria un'ora prima", "avviso 30 minuti prima", "promemoria due ore prima": a reminder that long before the
  // event said with its date and clock, as "reminder an hour before" is read (the grammar checks there is one)
  rule(
    `${NOT_DENIED}${NA}(?:promemoria|avviso)\\s+(?:(un['’]\\s*ora)|(mezz['’]\\s*ora)|(\\d{1,3}|due|tre|quattro|cinque|dieci|quindici|venti|trenta)\\s+(ore|ora|minuti|min))\\s+prima${NB}`,
    (_m, hour, half, n, unit) => {
      if (hour !== undefined) return 'reminder an hour before';
      if (half !== undefined) return 'reminder 30 minutes before';
      const count = /^\d/.test(n as string) ? Number(n) : (COUNTS[plain(n as string)] as number);
      return `reminder ${count} ${/^min/i.test(unit as string) ? 'minutes' : count === 1 ? 'hour' : 'hours'} before`;
    },
  ),
  rule(`${NOT_DENIED}${NA}promemoria${NB}`, () => 'reminder'),
  // ", avviso alle 19:30": a reminder, after a mark and right before its clock ("avviso" alone may be a name's word)
  rule(`(?<=[,;]\\s*)${NOT_DENIED}avviso(?=\\s+at\\s+\\d{1,2}[:.][0-5]\\d)`, () => 'reminder'),
  // "ora italiana", "ora di Roma", "ora loro", "ora nostra"
  rule(`${NA}(?:all['’]\\s?)?ora\\s+(loro|nostra|mia|sua)${NB}`, (_m, whose) => {
    const w = plain(whose);
    return w === 'loro' || w === 'sua' ? 'their time' : w === 'nostra' ? 'our time' : 'my time';
  }),
  rule(`${NA}(?:all['’]\\s?)?ora\\s+(\\p{L}+)${NB}`, (_m, country) => {
    const place = COUNTRY_TIME[plain(country)];
    return place === undefined ? null : `${place} time`;
  }),
  rule(`${NA}(?:all['’]\\s?)?ora\\s+di\\s+(\\p{L}+)${NB}`, (_m, city) => `${PLACES[plain(city)] ?? plain(city)} time`),
  rule(
    `${NA}(milano|roma|londra|parigi|berlino|torino|napoli|firenze|venezia|ginevra|mosca|pechino)${NB}`,
    (m) => PLACES[plain(m)] ?? null,
  ),
];

/** The phrase with its Italian words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readItalianWords(text: string, notes: string[], typed = text): string {
  if (!GATE.test(text)) return text;
  // "leggere Il Fatto Quotidiano alle 7": the adjective written capitalised is a name's (a newspaper's), no frequency
  if (CAPITALISED_DAILY.test(typed)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readItalianWords, GATE);

/** "Quotidiano", "Giornaliero" written with a capital: part of a name. */
const CAPITALISED_DAILY = /(?<!\p{L})(?:Giornalier[oa]|Quotidian[oa])(?!\p{L})/u;

/** An Italian article, after a verb of a task ("accendere il forno", "pagare l'affitto"). */
const ARTICLE = /^(?:il|lo|la|i|gli|le|l['’]\p{L}*|un|uno|una|un['’]\p{L}*)$/u;
/** An Italian verb said whole, as a task's is in a list of things to do ("accendere", "pagare", "pulire"). */
const INFINITIVE = /^\p{L}{2,}(?:are|ere|ire)$/u;

/**
 * Whether words left after the schedule name a task in Italian: a verb said whole and its object with its article
 * ("accendere il forno", "pagare l'affitto", "pulire la cucina"): set aside as the task's purpose (trailingPurpose.ts),
 * as "turn on the oven" is. Not a verb without an article ("share the", "prepare report" are English).
 */
export function italianTask(words: readonly string[]): boolean {
  const [verb, article] = words;
  return (
    words.length >= 2 &&
    verb !== undefined &&
    article !== undefined &&
    INFINITIVE.test(verb) &&
    ARTICLE.test(article) &&
    (words.length >= 3 || /^l['’]\p{L}+/u.test(article))
  );
}
