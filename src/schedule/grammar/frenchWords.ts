import { SPACED_CLOCK_RULES } from './frenchClocks.js';
import {
  EN_DAY,
  EN_MONTH,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readByRules,
} from './wordRules.js';

/**
 * Words of when in French, as Québec, Paris and Brussels mix them into English ("rappel every lundi à 8h30",
 * "tous les samedis et dimanches à 11h, heure de Paris", "toutes les 2h de 8h à 20h le samedi"): each read as the
 * English it stands for, before the phrase is read again, with a note for each. Read only when the phrase cannot be
 * read as it is (from mixedLanguageWords.ts), and only words of when: the job's name ("rappel facture", "ménage du
 * bureau") stays as it is, for the name readers.
 * - days ("lundi", "samedis"), "tous les lundis", "chaque lundi": every Monday; "le samedi" (no date after it): on
 *   Saturdays, as French says a day that comes back; "du lundi au vendredi", "de lundi à vendredi": Monday to Friday;
 * - "rapport quotidien": daily;
 * - "tous les jours", "chaque jour": every day; "tous les jours de semaine", "en semaine": weekdays; "le week-end",
 *   "la fin de semaine": weekends; "chaque matin", "tous les soirs", "chaque nuit": every morning, evening, night;
 *   "dimanche soir": Sunday evening;
 * - "marché du dimanche :", "messe du samedi :" first, set off by a colon: "sunday market:", "saturday mass:", a
 *   gathering of a day, as dayInName.ts and the name readers take the English (its runs that day, where the rest
 *   names no other);
 * - "à 8h": at 8h; "à midi", "à minuit": at noon, at midnight ("midi" alone only beside another French word of
 *   when: "midi" is also a music file); "2h du mat(in)": 2am, "8h du soir": 8pm (1 to 11; "12h du soir" stays
 *   unread); "9h et quart", "9h et demie": 9:15, 9:30; "midi et demi", "minuit et quart": 12:30, 00:15;
 * - "et" between days, plain clocks or days of the month: and ("8h et 18h", "le 1er et le 15"); never beside a bare
 *   number ("9h et 15": 9:15 or 9:00 and 15:00?), which stays unread; also before "à" and a clock ("9h et à 16h");
 *   "de 8h à 20h", "entre 8h et 18h": from, between;
 * - "toutes les 15 minutes", "toutes les 2h", "toutes les heures", "toutes les demi-heures": every ...; "à partir de
 *   minuit" right after one, or "à partir de midi" after a step of 2 hours or more that divides 12: starting at (a
 *   clock, "à partir de 8h": from then on, which a step round the clock misreads, stays unread);
 * - "chaque soir à 20h du dimanche au jeudi": the evening (morning) of each day of the range, set aside where the
 *   clock fits it (evening 17 to 23, morning 5 to 11);
 * - "le premier mardi du mois", "le 3e jeudi du mois", "le dernier jour du mois": the first Tuesday of the month ...;
 *   "chaque 1er lundi du mois": the first Monday of the month, as said without "chaque";
 *   "le 1er", "le 15": the 1st, the 15th; "de chaque mois": of every month; "le 24 décembre": December 24;
 *   "le 15 et le dernier jour du mois": the 15th and the last day of the month;
 * - "de décembre à mars", "d'avril à juin": from December to March (every year; not before a year); "du 12 au 23 mai
 *   2027": from May 12 to May 23, 2027 (the second day after the first); "pendant les vendanges (15 sept – 15 oct
 *   2027)": during the stretch one word names and its dates in brackets bound, as "during the harvest (...)" is read;
 * - "sauf": except; "sauf en août", "sauf en juillet et août": except in those months; "jusqu'au 31 mars": until March 31; "à partir du 4 janvier", "dès le 4 janvier": starting
 *   January 4;
 * - "heure de Paris", "heure de Montréal", "heure de l'Est", "heure du Maroc": Paris, Montreal, Eastern, Morocco
 *   time (countries said in French after "heure du": "Maroc", "Liban", "Tunisie"); the French
 *   names of places ("Bruxelles", "Terre-Neuve", "Londres", "Genève");
 * - "8, 14 et 20h", "9, 13 and 17h": bare hours listed, the last with the "h" of them all (only hours that grow
 *   along the list, and not after "every", "le", "from": "every 2, 4 and 6h" stays unread);
 * - "rappel" right before when it runs ("rappel vendredi 18h", "rappel à 18h"), or before one word said last (", rappel apéro"):
 *   reminder;
 * - "non attends", "non pardon": no wait; "c'est" before the day it names: set aside; "svp", "s'il vous plaît":
 *   please.
 * Refused as before: "tous les quinze jours" (every two weeks, which a weekly schedule cannot say), "tous les 2
 * jours", "l'avant-dernier jour", "sauf les jours fériés", "9h et 15", "12h du soir": the words stay French, and
 * foreignTimeWords.ts keeps them out of names.
 */

