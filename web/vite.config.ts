import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The local stack serves the API (HTTP and the invalidation websocket) on port 3000.
const api = { target: 'http://127.0.0.1:3000', ws: true };

/**
 * Vendor groups: the libraries every route needs change less often than our code, so they
 * get their own long-cached chunks; each page is a lazy route chunk of its own.
 */
const vendorGroups: { name: string; test: RegExp; priority: number }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@pandacss)[\\/]/, priority: 20 },
  { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for error reports, without the comment that makes every browser fetch them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': api } },
  preview: { port: 4173, proxy: { '/api': api } },
});
