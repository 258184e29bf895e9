import { GAZETTEER_WORDS, ZONE_WORDS, zoneNote } from '../zones.js';
import { gatedBy } from './readerGates.js';
import { LEAD_BEFORE_RULES } from './romanceLeadBefore.js';
import {
  NOT_AFTER_WORD as NA,
  NOT_BEFORE_WORD as NB,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
} from './wordRules.js';

/**
 * Words of when in Brazilian Portuguese that mixedLanguageWords.ts (days, "toda segunda", "todo dia 5", "às 10h",
 * "seg a sex") leaves to be read, for schedules said whole in Portuguese ("de 2 em 2 horas das 8h às 20h, dias
 * úteis", "todo dia às 7 da noite", "último dia útil do mês 17h"): each read as the English it stands for, with a
 * note, before the phrase is read again. The job's name ("fechar o mês", "pagar fornecedores") is left as it is, for
 * the name readers (portugueseTasks.ts).
 * - "a cada 15 minutos", "a cada 2 horas", "a cada hora", "a cada meia hora": every ...; "de 2 em 2 horas", "de 30 em
 *   30 minutos": every 2 hours, every 30 minutes (the two numbers the same); "de hora em hora": every hour;
 * - "das 8h às 20h", "das 9:00 até as 18:00": from 08:00 to 20:00 (the 24-hour clock, both hours said as clocks;
 *   "das 9 às 5" stays unread); "das 6 às 22": bare hours, the second past noon on the 24-hour clock, so the first is
 *   the morning's ("das 8 às 11" stays unread);
 * - "nos domingos", "aos sábados": on, only in a phrase written with ã, õ, ç, à or "lembrete" and holding no Spanish
 *   word of when ("a las 9": Spanish "no sábado" is "not on Saturday"); the singular "no sábado" (the coming day, once)
 *   only right after an interval ("a cada 6 horas no sábado"), else unread;
 * - "às 10h de Maputo": Maputo's time, a place the zones know said last right after a clock;
 * - "às 7 da noite", "9h da manhã", "3 da tarde", "2 da madrugada": the half of the day each part holds (the
 *   morning 1 to 11, the afternoon 12 to 6, the night 6 to 11, the small hours 1 to 5); an hour the part does not
 *   hold ("12 da noite": which midnight?, "8 da tarde") stays unread;
 * - "meia-noite", "meio-dia": midnight, noon; "amanhã": tomorrow; "depois de amanhã": in 2 days;
 * - "3a feira", "3ª-feira": Tuesday (2a to 6a: Monday to Friday), only before "feira";
 * - "de segunda a sexta": Monday to Friday; "de segunda, quarta e sexta": on Monday, Wednesday and Friday; "só" before
 *   the days ("só seg a sex"): only;
 * - "último dia útil do mês", "todo primeiro dia útil do mês", "último dia do mês": the last (first) business day,
 *   the last day of the month; "primeira segunda do mês", "última sexta de cada mês": the first Monday, the last Friday
 *   of the month ("segunda", "quarta" are ordinals only before another day's name);
 * - "dia 1 de cada mês", "dia 15 do mês": the 1st of every month; "dia 10 e dia 25", "dias 10 e 25": every month on
 *   the 10th and 25th (a note says so); a lone "dia 27" ("às 0h do dia 27": the next 27th, or every month?) stays
 *   unread, and so refused;
 * - "às 12h e às 18h": at 12:00 and at 18:00; "entre as 9h e as 18h": between 09:00 and 18:00 (clocks, the second
 *   later); "a partir da meia-noite", "a partir das 6h", "começando às 6h": starting midnight, starting 06:00 (a
 *   clock after "começando" only: "começando em março" bounds the runs, and stays unread);
 * - "9 de janeiro", "sábado, 9 de janeiro de 2027": January 9 (2027), a date (the grammar says whether it runs once,
 *   checks its day of the week, and refuses it where it could be every year's); not after "todo", "cada";
 * - "todo dia 1º de julho", "todos os anos no dia 25 de dezembro": that date every year (no year after it);
 * - "1.ª segunda-feira de cada mês", "2º domingo do mês": the first Monday, the second Sunday of the month; "no" /
 *   "na" before the days of the month read above: on; "às terças e quintas": on Tuesdays and Thursdays (plural days;
 *   not "todas as sextas", which mixedLanguageWords.ts reads);
 * - "até o fim de janeiro": until the end of January; "até 31 de janeiro": until January 31;
 * - "diário", "diária": daily;
 * - "lembrete": reminder; "15 min antes da reunião das 9h30": 15 min before the meeting at 09:30 ("a daily": the
 *   standup, "aula": the class, "consulta": the appointment);
 * Refused as before: "quinzenal", "semana sim semana não" (every other week, which a weekly schedule cannot say),
 * "exceto feriados" (holidays), words these rules do not hold.
 */

