import { z } from 'zod';

/**
 * The shapes we rely on in the service's answers. Loose (`z.looseObject`): the service adds fields over time, and
 * only what we read is checked.
 */
export const infoReply = z.looseObject({
  currentVersion: z.union([z.string(), z.number()]).optional(),
  enterpriseVersion: z.string().optional(),
});

export const selfReply = z.looseObject({
  id: z.string().min(1),
  name: z.string().optional(),
  portalName: z.string().optional(),
  isPortal: z.boolean().optional(),
  portalMode: z.string().optional(),
  currentVersion: z.union([z.string(), z.number()]).optional(),
  user: z
    .looseObject({
      username: z.string().min(1),
      fullName: z.string().optional(),
      role: z.string().optional(),
      roleId: z.string().optional(),
    })
    .optional(),
});

const page = {
  total: z.number().int().nonnegative(),
  start: z.number().int().optional(),
  num: z.number().int().optional(),
  nextStart: z.number().int(),
};

export const rolesPage = z.looseObject({
  ...page,
  roles: z.array(z.looseObject({ id: z.string(), name: z.string(), description: z.string().nullish() })),
});

export const tasksPage = z.looseObject({
  ...page,
  tasks: z.array(z.looseObject({ id: z.string() })),
});

/** An item (`content/items/<id>`, and each of `search`'s results): what the picker and the confirmation show. */
export const itemReply = z.looseObject({
  id: z.string().min(1),
  title: z.string().nullish(),
  type: z.string().nullish(),
  owner: z.string().nullish(),
  snippet: z.string().nullish(),
  modified: z.number().nullish(),
  url: z.string().nullish(),
});

/** A page of `search`: each result is read on its own (one odd result does not cost the others). */
export const searchPage = z.looseObject({
  ...page,
  results: z.array(z.unknown()),
});

export const createTaskReply = z.looseObject({ success: z.literal(true).optional(), taskId: z.string().min(1) });
export const createRoleReply = z.looseObject({ success: z.literal(true).optional(), id: z.string().min(1) });

export const generateTokenReply = z.looseObject({ token: z.string().min(1), expires: z.number() });

export const oauthTokenReply = z.looseObject({
  access_token: z.string().min(1).optional(),
  expires_in: z.number().optional(),
  username: z.string().optional(),
  refresh_token: z.string().min(1).optional(),
  refresh_token_expires_in: z.number().optional(),
});
