/**
 * Clocks and ordinals as the second-language readers write them back in English (`polishWords.ts`,
 * `swedishWords.ts`): "9:30" stays, "17" or "05" is on the 24-hour clock ("17:00", "05:00"), a bare "9" is left for
 * the readers after to say which half of the day; 1 → "1st".
 */

export function ordinalSuffix(n: number): string {
  return n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
}

/** "3" → "3rd". */
export function nth(n: string): string {
  return `${Number(n)}${ordinalSuffix(Number(n))}`;
}

/** A clock said "9:30", "17", "05": as English says it; an hour past 12 or with its nought on the 24-hour clock. */
export function spokenClock(said: string): string {
  const [h, m] = said.split(':');
  const hour = Number(h);
  if (m === undefined) {
    return hour >= 13 || hour === 0 || (h as string).length === 2 ? `${String(hour).padStart(2, '0')}:00` : `${hour}`;
  }
  return `${hour}:${m}`;
}

/** A clock on the 24-hour clock, always with its minutes: "9" → "09:00". */
export function clock24(said: string): string {
  const [h, m] = said.split(':');
  return `${String(Number(h)).padStart(2, '0')}:${m ?? '00'}`;
}

/** The hour of a clock said. */
export function hourOf(said: string): number {
  return Number(said.split(':')[0]);
}
