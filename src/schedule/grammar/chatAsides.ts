import { resolveZoneWord } from '../zones.js';
import { isExceptReason } from './exceptReasons.js';
import { isAsideWord } from './labels.js';

/**
 * Remarks said last, after a schedule, that carry no time: emphasis ("... NO EXCEPTIONS", "... no excuses 💪",
 * "(dont ask)", "lmao"), a reason ("... so people know who is up", "... dont let me lose the streak", "because the
 * cache goes stale"), and how a pill is taken ("... on an empty stomach", "with food"). Looked at only when the
 * phrase does not read as typed: the remark is cut off, the rest read on its own, and the remark set aside with a
 * note. A reason's words must each be a name's word (`isAsideWord`: no digit, day, month, stem of time, negation
 * or modifier) or one of the small words of a clause ("who", "is", "know"); none names a place or a zone ("so the
 * London team knows": whose clock?), and none is capitalised inside a phrase typed in lower case. So are what
 * happens at the time said ("(raid lockouts reset then)"), where the people are while it runs ("while we're at
 * work") and where the text was copied from ("(from Outlook)"): see below.
 */

/** Emphasis and laughter: said as they are, with nothing else. */
const EMPHASIS =
  /^(?:no\s+exceptions?|no\s+excuses?|no\s+matter\s+what|(?:do\s+not|don'?t|dont)\s+ask|lol+|lmao+|lmfao|rofl|ha(?:ha)+|he(?:he)+|fingers\s+crossed|wish\s+me\s+luck|for\s+real|tbh|ngl|ty(?:sm)?|thx|thanks|thank\s+you)$/;
/**
 * The week a weekly run is for ("rota goes out sunday 6pm for the week ahead", "... every sunday at 9pm for the
 * week"): set aside only where the rule runs on one day a week, so that it cannot be how long the runs go on.
 */
const FOR_THE_WEEK = /^for\s+(?:the\s+)?(?:(?:coming|next)\s+)?week(?:end)?(?:\s+ahead)?$/;
/** How a pill is taken, which says nothing of when. */
const HOW_TAKEN = /^(?:on\s+an\s+empty\s+stomach|with\s+(?:food|water|a\s+glass\s+of\s+water|milk))$/;
/**
 * Where the text was copied from, in brackets ("(from Outlook)", "(via Google Calendar)", "(copied from Teams)",
 * "(pasted from the invite)"): an app or an invite, never a time. "(from monday)" is no app, and stays to be read.
 */
const COPIED_FROM =
  /^(?:(?:copied|pasted|exported|taken|forwarded)\s+)?(?:from|via|out\s+of)\s+(?:the\s+|my\s+|our\s+|an?\s+)?(?:(?:ms|microsoft)\s+)?(?:outlook|google\s+calendar|gcal|g\s*cal|teams|ical|apple\s+calendar|calendly|zoom|webex|slack|(?:calendar|meeting)\s+(?:invite|app)|invite|invitation|calendar)(?:\s+(?:invite|invitation|calendar|event|app|web))?$/;
/** The words that open a reason ("so", "so that", "because", "dont let me"). */
const REASON =
  /^(?:so(?:\s+that)?|because|cuz|cos|coz|bc|(?:do\s+not|don'?t|dont)\s+let\s+(?:me|us|them|him|her|anyone|anybody))\s+(.+)$/;
/**
 * What happens at the time said, in a clause that ends in "then" ("(raid lockouts reset then)", "... the shop
 * opens then"): a reason, whose words are a name's as a reason's are.
 */
const HAPPENS_THEN = /^(.+?)\s+then$/;
/**
 * Where the people are while it runs, a state of every such day ("robot vacuum at 10am tue & fri while we're at
 * work"): not a stretch of the year ("while we're on holiday", "while school is in session" say when it runs at all).
 */
const WHILE_AWAY =
  /^while\s+(?:we(?:'re|\s+are)|i(?:'m|\s+am)|you(?:'re|\s+are)|they(?:'re|\s+are)|(?:he|she)(?:'s|\s+is)|everyone(?:'s|\s+is))\s+(?:at\s+(?:work|school|the\s+office|the\s+gym)|in\s+(?:class|the\s+office)|asleep|sleeping|at\s+our\s+desks|out\s+at\s+work)$/;
/**
 * Who does a run, in brackets ("(night shift person does that one)", "(dad does it)", "(sam covers those)"): the
 * person's words are a name's as a reason's are, or a shift's word of the day ("night", "early"), allowed only where
 * every clock of the phrase says its half of the day, so that it cannot say which half is meant.
 */
const WHO_DOES =
  /^(.+?)\s+(?:does|do|handles?|covers?|takes?|gets?|will\s+do|'ll\s+do|is\s+doing|are\s+doing)\s+(?:that|this|it|those|these)(?:\s+ones?)?$/;
/** The words of a shift in who does a run. */
const SHIFT_WORDS = new Set(['night', 'nights', 'day', 'days', 'early', 'earlies', 'late', 'lates', 'shift', 'person']);
/**
 * Words of a part of the day or of a shift ("night crew", "evening team", "morning folks"): in a note to the readers
 * they may say the half of the day a clock is in, or that the note is about one, so no such note is set aside.
 */
const DAY_PART_WORDS = new Set([
  ...SHIFT_WORDS,
  'morning',
  'mornings',
  'afternoon',
  'afternoons',
  'evening',
  'evenings',
  'tonight',
  'overnight',
  'graveyard',
  'noon',
  'midday',
  'midnight',
  'dawn',
  'dusk',
  'am',
  'pm',
  'nightshift',
  'dayshift',
  'swing',
  'lunch',
  'lunchtime',
  'breakfast',
  'dinner',
  'supper',
  'weekend',
  'weekday',
]);
/**
 * A request to the people who read the schedule to take note of it ("..., EU lads pls note", "... team please
 * note"): whom it is for, said last, which holds no time. The words of whom are a name's as a reason's are, or a
 * region's short form ("EU", "NA", "APAC"), allowed only where the rest names its zone: a region told to note a
 * time said on no clock may be telling whose clock it is.
 */
const NOTE_TO = /^(?:(.+?)\s+)?(?:pls|please|plz|kindly)\s+(?:take\s+)?note$/;
/** Regions people are grouped by in chat ("EU lads", "NA folks"): no clock of their own. */
const REGIONS = new Set([
  'eu',
  'na',
  'us',
  'uk',
  'emea',
  'apac',
  'latam',
  'oce',
  'sea',
  'anz',
  'mena',
  'amer',
  'amers',
]);
/** Small words of a clause that the name tests would refuse, or that hold no time. */
const CLAUSE_WORDS = new Set(
  (
    'i im me my we us our you your they them their he him his she her it its is are was be been am do does did ' +
    'know knows who what which whose the a an to of for and or up with get gets got go goes forget forgets ' +
    'miss misses lose loses people everyone everybody anyone anybody someone nobody again'
  ).split(' '),
);
/** Marks and emoji that may close the phrase after the remark. */
const CLOSING = /(?:[\s!.?,;~]|\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F|\u200D)+$/u;

const MOST_WORDS = 8;

/** The phrase without a remark said last, and the note saying so; null when it has none. */
export function withoutChatAside(phrase: string): { phrase: string; note: string; weekly: boolean } | null {
  const body = phrase.replace(CLOSING, '');
  if (body === '') return null;
  const lower = body.toLowerCase();
  let from = -1;
  let remark = '';
  if (lower.endsWith(')')) {
    const open = lower.lastIndexOf('(');
    if (open < 0) return null;
    remark = lower.slice(open + 1, -1).trim();
    // "..., except wednesdays (no surgery)": the reason for days left out (exceptReasons.ts)
    const reason = isExceptReason(remark, body.slice(0, open));
    if (!reason && !isRemark(remark, body.slice(open + 1, -1).trim(), phrase, true))
      return laughBeforeBracket(body, open);
    from = open;
  } else {
    // the remark starts at a word after the last digit, mark or bracket: try each start, the longest first
    const tail = /[^\d()[\]:,;|\u2014\u2013]*$/.exec(lower);
    if (tail === null) return null;
    const start = lower.length - tail[0].length;
    for (const m of tail[0].matchAll(/(?:^|\s)(?=[a-z])/g)) {
      const at = start + m.index + m[0].length;
      const words = lower.slice(at).trim();
      if (isRemark(words, body.slice(at).trim(), phrase)) {
        from = at;
        remark = words;
        break;
      }
    }
    if (from < 0) return null;
  }
  const rest = body.slice(0, from).replace(/[\s,;\u2014\u2013-]+$/, '');
  if (!/\d|\b(?:daily|weekly|hourly|nightly|every|each)\b/i.test(rest)) return null;
  const said = body.slice(from).trim();
  const weekly = FOR_THE_WEEK.test(remark.replace(/\s+/g, ' '));
  return {
    phrase: rest,
    note: weekly
      ? `Read "${said}" as what the weekly run is for, not how long it goes on.`
      : `Set "${said}" aside as a remark: it does not change the schedule.`,
    weekly,
  };
}

/** Laughter or emphasis said right before a bracket ("... 3:33pm lol (band tradition)"). */
const LAUGH_LAST =
  /[\s,;\u2014\u2013-]+(lol+|lmao+|lmfao|rofl|ha(?:ha)+|he(?:he)+|tbh|ngl|no\s+exceptions?|no\s+excuses?|fingers\s+crossed)[\s!.,]*$/i;

/**
 * Laughter said before a bracket that is no remark ("every day at 3:33pm lol (band tradition)"): the laughter alone
 * is cut off, the bracket kept for the rest of the reading to take or refuse.
 */
function laughBeforeBracket(body: string, open: number): { phrase: string; note: string; weekly: boolean } | null {
  const before = body.slice(0, open);
  const laugh = LAUGH_LAST.exec(before);
  if (laugh === null) return null;
  const rest = before.slice(0, laugh.index);
  if (!/\d|\b(?:daily|weekly|hourly|nightly|every|each)\b/i.test(rest)) return null;
  return {
    phrase: `${rest} ${body.slice(open)}`,
    note: `Set "${laugh[1]}" aside as a remark: it does not change the schedule.`,
    weekly: false,
  };
}

/** Whether `words` (lower case; `said` as typed) are a remark of the kinds above. */
/** A clock without its half of the day ("at 8", "9:30"), which a reason's words may settle. */
const BARE_CLOCK = /(?<![\d:])(?:1[0-2]|[1-9])(?::[0-5]\d)?(?![\d:]|\s*[ap]\.?m\b)/i;

/** Words of a request to tell or act, which "then" after would tie to an event's time. */
const TELL_THEN =
  /\b(?:ping|remind|notify|alert|tell|message|post|send|email|text|run|check|do|start|fire|trigger|call|page)\b/;

function isRemark(words: string, said: string, phrase: string, bracketed = false): boolean {
  const w = words.replace(/\s+/g, ' ');
  if (EMPHASIS.test(w) || HOW_TAKEN.test(w) || FOR_THE_WEEK.test(w) || WHILE_AWAY.test(w)) return true;
  if (bracketed && COPIED_FROM.test(w)) return true;
  // what happens then only in brackets, said of something ("(raid lockouts reset then)"), not a request to act at
  // an event's time ("season ends jan 31 at 23:59, ping then")
  const then = bracketed ? HAPPENS_THEN.exec(w) : null;
  if (then !== null && ((then[1] as string).split(' ').length < 2 || TELL_THEN.test(then[1] as string))) return false;
  const note = NOTE_TO.exec(w);
  if (note !== null) return noteTo(note[1] ?? '', said, phrase);
  const who = bracketed ? WHO_DOES.exec(w) : null;
  if (who !== null) return whoDoes(who[1] as string, said, phrase);
  const reason = REASON.exec(w) ?? then;
  if (reason === null) return false;
  // "every day at 8 so the kids go to bed": a reason may say the half of the day a bare clock is in
  if (BARE_CLOCK.test(phrase)) return false;
  const clause = (reason[1] as string).split(' ');
  const typed = said.split(/\s+/).slice(-clause.length);
  if (clause.length > MOST_WORDS) return false;
  const allCaps = phrase === phrase.toUpperCase();
  return clause.every((c, k) => {
    const t = typed[k] ?? c;
    if (!/^[a-z][a-z'-]*$/.test(c)) return false;
    // a place or a zone: whose clock the time may be
    if (resolveZoneWord(c) !== null) return false;
    // a name capitalised as a place's is ("so the Boise crew knows"), in a phrase not typed in capitals
    if (!allCaps && /^[A-Z][a-z]/.test(t) && k > 0) return false;
    return CLAUSE_WORDS.has(c) || isAsideWord(c, t);
  });
}

/** Whether `who` (lower case) names who does a run, in `phrase`: see WHO_DOES. */
function whoDoes(who: string, said: string, phrase: string): boolean {
  const words = who.split(' ');
  if (words.length > 4) return false;
  const typed = said.split(/\s+/);
  const halvesSaid = !BARE_CLOCK.test(phrase.replace(/\([^()]*\)/g, ' '));
  return words.every((c, k) => {
    if (!/^[a-z][a-z'-]*$/.test(c) || resolveZoneWord(c) !== null) return false;
    if (SHIFT_WORDS.has(c)) return halvesSaid;
    return CLAUSE_WORDS.has(c) || isAsideWord(c, typed[k] ?? c);
  });
}

/** Whether `whom` (lower case; may be empty) says whom a request to take note is for, in `phrase`: see NOTE_TO. */
function noteTo(whom: string, said: string, phrase: string): boolean {
  // "daily at 9, night crew pls note", "daily at 8, evening team please note": a part of the day in the note, or in
  // the two words right before it, may be the clock's half of the day
  const lower = phrase.toLowerCase();
  const at = lower.lastIndexOf(said.toLowerCase());
  const before = (at < 0 ? lower : lower.slice(0, at)).split(/[^a-z]+/).filter((w) => w !== '');
  if (before.slice(-2).some((w) => DAY_PART_WORDS.has(w))) return false;
  if (whom === '') return true;
  const words = whom.split(' ');
  if (words.length > 4) return false;
  if (words.some((c) => DAY_PART_WORDS.has(c))) return false;
  const typed = said.split(/\s+/);
  return words.every((c, k) => {
    if (REGIONS.has(c)) return zoneSaidApart(phrase, whom);
    if (!/^[a-z][a-z'-]*$/.test(c) || resolveZoneWord(c) !== null) return false;
    return CLAUSE_WORDS.has(c) || isAsideWord(c, typed[k] ?? c);
  });
}

/** Whether `phrase` names a zone in its words before the remark `whom`. */
function zoneSaidApart(phrase: string, whom: string): boolean {
  const lower = phrase.toLowerCase();
  const at = lower.lastIndexOf(whom);
  const before = at < 0 ? lower : lower.slice(0, at);
  return before.split(/[^a-z]+/).some((w) => w.length >= 2 && !REGIONS.has(w) && resolveZoneWord(w) !== null);
}
