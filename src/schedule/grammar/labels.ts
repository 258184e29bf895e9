import type { ScheduleProblem } from '../problem.js';
import { clockNamedFirst, withoutMarkFirst } from './clockNamedFirst.js';
import { unparseable } from './draft.js';
import { FETCHED_NOUN } from './fetchedNouns.js';
import { isForeignTimeWord } from './foreignTimeWords.js';
import { icelandicOfBefore } from './icelandicWords.js';
import { qualifierBeforeName } from './nameQualifiers.js';
import { placeWithTimeStem } from './placeNamesOfTime.js';
import { portugueseArticleAt } from './portugueseNameJoins.js';
import { editDistance, SCHEDULE_SLIP_WORDS, typoOf } from './slips.js';
import { vietnameseGoods } from './vietnameseWords.js';

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

/**
 * Stems of time and frequency: a word holding one may say when ("payday", "weekend", "fortnightly", "biwkly"); not
 * "-ply" ("reply", "reapply", "supply"): no word of how often ends so. Also the days and words of how often of
 * Russian, Korean and Thai in Latin letters, which the grammar reads only in part ("cherez nedelyu po vtornikam" is
 * every other Tuesday, "maedal cheot beonjjae suyoil" the first Wednesday of each month, "thuk wan khi" every odd
 * day), and Japanese parts of the day and short days ("yoru 4ji": 4 at night, which?; "getsu": Monday): never
 * a job's name. ("chourei", a morning assembly in Japanese, holds no "hour".)
 */
const TIME_STEM =
  /day|wk|week|month|year|(?<!c)hour|minute|night|nite|morn|noon|evening|quarter|time|daily|fortn|annual|semi(?!na|con|fin|col|circ|pro|ll)|cron|sched|holi|(?<!p)ly$|ponedel|vtornik|^sred[auy]|chetverg|pyatni|subbot|voskres|ezhedn|kazhd|^budni|^nedel|^mesyats|^cherez$|maedal|beonjjae|cheotjjae|gyeokju|^thuk$|^tuk$|^mong$|^chua$|^duean$|^yoru$|^yuugata$|^getsu$|^moku$|^nichi$/;

/**
 * Feasts and holidays of the languages mixed into English, as one word ("Ostermontag", "Pfingstferien", "pasquetta",
 * "koningsdag"): days that come once a year, most of them on a date that moves, never a job's name's word (the
 * English ones are MODIFIERS below; words with letters outside a-z are no name's word already).
 */
export const FEAST_WORD =
  /^(?:oster\w*|pfingst\w*|karfreitag|gr(?:ue)?ndonnerstag|himmelfahrt\w*|fronleichnam|weihnacht\w*|heiligabend|silvester\w*|neujahr\w*|fasching\w*|fastnacht\w*|rosenmontag|paques|pentecote|toussaint|pascua|navidad\w*|nochebuena|nochevieja|pasqua|pasquetta|natale|ferragosto|pascoa|pasen|pinkster\w*|kerstmis|hemelvaart\w*|koningsdag|wielkanoc\w*|midsommar\w*|lebaran|songkran|chuseok|seollal)$/;

/** What a time is for, before "time" ("screen time", "nap time", "story time", "rhyme time"). */
export const TIME_KIND =
  /^(?:screen|nap|story|tea|quiet|play|bath|circle|snack|reading|tummy|family|rhyme|song|singing|craft|music|game|games|lego|puzzle|prayer|quality|free)$/;

/** Short forms of time said as a word of their own ("hr", "q4", "eom", "ytd"). */
const TIME_SHORT =
  /^(?:yrs?|hrs?|h|mths?|mnths?|mins?|secs?|qtrs?|eve|tmr|tmrw|tmrow|tmorrow|tmw|tmoz|tomoz|2moro|2morrow|2morow|2day|2nite|tonite|tnite|tdy|q[1-4]|eo[dwmqy]|[bs]o[dwmqy]|cob|[mqwy]td|mo|tu|we|th|fr|sa|su)$/;

/**
 * Words that change what a schedule says, or refer to another one; days known by name ("patch tuesday", "easter
 * monday", "thanksgiving"); and the words of days and frequency in the languages people mix into English
 * ("reporte cada lunes", "toda segunda").
 */
const MODIFIERS = new Set([
  // "not", "never" and "except" in the languages mixed into English: "Nicht jeden Montag" is not every Monday
  'nicht',
  'kein',
  'keine',
  'nie',
  'niemals',
  'außer',
  'ausser',
  'pas',
  'jamais',
  'sauf',
  'nunca',
  'não',
  'nao',
  'excepto',
  // German "and", which joins days ("Training Di und Do 18:30": Tuesdays and Thursdays, never "di und" as a name)
  'und',
  // "until", "since", "from" of the languages mixed into English: "bis 1. Montag im Monat" bounds the runs
  'bis',
  'seit',
  'hasta',
  'desde',
  'fino',
  'sampai',
  'hingga',
  'salvo',
  'tranne',
  'niet',
  'nooit',
  'geen',
  'behalve',
  'oprócz',
  'tidak',
  'bukan',
  'kecuali',
  // every other week in those languages: a frequency no name may hide ("reunião quinzenal às quartas às 15h")
  'quinzenal',
  'quinzenais',
  'quinzenalmente',
  'quincenal',
  'quincenalmente',
  'bisemanal',
  'zweiwöchentlich',
  'zweiwöchig',
  'vierzehntägig',
  'bimensuel',
  'quindicinale',
  'tweewekelijks',
  'dwutygodniowy',
  // "from" and "until" of romaji and romanized Korean, said after what they bound: "kayou kara 9ji" is from Tuesday
  'kara',
  'buteo',
  'kkaji',
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
  // French days as shortened in a range ("lun-ven"); not "mar" (March), "sam" (a name) nor "dim" (a word)
  'lun',
  'mer',
  'jeu',
  'ven',
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
  'montags',
  'dienstags',
  'mittwochs',
  'donnerstags',
  'freitags',
  'samstags',
  'sonnabend',
  'sonntags',
  'werktags',
  'wochentags',
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
  // whether the place is open says when a run is, or is not, wanted ("store closed 9am weekdays")
  'closed',
  'shut',
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
  'coming',
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
  // a clock said by a word the zone reader does not know ("server time", "AoE", "WITA")
  'server',
  'aoe',
  'wib',
  'wita',
  'wit',
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
    // short forms of a gym's classes ("HIIT": a word a zone's letters end in "T" would take)
    'hiit amrap ' +
    // a reconciliation ("bank rec", "med rec"): no slip of "dec"
    'rec recs ' +
    'timesheet timesheets timecard timecards timetable timetables airtime uptime downtime runtime overtime lifetime showtime maritime ' +
    'birthday birthdays daycare all-hands allhands dev devs ops mom dad loot canary rss dept ' +
    // "with" and "without" as chat writes them ("call w/ the Oslo team")
    'w/ w/o ' +
    // bells rung with one side of each clapper muffled ("remembrance sunday half-muffled ring"): no half of an hour
    'half-muffled muffled ' +
    // a booking nobody came to ("no-show release"): no "no" of a correction or a negation
    'no-show no-shows ' +
    // a thing settled the day it is sent ("same-day ACH windows"), in one hyphenated word: no "same day" of a date
    'same-day ' +
    // a rental or a ticket for one way or both ("one-way drop fee"): no count of runs
    'one-way two-way ' +
    // Arabizi words of a thing done whose last letter is a figure ("ijtima3": a meeting; arabiziWords.ts)
    'ijtima3 igtima3 ejtema3 egtema3 egtma3 ' +
    // tools of the trade whose names the tests below would refuse ("dbt": a zone's letters; "S3": seconds)
    'dbt s3 ec2 ' +
    // management, as chat writes it ("property mgmt:"): no zone's letters ending in "t"
    'mgmt ' +
    // nouns in "-ly", which the stems of time take for adverbs ("anomaly detector")
    'anomaly rally tally jelly belly bully lily fly butterfly firefly dragonfly ' +
    // a rehearsal or an inspection gone through in one word ("ride walk-through"): no "through" of a range
    'walk-through walk-throughs walkthrough walkthroughs run-through run-throughs'
  ).split(' '),
);

