import { describe, expect, it } from 'vitest';
import { initialChunks } from './initialJs';

describe('initialChunks', () => {
  it('follows static imports from the entry, transitively, and never dynamic ones', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
      'src/flags/route.tsx': { file: 'assets/flags.js', imports: ['_shared.js'] },
    };
    expect(initialChunks(manifest)).toEqual(['assets/index.js', 'assets/vendor.js', 'assets/shared.js']);
  });
});
