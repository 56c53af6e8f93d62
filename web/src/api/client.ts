import { query as queryTiming } from '@cairn/shared/constants';
import type { InputOf, MutationName, OutputOf, ProcedureDefinition, ProcedureName, QueryName } from '@cairn/shared/contract';
import {
  AppError,
  errorCodes,
  fieldIssuesOf,
  messages,
  type ErrorCode,
  type FieldIssue,
  type KeyedText,
  type MessageParam,
  type MessageParams,
} from '@cairn/shared/errors';
import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { browserTokenStore } from '../auth/browserAuth.ts';

/**
 * Where an error came from: the server's answer, the contract's input schema (nothing was
 * sent), or the network (no answer at all).
 */
export type ErrorOrigin = 'server' | 'input' | 'network';

/** A failed call: the server's code, message and field issues, as the error envelope carries them. */
export class ApiError extends AppError {
  readonly origin: ErrorOrigin;

  constructor(code: ErrorCode, message: string | KeyedText, issues: FieldIssue[] = [], origin: ErrorOrigin = 'server') {
    super(code, message, issues);
    this.name = 'ApiError';
    this.origin = origin;
  }

  /** The session is gone (expired, revoked or logged out elsewhere): the user must sign in again. */
  get isInvalidToken(): boolean {
    return this.origin === 'server' && this.message === messages.invalidToken;
  }
}

export interface CallOptions {
  /** Bearer token; none for public procedures. */
  token?: string | null;
  signal?: AbortSignal;
  /** Tests pass a fake; the browser's otherwise. */
  fetch?: typeof fetch;
}

export interface ProcedureAnswer<N extends ProcedureName> {
  data: OutputOf<N>;
  /** Queries whose cached answers the call made stale (procedure names). */
  invalidate: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && value in errorCodes;

function codeForStatus(status: number): ErrorCode {
  const match = (Object.keys(errorCodes) as ErrorCode[]).find((code) => errorCodes[code] === status);
  return match ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

function readPath(value: unknown): (string | number)[] {
  return Array.isArray(value) ? value.filter((part): part is string | number => typeof part === 'string' || typeof part === 'number') : [];
}

/** A message's parameters as the envelope carries them: texts, numbers, and messages with their own key. */
function readParams(value: unknown): MessageParams {
  if (!isRecord(value)) return {};
  const params: Record<string, MessageParam> = {};
  for (const [name, param] of Object.entries(value)) {
    if (typeof param === 'string' || typeof param === 'number') params[name] = param;
    else if (isRecord(param) && typeof param.key === 'string' && typeof param.text === 'string') {
      params[name] = { key: param.key, text: param.text, params: readParams(param.params) };
    }
  }
  return params;
}

/** A message's key and parameters as the envelope carries them. */
function readKey(value: Record<string, unknown>): { key?: string; params?: MessageParams } {
  return typeof value.key === 'string' ? { key: value.key, params: readParams(value.params) } : {};
}

function readIssues(value: unknown): FieldIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((issue): FieldIssue[] => {
    if (!isRecord(issue) || typeof issue.message !== 'string') return [];
    return [{ path: readPath(issue.path), message: issue.message, ...readKey(issue) }];
  });
}

/** The error envelope `{"error": {"message", "code", "key", "params", "path", "issues"}}`, whatever the status says. */
function readFailure(body: unknown, status: number): ApiError | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, issues, path } = body.error;
  const { key = null, params = {} } = readKey(body.error);
  return new ApiError(
    isErrorCode(code) ? code : codeForStatus(status),
    { text: typeof message === 'string' ? message : '', key, params, path: Array.isArray(path) ? readPath(path) : null },
    readIssues(issues),
  );
}

