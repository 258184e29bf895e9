/**
 * Words around a correction that carry no time of their own, set aside before the correction is read
 * (corrections.ts):
 * - "move it to 11 pls", "sorry 11am, thanks": politeness said last, after a word of correction;
 * - "sorry 11am not pm", "7pm, not am": a clock with its half of the day, then "not" and the other half, which only
 *   says the half again (the clock said is kept, with a note);
 * - "actually 9:30 was right", "no, 9:30 is correct", "9:30 after all": a clock said to be the right one, which is
 *   that clock said again in place of the one between.
 * Safe because none of these words can bound, move or repeat the runs: politeness holds no time, "not pm" after "11am"
 * denies only the half already ruled out, and "was right" names no clock but the one said with it. "not pm" after a
 * clock without its half ("11 not pm"), after another word ("not pm on fridays"), or the same half denied ("11am not
 * am") is left as written and refused by the correction reader.
 */

/** Politeness said last. */
const POLITE_LAST = /\s*[,.;]?\s*\b(?:pls|plz|please|thanks|thx|ty|thank\s+you)$/;
/** "11am not pm": the clock, its half, then the other half denied, said last or before a comma. */
const HALF_DENIED = /\b(?<clock>\d{1,2}(?::[0-5]\d)?)\s*(?<half>am|pm)\s*,?\s*not\s+(?<other>am|pm)(?=\s*$|\s*[,;])/;
/** "9:30 was right", "9:30 is correct after all": a clock said to be the right one. */
const SAID_RIGHT =
  /^(?<said>(?:at\s+)?\d{1,2}(?::[0-5]\d)?(?:\s*[ap]m)?)\s+(?:(?:was|is)\s+(?:right|correct|fine)(?:\s+after\s+all)?|after\s+all)$/;

/** Cheap gate: a word of these tails said. */
export const CORRECTION_TAILS_GATE = /\b(?:pls|plz|please|thanks|thx|ty|thank\s+you)$|\bnot\s+[ap]m\b/;

export interface Tidied {
  readonly text: string;
  readonly notes: readonly string[];
}

/** The phrase with its politeness said last and a half of the day denied after its clock set aside. */
export function tidyCorrection(text: string): Tidied {
  if (!CORRECTION_TAILS_GATE.test(text)) return { text, notes: [] };
  let out = text;
  const notes: string[] = [];
  const polite = POLITE_LAST.exec(out);
  if (polite !== null && polite.index > 0) {
    out = out.slice(0, polite.index);
    notes.push(`Read "${polite[0].replace(/^[\s,.;]+/, '')}" as politeness, not part of the schedule.`);
  }
  const half = HALF_DENIED.exec(out);
  const g = half?.groups;
  if (half && g && g.half !== g.other) {
    out = `${out.slice(0, half.index)}${g.clock}${g.half}${out.slice(half.index + half[0].length)}`;
    notes.push(
      `Read "not ${g.other}" as saying again that "${g.clock}${g.half}" is in the ${g.half === 'am' ? 'morning' : 'afternoon or evening'}.`,
    );
  }
  return { text: out, notes };
}

/** A correction's words "9:30 was right" as "9:30", with a note; null when they are not of that shape. */
export function saidRight(text: string): Tidied | null {
  if (!/\b(?:right|correct|fine|after\s+all)$/.test(text)) return null;
  const said = SAID_RIGHT.exec(text)?.groups?.said;
  if (said === undefined) return null;
  return { text: said, notes: [`Read "${text}" as going back to ${said}.`] };
}
