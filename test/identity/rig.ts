import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { Accounts } from '../../src/identity/accounts.js';
import { SignIn, type SignInOptions, type SignInPortal } from '../../src/identity/sign-in.js';
import { Vault } from '../../src/identity/vault.js';
import type { PortalClient } from '../../src/portal/client.js';
import { Secret } from '../../src/secret.js';
import { openStore } from '../../src/store/open.js';
import type { LinkStore, Person, SignInStore, Store } from '../../src/store/types.js';
import { fixedKey } from '../support/keys.js';
import { type PortalRig, portalRig } from '../support/portal.js';

export const ADA: Person = { team: 'T0001', user: 'U0ADA' };
export const MAX: Person = { team: 'T0001', user: 'U0MAX' };
export const CLIENT_ID = 'portal-ops';
export const REDIRECT = 'http://127.0.0.1:9/portal/oauth/callback';

export interface IdentityRig {
  readonly portal: PortalRig;
  readonly dir: string;
  readonly sqlitePath: string;
  readonly store: Store;
  /** The store's links, always the current store's. */
  readonly links: LinkStore;
  readonly vaultKey: Buffer;
  readonly vault: Vault;
  readonly stateKey: Secret;
  /** What reached the sign-in store, in order: `put`, `consume`. */
  readonly signInCalls: string[];
  readonly signIn: SignIn;
  readonly accounts: Accounts;
  /** Closes the store and opens the same file again (a restart, or to read the file at rest). */
  reopen(): Promise<void>;
  /** Every byte of the database's files (main, WAL, shared memory), with the store closed. */
  rawBytes(): Promise<Buffer>;
}

const open: { dir: string; store: () => Store }[] = [];

afterEach(async () => {
  for (const r of open.splice(0)) {
    await r.store().close();
    await rm(r.dir, { recursive: true, force: true });
  }
});

/** The emulator, a real SQLite file in a temp dir, a vault, the sign-in and the accounts, all on the portal's clock. */
export async function identityRig(
  signInOptions: Partial<SignInOptions> = {},
  /** The portal as the sign-in sees it (default: the rig's client itself). */
  clientFor: (client: PortalClient) => SignInPortal = (client) => client,
): Promise<IdentityRig> {
  const portal = await portalRig();
  const dir = await mkdtemp(join(tmpdir(), 'portal-ops-identity-'));
  const sqlitePath = join(dir, 'portal-ops.sqlite');
  const vaultKey = fixedKey('identity rig vault');
  const vault = new Vault(new Secret(vaultKey.toString('base64')));
  const stateKey = new Secret(fixedKey('identity rig state').toString('base64url'));
  const signInCalls: string[] = [];
  const now = () => portal.clock.now;
  const held = { store: await openStore({ sqlitePath }) };
  open.push({ dir, store: () => held.store });
  // The real store, always the current one (reopen swaps it), with the sign-in calls counted on the way.
  const signIns: SignInStore = {
    put(state) {
      signInCalls.push('put');
      return held.store.signIns.put(state);
    },
    consume(id, at) {
      signInCalls.push('consume');
      return held.store.signIns.consume(id, at);
    },
  };
  const links: LinkStore = {
    get: (p) => held.store.links.get(p),
    put: (l) => held.store.links.put(l),
    replace: (l, r) => held.store.links.replace(l, r),
    delete: (p) => held.store.links.delete(p),
  };
  const reopen = async () => {
    await held.store.close();
    held.store = await openStore({ sqlitePath });
  };
  return {
    portal,
    dir,
    sqlitePath,
    get store() {
      return held.store;
    },
    vaultKey,
    vault,
    stateKey,
    signInCalls,
    signIn: new SignIn({
      client: clientFor(portal.client),
      store: { links, signIns },
      vault,
      stateKey,
      clientId: CLIENT_ID,
      redirectUri: REDIRECT,
      now,
      ...signInOptions,
    }),
    accounts: new Accounts({ client: portal.client, links, vault, clientId: CLIENT_ID, now }),
    links,
    reopen,
    async rawBytes() {
      await held.store.close();
      const files = (await readdir(dir)).sort();
      const bytes = Buffer.concat(await Promise.all(files.map((f) => readFile(join(dir, f)))));
      held.store = await openStore({ sqlitePath });
      return bytes;
    },
  };
}

export { signInAtPortal } from '../support/portal.js';

/** The emulator's accounts: [ada_admin, max_member]. */
export function accountsOf(rig: IdentityRig) {
  const [admin, member] = rig.portal.emulator.users;
  if (!admin || !member) throw new Error('the emulator should have an admin and a member');
  return { admin, member };
}