const DAYS: Readonly<Record<string, string>> = {
  lundi: 'monday',
  mardi: 'tuesday',
  mercredi: 'wednesday',
  jeudi: 'thursday',
  vendredi: 'friday',
  samedi: 'saturday',
  dimanche: 'sunday',
};
const MONTHS: Readonly<Record<string, string>> = {
  janvier: 'january',
  fevrier: 'february',
  mars: 'march',
  avril: 'april',
  mai: 'may',
  juin: 'june',
  juillet: 'july',
  aout: 'august',
  septembre: 'september',
  octobre: 'october',
  novembre: 'november',
  decembre: 'december',
};
const PLACES: Readonly<Record<string, string>> = {
  bruxelles: 'brussels',
  'terre-neuve': 'newfoundland',
  londres: 'london',
  geneve: 'geneva',
  montreal: 'montreal',
  quebec: 'quebec',
  "l'est": 'eastern',
  "l'atlantique": 'atlantic',
  pacifique: 'pacific',
  centre: 'central',
  'les rocheuses': 'mountain',
  // countries said in French after "heure du", "heure de l'": "heure du Maroc"
  maroc: 'morocco',
  algerie: 'algeria',
  tunisie: 'tunisia',
  "l'egypte": 'egypt',
  senegal: 'senegal',
  liban: 'lebanon',
};
const ORDINALS: Readonly<Record<string, string>> = {
  premier: 'first',
  premiere: 'first',
  '1er': 'first',
  '1re': 'first',
  '1ere': 'first',
  deuxieme: 'second',
  second: 'second',
  seconde: 'second',
  troisieme: 'third',
  quatrieme: 'fourth',
  cinquieme: 'fifth',
  dernier: 'last',
  derniere: 'last',
};

const DAY = '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?';
const MONTH = '(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre)';
/** Words of when that cannot name a stretch bounded by dates (its days, parts, weeks, hours, days off). */
const WHEN_NAMED =
  /^(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|matin|soir|soiree|nuit|jour|journee|semaine|week-?end|mois|an|annee|heure|ferie|ouvre|ouvrable|midi|minuit|apres-midi)s?$/;
/** A month in full or cut short as French writes it in dates ("15 sept", "1er déc."). */
const MONTH_SAID = `(?:${MONTH}|janv|f[ée]vr?|avr|juil|sept|oct|nov|d[ée]c)`;
const SHORT_MONTHS: Readonly<Record<string, string>> = {
  janv: 'january',
  fev: 'february',
  fevr: 'february',
  avr: 'april',
  juil: 'july',
  sept: 'september',
  oct: 'october',
  nov: 'november',
  dec: 'december',
};
const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;
/** A clock said plainly: with "h" or a colon ("8h", "20h30", "9:15"), as typed or as normalised ("08:00"). */
const CLOCK = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d|h(?:[0-5]\\d)?)';
/** An ordinal of a week's day in the month, in French (words, "1er", "3e", "2ème"). */
const ORD = `(?:premi[eè]re?|1(?:er|re|[èe]re)|deuxi[eè]me|seconde?|troisi[eè]me|quatri[eè]me|cinqui[eè]me|[1-5](?:e|[èe]me))`;
/** A day of the month as French writes it: "1er", "15". */
const MDAY = '(1er|[1-9]|[12]\\d|3[01])';
/** A day of the month said bare: not a clock, nor a count of hours or minutes. */
const MDAY_BARE = `${MDAY}(?![\\d:h]|\\s*(?:minutes?|min|heures?|jours?|semaines?|mois)${NB})`;

/** Words only French says, which make the phrase plainly French beside "midi", "mars", "mai" or "et". */
const FRENCH = new RegExp(
  `${NA}(?:${DAY}|chaque|tous|toutes|sauf|jusqu|heure\\s+d|du\\s+mois|de\\s+chaque|semaine|matin|soir|nuit|à|le\\s+(?:\\d+|premier|dernier))${NB}|\\d\\s*h${NB}`,
  'iu',
);

/** A cheap test that the phrase holds one of the words read here. */
const GATE = new RegExp(
  `${NA}(?:${DAY}|${MONTH}|chaque|tous|toutes|quotidien(?:ne)?|sauf|jusqu|partir|d[èe]s|heure|midi|minuit|mois|semaine|week-end|matin|soir|nuit|entre|bruxelles|terre-neuve|londres|gen[èe]ve|attends|attendez|pardon|c'est|c’est|svp|stp|plait|pla[îi]t|à|le\\s+\\d+|du\\s+\\d+|${ORD})${NB}`,
  'iu',
);

