import type { Plugin } from 'vite';

/**
 * The route modules the router loads for `/projects/:projectId/flags` (see src/app/router.ts):
 * the providers, the layout, the page error boundary and the Flags page. Split
 * or not, a user opening the console downloads all of them before seeing a flag.
 */
export const flagsPageRouteModules = [
  'src/app/rootRoute.tsx',
  'src/app/layoutRoute.tsx',
  'src/app/pageErrorRoute.tsx',
  'src/flags/route.tsx',
] as const;

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
}
type Built = BuiltChunk | { type: 'asset' };

/**
 * Asks for the Flags page's modules in the page itself (`<link rel="modulepreload">`), beside the
 * entry, instead of once the entry has run and the router has found the route: the Flags page is
 * where the console opens (`/` leads to it), and its fifty modules were otherwise asked for in a
 * queue that began a hundred and fifty milliseconds later. Another page opened first loads them
 * too (200 KiB as served, kept by the browser for good); the entry's own imports Vite preloads already.
 */
export function preloadFlagsPage(): Plugin {
  return {
    name: 'flagdeck-preload-flags-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle as Record<string, Built> | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item): item is BuiltChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const entryReach = new Set<string>();
        const reach = (file: string, into: Set<string>) => {
          const chunk = byFile.get(file);
          if (!chunk || into.has(file)) return;
          into.add(file);
          chunk.imports.forEach((imported) => reach(imported, into));
        };
        chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => reach(chunk.fileName, entryReach));
        const routes = flagsPageRouteModules.flatMap((module) => chunks.filter((chunk) => chunk.facadeModuleId?.endsWith(module)));
        if (routes.length !== flagsPageRouteModules.length) {
          throw new Error(`the Flags page's route modules are not all chunks of their own (found ${routes.length} of ${flagsPageRouteModules.length}): follow src/app/router.ts in scripts/preloadFlagsPage.ts`);
        }
        // In the order met: each route module before the modules it imports.
        const page = new Set<string>();
        routes.forEach((chunk) => reach(chunk.fileName, page));
        return [...page].filter((file) => !entryReach.has(file)).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
