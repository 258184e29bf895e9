/**
 * A tool's list of cron lines, pasted with its key: each line is a job's schedule of its own, in the same tool and
 * zone as the others.
 *
 *   cloudflare worker crons = ["0 17 * * MON-FRI", "0 9 * * SAT"]       wrangler's triggers (UTC)
 *   CronWorkflow with schedules: ["0 8 * * *", "0 20 * * *"] timezone America/Sao_Paulo    Argo's schedules
 *
 * The phrase is read once per line, the list replaced by that line alone ("crons = ["0 9 * * SAT"]", "schedule:
 * "0 20 * * *""), by the readers of the tool's pastes with all their checks (the tool's numbering and zone, the
 * words beside the line); the phrase reads only when every line reads, as the runs of all of them.
 *
 * Read so only after a tool's key that takes a list ("crons =", "crons:", "schedules:"), with two to six lines in
 * quotes, each five or six fields or a preset ("@hourly"), and nothing else in the brackets; "schedules:" only with its
 * timezone said (Argo runs a CronWorkflow without one on its controller's clock).
 */
export const CRON_LIST_GATE = /\b(?:crons|schedules)\s*[:=]\s*\[/i;

const LINE = String.raw`\s*(?:@[a-z]+|[\d*?][\w*?,/#-]*(?:\s+[\w*?,/#-]+){4,5})\s*`;
const ITEM = `(?:"${LINE}"|'${LINE}')`;
const LIST = new RegExp(
  String.raw`\b(crons|schedules)(\s*[:=]\s*)\[\s*(${ITEM}(?:\s*,\s*${ITEM}){1,5})\s*,?\s*\]`,
  'i',
);

/** The phrase once per line of the list, or null. */
/** A word of how often, however joined ("weekly", "bi-weekly", "nightly", "twice-daily"). */
const OFTEN_BESIDE =
  /(?:hourly|daily|nightly|weekly|monthly|quarterly|yearly|annually|fortnightly|weekday|weekend|every\s+(?:day|week|month|hour|year))/i;

export function cronLineList(phrase: string): string[] | null {
  const m = LIST.exec(phrase);
  if (m === null) return null;
  const items = (m[3] ?? '').match(/(["'])[^"']*\1/g) ?? [];
  if (items.length < 2) return null;
  const before = phrase.slice(0, m.index);
  const after = phrase.slice(m.index + m[0].length);
  // Argo's "schedules:" list is its "schedule:" key's, one line each; "crons =" keeps its list of one
  const key = (m[1] ?? '').toLowerCase();
  // (Argo runs a CronWorkflow with no timezone on its controller's clock, which the paste does not say)
  if (key === 'schedules' && !/\btime_?zone\b/i.test(`${before} ${after}`)) return null;
  // "crons = ["0 9 * * 1", "0 17 * * 5"] weekly report": a word of how often beside lines that together run otherwise
  // (each line alone would agree with it): refused, as one line "0 9 * * 1,5" weekly is
  if (OFTEN_BESIDE.test(`${before} ${after}`)) return [];
  return items.map((item) =>
    key === 'schedules' ? `${before}schedule${m[2]}${item}${after}` : `${before}${m[1]}${m[2]}[${item}]${after}`,
  );
}
