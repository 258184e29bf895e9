import { weekdayOf } from './words.js';

/**
 * Whether two names said before rules may be one job's: "standup" and "friday stand-up", "pills" and "pill",
 * "backup job" and "sunday full backup", "alarm" and "weekend override" (a word of a variant of the schedule names
 * the same job on other days; days' words are left out of the comparison). Only names sharing no word but small ones, and neither a variant's,
 * are other jobs' ("nightly train" and "eval report", "water the beds" and "mow the lawn").
 */
export function mayBeOneJob(a: string, b: string): boolean {
  const wa = nameWords(a);
  const wb = nameWords(b);
  if (wa.length === 0 || wb.length === 0) return true;
  if ([...wa, ...wb].some((w) => VARIANT.test(w))) return true;
  const ja = wa.join('');
  const jb = wb.join('');
  return wa.some((w) => wb.includes(w)) || ja.includes(jb) || jb.includes(ja);
}

/** The words of a name, lower case, hyphens dropped, without a plural's s, days and small words. */
function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .replace(/[-'’]/g, '')
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w !== '' && !SMALL.has(w) && weekdayOf(w) === undefined)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

/** Small words that say nothing of which job ("water the beds", "mow the lawn"). */
const SMALL = new Set([
  'the',
  'a',
  'an',
  'of',
  'to',
  'for',
  'my',
  'our',
  'your',
  'and',
  'in',
  'on',
  'at',
  'with',
  'me',
  'us',
]);

/** Words of a variant of one job's schedule, and of the days it keeps. */
const VARIANT =
  /^(?:override|exception|change|variant|version|lie-?in|liein|dose|schedule|hour|time|slot|shift|weekend|weekday|weeknight|holiday|late|early|special|alternate|alt|backup-?time)$/;
