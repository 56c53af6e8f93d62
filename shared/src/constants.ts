/** Business constants of spec 1 section 9 and the session rules of section 4. */
export const session = {
  /** A token with less validity than this is ignored by the client. */
  minimumValiditySeconds: 300,
  /** The client checks its token this often. */
  upkeepIntervalMs: 180_000,
  /** Under this much validity the client reloads the user. */
  reloadUnderSeconds: 200,
  /** Under this much validity the client refreshes the token. */
  refreshUnderSeconds: 12 * 3600,
  /**
   * Lifetime of a token. The spec fixes only the refresh window (12 h), so a token lives 24 h:
   * an active tab refreshes it after 12 h, an idle one expires within a day.
   */
  tokenLifetimeSeconds: 24 * 3600,
} as const;

export const password = {
  minLength: 12,
  /** bcrypt-era limit the spec keeps: the UTF-8 encoding must stay under 72 bytes. */
  maxBytes: 72,
  minDistinct: 8,
  maxConsecutiveDigits: 2,
} as const;

export const signInThrottle = {
  /** Failed attempts allowed per window, per user name and per address. */
  maxFailures: 5,
  windowSeconds: 15 * 60,
  /** An address may fail more often than one user name: offices share addresses. */
  maxFailuresPerAddress: 30,
} as const;

export const invitation = {
  lifetimeSeconds: 14 * 24 * 3600,
} as const;

export const query = {
  freshMs: 30_000,
} as const;

export const websocket = {
  firstRetryMs: 10,
  baseRetryMs: 1000,
  maxRetryMs: 30_000,
} as const;

export const files = {
  /** General upload limit of spec 2 section 9. */
  defaultMaxBytes: 5 * 1024 * 1024,
  supplierMaxBytes: 40 * 1024 * 1024,
  profilePictureMaxBytes: 1024 * 1024,
} as const;

export const analyticsRetentionDays = 400;
