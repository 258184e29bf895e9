import { type WordRule as Rule, startsOrEndsWith } from './wordRules.js';

/**
 * More words of when in Hindi said in Latin letters and in Tagalog, beside those of `mixedLanguageWords.ts` (which
 * reads these rules with its own: `BEFORE` ahead of them, `AFTER` behind them), each read as the English it stands
 * for, with a note.
 *
 * Hindi:
 * - "har 2 ghante mein", "har 15 minute pe", "har ghante": every 2 hours, every 15 minutes, every hour;
 * - "kal subah 7 baje", "kal 9 baje": tomorrow ("kal" only before a part of the day or a clock: alone it is also
 *   yesterday); "kal se": starting tomorrow;
 * - "mahine ke aakhri din", "har mahine ka last working day": the last day, the last working day of the month;
 *   "har mahine ke pehle working day": the first working day of the month ("mahine ke pehle din" stays unread:
 *   "ke pehle" is also "before");
 *   "mahine ke pehle somvaar ko", "har mahine ka teesra friday": the first Monday of the month, the third Friday of
 *   every month ("pehla", "doosra", "teesra", "chautha", "aakhri" and their "-e", "-i" forms);
 * - "weekdays mein", "weekends mein": on weekdays, weekends ("mein" after them set aside);
 * - "team call ka reminder": the team call reminder ("ka", "ki", "ke" before a reminder said last set aside);
 * - "social post schedule kar do", "report send karna": schedule social post, send report (an English verb before
 *   "kar do", "karna", "karo", "kar dena": the verb said first, as English says it; nothing is read for a verb alone);
 * - "raat 12 baje" with every day said and no day named ("raat 12 baje har roz"): midnight, the same every day
 *   ("Shukravaar raat 12 baje" stays unread: the midnight that starts Friday or ends it?);
 * - "20 tarikh ko hai": is on the 20th; "2 din pehle 10am yaad dilana": remind me 2 days before at 10am;
 * - "roster har somvar subah 9 baje bhejna": the verb of sending last, right after the clock, set aside;
 * - "salary slip bhejo", "backup chalao": send salary slip, run backup (the verb last, as Hindi says it); "team
 *   meeting yaad dilana": remind me of team meeting; "pump chalu karna": turn on pump (never over a Hindi word that negates, bounds or moves the runs: "meeting nahi yaad dilana" stays unread);
 * - "Dubai wale client ke liye ... unke time pe": for the client ... Dubai time (their clock: the place said with
 *   "wale" once, and the zone reader then says whether it knows it).
 * Tagalog:
 * - "kada 30 mins", "kada oras", "bawat 2 oras", "kada araw": every 30 mins, every hour, every 2 hours, every day
 *   ("kada linggo" stays unread: every week or every Sunday?);
 * - "mula 8am hanggang 5pm": from 8am to 5pm;
 * - "tuwing katapusan ng buwan", "katapusan ng buwan": every month on the last day, the last day of the month;
 * - "tuwing 15 at 30 ng buwan": the 15th and 30th of every month (months without the 30th are skipped, as the
 *   grammar notes);
 * - "9 ng umaga" 9am (umaga: 4 to 11), "3 ng hapon" 3pm (1 to 5), "8 ng gabi" 8pm (6 to 11), "4 ng madaling araw"
 *   4am (the small hours: 1 to 5); an hour outside its part stays unread ("12 ng gabi", "12 ng madaling araw"); the
 *   hour after "alas" in Spanish words or in figures ("alas-dos", "alas-8", "alas 7:30"), only with its part;
 *   "ng 5pm": at 5pm; "Sabado ng gabi": Saturday night;
 * - "unang Lunes ng buwan": the first Monday of the month (after the ordinal is read);
 * - "bukas ng 9", "bukas 9am", "bukas ng umaga": tomorrow ("bukas" alone is also "open": left unread);
 *   "mamayang 10pm", "mamayang gabi": today at 10pm, tonight;
 * - "pa-remind", "paki-remind", "paalala sa": remind me, remind;
 * - days anywhere ("Miyerkules at Biyernes", "Lunes-Biyernes"), "Linggo" but: it is also a week.
 */

