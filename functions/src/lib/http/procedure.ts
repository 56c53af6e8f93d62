import { authorize, type OwnerKind } from '@cairn/shared/access';
// Types only: a handler's bundle carries its own area of the contract, never the whole (`procedureArea`).
import type { Access, OutputOf, ParsedInputOf, ProcedureDefinition, ProcedureName, Procedures } from '@cairn/shared/contract';
import { publicRateLimit, requestBounds } from '@cairn/shared/constants';
import { AppError, fieldIssuesOf, invalidInput, messages } from '@cairn/shared/errors';
import { learnServerMessageTexts } from '@cairn/shared/errorMessages';
import type { SessionUser } from '@cairn/shared/schemas';
import { jsonDepth } from '@cairn/shared/validation';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { z } from 'zod';
import { authenticate } from '../auth/session.ts';
import { audiences } from '../data/connection.ts';
import type { OwnerRecord, OwnerSources } from '../owners/records.ts';
import type { OwnerSource } from '../owners/source.ts';
import { resolveOwner } from '../tenancy.ts';
import * as throttle from '../data/throttle.ts';
import { acceptsGzip, errorResponse, PreparedAnswer, preparedResponse, successResponse } from './envelope.ts';
import { publishInvalidation } from './invalidation.ts';
import { describeError, log } from './log.ts';

// Every fixed text the server answers with travels with its key, whichever rule wrote it.
learnServerMessageTexts();

type UserFor<A extends Access> = A extends 'public' ? SessionUser | null : SessionUser;

/**
 * The object a procedure's input names, loaded and checked by its tenancy rule. An asset is named
 * by an optional field (a dashboard without one is the caller's own), so it may be absent.
 */
type OwnerFor<T> = T extends { owner: infer K extends OwnerKind } ? (K extends 'asset' ? OwnerRecord<K> | null : OwnerRecord<K>) : null;

export interface ProcedureContext<A extends Access = Access, O = unknown> {
  user: UserFor<A>;
  /** What the input names (a report, a footprint…), already checked against the caller's tenancy. */
  owner: O;
  /** The session behind the token, when there is one. */
  sid: string | null;
  requestId: string;
  sourceIp: string;
  /** Also tell this audience (an asset's users) that the mutation's queries are stale. */
  notifyAsset(assetUuid: string): void;
  /**
   * Nothing that other tabs show has changed (a heartbeat that only extends what was said): the
   * mutation's invalidations are neither pushed nor answered, so no tab refetches for nothing.
   */
  nothingChanged(): void;
}

type Implementation<N extends ProcedureName> = (
  input: ParsedInputOf<N>,
  context: ProcedureContext<Procedures[N]['access'], OwnerFor<Procedures[N]['tenancy']>>,
) => Promise<OutputOf<N> | PreparedAnswer>;

export type ProcedureHandler = middy.MiddyfiedHandler<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> & {
  procedure: ProcedureName;
};

interface State {
  requestId: string;
  input: unknown;
  /** The object the input names, once its tenancy rule let the caller through. */
  owner: unknown;
  auth: Awaited<ReturnType<typeof authenticate>>;
  audiences: Set<string>;
  /** The handler said its mutation changed nothing others see: no invalidation goes out. */
  unchanged: boolean;
  /** A query's rate-limit reservation, settled while the query runs. */
  admitted?: Promise<boolean>;
}

/** The pipeline's findings travel to the handler on the Lambda context. */
type PipelineContext = Context & { cairn?: State };
type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, PipelineContext>;

/**
 * Reads `?input=` for queries and the JSON body for mutations, within the request bounds: a body
 * over `maxBytes` answers PAYLOAD_TOO_LARGE, one nested deeper than `requestBounds.maxDepth`
 * BAD_REQUEST (storage and logging walk values recursively).
 */
function readRaw(event: APIGatewayProxyEventV2, kind: 'query' | 'mutation', maxBytes: number): unknown {
  const text =
    kind === 'query'
      ? event.queryStringParameters?.input
      : event.body && (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body);
  if (text === undefined || text === null || text === '') return undefined;
  if (Buffer.byteLength(text, 'utf8') > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', messages.inputTooLarge);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', messages.invalidJson);
  }
  if (jsonDepth(value, requestBounds.maxDepth) > requestBounds.maxDepth) {
    throw new AppError('BAD_REQUEST', messages.inputTooDeep);
  }
  return value;
}

/** Requests per address for a procedure, when it is limited: every public procedure is. */
function rateLimitOf(definition: ProcedureDefinition) {
  return definition.rateLimit ?? (definition.access === 'public' ? publicRateLimit : null);
}

