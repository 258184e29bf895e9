import { describe, expect, it } from 'vitest';
import type { RequestOutcome } from '../../../src/requests/types.js';
import { OUTCOME_ACTION } from '../../../src/slack/ids.js';
import { checkNow, outcomeMessage } from '../../../src/slack/views/outcome.js';
import type { Candidate, RequestRecord, RequestState, SubResult } from '../../../src/store/types.js';
import { DETAILS, NOW, recordOf, taskConfirmationFor } from './fixtures.js';
import { allText, violations } from './limits.js';

const ID = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

function outcomeOf(state: RequestState, results: readonly SubResult[], title = 'Nightly notebook'): RequestOutcome {
  const c = taskConfirmationFor(
    { phrase: 'every weekday 7pm Pacific', zone: 'UTC' },
    {
      ...DETAILS.ExecuteNotebook,
      title,
    },
  );
  const record: RequestRecord = recordOf(c, state, results);
  return {
    requestId: record.id,
    state,
    results,
    createdIds: results.flatMap((r) => (r.state === 'created' && r.id ? [r.id] : [])),
    record,
    fresh: true,
  };
}

function unknownWith(candidates: readonly Candidate[]): SubResult {
  return { index: 0, state: 'unknown', sentAt: NOW, unknownSince: NOW + 30_000, candidates };
}

interface Button {
  readonly action_id: string;
  readonly value: string;
  readonly text: { readonly text: string };
  readonly confirm?: unknown;
}

function buttons(m: { blocks: readonly object[] }): (Omit<Button, 'text'> & { text: string })[] {
  return (m.blocks as { type: string; elements?: Button[]; accessory?: Button }[]).flatMap((b) =>
    (b.type === 'actions' ? (b.elements ?? []) : b.accessory ? [b.accessory] : []).map((e) => ({
      ...e,
      text: e.text.text,
    })),
  );
}

describe('what the person who asked is told when a lost answer is settled', () => {
  it('a created task links to its item on the portal, when the portal is known', () => {
    const created: SubResult = { index: 0, state: 'created', id: ID, sentAt: NOW };
    const o = outcomeOf('created', [created]);
    const withPortal = allText(outcomeMessage(o, 'looking', new URL('https://gis.example.org/portal/sharing/rest')));
    expect(withPortal).toContain(`*Item:* <https://gis.example.org/portal/home/item.html?id=${o.record.item?.id}|`);
    const without = allText(outcomeMessage(o));
    expect(without).toContain(`*Item:* \`${o.record.item?.id}\``);
    expect(without).not.toContain('https://');
  });

  it('asks "Was … created?" first; each candidate has "This is mine" naming it; "send again" asks before it acts', () => {
    const m = outcomeMessage(
      outcomeOf('unknown', [unknownWith([{ id: ID, created: NOW + 2_000, label: 'Nightly notebook' }])]),
    );
    expect(violations(m, 'message')).toEqual([]);
    const first = JSON.stringify(m.blocks[0]);
    expect(first).toContain('Was “Nightly notebook” created?');
    const b = buttons(m);
    expect(b.map((x) => x.text)).toEqual(['This is mine', 'None is mine: send it again']);
    expect(b[0]?.action_id).toBe(OUTCOME_ACTION.mine);
    expect(JSON.parse(b[0]?.value ?? '')).toEqual({ r: 'req-0001', p: 0, id: ID });
    expect(JSON.parse(b[1]?.value ?? '')).toEqual({ r: 'req-0001', p: 0 });
    expect(b[1]?.confirm).toBeDefined();
    // Times in each reader's zone, UTC where the token cannot be shown.
    expect(allText(m)).toContain(`<!date^${Math.floor((NOW + 2_000) / 1000)}^{date_short_pretty} at {time}|`);
    expect(m.text).toContain('choose what happened');
  });

  it('stays within a message’s limits with many candidates (ten shown), and keeps a hostile title inert', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ id: `${i}`.padStart(32, 'a'), label: '<!channel> *x*' }));
    const m = outcomeMessage(outcomeOf('unknown', [unknownWith(many)], '<!channel> <@U123>'));
    expect(violations(m, 'message')).toEqual([]);
    expect(buttons(m).filter((x) => x.text === 'This is mine')).toHaveLength(10);
    expect(allText(m)).not.toMatch(/<!channel>|<@U123>/);
  });

  it('created: the name and what it is first, how it was settled and the ids in small print', () => {
    const m = outcomeMessage(outcomeOf('created', [{ index: 0, state: 'created', id: ID, sentAt: NOW }]), 'resend');
    expect(JSON.stringify(m.blocks[0])).toContain('“Nightly notebook” was created.');
    expect(JSON.stringify(m.blocks[0])).not.toContain(ID);
    expect(allText(m)).toContain('Sent again as you asked.');
    expect(JSON.stringify(m.blocks.at(-1))).toContain(ID);
    expect(m.text).toContain(ID);
  });

  it('not created: said plainly, with nothing to clean up', () => {
    const m = outcomeMessage(
      outcomeOf('rejected', [
        { index: 0, state: 'rejected', sentAt: NOW, error: { code: 'request.not-created', message: 'x' } },
      ]),
    );
    expect(m.text).toContain('was not created; nothing exists on the portal to clean up');
  });

  it('history’s "Check now" names the request', () => {
    const b = checkNow('req-0009') as { elements: { action_id: string; value: string }[] };
    expect(b.elements[0]?.action_id).toBe(OUTCOME_ACTION.check);
    expect(JSON.parse(b.elements[0]?.value ?? '').r).toBe('req-0009');
  });
});
