import { zoneNamed } from '../tz.js';

/**
 * A web cron service's job, pasted as its form shows it, the service named first and the job's time zone said:
 *
 *   EasyCron: cron expression 0 12 * * 1, timezone Asia/Yangon      EasyCron: Unix cron's fields (0 and 7 = Sunday)
 *   cron-job.org: Every day at 06:30, time zone Pacific/Rarotonga    cron-job.org's "every day at" preset
 *   cron-job.org custom: days of month 1, 15 · hours 8 · minutes 0 · Europe/Kyiv    its custom form: the days of the
 *                                                  month, one hour and one minute (every month, every day of the week)
 *
 * Both services run a job on the clock of its time zone setting, so the job is read in the zone said, by its IANA
 * name; the fields are handed on as "cron … in <zone>" (Unix numbering, said), the form's words as the grammar's.
 *
 * Safe because only these shapes are taken, whole: with no zone (the account's default, not shown), a custom form
 * with months or days of the week, several hours or minutes, or any other word beside it, the phrase keeps its
 * refusal (null).
 */
export const WEB_CRON_FORM_GATE = /\b(?:easycron|cron-job\.org)\b/i;

const IANA = String.raw`(?:[A-Za-z]+/[A-Za-z_+-]+(?:/[A-Za-z_+-]+)?|UTC)`;
const ZONE = String.raw`\s*[,;·|]?\s*(?:(?:time\s*zone|timezone|tz)\s*:?\s*)?(?<zone>${IANA})\s*$`;
const FIELD = String.raw`[\d*][\d*,/-]*|[a-z]{3}(?:[-,][a-z]{3})*`;
const EASYCRON = new RegExp(
  String.raw`^easycron\s*:?\s*(?:cron\s+(?:expression|job)\s*:?\s*)?["']?(?<fields>(?:${FIELD})(?:\s+(?:${FIELD})){4})["']?${ZONE}`,
  'i',
);
const EVERY_DAY = new RegExp(
  String.raw`^cron-job\.org\s*:?\s*every\s+day\s+at\s+(?<h>[01]?\d|2[0-3]):(?<m>[0-5]\d)${ZONE}`,
  'i',
);
const CUSTOM = new RegExp(
  String.raw`^cron-job\.org\s+custom\s*:?\s*days\s+of\s+(?:the\s+)?month\s*:?\s*(?<days>\d{1,2}(?:\s*,\s*\d{1,2})*)\s*[·|;]\s*hours?\s*:?\s*(?<h>[01]?\d|2[0-3])\s*[·|;]\s*minutes?\s*:?\s*(?<m>[0-5]?\d)\s*[·|;]${ZONE}`,
  'i',
);

export function webCronForm(phrase: string): { text: string; notes: string[] } | null {
  const typed = phrase.replace(/\s+/g, ' ').trim();
  const e = EASYCRON.exec(typed);
  const d = e === null ? EVERY_DAY.exec(typed) : null;
  const c = e === null && d === null ? CUSTOM.exec(typed) : null;
  const m = e ?? d ?? c;
  if (m === null) return null;
  const zone = m.groups?.zone as string;
  if (!/^utc$/i.test(zone) && zoneNamed(zone) === null) return null;
  const g = m.groups ?? {};
  if (e !== null) {
    // (a comma after the fields is the form's, not the day field's)
    const fields = (g.fields as string).toLowerCase().replace(/,$/, '');
    if (/,$|,,/.test(fields)) return null;
    return {
      text: `cron ${fields} in ${zone}`,
      notes: [`Read "${fields}" as an EasyCron job's cron expression: Unix cron's fields, in its time zone (${zone}).`],
    };
  }
  const at = `${(g.h as string).padStart(2, '0')}:${(g.m as string).padStart(2, '0')}`;
  if (d !== null) {
    return {
      text: `every day at ${at} in ${zone}`,
      notes: [`Read "${m[0]}" as a cron-job.org job, on the clock of its time zone (${zone}).`],
    };
  }
  const days = [...new Set((g.days as string).split(',').map((x) => Number(x.trim())))];
  if (days.some((x) => x < 1 || x > 31)) return null;
  return {
    text: `cron ${Number(g.m)} ${Number(g.h)} ${days.join(',')} * * in ${zone}`,
    notes: [`Read "${m[0]}" as a cron-job.org job's custom schedule, on the clock of its time zone (${zone}).`],
  };
}
