import { z } from 'zod';

const TASK_ID = 'a task id: letters, digits, - or _ (up to 64), as the portal gives it, e.g. 32 hex characters.';

/**
 * A task id as it can appear in a path. The service's ids are 32 hex characters; anything with other characters
 * (`.` or `..` would move the path even percent-encoded) is refused rather than sent. Case is kept: we do not know
 * that every portal reads ids without it.
 */
export const taskId = z
  .string({ error: `Task id: required; ${TASK_ID}` })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, `Task id: ${TASK_ID}`);
