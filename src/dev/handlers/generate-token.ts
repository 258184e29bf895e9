import { type EmulatorRequest, param, type Services } from '../context.js';
import { errorReply, json, type Reply } from '../responses.js';

const DEFAULT_MINUTES = 120;
/** Fourteen days: longer requests are cut to it, as the service does. */
const MAX_MINUTES = 20_160;
const CLIENTS = ['referer', 'requestip', 'ip'];

function refused(req: EmulatorRequest, detail: string): Reply {
  return errorReply(400, 'Unable to generate token.', { details: [detail] }, req.format);
}

/** `generateToken`: a token for a named account from its password. */
export function generateToken(req: EmulatorRequest, s: Services): Reply {
  const username = param(req, 'username') ?? '';
  const password = param(req, 'password') ?? '';
  if (username === '' || password === '') return refused(req, "'username' and 'password' are required.");
  const client = param(req, 'client') || 'requestip';
  if (!CLIENTS.includes(client)) return refused(req, `'client' must be one of ${CLIENTS.join(', ')}.`);
  if (client === 'referer' && !param(req, 'referer')) return refused(req, "'referer' is required when client=referer.");
  const rawMinutes = param(req, 'expiration');
  const minutes = rawMinutes === undefined || rawMinutes === '' ? DEFAULT_MINUTES : Number(rawMinutes);
  if (!Number.isInteger(minutes) || minutes < 1) {
    return refused(req, `'expiration' must be a whole number of minutes, got "${rawMinutes}".`);
  }
  const account = s.state.account(username);
  if (!account || account.password !== password) return refused(req, 'Invalid username or password.');
  // As the service does: a referer-bound token is accepted only from requests carrying that Referer.
  const { token, expires } = s.tokens.issue(
    account.username,
    Math.min(minutes, MAX_MINUTES) * 60_000,
    client === 'referer' ? param(req, 'referer') : undefined,
  );
  return json({ token, expires, ssl: false }, req.format);
}
