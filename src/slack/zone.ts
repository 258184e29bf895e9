import type { App } from '@slack/bolt';
import { IANAZone } from 'luxon';

type Client = App['client'];

const TTL_MS = 10 * 60_000;
/** At most this many people remembered; the longest remembered is forgotten first. */
const MAX_PEOPLE = 10_000;

/** Whether this runtime knows each zone asked about so far: asking Intl costs a formatter every time. */
const validity = new Map<string, boolean>();

export function isKnownZone(zone: string): boolean {
  let known = validity.get(zone);
  if (known === undefined) {
    known = IANAZone.isValidZone(zone);
    // Names come from Slack, a few hundred at most; anything beyond is asked again rather than remembered.
    if (validity.size < 1_000) validity.set(zone, known);
  }
  return known;
}

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
      if (tz && isKnownZone(tz)) zone = tz;
    } catch {
      // users.info failing is not a reason to refuse the command; UTC is said out loud in the modal.
    }
    this.#cache.delete(user);
    this.#cache.set(user, { zone, at: this.now() });
    if (this.#cache.size > this.maxPeople) this.#cache.delete(this.#cache.keys().next().value as string);
    return zone;
  }

  /** Those of `zones` this runtime knows, each looked up now (start-up warms the zone tables with them). */
  known(zones: readonly string[]): string[] {
    return zones.filter(isKnownZone);
  }
}
