import { PortalOpsError } from '../errors.js';
import { Secret } from '../secret.js';
import { perform } from './call.js';
import type { PortalContext } from './context.js';
import { generateTokenReply, oauthTokenReply } from './responses.js';
import type { AccessToken, GeneratedToken, RefreshedPair } from './tokens/auth-api.js';

/** `generateToken` for a service account (username/password); the referer is the bot's own identity. */
export async function generateToken(
  ctx: PortalContext,
  username: string,
  password: Secret,
  expirationMinutes: number,
  referer: string,
): Promise<GeneratedToken> {
  const json = await perform(ctx, {
    operation: 'generateToken',
    repeat: 'read',
    secrets: [password],
    build: () => ({
      method: 'POST',
      path: `${ctx.base.pathname}/generateToken`,
      form: new URLSearchParams({
        username,
        password: password.reveal(),
        client: 'referer',
        referer,
        expiration: String(Math.min(Math.max(1, Math.round(expirationMinutes)), 20_160)),
        f: 'json',
      }),
    }),
  });
  const r = generateTokenReply.safeParse(json);
  if (!r.success) throw unexpected(ctx, 'generateToken');
  return { token: new Secret(r.data.token), expiresAt: r.data.expires };
}

/** The sign-in page a person is sent to (authorization code + PKCE). */
export function authorizeUrl(
  base: URL,
  p: { clientId: string; redirectUri: string; state: string; codeChallenge: string; refreshMinutes?: number },
): string {
  const url = new URL(`${base.href.replace(/\/$/, '')}/oauth2/authorize`);
  url.search = new URLSearchParams({
    client_id: p.clientId,
    response_type: 'code',
    redirect_uri: p.redirectUri,
    state: p.state,
    code_challenge: p.codeChallenge,
    code_challenge_method: 'S256',
    expiration: String(p.refreshMinutes ?? 20_160),
  }).toString();
  return url.toString();
}

export interface SignedIn extends RefreshedPair {
  readonly username: string | undefined;
}

export async function exchangeCode(
  ctx: PortalContext,
  p: { clientId: string; code: Secret; redirectUri: string; codeVerifier: Secret },
): Promise<SignedIn> {
  const r = await tokenGrant(
    ctx,
    {
      grant_type: 'authorization_code',
      client_id: p.clientId,
      code: p.code.reveal(),
      redirect_uri: p.redirectUri,
      code_verifier: p.codeVerifier.reveal(),
    },
    [p.code, p.codeVerifier],
    'once',
  );
  if (!r.refresh_token || !r.access_token) throw unexpected(ctx, 'oauthToken');
  return { ...pair(ctx, r), username: r.username };
}

export async function refreshAccessToken(ctx: PortalContext, clientId: string, refresh: Secret): Promise<AccessToken> {
  const r = await tokenGrant(
    ctx,
    { grant_type: 'refresh_token', client_id: clientId, refresh_token: refresh.reveal() },
    [refresh],
    'read',
  );
  if (!r.access_token) throw unexpected(ctx, 'oauthToken');
  return {
    accessToken: new Secret(r.access_token),
    expiresAt: ctx.now() + (r.expires_in ?? 1800) * 1000,
    username: r.username,
  };
}

/** A new refresh token for the old one, which the service then invalidates: sent once, never repeated. */
export async function exchangeRefreshToken(
  ctx: PortalContext,
  clientId: string,
  refresh: Secret,
): Promise<RefreshedPair> {
  const r = await tokenGrant(
    ctx,
    { grant_type: 'exchange_refresh_token', client_id: clientId, refresh_token: refresh.reveal() },
    [refresh],
    'once',
  );
  if (!r.refresh_token) throw unexpected(ctx, 'oauthToken');
  return pair(ctx, r);
}

type TokenReply = ReturnType<typeof oauthTokenReply.parse>;

async function tokenGrant(
  ctx: PortalContext,
  fields: Record<string, string>,
  secrets: Secret[],
  repeat: 'read' | 'once',
): Promise<TokenReply> {
  const json = await perform(ctx, {
    operation: 'oauthToken',
    repeat,
    secrets,
    build: () => ({
      method: 'POST',
      path: `${ctx.base.pathname}/oauth2/token`,
      form: new URLSearchParams({ ...fields, f: 'json' }),
    }),
  });
  const r = oauthTokenReply.safeParse(json);
  if (!r.success) throw unexpected(ctx, 'oauthToken');
  return r.data;
}

function pair(ctx: PortalContext, r: TokenReply): RefreshedPair {
  const now = ctx.now();
  return {
    accessToken: r.access_token ? new Secret(r.access_token) : undefined,
    accessExpiresAt: r.access_token ? now + (r.expires_in ?? 1800) * 1000 : undefined,
    refreshToken: new Secret(r.refresh_token ?? ''),
    refreshExpiresAt: now + (r.refresh_token_expires_in ?? 14 * 86_400) * 1000,
  };
}

function unexpected(ctx: PortalContext, operation: 'generateToken' | 'oauthToken'): PortalOpsError {
  return new PortalOpsError('portal.bad-response', { operation, host: ctx.host, reason: 'unexpected' });
}
