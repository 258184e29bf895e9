import type { TaskInput, TaskRequest } from '../../portal/schema/task.js';
import type { CreationWindow, TaskMatches } from '../../portal/tasks.js';
import type { TokenSource } from '../../portal/tokens/source.js';
import type { FollowedPeriod, FollowedSchedule } from '../../store/types.js';

/** What the follower asks of the portal (`PortalClient` has it all; a structural subset so tests may wrap it). */
export interface FollowPortal {
  createTask(tokens: TokenSource, userName: string, input: TaskInput | TaskRequest): Promise<{ taskId: string }>;
  findTasks(
    tokens: TokenSource,
    userName: string,
    input: TaskInput | TaskRequest,
    options?: { window?: CreationWindow },
  ): Promise<TaskMatches>;
  disableTask(tokens: TokenSource, userName: string, taskId: string): Promise<{ taskId: string }>;
  enableTask(tokens: TokenSource, userName: string, taskId: string): Promise<{ taskId: string }>;
  deleteTask(tokens: TokenSource, userName: string, taskId: string): Promise<{ taskId: string }>;
}

/** The account a schedule's tasks are created with: its tokens and portal user. */
export interface FollowActing {
  readonly tokens: TokenSource;
  readonly portalUser: string;
}

/** How a schedule's account is had (the service account, or its person's link); undefined when it is not usable. */
export interface FollowAccounts {
  actingFor(schedule: FollowedSchedule): Promise<FollowActing | undefined>;
}

/**
 * Tells the schedule's owner and the team channel (the Slack side implements it) that a period's tasks are still
 * not created close to its change. Called once per period; the channel hears nothing of routine steps.
 */
export interface FollowNotifier {
  periodFailing(schedule: FollowedSchedule, period: FollowedPeriod, words: string): Promise<void>;
}
