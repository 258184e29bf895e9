import type { LocalIntent } from '../intent.js';
import type { Outcome } from '../problem.js';
import { normalize } from './normalize.js';
import { DAY } from './words.js';

/**
 * A reply that quotes the schedule said before and changes it: "> Runs every weekday at 9:00 AM PST\nyes but 10
 * instead", "\"every weekday at 9:00 AM (America/New_York)\" - perfect, but make it 8:45", "you said \"daily at 07:00
 * UTC\" but I meant 7am London", "> every Monday at 10:00 Europe/Berlin\n+ Thursdays too", "re: \"every 30 minutes\"
 * - only between 8am and 6pm please", "> weekdays at 6:00 PM\nand saturdays at noon". The quote must read as a
 * schedule of its own; the reply is one of three shapes, each read as the grammar reads it said after the quote:
 * a change ("but 10 instead", "make it 8:45", "I meant ...", "can it be ... instead": a correction of what the quote
 * says, corrections.ts), an addition ("+ Thursdays too": days added to the quote's one day rule; "and saturdays at
 * noon": a rule of its own), or a restriction ("only between 8am and 6pm"). Anything else is left, and the phrase is
 * refused as it was. Every reading says what it took the quote and the reply to be.
 */

/** "> quoted line", then the reply on the lines after it. */
const LINE_QUOTE = /^\s*>\s*(?<quoted>[^\n]+)\n(?<reply>[\s\S]*\S[\s\S]*)$/;
/** "re: "quoted" - reply", "you said "quoted" but ...", ""quoted" - reply". */
const INLINE_QUOTE =
  /^\s*(?:re\s*:\s*|(?:you|it|the\s+bot)\s+said\s+)?["\u201c](?<quoted>[^"\u201c\u201d\n]+)["\u201d]\s*(?:[-\u2013\u2014:,]\s*)?(?<reply>\S[\s\S]*)$/i;
const GATE = /^\s*(?:>|re\s*:|you\s+said|it\s+said|the\s+bot\s+said|["\u201c])/i;

/** How the bot's own words start a reading: "Runs every weekday ...". */
const BOT_WORDS = /^(?:it\s+)?(?:runs|will\s+run|scheduled|schedule\s*:)\s+/;
/** Agreement before the change: "yes but", "perfect, but", "ok", "looks good, but". */
const AGREEMENT =
  /^(?:(?:yes|yeah|yep|yup|ok|okay|perfect|great|nice|good|close|almost|thanks|thx|looks\s+good|lgtm|sure)\b[\s,.!-]*)*(?:but\b[\s,]*)?/;
/** A change: "make it 8:45", "I meant 7am London", "can it be the last business day instead", "10 instead". */
const CHANGE_LEAD =
  /^(?:(?:can|could)\s+(?:it|we|you)\s+(?:be|do|make\s+it)\s+|make\s+it\s+|make\s+that\s+|i\s+meant?\s+|actually\s+|change\s+it\s+to\s+)/;
const INSTEAD_END = /\s+instead$/;
const QUESTION_END = /[?.!]+$/;
/** An addition: "+ thursdays too", "and saturdays at noon", "also fridays". */
const ADD_LEAD = /^(?:\+\s*|and\s+|also\s+|plus\s+)/;
const ADD_END = /\s+(?:too|as\s+well|also)$/;
const ONLY_LEAD = /^only\s+/;
const DAYS_ONLY = new RegExp(`^(?:${DAY}|\\s|,|and\\b|&)+$`);
const DAY_WORD = new RegExp(DAY, 'g');

/** The note of words set aside as the job's name or a reminder's words. */
const NAME_NOTE = /as the job's name|as a reminder to send|not as part of the schedule/;

export interface ReplyRead {
  /** The phrase the quote and its reply say together, as the grammar reads it. */
  readonly text: string;
  readonly note: string;
}

/** The quote and its reply as one phrase, or null when the phrase is not a reply to a quoted schedule. */
export function quotedReply(
  phrase: string,
  readRules: (phrase: string) => Outcome<readonly LocalIntent[]>,
): ReplyRead | null {
  if (!GATE.test(phrase)) return null;
  const m = LINE_QUOTE.exec(phrase) ?? INLINE_QUOTE.exec(phrase);
  const g = m?.groups;
  if (g?.quoted === undefined || g.reply === undefined) return null;
  const quoted = normalize(g.quoted).replace(BOT_WORDS, '');
  if (quoted === '') return null;
  // the quote is a schedule as the bot says it back: all of it read, none of it set aside as a name ("\"weekly
  // report\" ...")
  const asQuoted = readRules(quoted);
  if (!asQuoted.ok || asQuoted.value.some((r) => r.assumptions.some((a) => NAME_NOTE.test(a)))) return null;
  const said = normalize(g.reply.replace(/\s+/g, ' ')).replace(QUESTION_END, '');
  const reply = said.replace(AGREEMENT, '').trim();
  if (reply === '') return null;
  const note = (shape: string) =>
    `Read the quote "${g.quoted?.trim()}" as the schedule said before, and "${g.reply?.trim()}" as ${shape}.`;
  if (ADD_LEAD.test(reply)) {
    const added = reply.replace(ADD_LEAD, '').replace(ADD_END, '').trim();
    if (DAYS_ONLY.test(added)) {
      // days added to the quote's one day rule: "every monday at 10:00" + "thursdays" -> "every monday and thursdays"
      const days = quoted.match(DAY_WORD) ?? [];
      if (days.length !== 1) return null;
      const day = days[0] as string;
      return { text: quoted.replace(day, `${day} and ${added}`), note: note('days added to it') };
    }
    if (ADD_END.test(reply)) return null;
    return { text: `${quoted}; ${added}`, note: note('a rule added to it') };
  }
  if (ONLY_LEAD.test(reply)) return { text: `${quoted} ${reply}`, note: note('a limit to it') };
  const change = reply.replace(CHANGE_LEAD, '');
  const instead = INSTEAD_END.test(change);
  if (change === reply && !instead) return null;
  const words = change.replace(INSTEAD_END, '').trim();
  if (words === '') return null;
  return { text: `${quoted}, actually ${words}`, note: note('a change to it') };
}