const NB = '(?![\\p{L}\\d])';
const NA = "(?<![\\p{L}\\d'’-])";

/** A clock as the English readers say it once read ("10am", "9:45pm", "17:00"). */
const EN_CLOCK = '(?:(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]m|(?:[01]?\\d|2[0-3]):[0-5]\\d)';
/** A Tagalog part of the day after a clock ("ng umaga"); "madaling araw" (the small hours), also "madaling-araw". */
const TL_PART = 'umaga|hapon|gabi|tanghali|madaling[-\\s]araw';
const TL_DAY_EN = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const DAY_NUMBER = '([1-9]|[12]\\d|3[01])(?![\\d:.]|\\s*(?:[ap]m|h|nn)(?![\\p{L}\\d]))';

const nth = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** The hours Tagalog says in Spanish words after "alas" ("alas-dos": two o'clock). */
const ALAS: Readonly<Record<string, number>> = {
  una: 1,
  dos: 2,
  tres: 3,
  kwatro: 4,
  kuwatro: 4,
  kuatro: 4,
  singko: 5,
  sinko: 5,
  sais: 6,
  siyete: 7,
  syete: 7,
  otso: 8,
  nuwebe: 9,
  nwebe: 9,
  diyes: 10,
  dyes: 10,
  onse: 11,
  dose: 12,
};

/** "ghante", "minute", "oras", "mins": the unit in English, or undefined. */
function unitOf(word: string): 'minute' | 'hour' | 'day' | undefined {
  const w = word.toLowerCase();
  if (/^(?:min|mins|minute|minutes|minat|minuto|minutos)$/.test(w)) return 'minute';
  if (/^(?:ghanta|ghante|ghanton|hour|hours|hr|hrs|oras)$/.test(w)) return 'hour';
  if (/^(?:din|araw|day|days)$/.test(w)) return 'day';
  return undefined;
}

/** The hour said with a Tagalog part of the day, as English says it, or null when it is outside the part. */
function tagalogPart(hour: number, minutes: string, part: string): string | null {
  const p = part.toLowerCase();
  if (p === 'umaga') return hour >= 4 && hour <= 11 ? `${hour}${minutes}am` : null;
  if (p === 'hapon') return hour === 12 || (hour >= 1 && hour <= 5) ? `${hour}${minutes}pm` : null;
  if (p === 'tanghali') return hour === 12 ? `12${minutes}pm` : null;
  if (/^madaling/.test(p)) return hour >= 1 && hour <= 5 ? `${hour}${minutes}am` : null;
  return hour >= 6 && hour <= 11 ? `${hour}${minutes}pm` : null;
}

/** Whether the phrase says every day and names no day: the midnight of "raat 12 baje" is then the same either way. */
function dailyWithoutDays(phrase: string): boolean {
  const daily = /(?<![\p{L}\d])(?:har\s+roz|roz|rozana|roj|har\s+din|daily|every\s+day)(?![\p{L}\d])/iu.test(phrase);
  const day =
    /(?<![\p{L}\d])(?:(?:ravi|it|som|mangal|budh|guru|brihaspati|shukra|shani)[vw]aa?r|(?:mon|tue|wed|thu|fri|sat|sun)\p{L}*|weekdays?|weekends?|tarikh|mahine)(?![\p{L}\d])/iu.test(
      phrase,
    );
  return daily && !day;
}

/** Hindi ordinals ("pehle somvaar": the first Monday), by their stem, and the English ones. */
const HI_ORDINALS: Readonly<Record<string, string>> = {
  pehl: 'first',
  pahl: 'first',
  doosr: 'second',
  dusr: 'second',
  teesr: 'third',
  tisr: 'third',
  chauth: 'fourth',
  aakhr: 'last',
  akhr: 'last',
  aakhir: 'last',
  first: 'first',
  second: 'second',
  third: 'third',
  fourth: 'fourth',
  last: 'last',
};
const HI_ORDINAL =
  '(?:pehl[aei]|pahl[aei]|doosr[aei]|dusr[aei]|teesr[aei]|tisr[aei]|chauth[aei]|aakhri|akhri|aakhiri|first|second|third|fourth|last)';
const ordinalStem = (word: string): string => {
  const w = word.toLowerCase();
  return HI_ORDINALS[w] !== undefined ? w : w === 'aakhiri' ? 'aakhir' : w.slice(0, -1);
};
/** A Hindi day ("somvaar") or an English one, said once. */
const HI_OR_EN_DAY =
  '(?:(?:ravi|it|som|mangal|budh|guru|brihaspati|shukra|shani)[vw]aa?r|(?:mon|tues|wednes|thurs|fri|satur|sun)day)';
/** The English name of a Hindi day ("somvaar": monday); an English one as it is. */
function englishDayOf(day: string): string {
  const stem = day.toLowerCase().replace(/[vw]aa?r$/, '');
  const i = ['ravi', 'som', 'mangal', 'budh', 'guru', 'shukra', 'shani'].indexOf(stem);
  const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  return stem === 'it' ? 'sunday' : stem === 'brihaspati' ? 'thursday' : i >= 0 ? (days[i] as string) : day;
}
/** Hindi verbs said last, after the thing done ("chalana", "kar do", "bhejo", "yaad dilana"). */
const HI_VERB_LAST =
  'chalao|chalana|chala\\s+do|chalaiye|kar\\s+do|kar\\s+dena|karna|karo|kardo|bhejo|bhejna|bhej\\s+do|bhejdo|dilana|dilao|dila\\s+do';

/** English verbs of a job said before "kar do", "karna" ("schedule kar do"). */
const EN_VERB =
  '(?:schedule|send|post|share|publish|remind|set|book|check|update|review|submit|email|mail|ping|message|call|run|start|stop|restart|print|upload|pay|renew|confirm|clean|lock|backup)';

let phrase = '';
/** The phrase read, for the rules that look at the whole of it. */
export function setHindiTagalogPhrase(text: string): void {
  phrase = text;
}

/** A cheap test that the phrase holds one of the words read here. */
export const HINDI_TAGALOG_GATE =
  /(?<![\p{L}\d])(?:ghante|ghanta|kal|mahine|kada|bawat|mula|katapusan|ng|alas|salamat|bukas|mamayang?|pa-?remind|paki-?remind|paalala|bhejo|bhejna|yaad|chalu|tak|lunes|martes|miyerkules|huwebes|biyernes|sabado)(?![\p{L}\d])/iu;

/** A date said in English, a day of the month and a month's name or its short form ("8 feb", "9 march"). */
const EN_DATE =
  '(?:[1-9]|[12]\\d|3[01])\\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december)';

export const BEFORE: readonly Rule[] = [
  // Tagalog: "hindi tuwing ...", "hindi bawat ...": not every ..., read as "not", which negates the runs (never a name)
  [new RegExp(`${NA}hindi\\s+(?=(?:tuwing|bawat|kada)${NB})`, 'gu'), () => 'not '],
  // Hindi and Urdu: "8 feb se 9 mar tak": from one date until the other
  [new RegExp(`${NA}(${EN_DATE})\\s+se\\s+(${EN_DATE})\\s+tak${NB}`, 'gu'), (_m, a, b) => `from ${a} until ${b}`],
  // Hindi: "9 se 6 baje tak", "10 baje se 7 baje tak": from one hour to the other, read as "from 9 to 6" is (the
  // grammar says which half of the day each hour took, or refuses the span)
  [
    new RegExp(
      `${NA}(\\d{1,2}(?::[0-5]\\d)?)(?:\\s+baje)?\\s+se\\s+(\\d{1,2}(?::[0-5]\\d)?)\\s+baje\\s+tak${NB}`,
      'gu',
    ),
    (_m, a, b) => `from ${a} to ${b}`,
  ],
  // Hindi: "har 2 ghante mein", "har 15 minute pe", "har ghante"
  [
    new RegExp(
      `${NA}har\\s+(\\d{1,3}\\s+)?(ghante|ghanta|minute|minutes|min|mins|minat)(?:\\s+(?:mein|me|main|pe|par))?${NB}`,
      'gu',
    ),
    (_m, n, unit) => {
      const u = unitOf(unit) as string;
      const count = (n ?? '').trim();
      if (count === '') return u === 'hour' ? 'every hour' : null;
      return `every ${count} ${u}${count === '1' ? '' : 's'}`;
    },
  ],
  // Tagalog: "kada 30 mins", "bawat 2 oras", "kada oras", "kada araw"
  [
    new RegExp(`${NA}(?:kada|bawat)\\s+(\\d{1,3}\\s+)?(mins?|minutes?|minuto|oras|hrs?|hours?|araw)${NB}`, 'gu'),
    (_m, n, unit) => {
      const u = unitOf(unit) as string;
      const count = (n ?? '').trim();
      if (count === '') return `every ${u}`;
      return `every ${count} ${u}${count === '1' ? '' : 's'}`;
    },
  ],
  // Hindi: "kal se": starting tomorrow; "kal subah", "kal 9 baje": tomorrow
  [
    new RegExp(`${NA}kal\\s+se${NB}(?=\\s+(?:har|roz|rozana|roj|daily|every|subah|shaam|raat|dopahar|\\d))`, 'gu'),
    () => 'starting tomorrow',
  ],
  [
    new RegExp(`${NA}kal(?=\\s+(?:subah|shaam|sham|dopahar|raat|\\d{1,2}(?::[0-5]\\d)?\\s*baje)${NB})`, 'gu'),
    () => 'tomorrow',
  ],
  // Hindi: "mahine ke aakhri din", "har mahine ka last working day"; "har mahine ke pehle working day": the first
  [
    new RegExp(
      `${NA}(har\\s+)?mahine\\s+(?:ke|ka|ki)\\s+(aakhri|akhri|aakhiri|last|pehl[aei]|pahl[aei]|first)\\s+(din|day|working\\s+day|business\\s+day|kaam\\s+ka\\s+din)${NB}`,
      'gu',
    ),
    (_m, every, ord, what) => {
      const working = /working|business|kaam/.test(what);
      // "mahine ke pehle din" stays unread ("ke pehle" is also "before": the day before the month?)
      if (/^(?:pe|pa|f)/.test(ord) && !working) return null;
      return `${/^(?:pe|pa|f)/.test(ord) ? 'first' : 'last'} ${working ? 'working day' : 'day'} of ${every ? 'every' : 'the'} month`;
    },
  ],
  // Hindi: "mahine ke pehle somvaar ko", "har mahine ka teesra friday": the first Monday of the month, ...
  [
    new RegExp(`${NA}(har\\s+)?mahine\\s+(?:ke|ka|ki)\\s+(${HI_ORDINAL})\\s+(${HI_OR_EN_DAY})(?:\\s+ko)?${NB}`, 'gu'),
    (_m, every, ord, day) =>
      `the ${HI_ORDINALS[ordinalStem(ord)] as string} ${englishDayOf(day)} of ${every ? 'every' : 'the'} month`,
  ],
  // Hindi: "raat 12 baje" said with every day and no day: midnight
  [new RegExp(`${NA}raat\\s+12(?::00)?(?:\\s+baje)?${NB}`, 'gu'), () => (dailyWithoutDays(phrase) ? 'midnight' : null)],
  // Hindi: "20 tarikh ko hai,": on the 20th (what is due, said before the reminder)
  [
    new RegExp(`${NA}${DAY_NUMBER}\\s*(?:tarikh|tareekh|taarikh)\\s+(?:ko\\s+)?hai(?=\\s*,)`, 'gu'),
    (_m, n) => `on the ${nth(Number(n))}`,
  ],
  // Hindi: "Dubai wale client ke liye ... unke time pe": for the Dubai client ... Dubai time (their clock)
  [
    /(?<![\p{L}\d])unke\s+(?:time|samay|time\s+zone)\s+(?:pe|par|se|mein|me|ke\s+hisaab\s+se)(?![\p{L}\d])/gu,
    () => {
      const places = [
        ...phrase.matchAll(
          // (the place first in the phrase or its clause: "New South Wales wale ..." is no "Wales")
          /(?:^|[,;:]\s*)(\p{L}+)\s+(?:wale|waale|vale|wali|waali)\s+\p{L}+(?:\s+\p{L}+)?\s+ke\s+liye(?![\p{L}\d])/gu,
        ),
      ];
      return places.length === 1 ? `${(places[0] as RegExpMatchArray)[1]} time` : null;
    },
  ],
  [
    /(?<![\p{L}\d])(\p{L}+)\s+(?:wale|waale|vale|wali|waali)\s+(\p{L}+(?:\s+\p{L}+)?)\s+ke\s+liye(?![\p{L}\d])/gu,
    (_m, _place, who) => (/(?<![\p{L}\d])unke\s+(?:time|samay)(?![\p{L}\d])/u.test(phrase) ? `for the ${who}` : null),
  ],
  // Tagalog: "tuwing ika-15 at katapusan ng buwan", "15 at katapusan ng buwan": the 15th and the last day of every
  // month, of the month ("ika-": the ordinal's mark)
  [
    new RegExp(`${NA}(tuwing\\s+)?(?:ika-?\\s*)?${DAY_NUMBER}\\s+at\\s+katapusan\\s+ng\\s+buwan${NB}`, 'gu'),
    (_m, every, day) =>
      every
        ? `every month on the ${nth(Number(day))} and last day`
        : `the ${nth(Number(day))} and last day of the month`,
  ],
  // Tagalog: "tuwing 15 at 30 ng buwan", "tuwing ika-15 at ika-30 ng buwan": the 15th and 30th of every month
  [
    new RegExp(
      `${NA}(tuwing\\s+)?(?:ika-?\\s*)?${DAY_NUMBER}((?:\\s*(?:,|at|and)\\s*(?:ika-?\\s*)?(?:[1-9]|[12]\\d|3[01]))+)\\s+ng\\s+buwan${NB}`,
      'gu',
    ),
    (_m, every, first, more) => {
      const days = [first, ...(more.match(/\d+/g) ?? [])].map((d) => nth(Number(d)));
      const list = `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
      return every ? `every month on the ${list}` : `the ${list} of the month`;
    },
  ],
  // Tagalog: "15th at katapusan ng buwan": and (before the month's end is read)
  [/(?<=\d(?:st|nd|rd|th))\s+at\s+(?=(?:tuwing\s+)?katapusan\s+ng\s+buwan(?![\p{L}\d]))/gu, () => ' and '],
  // Tagalog: "tuwing katapusan ng buwan", "katapusan ng buwan"
  [
    new RegExp(`${NA}(tuwing\\s+)?katapusan\\s+ng\\s+buwan${NB}`, 'gu'),
    (_m, every) => (every ? 'every month on the last day' : 'the last day of the month'),
  ],
  // Tagalog: "alas-dos ng hapon", "alas diyes ng umaga": the hour in Spanish words, with its part of the day (read
  // by the rule below; "alas-dos" alone, with no part of the day, stays unread)
  [
    new RegExp(
      `${NA}alas[-\\s]?(?:(${Object.keys(ALAS).join('|')})|(1[0-2]|0?[1-9])(:[0-5]\\d)?)\\s+ng\\s+(${TL_PART})${NB}`,
      'gu',
    ),
    (_m, word, h, mm, part) =>
      tagalogPart(word ? (ALAS[word.toLowerCase()] as number) : Number(h), word ? '' : (mm ?? ''), part),
  ],
  // Tagalog: "9 ng umaga", "8:30 ng gabi", "3 ng hapon", "12 ng tanghali"
  [
    new RegExp(`${NA}(?:ng\\s+)?(1[0-2]|0?[1-9])(:[0-5]\\d)?\\s+ng\\s+(${TL_PART})${NB}`, 'gu'),
    (_m, h, mm, part) => tagalogPart(Number(h), mm ?? '', part),
  ],
  // Tagalog: "bukas ng 9am", "bukas 9am", "bukas ng umaga": tomorrow ("bukas" alone is also "open")
  [
    new RegExp(`${NA}bukas(?:\\s+ng)?(?=\\s+(?:${EN_CLOCK}|umaga|hapon|gabi|tanghali)${NB})`, 'gu'),
    () => 'tomorrow at',
  ],
  // Tagalog: "mamayang 10pm": today at; "mamayang gabi": tonight
  [new RegExp(`${NA}mamayang?\\s+gabi${NB}`, 'gu'), () => 'tonight'],
  [new RegExp(`${NA}mamayang?(?:\\s+ng)?\\s+(?=${EN_CLOCK}${NB})`, 'gu'), () => 'today at '],
  // Tagalog: "mula 8am hanggang 5pm": from 8am to 5pm
  [
    new RegExp(`${NA}mula\\s+(?:ng\\s+)?(${EN_CLOCK})\\s+hanggang\\s+(?:ng\\s+)?(${EN_CLOCK})${NB}`, 'gu'),
    (_m, a, b) => `from ${a} to ${b}`,
  ],
  // Tagalog: "pa-remind po sa team": remind the team ("sa akin", "sa amin": me, us, read below)
  [
    /(?<![\p{L}\d])(?:pa-?remind|paki-?remind)(?:\s+(?:mo|po))?\s+sa\s+(?!akin|amin|ako|kanila)(?=\p{L})/gu,
    () => 'remind the ',
  ],
  // Tagalog: "..., salamat (po)" last: thanks
  [/(?<![\p{L}\d])salamat(?:\s+po)?(?=\s*[.!]*\s*$)/gu, () => 'thanks'],
  // Tagalog: "pa-remind", "paki-remind", "paalala sa": remind me, remind
  [
    /(?<![\p{L}\d])(?:pa-?remind|paki-?remind|pakipaalala)(?:\s+(?:mo|po))?(?:\s+ako)?(?![\p{L}\d])/gu,
    () => 'remind me',
  ],
  [/(?<![\p{L}\d])paalala\s+sa(?![\p{L}\d])/gu, () => 'remind'],
];

export const AFTER: readonly Rule[] = [
  // Hindi: "backup chalana hai", "update kar do bhai", "bhejo na yaar": words of courtesy or "is" after a verb said
  // last ("hai": is, "bhai", "yaar": mate, "ji", "na", "please") set aside, so the verb is read as it is alone; they
  // say nothing of when (a word that does, "kal", "roz", keeps the verb unread: it is no word of courtesy)
  [
    new RegExp(
      `(?<=${NA}(?:${HI_VERB_LAST}))(?:\\s+(?:hai|hain|bhai|yaar|yar|ji|na|please|pls|plz)){1,2}(?=\\s*(?:,|$))`,
      'gu',
    ),
    () => '',
  ],
  // Hindi: "weekdays mein": on weekdays
  [new RegExp(`(?<=${NA}(?:weekdays|weekends|weeknights))\\s+mein${NB}`, 'gu'), () => ' '],
  // Hindi: "team call ka reminder": the team call reminder
  [/(?<=\p{L})\s+(?:ka|ki|ke)\s+(?=(?:reminder|alarm|alert|notification)\s*(?:,|$))/gu, () => ' '],
  // Hindi: "social post schedule kar do": schedule social post (an English verb before "kar do", "karna")
  [
    new RegExp(
      `${NA}((?:[\\p{L}][\\p{L}-]*\\s+){1,3})(${EN_VERB})\\s+(?:kar\\s+(?:do|dena|dijiye|dijiyega|lena)|karna|karo|kardo)(?=\\s*(?:,|$))`,
      'gu',
    ),
    (_m, words, verb) => verbFirst(verb, (words as string).trim()),
  ],
  // Tagalog days wherever they stand ("Miyerkules and Biyernes", "Lunes-Biyernes"); "Linggo" is also a week
  [
    /(?<![\p{L}\d])(lunes|martes|miyerkules|huwebes|biyernes|sabado)(?![\p{L}\d])/gu,
    (_m, d) =>
      ({
        lunes: 'monday',
        martes: 'tuesday',
        miyerkules: 'wednesday',
        huwebes: 'thursday',
        biyernes: 'friday',
        sabado: 'saturday',
      })[d.toLowerCase() as 'lunes'] as string,
  ],
  // "first monday ng buwan": of the month
  [
    new RegExp(`(?<=(?:first|second|third|fourth|last)\\s+${TL_DAY_EN}\\s+)ng\\s+buwan${NB}`, 'gu'),
    () => 'of the month',
  ],
  // "saturday ng gabi": saturday night (a day's part said after it)
  [
    new RegExp(`(?<=${TL_DAY_EN}\\s+)ng\\s+(umaga|hapon|gabi)${NB}`, 'gu'),
    (_m, part) => ({ umaga: 'morning', hapon: 'afternoon', gabi: 'night' })[part.toLowerCase() as 'gabi'] as string,
  ],
  // "ng 5pm", "ng 6:30pm": at
  [new RegExp(`${NA}ng\\s+(?=${EN_CLOCK}${NB})`, 'gu'), () => 'at '],
  // Hindi: "2 days before 10am yaad dilana": remind me 2 days before at 10am
  [
    new RegExp(
      `${NA}(\\d{1,3}\\s+(?:days?|hours?|minutes?)\\s+before)\\s+(?:at\\s+)?(${EN_CLOCK})\\s+yaad\\s+(?:dilana|dilao|dila\\s+dena|dila\\s+do)${NB}`,
      'gu',
    ),
    (_m, before, clock) => `remind me ${before} at ${clock}`,
  ],
  // Hindi: "health check chalao": run health check
  [
    /(?<![\p{L}\d])((?:[\p{L}][\p{L}-]*\s+){0,2}[\p{L}][\p{L}-]*)\s+(?:chalao|chalana|chala\s+do|chalaiye)(?=\s*(?:,|$))/gu,
    (_m, words) => (hindiWordIn(words as string) ? null : verbFirst('run', words as string)),
  ],
  // Hindi: "team ko yaad dilana": remind team (whom, before "ko"; one or two words of a name, no word of when:
  // "somvar ko yaad dilana" is on Monday, and stays as it was)
  [
    /(?<![\p{L}\d])((?:[\p{L}][\p{L}-]*\s+)?[\p{L}][\p{L}-]*)\s+ko\s+yaad\s+(?:dilana|dilao|dila\s+do|dila\s+dena|dilaiye)(?=\s*(?:,|$))/gu,
    (_m, words) => (hindiWordIn(words as string) ? null : whomFirst(words as string)),
  ],
  // Hindi: "team meeting yaad dilana": remind me of team meeting (the verb said last, as Hindi says it)
  [
    /(?<![\p{L}\d])((?:[\p{L}][\p{L}-]*\s+){0,2}[\p{L}][\p{L}-]*)\s+yaad\s+(?:dilana|dilao|dila\s+do|dila\s+dena|dilaiye)(?=\s*(?:,|$))/gu,
    (_m, words) => (hindiWordIn(words as string) ? null : verbFirst('remind me of', words as string)),
  ],
  // Hindi: "pump chalu karna", "geyser chalu kar do": turn on pump, turn on geyser
  [
    /(?<![\p{L}\d])((?:[\p{L}][\p{L}-]*\s+){0,2}[\p{L}][\p{L}-]*)\s+chalu\s+(?:karna|karo|kar\s+do|kar\s+dena|kardo|kijiye)(?=\s*(?:,|$))/gu,
    (_m, words) => (hindiWordIn(words as string) ? null : verbFirst('turn on', words as string)),
  ],
  // Hindi: "shift roster har somvar subah 9 baje bhejna": the verb of sending said last, right after the clock, the
  // thing sent said first (the verb alone never says when: set aside)
  [/(?<=\d(?:am|pm)|\d:[0-5]\d)\s+(?:bhejna|bhejo|bhej\s+do|bhejiye|bhejdo)(?=\s*$)/gu, () => ''],
  // Hindi: "salary slip bhejo": send salary slip (up to three words of a name before the verb said last)
  [
    /(?<![\p{L}\d])((?:[\p{L}][\p{L}-]*\s+){0,2}[\p{L}][\p{L}-]*)\s+(?:bhejo|bhejna|bhej\s+do|bhejiye|bhejdo)(?=\s*(?:,|$))/gu,
    (_m, words) => (hindiWordIn(words as string) ? null : verbFirst('send', words as string)),
  ],
];

/**
 * Hindi words that are no word of a thing's name before a verb said last: they negate ("nahi", "mat"), bound
 * ("tak", "sirf", "bas"), move ("pehle", "baad") or say when ("ko", "se", "mein"): where one is said, the verb is
 * left unread and the phrase refused, never the word made part of the name.
 */
const HINDI_NOT_NAME =
  /(?<![\p{L}\d])(?:nahi|nahin|nahiṇ|mat|na|tak|sirf|bas|pehle|baad|ko|se|mein|me|pe|par|ke|ki|ka|siwa|alawa|chhodkar|chod|kal|aaj|agle|pichhle|roz|rozana|har|din|raat|subah|shaam|sham|dopahar|baje|ghante|mahine|hafte|baar|bar|jaldi|der|dobara|phir|phirse|fir|firse|kabhi|hamesha|somvar|mangalvar|budhvar|guruvar|shukravar|shanivar|ravivar|itvaar|somwar|mangalwar|budhwar|guruwar|shukrawar|shaniwar|raviwar|itwar|parson|parso|parsoon|narson|somvaar|mangalvaar|budhvaar|guruvaar|shukravaar|shanivaar|ravivaar|somwaar|mangalwaar|budhwaar|guruwaar|shukrawaar|shaniwaar|raviwaar|itwaar|ekadashi|purnima|poornima|amavasya|amavas|tyohar|tyohaar|diwali|holi|eid)(?![\p{L}\d])/iu;
const hindiWordIn = (words: string): boolean => HINDI_NOT_NAME.test(words);

/** "<whom> ko yaad dilana" said as English says it ("remind team"), when no word of whom says when. */
function whomFirst(words: string): string | null {
  const all = words.split(/\s+/);
  return all.some((w) => SCHEDULE_WORD.test(w)) ? null : `remind ${all.join(' ')}`;
}

/** "<name words> <Hindi verb>" said as English says it: the verb before the name, the words of when left before. */
function verbFirst(verb: string, words: string): string | null {
  const all = words.split(/\s+/);
  const kept = [...all];
  while (kept.length > 0 && SCHEDULE_WORD.test(kept[0] as string)) kept.shift();
  if (kept.length === 0) return null;
  const before = all.slice(0, all.length - kept.length);
  return `${before.length > 0 ? `${before.join(' ')} ` : ''}${verb} ${kept.join(' ')}`;
}

/** English words of a schedule that are no word of a name before a Hindi verb. */
const SCHEDULE_WORD =
  /^(?:every|each|day|days|daily|weekly|monthly|minutes?|mins?|hours?|hrs?|at|on|the|of|month|week|and|to|from|am|pm|noon|midnight|morning|evening|night|tomorrow|today|tonight|weekdays?|weekends?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|before|after|remind|me)$/;

/**
 * Words of a thing done in Hindi and Urdu ("safai": cleaning, "dawai": medicine, "namaz", "puja") and in Tagalog
 * ("linis": cleaning, "pulong": a meeting, "gamot": medicine), never a word of when: words left after the schedule
 * that start or end in one are the task's purpose ("har jumeraat raat 8 baje safai", "tuwing Sabado alas-7 ng umaga:
 * linis ng bahay", "har somvar subah 10 baje baithak": a meeting); a word that bounds or moves the runs among them ("chutti": a day off, "bandh", "hindi": not)
 * keeps them unread.
 */
const THING_DONE: ReadonlySet<string> = new Set(
  'safai safaai dawai dawa namaz puja paath baithak linis paglilinis pulong gamot bayad'.split(' '),
);
const CHANGING: ReadonlySet<string> = new Set(
  'baar bar chutti chhutti bandh band nahi nahin sirf tak se hindi wala maliban liban bukod hanggang mula simula lamang'.split(
    ' ',
  ),
);

/** Whether words left after the schedule start or end in a Hindi, Urdu or Tagalog word of a thing done. */
export function hindiTagalogTask(words: readonly string[]): boolean {
  return startsOrEndsWith(words, THING_DONE, CHANGING);
}
