import { describe, expect, it } from 'vitest';
import { initialJsBudgetBytes, judgeFirstPageFiles, judgeInitialJs } from './bundleBudget';

describe('the initial JS budget', () => {
  it('is 100 KiB gzip', () => {
    expect(initialJsBudgetBytes).toBe(102_400);
  });

  it('passes a build at the budget, naming the figure', () => {
    const verdict = judgeInitialJs(102_400, ['assets/index.js']);
    expect(verdict.ok).toBe(true);
    expect(verdict.message).toMatch(/^initial JS .* is 100\.0 KiB gzip, within the budget of 100\.0 KiB gzip$/);
  });

  it('fails a build over it, saying by how much and which files make up the figure', () => {
    const verdict = judgeInitialJs(110_000, ['assets/index.js', 'assets/vendor.js']);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain('107.4 KiB gzip, over the budget of 100.0 KiB gzip by 7.4 KiB');
    expect(verdict.message).toContain('assets/index.js, assets/vendor.js');
  });
});

describe('the Flags page\'s script files', () => {
  it('pass at the limit and fail over it, naming the files and where to look', () => {
    expect(judgeFirstPageFiles(['a.js', 'b.js'], 2).ok).toBe(true);
    const verdict = judgeFirstPageFiles(['a.js', 'b.js', 'c.js'], 2);
    expect(verdict.ok).toBe(false);
    expect(verdict.message).toContain('asks for 3 script files before its first rows, over the limit of 2');
    expect(verdict.message).toContain('scripts/flagsPageChunk.ts');
    expect(verdict.message).toContain('a.js, b.js, c.js');
  });
});
