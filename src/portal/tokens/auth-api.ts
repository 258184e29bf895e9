import type { Secret } from '../../secret.js';

/** The portal's token endpoints, as the token sources need them (implemented by the client). */
export interface PortalAuthApi {
  generateToken(username: string, password: Secret, expirationMinutes: number): Promise<GeneratedToken>;
  refreshAccessToken(clientId: string, refreshToken: Secret): Promise<AccessToken>;
  exchangeRefreshToken(clientId: string, refreshToken: Secret): Promise<RefreshedPair>;
}

export interface GeneratedToken {
  readonly token: Secret;
  readonly expiresAt: number;
}

export interface AccessToken {
  readonly accessToken: Secret;
  readonly expiresAt: number;
  readonly username: string | undefined;
}

export interface RefreshedPair {
  readonly accessToken: Secret | undefined;
  readonly accessExpiresAt: number | undefined;
  readonly refreshToken: Secret;
  readonly refreshExpiresAt: number;
}
