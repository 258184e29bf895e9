/**
 * A Trello Butler scheduled command, pasted: the schedule, a comma, then what Butler does on the board.
 *
 *   Trello Butler: every day at 8:00 am, move all cards in "Today" to "Doing"
 *   Butler: on the 1st of every month at 7:30 am, create card "Invoice run"
 *   every weekday at 5:00 pm, archive cards in "Done"
 *   every day at 12:00 am, move cards due today to the top
 *
 * Jira's "every friday at 16:00 — create "Flight log review"" is the same: a dash may stand for the comma.
 * The command after the last comma is set aside with a note, and what is before it read as the schedule, with all
 * its checks. A command is one of Butler's verbs ("move", "create", "archive", "sort", "copy", "add", "remove",
 * "mark", "post", "set", "clear", "join", "rename") and speaks of what is on a board: a card, a list, a checklist,
 * a label, a board ("create "Quarterly drill"" makes a card too; a name in quotes alone is not enough: "mon 9am,
 * add "wed" too" is a change of the schedule); its list names in quotes are names, not days
 * ("Today" is a list), "due today" (or "tomorrow", "this week") says which cards, not when, and "every card"
 * which things. Anything else in it
 * that could say when (a clock, a day, "every", "tomorrow" ...) keeps the command in the schedule, which is then
 * refused as before.
 *
 * Refused (left to the rest of the grammar): "every monday at 9am, move it to friday" (no card, list or name: a
 * change of the schedule, not Butler's), "every day at 8am, move the card to the top at 9am" (a clock in the
 * command), a command with nothing before it.
 */

/** A comma and one of Butler's verbs: the test that rejects most phrases at once. */
export const BUTLER_COMMAND_GATE =
  /(?:,|\s[—–-])\s*(?:then\s+)?(?:move|create|archive|sort|copy|add|remove|mark|post|set|clear|join|rename)\b/i;

/** What is on a board. */
const BOARD_THING =
  /\b(?:cards?|lists?|checklists?|labels?|boards?|members?)\b|^(?:then\s+)?create\s+["\u201c][^"\u201d]+["\u201d]/i;
/**
 * Names in quotes, "due today" (which cards) and "every card" (which things), set aside before looking for words
 * of when.
 */
const NAMES =
  /["\u201c][^"\u201d]*["\u201d]|\bdue\s+(?:today|tomorrow|this\s+week|next\s+week|soon)\b|\b(?:every|each)\s+(?:card|list|checklist|item|label|member)\b/gi;
/** Words that could say when. */
const WHEN_WORD =
  /\d|\b(?:every|each|daily|weekly|monthly|yearly|hourly|nightly|today|tomorrow|tonight|noon|midnight|morning|evening|night|afternoon|weekdays?|weekends?|until|till|from|(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?s?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/i;

export function withoutButlerCommand(phrase: string): { text: string; note: string } | null {
  // (the last command: a schedule may have commas of its own, "on the 15th of january, april and july at 11 am")
  const at = [...phrase.matchAll(new RegExp(BUTLER_COMMAND_GATE.source, 'gi'))].pop();
  if (at?.index === undefined) return null;
  const command = phrase
    .slice(at.index + 1)
    .replace(/\.\s*$/, '')
    .replace(/^\s*[,—–-]\s*/, '')
    .trim();
  const when = phrase.slice(0, at.index).trim();
  if (when === '' || !/\d|\b(?:noon|midnight)\b/i.test(when)) return null;
  if (!BOARD_THING.test(command)) return null;
  if (WHEN_WORD.test(command.replace(NAMES, ' '))) return null;
  return { text: when, note: `Read "${command}" as the command it runs, not as part of the schedule.` };
}
