import type { ScheduleProblem } from '../problem.js';
import { offsetAt, zoneNamed } from '../tz.js';
import { WINDOWS_ZONES } from '../windowsZones.js';
import { resolveZoneWord } from '../zones.js';
import { BOUNDING_WORDS } from './cronPastes.js';
import { unparseable } from './draft.js';

/**
 * A GitLab pipeline schedule as its form shows it, copied with its labels:
 *
 *   Interval pattern: 30 2 * * 0   Cron timezone: [UTC-3] Brasilia
 *   Interval Pattern 0 *\/2 * * 1-5, Cron Timezone [UTC+8] Singapore
 *   Description: nightly build · Interval pattern: 0 3 * * * · Cron timezone: [UTC+1] Berlin
 *
 * GitLab reads Unix cron's fields (0 and 7 = Sunday, 1-5 = Monday to Friday) in the schedule's cron time zone, which
 * its form names as Rails names zones ("Brasilia", "Eastern Time (US & Canada)") after the offset the zone keeps now.
 * Handed on as "cron <fields> in <IANA zone>"; a label that is not one of the zone's offsets (January's or July's) is
 * refused, saying so. The description is the job's name (it must say no schedule of its own).
 *
 *   gitlab schedule "30 22 * * 0", timezone "Pacific Time (US & Canada)"     GitLab named, the fields quoted or in
 *   GitLab: Custom (0 *\/6 * * *), Cron Timezone: [UTC+5.5] Chennai          the form's "Custom ( … )", the label's
 *                                                                              half hours as GitLab writes them
 *   gitlab scheduled pipeline: interval pattern 0 3 * * 0, cron timezone [UTC+10] Brisbane   (the tool's name first)
 *   GitLab schedule: interval pattern 0 8 * * 1, Cron timezone: Greenland   the zone's name alone (Rails' or IANA's)
 *   gitlab schedule custom "0 22 * * 1-5" with [UTC+5:45] Kathmandu          the zone by its label alone
 *   gitlab pipeline schedule "Every day (at 4:00am)" timezone [UTC-5] Eastern Time (US & Canada)   one of the form's
 *                                   presets, quoted as the form shows it: its words read as said, in the zone
 *
 * Not read here: a pattern with no cron timezone (the schedule runs in the GitLab instance's zone, not said), a
 * preset not in quotes with no zone, and other words beside the form.
 */
export const GITLAB_SCHEDULE_GATE = /\binterval\s+pattern\b|\bgitlab\b/i;

const FIELD = String.raw`[\d*][\d*,/-]*|[a-z]{3}(?:[-,][a-z]{3})*`;
const FIVE = String.raw`(?:${FIELD})(?:\s+(?:${FIELD})){4}`;
const LABEL = String.raw`\[\s*(?:utc|gmt)\s*(?:(?<sign>[+-])\s*(?<h>\d{1,2})(?:\.(?<frac>5|75|25)|:?(?<m>\d\d))?|0)?\s*\]`;
const FORM = new RegExp(
  String.raw`^(?:gitlab(?:\s+(?:scheduled|pipeline|pipelines|schedules?)){0,2}\s*:?\s*)?(?:description\s*:?\s*(?<name>[^·|:]+?)\s*[·|,;]?\s*)?interval\s+pattern\s*:?\s*(?<fields>${FIVE})\s*[,;·|]?\s*cron\s+time\s*zone\s*:?\s*(?:${LABEL}\s*)?(?<zone>[a-z][a-z .&()'/_-]*?)\s*$`,
  'i',
);
/** The form's presets as it shows them: "Every day (at 4:00am)", "Every week (Sunday at 4:00am)", "Every month (on the 1st at 4:00am)". */
const AT = String.raw`at\s+\d{1,2}:\d\d\s*[ap]m`;
const PRESET = String.raw`every\s+day\s*\(\s*${AT}\s*\)|every\s+week\s*\(\s*(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)days?\s+${AT}\s*\)|every\s+month\s*\(\s*(?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\s+${AT}\s*\)`;
/** GitLab named before the fields (quoted, or in the form's "Custom ( … )"), then the cron time zone, its label optional. */
const NAMED_FORM = new RegExp(
  String.raw`^gitlab(?:\s+(?:scheduled|pipeline|pipelines|schedules?)){0,2}\s*:?\s*(?:custom\s*:?\s*\(\s*(?<custom>${FIVE})\s*\)|(?:custom\s*:?\s*)?["'](?<quoted>${FIVE})["']|["'](?<preset>${PRESET})["'])\s*[,;·|]?\s*(?:(?:cron\s+)?time\s*zone\s*:?\s*|(?:with\s+|in\s+)?(?=\[))(?:${LABEL}\s*)?["']?(?<zone>[a-z][a-z .&()'-]*?)["']?\s*$`,
  'i',
);
/** Words of how often inside other words ("biweekly sync", "fortnightly deploy", "quarterly report"). */
const OFTEN = /weekly|fortnight|quarter|annual|monthly|daily|hourly/i;

