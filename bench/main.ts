/**
 * `npm run bench`: builds the console and prints each performance figure with its unit.
 * Figures are measured here, never asserted by timed tests (a busy machine must not fail tests).
 */
import { execFileSync, execSync } from 'node:child_process';
import { measureFirstPageJs, measureInitialJs } from './initialJs';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

execSync('npx vite build --logLevel error', { stdio: 'inherit' });
const initial = measureInitialJs();
console.log(`initial JS: ${kib(initial.rawBytes)} raw, ${kib(initial.gzipBytes)} gzip (${initial.files.length} chunks; budget 100 KiB gzip)`);
const firstPage = measureFirstPageJs();
console.log(`first page JS (Flags page: initial JS plus its lazy route modules): ${kib(firstPage.rawBytes)} raw, ${kib(firstPage.gzipBytes)} gzip (${firstPage.files.length} chunks)`);

// Each load test runs the server and the load generator in their own processes.
for (const flags of ['20', '50']) {
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/frontendApi.ts', '--flags', flags, '--duration', '10'], { stdio: 'inherit' });
}
