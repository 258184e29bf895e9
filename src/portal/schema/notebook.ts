import { z } from 'zod';
import { taskOf } from './fields.js';
import { optionalJsonText, says } from './text.js';

function yesNo(label: string) {
  return z.boolean(says(`${label}: yes or no (true or false).`)).optional();
}

/** ExecuteNotebook: every parameter is optional; the service's default for `updatePortalItem` is true. */
export const notebookParameters = z.strictObject(
  {
    updatePortalItem: yesNo('Update the notebook item'),
    saveInjectedParameters: yesNo('Save injected parameters'),
    notebookParameters: optionalJsonText('Notebook parameters', 'object', '{"year": 2026}'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Notebook settings: unknown ${issue.keys.join(', ')}; the settings are updatePortalItem, saveInjectedParameters and notebookParameters.`
        : 'Notebook settings: an object with updatePortalItem, saveInjectedParameters and notebookParameters.',
  },
);

export const notebookSchema = taskOf({
  type: z.literal('ExecuteNotebook'),
  parameters: notebookParameters.optional(),
});
