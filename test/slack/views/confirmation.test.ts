import type { ModalView } from '@slack/types';
import { describe, expect, it } from 'vitest';
import type { TaskRequest } from '../../../src/portal/schema/task.js';
import type { Confirmation } from '../../../src/requests/types.js';
import { schedulePhrase } from '../../../src/schedule/engine.js';
import { CALLBACK } from '../../../src/slack/ids.js';
import { roleConfirmation, taskConfirmation } from '../../../src/slack/views/confirmation.js';
import { readConfirmMetadata } from '../../../src/slack/views/metadata.js';
import { dayRanges, weekStrip } from '../../../src/slack/views/time.js';
import { literally } from '../../support/pattern.js';
import {
  ALL_TYPES,
  DETAILS,
  LA,
  NOW,
  roleConfirmationFor,
  SCENE_URL,
  schema,
  taskConfirmationFor,
} from './fixtures.js';
import { allText, violations } from './limits.js';

const WEEKDAYS_7PM = { phrase: 'every weekday 7pm Pacific', zone: LA } as const;

function text(view: ModalView): string {
  return allText(view);
}

describe('taskConfirmation: every weekday 7pm Pacific, compiled on Monday March 2, 2026', () => {
  const c = taskConfirmationFor(WEEKDAYS_7PM, DETAILS.ExecuteNotebook);
  const view = taskConfirmation(c, { zone: LA, channel: 'C42' });
  const shown = text(view);

  it('is the confirm step: task_confirm, Create, within the limits, the request id and zone in its metadata', () => {
    expect(violations(view, 'modal')).toEqual([]);
    expect(view.callback_id).toBe(CALLBACK.taskConfirm);
    expect(view.submit?.text).toBe('Create');
    expect(view.close?.text).toBe('Cancel');
    expect(readConfirmMetadata(view.private_metadata ?? '')).toEqual({
      requestId: 'req-0001',
      zone: LA,
      channel: 'C42',
    });
    expect(view.blocks.some((b) => b.type === 'input')).toBe(false);
  });

  it('a view pushed over the form closes with Back', () => {
    expect(taskConfirmation(c, { zone: LA, pushed: true }).close?.text).toBe('Back');
  });

  it('says what will be created and as whom', () => {
    expect(shown).toContain('*Type:* Run a notebook (`ExecuteNotebook`)');
    expect(shown).toContain('*Title:* Nightly notebook');
    expect(shown).toContain('`9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2`');
    expect(shown).toContain('*Notebook parameters:* `{"year":2026}`');
    expect(shown).toContain('*Update the notebook item:* yes');
    expect(shown).toContain('*Runs as:* your portal sign-in (portal account `alice_portal`)');
  });

  it('gives the reading in local words, and the phrase as typed', () => {
    expect(shown).toContain('*When:* Every weekday at 7:00 PM Pacific Time');
    expect(shown).toContain('You wrote: “every weekday 7pm Pacific” (read in America/Los_Angeles).');
  });

  it('shows the UTC fields with their description', () => {
    expect(shown).toContain('`0 3 ? * 3-7` · At 03:00 AM, Tuesday through Saturday (UTC)');
  });

  it('lists the next five runs in local time and in UTC', () => {
    const runs = [
      ['Mon, Mar 2, 2026, 7:00 PM PST', 'Tue, Mar 3, 03:00 UTC'],
      ['Tue, Mar 3, 2026, 7:00 PM PST', 'Wed, Mar 4, 03:00 UTC'],
      ['Wed, Mar 4, 2026, 7:00 PM PST', 'Thu, Mar 5, 03:00 UTC'],
      ['Thu, Mar 5, 2026, 7:00 PM PST', 'Fri, Mar 6, 03:00 UTC'],
      ['Fri, Mar 6, 2026, 7:00 PM PST', 'Sat, Mar 7, 03:00 UTC'],
    ];
    for (const [local = '', utc = ''] of runs) {
      expect(shown).toMatch(new RegExp(`${literally(local)}\\s+${literally(utc)}`));
    }
    expect(shown).toContain('*Next 5 runs*');
    expect(shown).not.toContain('your time');
  });

  it('shows the week strip: Mon–Fri local, Tue–Sat UTC', () => {
    expect(shown).toContain('Local Mon Tue Wed Thu Fri  ·   ·\nUTC    ·  Tue Wed Thu Fri Sat  ·');
    expect(shown).toContain('Runs on Mon–Fri in America/Los_Angeles, which is Tue–Sat in UTC.');
  });

  it('says every warning in words, DST with its dates', () => {
    for (const w of c.schedule?.warnings ?? []) expect(shown).toContain(w.message);
    expect(shown).toContain(':warning: *Daylight saving time.*');
    expect(shown).toContain('from Mar 8, 2026 until Nov 1, 2026 (PDT)');
  });

  it('says when the confirmation expires, in the person’s zone, and that nothing was sent', () => {
    expect(shown).toContain('Nothing has been sent yet. Confirm by Mar 2, 2026, 4:15 AM PST');
  });
});