/** Short forms of trades that are a slip of a month's short form in lower case, read as names in capitals. */
// ("MOT": the UK's yearly vehicle test; in lower case, within a slip of "mon" and a zone's letters ending in "t";
// "DIT": a film crew's digital imaging technician, in capitals like a zone's letters ending in "t", of no zone)
const TRADE_CAPITALS = new Set(['noc', 'dot', 'mot', 'dit']);

/**
 * Whether `word` (lower case; `said` as typed) may be part of a job's name. `afterDeterminer`: the word follows
 * "the", "a" or a possessive, where a short word ending in "t" is a noun ("the cat"), not a zone's letters.
 * `slipsKnown`: the caller knows the word for one of its own (an English word), so that being within a slip of a
 * word of the grammar ("tour": "hour") does not refuse it.
 */
/** Words of how often in Spanish, Portuguese, Italian and French, as typed in lower case. */
const ROMANCE_PERIOD =
  /^(?:anual|anuales|annuale|annuali|annuel|annuelle|mensual|mensuales|mensal|mensais|mensile|mensili|mensuel|mensuelle|semanal|semanales|semanais|settimanale|settimanali|hebdomadaire|trimestral|trimestrales|trimestrais|trimestrale|trimestriel|trimestrielle|semestral|semestrale|semestriel|quincenal|quinzenal|quindicinale|bimestral)$/;

