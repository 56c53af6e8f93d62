import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentSecurityPolicy, webSecurityHeaders } from '@cairn/shared/securityHeaders';

// The local stack serves the API (HTTP and the invalidation websocket) on port 3000.
const api = { target: 'http://127.0.0.1:3000', ws: true };

/**
 * Vendor groups: the libraries every route needs change less often than our code, so they
 * get their own long-cached chunks; each page is a lazy route chunk of its own.
 */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|react-query|query-core|react-store|store)[\\/]/, priority: 20 },
  // Zod's core and its tree-shakable functions, which the first page's address and session checks
  // use, with the no-eval setting that must run before any schema is built (zodWithoutEval.ts).
  // (JSON Schema output is for the contract's schemas only, and stays with them.)
  {
    name: 'zod',
    test: /node_modules[\\/]zod[\\/](v4[\\/](core|mini)|mini)[\\/](?!to-json-schema|json-schema)|[\\/]src[\\/]zodWithoutEval\.ts$/,
    priority: 20,
  },
  // Its method-chaining build, which the contract's schemas use: it loads with the first call.
  { name: 'zod-classic', test: /node_modules[\\/]zod[\\/]/, priority: 15 },
];

/**
 * The rest of the first load (Rolldown tags it `$initial`: what the entry imports statically),
 * our shell and the parts of Chakra it uses, as one chunk. Split the way the routes share them,
 * it came as some fifty small files, each compressed on its own and each naming what it imports
 * and exports, about 15 kB more in all; a route that uses one of them imports it from this
 * chunk, which is there already. Without the dependencies of what it takes: Zag's toast machines,
 * reached through its package index but run only by the toaster's view, which loads on demand,
 * would come along.
 */
const shellGroup = { name: 'shell', tags: ['$initial' as const], includeDependenciesRecursively: false, priority: 10 };

export default defineConfig(({ command }) => {
  // A build is what production serves, whatever NODE_ENV the caller runs under: the browser
  // tests build from inside vitest (NODE_ENV=test), which would otherwise bundle React's
  // development build, three times the size and slower. Set before the plugins read it (a
  // `define` alone leaves the JSX transform on its development runtime, which then fails).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // No source maps in a build: it is what production serves, and a map would hand out the
      // original sources (the local gateway refuses `.map` files as well).
      sourcemap: false,
      rolldownOptions: {
        // Chakra's theme builds each recipe with an identity function that the bundler cannot
        // prove pure: without this, every recipe of the default theme ships, used or not (ui/system.ts).
        treeshake: { manualPureFunctions: ['defineRecipe', 'defineSlotRecipe', 'defineConfig', 'mergeConfigs', 'createSystem'] },
        output: {
          codeSplitting: { groups: [...vendorGroups, shellGroup] },
        },
      },
    },
    // The dev server keeps frame and sniffing protection but no CSP: its hot reload runs inline
    // scripts. The preview serves the build, under the policy production sends.
    server: { port: 5173, proxy: { '/api': api }, headers: { ...webSecurityHeaders } },
    preview: { port: 4173, proxy: { '/api': api }, headers: { 'content-security-policy': contentSecurityPolicy(), ...webSecurityHeaders } },
  };
});
