import { isPortalOpsError, type PortalOpsError } from '../../src/errors.js';

/** The PortalOpsError a call ends with; anything else (success, another error) fails the test. */
export async function failure(p: Promise<unknown>): Promise<PortalOpsError> {
  try {
    await p;
  } catch (e) {
    if (isPortalOpsError(e)) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}
