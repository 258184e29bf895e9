import type { App } from '@slack/bolt';
import { IANAZone } from 'luxon';

type Client = App['client'];

const TTL_MS = 10 * 60_000;
/** At most this many people remembered; the longest remembered is forgotten first. */
const MAX_PEOPLE = 10_000;

/**
 * A person's IANA time zone from `users.info` (never the offset: it changes with DST), cached briefly. Falls back
 * to UTC when Slack does not say or names a zone unknown here, so a schedule is still read, and the modal says which zone it used.
 */
export class Zones {
  readonly #cache = new Map<string, { zone: string; at: number }>();

  constructor(
    private readonly now: () => number,
    private readonly maxPeople = MAX_PEOPLE,
  ) {}

  async of(client: Client, user: string): Promise<string> {
    const hit = this.#cache.get(user);
    if (hit && this.now() - hit.at < TTL_MS) return hit.zone;
    let zone = 'UTC';
    try {
      const info = await client.users.info({ user });
      const tz = info.user?.tz;
      // Only a zone the schedule engine can read: anything else would fail later, at the submission.
      if (tz && IANAZone.isValidZone(tz)) zone = tz;
    } catch {
      // users.info failing is not a reason to refuse the command; UTC is said out loud in the modal.
    }
    this.#cache.delete(user);
    this.#cache.set(user, { zone, at: this.now() });
    if (this.#cache.size > this.maxPeople) this.#cache.delete(this.#cache.keys().next().value as string);
    return zone;
  }
}
