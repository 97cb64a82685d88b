/**
 * `tsx scripts/check-bundle-budget.ts [distDir]`, run by `npm test` right after `vite build`: fails
 * when the console's initial JavaScript exceeds its budget, or the Flags page asks for more script
 * files than its limit. Unlike the timings of `npm run bench`, these figures are deterministic, so a
 * busy machine cannot fail them.
 */
import { measureFirstPageJs, measureInitialJs } from '../bench/initialJs';
import { judgeFirstPageFiles, judgeInitialJs } from './bundleBudget';

const distDir = process.argv[2] ?? 'dist';
const initial = measureInitialJs(distDir);
for (const verdict of [judgeInitialJs(initial.gzipBytes, initial.files), judgeFirstPageFiles(measureFirstPageJs(distDir).files)]) {
  if (verdict.ok) {
    console.log(verdict.message);
  } else {
    console.error(`Bundle budget exceeded: ${verdict.message}`);
    process.exitCode = 1;
  }
}