const dayOf = (word: string): string => {
  const p = plain(word);
  const plural = p.endsWith('s');
  const day = DAYS[plural ? p.slice(0, -1) : p] as string;
  return plural ? `${day}s` : day;
};
const monthOf = (word: string): string => MONTHS[plain(word)] as string;
const monthSaid = (word: string): string => SHORT_MONTHS[plain(word)] ?? monthOf(word);
const ordinalOf = (word: string): string =>
  ORDINALS[plain(word)] ?? `${plain(word).replace(/\D/g, '')}${suffix(Number(plain(word).replace(/\D/g, '')))}`;
const suffix = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
const dayNumber = (word: string): string => {
  const n = Number(word.replace(/\D/g, ''));
  return `${n}${suffix(n)}`;
};
/** Hours and minutes of a clock said "8h", "8h30", "08:30". */
const clockParts = (clock: string): [number, number] => {
  const [h, m] = clock.split(/[h:]/);
  return [Number(h), Number(m === undefined || m === '' ? 0 : m)];
};
const two = (n: number): string => String(n).padStart(2, '0');

/** The phrase being read, as typed: whether it is plainly French. */
let french = false;

/** French nouns of a gathering, as the English ones dayInName.ts knows ("marché": market, "messe": mass). */
const GATHERING: Readonly<Record<string, string>> = {
  marche: 'market',
  messe: 'mass',
  reunion: 'meeting',
  ecole: 'school',
  culte: 'service',
  cours: 'class',
  repetition: 'rehearsal',
};

