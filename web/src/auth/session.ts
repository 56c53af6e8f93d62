import type { SignedIn } from '@cairn/shared/schemas/session';
import { SessionUser } from '@cairn/shared/schemas/sessionUser';
import { decodeJwtPayload, type TokenScope, type TokenStore } from './tokenStore.ts';

/** A signed-in session: the bearer token and the user its claims describe. */
export interface Session {
  token: string;
  user: SessionUser;
}

/** The session a token carries, or null when its claims are not a session user. */
export function sessionFromToken(token: string): Session | null {
  const claims = SessionUser.safeParse(decodeJwtPayload(token));
  return claims.success ? { token, user: claims.data } : null;
}

export class UnusableTokenError extends Error {
  constructor() {
    super('The server answered a token that does not carry a usable session');
    this.name = 'UnusableTokenError';
  }
}

export interface AuthController {
  /** The current session; the same object until the token changes, as React's store hooks need. */
  session(): Session | null;
  token(): string | null;
  signIn(signedIn: SignedIn, scope?: TokenScope): Session;
  signOut(): void;
  subscribe(listener: () => void): () => void;
  /**
   * Whether the path asked for is remembered for after sign-in (spec 1 section 2): only while
   * this page load has never had a user. After a logout or an expired session, the next
   * sign-in starts from home rather than from the previous user's page.
   */
  remembersWantedPath(): boolean;
}

/** The name to greet a user by. */
export function displayNameOf(user: SessionUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

export function createAuthController(store: TokenStore): AuthController {
  let cached: { token: string | null; session: Session | null } = { token: null, session: null };
  let hadSession = false;

  const session = (): Session | null => {
    const token = store.read();
    if (token !== cached.token) cached = { token, session: token === null ? null : sessionFromToken(token) };
    if (cached.session) hadSession = true;
    return cached.session;
  };

  // Reading once now records whether the page load began with a user.
  session();

  return {
    session,
    token: () => session()?.token ?? null,
    signIn(signedIn, scope = 'local') {
      // A fresh sign-in answering a token without session claims, or one about to expire, is
      // a server fault: better said at once than discovered as a silent sign-out.
      if (!sessionFromToken(signedIn.token) || !store.write(signedIn.token, scope)) throw new UnusableTokenError();
      const current = session();
      if (!current) throw new UnusableTokenError();
      return current;
    },
    signOut: () => store.clear(),
    subscribe: (listener) => store.subscribe(listener),
    remembersWantedPath: () => !hadSession,
  };
}
