import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { repoRoot } from './paths.ts';

/**
 * Maps a handler path as the contract writes it (`functions/src/user/login.ts`) to the module
 * file to load. Tests inject their own to run fixture handlers.
 */
export type HandlerResolver = (contractPath: string) => string;

export const resolveFromRepository: HandlerResolver = (contractPath) => (isAbsolute(contractPath) ? contractPath : join(repoRoot, contractPath));

/** What Lambda itself would give up after; a local invocation is never cut short. */
const timeoutMs = 30_000;

/** A Lambda context as the Node runtime passes it, for handlers and middleware that read one. */
export function lambdaContext(functionName: string, requestId: string = randomUUID()): Context {
  const deadline = Date.now() + timeoutMs;
  const region = process.env.AWS_REGION ?? 'eu-west-3';
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${region}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/${requestId}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

export type LambdaHandler<E, R> = (event: E, context: Context) => Promise<R>;

interface HandlerModule {
  handler?: unknown;
}

/**
 * Loads handler modules on first use (many are still being written, so nothing is imported up
 * front) and invokes them the way the Lambda runtime does. Tracks invocations in flight so a
 * shutdown can let them finish before the emulators under them stop.
 */
export class Invoker {
  private readonly modules = new Map<string, Promise<HandlerModule>>();
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(private readonly resolve: HandlerResolver = resolveFromRepository) {}

  /** True when the handler's module file exists (it may not be written yet). */
  exists(contractPath: string): boolean {
    return existsSync(this.resolve(contractPath));
  }

  invoke<E, R>(contractPath: string, event: E, context: Context): Promise<R> {
    const run = this.load(contractPath).then((handler) => handler(event, context) as Promise<R>);
    this.inFlight.add(run);
    const forget = () => this.inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  /** Resolves once every invocation started so far has settled. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async load(contractPath: string): Promise<LambdaHandler<unknown, unknown>> {
    const file = this.resolve(contractPath);
    let loading = this.modules.get(file);
    if (!loading) {
      loading = import(pathToFileURL(file).href) as Promise<HandlerModule>;
      this.modules.set(file, loading);
      // A module that failed to load (not written yet, or broken) is retried on the next call.
      loading.catch(() => this.modules.delete(file));
    }
    const { handler } = await loading;
    if (typeof handler !== 'function') throw new Error(`${contractPath} does not export a function named handler`);
    return handler as LambdaHandler<unknown, unknown>;
  }
}