export const EN_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** Portuguese day names, their plain (accentless) forms, to the English day's index. */
export const PT_DAYS: Readonly<Record<string, number>> = {
  domingo: 0,
  segunda: 1,
  terca: 2,
  quarta: 3,
  quinta: 4,
  sexta: 5,
  sabado: 6,
};
const MONTHS: Readonly<Record<string, string>> = {
  janeiro: 'january',
  fevereiro: 'february',
  marco: 'march',
  abril: 'april',
  maio: 'may',
  junho: 'june',
  julho: 'july',
  agosto: 'august',
  setembro: 'september',
  outubro: 'october',
  novembro: 'november',
  dezembro: 'december',
};
/** The English months in the year's order. */
const MONTH_ORDER = Object.values(MONTHS);
/** A month said in Portuguese, or in English as another language's reader left it ("agosto": "august"). */
const monthOf = (said: string): string => MONTHS[plain(said)] ?? said.toLowerCase();
const ORDINALS: Readonly<Record<string, string>> = {
  primeiro: 'first',
  primeira: 'first',
  segundo: 'second',
  segunda: 'second',
  terceiro: 'third',
  terceira: 'third',
  quarto: 'fourth',
  quarta: 'fourth',
  ultimo: 'last',
  ultima: 'last',
};

/** Events a reminder is said before ("15 min antes da reunião das 9h30"), as English names them. */
const EVENTS: Readonly<Record<string, string>> = {
  reuniao: 'meeting',
  daily: 'standup',
  aula: 'class',
  consulta: 'appointment',
  culto: 'service',
  missa: 'service',
  call: 'call',
  chamada: 'call',
};

/** A day's name in full ("segunda", "terça-feira"), singular or plural. */
const DAY = '(?:domingo|segunda|ter[cç]a|quarta|quinta|sexta|s[aá]bado)(?:-feira)?s?';
const SHORT_DAY = '(?:dom|seg|ter|qua|qui|sex|s[aá]b)';
const MONTH = '(?:janeiro|fevereiro|mar[cç]o|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)';
/** An English month in full, as another language's reader may have left it ("agosto": "august"). */
const EN_MONTH_FULL = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const ORD = '(?:primeir[oa]|segund[oa]|terceir[oa]|quart[oa]|[uú]ltim[oa])';
/** A clock said as one: with "h" or a colon ("8h", "20h30", "9:30", "08:00"). */
const CLOCK = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d|h(?:[0-5]\\d)?)';
/** An hour, said as a clock or bare ("7", "7h", "19:30"). */
const HOUR = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d|h(?:[0-5]\\d)?)?';
/** A day of the month said bare: not a clock, nor a count. */
const MDAY = `(?:[1-9]|[12]\\d|3[01])(?![\\d:.h]|\\s*(?:minutos?|min|horas?|dias|semanas|meses)${NB})`;

/**
 * Words that place a day or a part of the month before "de" and a month ("primeiro de julho", "quinze de julho",
 * "meados de julho": mid-July, "fim de julho"), in any case and with or without accents.
 */
const DAY_IN_MONTH =
  '(?:primeir[oa]|[uú]ltim[oa]|pen[uú]ltim[oa]|um|dois|tr[eê]s|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quatorze|quinze|dezesseis|dezasseis|dezessete|dezassete|dezoito|dezenove|dezanove|vinte|trinta|meados|meio|metade|in[ií]cio|come[cç]o|princ[ií]pio|fim|final|finais|fins|quinzena|semana|dia|dias)';