const RULES: readonly Rule[] = [
  // "marché du dimanche :", "messe du samedi :": a gathering of a day, the name set off first, as English says
  // "sunday market:" (the day is the runs' where the rest says none; a day after the name is checked there)
  [
    new RegExp(
      `^\\s*(march[ée]|messe|r[ée]union|[ée]cole|culte|cours|r[ée]p[ée]tition)\\s+du\\s+(${DAY})(?=\\s*:)`,
      'iu',
    ),
    (_m, noun, day) => {
      const d = dayOf(day);
      return d.endsWith('s') ? null : `${d} ${GATHERING[plain(noun)]}`;
    },
  ],
  // "non attends, 8h30", "non pardon": a correction
  [new RegExp(`${NA}non,?\\s+(?:attends|attendez|pardon)${NB}`, 'giu'), () => 'no wait'],
  // "s'il vous plaît", "svp", "stp"
  [new RegExp(`${NA}(?:svp|stp|s['’]il\\s+(?:vous|te)\\s+pla[iî]t)${NB}`, 'giu'), () => 'please'],
  // "à 8 h 30", "à 12 h", "de 7 h à 19 h", "lundi 13 h 30": a clock with its "h" spaced, as French typography
  // writes it (frenchClocks.ts: only after a word that leads a clock, never after a count's: "toutes les 2 h")
  ...SPACED_CLOCK_RULES,
  // "rappel vendredi 18h", "rappel le 1er": a reminder, right before when it runs; ", rappel apéro": a reminder of
  // the one thing said last
  [
    new RegExp(
      `${NA}rappel(?=\\s+(?:${DAY}|le|chaque|tous|toutes|\\d|(?:[àa]|at)\\s+\\d{1,2}(?![\\d.]))${NB})|(?<=,\\s*)rappel(?=\\s+[\\p{L}]+\\s*[.!]*\\s*$)`,
      'giu',
    ),
    () => 'reminder',
  ],
  // "le lunch & learn c'est le 3e jeudi": is
  [new RegExp(`${NA}c['’]est(?=\\s+(?:le|la|les|chaque|tous|toutes|${DAY})${NB})`, 'giu'), () => ''],
  // "2h du mat", "7h du matin": am; "8h du soir", "3h de l'après-midi": pm; 12 stays unread (midnight or noon?)
  [
    new RegExp(`${NA}(${CLOCK}|\\d{1,2})\\s+(du\\s+mat(?:in)?|du\\s+soir|de\\s+l['’]apr[eè]s-midi)${NB}`, 'giu'),
    (_m, clock, part) => {
      const [h, mm] = clockParts(clock);
      const min = mm === 0 ? '' : `:${two(mm)}`;
      if (/mat/i.test(part)) return h >= 1 && h <= 11 ? `${h}${min}am` : null;
      if (h >= 13 && h <= 23) return `${h}:${two(mm)}`;
      if (/soir/i.test(part)) return h >= 5 && h <= 11 ? `${h}${min}pm` : null;
      return h >= 1 && h <= 6 ? `${h}${min}pm` : null;
    },
  ],
  // "midi et demi", "minuit et quart": 12:30, 00:15 (noon and midnight need no half of the day)
  [
    new RegExp(`${NA}(midi|minuit)\\s+et\\s+(quart|demie?)${NB}`, 'giu'),
    (_m, which, part) => `${/^midi$/i.test(which) ? '12' : '00'}:${/quart/i.test(part) ? '15' : '30'}`,
  ],
  // "9h et quart", "9h et demie": 9:15, 9:30 (the hour said plainly, no minutes of its own)
  [
    new RegExp(`${NA}((?:[01]?\\d|2[0-3])(?::00|h))\\s+et\\s+(quart|demie?)${NB}`, 'giu'),
    (_m, clock, part) => `${clockParts(clock)[0]}:${/quart/i.test(part) ? '15' : '30'}`,
  ],
  // "toutes les 15 minutes", "toutes les 2 heures", "toutes les 2h" (normalised "toutes les 02:00")
  [
    new RegExp(`${NA}(?:[àa]\\s+)?toutes\\s+les\\s+(\\d{1,3})\\s*(minutes?|min|heures?)${NB}`, 'giu'),
    (_m, n, unit) => `every ${Number(n)} ${/^h/i.test(unit) ? 'hours' : 'minutes'}`,
  ],
  [
    new RegExp(`${NA}(?:[àa]\\s+)?toutes\\s+les\\s+(\\d{1,2})(?:h|:00)${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 1 && Number(n) <= 12 ? `every ${Number(n)} hours` : null),
  ],
  [new RegExp(`${NA}(?:[àa]\\s+)?toutes\\s+les\\s+heures${NB}`, 'giu'), () => 'every hour'],
  // "toutes les 4 heures à partir de minuit": the step's start said right after it, as English's "starting at";
  // a step that goes on round the clock from it, so only midnight, or noon for a step of 2 hours or more that
  // divides 12: "toutes les heures à partir de 9h", "toutes les 2 heures à partir de 8h le lundi" mean from then
  // on, which a step round the clock misreads (runs from 00:00), so a clock stays unread; a date after "à partir du"
  // is read below
  [
    new RegExp(
      `(?<=every\\s+(?:(\\d{1,3})\\s+(hours|minutes)|hour)\\s+)[àa]\\s+partir\\s+de\\s+(minuit|midi|(?:[01]?\\d|2[0-3])(?::[0-5]\\d|h(?:[0-5]\\d)?))${NB}`,
      'giu',
    ),
    (_m, n, unit, start) => {
      if (/^minuit$/i.test(start)) return 'starting at midnight';
      const step = unit === 'hours' ? Number(n) : 0;
      return /^midi$/i.test(start) && step >= 2 && 12 % step === 0 ? 'starting at noon' : null;
    },
  ],
  [new RegExp(`${NA}(?:[àa]\\s+)?toutes\\s+les\\s+demi-heures${NB}`, 'giu'), () => 'every 30 minutes'],
  // "le 15 et le dernier jour du mois": the 15th and the last day of the month (before "le dernier jour" alone; not
  // after "sauf", "excepté", "hors": a list of days left out, which the rules read apart, stays French)
  [
    new RegExp(
      `${NA}(?<!(?:sauf|except[ée]s?|hors)\\s+)le\\s+${MDAY_BARE}\\s+et\\s+le\\s+dernier\\s+jour\\s+(du|de\\s+chaque|de\\s+tous\\s+les)\\s+mois${NB}`,
      'giu',
    ),
    (_m, n, of) => `the ${dayNumber(n)} and the last day of ${/^du$/i.test(of) ? 'the' : 'every'} month`,
  ],
  // "le premier mardi du mois", "le 3e jeudi de chaque mois", "le dernier vendredi"
  [
    new RegExp(
      `${NA}(?:(?:le|la)\\s+(${ORD}|derni[eè]re?)|(?:chaque\\s+)?(${ORD}|derni[eè]re?)(?=\\s+(?:${DAY}|jour)\\s+(?:du|de\\s+chaque|de\\s+tous\\s+les)\\s+mois${NB}))\\s+(${DAY}|jour)${NB}`,
      'giu',
    ),
    (_m, ord, bare, day) =>
      `the ${ordinalOf(ord ?? bare)} ${/^jour$/i.test(day) ? 'day' : dayOf(day).replace(/s$/, '')}`,
  ],
  [new RegExp(`(?<=\\b(?:day|${EN_DAY}))\\s+du\\s+mois${NB}`, 'giu'), () => ' of the month'],
  [
    new RegExp(`(?<=\\b(?:day|${EN_DAY}))\\s+de\\s+(?:chaque|tous\\s+les)\\s+mois${NB}`, 'giu'),
    () => ' of every month',
  ],
  // "jusqu'à fin janvier", "jusqu'à la fin de mars", "jusqu'à la fin du mois de mai": until the end of the month
  [
    new RegExp(`${NA}jusqu['’](?:à|a)\\s+(?:la\\s+)?fin\\s+(?:du\\s+mois\\s+)?(?:de\\s+|d['’])?(${MONTH})${NB}`, 'giu'),
    (_m, month) => `until end of ${monthOf(month)}`,
  ],
  // "jusqu'au 31 mars", "à partir du 4 janvier", "dès le 4 janvier": until, starting (the date read below)
  [new RegExp(`${NA}jusqu['’](?:au|à|a)(?:\\s+le)?\\s+(?=${MDAY}\\s+${MONTH}${NB})`, 'giu'), () => 'until '],
  [
    new RegExp(
      `${NA}(?:[àa]\\s+partir\\s+du|[àa]\\s+partir\\s+de\\s+le|d[èe]s\\s+le)\\s+(?=${MDAY}\\s+${MONTH}${NB})`,
      'giu',
    ),
    () => 'starting ',
  ],
  // "pendant les vendanges (15 sept – 15 oct 2027)": during the stretch its dates in brackets bound, as "during the
  // harvest (sept 15 – oct 15 2027)" is read (the word before the brackets names the stretch; the dates say it)
  [
    new RegExp(
      `${NA}pendant\\s+(?:les|la|le|l['’])\\s*([\\p{L}-]+)\\s*(?=\\(\\s*${MDAY}\\s+${MONTH_SAID}\\.?\\s*[–-])`,
      'giu',
    ),
    // (a word of when there would be dropped as the stretch's name: "pendant les matins", "pendant les lundis")
    (_m, what) => (WHEN_NAMED.test(plain(what)) ? null : `during the ${what} `),
  ],
  [
    new RegExp(
      `\\(\\s*${MDAY}\\s+(${MONTH_SAID})\\.?\\s*[–-]\\s*${MDAY}\\s+(${MONTH_SAID})\\.?(?:\\s+(20\\d\\d))?\\s*\\)`,
      'giu',
    ),
    (_m, a, ma, b, mb, year) =>
      `(${monthSaid(ma)} ${Number(a.replace(/\D/g, ''))} - ${monthSaid(mb)} ${Number(b.replace(/\D/g, ''))}${year === undefined ? '' : ` ${year}`})`,
  ],
  // "du 12 au 23 mai 2027": from May 12 to May 23, 2027 (one month said once, for both days; the second after the first)
  [
    new RegExp(`${NA}du\\s+${MDAY}\\s+au\\s+${MDAY}\\s+(${MONTH})(?:\\s+(20\\d\\d))?${NB}`, 'giu'),
    (_m, a, b, month, year) => {
      const [from, to] = [Number(a.replace(/\D/g, '')), Number(b.replace(/\D/g, ''))];
      if (to <= from) return null;
      const y = year === undefined ? '' : ` ${year}`;
      return `from ${monthOf(month)} ${from}${y} to ${monthOf(month)} ${to}${y}`;
    },
  ],
  // "de décembre à mars", "d'avril à juin": the months from one to the other, every year (months in full, no day)
  [
    new RegExp(`${NA}(?:de|d['’])\\s*(${MONTH})\\s+[àa]\\s+(${MONTH})${NB}(?!\\s+\\d)`, 'giu'),
    (_m, a, b) => (monthOf(a) === monthOf(b) ? null : `from ${monthOf(a)} to ${monthOf(b)}`),
  ],
  // "le 24 décembre", "24 décembre", "le 1er mars": the date (a month said after a day of the month)
  [
    new RegExp(`${NA}(?:(?:le|du|au)\\s+)?${MDAY}\\s+(${MONTH})${NB}`, 'giu'),
    (m, n, month) =>
      `${/^du\s/i.test(m) ? 'from ' : /^au\s/i.test(m) ? 'to ' : ''}${monthOf(month)} ${Number(n.replace(/\D/g, ''))}`,
  ],
  // "le 1er de chaque mois", "le 15 du mois", "le 1er et le 15": days of the month
  [
    new RegExp(
      // (not the last of a list, "le 1er et le 15 de chaque mois": the list is read whole below)
      `${NA}(?<!le\\s+(?:1er|\\d{1,2})\\s*(?:,|et)\\s*)le\\s+${MDAY_BARE}(?=\\s+(?:de\\s+chaque\\s+mois|de\\s+tous\\s+les\\s+mois|du\\s+mois)${NB})`,
      'giu',
    ),
    (_m, n) => `the ${dayNumber(n)}`,
  ],
  [
    new RegExp(`${NA}le\\s+${MDAY_BARE}((?:\\s*(?:,|et)\\s*(?:le\\s+)?${MDAY_BARE})+)`, 'giu'),
    (m) =>
      m
        .replace(/^le\s+/i, 'the ')
        .replace(new RegExp(`(?<![\\d])${MDAY}(?=$|\\s|,)`, 'gu'), (n) => dayNumber(n))
        .replace(/\s+et\s+le\s+/giu, ' and the ')
        .replace(/\s+et\s+/giu, ' and '),
  ],
  [
    new RegExp(`${NA}le\\s+${MDAY_BARE}(?=\\s+(?:[àa]\\s+)?(?:${CLOCK}|midi|minuit)${NB})`, 'giu'),
    (_m, n) => `the ${dayNumber(n)}`,
  ],
  [
    new RegExp(`(?<=\\d(?:st|nd|rd|th))\\s+(?:de\\s+chaque\\s+mois|de\\s+tous\\s+les\\s+mois)${NB}`, 'giu'),
    () => ' of every month',
  ],
  [new RegExp(`(?<=\\d(?:st|nd|rd|th))\\s+du\\s+mois${NB}`, 'giu'), () => ' of the month'],
  // "lundi-vendredi", "lundi – samedi": Monday to Saturday
  [
    new RegExp(`${NA}(${DAY})\\s*[-–]\\s*(${DAY})${NB}`, 'giu'),
    (_m, a, b) => `${dayOf(a).replace(/s$/, '')} to ${dayOf(b).replace(/s$/, '')}`,
  ],
  // "du lundi au vendredi", "de lundi à vendredi", "lundi au vendredi"
  [
    new RegExp(`${NA}(?:du\\s+|de\\s+)?(${DAY})\\s+(?:au|[àa])\\s+(${DAY})${NB}`, 'giu'),
    (_m, a, b) => `${dayOf(a).replace(/s$/, '')} to ${dayOf(b).replace(/s$/, '')}`,
  ],
  // "tous les jours de semaine", "chaque jour de semaine", "en semaine", "les jours de semaine"
  [
    new RegExp(
      `${NA}(?:tous\\s+les\\s+jours|chaque\\s+jour|les\\s+jours|jours)\\s+(?:de\\s+(?:la\\s+)?semaine|ouvrables|ouvr[ée]s)${NB}`,
      'giu',
    ),
    () => 'every weekday',
  ],
  [new RegExp(`${NA}en\\s+semaine${NB}`, 'giu'), () => 'on weekdays'],
  // "le week-end", "la fin de semaine", "les fins de semaine", "weekend"
  [new RegExp(`${NA}(?:(?:le|les)\\s+)?week-?ends?${NB}`, 'giu'), () => 'weekends'],
  [new RegExp(`${NA}(?:la|les)\\s+fins?\\s+de\\s+semaine${NB}`, 'giu'), () => 'weekends'],
  // "chaque soir à 20h du dimanche au jeudi": the evening of each day of the range, the range saying the days; read
  // only where the clock fits the part of the day ("chaque soir à 8h du lundi au vendredi" stays unread)
  [
    new RegExp(
      `${NA}(?:tous\\s+les|chaque)\\s+(soirs?|matins?)\\s+(?=(?:[àa]\\s+|at\\s+)?((?:[01]?\\d|2[0-3])(?::[0-5]\\d|h(?:[0-5]\\d)?))\\s+(?:du\\s+${DAY}\\s+au\\s+${DAY}|(?:sun|mon|tues|wednes|thurs|fri|satur)day\\s+to\\s+(?:sun|mon|tues|wednes|thurs|fri|satur)day)${NB})`,
      'giu',
    ),
    (_m, part, clock) => {
      const hour = Number(/^\d+/.exec(clock)?.[0]);
      const fits = /^soir/i.test(part) ? hour >= 17 && hour <= 23 : hour >= 5 && hour <= 11 && /[:h]/.test(clock);
      return fits ? '' : null;
    },
  ],
  // "tous les jours", "chaque jour", "tous les matins", "chaque soir", "toutes les nuits"
  [new RegExp(`${NA}(?:tous\\s+les\\s+jours|chaque\\s+jour)${NB}`, 'giu'), () => 'every day'],
  // "rapport quotidien", "relevé quotidien": daily, as "relatório diário" and "informe diario" are read; only in lower
  // case right after a report's noun ("Quotidien", "le Quotidien du Peuple": a show's, a paper's name, left as it is)
  [new RegExp(`(?<=${NA}(?:rapport|bilan|point|relev[ée])s?\\s+)quotidiens?(?=\\s|$|[,;:.!?)])`, 'gu'), () => 'daily'],
  [
    new RegExp(`${NA}(?:tous\\s+les|toutes\\s+les|chaque)\\s+(matins?|soirs?|soir[ée]es?|nuits?)${NB}`, 'giu'),
    (_m, part) => `every ${/^mat/i.test(part) ? 'morning' : /^nuit/i.test(part) ? 'night' : 'evening'}`,
  ],
  // "tous les lundis", "chaque lundi"
  [new RegExp(`${NA}(?:tous\\s+les|chaque)\\s+(?=${DAY}${NB})`, 'giu'), () => 'every '],
  // "les lundis et mercredis": Mondays and Wednesdays (said in the plural)
  [
    new RegExp(`${NA}les\\s+((?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s)${NB}`, 'giu'),
    (_m, day) => dayOf(day),
  ],
  // "le jeudi 4 décembre": the day of a date
  [new RegExp(`${NA}le\\s+(${DAY})(?=\\s+(?:\\d|${EN_MONTH}${NB}))`, 'giu'), (_m, day) => dayOf(day).replace(/s$/, '')],
  // "promo du vendredi", "la réunion du lundi à 9h": Friday's, Monday's (one that comes back each week); not a
  // range's first day ("du lundi au vendredi", above), a date's day ("du jeudi 4 décembre"), a start ("à partir du
  // lundi", "dès le lundi": once) nor a day's part ("du lundi matin": which?); a clock may follow ("fournée du
  // dimanche 6h30")
  [
    new RegExp(
      `(?<!(?:partir|compter|depuis|dater)\\s+)${NA}du\\s+(${DAY})${NB}(?!\\s*(?:\\d(?!\\d?:[0-5]\\d)|[-–]|au${NB}|[àa]\\s+(?:${DAY})${NB}|matin|soir|apr[eè]s|midi|${EN_MONTH}${NB}|${MONTH}${NB}))`,
      'giu',
    ),
    (_m, day) => `on ${dayOf(day).replace(/s?$/, 's')}`,
  ],
  // "le samedi" (no date after it): on Saturdays; "sauf le vendredi": except Fridays
  [
    new RegExp(`${NA}le\\s+(${DAY})${NB}(?!\\s*(?:\\d|${EN_MONTH}${NB}))`, 'giu'),
    (_m, day) => `on ${dayOf(day).replace(/s?$/, 's')}`,
  ],
  // days, their plurals after "every" said once ("every samedis et dimanches")
  [
    new RegExp(`(?<=every\\s+(?:[\\p{L}]+(?:\\s*(?:,|et|and)\\s*)?)*)(${DAY})${NB}`, 'giu'),
    (_m, day) => dayOf(day).replace(/s$/, ''),
  ],
  [new RegExp(`${NA}(${DAY})${NB}`, 'giu'), (_m, day) => dayOf(day)],
  // "dimanche soir", "lundi matin": the day's part
  [
    new RegExp(`(?<=(?:${EN_DAY})\\s+)(matin|soir|apr[eè]s-midi)${NB}`, 'giu'),
    (_m, part) => (/^mat/i.test(part) ? 'morning' : /^soir/i.test(part) ? 'evening' : 'afternoon'),
  ],
  // "et" between days, plain clocks, days of the month: and
  [
    new RegExp(
      `(?<=(?:${EN_DAY}|${CLOCK}|\\d(?:st|nd|rd|th)|noon|midnight|(?<![\\p{L}\\d-])(?:midi|minuit)))\\s*,?\\s+et\\s+(?=(?:${EN_DAY}|(?:[àa]\\s+)?(?:${CLOCK}|midi|minuit)|the\\s+\\d|noon|midnight)${NB})`,
      'giu',
    ),
    () => ' and ',
  ],
  // "de 8h à 20h", "entre 8h et 18h"
  [
    new RegExp(`${NA}de\\s+(${CLOCK}|midi|minuit)\\s+[àa]\\s+(${CLOCK}|midi|minuit)${NB}`, 'giu'),
    (_m, a, b) => `from ${a} to ${b}`,
  ],
  [
    new RegExp(`${NA}entre\\s+(${CLOCK}|midi|minuit)\\s+(?:et|and)\\s+(${CLOCK}|midi|minuit)${NB}`, 'giu'),
    (_m, a, b) => `between ${a} and ${b}`,
  ],
  // "à 8h", "à midi"
  [
    new RegExp(`${NA}[àa]\\s+(?=(?:\\d{1,2}(?:[:h][0-5]\\d|h)?\\s*(?:[ap]m)?|midi|minuit|noon|midnight)${NB})`, 'giu'),
    (m) => (/^a/i.test(m) && !french ? null : 'at '),
  ],
  // "midi", "minuit" ("midi" alone only in a phrase plainly French)
  [new RegExp(`${NA}midi${NB}`, 'giu'), () => (french ? 'noon' : null)],
  [new RegExp(`${NA}minuit${NB}`, 'giu'), () => 'midnight'],
  // "sauf en août", "sauf en juillet et août", "sauf juillet": except in those months
  [
    new RegExp(`${NA}sauf\\s+(?:en\\s+)?${MONTH}(?:(?:\\s*,\\s*|\\s+et\\s+)(?:en\\s+)?${MONTH})*${NB}`, 'giu'),
    (m) => {
      const months = (m.match(new RegExp(`${NA}${MONTH}${NB}`, 'giu')) ?? []).map((w) => monthOf(w));
      return `except in ${months.length === 1 ? months[0] : `${months.slice(0, -1).join(', ')} and ${months.at(-1)}`}`;
    },
  ],
  // "sauf": except
  [new RegExp(`${NA}sauf${NB}`, 'giu'), () => 'except'],
  // "heure de Paris", "heure de Montréal", "heure de l'Est", "à l'heure de Paris"
  [
    /(?<![\p{L}\d])(?:[àa]\s+l['’])?heure\s+(?:de\s+|du\s+|d['’])((?:l['’])?[\p{L}]+(?:[- ][\p{L}]+)?)(?=\s*$|\s*[,;.)]|\s+(?:until|starting|every|on|except|from|at|le|la|les|du|tous|chaque|sauf|jusqu)(?![\p{L}\d]))/giu,
    (_m, place) => {
      const p = plain(place).replace('’', "'");
      return `${PLACES[p] ?? p} time`;
    },
  ],
  [
    /(?<![\p{L}\d])(bruxelles|terre-neuve|londres|gen[eè]ve|montr[ée]al|qu[ée]bec)(?![\p{L}\d])/giu,
    (m) => PLACES[plain(m)] ?? null,
  ],
];

/**
 * "8, 14 et 20h", "9, 13 and 17h": bare hours in a list whose last one carries the "h" of them all, as typed. Only
 * hours that grow along the list, and not after a word that makes them a count or days ("every 2, 4 and 6h", "le
 * 8, 14 et 20h").
 */
const H_LIST =
  /(?<![\p{L}\d:.,]|[\d:.,]\s)((?:[01]?\d|2[0-3])(?:\s*,\s*(?:[01]?\d|2[0-3]))*)\s*(?:,?\s*(?:and|et|&)|,)\s*([01]?\d|2[0-3])h(?![\p{L}\d])/iu;
const NOT_BEFORE_H_LIST = /(?:every|each|toutes\s+les|tous\s+les|chaque|le|les|the|on|du|de|from|between|entre)\s*$/iu;

/** The hours of the list said with "h" in `typed`, to be read in `text` (typed or normalised), or the text. */
function readHourList(text: string, notes: string[], typed: string): string {
  const m = H_LIST.exec(typed);
  if (m === null || NOT_BEFORE_H_LIST.test(typed.slice(0, m.index))) return text;
  const hours = [...(m[1] as string).split(/\s*,\s*/), m[2] as string].map(Number);
  if (hours.some((h, i) => i > 0 && h <= (hours[i - 1] as number))) return text;
  const head = hours
    .slice(0, -1)
    .map((h) => `0?${h}`)
    .join('\\s*,\\s*');
  const said = new RegExp(
    `(?<![\\d:.])${head}\\s*(?:,?\\s*(?:and|et|&)|,)\\s*0?${hours.at(-1)}(?::00|h)(?![\\p{L}\\d])`,
    'iu',
  );
  const clocks = hours.map((h) => `${h}:00`);
  const read = `${clocks.slice(0, -1).join(', ')} and ${clocks.at(-1)}`;
  return text.replace(said, () => {
    notes.push(`"${(m[0] as string).trim()}" read as "${read}": the "h" of the last hour said for them all.`);
    return read;
  });
}

/**
 * The phrase with its French words of when read as English, a note for each; the phrase as it was when it holds
 * none. `typed` is the phrase as typed (it says whether the phrase is plainly French).
 */
export function readFrenchWords(text: string, notes: string[], typed: string): string {
  const listed = readHourList(text, notes, typed);
  if (!GATE.test(listed)) return listed;
  french = FRENCH.test(typed) || FRENCH.test(listed);
  const out = readByRules(listed, RULES, notes);
  return out.replace(/\s{2,}/g, ' ').trim();
}
