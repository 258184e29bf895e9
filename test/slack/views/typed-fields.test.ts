import { describe, expect, it } from 'vitest';
import { taskConfirmation } from '../../../src/slack/views/confirmation.js';
import { DETAILS, LA, taskConfirmationFor } from './fixtures.js';
import { allText, violations } from './limits.js';

const typed = (dayOfWeek: string) => ({
  fields: { minute: '0', hour: '9', dayOfMonth: '?', month: '*', dayOfWeek },
  zone: LA,
});

describe('typed fields in the confirmation view', () => {
  it('a day of week numbered the Unix way is shown with both readings', () => {
    const view = taskConfirmation(taskConfirmationFor(typed('1-5'), DETAILS.ExecuteNotebook), { zone: LA });
    expect(violations(view, 'modal')).toEqual([]);
    const text = allText(view);
    expect(text).toContain('*Day numbering.*');
    expect(text).toContain(
      'In this dialect day of week 1-5 is Sunday–Thursday (1 = Sunday); for Monday–Friday, as in Unix cron, write 2-6.',
    );
  });

  it('Quartz numbering says nothing of Unix', () => {
    const view = taskConfirmation(taskConfirmationFor(typed('2-6'), DETAILS.ExecuteNotebook), { zone: LA });
    expect(allText(view)).not.toContain('Unix');
  });
});
