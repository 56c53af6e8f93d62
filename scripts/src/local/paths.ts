import { fileURLToPath } from 'node:url';

/** The repository root: contract handler paths (`functions/src/...`) are relative to it. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
