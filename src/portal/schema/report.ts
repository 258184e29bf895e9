import { z } from 'zod';
import { fieldsOf, itemId, TITLE_MAX, taskOf } from './fields.js';
import { optionalText, orList } from './text.js';

export const REPORT_SUB_TYPES = ['content', 'users', 'activity', 'credits', 'serviceUsages', 'itemUsages'] as const;
export type ReportSubType = (typeof REPORT_SUB_TYPES)[number];

export const TIME_DURATIONS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type TimeDuration = (typeof TIME_DURATIONS)[number];

/** Words for each report, for messages and the modal's select. */
export const REPORT_LABELS: Readonly<Record<ReportSubType, string>> = {
  content: 'Content',
  users: 'Users',
  activity: 'Activity',
  credits: 'Credits',
  serviceUsages: 'Service usage',
  itemUsages: 'Item usage',
};

/**
 * The one table of valid periods per report. Content and users are snapshots (no period); the others need one;
 * daily is for activity only, yearly for item usage only. The schema and `durationsFor` both read it.
 */
export const REPORT_DURATIONS = {
  content: [],
  users: [],
  activity: ['daily', 'weekly', 'monthly', 'quarterly'],
  credits: ['weekly', 'monthly', 'quarterly'],
  serviceUsages: ['weekly', 'monthly', 'quarterly'],
  itemUsages: ['weekly', 'monthly', 'quarterly', 'yearly'],
} as const satisfies Readonly<Record<ReportSubType, readonly TimeDuration[]>>;

/** The periods a report can have, in order; empty for snapshot reports (which take none). */
export function durationsFor(subType: ReportSubType): readonly TimeDuration[] {
  return REPORT_DURATIONS[subType];
}

/** What is wrong with a report/period pair, or null when the table allows it. */
export function periodProblem(subType: ReportSubType, duration: TimeDuration | undefined): string | null {
  const valid = durationsFor(subType);
  const report = REPORT_LABELS[subType];
  if (valid.length === 0) {
    return duration === undefined ? null : `Period: a ${report} report is a snapshot; leave the period empty.`;
  }
  if (duration === undefined) return `Period: required for a ${report} report; choose ${orList(valid)}.`;
  return valid.includes(duration) ? null : `Period: a ${report} report runs ${orList(valid)}, not ${duration}.`;
}

const SUB_TYPE = `Report: one of ${REPORT_SUB_TYPES.join(', ')}.`;

export const reportParameters = z
  .strictObject(
    {
      reportType: z
        .literal('org', { error: 'Report type: org (organization reports) is the only one.' })
        .default('org'),
      reportSubType: z.enum(REPORT_SUB_TYPES, { error: SUB_TYPE }),
      timeDuration: z.enum(TIME_DURATIONS, { error: `Period: one of ${TIME_DURATIONS.join(', ')}.` }).optional(),
      // The report item's own title (service.md); the task's title is a separate field.
      title: optionalText({ label: 'Report title', max: TITLE_MAX, example: 'Monthly credits' }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Report settings: unknown ${issue.keys.join(', ')}; the settings are reportType, reportSubType, timeDuration and title.`
          : 'Report settings: required (the report and, for most reports, its period).',
    },
  )
  .superRefine(
    (value, ctx) => {
      const problem = periodProblem(value.reportSubType, value.timeDuration);
      if (problem !== null) ctx.addIssue({ code: 'custom', path: ['timeDuration'], message: problem });
    },
    {
      when: (payload) => {
        const v = fieldsOf(payload.value);
        return (
          REPORT_SUB_TYPES.includes(v.reportSubType as ReportSubType) &&
          (v.timeDuration === undefined || TIME_DURATIONS.includes(v.timeDuration as TimeDuration))
        );
      },
    },
  );

/** ExecuteReport: hosted cloud edition only; the item is optional. */
export const reportSchema = taskOf({
  type: z.literal('ExecuteReport'),
  itemId: itemId.optional(),
  parameters: reportParameters,
});
