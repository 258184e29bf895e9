import { createHash, timingSafeEqual } from 'node:crypto';
import type { EmulatorRequest, Services } from './context.js';
import { secretToken } from './ids.js';
import { errorObject, escapeHtml, htmlPage, json, type Reply } from './responses.js';

const CODE_LIFETIME_MS = 10 * 60_000;
export const ACCESS_TOKEN_SECONDS = 1800;
/** Two weeks, in minutes: the refresh token's lifetime when `expiration` is not given. */
const DEFAULT_REFRESH_MINUTES = 20_160;

interface Code {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly challenge: string;
  readonly username: string;
  readonly expires: number;
  readonly refreshMs: number;
}

interface Refresh {
  readonly clientId: string;
  readonly username: string;
  readonly expires: number;
  readonly lifetimeMs: number;
}

/** Authorization codes and refresh tokens; access tokens go to the shared token store. */
export class OAuthStore {
  readonly clientIds: ReadonlySet<string>;
  readonly codes = new Map<string, Code>();
  readonly refreshTokens = new Map<string, Refresh>();

  constructor(clientIds: readonly string[]) {
    this.clientIds = new Set(clientIds);
  }
}

/** OAuth errors: the service's error body, with the OAuth `error` name beside the message. */
function oauthError(error: string, description: string, code = 400): Reply {
  return json(errorObject(code, description, { oauth: { error, description } }));
}

interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string | undefined;
  challenge: string;
  refreshMinutes: number;
}

const AUTHORIZE_FIELDS = [
  'client_id',
  'response_type',
  'redirect_uri',
  'state',
  'code_challenge',
  'code_challenge_method',
  'expiration',
] as const;

/** The sign-in page posts the query's fields back as hidden inputs, so GET reads the query and POST the body. */
function authorizeParams(req: EmulatorRequest): URLSearchParams {
  return req.method === 'POST' ? req.body : req.query;
}

function readAuthorize(p: URLSearchParams, s: Services): AuthorizeRequest | Reply {
  const clientId = p.get('client_id') ?? '';
  if (!s.oauth.clientIds.has(clientId)) return oauthError('invalid_client', 'Invalid client_id');
  if (p.get('response_type') !== 'code') {
    return oauthError('unsupported_response_type', 'Invalid response_type: only response_type=code is supported');
  }
  const redirectUri = p.get('redirect_uri') ?? '';
  if (!URL.canParse(redirectUri)) return oauthError('invalid_request', 'Invalid redirect_uri');
  const method = p.get('code_challenge_method');
  if (method !== 'S256') {
    return oauthError('invalid_request', 'Invalid code_challenge_method: S256 is required (PKCE)');
  }
  const challenge = p.get('code_challenge') ?? '';
  if (!/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
    return oauthError('invalid_request', 'Invalid code_challenge: expected a base64url SHA-256 digest');
  }
  const rawExpiration = p.get('expiration');
  const refreshMinutes =
    rawExpiration === null || rawExpiration === '' ? DEFAULT_REFRESH_MINUTES : Number(rawExpiration);
  if (!Number.isInteger(refreshMinutes) || refreshMinutes < 1) {
    return oauthError('invalid_request', 'Invalid expiration: a whole number of minutes');
  }
  return { clientId, redirectUri, state: p.get('state') ?? undefined, challenge, refreshMinutes };
}