describe('taskConfirmation, other schedules', () => {
  it('a phrase that needs several tasks lists each task’s fields and the warning', () => {
    const c = taskConfirmationFor(
      { phrase: 'every 15 minutes from 9am to 5pm', zone: LA },
      DETAILS.ExecuteWorkflowManager,
    );
    expect(c.tasks).toHaveLength(2);
    const view = taskConfirmation(c, { zone: LA });
    const shown = text(view);
    expect(violations(view, 'modal')).toEqual([]);
    expect(view.title.text).toBe('Confirm tasks');
    expect(shown).toContain('Create these 2 scheduled tasks?');
    expect(shown).toContain('Task 1: `0/15 0,17-23 * * ?`');
    expect(shown).toContain('Task 2: `0 1 * * ?`');
    expect(shown).toContain(':warning: *Several tasks.* This needs 2 tasks');
    expect(shown).toContain('Runs every day, the same days in America/Los_Angeles and in UTC.');
  });

  it('a phrase naming another zone shows the runs in that zone, in UTC, and in the person’s own time', () => {
    const c = taskConfirmationFor({ phrase: 'every weekday 7pm Pacific', zone: 'Europe/Berlin' });
    const shown = text(taskConfirmation(c, { zone: 'Europe/Berlin' }));
    expect(shown).toMatch(
      /Mon, Mar 2, 2026, 7:00 PM PST\s+Tue, Mar 3, 03:00 UTC\s+your time Tue, Mar 3, 2026, 4:00 AM GMT\+1/,
    );
    expect(shown).toContain('Runs on Mon–Fri in America/Los_Angeles, which is Tue–Sat in UTC.');
  });

  it('typed UTC fields: no local reading, the runs in the person’s zone, the strip from the fields', () => {
    const c = taskConfirmationFor(
      { fields: { minute: '30', hour: '1', dayOfMonth: '?', month: '*', dayOfWeek: '2,4' }, zone: LA },
      DETAILS.ExecuteNotebook,
    );
    const shown = text(taskConfirmation(c, { zone: LA }));
    expect(shown).toContain('*When:* the five UTC fields you typed, as below.');
    expect(shown).not.toContain('You wrote');
    expect(shown).toContain('`30 1 ? * 2,4` · At 01:30 AM, only on Monday and Wednesday (UTC)');
    // 01:30 UTC on Monday is Sunday evening in Los Angeles (6:30 PM once the clocks have gone forward)
    expect(shown).toMatch(/Tue, Mar 3, 2026, 5:30 PM PST\s+Wed, Mar 4, 01:30 UTC/);
    expect(shown).toMatch(/Sun, Mar 8, 2026, 6:30 PM PDT\s+Mon, Mar 9, 01:30 UTC/);
    expect(shown).toContain('Runs on Tue, Sun in America/Los_Angeles, which is Mon, Wed in UTC.');
  });

  it('fields that never fire say so instead of listing runs', () => {
    const typed = taskConfirmationFor(
      { fields: { minute: '0', hour: '0', dayOfMonth: '1', month: '*', dayOfWeek: '?' }, zone: LA },
      DETAILS.ExecuteNotebook,
    );
    // what the workflow shows for valid fields no date matches
    const c: Confirmation = {
      ...typed,
      schedule: {
        ...(typed.schedule as NonNullable<Confirmation['schedule']>),
        nextRuns: [],
        warnings: [
          { code: 'never-runs', message: 'These fields never fire: no date matches them (e.g. February 30th).' },
        ],
      },
    };
    const view = taskConfirmation(c, { zone: LA });
    expect(violations(view, 'modal')).toEqual([]);
    expect(text(view)).toContain('none found: these fields never fire');
    expect(text(view)).toContain(':warning: *Never runs.*');
  });

  it('summarises each type’s settings', () => {
    const expected: Record<string, string[]> = {
      ExecuteSceneCook: [
        `*Scene service:* \`${SCENE_URL}\``,
        '*Caching instances:* 2',
        '*Layers:* `{}`',
        '*Update mode:* `PARTIAL_UPDATE_NODES` (Update the cache with the latest edits.)',
      ],
      ExecuteReport: ['*Report:* Activity', '*Period:* weekly', '*Item:* none'],
      UpdateAnalyticsWorkbook: ['*Parameters:* `{"refresh":"all"}`'],
      ExecuteWorkflowManager: ['*Parameters:* none'],
      ExecuteNotebook: ['*Notebook parameters:* `{"year":2026}`'],
    };
    for (const type of ALL_TYPES) {
      const view = taskConfirmation(taskConfirmationFor(WEEKDAYS_7PM, DETAILS[type]), { zone: LA });
      expect(violations(view, 'modal')).toEqual([]);
      for (const line of expected[type] ?? []) expect(text(view)).toContain(line);
    }
  });

  it('people’s text is inert mrkdwn: a title cannot mention a channel', () => {
    const c = taskConfirmationFor(WEEKDAYS_7PM, { ...DETAILS.ExecuteNotebook, title: '<!channel> & <@U123>' });
    const shown = text(taskConfirmation(c, { zone: LA }));
    expect(shown).toContain('&lt;!channel&gt; &amp; &lt;@U123&gt;');
    expect(shown).not.toContain('<!channel>');
  });

  it('long JSON is clipped with …, and the view stays within the limits', () => {
    const big = JSON.stringify({ layers: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `layer ${i}` })) });
    const details = {
      ...DETAILS.ExecuteSceneCook,
      title: 'T'.repeat(256),
      parameters: { ...(DETAILS.ExecuteSceneCook.parameters as object), layer: big },
    } as typeof DETAILS.ExecuteSceneCook;
    const view = taskConfirmation(taskConfirmationFor(WEEKDAYS_7PM, details), { zone: LA });
    expect(violations(view, 'modal')).toEqual([]);
    expect(text(view)).toMatch(/\*Layers:\* `\{"layers":\[\{"id":0,.*…`/);
  });

  it('a hand-built confirmation from the engine alone shows the same days', () => {
    const compiled = schedulePhrase({ phrase: 'every weekday 7pm', defaultZone: LA, now: NOW });
    if (!compiled.ok) throw new Error(compiled.problem.message);
    const tasks = compiled.value.schedules.map(
      (f) => schema.parse({ ...DETAILS.ExecuteWorkflowManager, ...f }) as TaskRequest,
    );
    const c: Confirmation = {
      requestId: 'r',
      kind: 'task',
      portalUser: 'svc_bot',
      actingAs: 'the service account svc_bot',
      tasks,
      role: null,
      schedule: {
        timezone: LA,
        phrase: 'every weekday 7pm',
        description: 'Every weekday at 7:00 PM Pacific Time',
        fieldsDescriptions: ['At 03:00 AM, Tuesday through Saturday (UTC)'],
        exact: false,
        nextRuns: [compiled.value.firstRun],
        warnings: [],
      },
      expiresAt: NOW,
    };
    const shown = text(taskConfirmation(c, { zone: LA }));
    expect(shown).toContain('Runs on Mon–Fri in America/Los_Angeles, which is Tue–Sat in UTC.');
    expect(shown).toContain(':warning: *Not exact.*');
    expect(shown).toContain('*Runs as:* the service account svc_bot (portal account `svc_bot`)');
  });
});

