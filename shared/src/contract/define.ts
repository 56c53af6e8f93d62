import type { z } from 'zod';

/**
 * Who may call a procedure.
 * - public: anyone; a token, when sent, is still verified and identifies the caller.
 * - client: any signed-in user (client or staff); tenancy is checked on every entity read.
 * - staff: signed-in users with isAdmin.
 * - analyst: staff whose role is analyst-level (ANALYST, DEV, PRODUCT_MANAGER).
 */
export type Access = 'public' | 'client' | 'staff' | 'analyst';
export type ProcedureKind = 'query' | 'mutation';

export interface ProcedureDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  kind: ProcedureKind;
  access: Access;
  input: I;
  output: O;
  /** Queries whose cached answers this mutation makes stale (procedure names). */
  invalidates: readonly string[];
  /** One sentence for the generated documentation. */
  summary: string;
  /** Queries whose answer never goes stale on its own (spec 1 section 7, skipRefetch). */
  skipRefetch?: boolean;
  /**
   * Requests per address and window; beyond it TOO_MANY_REQUESTS. Public procedures without
   * one get `publicRateLimit` of shared/src/constants.ts.
   */
  rateLimit?: { perAddress: number; windowSeconds: number };
  /** A larger request body than `requestBounds.maxBodyBytes` (a file sent as base64). */
  maxBodyBytes?: number;
}

type Options<I extends z.ZodType, O extends z.ZodType> = Omit<ProcedureDefinition<I, O>, 'kind' | 'invalidates'> & {
  invalidates?: readonly string[];
};

/** The access level stays a literal type, so handlers know whether a user is guaranteed. */
export function query<I extends z.ZodType, O extends z.ZodType, A extends Access>(
  options: Options<I, O> & { access: A },
): ProcedureDefinition<I, O> & { kind: 'query'; access: A } {
  return { kind: 'query', invalidates: [], ...options };
}

export function mutation<I extends z.ZodType, O extends z.ZodType, A extends Access>(
  options: Options<I, O> & { access: A },
): ProcedureDefinition<I, O> & { kind: 'mutation'; access: A } {
  return { kind: 'mutation', invalidates: [], ...options };
}

/**
 * Where the handler of a procedure lives, relative to the repository root:
 * `portfolioEmissions.get` in `functions/src/portfolioEmissions/get.ts`,
 * `carbonFootprint.get.client` in `functions/src/carbonFootprint/get.client.ts`,
 * a one-word name such as `version` in `functions/src/version/index.ts`.
 */
export function handlerPath(name: string): string {
  const [area, ...rest] = name.split('.');
  return `functions/src/${area}/${rest.length ? rest.join('.') : 'index'}.ts`;
}

/** The HTTP route of a procedure: queries are GET, mutations POST. */
export function routeOf(name: string, definition: Pick<ProcedureDefinition, 'kind'>): { method: 'GET' | 'POST'; path: string } {
  return { method: definition.kind === 'query' ? 'GET' : 'POST', path: `/api/${name}` };
}
