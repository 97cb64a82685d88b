import type { Plugin } from 'vite';
import { flagsPageRouteModules } from './preloadFlagsPage';

/** A group of Rolldown's code splitting (its `output.codeSplitting.groups`), as far as it is used here. */
export interface ChunkGroup {
  name: string;
  priority: number;
  test: (moduleId: string) => boolean;
}

/**
 * The Flags page's modules as one chunk. Left to itself, Rolldown splits the lazy route modules by
 * which routes import each: the Flags page came in 49 files, over the six connections a browser
 * opens to one HTTP/1.1 origin, each file a request and a module of its own to link. As one file
 * the first rows came 130 ms sooner (770 → 630 ms in two runs of 14 interleaved page loads on the
 * bench machine; README, Performance). Other pages gain or lose nothing they did not have: every page
 * downloads the Flags page's modules already (preloadFlagsPage.ts).
 *
 * The groups are given before the modules are known: the modules are found once the graph is built
 * (buildEnd), and the groups' tests read them when Rolldown makes the chunks, after it.
 */
export function flagsPageChunk(): { plugin: Plugin; groups: ChunkGroup[] } {
  // The entry and what it imports: React, the router and the route table.
  const entryModules = new Set<string>();
  // What the Flags page's route modules import, less the entry's.
  const pageModules = new Set<string>();
  const plugin: Plugin = {
    name: 'flagdeck-flags-page-chunk',
    apply: 'build',
    // A watching build builds again in the same process: each build finds its own modules.
    buildStart() {
      entryModules.clear();
      pageModules.clear();
    },
    buildEnd() {
      const reach = (id: string, into: Set<string>, known?: Set<string>) => {
        if (into.has(id) || known?.has(id)) return;
        const info = this.getModuleInfo(id);
        if (!info) return;
        into.add(id);
        info.importedIds.forEach((imported) => reach(imported, into, known));
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) reach(id, entryModules);
      for (const id of this.getModuleIds()) {
        if (flagsPageRouteModules.some((module) => id.endsWith(`/${module}`))) reach(id, pageModules, entryModules);
      }
    },
  };
  return {
    plugin,
    groups: [
      // Rolldown brings a group's modules' own imports into its chunk: without this group, ahead of
      // the page's, React and the router would leave the entry for the page's chunk, which the
      // entry would then import (over the initial JS budget, scripts/check-bundle-budget.ts).
      { name: 'index', priority: 2, test: (id) => entryModules.has(id) },
      { name: 'flags-page', priority: 1, test: (id) => pageModules.has(id) },
    ],
  };
}