describe('roleConfirmation', () => {
  it('shows the name, the description and the account; role_confirm with Create', () => {
    const view = roleConfirmation(roleConfirmationFor());
    expect(violations(view, 'modal')).toEqual([]);
    expect(view.callback_id).toBe(CALLBACK.roleConfirm);
    expect(view.submit?.text).toBe('Create');
    const shown = text(view);
    expect(shown).toContain('*Name:* Field Editors');
    expect(shown).toContain('*Description:* Edits field data');
    expect(shown).toContain('portal account `alice_portal`');
    expect(readConfirmMetadata(view.private_metadata ?? '')).toEqual({ requestId: 'req-role-1', zone: 'UTC' });
  });

  it('a role without a description says none', () => {
    expect(text(roleConfirmation(roleConfirmationFor({ name: 'Viewers Plus' }), { zone: LA }))).toContain(
      '*Description:* none',
    );
  });
});

describe('weekStrip and dayRanges', () => {
  it('name days as people do', () => {
    expect(dayRanges([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(dayRanges([2, 3, 4, 5, 6])).toBe('Tue–Sat');
    expect(dayRanges([6, 7])).toBe('Sat, Sun');
    expect(dayRanges([5, 6, 7, 1])).toBe('Fri–Mon');
    expect(dayRanges([1, 3, 5])).toBe('Mon, Wed, Fri');
    expect(dayRanges([1, 2, 3, 4, 5, 6, 7])).toBe('every day');
    expect(dayRanges([])).toBe('no day');
  });

  it('is null without schedules or runs', () => {
    expect(weekStrip([], NOW, LA)).toBeNull();
    expect(
      weekStrip([{ minute: '0', hour: '0', dayOfMonth: '1', month: '*', dayOfWeek: '?' }], NOW, LA, NOW + 1),
    ).toBeNull();
  });

  it('every minute is every day in both, without listing a week of runs one by one in the view', () => {
    const strip = weekStrip([{ minute: '*', hour: '*', dayOfMonth: '*', month: '*', dayOfWeek: '?' }], NOW, LA);
    expect(strip?.lines).toEqual(['Local Mon Tue Wed Thu Fri Sat Sun', 'UTC   Mon Tue Wed Thu Fri Sat Sun']);
  });
});
