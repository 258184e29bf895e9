import { describe, expect, it } from 'vitest';
import {
  durationsFor,
  REPORT_DURATIONS,
  REPORT_LABELS,
  REPORT_SUB_TYPES,
  TIME_DURATIONS,
} from '../../../src/portal/schema/report.js';
import { ITEM, MINIMAL, parse, problems } from './fixtures.js';

const BASE = MINIMAL.ExecuteReport;

/** The reference's rules, written out independently of the table. */
function expectedValid(subType: string, duration: string | undefined): boolean {
  if (subType === 'content' || subType === 'users') return duration === undefined;
  if (duration === undefined) return false;
  if (duration === 'daily') return subType === 'activity';
  if (duration === 'yearly') return subType === 'itemUsages';
  return true;
}

describe('ExecuteReport', () => {
  it('defaults the report type to org; the item is optional', () => {
    expect(parse(BASE).parameters).toEqual({ reportType: 'org', reportSubType: 'content' });
    expect(parse(BASE).itemId).toBeUndefined();
    expect(parse({ ...BASE, itemId: ITEM.toUpperCase() }).itemId).toBe(ITEM);
    expect(parse({ ...BASE, parameters: { reportType: 'org', reportSubType: 'users' } }).parameters).toEqual({
      reportType: 'org',
      reportSubType: 'users',
    });
  });

  it('takes a full body', () => {
    const r = parse({
      ...BASE,
      title: 'Monthly credits',
      itemId: ITEM,
      startDate: Date.UTC(2026, 0, 1),
      endDate: Date.UTC(2027, 0, 1),
      maxOccurrences: 12,
      parameters: { reportType: 'org', reportSubType: 'credits', timeDuration: 'monthly' },
    });
    expect(r).toMatchObject({
      type: 'ExecuteReport',
      title: 'Monthly credits',
      parameters: { reportType: 'org', reportSubType: 'credits', timeDuration: 'monthly' },
    });
  });

  describe('every report × every period (and none)', () => {
    const cases = REPORT_SUB_TYPES.flatMap((subType) =>
      [undefined, ...TIME_DURATIONS].map((duration) => [subType, duration] as const),
    );

    it('has all 36 combinations', () => {
      expect(cases).toHaveLength(6 * 6);
    });

    it.each(cases)('%s / %s', (subType, duration) => {
      const input = { ...BASE, parameters: { reportSubType: subType, timeDuration: duration } };
      const valid = expectedValid(subType, duration);
      // the table and the reference's rules agree
      const periods = durationsFor(subType);
      expect(duration === undefined ? periods.length === 0 : periods.includes(duration)).toBe(valid);
      if (valid) {
        expect(parse(input).parameters).toEqual({ reportType: 'org', reportSubType: subType, timeDuration: duration });
        return;
      }
      const label = REPORT_LABELS[subType];
      const spoken = `${periods.slice(0, -1).join(', ')} or ${periods.at(-1)}`;
      const message =
        periods.length === 0
          ? `Period: a ${label} report is a snapshot; leave the period empty.`
          : duration === undefined
            ? `Period: required for a ${label} report; choose ${spoken}.`
            : `Period: a ${label} report runs ${spoken}, not ${duration}.`;
      expect(problems(input)).toEqual({ 'parameters.timeDuration': message });
    });
  });

  it('lists the valid periods per report from the one table', () => {
    expect(REPORT_DURATIONS).toEqual({
      content: [],
      users: [],
      activity: ['daily', 'weekly', 'monthly', 'quarterly'],
      credits: ['weekly', 'monthly', 'quarterly'],
      serviceUsages: ['weekly', 'monthly', 'quarterly'],
      itemUsages: ['weekly', 'monthly', 'quarterly', 'yearly'],
    });
    for (const subType of REPORT_SUB_TYPES) expect(durationsFor(subType)).toBe(REPORT_DURATIONS[subType]);
  });

  it('refuses unknown reports, periods and report types, each under its field', () => {
    expect(problems({ ...BASE, parameters: { reportSubType: 'groups' } })).toEqual({
      'parameters.reportSubType': 'Report: one of content, users, activity, credits, serviceUsages, itemUsages.',
    });
    expect(problems({ ...BASE, parameters: { reportSubType: 'credits', timeDuration: 'hourly' } })).toEqual({
      'parameters.timeDuration': 'Period: one of daily, weekly, monthly, quarterly, yearly.',
    });
    expect(problems({ ...BASE, parameters: { reportType: 'user', reportSubType: 'content' } })).toEqual({
      'parameters.reportType': 'Report type: org (organization reports) is the only one.',
    });
  });

  it('requires its parameters, and refuses unknown settings', () => {
    const { parameters: _, ...rest } = BASE;
    expect(problems(rest)).toEqual({
      parameters: 'Report settings: required (the report and, for most reports, its period).',
    });
    expect(problems({ ...BASE, parameters: { reportSubType: 'content', format: 'csv' } })).toEqual({
      parameters:
        'Report settings: unknown format; the settings are reportType, reportSubType, timeDuration and title.',
    });
  });

  it('takes the report’s own title (trimmed; empty means none)', () => {
    const p = (title: string) => parse({ ...BASE, parameters: { reportSubType: 'content', title } }).parameters;
    expect(p('  Org content ')).toMatchObject({ title: 'Org content' });
    expect(JSON.stringify(p('   '))).toBe('{"reportType":"org","reportSubType":"content"}');
  });
});
