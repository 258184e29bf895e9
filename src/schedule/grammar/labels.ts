import { editDistance, SCHEDULE_SLIP_WORDS, typoOf } from './slips.js';

/**
 * The name of the job said before its schedule ("db vacuum: sundays 0300 UTC", "healthcheck every 5 min",
 * "freshdesk export: every 4h"). Its words are words no parser read; they are set aside, with a note, only when
 * none of them could carry a meaning for the schedule:
 * - no digit, and no word that is a slip of the grammar's own words ("evry", "wkly": the slip, not a name);
 * - none of the stems of time ("payday", "weekend", "nightly", "eom", "timeslot"), nor a word that modifies a
 *   schedule ("alternate", "except", "maybe", "same", "before", "window"), nor a number said in words;
 * - no unknown zone abbreviation ("WAT", "pkt": a short word ending in "t" is taken for one);
 * - the name starts the phrase (after a greeting, the words of a request, or the place whose time it is: "hey, the
 *   export ...", "Cairo office: ...") and stands
 *   before every word read; it does not stand right before a day or month by name ("patch tuesday", "easter
 *   monday"), unless a colon sets it off.
 * Anything else stays unread and the phrase is refused, quoting it.
 */

/** Stems of time and frequency: a word holding one may say when ("payday", "weekend", "fortnightly", "biwkly"). */
const TIME_STEM =
  /day|wk|week|month|year|hour|minute|night|nite|morn|noon|evening|quarter|time|daily|fortn|annual|semi|cron|sched|holi|ly$/;

/** Short forms of time said as a word of their own ("hr", "q4", "eom", "ytd"). */
const TIME_SHORT =
  /^(?:yrs?|hrs?|h|mths?|mnths?|mins?|secs?|qtrs?|eve|q[1-4]|eo[dwmqy]|[bs]o[dwmqy]|cob|[mqwy]td|mo|tu|we|th|fr|sa|su)$/;

/**
 * Words that change what a schedule says, or refer to another one; days known by name ("patch tuesday", "easter
 * monday", "thanksgiving"); and the words of days and frequency in the languages people mix into English
 * ("reporte cada lunes", "toda segunda").
 */
const MODIFIERS = new Set([
  "don't",
  'dont',
  "doesn't",
  'doesnt',
  "won't",
  'wont',
  "can't",
  'cant',
  'cannot',
  "shouldn't",
  'shouldnt',
  "mustn't",
  'avoid',
  'cancel',
  'disable',
  'hold',
  'halt',
  'outside',
  'inside',
  'around',
  'near',
  'besides',
  'beyond',
  'past',
  'over',
  'under',
  'above',
  'below',
  'apart',
  'against',
  'opposite',
  'unlike',
  'except',
  'excl',
  'incl',
  'including',
  'included',
  'excluded',
  'off-hours',
  'hours',
  'occurs',
  'occur',
  'occurring',
  'happens',
  'happen',
  'recurs',
  'triggers',
  'trigger',
  'executes',
  'execute',
  'executed',
  'penultimate',
  'final',
  'middle',
  'mid',
  'patch',
  'easter',
  'good',
  'black',
  'cyber',
  'giving',
  'super',
  'ash',
  'palm',
  'maundy',
  'boxing',
  'memorial',
  'labor',
  'labour',
  'thanksgiving',
  'christmas',
  'xmas',
  'diwali',
  'eid',
  'ramadan',
  'hanukkah',
  'chanukah',
  'passover',
  'carnival',
  'carnaval',
  'mardi',
  'lunar',
  'chinese',
  'pentecost',
  'whit',
  'whitsun',
  'ascension',
  'election',
  'valentines',
  "valentine's",
  'halloween',
  'veterans',
  'presidents',
  'independence',
  'anzac',
  'waitangi',
  'bastille',
  'golden',
  'obon',
  'songkran',
  'navratri',
  'dussehra',
  'pongal',
  'onam',
  'hogmanay',
  'midsummer',
  'solstice',
  'equinox',
  'public',
  'school',
  'payday',
  'cada',
  'todo',
  'todos',
  'toda',
  'todas',
  'lunes',
  'martes',
  'miercoles',
  'miércoles',
  'jueves',
  'viernes',
  'sabado',
  'sábado',
  'domingo',
  'segunda',
  'terça',
  'terca',
  'quarta',
  'quinta',
  'sexta',
  'feira',
  'seg',
  'ter',
  'qua',
  'qui',
  'sex',
  'sab',
  'dom',
  'dia',
  'dias',
  'días',
  'semana',
  'mes',
  'mês',
  'hora',
  'horas',
  'diario',
  'diariamente',
  'semanal',
  'mensual',
  'mensal',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'chaque',
  'tous',
  'jour',
  'jours',
  'semaine',
  'mois',
  'heure',
  'heures',
  'montag',
  'dienstag',
  'mittwoch',
  'donnerstag',
  'freitag',
  'samstag',
  'sonntag',
  'täglich',
  'taeglich',
  'jeden',
  'jede',
  'woche',
  'monat',
  'uhr',
  'stunde',
  'lunedi',
  'lunedì',
  'martedi',
  'mercoledi',
  'giovedi',
  'venerdi',
  'ogni',
  'giorno',
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
  'zondag',
  'elke',
  'senin',
  'selasa',
  'rabu',
  'kamis',
  'jumat',
  'sabtu',
  'minggu',
  'setiap',
  'tiap',
  'jam',
  'hari',
  'except',
  'excluding',
  'exclude',
  'but',
  'not',
  'no',
  'never',
  'skip',
  'skipping',
  'without',
  'unless',
  'if',
  'when',
  'whenever',
  'maybe',
  'perhaps',
  'possibly',
  'probably',
  'other',
  'another',
  'same',
  'similar',
  'like',
  'as',
  'previous',
  'current',
  'usual',
  'normal',
  'regular',
  'alternate',
  'alternating',
  'odd',
  'even',
  'random',
  'sometimes',
  'often',
  'late',
  'later',
  'early',
  'earlier',
  'soon',
  'now',
  'today',
  'tomorrow',
  'tonight',
  'yesterday',
  'before',
  'after',
  'until',
  'till',
  'til',
  'from',
  'to',
  'between',
  'during',
  'within',
  'through',
  'thru',
  'by',
  'per',
  'next',
  'last',
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'this',
  'these',
  'those',
  'again',
  'once',
  'twice',
  'thrice',
  'times',
  'half',
  'double',
  'triple',
  'couple',
  'few',
  'several',
  'many',
  'dozen',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'start',
  'starts',
  'starting',
  'begin',
  'end',
  'ends',
  'ending',
  'stop',
  'stops',
  'pause',
  'resume',
  'delay',
  'delayed',
  'offset',
  'local',
  'window',
  'business',
  'working',
  'off',
  'am',
  'pm',
  'utc',
  'gmt',
  'dst',
  'summer',
  'winter',
  'spring',
  'autumn',
  'fall',
  'repeat',
  'repeats',
  'recurring',
  'recur',
  'cadence',
  'frequency',
  'interval',
  'period',
  'periodic',
  'every',
  'each',
  'all',
  'any',
  'only',
  'also',
  'too',
  'plus',
  'or',
  'either',
  'both',
  'then',
  'instead',
]);

