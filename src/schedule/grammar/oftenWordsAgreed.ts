/**
 * Words of how often ("hourly", "daily", "weekly", "monthly") inside the name or purpose said beside a pasted cron
 * line, that say again what the line's own fields say: "vercel cron "0 13 * * 1" for the weekly email",
 * "cron(0 9 ? * 2#1 *) for the monthly compliance run", "0 8-17 * * 1-5, the hourly office sync".
 *
 * Such a word is set aside with the name only where the fields run exactly that often, so that reading the line as it
 * stands gives the runs the word says:
 *
 *   hourly    one minute, every hour or every hour of a range ("0 8-17 * * 1-5")
 *   daily     one time of day, every day of every month
 *   weekly    one time of day, on one day of the week, every month
 *   monthly   one time of day, on one day of the month, or on one weekday of the month ("2#1", "6L", "LW"), every month
 *
 * Any other such word, or one the fields do not agree with ("weekly" beside "0 9 * * 1-5", "monthly" beside a weekly
 * line), is kept, so the callers' bounding checks keep the phrase refused. "nightly", "biweekly", "bimonthly" and
 * other words are never set aside here (whose night? every other week?), nor a word after "bi", "semi", "tri",
 * "half", "quarter", "twice" or "every other", however it is joined ("bi-weekly" reaches here as "bi weekly").
 */
const OFTEN = /(?<![\w-])(hourly|daily|weekly|monthly)(?![\w-])/gi;
/**
 * A word before the word of how often that makes it another schedule, however it is joined ("bi-weekly", "bi weekly",
 * "semi_monthly", "half-hourly", "quarter hourly", "tri weekly", "twice daily", "2x weekly", "every other weekly").
 */
const OFTEN_CHANGED =
  /(?:\b(?:bi|semi|tri|half|quarter|twice|thrice|times|every\s+(?:other|second|third|few))|\d\s*x|\bx)[\s_/-]*$/i;
const ONE = /^\d{1,2}$/;
const DAY = /^(?:[0-7]|sun|mon|tue|wed|thu|fri|sat)$/;

/**
 * The words without each word of how often the fields agree with. `fields` are Unix cron's five, the day of the week
 * by number (0 or 7 = Sunday) or name; `oneWeekdayOfMonth` when the line runs on one weekday of each month (a "#",
 * "L" or "W" day said in words elsewhere).
 */
export function withoutAgreedOften(words: string, fields: string, oneWeekdayOfMonth = false): string {
  if (!/ly\b/i.test(words)) return words;
  const [min = '', hour = '', dom = '', mon = '', dow = ''] = fields.split(' ');
  const oneTime = ONE.test(min) && ONE.test(hour);
  const anyDom = dom === '*' || dom === '?';
  const anyDow = dow === '*' || dow === '?';
  const agrees: Record<string, boolean> = {
    hourly: ONE.test(min) && /^(?:\*|\d{1,2}-\d{1,2})$/.test(hour) && mon === '*' && !oneWeekdayOfMonth,
    daily: oneTime && anyDom && mon === '*' && anyDow && !oneWeekdayOfMonth,
    weekly: oneTime && anyDom && mon === '*' && DAY.test(dow) && !oneWeekdayOfMonth,
    monthly: oneTime && mon === '*' && (oneWeekdayOfMonth || ((ONE.test(dom) || dom === 'l') && anyDow)),
  };
  return words
    .replace(OFTEN, (w: string, _g: string, at: number) =>
      agrees[w.toLowerCase()] === true && !OFTEN_CHANGED.test(words.slice(0, at)) ? ' ' : w,
    )
    .replace(/\s+/g, ' ')
    .trim();
}
