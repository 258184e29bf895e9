import { editDistance, SCHEDULE_SLIP_WORDS } from './slips.js';

/**
 * The name of the job said before its schedule ("db vacuum: sundays 0300 UTC", "healthcheck every 5 min",
 * "freshdesk export: every 4h"). Its words are words no parser read; they are set aside, with a note, only when
 * none of them could carry a meaning for the schedule:
 * - no digit, and no word that is a slip of the grammar's own words ("evry", "wkly": the slip, not a name);
 * - none of the stems of time ("payday", "weekend", "nightly", "eom", "timeslot"), nor a word that modifies a
 *   schedule ("alternate", "except", "maybe", "same", "before", "window"), nor a number said in words;
 * - no unknown zone abbreviation ("WAT", "pkt": a short word ending in "t" is taken for one);
 * - the name starts the phrase (after a greeting or the words of a request: "hey, the export ...") and stands
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
  'occurs',
  'occur',
  'occurring',
  'happens',
  'happen',
  'recurs',
  'fires',
  'fire',
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
  'bank',
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
  'shift',
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

/** Whether `word` (lower case; `said` as typed) may be part of a job's name. */
export function isAsideWord(word: string, said: string): boolean {
  if (!/^[a-z][a-z'-]*$/.test(word) || MODIFIERS.has(word) || TIME_STEM.test(word)) return false;
  // an unknown zone abbreviation ("WAT", "pkt") is not a name
  if (/^[A-Z]{2,5}$/.test(said) && said.endsWith('T')) return false;
  if (word.length <= 4 && word.endsWith('t') && !SHORT_T_WORDS.has(word)) return false;
  // days said by their letters ("MWF", "M-W-F", "TTh"), and ordinals ("fifteenth")
  if (/^[mtwrfsuha]{2,5}$/.test(word.replace(/-/g, '')) || /(?:th|first|second|third)$/.test(word)) return false;
  for (const part of word.split(/[-']/)) {
    if (part === '') continue;
    if (MODIFIERS.has(part) || TIME_SHORT.test(part)) return false;
    if (part.length >= 3 && part.length <= 4 && DAY_AND_MONTH_SHORT.some((s) => editDistance(part, s, 1) <= 1))
      return false;
    if (SCHEDULE_SLIP_WORDS.some((s) => editDistance(part, s, s.length >= 7 ? 2 : 1) <= (s.length >= 7 ? 2 : 1)))
      return false;
  }
  return true;
}

/** Short words ending in "t" that are not zone abbreviations. */
const SHORT_T_WORDS = new Set([
  'cost',
  'test',
  'post',
  'list',
  'host',
  'bot',
  'cert',
  'port',
  'chat',
  'sort',
  'edit',
  'exit',
  'init',
  'text',
  'root',
  'boot',
  'kit',
  'git',
  'ci-t',
  'fact',
]);

/** What may stand before a job's name: the start of the phrase, and greetings or the words of a request only. */
const BEFORE_NAME =
  /^(?:\s|[,:!]|\b(?:hi|hey|hello|hiya|yo|team|folks|everyone|please|pls|plz|kindly|can|could|would|you|we|i|u|need|needs|want|the|our|my|ok|okay|so|sure|yes|yeah|yep|um|umm|uh|hmm)\b)*$/;

/**
 * What a name may not stand right before: a day or a month by name, which the name could make another day
 * ("patch tuesday", "easter monday", "black friday"). After a colon, a name is set off from the schedule.
 */
const DAY_OR_MONTH_NEXT =
  /^\s*(?:sun|mon|tue|wed|thu|fri|sat|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b(?<!\b(?:weekdays?|weekends?|monthly|daily))/;

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
export function nameAside(text: string, masked: string, leftovers: readonly Leftover[], said: string): string | null {
  let firstRead = -1;
  for (let i = 0; i < text.length && firstRead < 0; i++) if (masked[i] === ' ' && text[i] !== ' ') firstRead = i;
  const first = leftovers[0];
  const last = leftovers.at(-1);
  if (first === undefined || last === undefined || firstRead < 0 || last.at > firstRead) return null;
  if (leftovers.length > NAME_WORDS || !BEFORE_NAME.test(text.slice(0, first.at))) return null;
  const asTyped = (l: Leftover) => new RegExp(`(?<![a-z])${l.word}(?![a-z])`, 'i').exec(said)?.[0] ?? l.word;
  if (!leftovers.every((l) => isAsideWord(l.word, asTyped(l)))) return null;
  const after = text.slice(last.at + last.word.length).replace(/^(?:\s+(?:run|runs|job|task|should|will|to|be))*/, '');
  if (!/^\s*:/.test(after) && DAY_OR_MONTH_NEXT.test(after)) return null;
  return `Read "${text.slice(first.at, last.at + last.word.length)}" as the job's name, not as part of the schedule.`;
}
