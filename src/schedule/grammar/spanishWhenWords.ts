import { ZONE_WORDS } from '../zones.js';
import { LEAD_BEFORE_RULES } from './romanceLeadBefore.js';
import { plainWord as plain, type WordRule as Rule, readAndTidy } from './wordRules.js';

/**
 * Spanish words of when beside spanishWords.ts's days and "a las" (Mexico, Madrid, Buenos Aires, Santiago): each read
 * as the English it stands for, a note for each, only where the phrase cannot be read as it is.
 * - "10hs", "a las 18 hrs", "8:30h": clocks (10:00, 18:00, 8:30); "hrs" only after "a" or "las", where it is no
 *   count of hours ("cada 18 hrs" stays as it is);
 * - "cada 15 minutos", "cada 2 horas", "cada hora", "cada media hora": every ...; "en punto" after "every hour" or a
 *   clock: set aside; "de 9 a 18", "de 5 a 23 h": from 9 to 18 (two bare hours only, "h" after them their own);
 * - "todas las noches", "todas las mañanas", "cada tarde": every night, every morning, every afternoon;
 * - ", aviso a las 7:30", ", recordatorio a las 9:15": a reminder at that clock (after a mark, before a clock with its minutes only);
 * - "diario", "diariamente": daily; "entre semana", "días hábiles", "días laborables": weekdays; "fines de semana",
 *   "el fin de semana": weekends; "semanal": weekly; "cada día hábil", "todos los días laborables": every weekday;
 * - "el último día del mes", "el primer día hábil del mes": the last day, the first weekday of the month; "último
 *   día hábil de marzo, junio, septiembre y diciembre": the last business day of those months; "el tercer
 *   jueves del mes", "el último viernes de cada mes": the third Thursday, the last Friday ...; "el día 1 de cada
 *   mes", "los días 15 y último de cada mes": the 1st of every month, the 15th and the last day of every month; "el
 *   día 5" alone: the 5th, as English "the 5th" is read (not before "de", "del": a date, or next month's);
 * - "31 de octubre de 2027", "4 sept 2027": dates; "del 21 de diciembre al 6 de enero": from ... to ...;
 * - days said alone ("martes 10:30", "sábado 4 sept"), "y" between days or clocks: and; "el" before a day and a date
 *   ("el sábado 3 de abril"); "el sábado" with no date stays unread (this Saturday, or every one?);
 * - "hora de ellos", "su hora": their time; "hora CDMX", "hora canaria": that place's time (a zone word after "hora",
 *   said last or before a range of days: "a las 13:00 hora CDMX de lunes a viernes");
 * - "porfa", "por favor": please; "recordame", "recuérdame": remind me; ", perdón, a las 14h": sorry (a correction,
 *   set off by commas);
 * - "recordatorio viernes 20h": a reminder (right before when it runs); "cada noche a las 11:30 de lunes a jueves":
 *   at 11:30pm Monday to Thursday (the part of the day gives the clock's half, the range the days);
 * - "a medianoche", "a la medianoche": at midnight (not "de medianoche", a thing's, nor "medianoche del viernes");
 *   "entre las 9 y las 18": between 9 and 18 (each clock with its "las");
 * - "cada 15 de marzo", "todos los años el 15 de marzo": every year on March 15 (no year after it);
 * - "el primer lunes de cada trimestre": the first Monday of every quarter, as English says it;
 * Refused as before: "el viernes" alone, "cada 18 hrs" (a count of hours: every 18 hours is no daily schedule),
 * "las 12 de la noche" (spanishWords.ts).
 */

const NA = '(?<![\\p{L}\\d])';
const NB = '(?![\\p{L}\\d])';

/** The Spanish days, without accents, and their English names (spanishWords.ts reads them too). */
export const DAYS: Readonly<Record<string, string>> = {
  lunes: 'monday',
  martes: 'tuesday',
  miercoles: 'wednesday',
  jueves: 'thursday',
  viernes: 'friday',
  sabado: 'saturday',
  domingo: 'sunday',
};
/** A Spanish day, with or without its accent, one or many ('sábados'). */
export const DAY = '(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bados?|domingos?)';
const dayOf = (word: string): string => DAYS[plain(word).replace(/(?<=o)s$/, '')] as string;

