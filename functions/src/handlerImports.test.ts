import { handlerPath, httpRoutes, procedureNames } from '@cairn/shared/contract';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Package subpaths of the workspaces, to the module each names (`@cairn/shared/contract` → shared/src/contract/index.ts). */
function workspaceExports(): Map<string, string> {
  const subpaths = new Map<string, string>();
  for (const workspace of ['shared', 'functions']) {
    const manifest = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')) as { name: string; exports?: Record<string, string> };
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      if (!subpath.includes('*')) subpaths.set(`${manifest.name}${subpath.slice(1)}`, join(workspace, target));
    }
  }
  return subpaths;
}

/**
 * The modules a source imports at run time (type-only imports are erased), with the barrels
 * among them: an `index.ts` re-exporting a whole folder. Importing one bundles every module it
 * names, each with top-level schemas and entities that esbuild cannot prove unused.
 */
export function barrelImports(sourcePath: string, text: string, exports: ReadonlyMap<string, string>): string[] {
  const specifiers = [...text.matchAll(/^import\s+(?!type\s)(?:[\s\S]*?\sfrom\s+)?'([^']+)';/gm)].map((match) => match[1]!);
  return specifiers.filter((specifier) => {
    const target = specifier.startsWith('.') ? relative(root, resolve(dirname(join(root, sourcePath)), specifier)) : exports.get(specifier);
    return target !== undefined && /(^|\/)index\.tsx?$/.test(target);
  });
}

describe('handler imports', () => {
  const exports = workspaceExports();

  it('name no barrel: a handler imports its area of the contract and the modules it uses, no index', () => {
    const handlers = [...procedureNames.map(handlerPath), ...httpRoutes.map((route) => route.handlerPath)];
    const found = handlers
      .filter((path) => existsSync(join(root, path)))
      .flatMap((path) => barrelImports(path, readFileSync(join(root, path), 'utf8'), exports).map((specifier) => `${path} imports ${specifier}`));
    expect(found).toEqual([]);
  });

  it('are found when they name a barrel, relative or by package, and not when only types come from it', () => {
    const source = [
      "import { defineProcedure } from '../lib/http/areas/catalogue.ts';",
      "import { units } from '../lib/data/index.ts';",
      "import {\n  procedures,\n  type ProcedureName,\n} from '@cairn/shared/contract';",
      "import * as everything from '@cairn/shared/schemas';",
      "import type { SessionUser } from '@cairn/shared/schemas';",
      "import { Role } from '@cairn/shared/schemas/enums';",
      "import { AppError } from '@cairn/shared/errors';",
    ].join('\n');
    expect(barrelImports('functions/src/unit/list.ts', source, exports)).toEqual(['../lib/data/index.ts', '@cairn/shared/contract', '@cairn/shared/schemas']);
  });
});
