import type { App } from '@slack/bolt';
import type { View } from '@slack/types';
import { PortalOpsError } from '../../errors.js';
import { loadingView } from '../views/progress.js';

type Client = App['client'];

const TRIGGER_ERRORS = new Set(['expired_trigger_id', 'exchanged_trigger_id', 'invalid_trigger_id']);

/**
 * How long a command waits for what its modal shows before opening a placeholder instead. Slack's trigger id
 * lives 3 s; what the modal needs (the person's zone, the portal's task types) is usually cached and ready at once.
 */
export const READY_WITHIN_MS = 250;

/** `views.open` right after the ack; a trigger Slack no longer accepts becomes words ("run the command again"). */
export async function openModal(client: Client, triggerId: string, view: View): Promise<string | undefined> {
  try {
    const opened = await client.views.open({ trigger_id: triggerId, view });
    return opened.view?.id;
  } catch (e) {
    const code = (e as { data?: { error?: string } }).data?.error;
    if (code && TRIGGER_ERRORS.has(code))
      throw new PortalOpsError('slack.trigger-expired', { reason: code }, { cause: e });
    throw e;
  }
}

export interface FilledModal<T> {
  readonly title: string;
  /** What the modal is built from; usually settled already (cached). */
  readonly details: Promise<T>;
  readonly build: (details: T) => View;
  /** The view shown in place of the placeholder when `details` fails after it was opened. */
  readonly failed: (error: unknown) => View;
  readonly withinMs?: number;
}

type Settled<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

/**
 * Opens the finished modal in one call when its details are ready within a moment, which is the usual case; only
 * when they are slow does it open a placeholder while the trigger is fresh and fill it in afterwards. A failure
 * before anything opened is thrown (the caller tells the person); one after is shown in the placeholder.
 */
export async function openFilledModal<T>(client: Client, triggerId: string, modal: FilledModal<T>): Promise<void> {
  const settled: Promise<Settled<T>> = modal.details.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
  let timer: NodeJS.Timeout | undefined;
  const early = await Promise.race([
    settled,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), modal.withinMs ?? READY_WITHIN_MS);
    }),
  ]);
  clearTimeout(timer);
  if (early) {
    if (!early.ok) throw early.error;
    await openModal(client, triggerId, modal.build(early.value));
    return;
  }
  const viewId = await openModal(client, triggerId, loadingView(modal.title));
  if (!viewId) return;
  const late = await settled;
  let view: View;
  try {
    view = late.ok ? modal.build(late.value) : modal.failed(late.error);
  } catch (e) {
    view = modal.failed(e);
  }
  try {
    await client.views.update({ view_id: viewId, view });
  } catch (e) {
    // The person closed the placeholder meanwhile: there is nothing left to show.
    if ((e as { data?: { error?: string } }).data?.error === 'not_found') return;
    // Otherwise the placeholder would keep saying "Loading…": put the failure there if Slack lets us, else throw
    // so the caller tells the person.
    const shown = await client.views.update({ view_id: viewId, view: modal.failed(e) }).then(
      () => true,
      () => false,
    );
    if (!shown) throw e;
  }
}