function signInPage(p: URLSearchParams, message?: string): Reply {
  const hidden = AUTHORIZE_FIELDS.map((name) => {
    const v = p.get(name);
    return v === null ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(v)}">`;
  }).join('\n');
  const error = message ? `<p class="error" role="alert">${escapeHtml(message)}</p>\n` : '';
  return htmlPage(
    'Sign in',
    `<h1>Sign in to the portal emulator</h1>
${error}<form method="post" action="authorize">
${hidden}
<label>Username <input name="username" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** `GET oauth2/authorize`: the sign-in form; `POST`: the signed-in redirect with a single-use code. */
export function authorize(req: EmulatorRequest, s: Services): Reply {
  const p = authorizeParams(req);
  const a = readAuthorize(p, s);
  if ('status' in a) return a;
  if (req.method !== 'POST') return signInPage(p);
  const account = s.state.account(p.get('username') ?? '');
  if (!account || account.password !== p.get('password')) return signInPage(p, 'Invalid username or password.');
  const code = secretToken();
  s.oauth.codes.set(code, {
    clientId: a.clientId,
    redirectUri: a.redirectUri,
    challenge: a.challenge,
    username: account.username,
    expires: s.now() + CODE_LIFETIME_MS,
    refreshMs: a.refreshMinutes * 60_000,
  });
  const target = new URL(a.redirectUri);
  target.searchParams.set('code', code);
  if (a.state !== undefined) target.searchParams.set('state', a.state);
  return { status: 302, contentType: 'text/plain; charset=utf-8', body: '', headers: { location: target.href } };
}

function s256(verifier: string): Buffer {
  return createHash('sha256').update(verifier).digest();
}

function verifierMatches(verifier: string, challenge: string): boolean {
  const expected = Buffer.from(challenge, 'base64url');
  const actual = s256(verifier);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function issueRefresh(s: Services, clientId: string, username: string, lifetimeMs: number) {
  const token = secretToken();
  s.oauth.refreshTokens.set(token, { clientId, username, expires: s.now() + lifetimeMs, lifetimeMs });
  return { refresh_token: token, refresh_token_expires_in: Math.floor(lifetimeMs / 1000) };
}

function issueAccess(s: Services, username: string) {
  const { token } = s.tokens.issue(username, ACCESS_TOKEN_SECONDS * 1000);
  return { access_token: token, expires_in: ACCESS_TOKEN_SECONDS, username };
}

function redeemCode(p: URLSearchParams, s: Services, clientId: string): Reply {
  const codeText = p.get('code') ?? '';
  const code = s.oauth.codes.get(codeText);
  // Single use even when the exchange fails: a code seen once may have been seen by someone else.
  s.oauth.codes.delete(codeText);
  if (!code || code.expires <= s.now()) return oauthError('invalid_grant', 'Invalid authorization code');
  if (code.clientId !== clientId) return oauthError('invalid_grant', 'Invalid authorization code for this client_id');
  if (p.get('redirect_uri') !== code.redirectUri) return oauthError('invalid_grant', 'Invalid redirect_uri');
  const verifier = p.get('code_verifier') ?? '';
  if (verifier === '' || !verifierMatches(verifier, code.challenge)) {
    return oauthError('invalid_grant', 'Invalid code_verifier');
  }
  return json({
    ...issueAccess(s, code.username),
    ...issueRefresh(s, clientId, code.username, code.refreshMs),
  });
}

function useRefresh(p: URLSearchParams, s: Services, clientId: string, exchange: boolean): Reply {
  const text = p.get('refresh_token') ?? '';
  const r = s.oauth.refreshTokens.get(text);
  if (!r || r.expires <= s.now() || r.clientId !== clientId) {
    return oauthError('invalid_grant', 'Invalid refresh_token');
  }
  if (!exchange) return json(issueAccess(s, r.username));
  s.oauth.refreshTokens.delete(text);
  return json({ ...issueAccess(s, r.username), ...issueRefresh(s, clientId, r.username, r.lifetimeMs) });
}

/** `POST oauth2/token`: answers JSON whatever `f` says, like OAuth token endpoints do. */
export function token(req: EmulatorRequest, s: Services): Reply {
  const p = req.body;
  const clientId = p.get('client_id') ?? '';
  if (!s.oauth.clientIds.has(clientId)) return oauthError('invalid_client', 'Invalid client_id');
  switch (p.get('grant_type')) {
    case 'authorization_code':
      return redeemCode(p, s, clientId);
    case 'refresh_token':
      return useRefresh(p, s, clientId, false);
    case 'exchange_refresh_token':
      return useRefresh(p, s, clientId, true);
    default:
      return oauthError('unsupported_grant_type', `Unsupported grant_type "${p.get('grant_type') ?? ''}"`);
  }
}
