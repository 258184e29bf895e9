import { plainTimeOf } from './words.js';

/**
 * A thing switched on at one time and off at another ("porch light on at 18:00 and off at 06:00", "geyser off at
 * 22:00, on at 04:30", "switch on at 17:00 and off at 23:00"): a run at each time, the task itself saying what each
 * run does. A range of the day said beside them with the same two times ("lights 5pm to 11pm ... switch on at 17:00
 * and off at 23:00") is the same thing said twice, and set aside. On and off across midnight are read only every
 * day: beside days named, the off run may be the morning after each of them or the morning of each. Looked at only once the phrase has failed to read
 * (`ruleEdits.ts`), each with a note.
 *
 * The same for the other pairs of opposite acts said each right before its own clock: "vents open 8:00, close
 * 18:00, mon-sat only", "shade screen close 11:30 and open 15:30", "doors unlock 7am, lock 10pm", "blinds up 06:45
 * then down 21:15", "pump start 05:00 / stop 05:40" (a run at each time; the span said from the first act to the second
 * that goes across midnight is read only every day, as above). A remark after them that both are meant ("(send both
 * reminders)") is set aside with them. Refused: the same words beside an interval ("gates open 9am close 5pm, check
 * every 30 min": the hours open are a window, not two runs), or beside "before" / "after" (the acts are the times of
 * an event the runs are placed against), and two acts that are no pair ("doors open 7pm, show starts 8pm").
 */

const CLOCK = '(?:(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]m|(?:[01]?\\d|2[0-3]):[0-5]\\d|noon|midnight)';
const VERB = '(?:(?:to\\s+)?(?:turn|switch|go|goes|come|comes|flip)(?:s|ed|ing)?\\s+)?';
/** "on at 18:00 and off at 06:00", "off at 22:00, on at 04:30": one of each, in either order. */
const PAIR = new RegExp(
  `\\b${VERB}(?<a>on|off)\\s+(?:at\\s+|@\\s*)?(?<t1>${CLOCK})\\s*(?:,\\s*|\\s+)(?:(?:and|then|&)\\s+)?${VERB}(?<b>on|off)\\s+(?:at\\s+|@\\s*)?(?<t2>${CLOCK})(?![\\w:])`,
);
/** A range of the day: "5pm to 11pm", "17:00-23:00". */
const RANGE = new RegExp(`\\b(?<r1>${CLOCK})\\s*(?:to|-|until|till)\\s*(?<r2>${CLOCK})(?![\\w:])`);
export const SWITCH_GATE = /\b(?:off|close[sd]?|closing|lock[sd]?|down|stops?)\b/;

/** Pairs of opposite acts other than "on" and "off", each said right before its clock; the first of each opens. */
const ACT = '(?:opens?|closes?|unlocks?|locks?|up|down|starts?|stops?)';
const ACT_PAIR = new RegExp(
  `\\b(?<a>${ACT})\\s+(?:at\\s+|@\\s*)?(?<t1>${CLOCK})\\s*(?:[,/;]\\s*|\\s+)(?:(?:and|then|&|\\+)\\s+)?(?<b>${ACT})\\s+(?:at\\s+|@\\s*)?(?<t2>${CLOCK})(?![\\w:])`,
);
/** The act of each pair that opens or starts the span, by its stem. */
const OPENING: Readonly<Record<string, string>> = { open: 'close', unlock: 'lock', up: 'down', start: 'stop' };
const stemOf = (act: string) => (act === 'closes' ? 'close' : act.replace(/s$/, ''));
/** A remark after the pair that both runs are meant: "(send both reminders)", "(both times please)". */
const BOTH_SAID =
  /^\s*\((?=[^)]*\bboth\b)(?:\s*(?:send|post|ping|remind|me|us|at|both|reminders?|times|runs?|alerts?|please|pls)\b)+\s*\)/;
/** An interval, or an event the runs are placed against: the acts are not the runs themselves. */
const NOT_RUNS =
  /\b(?:every\s+(?:\d+|few|couple|other|half|quarter)|hourly|before|after|prior|ahead|until|till|between)\b/;

/** "vents open 8:00, close 18:00": a run at each act's time (see above); null where the phrase has no such pair. */
function actPair(text: string): { text: string; note: string; overnight: string | null } | null {
  const m = ACT_PAIR.exec(text);
  const g = m?.groups;
  if (!m || !g?.a || !g.b || !g.t1 || !g.t2) return null;
  const a = stemOf(g.a);
  const b = stemOf(g.b);
  if (OPENING[a] !== b && OPENING[b] !== a) return null;
  const t1 = g.t1.trim();
  const t2 = g.t2.trim();
  if (minutes(t1) === minutes(t2)) return null;
  const after = text.slice(m.index + m[0].length);
  const both = BOTH_SAID.exec(after);
  const rest = both ? after.slice(both[0].length) : after;
  if (NOT_RUNS.test(text.slice(0, m.index)) || NOT_RUNS.test(rest)) return null;
  const said = m[0].trim();
  const note = `"${said}"${both ? ` ${both[0].trim()}` : ''} read as a run at each time, ${t1} and ${t2}: the task says what each run does.`;
  return {
    text: `${text.slice(0, m.index)}at ${t1} and ${t2}${rest}`,
    note,
    overnight: minutes(t2) < minutes(t1) ? said : null,
  };
}

const minutes = (clock: string) => {
  const t = plainTimeOf(clock.replace(/\s+/g, ''));
  return t.hour * 60 + t.minute;
};

export function switchTimes(text: string): { text: string; note: string; overnight: string | null } | null {
  if (!SWITCH_GATE.test(text)) return null;
  const m = PAIR.exec(text);
  const g = m?.groups;
  if (!m) return actPair(text);
  if (!g?.t1 || !g.t2 || g.a === g.b) return null;
  const t1 = g.t1.trim();
  const t2 = g.t2.trim();
  if (minutes(t1) === minutes(t2)) return null;
  const after = text.slice(m.index + m[0].length);
  const both = BOTH_SAID.exec(after);
  let out = `${text.slice(0, m.index)}at ${t1} and ${t2}${both ? after.slice(both[0].length) : after}`;
  let note = `"${m[0].trim()}"${both ? ` ${both[0].trim()}` : ''} read as a run at each time, ${t1} and ${t2}: the task says what each run does.`;
  // "lights 5pm to 11pm ... switch on at 17:00 and off at 23:00": the hours on, said twice
  const before = out.slice(0, m.index);
  const range = RANGE.exec(before);
  const r = range?.groups;
  if (range && r?.r1 && r.r2) {
    const on = g.a === 'on' ? t1 : t2;
    const off = g.a === 'on' ? t2 : t1;
    if (minutes(r.r1) !== minutes(on) || minutes(r.r2) !== minutes(off)) return null;
    out = `${before.slice(0, range.index)}${before.slice(range.index + range[0].length)}${out.slice(m.index)}`;
    note += ` "${range[0]}" read as the same hours on, said before them.`;
  }
  // "on at 18:00 and off at 06:00" crosses midnight: beside days named, is the off run the morning after each?
  const on = minutes(g.a === 'on' ? t1 : t2);
  const off = minutes(g.a === 'on' ? t2 : t1);
  return { text: out, note, overnight: off < on ? m[0].trim() : null };
}
