import type { IncomingMessage, ServerResponse } from 'node:http';
import { isPortalOpsError, PortalOpsError } from '../errors.js';
import type { PortalClient } from '../portal/client.js';
import type { TokenSource } from '../portal/tokens/source.js';
import { Secret } from '../secret.js';
import type { AccountLink, LinkStore, Person, SignInStore } from '../store/types.js';
import { explain } from '../words.js';
import { pkcePair } from './pkce.js';
import { newStateId, StateSigner } from './state.js';
import type { Vault } from './vault.js';

/** What of the portal client a sign-in needs. */
export type SignInPortal = Pick<PortalClient, 'authorizeUrl' | 'exchangeCode' | 'discover'>;

export interface SignInOptions {
  readonly client: SignInPortal;
  readonly store: { readonly links: LinkStore; readonly signIns: SignInStore };
  readonly vault: Vault;
  /** Signs the `state` (HMAC-SHA256); at least 32 characters of random text. */
  readonly stateKey: Secret;
  /** The app's client id registered on the portal. */
  readonly clientId: string;
  /** Where the portal sends the person back; `callbackHandler` answers there. Registered on the portal as is. */
  readonly redirectUri: string;
  /** How long a sign-in link works (default 10 minutes). */
  readonly stateTtlMs?: number;
  /** The refresh token's lifetime asked of the portal (minutes; the portal's default when absent). */
  readonly refreshMinutes?: number;
  readonly now?: () => number;
}

export interface SignInStart {
  /** The portal's sign-in page, to give the person (only them: it names their pending sign-in). */
  readonly url: string;
  readonly expiresAt: number;
}

export interface SignedIn {
  readonly person: Person;
  readonly portalUser: string;
}

/** Portal OAuth errors worth telling apart; anything else is reported by name only if it looks like one. */
const OAUTH_ERROR = /^[a-z_]{1,64}$/;

/**
 * A person links their portal account: OAuth 2.0 authorization code with PKCE (S256). `start` gives the sign-in
 * URL; the portal sends the browser back to the redirect URI, where `complete` checks the state, exchanges the
 * code and stores the tokens sealed by the vault.
 */
export class SignIn {
  readonly #options: SignInOptions;
  readonly #signer: StateSigner;
  readonly #now: () => number;

  constructor(options: SignInOptions) {
    if (!URL.canParse(options.redirectUri)) {
      throw new PortalOpsError('config.invalid', { problems: ['The sign-in redirect URI must be an absolute URL'] });
    }
    this.#options = options;
    this.#signer = new StateSigner(options.stateKey);
    this.#now = options.now ?? Date.now;
  }

  async start(person: Person): Promise<SignInStart> {
    const o = this.#options;
    const now = this.#now();
    const expiresAt = now + (o.stateTtlMs ?? 10 * 60_000);
    const id = newStateId();
    const state = this.#signer.sign(id, person, expiresAt);
    const pkce = pkcePair();
    await o.store.signIns.put({
      id,
      team: person.team,
      user: person.user,
      verifier: o.vault.seal(pkce.verifier, person, 'verifier'),
      createdAt: now,
      expiresAt,
    });
    const url = o.client.authorizeUrl({
      clientId: o.clientId,
      redirectUri: o.redirectUri,
      state,
      codeChallenge: pkce.challenge,
      ...(o.refreshMinutes === undefined ? {} : { refreshMinutes: o.refreshMinutes }),
    });
    return { url, expiresAt };
  }

