import { describe, expect, it } from 'vitest';
import { flagsPageFiles, flagsPageRouteModules, type Built } from './preloadFlagsPage';

const chunk = (fileName: string, imports: string[], module: string | null = null, isEntry = false) =>
  ({ type: 'chunk' as const, fileName, imports, moduleIds: module === null ? [] : [module], isEntry });

function linksFor(bundle: Record<string, Built>): string[] {
  return flagsPageFiles(bundle).map((file) => `/${file}`);
}

const root = '/work/flagdeck/';

describe('the Flags page modules asked for by the page itself', () => {
  const routeChunks = flagsPageRouteModules.map((module, i) => chunk(`assets/route${i}.js`, i === 0 ? ['assets/shared.js', 'assets/react.js'] : ['assets/shared.js'], root + module));
  const bundle: Record<string, Built> = Object.fromEntries([
    chunk('assets/index.js', ['assets/react.js'], root + 'src/main.tsx', true),
    chunk('assets/react.js', []),
    chunk('assets/shared.js', ['assets/deep.js']),
    chunk('assets/deep.js', []),
    chunk('assets/settings.js', ['assets/shared.js'], root + 'src/app/settingsRoute.tsx'),
    ...routeChunks,
    { type: 'asset' as const },
  ].map((item, i) => [String(i), item]));

  it('are the route modules and what they import, each before its imports, without the entry\'s own or other pages\'', () => {
    expect(linksFor(bundle)).toEqual(['/assets/route0.js', '/assets/shared.js', '/assets/deep.js', '/assets/route1.js', '/assets/route2.js', '/assets/route3.js']);
  });

  it('are one file where the route modules are one chunk (flagsPageChunk.ts), with what it imports beyond the entry', () => {
    const grouped: Record<string, Built> = {
      entry: chunk('assets/index.js', ['assets/react.js'], root + 'src/main.tsx', true),
      react: chunk('assets/react.js', []),
      page: { ...chunk('assets/flags-page.js', ['assets/index.js', 'assets/deep.js']), moduleIds: flagsPageRouteModules.map((module) => root + module) },
      deep: chunk('assets/deep.js', []),
    };
    expect(linksFor(grouped)).toEqual(['/assets/flags-page.js', '/assets/deep.js']);
  });

  it('a route module in no chunk (the router changed) fails the build, naming it', () => {
    const withoutLayout = Object.fromEntries(Object.entries(bundle).filter(([, item]) => item.type !== 'chunk' || item.fileName !== 'assets/route1.js'));
    expect(() => linksFor(withoutLayout)).toThrow(/src\/app\/layoutRoute.tsx .*follow src\/app\/router.ts/);
  });
});
