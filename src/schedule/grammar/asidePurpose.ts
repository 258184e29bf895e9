import { zoneNamed } from '../tz.js';
import { resolveZoneWord } from '../zones.js';
import { isForeignTimeWord } from './foreignTimeWords.js';
import { SCHEDULE_SLIP_WORDS } from './slips.js';

/**
 * Whether words said beside a pasted scheduler's code ("for the audit export", "horizon snapshot") can only be what
 * the task is for, never a word of when it runs. Checked by class, not by a list of phrases: no number or number's
 * word, no ordinal ("fifteenth", "twenty-first"), no word of time (a day, month, holiday or season's word, "week",
 * "tomorrow", "annual", "quarterly", the grammar's own words of `SCHEDULE_SLIP_WORDS`, a day's or month's name in
 * another language), no zone's word or name ("the Tokyo office"), and none of the words that bound, repeat, skip
 * or stop runs. Anything else unsure is refused: "->dailyAt('09:00') on the fifteenth" is not read as daily.
 */
export function purposeIsSafe(words: string): boolean {
  const text = words.toLowerCase().trim();
  if (text === '' || /\d/.test(text) || NOT_A_PURPOSE.test(text)) return false;
  // only letters, spaces, hyphens and apostrophes: no brackets, quotes or code left
  if (!/^[a-z][a-z' -]*$/.test(text)) return false;
  const tokens = text.split(/[^a-z']+/).filter((t) => t !== '');
  if (tokens.length === 0) return false;
  for (const [i, t] of tokens.entries()) {
    const bare = t.replace(/'s?$/, '');
    if (TIME_WORD.test(bare) || NUMBER_WORD.test(bare)) return false;
    if (SCHEDULE_SLIP_WORDS.includes(bare) || isForeignTimeWord(bare)) return false;
    if (resolveZoneWord(bare) !== null) return false;
    const next = tokens[i + 1];
    if (next !== undefined && resolveZoneWord(`${bare} ${next}`) !== null) return false;
  }
  return zoneNamed(words.trim()) === null;
}

/** Words that bound, narrow, move, repeat, skip or stop runs, or say whose clock. */
const NOT_A_PURPOSE =
  /\b(?:only|except|excluding|not|no|never|skip|until|till|through|thru|starting|start|starts|from|since|after|before|between|during|within|local|my|our|their|time|times|odd|even|last|other|every|each|business|am|pm|tz|utc|gmt|in|at|then|and|or|but|also|too|to|alternate|alternating|biweekly|bi-weekly|fortnight(?:ly)?|semimonthly|twice|thrice|once|pause[ds]?|resume[ds]?|off|disabled?|suspended|instead|skip(?:ped|ping)?|next|this|coming|following|previous|again|later|earlier|soon|now|ever|per)\b/i;

/** A word of time: units, days, parts of the day, holidays, seasons, "tomorrow", "annual" (each word alone). */
const TIME_WORD =
  /^(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:days?)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|\w*days?|(?:christ|chrit|x)mas|eve|easter|lent|passover|hanukkah|diwali|eid|ramadan|halloween|thanksgiving|year|years|yearly|annual|annually|anniversary|quarter|quarters|quarterly|semester|term|season|seasonal|summer|winter|spring|autumn|fall|week|weeks|weekly|weekend|weekends|weeknights?|fortnight|month|months|monthly|hour|hours|hourly|minute|minutes|second|seconds|morning|mornings|afternoons?|evenings?|nights?|nightly|tonight|tomorrow|today|yesterday|noon|midnight|midday|dawn|dusk|sunrise|sunset|eod|eom|eoy|eow|cob|deadline|due|date|dates|time|clock|payday|birthday)$/;

/** Numbers and ordinals said in words ("fifteen", "fifteenth", "twenty-first", "dozen"). */
const NUMBER_WORD =
  /^(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen|twenty|thirty|forty|fifty|sixty|hundred|thousand|dozen|half|double|single|triple|first|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|(?:thir|four|fif|six|seven|eigh|nine)teenth|twentieth|thirtieth|primero|primeiro|premier|erste|quinze|quince|quinzena|quincena|dix|diez|dieci|zehn|cinq|cinco|trois|tres|deux|dos|uno|une|eins)$/;