const MONTHS: Readonly<Record<string, string>> = {
  enero: 'january',
  ene: 'january',
  febrero: 'february',
  marzo: 'march',
  abril: 'april',
  abr: 'april',
  mayo: 'may',
  junio: 'june',
  julio: 'july',
  agosto: 'august',
  ago: 'august',
  septiembre: 'september',
  setiembre: 'september',
  sept: 'september',
  octubre: 'october',
  noviembre: 'november',
  diciembre: 'december',
  dic: 'december',
};
const MONTH =
  '(?:enero|ene|febrero|marzo|abril|abr|mayo|junio|julio|agosto|ago|septiembre|setiembre|sept|octubre|noviembre|diciembre|dic)';

const ORDINALS: Readonly<Record<string, string>> = {
  primer: 'first',
  primero: 'first',
  primera: 'first',
  segundo: 'second',
  tercer: 'third',
  tercero: 'third',
  cuarto: 'fourth',
  quinto: 'fifth',
  ultimo: 'last',
  ultima: 'last',
};
const ORD = '(?:primer[oa]?|segundo|tercer[o]?|cuarto|quinto|[uú]ltim[oa])';
/**
 * One ordinal or a list of them ("primer y tercer", "primero, tercero y quinto"): a list is read whole, never left
 * with its last ordinal alone ("el primer y" is no job's name).
 */
const ORDS = `${ORD}(?:\\s*,\\s*(?:el\\s+)?${ORD})*(?:\\s*,?\\s+y\\s+(?:el\\s+)?${ORD})?`;
/** The ordinals of such a list in English ("first and third"), or null where one is said twice. */
const ordinalsOf = (list: string): string | null => {
  const said = (list.match(new RegExp(ORD, 'giu')) ?? []).map((w) => ORDINALS[plain(w)] as string);
  if (new Set(said).size !== said.length) return null;
  return said.length === 1 ? (said[0] as string) : `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`;
};
const suffix = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
const nth = (n: string): string => `${Number(n)}${suffix(Number(n))}`;
/** A day of the month said bare. */
const MDAY = '([1-9]|[12]\\d|3[01])';
const OF_MONTH = '(?:del\\s+mes|de\\s+cada\\s+mes|de\\s+todos\\s+los\\s+meses)';
const ofMonth = (said: string): string => (/cada|todos/.test(said) ? 'of every month' : 'of the month');

const EN_DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|weekdays?|weekends?';
const CLOCK = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)(?:\\s*[ap]m)?|(?:[01]?\\d|2[0-3])\\s*[ap]m';

/** A month in Spanish or Portuguese, said in full or short ("de 10 a 19 de setembro" is a span of days). */
const ROMANCE_MONTH = `(?:${MONTH.slice(3, -1)}|janeiro|fevereiro|mar[cç]o|maio|junho|julho|setembro|outubro|novembro|dezembro)${NB}`;

const PORTUGUESE_MONTHS: Readonly<Record<string, string>> = {
  janeiro: 'january',
  fevereiro: 'february',
  marco: 'march',
  maio: 'may',
  junho: 'june',
  julho: 'july',
  setembro: 'september',
  outubro: 'october',
  novembro: 'november',
  dezembro: 'december',
};
/**
 * A step said in Spanish, Portuguese or English ("cada hora", "a cada 15 minutos", "de hora em hora", "every 2 hours"):
 * beside one, "de 9 a 18 de mayo" may be the step's hours (in May) as well as its days, and is not guessed at.
 */
const STEP =
  '(?:\\bcada\\s+(?:\\d+\\s+)?(?:horas?|minutos?|min)|\\bde\\s+(?:hora|\\d+)\\s+em\\s+(?:hora|\\d+)|\\bevery\\s+(?:\\d+\\s+)?(?:hours?|minutes?|mins?|hour)|\\bhourly)\\b';
const NO_STEP_BEFORE = `(?<!${STEP}[^]*)`;
const NO_STEP_AFTER = `(?![^]*${STEP})`;
/** A Spanish or Portuguese month in English, or null. */
const monthOfRomance = (word: string): string | null => {
  const w = plain(word);
  return MONTHS[w] ?? PORTUGUESE_MONTHS[w] ?? null;
};

