/** The initial JavaScript budget of the console (README, Performance) and how a build is judged against it. */
export const initialJsBudgetBytes = 100 * 1024;

export interface BudgetVerdict {
  ok: boolean;
  message: string;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function judgeInitialJs(gzipBytes: number, files: readonly string[], budgetBytes = initialJsBudgetBytes): BudgetVerdict {
  const figure = `initial JS (entry chunk and its static imports, ${files.length} files) is ${kib(gzipBytes)} gzip`;
  if (gzipBytes <= budgetBytes) return { ok: true, message: `${figure}, within the budget of ${kib(budgetBytes)} gzip` };
  return {
    ok: false,
    message: `${figure}, over the budget of ${kib(budgetBytes)} gzip by ${kib(gzipBytes - budgetBytes)}. `
      + 'Load the new code lazily (a route module, or import() where it is used) instead of from src/app or the entry: '
      + files.join(', '),
  };
}

/**
 * How many script files the Flags page may ask for before its first rows: its modules are one chunk
 * (scripts/flagsPageChunk.ts) beside the entry, which came 130 ms sooner than its 49 files.
 */
export const firstPageFilesLimit = 4;

export function judgeFirstPageFiles(files: readonly string[], limit = firstPageFilesLimit): BudgetVerdict {
  const figure = `the Flags page asks for ${files.length} script files before its first rows`;
  if (files.length <= limit) return { ok: true, message: `${figure}, within the limit of ${limit}` };
  return {
    ok: false,
    message: `${figure}, over the limit of ${limit}: its route modules are no longer one chunk (follow src/app/router.ts in scripts/flagsPageChunk.ts): ${files.join(', ')}`,
  };
}
