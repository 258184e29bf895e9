import type { SlackDeps } from '../deps.js';
import type { ConfirmationOptions } from '../views/confirmation.js';

/** What every confirmation shows besides the request: the person's zone, the portal's pages, the team channel. */
export function confirmationOptions(deps: SlackDeps, zone: string): ConfirmationOptions {
  return {
    zone,
    portal: deps.portal.base,
    ...(deps.notifyChannel ? { notifyChannel: deps.notifyChannel } : {}),
    ...(deps.followLeadDays === undefined ? {} : { followLeadDays: deps.followLeadDays }),
  };
}