/** A month said in full (no short form: "ago" is English too). */
const FULL_MONTH =
  '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)';

/** Adjectives of a place's time ("hora canaria"). */
const PLACE_ADJECTIVES: Readonly<Record<string, string>> = {
  canaria: 'canary islands',
  peninsular: 'madrid',
  argentina: 'argentina',
  chilena: 'chile',
  mexicana: 'mexico city',
  colombiana: 'colombia',
  peruana: 'peru',
  // (Mexico's "hora centro", "hora del centro": its central zone's time, Mexico City's; never the United States')
  centro: 'mexico city',
  'del centro': 'mexico city',
};

/** Parts of the day after "todas las", "cada". */
const PART_OF_DAY: Readonly<Record<string, string>> = { noche: 'night', manana: 'morning', tarde: 'afternoon' };

/** A cheap test that the phrase holds one of the words read here. */
const GATE = new RegExp(
  `${NA}(?:${DAY}|${MONTH}|hs|hrs|cada|diari[oa]|diariamente|semanal|entre|d[ií]as?|fin(?:es)?|mes|hora|porfa|favor|todas|noches?|ma[ñn]anas?|tardes?|record[aá]me|recu[eé]rdame|aviso|recordatorio|de|perd[oó]n|medianoche|trimestre|punto|ponto|antes|excepto|salvo|menos)${NB}|\\dhs?${NB}`,
  'iu',
);

/** A clock, as said or already read ("a las 10", "at 10:00", "11:30", "10h", "7 pm", "medianoche"). */
const CLOCK_AFTER = `(?:${NA}(?:a\\s+las?|at|las)\\s+\\d|\\d\\s*[:.]\\s*[0-5]\\d|\\dh|\\d\\s*[ap]\\.?\\s*m${NB}|${NA}(?:medianoche|midnight|noon|mediod[ií]a)${NB})`;

// "cada mes", "todos los meses" (or either already read) later, or earlier, in the phrase
const EACH_MONTH = `${NA}(?:cada\\s+mes|todos\\s+los\\s+meses|every\\s+month|monthly)${NB}`;
const EACH_MONTH_AFTER = `(?=[^]*${EACH_MONTH})`;
const EACH_MONTH_BEFORE = `(?<=${EACH_MONTH}[^]*)`;

