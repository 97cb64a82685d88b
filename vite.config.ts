import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// With its extension: Vite's native config loader (its future default) resolves no other way.
import { precompress } from './scripts/precompress.ts';
import { preloadFlagsPage } from './scripts/preloadFlagsPage.ts';
import { flagsPageChunk } from './scripts/flagsPageChunk.ts';
import { compiledChecksPlugin } from './scripts/compiledChecksPlugin.ts';

// In development the console is served by Vite and /api goes to the flag service, so the browser
// always talks to one origin (no CORS set-up, same as production where the server serves both).
const apiTarget = process.env.FLAGDECK_API ?? 'http://127.0.0.1:4242';
const flagsPage = flagsPageChunk();

export default defineConfig({
  plugins: [react(), compiledChecksPlugin(), preloadFlagsPage(), flagsPage.plugin, precompress()],
  server: { proxy: { '/api': { target: apiTarget } } },
  // The manifest is for our own tools (scripts/check-bundle-budget.ts, the bench); source maps stay
  // beside the build for whoever debugs it, named by no script. Neither is served (serveConsole.ts).
  // No modulepreload polyfill in the entry (its budget is tight): a preload only asks for a module
  // sooner, and the browsers that lack <link rel="modulepreload"> (Firefox before 115, Safari
  // before 17) load the same modules when they are imported.
  // The Flags page's modules are one chunk (scripts/flagsPageChunk.ts).
  build: {
    outDir: 'dist', sourcemap: 'hidden', manifest: true, modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: flagsPage.groups } } },
  },
  test: {
    testTimeout: 20_000,
    // Set-ups (a service with 200 flags made through the API, a child process) are not what a test
    // judges, and take several times longer on a busy machine than on an idle one.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'console',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
