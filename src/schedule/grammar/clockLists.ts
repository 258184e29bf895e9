import { clock24, spokenClock } from './spokenClocks.js';

/**
 * A list of clocks said in a language that writes the 24-hour clock ("u 7 i u 19 sati", "8 és 20 órakor", "o 8:00 i
 * 20:00"), as English says it: "at 07:00 and 19:00". When one of the list's hours is past 12, the list is on the
 * 24-hour clock, so its bare hours up to 12 are the morning's ("7 i 19 sati": 07:00 and 19:00); otherwise each is
 * said as typed ("9:30", a bare "7"), and the grammar says which half of the day it took, or refuses. `said` holds
 * the clocks ("7", "19", "5.30", "9:00") in order.
 */
export function clockList(said: readonly string[]): string {
  const clocks = said.map((c) => c.replace('.', ':'));
  const day24 = clocks.some((c) => Number(c.split(':')[0]) >= 13);
  const out = clocks.map((c) => (day24 ? clock24(c) : spokenClock(c)));
  return `at ${out.length === 1 ? out[0] : `${out.slice(0, -1).join(', ')} and ${out.at(-1)}`}`;
}

/** The clocks in a list said ("u 7 i u 19", "5:30, 9:00 i 15:30"): each hour, with its minutes when said. */
export function clocksIn(list: string): string[] {
  return list.match(/(?<![\d:.])(?:[01]?\d|2[0-3])(?:[:.][0-5]\d)?(?![\d])/g) ?? [];
}