const RULES: readonly Rule[] = [
  // "solo el día 5", "sólo los lunes", "únicamente de lunes a viernes": only, before the words of when it narrows,
  // as said or already read ("every monday"); a word that says when, never a name's
  [
    new RegExp(
      `${NA}(?:s[oó]lo|solamente|[uú]nicamente)\\s+(?=(?:el|los|las|la|de|del|a|al|en|cada|todos|todas|${DAY}|every|on|the|${EN_DAY})${NB})`,
      'giu',
    ),
    () => 'only ',
  ],
  // "porfa", "por favor": please; "recordame", "recuérdame": remind me
  [new RegExp(`${NA}(?:porfa|por\\s+favor)${NB}`, 'giu'), () => 'please'],
  [new RegExp(`${NA}(?:record[aá]me|recu[eé]rdame)${NB}`, 'giu'), () => 'remind me'],
  // ", aviso a las 7:30", "; recordatorio a las 9:15": a reminder, after a mark and right before its clock ("aviso de
  // pago" is a name's)
  [/(?<=[,;]\s*)(?:aviso|recordatorio)(?=\s+at\s+\d{1,2}[:.][0-5]\d)/giu, () => 'reminder'],
  // ", avisar 1 hora antes", "recordar ..., 15 minutos antes": a reminder before the event (romanceLeadBefore.ts)
  ...LEAD_BEFORE_RULES,
  // "martes a las 13h, perdón, a las 14h", "no, perdón, a las 9:30": a correction, as "sorry, at 14:00" is read (set
  // off by a comma on both sides, or after "no": "pedir perdón a ..." is no correction)
  [/(?<=[,;]\s*)(?:no,?\s+)?perd[oó]n(?=\s*,)|(?<=[,;]\s*)no,?\s+perd[oó]n(?![\p{L}\d])/giu, () => 'sorry'],
  // "a medianoche", "a la medianoche", "medianoche": at midnight, midnight; not "de medianoche" (a thing's: "misa de
  // medianoche") nor before "del", "de" ("medianoche del viernes": which midnight?)
  [
    new RegExp(`(?<!${NA}(?:de|del)\\s+)${NA}(?:(a)\\s+(?:la\\s+)?)?medianoche${NB}(?!\\s+(?:de|del)${NB})`, 'giu'),
    (_m, a) => (a === undefined ? 'midnight' : 'at midnight'),
  ],
  // "entre las 9 y las 18", "entre las 8:30 y las 17h": between those clocks (each with its own "las", as the range
  // "de 9 a 18" is read; the grammar weighs the hours as it does "between 9 and 18")
  [
    new RegExp(
      `${NA}entre\\s+las?\\s+((?:[01]?\\d|2[0-3])(?::[0-5]\\d)?)(?:\\s*h)?\\s+y\\s+las?\\s+((?:[01]?\\d|2[0-3])(?::[0-5]\\d)?)(?:\\s*(?:h|hs|hrs))?${NB}`,
      'giu',
    ),
    (_m, a, b) => `between ${a} and ${b}`,
  ],
  // "recordatorio viernes 20h", "recordatorio cada lunes": a reminder, right before when it runs (as the French
  // "rappel vendredi 18h"; "recordatorio de pago" is a name's)
  [
    new RegExp(`${NA}recordatorio(?=\\s+(?:${DAY}|${EN_DAY}|cada|todos|todas|every|at\\s+\\d)${NB})`, 'giu'),
    () => 'reminder',
  ],
  // "10hs", "18 hs", "a las 18 hrs", "8:30h"
  [
    new RegExp(`${NA}((?:[01]?\\d|2[0-3]))(?::([0-5]\\d))?\\s*hs${NB}`, 'giu'),
    (_m, h, mm) => `${Number(h)}:${mm ?? '00'}`,
  ],
  [
    new RegExp(`(?<=${NA}(?:a|las)\\s+)((?:[01]?\\d|2[0-3]))(?::([0-5]\\d))?\\s*hrs${NB}`, 'giu'),
    (_m, h, mm) => `${Number(h)}:${mm ?? '00'}`,
  ],
  [new RegExp(`${NA}((?:[01]?\\d|2[0-3]):[0-5]\\d)h${NB}`, 'giu'), (_m, clock) => clock],
  // "cada 15 minutos", "cada 2 horas", "cada hora", "cada media hora"
  [
    new RegExp(`${NA}cada\\s+(\\d{1,3})\\s*(minutos?|mins?|horas?)${NB}`, 'giu'),
    (_m, n, unit) => `every ${Number(n)} ${/^h/i.test(unit) ? 'hours' : 'minutes'}`,
  ],
  [new RegExp(`${NA}cada\\s+media\\s+hora${NB}`, 'giu'), () => 'every 30 minutes'],
  [new RegExp(`${NA}cada\\s+hora${NB}`, 'giu'), () => 'every hour'],
  // (Portuguese "às 7h em ponto": on the hour, as said)
  [new RegExp(`(?<=every\\s+hour|${CLOCK})\\s+(?:en\\s+punto|em\\s+ponto)${NB}`, 'giu'), () => ''],
  // "cada noche a las 11:30 de lunes a jueves": the night (morning, afternoon) of each day of the range, the range
  // saying the days, as the French "chaque soir à 20h du dimanche au jeudi" is read: set aside where the clock fits
  // the part of the day, the hour said on the 12-hour clock given its half ("noche": 7 to 11 at night, "mañana": 5 to
  // 11, "tarde": 1 to 8); an hour after midnight ("cada noche a las 2": which day's night?) stays unread
  [
    new RegExp(
      `${NA}(?:cada|todas\\s+las)\\s+(noches?|ma[ñn]anas?|tardes?)\\s+at\\s+((?:[01]?\\d|2[0-3])(?::[0-5]\\d)?)(?=\\s+(?:${EN_DAY})\\s+to\\s+(?:${EN_DAY})${NB})`,
      'giu',
    ),
    (_m, part, clock) => {
      const [h, mm] = clock.split(':');
      const hour = Number(h);
      const min = mm === undefined ? '' : `:${mm}`;
      const p = plain(part).replace(/s$/, '');
      if (p === 'noche') return hour >= 7 && hour <= 11 ? `at ${hour}${min}pm` : hour >= 19 ? `at ${clock}` : null;
      if (p === 'manana') return hour >= 5 && hour <= 11 ? `at ${hour}${min}am` : null;
      return hour >= 1 && hour <= 8 ? `at ${hour}${min}pm` : hour >= 13 && hour <= 20 ? `at ${clock}` : null;
    },
  ],
  // "todas las noches", "cada mañana": every night, every morning, every afternoon
  [
    new RegExp(`${NA}(?:todas\\s+las\\s+(noches|ma[ñn]anas|tardes)|cada\\s+(noche|ma[ñn]ana|tarde))${NB}`, 'giu'),
    (_m, many, one) => `every ${PART_OF_DAY[plain(many ?? one).replace(/s$/, '')] as string}`,
  ],
  // "de 10 a 19 de septiembre de 2027", "del 1 al 15 de marzo", "de 10 a 19 de setembro": a span of days of one month
  [
    new RegExp(
      `${NO_STEP_BEFORE}${NA}del?\\s+${MDAY}\\s+al?\\s+${MDAY}\\s+de\\s+(${ROMANCE_MONTH})(?:\\s+(?:de\\s+|del\\s+)?(20\\d\\d))?${NB}${NO_STEP_AFTER}`,
      'giu',
    ),
    (_m, a, b, month, year) => {
      const en = monthOfRomance(month);
      if (en === null || Number(b) <= Number(a)) return null;
      const y = year === undefined ? '' : ` ${year}`;
      return `from ${en} ${Number(a)}${y} to ${en} ${Number(b)}${y}`;
    },
  ],
  // "de 9 a 18", "de 5 a 23 h", "de 8h a 18h": from 9 to 18 (bare hours: a day's range of hours; "h" after one is
  // the hour's own); not before a month ("de 10 a 19 de septiembre", "de 10 a 19 de setembro": days of the month)
  [
    new RegExp(
      `${NA}de\\s+((?:[01]?\\d|2[0-3])(?::[0-5]\\d)?)(?:\\s*h)?\\s+a\\s+((?:[01]?\\d|2[0-3])(?::[0-5]\\d)?)(?:\\s*(?:h|hs|hrs))?${NB}(?!\\s+de\\s+${ROMANCE_MONTH})`,
      'giu',
    ),
    (_m, a, b) => `from ${a} to ${b}`,
  ],
  // "el día 15 y el último día del mes", "el 1 y el último día de cada mes": a day of the month and the month's last
  // day, each with its article (before "el último día del mes" is read alone and leaves "el día 15 y" unread)
  [
    new RegExp(`${NA}el\\s+(?:d[ií]a\\s+)?${MDAY}\\s+y\\s+el\\s+[uú]ltimo(?:\\s+d[ií]a)?\\s+(${OF_MONTH})${NB}`, 'giu'),
    (_m, n, of) => `the ${nth(n)} and the last day ${ofMonth(of)}`,
  ],
  // "el día 1 y el día 15 de cada mes", "el 1 y el 15 del mes": two days of the month, each with its article
  [
    new RegExp(`${NA}el\\s+(?:d[ií]a\\s+)?${MDAY}\\s+y\\s+el\\s+(?:d[ií]a\\s+)?${MDAY}\\s+(${OF_MONTH})${NB}`, 'giu'),
    (_m, a, b, of) => (Number(a) < Number(b) ? `the ${nth(a)} and ${nth(b)} ${ofMonth(of)}` : null),
  ],
  // "el 1 de enero, abril, julio y octubre": that day of each month listed, as English "on the 1st of january, april,
  // july and october" is read (months in full, two or more, no year after them: "el 1 de enero y julio de 2027" is
  // two dates)
  [
    new RegExp(
      `${NA}el\\s+(?:d[ií]a\\s+)?${MDAY}\\s+de\\s+(${FULL_MONTH}(?:\\s*,\\s*${FULL_MONTH})*\\s*,?\\s+y\\s+${FULL_MONTH})${NB}(?!\\s*,?\\s*(?:de\\s+|del\\s+)?\\d)`,
      'giu',
    ),
    (_m, n, list) => {
      const months = (list.match(new RegExp(FULL_MONTH, 'giu')) ?? []).map((w) => MONTHS[plain(w)] as string);
      if (new Set(months).size !== months.length) return null;
      return `on the ${nth(n)} of ${months.slice(0, -1).join(', ')} and ${months.at(-1)}`;
    },
  ],
  // "excepto en agosto", "salvo en julio y agosto", "menos el mes de agosto": except in those months, as "except in
  // august" is read (months in full; not before a day's number: "excepto agosto 15" is a date; not before a clock
  // anywhere after: "salvo en agosto, a las 10", "excepto en agosto (a las 10)" give August another time, which the
  // English reading would add to the others: refused)
  [
    new RegExp(
      `${NA}(?:excepto|salvo|menos)\\s+(?:en\\s+)?(?:el\\s+mes\\s+de\\s+)?(${FULL_MONTH}(?:(?:\\s*,\\s*|\\s+y\\s+)${FULL_MONTH})*)${NB}(?!\\s*,?\\s*\\d)(?![^]*?${CLOCK_AFTER})`,
      'giu',
    ),
    (_m, list) => {
      const months = (list.match(new RegExp(FULL_MONTH, 'giu')) ?? []).map((w) => MONTHS[plain(w)] as string);
      const said = months.length === 1 ? months[0] : `${months.slice(0, -1).join(', ')} and ${months.at(-1)}`;
      return `except in ${said}`;
    },
  ],
  // "el primer día hábil del mes", "el último día del mes", "el tercer jueves del mes"
  [
    new RegExp(`${NA}(?:el\\s+)?(${ORDS})\\s+d[ií]a\\s+(?:h[aá]bil|laborable)\\s+(${OF_MONTH})${NB}`, 'giu'),
    (_m, ord, of) => {
      const o = ORDINALS[plain(ord)];
      return o === 'first' || o === 'last' ? `the ${o} weekday ${ofMonth(of)}` : null;
    },
  ],
  // "último día hábil de marzo, junio, septiembre y diciembre": the last business day of those months (the first or
  // the last only; months said in full, joined by commas and "y")
  [
    new RegExp(
      `${NA}(?:el\\s+)?(${ORDS})\\s+d[ií]a\\s+(?:h[aá]bil|laborable)\\s+de\\s+(${FULL_MONTH}(?:(?:\\s*,\\s*|\\s+y\\s+)${FULL_MONTH})*)${NB}`,
      'giu',
    ),
    (_m, ord, list) => {
      const o = ORDINALS[plain(ord)];
      if (o !== 'first' && o !== 'last') return null;
      const months = (list.match(new RegExp(FULL_MONTH, 'giu')) ?? []).map((w) => MONTHS[plain(w)] as string);
      const said = months.length === 1 ? months[0] : `${months.slice(0, -1).join(', ')} and ${months.at(-1)}`;
      return `the ${o} business day of ${said}`;
    },
  ],
  [
    new RegExp(`${NA}(?:el\\s+)?(${ORDS})\\s+(d[ií]a|${DAY})\\s+(${OF_MONTH})${NB}`, 'giu'),
    (_m, ord, day, of) => {
      const o = ordinalsOf(ord);
      return o === null
        ? null
        : `the ${o} ${/^d/i.test(day) && !/^domingo/i.test(day) ? 'day' : dayOf(day)} ${ofMonth(of)}`;
    },
  ],
  // "el primer lunes de cada trimestre": the first Monday of every quarter (January, April, July, October), as English
  // says it ("el último lunes de cada trimestre": the last Monday of March, June, September and December)
  [
    new RegExp(`${NA}(?:el\\s+)?(${ORDS})\\s+(${DAY})\\s+de\\s+cada\\s+trimestre${NB}`, 'giu'),
    (_m, ord, day) => {
      const o = ordinalsOf(ord);
      // (the last beside another, "el primer y último viernes": the quarter's first month and its last, which the
      // English reading does not keep apart: refused)
      if (o === null || (o !== 'last' && /\blast\b/.test(o))) return null;
      return /^(?:s[aá]bados|domingos)$/i.test(day) ? null : `the ${o} ${dayOf(day)} of every quarter`;
    },
  ],
  // "el día 1 de cada mes", "el 15 de cada mes", "los días 15 y último de cada mes"
  [
    new RegExp(`${NA}(?:el\\s+(?:d[ií]a\\s+)?|d[ií]a\\s+)${MDAY}\\s+(${OF_MONTH})${NB}`, 'giu'),
    (_m, n, of) => `the ${nth(n)} ${ofMonth(of)}`,
  ],
  // "el día 1 ... cada mes", "todos los meses el día 15": the 1st, the 15th, as English "the 1st" is read, only with
  // "cada mes" or "todos los meses" in the phrase ("el día 31 a las 9" alone is the coming 31st, once: unread); not
  // before "de" or "del": a date, or a month said after it
  [
    new RegExp(
      `${NA}el\\s+d[ií]a\\s+${MDAY}(?![\\p{L}\\d:.,/-]|\\s+(?:de|del|y|al|a|hasta|o)${NB})(?:${EACH_MONTH_AFTER}|${EACH_MONTH_BEFORE})`,
      'giu',
    ),
    (_m, n) => `the ${nth(n)}`,
  ],
  [
    new RegExp(`${NA}(?:los\\s+)?d[ií]as\\s+${MDAY}\\s+y\\s+(?:el\\s+)?[uú]ltimo\\s+(${OF_MONTH})${NB}`, 'giu'),
    (_m, n, of) => `the ${nth(n)} and the last day ${ofMonth(of)}`,
  ],
  [
    new RegExp(`${NA}(?:los\\s+)?d[ií]as\\s+${MDAY}\\s+y\\s+${MDAY}\\s+(${OF_MONTH})${NB}`, 'giu'),
    (_m, a, b, of) => `the ${nth(a)} and ${nth(b)} ${ofMonth(of)}`,
  ],
  // "cada 15 de marzo", "todos los años el 15 de marzo", "cada año el 1 de julio": that date every year (a month in
  // full, no year after it)
  [
    new RegExp(
      `${NA}(?:cada|(?:cada\\s+a[ñn]o|todos\\s+los\\s+a[ñn]os)\\s+el)\\s+${MDAY}\\s+de\\s+(${FULL_MONTH})${NB}(?!\\s*(?:de\\s+|del\\s+)?\\d)`,
      'giu',
    ),
    (_m, n, month) => `every year on ${MONTHS[plain(month)]} ${Number(n)}`,
  ],
  // "a las 00:30 del 7 de noviembre 2027": the clock's day ("of the 7th"), not the start of a period (no "al" after)
  [
    new RegExp(
      `(?<=\\d(?:[:.h]\\d{2})?\\s*(?:h|hs|horas|[ap]\\.?m\\.?)?)\\s+del\\s+(?=(?:${DAY}\\s+)?${MDAY}\\s+(?:de\\s+)?${MONTH}${NB}(?![^,;]*\\s(?:al|hasta)\\s))`,
      'giu',
    ),
    () => ' on ',
  ],
  // "del 21 de diciembre al 6 de enero", "31 de octubre de 2027", "4 sept 2027"
  [
    new RegExp(
      `${NA}(?:(del|desde\\s+el|al|hasta\\s+el|el)\\s+)?(?:${DAY}\\s+)?${MDAY}\\s+(?:de\\s+)?(${MONTH})\\.?(?:\\s+(?:de\\s+|del\\s+)?(\\d{4}))?${NB}`,
      'giu',
    ),
    (m, word, n, month, year) => {
      const w = plain(word ?? '');
      const lead = w === 'del' || w.startsWith('desde') ? 'from ' : w === 'al' || w.startsWith('hasta') ? 'to ' : '';
      const day = new RegExp(`${DAY}`, 'iu').exec(m);
      const said = `${MONTHS[plain(month)]} ${Number(n)}${year ? ` ${year}` : ''}`;
      return `${lead}${day ? `${dayOf(day[0])} ` : ''}${said}`;
    },
  ],
  // "junio a septiembre", "de febrero a abril": the months from one to the other (full names only)
  [
    new RegExp(`${NA}(de\\s+)?(${FULL_MONTH})\\s+a\\s+(${FULL_MONTH})${NB}`, 'giu'),
    (_m, de, a, b) => `${de ? 'from ' : ''}${MONTHS[plain(a)]} to ${MONTHS[plain(b)]}`,
  ],
  // "los días 14 y 29": the 14th and 29th of each month ("los", plural: each time; not before "de" and a month,
  // "los días 14 y 29 de diciembre", which is one month's)
  [
    new RegExp(`${NA}los\\s+d[ií]as\\s+${MDAY}\\s+y\\s+${MDAY}(?!\\s+de\\s)${NB}`, 'giu'),
    (_m, a, b) => `the ${nth(a)} and ${nth(b)}`,
  ],
  // "cada día hábil", "cada día laborable", "todos los días laborables": every weekday, as "días hábiles" is (before
  // listWords.ts reads "cada día" as every day and leaves the kind of day unread)
  [
    new RegExp(
      `${NA}(?:cada\\s+d[ií]a\\s+(?:h[aá]bil|laborable)|todos\\s+los\\s+d[ií]as\\s+(?:h[aá]biles|laborables))${NB}`,
      'giu',
    ),
    () => 'every weekday',
  ],
  // "entre semana", "días hábiles", "fines de semana"
  [new RegExp(`${NA}entre\\s+semana${NB}`, 'giu'), () => 'on weekdays'],
  [new RegExp(`${NA}(?:los\\s+)?d[ií]as\\s+(?:h[aá]biles|laborables)${NB}`, 'giu'), () => 'on weekdays'],
  [new RegExp(`${NA}(?:los\\s+fines|el\\s+fin|fines)\\s+de\\s+semana${NB}`, 'giu'), () => 'on weekends'],
  // "diario": daily; "semanal": weekly
  [new RegExp(`${NA}(?:diari[oa]|diariamente)${NB}`, 'giu'), () => 'daily'],
  [new RegExp(`${NA}semanal(?:mente)?${NB}`, 'giu'), () => 'weekly'],
  // days said alone (not after "el", which says this one or every one: "el sábado" stays unread)
  [new RegExp(`(?<!(?:^|[^\\p{L}\\d])el\\s+)${NA}(${DAY})${NB}`, 'giu'), (_m, day) => dayOf(day)],
  // "y" between days or clocks: and; "lunes miercoles y viernes": a list
  [new RegExp(`(?<=${NA}(?:${EN_DAY}|${CLOCK}))\\s*,?\\s+y\\s+(?=(?:${EN_DAY}|${CLOCK})${NB})`, 'giu'), () => ' and '],
  // "hora de ellos", "su hora": their time
  // "hora de allá": the time over there, their time (the place said beside it gives it: theirTimeEachPlace.ts)
  [
    new RegExp(`${NA}(?:hora\\s+de\\s+ellos|hora\\s+de\\s+ellas|su\\s+hora|hora\\s+de\\s+all[aá])${NB}`, 'giu'),
    () => 'their time',
  ],
  // "hora CDMX", "hora canaria": that place's time
  [
    new RegExp(
      `${NA}hora\\s+([\\p{L}]+(?:\\s+[\\p{L}]+)?)(?=\\s*$|\\s*[,;.)]|\\s+(?:${EN_DAY})\\s+to\\s+(?:${EN_DAY})${NB})`,
      'giu',
    ),
    (_m, place) => {
      const p = plain(place);
      const words = PLACE_ADJECTIVES[p] ?? (ZONE_WORDS.has(p) && p.length > 2 ? p : undefined);
      return words === undefined ? null : `${words} time`;
    },
  ],
];

/** The phrase with its Spanish words of when read as English, a note for each. */
export function readSpanishWhenWords(text: string, notes: string[]): string {
  if (!GATE.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
