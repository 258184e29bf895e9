/**
 * The fields of a no-code tool's schedule form, pasted as the form shows them (Zapier's "Schedule by Zapier", Make's
 * scenario schedule, Microsoft To Do's repeat and reminder), in the account's zone (the writer's own):
 *
 *   Schedule by Zapier: Every Week · Day of the Week: Monday · Time of Day: 9am        every Monday at 9am
 *   Zapier — Every Month, Day of the Month: 15, Time of Day: 6pm                     the 15th at 6pm
 *   Zapier schedule: Every Day, Trigger on Weekends? no, Time of Day: 7am            weekdays at 7am
 *   Zapier: every hour, trigger on weekends: yes                                     every hour
 *   Zap trigger: Every Day, Trigger on Weekends? No, Time of Day: 9am                 (the Zap's trigger named)
 *   zap schedule: every day, trigger on weekends = no, time of day 6am                weekdays at 6am
 *   … Time of Day: 5pm (account timezone Europe/Helsinki)                            the account's zone, said
 *   Schedule by Zapier | Every Hour | Trigger on Weekends? No                         every hour on weekdays
 *   Zapier schedule: Every Day, Trigger on Weekends? no, Time of Day 7am             (the key's colon left out)
 *   Make: At regular intervals — 15 minutes                                          every 15 minutes
 *   Make: Days of the week: Monday, Wednesday · Time: 18:00
 *   Make: Days of the month: 1, 16 · Time: 07:00
 *   Repeat: Weekdays · Remind me at 8:00 AM        Repeat: Monthly on day 20 · Remind me 9:00 AM
 *
 * The fields are put back together as a sentence ("every week on Monday at 9am") which the grammar reads as any
 * other, so a value it cannot read is still refused. Refused here (the phrase keeps its refusal): a form whose
 * fields disagree ("Every Day · Day of the Week: Monday", weekends said beside days), a field not known, and a form
 * with no field at all.
 */
export const AUTOMATION_FORM_GATE =
  /\b(?:zapier|zap\s+trigger|make|repeats?\s*:|remind\s+me|time\s+of\s+day|days?\s+of\s+the\s+(?:week|month)|trigger\s+on\s+weekends|regular\s+intervals)\b/i;

const HEAD =
  /^\s*(?:schedule\s+by\s+zapier|zapier(?:\s+schedule)?|zap(?:\s+(?:trigger|schedule))?|make(?:\s+scenario)?(?:\s+schedule)?|(?:microsoft\s+)?to\s*do)\s*(?:[:—–·•|-]\s*)/i;
const KEYS: readonly [string, RegExp][] = [
  ['dow', /^(?:days?\s+of\s+the\s+week|days?)\s*:\s*(.+)$/i],
  ['dom', /^days?\s+of\s+the\s+month\s*:\s*(.+)$/i],
  ['time', /^(?:time\s+of\s+day\s*:?|time\s*:|remind\s+me(?:\s+at)?\s*:?|at\b)\s*(.+)$/i],
  // ("Trigger on Weekends = no": the field's value after an equals sign, as a form's settings are copied)
  ['weekends', /^trigger\s+on\s+weekends\s*(?:[?:]*|\??\s*=)\s*(yes|no)$/i],
  ['repeat', /^repeats?\s*:\s*(.+)$/i],
  ['every', /^(?:every|each)\s+(.+)$/i],
];
/** A comma before a field's key starts a new field; inside a value ("Monday, Wednesday") it does not. */
const SPLIT =
  /\s*(?:[·•|;\n—–]|\s-\s)\s*|,\s*(?=(?:days?\s+of\s+the|days?\s*:|time\b|trigger\b|remind\b|repeats?\b|every\b|each\b|at\b))/i;

const ORDINAL = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

export function automationFormPhrase(phrase: string): { text: string; note: string } | null {
  const head = HEAD.exec(phrase);
  // "(account timezone Europe/Helsinki)": the account's zone, which the form runs on, said after the fields
  const account = /\s*\(\s*account(?:'s)?\s+time\s*zone\s*:?\s*([^()]+?)\s*\)\s*$/i.exec(phrase);
  const body = (head === null ? phrase : phrase.slice(head[0].length, account?.index))
    .replace(/\bat\s+regular\s+intervals\s*(?:[:—–-]|of)?\s*/i, 'every ')
    .trim();
  const got: Record<string, string> = {};
  let keyed = false;
  for (const raw of body.split(SPLIT)) {
    const part = raw.trim().replace(/[.,]$/, '');
    if (part === '') continue;
    let matched = false;
    for (const [key, re] of KEYS) {
      const m = re.exec(part);
      if (m === null) continue;
      if (got[key] !== undefined) return null;
      got[key] = (m[1] ?? '').trim();
      // a field's key, as a form writes it: not "every ...", nor a reminder's "at 3" or "remind me at 3" in a sentence
      // ("due date every friday at 9, remind me at 3": the reminder's own time, not the form's)
      if (key !== 'every' && (key !== 'time' || /^time\b/i.test(part))) keyed = true;
      matched = true;
      break;
    }
    if (!matched) return null;
  }
  if (!keyed && head === null) return null;
  const every = got.every?.toLowerCase();
  const at = got.time === undefined ? '' : ` at ${got.time}`;
  const weekdaysOnly = got.weekends?.toLowerCase() === 'no';
  let text: string;
  if (got.repeat !== undefined) {
    if (every !== undefined || got.dow !== undefined || got.dom !== undefined || got.weekends !== undefined)
      return null;
    text = `${got.repeat}${at}`;
  } else if (got.dow !== undefined) {
    if ((every !== undefined && every !== 'week') || got.dom !== undefined || got.weekends !== undefined) return null;
    text = `every week on ${got.dow}${at}`;
  } else if (got.dom !== undefined) {
    if ((every !== undefined && every !== 'month') || got.weekends !== undefined) return null;
    const days = got.dom.split(/\s*(?:,|\band\b)\s*/).map((d) => d.trim());
    if (!days.every((d) => /^\d{1,2}$/.test(d) && Number(d) >= 1 && Number(d) <= 31)) return null;
    const named = days.map((d) => ORDINAL(Number(d)));
    const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
    text = `on the ${list} of every month${at}`;
  } else if (every !== undefined) {
    if (every === 'week' || every === 'month') return null; // the day is not said
    if (every === 'day') text = `${weekdaysOnly ? 'every weekday' : 'every day'}${at}`;
    else text = `every ${every}${weekdaysOnly ? ' on weekdays' : ''}${at}`;
  } else return null;
  if (account) text = `${text} in ${account[1]}`;
  const fields = phrase.slice(head?.[0].length ?? 0).trim();
  return { text, note: `Read the form's fields ("${fields}") as "${text}".` };
}
