import type { SignIn } from '../identity/sign-in.js';
import type { Logger } from '../log.js';
import type { TaskDesk } from '../operations/tasks/desk.js';
import type { PortalClient } from '../portal/client.js';
import type { Policy } from '../requests/policy.js';
import type { IdentityPort } from '../requests/types.js';
import type { Workflow } from '../requests/workflow.js';
import type { Person } from '../store/types.js';
import type { AfterAck } from './after-ack.js';

/** What the listeners need; built once in main.ts. */
export interface SlackDeps {
  readonly workflow: Workflow;
  /** The tasks as people see and change them (Home tab, `/portal tasks`, the task buttons). */
  readonly tasks: TaskDesk;
  readonly portal: PortalClient;
  readonly identity: IdentityPort;
  readonly policy: Policy;
  /** Per-person mode: the sign-in flow (`/portal login`); undefined with a service account. */
  readonly signIn: Pick<SignIn, 'start'> | undefined;
  /** Per-person mode: forget a person's link (`/portal logout`). */
  readonly unlink: ((person: Person) => Promise<boolean>) | undefined;
  readonly notifyChannel: string | undefined;
  /** FOLLOW_LEAD_DAYS, for the confirmation's words on schedules that follow daylight saving (default 7). */
  readonly followLeadDays?: number;
  readonly log: Logger;
  readonly now: () => number;
  /** Work after an ack takes its turn here (behind unanswered requests); a clean shutdown waits for it. */
  readonly afterAck: AfterAck;
}
