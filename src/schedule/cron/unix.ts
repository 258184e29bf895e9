/**
 * Typed day-of-week fields read the Unix way. Quartz counts 1 = Sunday .. 7 = Saturday; Unix cron counts
 * 0 = Sunday, 1 = Monday .. 6 = Saturday (and 7 = Sunday again). "1-5" is Monday to Friday to anyone used to Unix
 * and Sunday to Thursday here: the likeliest mistake in typed fields, so it is pointed out with both readings.
 */

const NAMES = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The numbers of a field made of digits, commas and ascending ranges only; null for anything else. */
function numbers(text: string, max: number): number[] | null {
  if (!/^\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$/.test(text)) return null;
  const out = new Set<number>();
  for (const item of text.split(',')) {
    const [a, b = a] = item.split('-').map(Number) as [number, number?];
    if (a > b || b > max) return null;
    for (let v = a; v <= b; v++) out.add(v);
  }
  return [...out];
}

/** Quartz days as a field: "2-6", "2,4,6", "1-3,7". */
function asField(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] as number) === (sorted[j] as number) + 1) j++;
    const lo = sorted[i] as number;
    const hi = sorted[j] as number;
    parts.push(hi - lo >= 2 ? `${lo}-${hi}` : hi === lo ? `${lo}` : `${lo},${hi}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** "Monday–Friday", "Sunday, Tuesday and Thursday", "Sunday". */
export function dayWords(days: readonly number[]): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const first = sorted[0] as number;
  const last = sorted[sorted.length - 1] as number;
  if (sorted.length >= 3 && last - first === sorted.length - 1) return `${NAMES[first]}–${NAMES[last]}`;
  const names = sorted.map((d) => NAMES[d]);
  return names.length === 1 ? `${names[0]}` : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export interface UnixReading {
  /** The field as typed. */
  readonly text: string;
  /** What it means here, in words; null when it is not valid here (a 0). */
  readonly here: string | null;
  /** What it means in Unix cron, in words. */
  readonly unix: string;
  /** The Quartz field for the Unix meaning. */
  readonly field: string;
}

/**
 * The Unix reading of a day-of-week field when it looks written that way: it has a 0 (Sunday in Unix, nothing
 * here), or it names Sunday here among other days but not Saturday ("1-5", "1,3,5": a Unix Monday start). A
 * field that holds both ends of the week ("1,7", "1-7") reads the same either way and is left alone.
 */
export function unixWeekdays(text: string): UnixReading | null {
  const t = text.trim();
  const unix = numbers(t, 7);
  if (!unix || unix.length === 0) return null;
  const quartz = unix.map((d) => (d === 0 || d === 7 ? 1 : d + 1));
  if (unix.includes(0)) {
    return { text: t, here: null, unix: dayWords(quartz), field: asField(quartz) };
  }
  if (unix.length < 2 || !unix.includes(1) || unix.includes(7)) return null;
  return { text: t, here: dayWords(unix), unix: dayWords(quartz), field: asField(quartz) };
}
