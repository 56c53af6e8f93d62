import type { Context } from 'aws-lambda';

/** What a fixture handler received. Kept on globalThis so every import of this file shares it. */
export interface Invocation {
  fixture: string;
  event: unknown;
  functionName: string;
}

const key = Symbol.for('cairn.local.fixtures.invocations');

export function invocations(): Invocation[] {
  const store = globalThis as { [key]?: Invocation[] };
  store[key] ??= [];
  return store[key];
}

export function record(fixture: string, event: unknown, context: Context): void {
  invocations().push({ fixture, event, functionName: context.functionName });
}
