import { eventHandlers, handlerPath, httpRoutes, procedureNames } from '@cairn/shared/contract';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const source = join(root, 'functions/src');

/** Every module under functions/src that is not shared code (lib/) nor a test. */
function handlerModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'lib' ? [] : handlerModules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && path !== join(source, 'registry.test.ts')
      ? [relative(root, path)]
      : [];
  });
}

describe('the contract and the handlers', () => {
  it('has a handler module for every procedure, exporting the handler of that procedure', async () => {
    for (const name of procedureNames) {
      const path = handlerPath(name);
      expect(existsSync(join(root, path)), `${name} has no handler at ${path}`).toBe(true);
      const module = (await import(join(root, path))) as { handler?: { procedure?: string } };
      expect(module.handler?.procedure, `${path} must export the handler of ${name}`).toBe(name);
    }
  });

  it('has no handler module without a contract entry', () => {
    const declared = new Set([...procedureNames.map(handlerPath), ...httpRoutes.map((route) => route.handlerPath)]);
    const extra = handlerModules(source).filter((path) => !declared.has(path));
    expect(extra).toEqual([]);
  });

  it('has the raw routes and event handlers it declares', () => {
    for (const path of [...httpRoutes.map((route) => route.handlerPath), ...Object.values(eventHandlers)]) {
      expect(existsSync(join(root, path)), path).toBe(true);
    }
  });
});
