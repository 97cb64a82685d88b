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
  const page = (preloads: string) => `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-b2.css">
    ${preloads}
  </head><body><div id="root"></div></body></html>`;

  it('are the entry\'s script and the modules the page preloads, each once, JS only', () => {
    const html = page('<link rel="modulepreload" crossorigin href="/assets/flags-page-c3.js"><link rel="modulepreload" crossorigin href="/assets/index-a1.js"><link rel="stylesheet" href="/assets/flags-page-d4.css">');
    expect(firstPageChunks(html)).toEqual(['assets/index-a1.js', 'assets/flags-page-c3.js']);
  });

  it('refuses a page that preloads nothing of the Flags page, rather than report a smaller figure', () => {
    expect(() => firstPageChunks(page(''))).toThrow(/preloadFlagsPage/);
  });
});
