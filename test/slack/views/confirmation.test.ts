import type { ModalView, SectionBlock } from '@slack/types';
import { describe, expect, it } from 'vitest';
import type { TaskRequest } from '../../../src/portal/schema/task.js';
import type { Confirmation } from '../../../src/requests/types.js';
import { schedulePhrase } from '../../../src/schedule/engine.js';
import { CALLBACK } from '../../../src/slack/ids.js';
import { roleConfirmation, taskConfirmation } from '../../../src/slack/views/confirmation.js';
import { readConfirmMetadata } from '../../../src/slack/views/metadata.js';
import { dayRanges, weekStrip } from '../../../src/slack/views/time.js';
import {
  ALL_TYPES,
  DETAILS,
  ITEM,
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

const PORTAL = new URL('https://gis.example.org/portal/sharing/rest');
const PAGE = `https://gis.example.org/portal/home/item.html?id=${ITEM}`;

/** The text of the blocks before the divider (what a person reads) and after it (the small print). */
function parts(view: ModalView): { lead: string; first: string; small: string } {
  const cut = view.blocks.findIndex((b) => b.type === 'divider');
  const before = { ...view, blocks: view.blocks.slice(0, cut) };
  const after = { ...view, blocks: view.blocks.slice(cut) };
  const first = view.blocks[1];
  const firstText = first?.type === 'section' ? ((first as SectionBlock).text?.text ?? '') : '';
  return { lead: text(before), first: firstText, small: text(after) };
}

describe('taskConfirmation: every weekday 7pm Pacific, compiled on Monday March 2, 2026', () => {
  const c = taskConfirmationFor(WEEKDAYS_7PM, DETAILS.ExecuteNotebook);
  const view = taskConfirmation(c, { zone: LA, channel: 'C42', portal: PORTAL, notifyChannel: 'C0TEAM' });
  const shown = text(view);
  const { lead, first, small } = parts(view);

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

  it('leads with when, in words, and the first run', () => {
    expect(first).toBe('*Every weekday at 7:00 PM Pacific Time* · first run Mon, Mar 2 at 7:00 PM');
  });

  it('then what: the name, what it does, the item linked to its page, the settings', () => {
    expect(lead).toContain('*Nightly notebook* · Run a notebook');
    expect(lead).toContain(`*Item:* <${PAGE}|${ITEM}>`);
    expect(lead).toContain('*Parameters:* `{"year":2026}`');
    expect(lead).toContain('Updates the notebook item after each run.');
  });

  it('says daylight saving from the person’s side, and marks the runs it moves', () => {
    expect(lead).toContain(':warning: *Daylight saving.* From Mar 8 to Nov 1, 2026 this runs at 8:00 PM, not 7:00 PM.');
    expect(lead).toContain('• Fri, Mar 6 at 7:00 PM\n');
    // the clocks go forward on Sunday, March 8: Monday's run is an hour late, and marked
    expect(lead).toContain('• Mon, Mar 9 at 8:00 PM :warning: later: daylight saving');
    expect(lead).not.toContain('Fri, Mar 6 at 7:00 PM :warning:');
  });

  it('keeps the machinery to the small print after the divider: fields, type id, account, channel, expiry', () => {
    for (const machinery of ['`0 3 ? * 3-7`', '`ExecuteNotebook`', 'alice_portal', '<#C0TEAM>', 'Tue–Sat']) {
      expect(lead).not.toContain(machinery);
      expect(small).toContain(machinery);
    }
    expect(small).toContain('Created as *alice_portal* on the portal. <#C0TEAM> is told once it exists.');
    expect(small).toContain('Mon–Fri in America/Los_Angeles is Tue–Sat in UTC');
    expect(small).toContain('You wrote “every weekday 7pm Pacific”, read in America/Los_Angeles.');
    expect(small).toContain('Nothing has been sent yet. Confirm by Mar 2, 2026, 4:15 AM PST');
    expect(
      view.blocks.slice(view.blocks.findIndex((b) => b.type === 'divider') + 1).every((b) => b.type === 'context'),
    ).toBe(true);
  });

  it('says how the bot signs in nowhere', () => {
    expect(shown).not.toContain('your portal sign-in');
  });
});

describe('taskConfirmation, other schedules', () => {
  it('several tasks: why, in words, before any field', () => {
    const c = taskConfirmationFor({ phrase: '30th of every month at 7pm', zone: LA }, DETAILS.ExecuteWorkflowManager);
    expect(c.tasks).toHaveLength(2);
    const view = taskConfirmation(c, { zone: LA });
    expect(violations(view, 'modal')).toEqual([]);
    expect(view.title.text).toBe('Confirm tasks');
    const { lead, small } = parts(view);
    expect(lead).toContain('Create these 2 scheduled tasks?');
    expect(lead).toContain(
      ':information_source: *2 tasks.* 7:00 PM on the 30th is 2:00 AM UTC on the next day, and which day of the month that is depends on the month’s length. Two tasks together run exactly on the 30th.',
    );
    expect(small).toContain('Task 1: `0 2 31 * ?`');
    expect(small).toContain('Task 2: `0 2 1 5,7,10,12 ?`');
  });

  it('no week strip for a month day or a weekday of the month: only for weekly patterns', () => {
    for (const phrase of ['30th of every month at 7pm', 'first Monday of the month at 8am']) {
      const shown = text(taskConfirmation(taskConfirmationFor({ phrase, zone: LA }), { zone: LA }));
      expect(shown).not.toMatch(/(Mon|Tue|Wed|Thu|Fri|Sat|Sun|every day)[^ ]* in (America|UTC)/);
    }
  });

  it('frequent schedules say how often instead of five runs on one morning', () => {
    const c = taskConfirmationFor({ phrase: 'every 15 minutes from 9am to 5pm on weekdays', zone: LA });
    const { lead } = parts(taskConfirmation(c, { zone: LA }));
    expect(lead).toContain('*How often:* 33 runs a day, 9:00 AM to 5:00 PM, Mon–Fri.');
    expect(lead).not.toContain('• Mon, Mar 2 at 9:15 AM');
    expect(lead).toContain('every run is an hour later (10:00 AM, not 9:00 AM)');
  });

  it('a reader in another zone sees their own time first, the schedule’s beside it', () => {
    const c = taskConfirmationFor({ phrase: 'every weekday 7pm Pacific', zone: 'Europe/Berlin' });
    const { first, lead } = parts(taskConfirmation(c, { zone: 'Europe/Berlin' }));
    expect(first).toBe(
      '*Every weekday at 7:00 PM Pacific Time* · first run Tue, Mar 3 at 4:00 AM CET your time (Mon, Mar 2 at 7:00 PM PST)',
    );
    expect(lead).toContain('*Next runs, your time first:*');
    expect(lead).toContain('• Tue, Mar 3 at 4:00 AM CET · Mon, Mar 2 at 7:00 PM PST');
    // the daylight saving sentence is on the schedule's clock, and says which clock that is
    expect(lead).toContain('this runs at 8:00 PM Pacific Time, not 7:00 PM.');
  });

  it('a reader on the schedule’s own clock is not told its name again', () => {
    const c = taskConfirmationFor({ phrase: 'every weekday 7pm Pacific', zone: LA });
    expect(text(taskConfirmation(c, { zone: LA }))).toContain('this runs at 8:00 PM, not 7:00 PM.');
  });

  it('a schedule that names UTC says UTC once per time, and no days “in UTC and in UTC”', () => {
    const c = taskConfirmationFor({ phrase: 'every day at 6am UTC', zone: 'UTC' });
    const shown = text(taskConfirmation(c, { zone: 'UTC' }));
    expect(shown).not.toContain('then UTC');
    expect(shown).not.toContain('in UTC and in UTC');
    expect(shown).toContain('• Tue, Mar 3 at 6:00 AM\n');
    const la = text(taskConfirmation(c, { zone: LA }));
    expect(la).toContain('• Mon, Mar 2 at 10:00 PM PST · Tue, Mar 3 at 6:00 AM UTC');
  });

  it('typed UTC fields: their description leads, the runs in the person’s zone', () => {
    const c = taskConfirmationFor(
      { fields: { minute: '30', hour: '1', dayOfMonth: '?', month: '*', dayOfWeek: '2,4' }, zone: LA },
      DETAILS.ExecuteNotebook,
    );
    const view = taskConfirmation(c, { zone: LA });
    const { first, small, lead } = parts(view);
    expect(first).toContain('*At 01:30 AM, only on Monday and Wednesday (UTC)* · first run Tue, Mar 3 at 5:30 PM');
    expect(lead).toContain('• Sun, Mar 8 at 6:30 PM\n');
    expect(small).toContain('Typed as UTC fields; times shown in America/Los_Angeles.');
    expect(small).not.toContain('You wrote');
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
    expect(text(view)).toContain('it never runs: these fields match no date');
    expect(text(view)).toContain(':warning: *Never runs.*');
  });

  it('summarises each type’s settings in words', () => {
    const expected: Record<string, string[]> = {
      ExecuteSceneCook: [
        `*Scene service:* \`${SCENE_URL}\``,
        '*Layers:* all · *Update:* Update the cache with the latest edits. (`PARTIAL_UPDATE_NODES`) · 2 caching instances',
      ],
      ExecuteReport: ['*Report:* Activity, weekly'],
      UpdateAnalyticsWorkbook: ['*Parameters:* `{"refresh":"all"}`'],
      ExecuteWorkflowManager: [],
      ExecuteNotebook: ['*Parameters:* `{"year":2026}`'],
    };
    for (const type of ALL_TYPES) {
      const view = taskConfirmation(taskConfirmationFor(WEEKDAYS_7PM, DETAILS[type]), { zone: LA });
      expect(violations(view, 'modal')).toEqual([]);
      for (const line of expected[type] ?? []) expect(text(view)).toContain(line);
    }
    const report = text(taskConfirmation(taskConfirmationFor(WEEKDAYS_7PM, DETAILS.ExecuteReport), { zone: LA }));
    expect(report).not.toContain('*Item:*');
  });

  it('people’s text is inert mrkdwn: a title cannot mention a channel', () => {
    const c = taskConfirmationFor(WEEKDAYS_7PM, { ...DETAILS.ExecuteNotebook, title: '<!channel> & <@U123>' });
    const shown = text(taskConfirmation(c, { zone: LA }));
    expect(shown).toContain('&lt;!channel&gt; &amp; &lt;@U123&gt;');
    expect(shown).not.toContain('<!channel>');
  });

  it('an item title from the portal is linked, inert, and cannot break the link', () => {
    const c = { ...taskConfirmationFor(WEEKDAYS_7PM), item: { id: ITEM, title: 'Sales | <b> & co', type: 'Notebook' } };
    const shown = text(taskConfirmation(c, { zone: LA, portal: PORTAL }));
    expect(shown).toContain(`*Item:* <${PAGE}|Sales ¦ &lt;b&gt; &amp; co>`);
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

  it('a hand-built confirmation from the engine alone: not exact is said, the days explained', () => {
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
      item: null,
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
    expect(shown).toContain('Mon–Fri in America/Los_Angeles is Tue–Sat in UTC');
    expect(shown).toContain(':warning: *Not exact.*');
    expect(shown).toContain('Created as *svc_bot* on the portal.');
  });
});

describe('roleConfirmation', () => {
  it('shows the name and the description first, the account small; role_confirm with Create', () => {
    const view = roleConfirmation(roleConfirmationFor(), { zone: LA, notifyChannel: 'C0TEAM' });
    expect(violations(view, 'modal')).toEqual([]);
    expect(view.callback_id).toBe(CALLBACK.roleConfirm);
    expect(view.submit?.text).toBe('Create');
    const { first, small } = parts(view);
    expect(first).toBe('*Field Editors*\nEdits field data');
    expect(small).toContain('Created as *alice_portal* on the portal. <#C0TEAM> is told once it exists.');
    expect(readConfirmMetadata(view.private_metadata ?? '')).toEqual({ requestId: 'req-role-1', zone: LA });
  });

  it('dates are in the person’s zone, not UTC', () => {
    const shown = text(roleConfirmation(roleConfirmationFor(), { zone: LA }));
    expect(shown).toContain('Confirm by Mar 2, 2026, 4:15 AM PST');
    expect(shown).not.toContain('UTC');
  });

  it('a role without a description says so', () => {
    expect(text(roleConfirmation(roleConfirmationFor({ name: 'Viewers Plus' }), { zone: LA }))).toContain(
      '_No description._',
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