/** Not "que vem", "seguinte", "passado" after a month ("dia 5 do mês que vem": one run, next month's). */
const NOT_NEXT = '(?!\\s+(?:que\\s+vem|seguinte|passado)(?![\\p{L}\\d]))';

/** A cheap test that the phrase holds one of the words read here. */
const GATE = new RegExp(
  `${NA}(?:cada|em|das|da|entre|partir|n[oa]|[àa]s|meia|meio|amanh[ãa]|feira|de|[uú]ltim[oa]|primeir[oa]|dias?|e|at[eé]|lembrete|antes|di[áa]ri[oa]|come[cç]ando)${NB}`,
  'iu',
);

const dayOf = (word: string): string => {
  const p = plain(word)
    .replace(/-feira/, '')
    .replace(/s$/, '');
  return EN_DAYS[PT_DAYS[p] ?? PT_DAYS[`${p}s`] ?? -1] ?? word;
};
const suffix = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
const nth = (n: string): string => `${Number(n)}${suffix(Number(n))}`;
/** The hour and minutes of a clock said "8h", "20h30", "9:30" or "7". */
const parts = (said: string): [number, string] => {
  const [h, m] = said.toLowerCase().split(/[:h]/);
  return [Number(h), m === undefined || m === '' ? '00' : m];
};
/** A clock on the 24-hour clock ("08:00"). */
const clock24 = (said: string): string => {
  const [h, m] = parts(said);
  return `${String(h).padStart(2, '0')}:${m}`;
};

/** An hour said with a part of the day ("7 da noite"): as English says it, or null where the part does not hold it. */
function partOfDay(said: string, part: string): string | null {
  const [h, m] = parts(said);
  const p = plain(part);
  const twelve = `${h > 12 ? h - 12 : h}:${m}`;
  if (p === 'manha') return h >= 1 && h <= 11 ? `${twelve}am` : null;
  if (p === 'madrugada') return h >= 1 && h <= 5 ? `${twelve}am` : null;
  if (p === 'tarde') return h === 12 || (h >= 1 && h <= 6) || (h >= 13 && h <= 18) ? `${twelve}pm` : null;
  return (h >= 6 && h <= 11) || (h >= 18 && h <= 23) ? `${twelve}pm` : null;
}

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

// Spanish words of when anywhere in the phrase ("a las 9", "los domingos", "el sábado"): its "no" is "not"
const SPANISH_WHEN = `${NA}(?:a\\s+las?\\s+\\d|(?:los|el|del)${NB})`;
const NOT_SPANISH = `(?![^]*${SPANISH_WHEN})(?<!${SPANISH_WHEN}[^]*)`;

