import { PortalOpsError } from '../../errors.js';
import type { Secret } from '../../secret.js';
import type { PortalAuthApi } from './auth-api.js';
import { PasswordTokenSource } from './password.js';
import type { TokenSource } from './source.js';
import { StaticTokenSource } from './static.js';

/** How the bot proves who it is when it acts as one service account (configuration decides). */
export type ServiceAccount =
  | { readonly kind: 'token'; readonly token: Secret }
  | { readonly kind: 'password'; readonly username: string; readonly password: Secret }
  | { readonly kind: 'none' };

export function serviceAccountTokens(api: PortalAuthApi, account: ServiceAccount, now?: () => number): TokenSource {
  switch (account.kind) {
    case 'token':
      return new StaticTokenSource(account.token);
    case 'password':
      return new PasswordTokenSource(api, {
        username: account.username,
        password: account.password,
        ...(now ? { now } : {}),
      });
    case 'none':
      throw new PortalOpsError('config.invalid', {
        problems: ['PORTAL_TOKEN, or PORTAL_USERNAME with PORTAL_PASSWORD, is required to act as a service account'],
      });
  }
}
