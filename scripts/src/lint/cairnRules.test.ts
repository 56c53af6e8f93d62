import { RuleTester } from 'eslint';
import { join, resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import cairn, { isDevFile, packageOf } from './cairnRules.js';

// The rule tester reports through the test framework it is given.
Object.assign(RuleTester, { afterAll, describe, it, itOnly: it.only });

const root = resolve(import.meta.dirname, '../../..');
const at = (path: string) => join(root, path);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } });

describe('workspace boundaries', () => {
  tester.run('workspace-boundaries', cairn.rules['workspace-boundaries'], {
    valid: [
      { filename: at('functions/src/report/get.ts'), code: "import { x } from '../lib/data/report.ts';" },
      { filename: at('functions/src/report/get.ts'), code: "import { procedures } from '@cairn/shared/contract';" },
      { filename: at('web/src/app/router.tsx'), code: "const admin = () => import('../admin/AdminLayout.tsx');" },
      { filename: at('web/src/admin/AdminLayout.tsx'), code: "import { Sidebar } from '../app/Sidebar.tsx';" },
      // Types cost nothing at run time.
      { filename: at('web/src/features/home/HomePage.tsx'), code: "import type { Item } from '../../admin/adminNavigation.ts';" },
      // The root's test helpers belong to no workspace.
      { filename: at('functions/src/report/report.int.test.ts'), code: "import { createUser } from '../../../test/fixtures.ts';" },
    ],
    invalid: [
      { filename: at('functions/src/report/get.ts'), code: "import { x } from '../../../shared/src/constants.ts';", errors: [{ messageId: 'crossWorkspace' }] },
      { filename: at('web/e2e/helpers.ts'), code: "export { uuidOf } from '../../scripts/src/seed/demo.ts';", errors: [{ messageId: 'crossWorkspace' }] },
      { filename: at('functions/src/report/get.ts'), code: "import { users } from '@cairn/functions/data';", errors: [{ messageId: 'selfImport' }] },
      { filename: at('shared/src/contract/index.ts'), code: "import { files } from '@cairn/shared/constants';", errors: [{ messageId: 'selfImport' }] },
      { filename: at('web/src/app/router.tsx'), code: "import { AdminLayout } from '../admin/AdminLayout.tsx';", errors: [{ messageId: 'adminFromClient' }] },
      { filename: at('web/src/features/home/HomePage.tsx'), code: "export { adminHome } from '../../admin/adminNavigation.ts';", errors: [{ messageId: 'adminFromClient' }] },
    ],
  });
});

describe('declared dependencies', () => {
  tester.run('declared-dependencies', cairn.rules['declared-dependencies'], {
    valid: [
      { filename: at('functions/src/report/get.ts'), code: "import middy from '@middy/core'; import { z } from 'zod'; import { gzipSync } from 'node:zlib';" },
      // Types vanish at build: the root's @types packages serve every workspace.
      { filename: at('functions/src/report/get.ts'), code: "import type { APIGatewayProxyEventV2 } from 'aws-lambda';" },
      // Tests may use the root's tools.
      { filename: at('functions/src/report/get.test.ts'), code: "import { expect } from 'vitest';" },
      { filename: at('web/e2e/helpers.ts'), code: "import { chromium } from 'playwright-core'; import { uuidOf } from '@cairn/scripts/seed/demo.ts';" },
      { filename: at('web/vite.config.ts'), code: "import { defineConfig } from 'vite';" },
    ],
    invalid: [
      { filename: at('functions/src/report/get.ts'), code: "import { expect } from 'vitest';", errors: [{ messageId: 'undeclared' }] },
      { filename: at('web/src/app/router.tsx'), code: "import { chromium } from 'playwright-core';", errors: [{ messageId: 'devOnly' }] },
      { filename: at('web/src/app/router.tsx'), code: "import { S3Client } from '@aws-sdk/client-s3';", errors: [{ messageId: 'undeclared' }] },
      { filename: at('shared/src/files.ts'), code: "const sdk = await import('@aws-sdk/client-s3');", errors: [{ messageId: 'undeclared' }] },
    ],
  });
});

describe('the rules’ helpers', () => {
  it('names a package from a specifier, scoped or not', () => {
    expect(packageOf('@cairn/shared/contract')).toBe('@cairn/shared');
    expect(packageOf('zod')).toBe('zod');
    expect(packageOf('@e965/xlsx')).toBe('@e965/xlsx');
    expect(packageOf('react-dom/client')).toBe('react-dom');
  });

  it('tells files that never run deployed', () => {
    expect(isDevFile(at('functions/src/report/report.int.test.ts'))).toBe(true);
    expect(isDevFile(at('web/e2e/helpers.ts'))).toBe(true);
    expect(isDevFile(at('web/vite.config.ts'))).toBe(true);
    expect(isDevFile(at('scripts/bench/index.ts'))).toBe(true);
    expect(isDevFile(at('functions/src/report/get.ts'))).toBe(false);
    expect(isDevFile(at('web/src/app/router.tsx'))).toBe(false);
  });
});

describe('workspace manifests', () => {
  const workspaces = ['shared', 'functions', 'events', 'infra', 'scripts', 'web'];
  const devOnly = /^(@types\/|vitest$|eslint|typescript-eslint$|@vitejs\/)/;

  it('keep type packages and test tools out of runtime dependencies', async () => {
    for (const workspace of workspaces) {
      const manifest = (await import(join(root, workspace, 'package.json'), { with: { type: 'json' } })).default as { dependencies?: Record<string, string> };
      const misplaced = Object.keys(manifest.dependencies ?? {}).filter((name) => devOnly.test(name));
      expect(misplaced, `${workspace}/package.json dependencies`).toEqual([]);
    }
  });
});
