import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { frenchTitlesModule, renderFrenchTitles } from './frenchTitles.ts';

/**
 * `npm run nace`: writes the French NACE titles from the package into shared/, so neither the
 * functions nor the web need the package (and its sub-classes) at run time.
 */
const path = fileURLToPath(new URL(`../../../${frenchTitlesModule}`, import.meta.url));
writeFileSync(path, renderFrenchTitles());
console.log(`Wrote ${frenchTitlesModule}`);
