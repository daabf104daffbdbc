/** Who the provider says signed in; `emailVerified` only when the provider vouches for the address. */
export interface OAuthIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

/** The per-attempt secrets: kept in the flow cookie between the redirect and the callback. */
export interface FlowSecrets {
  state: string;
  codeVerifier: string;
  nonce: string;
}

/** What the provider sent back to the callback. */
export interface AuthorizationResponse {
  code: string;
  /** RFC 9207 issuer identifier, when the provider sends one (mix-up defence). */
  iss?: string;
}

/** One configured sign-in provider, whatever protocol details it has. */
export interface OAuthProvider {
  /** The path segment: /api/auth/oauth/redirect/{id}. */
  readonly id: string;
  /** The label of the login page's button. */
  readonly name: string;
  /** The provider's authorization URL for this attempt (PKCE S256, state, nonce). */
  authorizationUrl(secrets: FlowSecrets): Promise<URL>;
  /** Exchanges the code and returns the verified identity; throws when anything does not check out. */
  identify(response: AuthorizationResponse, secrets: FlowSecrets): Promise<OAuthIdentity>;
}

/** A sign-in attempt that failed a check (a bad ID token, a mismatched issuer); the user sees oauth_failed. */
export class OAuthFlowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OAuthFlowError";
  }
}
