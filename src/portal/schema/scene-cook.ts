import { z } from 'zod';
import { checkServiceUrl, type ServiceUrlPolicy } from '../ssrf.js';
import { taskOf } from './fields.js';
import { jsonText, says } from './text.js';

/** The update modes a scene-cook task accepts, each with a plain description for the modal's select. */
export const UPDATE_MODES = [
  { value: 'RECREATE_ALL_NODES', description: 'Rebuild the whole cache.' },
  { value: 'PARTIAL_UPDATE_NODES', description: 'Update the cache with the latest edits.' },
  { value: 'PARTIAL_UPDATE_ATTRIBUTES', description: 'Update attributes only; geometry stays as cached.' },
] as const;

export type UpdateMode = (typeof UPDATE_MODES)[number]['value'];

const URL_EXAMPLE = 'https://portal.example.com/server/rest/services/Hosted/City/SceneServer';
const INSTANCES = 'Caching instances: a whole number, 1 or more, e.g. 2 (the documentation recommends 2).';
const MODES = UPDATE_MODES.map((m) => m.value);

/**
 * `service_url` is a URL the service will call: it passes the SSRF rule (`checkServiceUrl`) and is replaced by its
 * parsed form, so what was checked is exactly what is sent.
 */
function serviceUrl(policy: ServiceUrlPolicy) {
  const required = `Scene service URL: required, e.g. ${URL_EXAMPLE}.`;
  return z
    .string(says(required))
    .trim()
    .transform((raw, ctx) => {
      const checked = raw === '' ? null : checkServiceUrl(raw, policy);
      if (checked?.ok) return checked.url.href;
      ctx.addIssue({
        code: 'custom',
        message: checked === null ? required : `Scene service URL: ${checked.message}`,
        input: raw,
        params: { reason: checked === null ? 'missing' : checked.reason },
      });
      return z.NEVER;
    });
}

export function sceneCookParameters(policy: ServiceUrlPolicy) {
  return z.strictObject(
    {
      service_url: serviceUrl(policy),
      num_of_caching_service_instances: z.int({ error: INSTANCES }).min(1, INSTANCES),
      // The seed: `layer` is a string holding a JSON object.
      layer: jsonText('Layers', 'object', '{} for all layers'),
      update_mode: z.enum(MODES, { error: `Update mode: one of ${MODES.join(', ')}.` }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Scene cook settings: unknown ${issue.keys.join(', ')}; the settings are service_url, num_of_caching_service_instances, layer and update_mode.`
          : 'Scene cook settings: required (scene service URL, caching instances, layers and update mode).',
    },
  );
}

export function sceneCookSchema(policy: ServiceUrlPolicy) {
  return taskOf({
    type: z.literal('ExecuteSceneCook'),
    parameters: sceneCookParameters(policy),
  });
}