function readInvalidate(body: Record<string, unknown>): string[] {
  const list = body.invalidate;
  return Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string' && name.length > 0) : [];
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

type Contract = typeof import('@cairn/shared/contract');
let contract: Contract | undefined;
let loadingContract: Promise<Contract> | undefined;

/**
 * The contract (every procedure's route and schemas), loaded with the first call rather than
 * with the page: its schemas are most of the shared code, and a page can render its frame
 * before any answer arrives. The first call's route chunk loads meanwhile, so nobody waits twice.
 */
export async function loadContract(): Promise<Contract> {
  loadingContract ??= import('@cairn/shared/contract').then((module) => (contract = module));
  return loadingContract;
}

/**
 * Calls a procedure and returns its data with the answer's invalidation list. The input is
 * checked against the contract first, so a form gets its field issues without a round trip.
 * Throws only ApiError (or the abort error when `signal` fires).
 */
export async function requestProcedure<N extends ProcedureName>(
  name: N,
  input: InputOf<N>,
  options: CallOptions = {},
): Promise<ProcedureAnswer<N>> {
  const { procedures, routeOf } = await loadContract();
  const definition: ProcedureDefinition = procedures[name];
  const checked = definition.input.safeParse(input);
  if (!checked.success) {
    throw new ApiError('BAD_REQUEST', 'Invalid input', fieldIssuesOf(checked.error), 'input');
  }

  // The raw input is sent, not the parsed one: the server parses it with the same schema,
  // and parsing twice is only safe for schemas whose transforms are idempotent.
  const { method, path } = routeOf(name, definition);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let url = path;
  let body: string | undefined;
  if (method === 'GET') {
    if (input !== undefined) url += `?input=${encodeURIComponent(JSON.stringify(input))}`;
  } else {
    headers['content-type'] = 'application/json';
    // Procedures without input still get a JSON body, as the wire format promises one.
    body = JSON.stringify(input ?? {});
  }

  const send = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await send(url, { method, headers, body, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError('INTERNAL', '', [], 'network');
  }

  const answer = parseJson(await response.text().catch(() => ''));
  const failure = readFailure(answer, response.status);
  if (failure) throw failure;
  if (!response.ok) throw new ApiError(codeForStatus(response.status), '');
  if (!isRecord(answer) || !isRecord(answer.result) || !('data' in answer.result)) {
    throw new ApiError('INTERNAL', `Unexpected answer from ${name}`);
  }
  const output = definition.output.safeParse(answer.result.data);
  if (!output.success) throw new ApiError('INTERNAL', `Unexpected answer from ${name}`);
  // The contract's output schema for N produced this value; TypeScript cannot follow the
  // indexed access through a generic name.
  return { data: output.data as OutputOf<N>, invalidate: readInvalidate(answer) };
}

/** Calls a procedure and returns its data. */
export async function callProcedure<N extends ProcedureName>(
  name: N,
  input: InputOf<N>,
  options: CallOptions = {},
): Promise<OutputOf<N>> {
  return (await requestProcedure(name, input, options)).data;
}

/** How hooks and query options reach the server; the browser's token and fetch by default. */
export interface ClientOptions {
  getToken?: () => string | null;
  fetch?: typeof fetch;
}

const browserToken = () => browserTokenStore.read();

/** `dashboard.get` → `['dashboard', 'get', { input }]`, so `['dashboard']` covers every dashboard query. */
export function queryKeyFor<N extends QueryName>(name: N, input: InputOf<N>) {
  return [...name.split('.'), { input }] as const;
}

/**
 * How long a query's answer stays fresh: 30 s, or forever for one whose answer never goes stale
 * on its own (skipRefetch). A download's link expires, so no download is ever skipRefetch.
 */
export function staleTimeOf(definition: Pick<ProcedureDefinition, 'skipRefetch'>): number {
  return definition.skipRefetch ? Infinity : queryTiming.freshMs;
}

/**
 * A query's freshness, read when the cache asks: an answer exists only after a call, and a call
 * loads the contract first, so the procedure's own rule is known by then (stale before it is).
 */
function staleTimeFor(name: QueryName): () => number {
  return () => (contract ? staleTimeOf(contract.procedures[name]) : 0);
}

/** TanStack Query options for a query procedure: fresh 30 s (forever for skipRefetch), no retries. */
export function queryOptionsFor<N extends QueryName>(name: N, input: InputOf<N>, options: ClientOptions = {}) {
  const getToken = options.getToken ?? browserToken;
  return queryOptions({
    queryKey: queryKeyFor(name, input),
    // The abort signal is left alone on purpose: a query that reads it is cancelled when its
    // last observer unmounts, then fetched again on the next mount, so React's StrictMode check
    // (and a page left and re-entered at once) asked the server twice. A started read finishes
    // and fills the cache instead; answers are small.
    queryFn: () => callProcedure(name, input, { token: getToken(), fetch: options.fetch }),
    staleTime: staleTimeFor(name),
    retry: false,
  });
}

/**
 * Marks stale every cached query of the named procedures, whatever their input. Never called
 * without names: invalidating everything would refetch every screen at once.
 */
export async function applyInvalidations(queryClient: QueryClient, names: readonly string[]): Promise<void> {
  const prefixes = [...new Set(names)].filter((name) => name.length > 0).map((name) => name.split('.'));
  await Promise.all(prefixes.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Mutation options for a mutation procedure; the answer's invalidations apply before it settles. */
export function procedureMutationOptions<N extends MutationName>(
  queryClient: QueryClient,
  name: N,
  options: ClientOptions = {},
) {
  const getToken = options.getToken ?? browserToken;
  return mutationOptions<OutputOf<N>, Error, InputOf<N>>({
    mutationKey: name.split('.'),
    mutationFn: async (input) => {
      const answer = await requestProcedure(name, input, { token: getToken(), fetch: options.fetch });
      await applyInvalidations(queryClient, answer.invalidate);
      return answer.data;
    },
    retry: false,
  });
}

export type ProcedureMutationOptions<N extends MutationName> = Omit<
  UseMutationOptions<OutputOf<N>, Error, InputOf<N>>,
  'mutationFn' | 'mutationKey'
>;

export function useProcedureMutation<N extends MutationName>(name: N, options: ProcedureMutationOptions<N> = {}) {
  const queryClient = useQueryClient();
  return useMutation({ ...procedureMutationOptions(queryClient, name), ...options });
}
