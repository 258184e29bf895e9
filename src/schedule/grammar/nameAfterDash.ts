import type { LocalIntent } from '../intent.js';
import type { Outcome } from '../problem.js';

/**
 * A job's name said after its whole schedule and set off by a dash between spaces ("9:00am weekdays - Infection
 * Control Rounds (Ward B)", "1730 every fri - weekly wrap", "fri & sat 23:30 - security lock-up", "every year on
 * july 1 at 9am - new fiscal year notice"). The name is read as if said first and set off ("weekly wrap - 1730
 * every fri"), with all the checks of a name said first (`leadingNames.ts`): each of its words must be a name's, and
 * a word of time in it must agree with the schedule ("weekly" with one day a week, "year" with one date a year).
 * Brackets around words of the name are set aside ("(Ward B)").
 *
 * Refused still: a name holding a digit ("... - 2nd run", "9am - 5pm": a range, a second clock, a count), a dash
 * with no schedule before it, and names whose words say another schedule ("every day 9am - weekly sync").
 */

/** The schedule, a dash between spaces, and a name of words without digits, last. */
const NAME_AFTER_DASH = /^(.*?\S)\s+[-\u2013\u2014]\s+([^\d\-\u2013\u2014:=][^\d\u2013\u2014:=]{0,80})$/;

/** A cheap test of whether the phrase may end in a name after a dash. */
export const NAME_AFTER_DASH_GATE = /\s[-\u2013\u2014]\s+[^\d]+$/;

/**
 * The rules of `phrase` read with the name after its dash said first, or null when it has none or that does not
 * read. `readLeading` reads a phrase whose name is said first and set off (`readLeadingName`).
 */
export function readNameAfterDash(
  phrase: string,
  readLeading: (phrase: string) => Outcome<LocalIntent[]> | null,
): Outcome<LocalIntent[]> | null {
  const m = NAME_AFTER_DASH.exec(phrase.trim());
  if (m === null) return null;
  const schedule = m[1] as string;
  const said = (m[2] as string).trim();
  // the schedule must say a time or a day of its own, not end in a word joined to the name ("every" - "...")
  if (!/\d/.test(schedule)) return null;
  // "(Ward B)": brackets set aside
  const name = said
    .replace(/[()[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (name === '' || /[^\p{L}\s'&/.-]/u.test(name)) return null;
  const read = readLeading(`${name} - ${schedule}`);
  if (read === null || !read.ok) return null;
  const quoted = `"${name}"`;
  return {
    ok: true,
    value: read.value.map((r) => ({
      ...r,
      assumptions: r.assumptions.map((a) => (a.includes(quoted) ? a.replace(quoted, `"${said}"`) : a)),
    })),
  };
}
