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
  /**
   * Password checks per user name and window. Each attempt is reserved before the password is
   * checked; a successful sign-in gives its reservation back, so only failures use them up.
   */
  maxFailures: 5,
  windowSeconds: 15 * 60,
  /**
   * Distinct user names that may fail from one address per window (a spray of one password
   * over many names). An office behind one address is not locked out by it: a name that signed
   * in from that address within `knownPairSeconds` still gets its own five attempts there.
   */
  maxFailedNamesPerAddress: 30,
  knownPairSeconds: 30 * 24 * 3600,
} as const;

/**
 * Requests per address and window for each public procedure; the contract may set its own
 * (`rateLimit`). Set high enough that no real user, nor an office behind one address, meets it.
 */
export const publicRateLimit = {
  perAddress: 300,
  windowSeconds: 60,
} as const;

/**
 * The place search of a questionnaire's DISTANCE cells (spec 2 section 9: "Place search minimum
 * 3 characters, 500 ms debounce"); the longest text, the number of predictions and the longest
 * place id are ours. Google's place ids have no documented maximum: the longest seen are far
 * under 300 characters.
 */
export const placeSearch = {
  minLength: 3,
  maxLength: 100,
  debounceMs: 500,
  maxPredictions: 10,
  maxPlaceIdLength: 300,
} as const;

/** Bounds of every request, before its own schema is read. */
export const requestBounds = {
  /** A request body (or query input) larger than this answers PAYLOAD_TOO_LARGE. */
  maxBodyBytes: 1024 * 1024,
  /** Arrays and objects nested deeper than this answer BAD_REQUEST. */
  maxDepth: 32,
} as const;

/** Usual maximum lengths of text fields, in characters. */
export const textBounds = {
  /** Names, labels, user names, search texts: also what a key built from a name can hold. */
  name: 200,
  /** Descriptions, comments, notes. */
  text: 5_000,
  /** Long free text: a formula script, a report's narrative. */
  longText: 20_000,
  /** URLs. */
  url: 2_000,
  /** A password as typed at sign-in (a new one is bounded by its own rules). */
  password: 256,
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

/** What one analytics event's free-form payload may hold. */
export const analyticsPayloadBounds = {
  maxKeys: 50,
  maxKeyLength: 100,
  /** The payload object itself is level 1. */
  maxDepth: 8,
  maxBytes: 8 * 1024,
} as const;