const DAY_AND_MONTH_SHORT = [
  'mon',
  'tue',
  'wed',
  'thu',
  'fri',
  'sat',
  'sun',
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

/**
 * Words of jobs' names that the tests below would take for words of time: short forms of the trade ("SEO", "VAT",
 * "SMS", "KPI") and words that hold a stem of time without saying when ("timesheet", "birthday", "all-hands").
 */
const NAME_WORDS_KNOWN = new Set(
  (
    'seo vat csat sms kpi kpis okr okrs faq etl crm erp sla slo qa ux ui api cdn dns ssl tls vpn aws gcp csv pdf ' +
    'timesheet timesheets timetable timetables airtime uptime downtime runtime overtime lifetime showtime ' +
    'birthday birthdays all-hands allhands'
  ).split(' '),
);

/** Whether `word` (lower case; `said` as typed) may be part of a job's name. */
export function isAsideWord(word: string, said: string): boolean {
  if (NAME_WORDS_KNOWN.has(word)) return true;
  if (!/^[a-z][a-z'-]*$/.test(word) || MODIFIERS.has(word) || TIME_STEM.test(word)) return false;
  // an unknown zone abbreviation ("WAT", "pkt") is not a name
  if (/^[A-Z]{2,5}$/.test(said) && said.endsWith('T')) return false;
  if (word.length <= 4 && word.endsWith('t') && !SHORT_T_WORDS.has(word)) return false;
  // days said by their letters ("MWF", "M-W-F", "TTh"), and ordinals ("fifteenth")
  if (DAY_LETTERS.test(word.replace(/-/g, '')) || ORDINAL.test(word)) return false;
  for (const part of word.split(/[-']/)) {
    if (part === '') continue;
    if (MODIFIERS.has(part) || TIME_SHORT.test(part)) return false;
    if (part.length >= 3 && part.length <= 4 && DAY_AND_MONTH_SHORT.some((s) => typoOf(part, s))) return false;
    if (SCHEDULE_SLIP_WORDS.some((s) => editDistance(part, s, s.length >= 7 ? 2 : 1) <= (s.length >= 7 ? 2 : 1)))
      return false;
  }
  return true;
}

/** Short words ending in "t" that are not zone abbreviations. */
const SHORT_T_WORDS = new Set(
  'get out cost test post list host bot cert port chat sort edit exit init text root boot kit git fact cart part best rest feat seat beat heat boat coat unit spot slot shot plot knot dart mart tart fort wait bait gift lift loft soft raft dust rust bust gust mist fist gist dent rent sent tent vent bent font hunt cult bolt melt belt salt tilt volt cut hut nut put pot hot lot dot got jot bit fit hit lit pit bet jet net pet vet act art ant bat hat mat rat'.split(
    ' ',
  ),
);

/**
 * What may stand before a job's name: greetings, the words of a request and its verb ("can we send the ..."), and a
 * frequency said as an adjective ("weekly digest mondays 9am").
 */
const BEFORE_NAME = new RegExp(
  `^(?:\\s|[,:!]|\\b(?:${[
    'hi|hey|hello|hiya|yo|team|folks|everyone|please|pls|plz|kindly|can|could|would|you|we|i|u|need|needs|want',
    'the|our|my|a|an|ok|okay|so|sure|yes|yeah|yep|um|umm|uh|hmm|also',
    'send|post|run|tweet|push|ping|remind|share|publish|do|get|set|schedule|put|have',
    'daily|weekly|monthly|nightly|hourly|quarterly|yearly|weekend',
  ].join('|')})\\b)*$`,
);

/** Whether the words before a name (`before`, lower case) are only greetings, a request's words or a frequency. */
export function mayPrecedeName(before: string): boolean {
  return BEFORE_NAME.test(before);
}

/** Words that join the words of what the job does ("remind the team to update the CRM", "ping QA about flaky tests"). */
const CONNECTIVES = new Set(['to', 'about', 'for', 'of', 'with', 'and']);

/** Words that start what the job does, said after its schedule ("... every weekday at 4:45pm remind the team"). */
const TASK_VERB = /^(?:send|post|run|tweet|push|ping|remind|share|publish|notify|alert|tell|email|message)$/;

/**
 * What a name may not stand right before: a day by name said alone, or a month, which the name could make another
 * day ("patch tuesday", "easter monday", "black friday"); not a month with its day and year ("launch Jan 12 2027"),
 * a date no name makes another. Days in a list or a range ("digest mon-fri", "report
 * mondays") are not. After a colon, a name is set off from the schedule.
 */
const DAY_OR_MONTH_NEXT =
  /^\s*(?:(?:sun|mon|tues?|wed|thur?s?|fri|sat)(?:day)?(?!\s*(?:[-/,&–]|and\b|(?:sun|mon|tue|wed|thu|fri|sat)))|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b(?!\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b))\b/;

/** Days said by their letters ("MWF", "M-W-F", "TTh", "MTWRF", "TuTh"). */
const DAY_LETTERS = /^(?:th|tu|sa|su|[mtwrfs]){2,7}$/;

/** Ordinals in words ("fifteenth", "twenty-first", "nth"). */
const ORDINAL =
  /^(?:(?:twenty|thirty)-?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|nth)$/;

export interface Leftover {
  readonly at: number;
  readonly word: string;
}

const NAME_WORDS = 4;

/**
 * The words left unread, set aside as the job's name when they may be (see above): the note to say so, or null
 * when they may not. `text` is the phrase normalised, `masked` the same with the words read blanked, `said` the
 * phrase as typed.
 */
export function nameAside(
  text: string,
  masked: string,
  leftovers: readonly Leftover[],
  said: string,
  zone: { readonly said: string; readonly own: boolean } | null = null,
): string | null {
  const first = leftovers[0];
  const last = leftovers.at(-1);
  if (first === undefined || last === undefined) return null;
  const read = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (masked[i] === ' ' && text[i] !== ' ') return true;
    return false;
  };
  const end = last.at + last.word.length;
  // the words are together, and nothing between them was read
  if (leftovers.length > NAME_WORDS + 2 || read(first.at, end)) return null;
  const asTyped = (l: Leftover) => {
    const at = said.toLowerCase().indexOf(l.word);
    return at < 0 ? l.word : said.slice(at, at + l.word.length);
  };
  const words = text.slice(first.at, end);
  // after the schedule, what the job does, led by its verb ("... every weekday at 4:45pm remind the team to update
  // the CRM")
  if (!read(end, text.length)) {
    if (!read(0, first.at) || !TASK_VERB.test(first.word)) return null;
    const rest = leftovers.slice(1);
    if (!rest.every((l) => CONNECTIVES.has(l.word) || isAsideWord(l.word, asTyped(l)))) return null;
    return `Read "${words}" as what the job does, not as part of the schedule.`;
  }
  // before the schedule, its name
  if (leftovers.length > NAME_WORDS || !leftovers.every((l) => isAsideWord(l.word, asTyped(l)))) return null;
  // a place first is the team's zone ("Cairo office: sunday to thursday 10am", "Kenya payroll on the 25th")
  // (the person's own, or set off by a colon: "London report at 9am" from New York may be either clock)
  let before = text.slice(0, first.at);
  const place = zone?.said.toLowerCase();
  const setOff = /^\s*:/.test(text.slice(end));
  if (place && (zone?.own || setOff) && before.trimStart().startsWith(place)) {
    before = before.trimStart().slice(place.length);
  }
  if (!BEFORE_NAME.test(before)) return null;
  const after = text.slice(end).replace(/^(?:\s+(?:run|runs|job|task|should|will|to|be|goes?|go|out))*/, '');
  if (!/^\s*:/.test(after) && DAY_OR_MONTH_NEXT.test(after)) return null;
  return `Read "${words}" as the job's name, not as part of the schedule.`;
}
