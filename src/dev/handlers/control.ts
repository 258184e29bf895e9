import { errorReply, json, type Reply } from '../responses.js';
import { parseRunFault } from '../run-faults.js';
import type { Scheduler } from '../scheduler.js';

/** The prefix of the emulator's own control paths, beside the service's `/sharing/rest`. */
export const CONTROL_PATH = '/emulator';

const WHOLE = /^\d{1,15}$/;

/**
 * `POST /emulator/tasks/<taskId|*>/run-faults` with `fault=fail; times=3` | `fault=fail; probability=0.25; seed=7` |
 * `fault=none` (and an optional `result`: the failed runs' words); `GET|POST /emulator/clock` with `advanceBy=<ms>`
 * or `advanceTo=<epoch ms>`. For a person trying the bot (curl) and for tests of other processes; no token: the
 * emulator is local.
 */
export function control(method: string, segments: readonly string[], form: URLSearchParams, s: Scheduler): Reply {
  const [a, b, c, ...rest] = segments;
  if (a === 'tasks' && b !== undefined && c === 'run-faults' && rest.length === 0) {
    if (method !== 'POST') return errorReply(405, 'Method not supported: POST only.');
    const rule = parseRunFault(form.get('fault') ?? '');
    if (rule === 'none') {
      s.faults.clear(b);
      return json({ success: true, taskId: b, fault: 'none' });
    }
    if (typeof rule === 'string') return errorReply(400, 'Bad run fault.', { details: [rule] });
    const result = form.get('result');
    s.faults.set(b, { ...rule, ...(result ? { result } : {}) });
    return json({ success: true, taskId: b, fault: rule });
  }
  if (a === 'clock' && b === undefined) {
    const by = form.get('advanceBy');
    const to = form.get('advanceTo');
    let fired = 0;
    if (by !== null || to !== null) {
      if (method !== 'POST') return errorReply(405, 'Method not supported: moving the clock takes POST.');
      const text = by ?? to ?? '';
      if (!WHOLE.test(text)) return errorReply(400, `Not a number of milliseconds: "${text}".`);
      try {
        fired = by !== null ? s.advanceBy(Number(by)) : s.advanceTo(Number(to));
      } catch (e) {
        return errorReply(400, e instanceof Error ? e.message : String(e));
      }
    }
    const now = s.now();
    return json({ now, iso: new Date(now).toISOString(), fired });
  }
  return errorReply(400, 'Not an emulator control path.', {
    details: ['POST /emulator/tasks/<taskId>/run-faults', 'GET|POST /emulator/clock'],
  });
}
