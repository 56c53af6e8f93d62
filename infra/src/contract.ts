import {
  defaultRuntime,
  eventHandlers,
  handlerPath,
  httpRoutes,
  maxTimeoutSeconds,
  procedures,
  routeOf,
  type ProcedureDefinition,
  type RuntimeNeeds,
} from '@cairn/shared/contract';

/** HTTP methods a raw route may use; the subset API Gateway routes and the contract name. */
export type HttpMethodName = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type EventHandlerName = keyof typeof eventHandlers;

/**
 * The part of the shared contract the infrastructure is generated from. The stack takes it as
 * a prop rather than importing it, so that tests can synthesize a contract of any size.
 */
export interface CairnContract {
  procedures: Readonly<Record<string, Pick<ProcedureDefinition, 'kind' | 'runtime'>>>;
  httpRoutes: readonly { id: string; method: HttpMethodName; path: string; handlerPath: string }[];
  eventHandlers: Readonly<Record<EventHandlerName, string>>;
}

export const cairnContract: CairnContract = { procedures, httpRoutes, eventHandlers };

/** One Lambda behind one HTTP API route. */
export interface HttpEndpoint {
  /** Unique and stable across releases: the procedure name, or `route.<id>` for a raw route. */
  key: string;
  /** Handler module, relative to the repository root. */
  entry: string;
  method: HttpMethodName;
  path: string;
  description: string;
  /** Memory and timeout of its function: the procedure's declared needs, the defaults for a raw route. */
  runtime: RuntimeNeeds;
}

/** Every HTTP endpoint of the contract, procedures first, each list sorted by key. */
export function httpEndpointsOf(contract: CairnContract): HttpEndpoint[] {
  const fromProcedures = Object.entries(contract.procedures).map(([name, definition]): HttpEndpoint => {
    const { method, path } = routeOf(name, definition);
    return {
      key: name,
      entry: handlerPath(name),
      method,
      path,
      description: `Procedure ${name} (${definition.kind})`,
      runtime: checkedRuntime(name, definition.runtime),
    };
  });
  const fromRoutes = contract.httpRoutes.map(
    (route): HttpEndpoint => ({
      key: `route.${route.id}`,
      entry: route.handlerPath,
      method: route.method,
      path: route.path,
      description: `Route ${route.method} ${route.path}`,
      runtime: defaultRuntime,
    }),
  );
  const byKey = (a: HttpEndpoint, b: HttpEndpoint) => a.key.localeCompare(b.key);
  const endpoints = [...fromProcedures.sort(byKey), ...fromRoutes.sort(byKey)];
  assertUnique(endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`), 'HTTP route');
  assertUnique(endpoints.map((endpoint) => endpoint.key), 'endpoint key');
  return endpoints;
}

/**
 * The package files each handler reads at run time (`runtime.packageFiles`), for the bundler to
 * ship beside its bundle; handlers that read none are left out.
 */
export function packageFilesOf(contract: CairnContract): Map<string, readonly string[]> {
  return new Map(
    httpEndpointsOf(contract).flatMap((endpoint) => (endpoint.runtime.packageFiles?.length ? [[endpoint.entry, endpoint.runtime.packageFiles] as const] : [])),
  );
}

/** Every handler module the stack deploys (HTTP and event handlers), each once, sorted. */
export function handlerEntriesOf(contract: CairnContract): string[] {
  const entries = [...httpEndpointsOf(contract).map((endpoint) => endpoint.entry), ...Object.values(contract.eventHandlers)];
  return [...new Set(entries)].sort();
}

/**
 * Number of nested stacks the HTTP handlers are spread over. Each endpoint costs five
 * resources (function, log group, permission, integration, route), so four stacks hold about
 * 250 endpoints before one of them nears the budget below.
 */
export const HANDLER_SHARDS = 4;

/** CloudFormation refuses more than 500 resources per stack; keep a margin for additions. */
export const STACK_RESOURCE_BUDGET = 450;

/**
 * The nested stack an endpoint lives in: a hash of its key, not its position in the sorted
 * list. Position-based chunks would shift whenever a procedure is added in the middle of the
 * alphabet, moving routes between sibling nested stacks; CloudFormation updates siblings in
 * parallel, so the new stack would create a route key the old one still holds, and API
 * Gateway rejects the duplicate. With a hash, an endpoint stays where it was forever.
 */
export function shardOf(key: string, shards: number = HANDLER_SHARDS): number {
  // FNV-1a, 32 bits: tiny, deterministic on every platform, and spreads short names well.
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** Endpoints grouped by shard; shards without endpoints are left out (an empty stack is invalid). */
export function shardEndpoints(endpoints: readonly HttpEndpoint[], shards: number = HANDLER_SHARDS): Map<number, HttpEndpoint[]> {
  const groups = new Map<number, HttpEndpoint[]>();
  for (const endpoint of endpoints) {
    const shard = shardOf(endpoint.key, shards);
    groups.set(shard, [...(groups.get(shard) ?? []), endpoint]);
  }
  return new Map([...groups].sort(([a], [b]) => a - b));
}

/** Lambda's bounds, and the HTTP API's: it answers 503 after 30 s whatever the function does. */
function checkedRuntime(name: string, runtime: RuntimeNeeds): RuntimeNeeds {
  const { memoryMb, timeoutSeconds } = runtime;
  if (!Number.isInteger(memoryMb) || memoryMb < 128 || memoryMb > 10_240) {
    throw new Error(`Procedure ${name} asks for ${memoryMb} MB: Lambda takes whole megabytes from 128 to 10240`);
  }
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1 || timeoutSeconds > maxTimeoutSeconds) {
    throw new Error(`Procedure ${name} asks for a ${timeoutSeconds} s timeout: at most ${maxTimeoutSeconds} s behind the HTTP API`);
  }
  // A package's name and a path inside it: copied under the bundle's node_modules/, never above it.
  const outside = (runtime.packageFiles ?? []).find((file) => !/^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/[\w.-]+)+$/i.test(file) || file.split('/').includes('..'));
  if (outside !== undefined) throw new Error(`Procedure ${name} ships "${outside}": name a file of a package, as \`package/path/file\``);
  return runtime;
}

function assertUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Duplicate ${what} in the contract: ${value}`);
    seen.add(value);
  }
}
