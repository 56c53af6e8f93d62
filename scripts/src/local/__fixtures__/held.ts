import type { Context } from 'aws-lambda';
import { record } from './recorder.ts';

/**
 * A handler that a test can hold mid-invocation: `hold()` arms it, the next invocation records
 * itself, resolves `entered` and waits until the test calls `release()`. Unarmed, it answers at
 * once. Lets a test act while a handler is in progress without relying on timing.
 */
interface Hold {
  entered: Promise<void>;
  release(): void;
}

interface Armed {
  enter(): void;
  released: Promise<void>;
}

const key = Symbol.for('cairn.local.fixtures.held');

function armed(): Armed[] {
  const store = globalThis as { [key]?: Armed[] };
  store[key] ??= [];
  return store[key];
}

export function hold(): Hold {
  let enter = () => {};
  let release = () => {};
  const entered = new Promise<void>((resolve) => (enter = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  armed().push({ enter, released });
  return { entered, release };
}

export async function handler(event: unknown, context: Context): Promise<{ statusCode: number; headers: Record<string, string>; body: string }> {
  record('held', event, context);
  const next = armed().shift();
  if (next) {
    next.enter();
    await next.released;
  }
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"result":{"data":"held"}}' };
}