/** Words of a description that could say a schedule or bound it: the phrase keeps its refusal. */
const SCHEDULE_WORDS =
  /\b(?:\d|every|each|daily|nightly|weekly|monthly|hourly|yearly|weekdays?|weekends?|mornings?|evenings?|nights?|noon|midnight|(?:mon|tue|wed|thu|fri|sat|sun)\w*|only|except|until|from|starting|between|am|pm|utc|gmt)\b/i;

export type GitlabSchedule = { text: string; notes: string[] } | { problem: ScheduleProblem };

export function gitlabSchedule(phrase: string, now: number): GitlabSchedule | null {
  const typed = phrase.replace(/\s+/g, ' ').trim();
  const m = FORM.exec(typed) ?? NAMED_FORM.exec(typed);
  if (m === null) return null;
  const g = m.groups ?? {};
  // (a comma after the fields is the form's, not the day field's)
  const fields = (g.fields ?? g.custom ?? g.quoted ?? '').toLowerCase().replace(/,$/, '');
  // the form's presets in its own words ("Every day (at 4:00am)"): the words, without the brackets
  const preset = /^every\s+(day|week|month)\s*\(\s*([^()]*?)\s*\)$/i.exec(g.preset ?? '');
  const zone = (g.zone ?? '').trim();
  const name = (g.name ?? '').trim();
  if (name !== '' && (SCHEDULE_WORDS.test(name) || BOUNDING_WORDS.test(name) || OFTEN.test(name))) return null;
  const words = zone.toLowerCase();
  const iana = WINDOWS_ZONES.get(words) ?? resolveZoneWord(words);
  const tz = iana === null ? null : zoneNamed(iana);
  if (iana === null || tz === null) return null;
  const minutes = g.frac === undefined ? Number(g.m ?? 0) : Math.round(Number(`0.${g.frac}`) * 60);
  const label = g.sign === undefined ? 0 : (Number(g.h) * 60 + minutes) * (g.sign === '-' ? -1 : 1);
  const year = new Date(now).getUTCFullYear();
  // (a zone said without its label has none to check: "timezone "Pacific Time (US & Canada)"")
  const labelled = /\[/.test(m[0]);
  if (labelled && label !== offsetAt(tz, Date.UTC(year, 0, 1)) && label !== offsetAt(tz, Date.UTC(year, 6, 1))) {
    return {
      problem: unparseable(
        `The label before "${zone}" gives another UTC offset than that zone's (${iana}).`,
        'Paste the cron time zone as the form shows it, or say the zone by name ("Europe/Berlin").',
      ),
    };
  }
  if (preset !== null) {
    return {
      text: `every ${preset[1]} ${preset[2]} in ${iana}`.toLowerCase(),
      notes: [`Read "${g.preset}" as a GitLab pipeline schedule's preset, in its cron time zone (${zone}).`],
    };
  }
  const notes = [
    `Read "${fields}" as a GitLab pipeline schedule's interval pattern: Unix cron's fields, in its cron time zone (${zone}).`,
  ];
  if (name !== '') notes.push(`Read "${name}" as the job's name, not as part of the schedule.`);
  return { text: `cron ${fields} in ${iana}`, notes };
}
