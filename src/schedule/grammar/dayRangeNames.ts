import type { LocalIntent } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { unparseable } from './draft.js';

/**
 * Short day names of the languages mixed into English (German, French, Spanish, Portuguese, Italian, Dutch, Polish,
 * Indonesian), as written in a range: "Di.-Do.", "Lu.-Ve.", "pn.-sob.", "ma-vr".
 */
const SHORT_DAYS = new Set(
  (
    'mo di mi do fr sa so lu ma me je ve ju vi seg ter qua qui sex sab dom lun mar mer gio ven wo vr za zo ' +
    'pn pon wt śr sr czw pt pią sob nd ndz niedz sen sel rab kam jum min'
  ).split(' '),
);
const SHORT_RANGE = /(?<![\p{L}\d])(\p{L}{2,5})\.?\s*[-–]\s*(\p{L}{2,5})\.?(?![\p{L}\d])/gu;
const NAMED = /Read "([^"]+)" as the job's name/;

/**
 * "Di.-Do. 9:00", "Lu.-Ve. 9:00": a range of days written short in another language, whose words a name reader set
 * aside as the job's name, so that the phrase ran every day. Refused, asking for the days in full; a range the
 * grammar reads as days ("pon-pt 14:00") is never a name and never gets here.
 */
export function dayRangeNameProblem(phrase: string, rules: readonly LocalIntent[]): ScheduleProblem | null {
  const names = rules.flatMap((r) => r.assumptions.map((a) => NAMED.exec(a)?.[1]?.toLowerCase() ?? null));
  const words = new Set(names.flatMap((n) => (n === null ? [] : n.split(/[\s.-]+/))));
  if (words.size === 0) return null;
  for (const m of phrase.toLowerCase().matchAll(SHORT_RANGE)) {
    const [from, to] = [m[1] ?? '', m[2] ?? ''];
    if (SHORT_DAYS.has(from) && SHORT_DAYS.has(to) && (words.has(from) || words.has(to))) {
      return unparseable(
        `"${m[0].trim()}" looks like a range of days written short, which I cannot read in that language.`,
        'Say the days in full, e.g. "Tuesday to Thursday at 9:00".',
      );
    }
  }
  return null;
}
