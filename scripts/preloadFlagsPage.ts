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
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
}
export type Built = BuiltChunk | { type: 'asset' };

/**
 * The files of the Flags page's route modules and what they import, each before its imports, less
 * the entry's own (Vite asks for those already).
 */
export function flagsPageFiles(bundle: Record<string, Built>): string[] {
  const chunks = Object.values(bundle).filter((item): item is BuiltChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reach = (file: string, into: Set<string>) => {
    const chunk = byFile.get(file);
    if (!chunk || into.has(file)) return;
    into.add(file);
    chunk.imports.forEach((imported) => reach(imported, into));
  };
  const entryReach = new Set<string>();
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => reach(chunk.fileName, entryReach));
  // The chunks that hold the route modules: one (flagsPageChunk.ts), or one each.
  const routes = flagsPageRouteModules.map((module) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`))));
  const missing = flagsPageRouteModules.filter((_, index) => routes[index] === undefined);
  if (missing.length > 0) {
    throw new Error(`the Flags page's route modules ${missing.join(', ')} are in no chunk: follow src/app/router.ts in scripts/preloadFlagsPage.ts`);
  }
  const page = new Set<string>();
  routes.forEach((chunk) => chunk && reach(chunk.fileName, page));
  return [...page].filter((file) => !entryReach.has(file));
}

/**
 * Asks for the Flags page's modules in the page itself (`<link rel="modulepreload">`), beside the
 * entry, instead of once the entry has run and the router has found the route: the Flags page is
 * where the console opens (`/` leads to it), and its modules (fifty files then, one chunk now:
 * flagsPageChunk.ts) were otherwise asked for in a queue that began a hundred and fifty
 * milliseconds later. Another page opened first loads them
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
        return flagsPageFiles(bundle).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
