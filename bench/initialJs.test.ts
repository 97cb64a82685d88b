import { describe, expect, it } from 'vitest';
import { firstPageChunks, initialChunks } from './initialJs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  '_styles.css': { file: 'assets/styles.css' },
  '_table.js': { file: 'assets/table.js', imports: ['_styles.css', 'index.html'] },
  'src/app/layoutRoute.tsx': { file: 'assets/layout.js', imports: ['_shared.js', 'index.html'] },
  'src/flags/route.tsx': { file: 'assets/flags.js', imports: ['_table.js', '_shared.js'] },
  'src/playground/route.tsx': { file: 'assets/playground.js', imports: ['_shared.js'] },
};

describe('initialChunks', () => {
  it('follows static imports from the entry, transitively, and never dynamic ones', () => {
    expect(initialChunks(manifest)).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/shared.js']);
  });
});

describe('firstPageChunks', () => {
  it('adds the route modules of the first page and their static imports, each file once, JS only', () => {
    expect(firstPageChunks(manifest, ['src/app/layoutRoute.tsx', 'src/flags/route.tsx'])).toEqual([
      'assets/index.js', 'assets/vendor.js', 'assets/shared.js', 'assets/layout.js', 'assets/flags.js', 'assets/table.js',
    ]);
  });

  it('leaves out the modules of other pages', () => {
    expect(firstPageChunks(manifest, ['src/flags/route.tsx'])).not.toContain('assets/playground.js');
  });

  it('refuses a route module the build does not have, rather than report a smaller figure', () => {
    expect(() => firstPageChunks(manifest, ['src/app/rootRoute.tsx'])).toThrow(/src\/app\/rootRoute.tsx/);
  });
});
