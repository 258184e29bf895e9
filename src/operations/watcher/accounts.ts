import type { Acting } from '../../identity/accounts.js';
import type { TokenSource } from '../../portal/tokens/source.js';
import type { Person, RequestStore, WatchStore } from '../../store/types.js';
import type { TaskOwners, WatchedAccount, WatchedAccounts } from './ports.js';

/** The account key of the service account (one per deployment). */
export const SERVICE_KEY = 'service';

/** A person's account key: stable across restarts, whatever portal user they link. */
export function personKey(p: Person): string {
  return `${p.team}:${p.user}`;
}

/** With a service account: the one account, whose username the portal tells once. */
export function serviceAccountWatch(account: { tokens: TokenSource; portalUser(): Promise<string> }): WatchedAccounts {
  return {
    async list() {
      return [{ key: SERVICE_KEY, userName: await account.portalUser(), tokens: account.tokens }];
    },
  };
}

/**
 * Per person: each linked person's own account, as their token source (renewed and stored as for their
 * requests). A link that no longer works (expired, unreadable) is left out until the person signs in again.
 */
export function linkedPeopleWatch(
  watch: Pick<WatchStore, 'linkedPeople'>,
  identity: { tokensFor(person: Person): Promise<Acting | undefined> },
): WatchedAccounts {
  return {
    async list() {
      const out: WatchedAccount[] = [];
      for (const person of await watch.linkedPeople()) {
        const acting = await identity.tokensFor(person);
        if (acting)
          out.push({ key: personKey(person), userName: acting.portalUser, tokens: acting.tokens, owner: person });
      }
      return out;
    },
  };
}

/** The person who created each task through the bot: the request that owns the created id. */
export function requestOwners(requests: Pick<RequestStore, 'owners' | 'get'>): TaskOwners {
  return {
    async of(taskIds) {
      const out = new Map<string, Person>();
      if (taskIds.length === 0) return out;
      const owned = await requests.owners('task', taskIds);
      for (const [taskId, { requestId }] of owned) {
        const r = await requests.get(requestId);
        if (r) out.set(taskId, { team: r.team, user: r.user });
      }
      return out;
    },
  };
}
