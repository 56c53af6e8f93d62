/** The tRPC error codes the API answers with, and the HTTP status each maps to at the edge. */
export const errorCodes = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export interface FieldIssue {
  path: (string | number)[];
  message: string;
}

/** The one error type of the application: a code from the tRPC set, a message, optional field issues. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly issues: FieldIssue[];

  constructor(code: ErrorCode, message: string, issues: FieldIssue[] = []) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.issues = issues;
  }

  get status(): number {
    return errorCodes[this.code];
  }
}

/** Messages the server answers with, in one place. Those the spec quotes keep its wording. */
export const messages = {
  invalidToken: 'Invalid token',
  required: 'Required',
  forbidden: 'You do not have access to this resource',
  notFound: (what: string) => `${what} not found`,
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many sign-in attempts, please try again later',
  tooManyRequests: 'Too many requests, please try again in a minute',
  inputTooLarge: 'The input is too large',
  inputTooDeep: 'The input is nested too deeply',
  invalidInvitation: 'This invitation link is invalid or has expired',
  usernameTaken: 'This user name is already taken',
  impersonationRefresh: 'An impersonation session cannot be refreshed',
  userDisabled: 'This account is disabled',
  internal: 'Something unexpected happened',
  staleWrite: 'Someone else changed this in the meantime; reload and try again',
} as const;