/** The counter of a procedure's requests from one address. */
export function rateLimitWindow(name: ProcedureName, address: string, windowSeconds: number): throttle.ThrottleWindow {
  return { subject: throttle.subjects.rate(name, address), windowSeconds };
}

/**
 * A value the storage refuses for its size (an item over 400 KB, a key over 1 or 2 KB) is the
 * caller's input, not a fault: it answers BAD_REQUEST. Schemas bound inputs below these limits;
 * this is the net under them.
 */
export function storageLimitError(error: unknown): AppError | null {
  if (!(error instanceof Error)) return null;
  const reasons = (error as { CancellationReasons?: { Code?: string; Message?: string }[] }).CancellationReasons ?? [];
  const tooLarge = (message = '') => /size|exceed|must be under/i.test(message);
  if (
    (error.name === 'ValidationException' && tooLarge(error.message)) ||
    (error.name === 'TransactionCanceledException' && reasons.some((reason) => reason.Code === 'ValidationError' && tooLarge(reason.Message)))
  ) {
    return new AppError('BAD_REQUEST', messages.inputTooLarge);
  }
  return null;
}

function bearer(event: APIGatewayProxyEventV2): string | null {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match ? match[1]!.trim() : null;
}

function validationError(error: z.ZodError): AppError {
  return invalidInput(fieldIssuesOf(error));
}

/** The output as the contract declares it (fields it does not declare stripped), or an error naming the procedure. */
function checkedOutput<N extends ProcedureName>(name: N, definition: Procedures[N], result: unknown): OutputOf<N> {
  const output = definition.output.safeParse(result);
  if (!output.success) throw new Error(`${name} answered outside its contract: ${JSON.stringify(fieldIssuesOf(output.error))}`);
  return output.data as OutputOf<N>;
}

/**
 * A query's answer made ahead of its requests, e.g. when the data it shows is frozen: checked
 * against the contract and serialised exactly as the pipeline would, then gzipped. A handler that
 * returns it skips the per-request check and serialisation, which for megabytes of JSON cost many
 * times the storage read.
 */
function prepareAnswer<N extends ProcedureName>(name: N, definition: Procedures[N], result: OutputOf<N>): PreparedAnswer {
  if (definition.kind !== 'query') throw new Error(`${name} is a mutation: only a query's answer can be prepared`);
  return new PreparedAnswer(gzipSync(JSON.stringify({ result: { data: checkedOutput(name, definition, result) } })));
}

/**
 * Wraps a procedure's implementation in the request pipeline: parse, authenticate,
 * authorize, validate, load the object the input names and apply its tenancy rule (handing the
 * object to the handler as `owner`), run, check the output against the contract (which also strips any
 * field the contract does not declare), answer the envelope, and for mutations publish the
 * invalidation list. Handlers hold no try/catch of their own.
 */
