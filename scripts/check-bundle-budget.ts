/**
 * `tsx scripts/check-bundle-budget.ts [distDir]`, run by `npm test` right after `vite build`: fails
 * when the console's initial JavaScript exceeds its budget. Unlike the timings of `npm run bench`,
 * this figure is deterministic, so a busy machine cannot fail it.
 */
import { measureInitialJs } from '../bench/initialJs';
import { judgeInitialJs } from './bundleBudget';

const initial = measureInitialJs(process.argv[2] ?? 'dist');
const verdict = judgeInitialJs(initial.gzipBytes, initial.files);
if (verdict.ok) {
  console.log(verdict.message);
} else {
  console.error(`Bundle budget exceeded: ${verdict.message}`);
  process.exitCode = 1;
}
