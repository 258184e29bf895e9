import { resolve } from 'node:path';
import { PasswordTokenSource } from '../portal/tokens/password.js';
import { Policy } from '../requests/policy.js';
import type { IdentityPort } from '../requests/types.js';
import { Workflow } from '../requests/workflow.js';
import { Secret } from '../secret.js';
import { ALICE, NAMES, PORTAL_USER, REFERENCE, screens, TEAM, taskId } from '../slack/preview/fixtures.js';
import { type GalleryEntry, writeGallery } from '../slack/preview/gallery.js';
import type { Screen } from '../slack/preview/screen.js';
import { ScriptedPortal } from '../slack/preview/scripted-portal.js';
import { openStore } from '../store/open.js';

interface Out {
  write(s: string): unknown;
}

export const DEFAULT_OUT = 'preview';

/** Who the mentions name, and the reader's "now" (the instant the screens were made at). */
export const GALLERY_OPTIONS = { names: NAMES, now: REFERENCE };

/**
 * Every screen of the gallery, made by the app's own workflow (a throwaway SQLite store, a portal answered from a
 * script, a clock fixed at the reference instant) and the app's own builders: the wiring `main.ts` does for the bot,
 * done here for the gallery.
 */
export async function galleryScreens(): Promise<Screen[]> {
  const clock = { now: REFERENCE };
  const store = await openStore({ sqlitePath: ':memory:' });
  try {
    const portal = new ScriptedPortal({ now: () => clock.now, username: PORTAL_USER });
    const tokens = new PasswordTokenSource(portal, {
      username: PORTAL_USER,
      password: new Secret('never sent'),
      now: () => clock.now,
    });
    const identity: IdentityPort = {
      mode: 'service-account',
      tokensFor: async () => ({ tokens, portalUser: PORTAL_USER }),
    };
    let n = 0;
    const policy = new Policy({ team: TEAM, mode: 'service-account', roleUsers: [ALICE.user], admins: [ALICE.user] });
    const workflow = new Workflow({
      store,
      client: portal,
      identity,
      policy,
      instance: 'preview:1',
      now: () => clock.now,
      newId: () => `7e1f0c3a-5b2d-4e8f-9a6c-${(++n).toString().padStart(12, '0')}`,
      // the gallery draws the confirmation of a change of a followed schedule; it never confirms one
      retire: async () => ({ failed: 0 }),
    });
    return await screens({ workflow, portal, clock, policy, identity, taskId });
  } finally {
    await store.close();
  }
}

/** `portal-ops preview [--out dir]`: the gallery as HTML pages, one per screen, and an index. */
export async function runPreview(args: readonly string[], out: Out, err: Out): Promise<number> {
  let dir = DEFAULT_OUT;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--out' && args[i + 1] !== undefined) dir = args[++i] as string;
    else if (a?.startsWith('--out=')) dir = a.slice('--out='.length);
    else {
      err.write(`portal-ops preview: unknown argument "${a}".\nUsage: portal-ops preview [--out <dir>]\n`);
      return 2;
    }
  }
  const target = resolve(dir);
  const entries: GalleryEntry[] = writeGallery(target, await galleryScreens(), GALLERY_OPTIONS);
  const over = entries.filter((e) => e.problems.length > 0);
  out.write(`Wrote ${entries.length} screens and index.html to ${target}\n`);
  for (const e of over) err.write(`${e.id}: ${e.problems.join('; ')}\n`);
  return over.length > 0 ? 1 : 0;
}
