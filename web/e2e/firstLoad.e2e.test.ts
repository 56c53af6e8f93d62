/**
 * What a client page loads before it can render, measured on the build the browser tests
 * serve (the run's global setup makes it; no second build here). `npm run bench` prints the
 * same figure against the 200 kB goal; this test keeps it from growing back meanwhile.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadBudgetGzipBytes, measureFirstLoad } from '@cairn/scripts/bench/webFirstLoad.ts';
import { repoRoot } from '@cairn/scripts/local/paths.ts';
import { pageRecipes, pageSlotRecipes } from '../src/ui/pageRecipes.ts';

/**
 * The budget itself (from 239 kB, and 330 kB before that): about 199 kB today. React (67 kB),
 * the router and query client (37 kB) and zod's core (18 kB, for the address and session checks
 * every page makes before it renders) come in chunks of their own; the shell's chunk (76 kB)
 * holds Chakra's styling engine with the theme's tokens and the shell's dozen recipes (about
 * 45 kB), the app shell (23 kB) and the English messages of the shell, the sign-in pages and the
 * validation rules the browser checks itself (4 kB). The pages' recipes and shared messages load
 * with the first page, each feature's messages with its route, the toasts' machinery after the
 * first render; the server's own messages never come with it: in English the API sends their
 * text as the catalogue words it, and the French ones load with the French catalogue.
 */
const firstLoadCeilingGzipBytes = 200_000;

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

  it("holds zod's tree-shakable build only: the contract, built with its method chains, loads with the first call", async () => {
    const dist = join(repoRoot, 'web/dist');
    const { files } = await measureFirstLoad(dist);
    const sources = await Promise.all(files.map((file) => readFile(join(dist, file.file), 'utf8')));
    // Zod names each schema class by its build: `ZodMiniObject` for the tree-shakable one.
    expect(sources.some((source) => /[`"']ZodMiniObject[`"']/.test(source))).toBe(true);
    expect(sources.filter((source) => /[`"']ZodObject[`"']/.test(source))).toEqual([]);
  });

  it("renders no component whose recipe comes with the pages: it would stay unstyled, not only until they load", async () => {
    const dist = join(repoRoot, 'web/dist');
    const { files } = await measureFirstLoad(dist);
    const sources = await Promise.all(files.map((file) => readFile(join(dist, file.file), 'utf8')));
    // A Chakra component names its recipe's key, which minifying keeps (`{key:"dialog"}`).
    const asked = new Set(sources.flatMap((source) => [...source.matchAll(/\{key:[`"'](\w+)[`"']/g)].map((match) => match[1]!)));
    expect(asked.has('button')).toBe(true);
    expect(Object.keys({ ...pageRecipes, ...pageSlotRecipes }).filter((key) => asked.has(key))).toEqual([]);
  });

  it('holds neither the French messages nor what opens on demand: they load when asked for', async () => {
    const dist = join(repoRoot, 'web/dist');
    const { files } = await measureFirstLoad(dist);
    const names = files.map((file) => file.file);
    expect(names.filter((name) => /FeedbackDialog|NavDrawer|AccountPopover|SideTooltipLoaded|ToasterView/.test(name))).toEqual([]);
    // A French message found in no other module: the French catalogue is not in the first load.
    const sources = await Promise.all(names.map((name) => readFile(join(dist, name), 'utf8')));
    expect(sources.filter((source) => source.includes('Une erreur est survenue'))).toEqual([]);
    // Nor the server's English messages: a text only the server says is in no module of it.
    expect(sources.filter((source) => source.includes('This question template no longer exists'))).toEqual([]);
    const built = await readdir(join(dist, 'assets'));
    const french = await Promise.all(built.filter((name) => name.endsWith('.js')).map((name) => readFile(join(dist, 'assets', name), 'utf8')));
    expect(french.some((source) => source.includes('Une erreur est survenue'))).toBe(true);
  });
});
