/**
 * Zod builds fast object parsers with `new Function` when it may, and probes whether it may by
 * calling it. The app's Content-Security-Policy allows no eval (`script-src 'self'`), so the
 * probe alone is reported as a violation. Parsers without eval are what the browser gets.
 *
 * Zod decides when a schema is built, so this must run before any schema exists: main.tsx
 * imports it first, and vite.config.ts puts it in the zod chunk, which runs before any chunk
 * that builds schemas.
 */
import { config } from 'zod/mini';

config({ jitless: true });
