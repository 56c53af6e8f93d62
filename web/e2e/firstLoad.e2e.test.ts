/**
 * What a client page loads before it can render, measured on the build the browser tests
 * serve (the run's global setup makes it; no second build here). `npm run bench` prints the
 * same figure against the 200 kB goal; this test keeps it from growing back meanwhile.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadBudgetGzipBytes, measureFirstLoad } from '@cairn/scripts/bench/webFirstLoad.ts';
import { repoRoot } from '@cairn/scripts/local/paths.ts';

/**
 * Today's first load (about 295 kB, from 330 kB) with a little room: lower it as the shell gets
 * lighter, down to the budget. What remains above the budget is mostly React, the router and
 * query client, zod and the contract's schemas, Chakra, and both languages' message catalogues.
 */
const firstLoadCeilingGzipBytes = 310_000;

describe('the first load of a client page', () => {
  it('stays under its ceiling, and the budget is not above it', async () => {
    const firstLoad = await measureFirstLoad(join(repoRoot, 'web/dist'));
    console.log(`[e2e] client first load: ${(firstLoad.totalGzipBytes / 1000).toFixed(1)} kB gzip in ${firstLoad.files.length} files`);
    expect(firstLoad.files.length).toBeGreaterThan(1);
    expect(firstLoad.totalGzipBytes).toBeLessThanOrEqual(firstLoadCeilingGzipBytes);
    expect(firstLoadBudgetGzipBytes).toBeLessThanOrEqual(firstLoadCeilingGzipBytes);
  });

  it('holds neither the admin app nor the charts: they load with the routes that use them', async () => {
    const { files } = await measureFirstLoad(join(repoRoot, 'web/dist'));
    const names = files.map((file) => file.file);
    expect(names.filter((name) => /admin|catalogue|emissionfactor|factorlist|hypothes|units|chart|report/i.test(name))).toEqual([]);
  });
});