export function isAsideWord(word: string, said: string, afterDeterminer = false, slipsKnown = false): boolean {
  // the words of a correction ("standup 9am, rather 10am"): the time after them replaces one, no job of its own
  if (CORRECTION_WORDS.has(word)) return false;
  // "else", "otherwise": the other days' or cases' time ("8pm on weekends, else 7:15am, fridays 6pm"), no name's
  if (word === 'else' || word === 'otherwise') return false;
  // ("showtimes", "timetables", "runtimes": the plural of a known name's word)
  if (NAME_WORDS_KNOWN.has(word) || (word.endsWith('s') && NAME_WORDS_KNOWN.has(word.slice(0, -1)))) return true;
  // a trade's short form typed in capitals ("NOC", "DOT"), within a slip of a month's ("nov", "oct") in lower case
  if (TRADE_CAPITALS.has(word) && said === said.toUpperCase()) return true;
  // a word of when in another language ("tuwing", "Linggo", "jeden"): not read, so no name's (foreignTimeWords.ts)
  if (isForeignTimeWord(word)) return false;
  // a word in letters only Vietnamese writes ("họp", "gửi", "thuốc"): a name's, its letters without them no English
  // word's slip ("thuốc" is no "thu"); its words of when are refused above (foreignTimeWords.ts)
  if (VIETNAMESE_LETTERS.test(word)) return true;
  // a word in a letter only Maltese writes ("laqgħa", "taħriġ"): a name's; its words of when are refused above
  if (MALTESE_LETTERS.test(word)) return true;
  // a word with accents ("café", "crèche", "piñata"): a name's when its letters without them are one's, and it is
  // no word of when in another language as typed (above) or without them ("mañana": "manana", "août": "aout")
  if (ACCENTED.test(word)) {
    if (MODIFIERS.has(word)) return false;
    // typed with a capital ("Genève", "Göteborg", "Mérida"), it is a proper noun, maybe a place whose clock it is
    if (/^\p{Lu}/u.test(said)) return false;
    const plain = withoutAccents(word);
    return (
      plain !== word &&
      !isForeignTimeWord(plain) &&
      !ACCENTED_WHEN.has(plain) &&
      isAsideWord(plain, plain, afterDeterminer, slipsKnown)
    );
  }
  // how often, as prescriptions write it ("q8h", "bid", "tds"): read where the grammar knows it, never a name's
  if (PRESCRIPTION.test(word)) return false;
  // a channel or a person to tell ("#design", "@oncall"): where the job speaks, not when
  if (MENTION.test(word)) return true;
  // a name written as code ("pg_dump", "etl.daily"): each of its parts must be a name's word
  if (CODE_NAME.test(word)) return word.split(/[_.]/).every((part) => part === '' || isAsideWord(part, part));
  // letters around one digit ("e2e", "k8s", "b2b"): no clock or count reads like that
  if (LETTERS_DIGIT.test(word)) return true;
  // "storytime", "circletime", "playtimes": what a time is for and "time" in one word, as "story time" is in two
  const kindTime = /^([a-z]+)times?$/.exec(word);
  if (kindTime !== null && TIME_KIND.test(kindTime[1] as string)) return true;
  if (
    !/^[a-z][a-z'-]*$/.test(word) ||
    MODIFIERS.has(word) ||
    (TIME_STEM.test(word) && !placeWithTimeStem(word, said)) ||
    FEAST_WORD.test(word)
  )
    return false;
  // a noun made with "no-" ("no-show charges", "no-reply inbox"): what the thing is, when the rest is a name's word
  if (/^no-[a-z]{3,}$/.test(word)) return isAsideWord(word.slice(3), said.slice(3), false, slipsKnown);
  // an unknown zone abbreviation ("WAT", "pkt") is not a name
  if (/^[A-Z]{2,5}$/.test(said) && said.endsWith('T')) return false;
  if (word.length <= 4 && word.endsWith('t') && !SHORT_T_WORDS.has(word) && !afterDeterminer) return false;
  // days in a range by the short forms of one language ("Di-Do", "Mo-Fr", "ma-vr", "lu-ve", "pn-pt"): days, not a name
  if (SHORT_DAY_RANGES.some((r) => r.test(word))) return false;
  // days said by their letters ("MWF", "M-W-F", "TTh"), in the week's order ("WFM" is no days), and ordinals
  if (dayLetters(word.replace(/-/g, '')) || ORDINAL.test(word)) return false;
  // ("pazartesi-cumartesi", "lunes-viernes": days of another language joined, no name's word; but "pre-bu" is one)
  const parts = word.split(/[-']/).filter((p) => p !== '');
  if (parts.length > 1 && parts.every((p) => isForeignTimeWord(p) || TIME_SHORT.test(p) || MODIFIERS.has(p)))
    return false;
  for (const part of word.split(/[-']/)) {
    if (part === '') continue;
    if (MODIFIERS.has(part) || TIME_SHORT.test(part)) return false;
    // a slip of a day's short form, but not one said as whose ("mom's pills": a day is no one's)
    const whose = word === `${part}'s` && !DAY_AND_MONTH_SHORT.includes(part);
    if (!whose && part.length >= 3 && part.length <= 4 && DAY_AND_MONTH_SHORT.some((s) => typoOf(part, s)))
      return false;
    if (
      !slipsKnown &&
      SCHEDULE_SLIP_WORDS.some((s) => editDistance(part, s, s.length >= 7 ? 2 : 1) <= (s.length >= 7 ? 2 : 1))
    )
      return false;
    // slips of the days said from today ("tomorow", "tonite", "2day" has a digit)
    if (COMING_DAY_WORDS.some((s) => editDistance(part, s, s.length >= 7 ? 2 : 1) <= (s.length >= 7 ? 2 : 1)))
      return false;
  }
  return true;
}

/** A word of letters with at least one accented Latin letter ("café", "crèche", "über"). */
/** The two-letter days of a language, as a range of two of them ("mo-fr", "ma-vr"). */
const SHORT_DAY_RANGES = [
  'mo|di|mi|do|fr|sa|so', // German
  'ma|di|wo|do|vr|za|zo', // Dutch
  'lu|ma|me|je|ve|sa|di', // French
  'lu|ma|mi|ju|vi|sa|do', // Spanish
  'lu|ma|me|gi|ve|sa|do', // Italian
  'må|ma|ti|on|to|fr|lö|lo|sö|so', // Swedish
  'pn|pon|wt|wto|śr|sr|śro|cz|czw|pt|pią|sb|sob|nd|ndz|niedz', // Polish
].map((days) => new RegExp(`^(?:${days})-(?:${days})$`));

/** Words that correct what was said before them: never a name's. */
const CORRECTION_WORDS = new Set(['rather', 'meant', 'actually', 'sorry', 'correction', 'oops', 'nope']);

/** A letter only Vietnamese writes: "ơ", "ư", "đ", a vowel with a dot below or a hook above, or with two marks. */
const VIETNAMESE_LETTERS = /[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/u;
/** A letter only Maltese writes: "ħ", "ġ" (malteseWords.ts). */
const MALTESE_LETTERS = /[ħġ]/u;
const ACCENTED =
  /^(?=.*[\u00e0-\u00ff\u0101-\u017f\u0219\u021b])[a-z\u00df-\u00f6\u00f8-\u00ff\u0101-\u017f\u0219\u021b][a-z\u00df-\u00f6\u00f8-\u00ff\u0101-\u017f\u0219\u021b'-]*$/;

/** Words of when with accents, as their letters without them: months ("février", "août", "März") and "à" ("at"). */
const ACCENTED_WHEN = new Set(['fevrier', 'aout', 'decembre', 'marz', 'a', 'as', 'apres', 'des']);

/** `word` with the accents taken off its letters ("café": "cafe"); "ß" stays, and so refuses the word. */
function withoutAccents(word: string): string {
  // (the lower-case letters of Latin Extended-A too, "wysyłce", "księgowość": "ł" has no accent to take off)
  return (
    word
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ł/g, 'l')
      .replace(/đ/g, 'd')
      .replace(/ı/g, 'i')
      // (Danish and Norwegian "ø", "æ": "vindmølle" is "vindmolle")
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae')
      // (Icelandic "þ", "ð": "þrif" is "thrif")
      .replace(/þ/g, 'th')
      .replace(/ð/g, 'd')
  );
}

/** The days said from today, whose slips are no name's words. */
const COMING_DAY_WORDS = ['tomorrow', 'tonight', 'today', 'yesterday'];

/**
 * Whether `word` (lower case, letters only) is refused as a name's word only for being within a slip of a day's or
 * a month's short form ("jab": "jan"): the caller decides where that cannot matter (a date said in full).
 */
export function shortFormSlipOnly(word: string): boolean {
  if (!/^[a-z]{3,4}$/.test(word) || DAY_AND_MONTH_SHORT.includes(word) || MODIFIERS.has(word)) return false;
  if (TIME_STEM.test(word) || TIME_SHORT.test(word) || word.endsWith('t') || DAY_LETTERS.test(word)) return false;
  if (SCHEDULE_SLIP_WORDS.some((s) => editDistance(word, s, 1) <= 1)) return false;
  return DAY_AND_MONTH_SHORT.some((s) => typoOf(word, s));
}

/**
 * How often a dose is given: "q8h", "q30min", "qd", "b.i.d", "qid", "qhs", "prn", "tds", "qds" (not "bid", "tid",
 * "od", "bd": words and codes of their own, "bid 10:00 ERCOT time").
 */
const PRESCRIPTION =
  /^(?:q\d{1,2}(?:h|hrs?|hours?|m|mins?|minutes?)|qd|qod|b\.i\.d|t\.i\.d|qid|q\.i\.d|qhs|qam|qpm|prn|tds|qds)$/;
/** A channel or a person said in Slack's way ("#ops-announcements", "@schedbot"). */
const MENTION = /^[#@][a-z][\w.-]*$/;
/** A name written as code: words joined by "_" or "." ("pg_dump", "etl.nightly"). */
const CODE_NAME = /^[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+$/;
/** Letters around one digit ("e2e", "k8s", "b2b", "i18n" is two): not a clock, count or ordinal. */
const LETTERS_DIGIT = /^[a-z]+\d[a-z]+$/;

/** Short words ending in "t" that are not zone abbreviations ("met": weather, as in "met obs", "met office"; "fest"). */
const SHORT_T_WORDS = new Set(
  'get out eat meet greet quit sit let set cost test post list host bot cert port chat sort edit exit init text root boot kit git fact cart part best rest feat seat beat heat boat coat unit spot slot shot plot knot dart mart tart fort wait bait gift lift loft soft raft dust rust bust gust mist fist gist dent rent sent tent vent bent font hunt cult bolt melt belt salt tilt volt cut hut nut put pot hot lot dot got jot bit fit hit lit pit bet jet net pet vet act art ant bat hat mat rat lost cast mast nest pest vest zest met fest'.split(
    ' ',
  ),
);

/**
 * What may stand before a job's name: greetings, the words of a request and its verb ("can we send the ..."), and a
 * frequency said as an adjective ("weekly digest mondays 9am").
 */
const BEFORE_NAME = new RegExp(
  `^(?:\\s|[,:!]|\\p{Extended_Pictographic}|\\uFE0F|\\u200D|\\b(?:${[
    'hi|hey|hello|hiya|yo|team|folks|everyone|please|pls|plz|kindly|can|could|would|you|we|i|u|need|needs|want',
    'the|our|my|a|an|ok|okay|so|sure|yes|yeah|yep|um|umm|uh|hmm|also',
    'send|post|run|tweet|push|ping|remind|share|publish|do|get|set|schedule|put|have',
    'kick|off|start|trigger|fire|launch|rerun|re-run|nudge|notify|alert|tell|message|email|dm|me|us|them',
    'daily|weekly|monthly|nightly|hourly|quarterly|yearly|weekend',
    // a part of the day before the name says the half of the day of its time ("evening bulletin 18:30")
    'morning|afternoon|evening|night',
  ].join('|')})\\b)*$`,
  'u',
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
 * a date no name makes another, nor a day before one ("ensayo general jueves 11 de marzo 2027": the date says the
 * day). Days in a list or a range ("digest mon-fri", "report
 * mondays") are not. After a colon, a name is set off from the schedule.
 */
export const DAY_OR_MONTH_NEXT =
  /^\s*(?:(?:sun|mon|tues?|wed|thur?s?|fri|sat)(?:day)?(?!\s*(?:[-/,&–]|and\b|(?:to|through|thru)\s+(?:sun|mon|tue|wed|thu|fri|sat)|(?:sun|mon|tue|wed|thu|fri|sat)))(?!\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b(?!\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b))\b/;

/** Days said by their letters ("MWF", "M-W-F", "TTh", "MTWRF", "TuTh"). */
const DAY_LETTERS = /^(?:th|tu|sa|su|[mtwrfs]){2,7}$/;
/** The place in the week of each letter of a day: "s" first is Sunday, else Saturday or Sunday. */
const DAY_LETTER_ORDER: Readonly<Record<string, number>> = { su: 0, m: 1, t: 2, tu: 2, w: 3, r: 4, th: 4, f: 5, sa: 6 };

/**
 * Whether `word` says days by their letters, in the week's order ("mwf", "tth", "mtwrf", "smtwtfs"): letters out of
 * it ("wfm", "ftw") are a name's, whatever their letters. A letter may repeat ("tt": Tuesday and Thursday).
 */
function dayLetters(word: string): boolean {
  if (!DAY_LETTERS.test(word)) return false;
  const letters = word.match(/th|tu|sa|su|[mtwrfs]/g) ?? [];
  let last = -1;
  for (const [k, l] of letters.entries()) {
    // "t" after Tuesday or later is Thursday; "s" first is Sunday, later Saturday
    // "su" after other letters is the Sunday that ends the week ("SaSu", "FSaSu")
    const place =
      l === 't'
        ? last >= 2
          ? 4
          : 2
        : l === 's'
          ? k === 0
            ? 0
            : 6
          : l === 'su' && k > 0
            ? 7
            : (DAY_LETTER_ORDER[l] as number);
    // a letter said twice ("mm", "ww") may be a unit's short form: refused as days are
    if (place === last) return true;
    if (place < last) return false;
    last = place;
  }
  return true;
}

/** Ordinals in words ("fifteenth", "twenty-first", "nth"). */
const ORDINAL =
  /^(?:(?:twenty|thirty)-?)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|nth)$/;

export interface Leftover {
  readonly at: number;
  readonly word: string;
}

/**
 * The last words of something booked for one day ("pump truck booked for the 3rd 7am"): the day after them is that
 * booking's, once, not a day of every month. Not a name.
 */
/** Three capitals that are no common abbreviation of a job ("ETL", "SLA"): maybe a place's code ("YYZ", "ORD"). */
const JOB_ABBREVIATIONS = new Set([
  ...'ETL API SLA KPI CRM ERP DNS SSL TLS VPN SQL AWS GCP CDN SEO OKR QBR CSV PDF RSS SMS MFA SSO WAF IAM'.split(' '),
  ...'EOD EOM EOW EOQ EOY ACH ATM POS PPE CEO CFO CTO COO VIP FAQ NPS MRR'.split(' '),
]);

export function placeCodeLike(said: string): boolean {
  return /^[A-Z]{3}$/.test(said) && !JOB_ABBREVIATIONS.has(said);
}

export const BOOKED_LAST = /\b(?:booked|scheduled|planned|arranged|confirmed|reserved)(?:\s+(?:for|on|at))?$/;

const NAME_WORDS = 4;
/** What the job does may take more words than a name ("remind me every weekday at 12:30 to eat lunch"). */
const TASK_WORDS = 8;

/** A request to tell someone, first in a phrase ("remind me", "ping #design", "nudge the team"). */
const TELL_VERB = /^(?:remind|ping|nudge|tell|notify|alert|message|dm|email)$/;
/** "to run the" right before what is to be done, words the reader passes over ("... 7:50am to run the cleaner"). */
const TO_RUN_BEFORE = /\sto\s+run\s+(?:(?:the|a|an|our|my)\s+)?$/;
/** The words of a request for a reminder, right before "reminder" ("can you set a", "please create a"). */
const REMINDER_ASKED = /\b(?:set|create|add|schedule|make|need|want|get)\s+(?:up\s+)?(?:a|an)\s+$/;
const REMINDER_NOUN = /^reminders?$/;
/** Whom a request tells ("me", "us", "the channel", "#design", "@oncall"). */
const TELL_WHOM = /^(?:me|us|them|you|everyone|everybody|all|[#@][a-z][\w.-]*)$/;
/** What starts the thing to be told or done after a request: "to call mom", "about the critique", "that ...". */
const TASK_START = /^(?:to|about|re|that)$/;
/** Small words of what a job does that the name tests would refuse ("log my hours", "take it up"). */
const TASK_SMALL = new Set('my our your their his her its it the a an up in me us them you everyone'.split(' '));
/** Small words that may end a request before its schedule ("remind the channel the 1st monday ..."). */
const BEFORE_SCHEDULE = new Set(['the', 'on', 'at', 'every', 'each']);
/** A word a possessive makes a thing, whatever it says elsewhere ("my hours", "our weekly"). */
const POSSESSIVE = /^(?:my|our|your|their|his|her)$/;

/** People said with a word that counts elsewhere: after "the", whom a reminder tells ("ping the couple"). */
const PEOPLE_COUNTED = /^(?:couple|pair|trio|twins)$/;
/** Whom "all" gathers, said after it ("remind all staff", "ping all hands"): people, never a period ("all term"). */
const ALL_WHOM =
  /^(?:staff|parents|hands|team|teams|volunteers|members|students|pupils|kids|children|players|coaches|crew|crews|employees|managers|leads|users|guests|attendees|families|teachers|nurses|doctors|drivers|agents|reps|admins|engineers|devs|developers|hosts|riders|runners|participants|residents|tenants|customers|clients|partners|owners|subscribers|contributors|moderators|mods|officers|cadets|scouts|campers|interns|contractors|workers|helpers|stewards|marshals|ushers|coordinators|organizers|organisers|leaders|captains|officials|referees|refs|judges|mentors|tutors|trainers|trainees|athletes|swimmers|cyclists|singers|musicians|dancers|actors|cast|performers|volunteers|caregivers|carers|guardians|editors|writers|authors|reviewers|testers|designers|analysts|operators|technicians|techs|supervisors|directors|execs|departments|depts|channels|groups|squads|units|stations|shops|stores|branches|sites|locations|offices|clinics|labs|regions)$/;

/** A part of a phrase between separators: the words of what the job does, said after the schedule with a mark. */
const SET_OFF_BEFORE = /(?:[:|(\u2014\u2013]|\s-)\s*$/;

/** A start date said first, before a name ("from 28 March 2027 run the export ...", "starting jan 4, ..."). */
const START_FIRST =
  /^\s*(?:from|starting|beginning|as\s+of)\s+(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?)(?:,?\s+\d{4})?\s*,?\s+|^\s*(?:[a-z0-9&'-]+\s+){1,6}?(?:starts?|begins?|(?:re)?opens?)\s+(?:on\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?)(?:,?\s+\d{4})?(?:,?\s+(?:at\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:[ap]\.?m\.?)?)?\s*(?:-|–|—|:|;|,)\s*/;

/** Days said first, before a name ("sunday long read at 8", "friday prayers banner 12:15"). */
const DAY_FIRST = /^\s*(?:sun|mon|tues?|wed(?:nes)?|thur?s?|fri|sat(?:ur)?)(?:day)?s?\s+$/;

/** A day said last before a name inside the schedule ("every 1st monday staff meeting at 8.30am"). */
const DAY_LAST = /\b(?:sun|mon|tues?|wed(?:nes)?|thur?s?|fri|sat(?:ur)?)(?:day)?s?\s+$/;
/**
 * A clock said plainly right after a name inside the schedule ("... meeting at 8.30am", "... check-in 19:00"): with
 * its half of the day or on a 24-hour clock, as a name may say the half of the day a bare hour leaves open ("dinner
 * meeting at 7").
 */
const CLOCK_NEXT = /^\s*(?:at\s+|@\s*)?(?:\d{1,2}(?:[:.]\d\d)?\s*[ap]\.?m\b|(?:0\d|1[3-9]|2[0-3])[:.]?\d\d\b)/;

/**
 * Whether the words left are a job's name said between the days of a schedule and its clock ("every 1st monday
 * staff meeting at 8.30am", "every first sunday jazz brunch reminder 10am"): three words at most, the last a word
 * for a job, right after a day (not one of days said without a joiner) and right before a clock said plainly, so
 * that they can make neither another day nor another time.
 */
function nameBetween(before: string, leftovers: readonly Leftover[], after: string): boolean {
  const last = leftovers.at(-1) as Leftover;
  const day = DAY_LAST.exec(before);
  if (day === null || leftovers.length > 3 || !JOB_NOUN.test(last.word) || !CLOCK_NEXT.test(after)) return false;
  // "every monday tuesday meeting": a day right before another may be the name's ("tuesday meeting")
  return !DAY_LAST.test(before.slice(0, day.index));
}

/** Days said first and set off by a colon ("weekends only:", "mondays:", "every tuesday:", "weekdays -"). */
const DAYS_SET_OFF =
  /^\s*(?:(?:every|each|on)\s+)?(?:(?:sun|mon|tues?|wed(?:nes)?|thur?s?|fri|sat(?:ur)?)(?:day)?s?|week(?:day|end|night)s?)(?:\s+only)?\s*(?::|\s[-\u2013\u2014])\s*$/;

/**
 * Whether the words left are a job's name said between days set off by a colon and a clock said plainly ("weekends
 * only: kids roster 7:30am", "mondays: payroll export 8am"): the mark parts the days from the name, the clock
 * follows it, and the name ends in a word for a job or a paper it sends, so that it can make neither another day nor
 * a place whose clock it may be ("mondays: vegas 9am", "first monday of the month, vegas at 5pm" stay refused).
 */
function nameAfterDays(before: string, leftovers: readonly Leftover[], after: string): boolean {
  const last = (leftovers.at(-1) as Leftover).word;
  // (not after days and a comma: "... is the 1st and 3rd thursday, post at 7am" may be split where the days are
  // not the name's)
  return DAYS_SET_OFF.test(before) && CLOCK_NEXT.test(after) && (JOB_NOUN.test(last) || PAPER_NOUN.test(last));
}

/** Papers a job sends, last in its name ("board packet", "connection sheet", "meeting agenda"). */
const PAPER_NOUN = /^(?:packets?|packs?|sheets?|agendas?|memos?|briefs?|letters?|forms?|rotas?|rosters?|lists?)$/;

/**
 * The words for a job a name said after its schedule ends in ("... 07:45 build", "... — deploy freeze reminder"),
 * "notice" ("supply ship notice") and a weather station's "obs" (its observations) among them.
 */
export const JOB_NOUN =
  /^(?:builds?|backups?|deploys?|deployments?|releases?|reports?|digests?|syncs?|exports?|imports?|cleanups?|reminders?|checks?|scans?|jobs?|tasks?|alerts?|emails?|posts?|resets?|refresh|rotation|dumps?|vacuum|reindex|snapshots?|updates?|summary|newsletter|standup|meeting|mtgs?|review|survey|bulletin|edition|notes|tests?|suite|pipeline|etl|batch|purge|prune|audit|invoices?|payroll|rollup|roundup|recap|announcement|briefing|stream|event|drops?|promos?|warmer|crawl|scrape|ingest|migration|upload|download|handover|handoff|kickoff|close|talk|gift|teaser|banner|show|roster|call|sync|standup|huddle|lesson|class|club|practice|service|rounds|shift|meds|check-in|checkin|digest|edition|tournaments?|groups?|sessions?|workshops?|seminars?|rehearsals?|training|lectures?|tours?|meetups?|circle|post-mortems?|postmortems?|debriefs?|nets?|choirs?|matinees?|performances?|screenings?|shows|concerts?|gigs?|reboots?|bootcamps?|notices?|obs)$/;

/** A word of a zone's letters last before a name said after the schedule ("... 7am CAT scan", "... 9am EST build"). */
const ZONE_LETTERS_LAST = /\b[a-z]{1,3}t\s*$/;

/** A frequency said as an adjective before a name ("weekly reset tuesday 15:00"). */
const FREQUENCY_FIRST = /\b(?:daily|weekly|monthly|nightly|hourly|quarterly|yearly)\b/;

const TOLD = 'what the job does,';
/** The end of the note on a request to tell someone: `remindsPerson` knows a reminder by it. */
const REMINDER = 'a reminder to send, not as part of the schedule.';

/** Whether a note of `nameAside` set aside a request to tell someone ("remind me ... to take my meds"). */
export function remindsPerson(note: string): boolean {
  return note.endsWith(REMINDER);
}

interface Words {
  readonly words: readonly Leftover[];
  readonly from: number;
  readonly to: number;
}

/** The words left, in groups with nothing read between the words of one. */
function groupsOf(leftovers: readonly Leftover[], read: (from: number, to: number) => boolean): Words[] {
  const groups: Leftover[][] = [];
  for (const l of leftovers) {
    const last = groups.at(-1);
    const prev = last?.at(-1);
    if (last && prev && !read(prev.at + prev.word.length, l.at)) last.push(l);
    else groups.push([l]);
  }
  return groups.map((g) => {
    const end = g.at(-1) as Leftover;
    return { words: g, from: (g[0] as Leftover).at, to: end.at + end.word.length };
  });
}

/** How long a job lasts, said before its name ("half-hour call", "30-minute standup", "two-hour rehearsal"). */
export const NAME_LENGTH =
  /^(?:half-hour|quarter-hour|(?:\d{1,3}|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty-five|sixty|ninety)-(?:minute|min|mins|hour|hr))$/;
/** Ordinals a name may start with ("first bell", "2nd shift handover"). */
const NAME_ORDINAL = /^(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th)$/;
/** Words after an ordinal that make it a schedule's or a time's ("first thing", "first full week", "first light"). */
const ORDINAL_THEN =
  /^(?:thing|business|working|work|of|and|or|week|weeks|weekday|weekdays|weekend|weekends|day|days|half|quarter|month|months|year|years|full|whole|complete|calendar|trading|school|bank|banking|workday|workdays|fortnight|time|run|hour|minute|light|two|three|four|five|few|couple)$/;

/** A short form of a German day ("Di", "Do."), beside "und". */
const GERMAN_SHORT_DAY = /^(?:mo|di|mi|do|fr|sa|so)\.?,?$/i;

/**
 * Whether `words[k]` may be part of a name where it stands: a name's word, or a word of a day's name before another
 * word of the name that makes it a thing's ("ski school roster", "memorial reading group"; nameQualifiers.ts).
 */
function asideAt(words: readonly Leftover[], k: number, asTyped: (l: Leftover) => string, text?: string): boolean {
  const l = words[k] as Leftover;
  if (isAsideWord(l.word, asTyped(l))) return true;
  const next = words[k + 1];
  // German "und" (a modifier, joining short days: "Di und Do") between two words of a name that are no short days
  // ("Tom und Jerry every monday 9am")
  const before = words[k - 1];
  if (
    l.word === 'und' &&
    before !== undefined &&
    next !== undefined &&
    ![before.word, next.word].some((w) => GERMAN_SHORT_DAY.test(w)) &&
    isAsideWord(before.word, asTyped(before)) &&
    isAsideWord(next.word, asTyped(next))
  )
    return true;
  // "kho hàng", "khách hàng", "hàng tồn": Vietnamese goods, not "every" (vietnameseWords.ts)
  // (the word after it in the phrase when it is the last of the name's: "khách hàng lúc 14:00", "kho hàng:")
  const then =
    next?.word ??
    text
      ?.slice(l.at + l.word.length)
      .trimStart()
      .split(/\s+/)[0];
  if (l.word === 'hàng' && vietnameseGoods(words[k - 1]?.word, then)) return true;
  // "þrif á bílum": Icelandic "á" (on, of) between two words of a name, before a name's word, not a day's
  if (
    l.word === 'á' &&
    k > 0 &&
    next !== undefined &&
    icelandicOfBefore(words.slice(k + 1).map((w) => w.word)) &&
    isAsideWord(next.word, asTyped(next))
  )
    return true;
  // "limpeza das bancadas": Portuguese "das" (of the) between words of a name (portugueseNameJoins.ts)
  if (
    l.word === 'das' &&
    before !== undefined &&
    next !== undefined &&
    portugueseArticleAt(
      words.map((w) => w.word),
      k,
    ) &&
    isAsideWord(before.word, asTyped(before)) &&
    isAsideWord(next.word, asTyped(next))
  )
    return true;
  // "first bell", "second unit": an ordinal first in a name, before a word of the name that is no word of a day's
  // place in its month ("first monday", "first workday" are read as the schedule's before)
  if (
    k === 0 &&
    NAME_ORDINAL.test(l.word) &&
    next !== undefined &&
    !ORDINAL_THEN.test(next.word) &&
    isAsideWord(next.word, asTyped(next))
  )
    return true;
  // "half-hour call", "30-minute standup": how long the job lasts, first in a name before a word of it
  if (k === 0 && NAME_LENGTH.test(l.word) && next !== undefined && isAsideWord(next.word, asTyped(next))) return true;
  return qualifierBeforeName(l.word, next?.word, next !== undefined && isAsideWord(next.word, asTyped(next)));
}

/**
 * The words of what the job does, from `i` on: each a name's word, a joining word, a small word, or a word after
 * a possessive ("log my hours").
 */
function taskWords(words: readonly Leftover[], i: number, asTyped: (l: Leftover) => string): boolean {
  if (words.length - i > TASK_WORDS) return false;
  for (let k = i; k < words.length; k++) {
    const l = words[k] as Leftover;
    const prev = words[k - 1];
    if (CONNECTIVES.has(l.word) || TASK_SMALL.has(l.word) || asideAt(words, k, asTyped)) continue;
    if (prev && POSSESSIVE.test(prev.word) && /^[a-z]+$/.test(l.word) && !TIME_SHORT.test(l.word)) continue;
    // the verb after "to" ("to eat lunch": not a slip of "sat")
    if (prev?.word === 'to' && /^[a-z]+$/.test(l.word) && !MODIFIERS.has(l.word) && !TIME_STEM.test(l.word)) continue;
    return false;
  }
  return true;
}

/**
 * A request to tell someone at the start of the words ("remind me", "please ping #design", "nudge the team"):
 * the index of the first word after it (and after whom it tells), or -1.
 */
function tellRequest(words: readonly Leftover[], asked = false): number {
  // "can you set a reminder for every weekday ... to take the croissants out", "set a reminder for the team ...":
  // a reminder asked for is a request to tell, for whom it is said after "for"
  if (asked && REMINDER_NOUN.test((words[0] as Leftover).word)) {
    let i = 1;
    // ("for" may be read as a filler word before the schedule)
    if (words[i]?.word === 'for') i++;
    if (words[i] === undefined) return i;
    if (TELL_WHOM.test((words[i] as Leftover).word)) return i + 1;
    // "for the team", "for our dental nurses": a possessive or "the", then two words of whom at most
    if (words[i] !== undefined && /^(?:the|our|my|your|their)$/.test((words[i] as Leftover).word)) i++;
    let k = i;
    while (k < words.length && k < i + 2 && isAsideWord((words[k] as Leftover).word, '')) k++;
    return k > i ? k : -1;
  }
  let i = 0;
  while (
    i < words.length &&
    BEFORE_NAME.test((words[i] as Leftover).word) &&
    !TELL_VERB.test((words[i] as Leftover).word)
  )
    i++;
  if (i >= words.length || !TELL_VERB.test((words[i] as Leftover).word)) return -1;
  i++;
  const whom = words[i]?.word;
  // "remind all staff", "ping all parents": "all" and whom, a word of no schedule ("all day" is not whom)
  // ("remind all term", "all season", "all shift": a period, not whom)
  if (whom === 'all' && words[i + 1] !== undefined && ALL_WHOM.test((words[i + 1] as Leftover).word)) return i + 2;
  if (whom !== undefined && TELL_WHOM.test(whom)) return i + 1;
  // "remind the channel", "ping volunteers" ("the" carries nothing and is not among the words left)
  if (whom !== undefined && !TASK_START.test(whom) && isAsideWord(whom, whom)) return i + 1;
  // "remind the team", "ping the volunteers"
  if (whom === 'the' && words[i + 1] !== undefined && isAsideWord((words[i + 1] as Leftover).word, '')) return i + 2;
  // "ping the couple", "text the pair": people said with a word that is a number elsewhere ("a couple of hours")
  // ("the" is not among the words left)
  if (whom !== undefined && PEOPLE_COUNTED.test(whom) && words[i + 1]?.word !== 'of') return i + 1;
  return i;
}

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
  const asTyped = (l: Leftover) => {
    const at = said.toLowerCase().indexOf(l.word);
    return at < 0 ? l.word : said.slice(at, at + l.word.length);
  };
  const groups = groupsOf(leftovers, read);
  const lead = groups[0] as Words;
  const tail = groups.at(-1) as Words;
  const quote = (g: Words) => text.slice(g.from, g.to);
  const doing = (w: string) => `Read "${w}" as ${TOLD} not as part of the schedule.`;
  // a request to tell someone first, what to tell them last: "remind me every morning at 8 to take my meds",
  // "nudge #design every tuesday 11:00 about the critique", "remind me to call mom sundays at 7pm"
  const told =
    !read(0, lead.from) && BEFORE_NAME.test(text.slice(0, lead.from))
      ? tellRequest(lead.words, REMINDER_ASKED.test(text.slice(0, lead.from)))
      : -1;
  if (told >= 0 && groups.length <= 2) {
    const leadOk =
      lead.words.slice(told).every((l) => BEFORE_SCHEDULE.has(l.word)) ||
      (TASK_START.test((lead.words[told] as Leftover).word) && taskWords(lead.words, told + 1, asTyped));
    // ("to run the suction line cleaner": "to run the" are words the reader passes over)
    const ranTo = groups.length > 1 && TO_RUN_BEFORE.test(text.slice(0, tail.from));
    const tailOk =
      groups.length === 1 ||
      (TASK_START.test((tail.words[0] as Leftover).word) && taskWords(tail.words, 1, asTyped)) ||
      (ranTo && taskWords(tail.words, 0, asTyped));
    const from = ranTo ? (TO_RUN_BEFORE.exec(text.slice(0, tail.from)) as RegExpExecArray).index + 1 : tail.from;
    // "remind at 1445 weekdays that the desk closes at 1500": a clock read after what to tell is the message's
    const toldClock = groups.length > 1 && (tail.words[0] as Leftover).word === 'that' && read(tail.to, text.length);
    if (leadOk && tailOk && !toldClock)
      return `Read "${groups.length === 1 ? quote(lead) : `${quote(lead)} ... ${text.slice(from, tail.to)}`}" as ${REMINDER}`;
  }
  // the words are together, and nothing between them was read
  if (leftovers.length > NAME_WORDS + 2 || groups.length > 1) return null;
  const words = text.slice(first.at, end);
  // "informe anual", "report mensile", "relatório semanal": a name's word of how often in a Romance language, which
  // only the name readers weigh against the rest (leadingNames.ts); here the rest may run at another rhythm
  if (leftovers.some((l) => ROMANCE_PERIOD.test(l.word))) return null;
  // after the schedule, what the job does, led by its verb ("... every weekday at 4:45pm remind the team to update
  // the CRM"), or a name set off by a mark or in a word or two ("mon/wed/fri 07:45 build", "... — deploy freeze
  // reminder")
  if (!read(end, text.length)) {
    if (!read(0, first.at)) return null;
    if (TASK_VERB.test(first.word)) {
      if (!taskWords(leftovers, 1, asTyped)) return null;
      return TELL_VERB.test(first.word) ? `Read "${words}" as ${REMINDER}` : doing(words);
    }
    // "every day at 7pm #personal", "... 9am @ops": a tag or a channel said last, which says no time
    if (leftovers.length <= 2 && leftovers.every((l) => MENTION.test(l.word)))
      return `Read "${words}" as a tag or where the job posts, not as part of the schedule.`;
    // a place the zone reader does not know ("every day at 9 vegas") must not pass for a name: a name said last
    // ends in a word for a job
    const setOff = SET_OFF_BEFORE.test(text.slice(0, first.at));
    const most = setOff ? NAME_WORDS : 2;
    if (leftovers.length > most || !(JOB_NOUN.test(last.word) || FETCHED_NOUN.test(last.word))) return null;
    // "every day at 7am CAT scan": a zone's letters right before may be the name's first word
    if (!setOff && ZONE_LETTERS_LAST.test(text.slice(0, first.at))) return null;
    if (!leftovers.every((_, k) => asideAt(leftovers, k, asTyped))) return null;
    return `Read "${words}" as the job's name, not as part of the schedule.`;
  }
  // before the schedule, its name (Vietnamese writes a word in syllables: "kiểm kê hàng tồn" is two words)
  // (a place or a team set off first by a colon, "çöp toplama: kamyon rota raporu", is no word of the name's count)
  const colon = leftovers.findIndex((l) => text[l.at + l.word.length] === ':');
  const most =
    (leftovers.some((l) => VIETNAMESE_LETTERS.test(l.word)) ? NAME_WORDS * 2 : NAME_WORDS) +
    (colon >= 0 && colon < 2 ? colon + 1 : 0);
  if (leftovers.length > most || !leftovers.every((_, k) => asideAt(leftovers, k, asTyped, text))) return null;
  // "pump truck booked for the 3rd 7am": a booking's day is once, not every month's
  if (BOOKED_LAST.test(words)) return null;
  // "YYZ 6:30am weekdays": three capitals alone may be an airport's code, whose clock the time may be
  if (leftovers.length === 1 && zone === null && placeCodeLike(asTyped(first))) return null;
  // a place first is the team's zone ("Cairo office: sunday to thursday 10am", "Kenya payroll on the 25th")
  // (the person's own, or set off by a colon: "London report at 9am" from New York may be either clock)
  let before = text.slice(0, first.at);
  const place = zone?.said.toLowerCase();
  const setOff = /^\s*:/.test(text.slice(end));
  // (a clock said first by its name and set off by a mark, "Chatham Islands Standard Time, nightly sync 3:00am", is
  // the clock the times are on: clockNamedFirst.ts)
  if (place && (zone?.own || setOff || clockNamedFirst(place, before)) && before.trimStart().startsWith(place)) {
    before = withoutMarkFirst(before.trimStart().slice(place.length));
  }
  // "from 28 March 2027 run the EU export daily ...": the date the runs start from, said first
  before = before.replace(START_FIRST, '');
  if (
    !BEFORE_NAME.test(before) &&
    !DAY_FIRST.test(before) &&
    !nameBetween(before, leftovers, text.slice(end)) &&
    !nameAfterDays(before, leftovers, text.slice(end))
  )
    return null;
  const after = text.slice(end).replace(/^(?:\s+(?:run|runs|job|task|should|will|to|be|goes?|go|out))*/, '');
  // "weekly reset tuesday": a frequency said first makes the day the schedule's, not part of a holiday's name; so
  // does a name that ends in a word for a job or a plural ("soup kitchen shifts sun 11am"): no day's name does
  // (not after "weekend": "weekend report monday" may be Monday's report of the weekend, or the weekend's)
  const weekendDay = /^\s*(?:sat|sun)/.test(after);
  const jobLast = (JOB_NOUN.test(last.word) || /[^s]s$/.test(last.word)) && (weekendDay || !/\bweekend\b/.test(before));
  if (!/^\s*:/.test(after) && DAY_OR_MONTH_NEXT.test(after) && !FREQUENCY_FIRST.test(before) && !jobLast) return null;
  // "remind me dog walk at 3 everyday": a reminder to a person, whose bare small hour may be either half of the day
  if (TELL_VERB.test(first.word) && /^\s*(?:me|us)\b/.test(text.slice(first.at + first.word.length)))
    return `Read "${words}" as ${REMINDER}`;
  return `Read "${words}" as the job's name, not as part of the schedule.`;
}

/**
 * A code of a place in the words of a name, as typed ("DXB", "LHR", "NYC"): capitals of two to four letters. The
 * note of `nameAside` quotes the name's words; `said` is the phrase as typed.
 */
export function placeCodeIn(note: string, said: string): string | null {
  const words = /"([^"]*)"/.exec(note)?.[1] ?? '';
  for (const m of said.matchAll(/\b[A-Z]{2,4}\b/g)) {
    // short forms of the trade ("KPI", "SLA") are no places
    if (NAME_WORDS_KNOWN.has(m[0].toLowerCase())) continue;
    if (new RegExp(`\\b${m[0].toLowerCase()}\\b`).test(words)) return m[0];
  }
  // "Troll station generator check daily 08:00 local", "marquesas: daily 18:30 local": a place the name holds, by a
  // word for a site or by the city of a time zone the zone reader does not take as a zone
  const spaced = ` ${words.replace(/[^\p{L}\s'-]/gu, ' ')} `;
  for (const city of zoneCities()) if (spaced.includes(` ${city} `)) return city;
  return PLACE_NOUN.exec(words)?.[0] ?? null;
}

/** Words for a site with a clock of its own, with the word before ("troll station"). */
const PLACE_NOUN = /(?:\b[a-z][a-z'-]*\s+)?\b(?:station|base|outpost|observatory|camp|site|plant|depot|mine|rig)\b/;

let cities: readonly string[] | null = null;
/** The cities of the time zones, lower case ("troll", "marquesas", "new york"). */
function zoneCities(): readonly string[] {
  cities ??= [
    ...new Set(
      Intl.supportedValuesOf('timeZone')
        .filter((z) => z.includes('/'))
        .map((z) => (z.split('/').at(-1) as string).toLowerCase().replace(/_/g, ' ')),
    ),
  ];
  return cities;
}

/**
 * An event's name said after "during" ("during the flash sale ..."): refused, quoting `said`, unless each of its
 * words may be a name's; `example` is a phrase that would read.
 */
export function eventNameProblem(
  name: string,
  said: string,
  phrase: string,
  example: string,
): ScheduleProblem | undefined {
  if (name.split(/\s+/).every((w) => isAsideWord(w, w))) return undefined;
  return unparseable(
    `I could not read "${said}" in "${phrase}".`,
    `Say the days and hours to run on, e.g. "${example}".`,
  );
}

/**
 * Whether a few words said apart from a schedule (a reminder's plain message, a crontab line's comment) are all a
 * job's name's, as the name tests here take them: each a name's word, a joining or small word, or a word of a day's
 * name that the next word makes a thing's ("patch check"). Words as typed; case is kept for the zone letters' test.
 */
export function nameWordsOnly(said: readonly string[]): boolean {
  const words: Leftover[] = said.map((w, at) => ({ at, word: w.toLowerCase() }));
  const asTyped = (l: Leftover): string => said[l.at] ?? l.word;
  const nameWord = (k: number): boolean => {
    const l = words[k] as Leftover;
    return CONNECTIVES.has(l.word) || TASK_SMALL.has(l.word) || asideAt(words, k, asTyped);
  };
  // "patch check": a word refused only before a day by name ("patch tuesday"), before another word of the name
  return words.every((l, k) => nameWord(k) || (DAY_NAME_ONLY.test(l.word) && k + 1 < words.length && nameWord(k + 1)));
}

/** Words of a day's name that are a thing's before another word of a name ("patch check", "cyber drill"). */
const DAY_NAME_ONLY = /^(?:patch|cyber|black)$/;