const RULES: readonly Rule[] = [
  // "a cada 15 minutos", "cada 2 horas", "a cada hora", "a cada meia hora"
  rule(`${NA}(?:a\\s+)?cada\\s+(\\d{1,3})\\s*(minutos?|min|horas?|h)${NB}`, (_m, n, unit) =>
    /^h/i.test(unit) ? `every ${Number(n)} hours` : `every ${Number(n)} minutes`,
  ),
  rule(`${NA}(?:a\\s+)?cada\\s+meia\\s+hora${NB}`, () => 'every 30 minutes'),
  rule(`${NA}(?:a\\s+)?cada\\s+hora${NB}`, () => 'every hour'),
  // "de 2 em 2 horas", "de 30 em 30 minutos", "de hora em hora", "de meia em meia hora"
  rule(`${NA}de\\s+(\\d{1,3})\\s+em\\s+(\\d{1,3})\\s*(minutos?|min|horas?|h)${NB}`, (_m, a, b, unit) =>
    Number(a) !== Number(b) ? null : /^h/i.test(unit) ? `every ${Number(a)} hours` : `every ${Number(a)} minutes`,
  ),
  rule(`${NA}de\\s+hora\\s+em\\s+hora${NB}`, () => 'every hour'),
  rule(`${NA}de\\s+meia\\s+em\\s+meia\\s+hora${NB}`, () => 'every 30 minutes'),
  // "das 8h às 20h", "das 9:00 até as 18:00": from 08:00 to 20:00, both said as clocks
  rule(`${NA}das\\s+(${CLOCK})\\s+(?:[àa]s|at[eé](?:\\s+[àa]s)?)\\s+(${CLOCK})${NB}`, (_m, a, b) => {
    // "das 9h às 5h": the small hours, or the evening's 5?
    if (parts(b)[0] <= parts(a)[0] && parts(b)[0] !== 0) return null;
    return `from ${clock24(a)} to ${clock24(b)}`;
  }),
  // "das 6 às 22", "das 8 até as 20h": from 06:00 to 22:00, the first hour bare, the second past noon on the 24-hour
  // clock, so the first is the morning's ("das 9 às 5", "das 8 às 11" stay unread)
  rule(
    `${NA}das\\s+((?:[01]?\\d)(?::[0-5]\\d)?)\\s+(?:[àa]s|at[eé](?:\\s+[àa]s)?)\\s+((?:1[3-9]|2[0-3])(?::[0-5]\\d|h(?:[0-5]\\d)?)?)${NB}`,
    (_m, a, b) => (parts(a)[0] > 12 ? null : `from ${clock24(a)} to ${clock24(b)}`),
  ),
  // "às 7 da noite", "9h da manhã", "3 da tarde", "2 da madrugada"
  rule(`${NA}(?:([àa]s)\\s+)?(${HOUR})\\s+da\\s+(manh[ãa]|tarde|noite|madrugada)${NB}`, (_m, at, hour, part) => {
    const said = partOfDay(hour, part);
    return said === null ? null : `${at ? 'at ' : ''}${said}`;
  }),
  // "a partir da meia-noite", "a partir das 6h": starting midnight, starting 06:00
  rule(`${NA}a\\s+partir\\s+d[ao]s?\\s+(?:(meia[-\\s]noite)|(meio[-\\s]dia)|(${CLOCK}))${NB}`, (_m, night, noon, at) =>
    night ? 'starting midnight' : noon ? 'starting noon' : `starting ${clock24(at)}`,
  ),
  // "começando às 6h", "começando a partir das 6h": starting 06:00 (a clock only)
  rule(`${NA}come[cç]ando\\s+(?:[àa]s|a\\s+partir\\s+das)\\s+(${CLOCK})${NB}`, (_m, at) => `starting ${clock24(at)}`),
  // "entre as 9h e as 18h", "entre 9:00 e 17:30": between 09:00 and 18:00 (both said as clocks, the second later)
  rule(`${NA}entre\\s+(?:[àa]s\\s+)?(${CLOCK})\\s+e\\s+(?:[àa]s\\s+)?(${CLOCK})${NB}`, (_m, a, b) =>
    parts(b)[0] <= parts(a)[0] ? null : `between ${clock24(a)} and ${clock24(b)}`,
  ),
  // "meia-noite", "meio-dia", "à meia-noite"
  rule(`${NA}(?:[àa]\\s+|ao\\s+)?meia[-\\s]noite${NB}`, () => 'at midnight'),
  rule(`${NA}(?:ao\\s+)?meio[-\\s]dia${NB}`, () => 'at noon'),
  // "depois de amanhã", "amanhã"
  rule(`${NA}depois\\s+de\\s+amanh[ãa]${NB}`, () => 'in 2 days'),
  rule(`${NA}amanh[ãa]${NB}`, () => 'tomorrow'),
  // "3a feira", "3ª-feira" (normalised first as "3:00am feira"): Tuesday; only before "feira"
  rule(`${NA}(?:(toda|todas\\s+as)\\s+)?([2-6])(?:a|ª|º|:00am)[\\s-]*feiras?${NB}`, (_m, every, n) =>
    every ? `every ${EN_DAYS[Number(n) - 1]}` : (EN_DAYS[Number(n) - 1] as string),
  ),
  // "último dia útil do mês", "primeiro dia útil de cada mês": the last, first business day of the month
  rule(
    `${NA}(?:o\\s+|todo\\s+(?:o\\s+)?)?(primeiro|[uú]ltimo)\\s+dia\\s+[uú]til\\s+(?:do|de\\s+cada|de\\s+todo)\\s+m[eê]s${NB}${NOT_NEXT}`,
    (_m, ord) => `the ${ORDINALS[plain(ord)]} business day of the month`,
  ),
  rule(
    `${NA}(?:o\\s+)?[uú]ltimo\\s+dia\\s+(?:do|de\\s+cada|de\\s+todo)\\s+m[eê]s${NB}${NOT_NEXT}`,
    () => 'the last day of the month',
  ),
  // "primeira segunda do mês", "última sexta-feira de cada mês", "segunda quarta do mês": an ordinal before a day
  rule(
    `${NA}(?:(?:toda|a|o)\\s+)?(${ORD})\\s+(${DAY})\\s+(?:do|de\\s+cada|de\\s+todo)\\s+m[eê]s${NB}${NOT_NEXT}`,
    (_m, ord, day) => `the ${ORDINALS[plain(ord)]} ${dayOf(day)} of the month`,
  ),
  // "1.ª segunda-feira de cada mês", "2º domingo do mês": an ordinal said in figures before a day
  rule(
    `${NA}(?:(?:toda|a|o)\\s+)?([1-4])\\.?\\s*[ªº]\\s*(${DAY})\\s+(?:do|de\\s+cada|de\\s+todo)\\s+m[eê]s${NB}${NOT_NEXT}`,
    (_m, n, day) => `the ${['first', 'second', 'third', 'fourth'][Number(n) - 1]} ${dayOf(day)} of the month`,
  ),
  // "no último dia do mês", "na primeira segunda do mês": on
  rule(`${NA}n[oa]\\s+(?=the\\s+(?:first|second|third|fourth|last)\\s)`, () => 'on '),
  // "nos domingos", "nas sextas", "aos sábados": on (every week's), in a phrase that is Portuguese by its letters or by
  // "lembrete" and holds no Spanish word of when ("a las 9", "los", "el"). Only the plural: "no sábado", "na sexta" is
  // the coming day, once, and stays unread (as Spanish "el sábado" is); Spanish "no domingo" is "not Sunday"
  // "a cada 6 horas no sábado" (read "every 6 hours" above): the singular right after an interval, its runs within
  // that day, as English "every 6 hours on Saturday" is read
  rule(
    `(?<=${NA}(?:every|a\\s+cada)\\s+(?:\\d+\\s+)?(?:hours?|minutes?|horas?|minutos?)\\s+)(?:no|na)\\s+(?=(?:domingo|segunda|ter[cç]a|quarta|quinta|sexta|s[aá]bado)(?:-feira)?${NB})(?=[^]*(?:[ãõçà]|lembrete)|(?<=(?:[ãõçà]|lembrete)[^]*))${NOT_SPANISH}`,
    () => 'on ',
  ),
  rule(
    `${NA}(?:nos|nas|aos)\\s+(?=(?:(?:domingo|segunda|ter[cç]a|quarta|quinta|sexta|s[aá]bado)s(?:-feiras)?|(?:segunda|ter[cç]a|quarta|quinta|sexta)-feiras)${NB})(?=[^]*(?:[ãõçà]|lembrete)|(?<=(?:[ãõçà]|lembrete)[^]*))${NOT_SPANISH}`,
    () => 'on ',
  ),
  // "às terças e quintas", "as segundas": on (a day said in the plural, every week's)
  rule(
    `${NA}(?<!todas\\s+)[àa]s\\s+(?=(?:domingo|segunda|ter[cç]a|quarta|quinta|sexta|s[aá]bado)(?:-feira)?s${NB})`,
    () => 'on ',
  ),
  // "todo dia 1º de julho", "todos os anos no dia 1º de julho": that date every year (a month said after the day, no
  // year after it: "todo dia 5" alone is every month's, read below; "todo 9 de janeiro" without "dia" stays unread)
  rule(
    `${NA}(?:todo\\s+dia\\s+|todos\\s+os\\s+anos\\s+(?:no\\s+)?(?:dia\\s+)?)([1-9]|[12]\\d|3[01])(?:º|°|o)?\\s+de\\s+(${MONTH}|${EN_MONTH_FULL})${NB}(?!\\s*(?:de\\s+)?\\d)`,
    // (a month also Italian or Spanish, "agosto", may be read as English already)
    (_m, n, month) => `every year on ${MONTHS[plain(month)] ?? month.toLowerCase()} ${Number(n)}`,
  ),
  // "dia 1 de cada mês", "todo dia 15 do mês", "dias 10 e 25 de cada mês", "dia 10 e dia 25": every month
  rule(
    // ("todo dia 1º": the ordinal's mark after a day, as typed)
    `${NA}(?:todo\\s+)?dias?\\s+(${MDAY}[º°]?(?:(?:\\s*,\\s*|\\s+e\\s+)(?:dia\\s+)?${MDAY}[º°]?)*)(?:\\s+(?:do|de\\s+cada|de\\s+todo)\\s+m[eê]s${NB}${NOT_NEXT})?(?!\\s*(?:,|e)\\s*\\d|\\s+(?:do|de)\\s+m[eê]s)`,
    (m, days) => {
      const list = days.match(/\d+/g) ?? [];
      // a lone "dia 27" ("às 0h do dia 27"): the next 27th, or every month?
      if (list.length < 2 && !/^todo|m[eê]s$/i.test(m.trim())) return null;
      const said = list.map(nth);
      const joined = said.length === 1 ? said[0] : `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`;
      return `every month on the ${joined}`;
    },
  ),
  // "de segunda a sexta", "de seg até sex": Monday to Friday
  rule(
    `${NA}de\\s+(${DAY}|${SHORT_DAY})\\s+(?:a|at[eé])\\s+(${DAY}|${SHORT_DAY})${NB}`,
    (_m, a, b) => `${dayOf(shortDay(a))} to ${dayOf(shortDay(b))}`,
  ),
  // "só seg a sex", "só de segunda a sexta": only, before the days it keeps
  rule(`${NA}s[óo]\\s+(?=(?:de\\s+)?(?:${DAY}|${SHORT_DAY})${NB})`, () => 'only '),
  // "de segunda, quarta e sexta", "de terça": on those days
  rule(`${NA}de\\s+(?=${DAY}${NB})`, () => 'on '),
  // "às 12h e às 18h": and at
  rule(`(?<=${CLOCK}|noon|midnight)\\s+e\\s+(?=[àa]s\\s+${CLOCK}${NB})`, () => ' and '),
  // "de 15 de junho a 15 de setembro", "de 1º de junho até 31 de agosto de 2027": from June 15 to September 15 (both
  // dates said in full; a year said last is both dates' only where the stretch stays within it, else unread)
  rule(
    `${NA}de\\s+(?:dia\\s+)?(${MDAY})[º°]?\\s+de\\s+(${MONTH}|${EN_MONTH_FULL})\\s+(?:a|at[eé])\\s+(?:o\\s+)?(?:dia\\s+)?(${MDAY})[º°]?\\s+de\\s+(${MONTH}|${EN_MONTH_FULL})(?:\\s+(?:de\\s+)?(20\\d\\d))?${NB}`,
    (_m, a, from, b, to, year) => {
      const first = MONTH_ORDER.indexOf(monthOf(from));
      const last = MONTH_ORDER.indexOf(monthOf(to));
      if (year !== undefined && (last < first || (last === first && Number(b) < Number(a)))) return null;
      const y = year === undefined ? '' : ` ${year}`;
      return `from ${monthOf(from)} ${Number(a)}${y} to ${monthOf(to)} ${Number(b)}${y}`;
    },
  ),
  // "de junho a setembro", "de abril até outubro": from June to September, every year (months in full; before a year
  // or a day, "de junho a setembro de 2027", "de junho a 15 de setembro", it stays unread, and after a word that
  // places a day or a part in the first month, "primeiro de julho a setembro", "meados de julho a setembro", "fim
  // de julho a setembro", too)
  rule(
    `(?<!(?:^|\\s)(?:\\d{1,2}[º°]?|${DAY_IN_MONTH})\\s+)${NA}de\\s+(${MONTH}|${EN_MONTH_FULL})\\s+(?:a|at[eé])\\s+(${MONTH}|${EN_MONTH_FULL})${NB}(?!\\s+(?:de\\s+)?\\d)`,
    (_m, a, b) => `from ${monthOf(a)} to ${monthOf(b)}`,
  ),
  // "começando em 4 de janeiro", "a partir do dia 4 de janeiro": starting that date (a day and its month; "começando
  // em março" alone stays unread)
  rule(
    `${NA}(?:come[cç]ando(?:\\s+(?:em|no))?|a\\s+partir\\s+(?:de|do))\\s+(?:dia\\s+)?(?=${MDAY}[º°]?\\s+de\\s+(?:${MONTH}|${EN_MONTH_FULL})${NB})`,
    () => 'starting ',
  ),
  // "até o fim de janeiro", "até o final de janeiro": until the end of January; "até 31 de janeiro": until
  rule(
    `${NA}at[eé]\\s+(?:o\\s+)?(?:fim|final)\\s+de\\s+(${MONTH})${NB}`,
    (_m, month) => `until the end of ${MONTHS[plain(month)]}`,
  ),
  rule(
    `${NA}at[eé]\\s+(?:o\\s+)?(?:dia\\s+)?(${MDAY})\\s+de\\s+(${MONTH})${NB}`,
    (_m, n, month) => `until ${MONTHS[plain(month)]} ${Number(n)}`,
  ),
  // "9 de janeiro", "sábado, 9 de janeiro de 2027": a date ("todo 9 de janeiro", "cada 9 de janeiro" stay unread)
  rule(
    `(?<!(?:todo|cada|todos\\s+os)\\s+)${NA}(?:(?:o\\s+)?dia\\s+)?(${MDAY})\\s+de\\s+(${MONTH})(?:\\s+(?:de\\s+)?(20\\d\\d))?${NB}`,
    (_m, n, month, year) => `${MONTHS[plain(month)]} ${Number(n)}${year === undefined ? '' : ` ${year}`}`,
  ),
  // "às 10h de Maputo", "às 9:30 de Luanda": that place's clock, said last right after a clock (a place the zones know
  // by that one word or two; "às 10h de segunda" names no place and stays as it is)
  rule(`(?<=${NA}[àa]s\\s+${CLOCK})\\s+de\\s+(\\p{L}+(?:\\s+\\p{L}+)?)(?=\\s*$|\\s*[,;.)])`, (_m, place) => {
    const p = plain(place);
    // not a place that may be a person's, a pet's or a lesson's name ("de Montana", "de Maui": the gazetteer's, which
    // zone.ts reads only when said as a clock), nor one whose name other places share ("de Santiago")
    if (GAZETTEER_WORDS.has(p) || zoneNote(p) !== null) return null;
    return p.length > 3 && ZONE_WORDS.has(p) ? ` ${p} time` : null;
  }),
  // ", avisar 15 min antes", "lembrar ..., 30 min antes": a reminder before the event (romanceLeadBefore.ts)
  ...LEAD_BEFORE_RULES,
  // "lembrete": a reminder; "15 min antes da reunião das 9h30": before the meeting at 9:30
  rule(`${NA}lembrete${NB}`, () => 'reminder'),
  // "relatório diário", "diária": daily
  rule(`${NA}di[áa]ri[oa]${NB}`, () => 'daily'),
  rule(
    `${NA}(\\d{1,3})\\s*(min|minutos|h|horas?)\\s+antes\\s+d[aoe]\\s+(\\p{L}+)\\s+(?:das|de|[àa]s)\\s+(${CLOCK})${NB}`,
    (_m, n, unit, what, at) =>
      `${Number(n)} ${/^h/i.test(unit) ? 'hours' : 'min'} before the ${EVENTS[plain(what)] ?? what} at ${clock24(at)}`,
  ),
];

/** A short day's name ("seg") as its full one ("segunda"). */
function shortDay(word: string): string {
  const p = plain(word);
  const full = Object.keys(PT_DAYS).find((d) => d.startsWith(p.slice(0, 3)));
  return full ?? word;
}

/** The phrase with its Portuguese words of when read as English, a note for each; as it was when it holds none. */
export function readPortugueseWords(text: string, notes: string[]): string {
  if (!GATE.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readPortugueseWords, GATE);
