import { describe, expect, it } from 'vitest';
import { compareVersions, selfHostedRelease, taskSupport } from '../../src/portal/gating.js';
import { TASK_TYPES } from '../../src/portal/schema/task-types.js';

describe('task types per edition and version (seed section 9)', () => {
  it('the cloud edition takes all five, reports included', () => {
    expect(taskSupport('cloud', '2026.1', undefined)).toEqual({ types: TASK_TYPES, release: undefined, known: true });
  });

  it.each([
    ['8.1', undefined, []],
    ['7.3', undefined, []],
    ['8.2', undefined, ['ExecuteNotebook', 'UpdateAnalyticsWorkbook']],
    ['8.3', undefined, ['ExecuteNotebook', 'UpdateAnalyticsWorkbook']],
    ['8.4', undefined, ['ExecuteNotebook', 'UpdateAnalyticsWorkbook', 'ExecuteSceneCook', 'ExecuteWorkflowManager']],
    ['10.3', undefined, ['ExecuteNotebook', 'UpdateAnalyticsWorkbook', 'ExecuteSceneCook', 'ExecuteWorkflowManager']],
    ['11.3', '11.3.0', ['ExecuteNotebook', 'UpdateAnalyticsWorkbook', 'ExecuteSceneCook', 'ExecuteWorkflowManager']],
    ['8.2', '10.8.1', ['ExecuteNotebook', 'UpdateAnalyticsWorkbook']],
    ['8.1', '10.8', []],
  ])('self-hosted currentVersion %s, enterpriseVersion %s', (current, enterprise, types) => {
    const s = taskSupport('self-hosted', current, enterprise);
    expect(s.types).toEqual(types);
    expect(s.known).toBe(true);
    expect(s.types).not.toContain('ExecuteReport');
  });

  it('offers what the seed allows when the version cannot be read, and says it is a guess', () => {
    expect(taskSupport('self-hosted', undefined, undefined)).toMatchObject({ known: false });
    expect(taskSupport('self-hosted', 'banana', undefined).types).not.toContain('ExecuteReport');
    expect(taskSupport(undefined, '8.4', undefined)).toEqual({ types: TASK_TYPES, release: undefined, known: false });
  });

  it('prefers enterpriseVersion over the internal number', () => {
    expect(selfHostedRelease('8.2', '10.9.1')).toBe('10.9.1');
    expect(selfHostedRelease('8.4', undefined)).toBe('10.9');
  });

  it('compares versions numerically, component by component', () => {
    expect(compareVersions('10.10', '10.9')).toBe(1);
    expect(compareVersions('10.9', '10.9.0')).toBe(0);
    expect(compareVersions('10.8.1', '10.9')).toBe(-1);
    expect(compareVersions('8.2', '8.10')).toBe(-1);
  });
});