  /**
   * The callback's query (`code`, `state`, or the portal's `error`). The state's signature and expiry are checked
   * before the store is touched; the pending sign-in is then consumed, so a replayed callback fails.
   */
  async complete(query: URLSearchParams): Promise<SignedIn> {
    const o = this.#options;
    const portalError = query.get('error');
    if (portalError !== null) {
      await this.#discard(query.get('state'));
      if (portalError === 'access_denied') throw new PortalOpsError('identity.sign-in-cancelled');
      throw new PortalOpsError(
        'identity.sign-in-refused',
        OAUTH_ERROR.test(portalError) ? { messageCode: portalError } : {},
      );
    }
    const signed = this.#signer.verify(query.get('state'), this.#now());
    const code = query.get('code');
    if (!code) throw new PortalOpsError('identity.sign-in-invalid', { reason: 'no-code' });

    const pending = await o.store.signIns.consume(signed.id, this.#now());
    if (!pending) throw new PortalOpsError('identity.sign-in-invalid', { reason: 'used' });
    const person = signed.person;
    if (pending.team !== person.team || pending.user !== person.user) {
      throw new PortalOpsError('identity.sign-in-invalid', { reason: 'other-person' });
    }
    let verifier: Secret;
    try {
      verifier = o.vault.open(pending.verifier, person, 'verifier');
    } catch (e) {
      // Sealed under another key (rotated since the link was made): a new link will do.
      throw new PortalOpsError('identity.sign-in-invalid', { reason: 'unreadable' }, { cause: e });
    }

    const got = await o.client.exchangeCode({
      clientId: o.clientId,
      code: new Secret(code),
      redirectUri: o.redirectUri,
      codeVerifier: verifier,
    });
    const access = got.accessToken;
    if (!access) throw new PortalOpsError('portal.bad-response', { operation: 'oauthToken', reason: 'unexpected' });
    // Asked afresh even when the response names the account: discovery's cache for this person may still hold an
    // account they linked before. Only a missing username makes the answer necessary.
    const asked = this.#whoIs(person, access);
    const portalUser = got.username ?? (await asked);
    if (got.username !== undefined) await asked.catch(() => undefined);

    const now = this.#now();
    const previous = await o.store.links.get(person);
    const link: AccountLink = {
      team: person.team,
      user: person.user,
      portalUser,
      accessToken: o.vault.seal(access, person, 'access'),
      accessExpiresAt: got.accessExpiresAt ?? now,
      refreshToken: o.vault.seal(got.refreshToken, person, 'refresh'),
      refreshExpiresAt: got.refreshExpiresAt,
      refreshIssuedAt: now,
      createdAt: previous?.createdAt ?? now,
      updatedAt: now,
    };
    await o.store.links.put(link);
    return { person, portalUser };
  }

  /** A cancelled sign-in leaves no usable verifier behind; a state that does not verify is left alone. */
  async #discard(state: string | null): Promise<void> {
    try {
      const signed = this.#signer.verify(state, this.#now());
      await this.#options.store.signIns.consume(signed.id, this.#now());
    } catch {
      // Nothing to discard: it was not ours, or it expired (the store refuses it anyway).
    }
  }

  /** Who the new token is, as the portal says (`portals/self`), read afresh. */
  async #whoIs(person: Person, access: Secret): Promise<string> {
    const tokens: TokenSource = {
      // The id the person's token source will have: discovery's cache then starts out right for them.
      id: `oauth:${person.team}:${person.user}`,
      label: 'your portal sign-in',
      current: async () => access,
      renew: async () => {
        throw new PortalOpsError('portal.sign-in-required', { reason: 'new-sign-in-refused' });
      },
    };
    return (await this.#options.client.discover(tokens, { fresh: true })).user.username;
  }
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  pragma: 'no-cache',
  // The page's own URL holds the code and state: it must not travel anywhere as a Referer.
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/**
 * The redirect URI's HTTP handler (`GET <path>?code&state`): completes the sign-in and answers a small page. The
 * page never repeats the code or the state; failures show the error's words for a person.
 */
export function callbackHandler(signIn: Pick<SignIn, 'complete'>) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      send(req, res, 405, page('Not allowed', 'This address only takes the portal’s sign-in redirect.'), {
        allow: 'GET',
      });
      return;
    }
    const query = new URL(req.url ?? '/', 'http://callback.invalid').searchParams;
    try {
      const done = await signIn.complete(query);
      send(
        req,
        res,
        200,
        page(
          'Signed in',
          `Signed in to the portal as ${done.portalUser}. You can close this tab and go back to Slack.`,
        ),
      );
    } catch (e) {
      const words = explain(e);
      const status = !isPortalOpsError(e)
        ? 500
        : e.kind === 'ServiceUnavailable' || e.kind === 'OutcomeUnknown'
          ? 502
          : e.kind === 'Internal' || e.kind === 'Configuration'
            ? 500
            : 400;
      send(req, res, status, page('Not signed in', words.summary, words.action));
    }
  };
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  html: string,
  extra: Record<string, string> = {},
): void {
  const body = Buffer.from(html, 'utf8');
  res.writeHead(status, { ...PAGE_HEADERS, 'content-length': String(body.length), ...extra });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function page(title: string, message: string, action?: string): string {
  const more = action ? `\n<p>${escapeHtml(action)}</p>` : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · portal-ops</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>${more}
</body></html>
`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