function defineProcedure<N extends ProcedureName>(
  name: N,
  definition: Procedures[N],
  implementation: Implementation<N>,
  owners: OwnerSources,
): ProcedureHandler {
  const pipeline: middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, PipelineContext> = {
    before: async (request: Request) => {
      const requestId = request.context.awsRequestId || request.event.requestContext?.requestId || randomUUID();
      const state: State = { requestId, input: undefined, owner: null, auth: null, audiences: new Set(), unchanged: false };
      request.context.cairn = state;
      const raw = readRaw(request.event, definition.kind, definition.maxBodyBytes ?? requestBounds.maxBodyBytes);
      const rateLimit = rateLimitOf(definition);
      if (rateLimit) {
        const address = request.event.requestContext?.http?.sourceIp ?? 'unknown';
        const admitted = throttle.reserve(rateLimitWindow(name, address, rateLimit.windowSeconds), rateLimit.perAddress);
        // A mutation waits for its reservation (signing in hashes, registering writes); a query,
        // which changes nothing, runs meanwhile so the reservation adds no time to a public
        // read, and its answer is withheld if the reservation is refused.
        if (definition.kind === 'mutation') {
          if (!(await admitted)) throw new AppError('TOO_MANY_REQUESTS', messages.tooManyRequests);
        } else {
          admitted.catch(() => undefined);
          state.admitted = admitted;
        }
      }
      const token = bearer(request.event);
      if (token) {
        state.auth = await authenticate(token);
        // A public procedure still works for a caller whose old token has lapsed.
        if (!state.auth && definition.access !== 'public') throw new AppError('UNAUTHORIZED', messages.invalidToken);
      }
      authorize(definition.access, state.auth?.user ?? null);
      const parsed = definition.input.safeParse(raw);
      if (!parsed.success) throw validationError(parsed.error);
      state.input = parsed.data;
      state.owner = await resolveOwner(definition.tenancy, state.auth?.user ?? null, state.input, owners);
    },
    onError: async (request: Request) => {
      // Past its limit, a query's failure (a NOT_FOUND while guessing links) is not told either.
      const refused = request.context.cairn?.admitted && !(await request.context.cairn.admitted.catch(() => true));
      const error = refused ? new AppError('TOO_MANY_REQUESTS', messages.tooManyRequests) : (storageLimitError(request.error) ?? request.error);
      request.response = errorResponse(error, request.context.cairn?.requestId ?? randomUUID());
    },
  };

  const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, PipelineContext>()
    .use(pipeline)
    .handler(async (event, context) => {
      const state = context.cairn!;
      const user = state.auth?.user ?? null;
      if (user?.asset) state.audiences.add(audiences.asset(user.asset.uuid));
      const procedureContext: ProcedureContext = {
        owner: state.owner,
        user: user as SessionUser,
        sid: state.auth?.sid ?? null,
        requestId: state.requestId,
        sourceIp: event.requestContext?.http?.sourceIp ?? 'unknown',
        notifyAsset: (assetUuid) => state.audiences.add(audiences.asset(assetUuid)),
        nothingChanged: () => {
          state.unchanged = true;
        },
      };
      const result = await implementation(state.input as ParsedInputOf<N>, procedureContext as never);
      if (state.admitted && !(await state.admitted)) throw new AppError('TOO_MANY_REQUESTS', messages.tooManyRequests);
      // Checked against the contract when it was prepared; only a query can prepare one.
      if (result instanceof PreparedAnswer && definition.kind === 'query') return preparedResponse(result, { acceptsGzip: acceptsGzip(event.headers) });
      const output = checkedOutput(name, definition, result);
      const invalidates = state.unchanged ? [] : definition.invalidates;
      if (definition.kind === 'mutation' && invalidates.length) {
        state.audiences.add(audiences.staff);
        await publishInvalidation([...state.audiences], invalidates).catch((error: unknown) =>
          // The change is saved; a missed push only delays other tabs until their next refetch.
          log('warn', 'Invalidation not published', { requestId: state.requestId, ...describeError(error) }),
        );
      }
      return successResponse(output, invalidates, { acceptsGzip: acceptsGzip(event.headers) });
    });

  return Object.assign(handler, { procedure: name });
}

/** Some procedures of the contract, as one of its area modules declares them (`shared/src/contract/<area>.ts`). */
export type ContractArea = { readonly [N in ProcedureName]?: Procedures[N] };

/** The kinds of objects the tenancies of an area's procedures name. */
type OwnerKindsOf<P extends ContractArea> = {
  [N in keyof P]-?: NonNullable<P[N]> extends { tenancy: { owner: infer K extends OwnerKind } } ? K : never;
}[keyof P];

/**
 * Where the objects an area's procedures name are read (`../owners/`): required for exactly the
 * kinds its tenancies name, so an area bundles the entities it touches and a missing one does
 * not compile.
 */
type OwnersArgument<P extends ContractArea> = [OwnerKindsOf<P>] extends [never]
  ? [owners?: OwnerSources]
  : [owners: { [K in OwnerKindsOf<P>]: OwnerSource<OwnerRecord<K>> } & OwnerSources];

/**
 * The pipeline for one area of the contract: `defineProcedure` wraps a handler (see above) and
 * `prepareAnswer` makes a query's answer ahead of its requests, for the area's procedures only.
 * Each area binds it once in `./areas/`, and its handlers import that module, so a function's
 * bundle carries the schemas of its own area, not the whole contract's.
 */
export function procedureArea<P extends ContractArea>(area: P, ...[owners]: OwnersArgument<P>) {
  const definitionOf = <N extends ProcedureName & keyof P>(name: N) => {
    const definition = area[name] as Procedures[N] | undefined;
    if (!definition) throw new Error(`${name} is not declared in this area of the contract`);
    return definition;
  };
  return {
    defineProcedure: <N extends ProcedureName & keyof P>(name: N, implementation: Implementation<N>): ProcedureHandler =>
      defineProcedure(name, definitionOf(name), implementation, owners ?? {}),
    prepareAnswer: <N extends ProcedureName & keyof P>(name: N, result: OutputOf<N>): PreparedAnswer => prepareAnswer(name, definitionOf(name), result),
  };
}
