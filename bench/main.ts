/**
 * `npm run bench`: builds the console and prints each figure of the README's Performance table with its unit.
 * Figures are measured here, never asserted by timed tests (a busy machine must not fail tests);
 * only the initial JS budget, which is deterministic, is checked by `npm test`.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './benchServer';
import { launchBrowser } from './browser';
import { describeEditors, measureEditors, summariseEditors } from './editors';
import { describeFlagsPage, measureFlagsPage, summariseFlagsPage } from './flagsPage';
import { describeEventLog, eventLogSize, measureEventLog, seedEventLog } from './eventLog';
import { describeFrontendApi, loadFailed, measureFrontendApi, measuredFlagCounts } from './frontendApi';
import { describeBulkChanges, measureBulkChanges } from './bulkChanges';
import { describeImpactPreview, measureImpactPreview } from './impactPreview';
import { describeProjectCompare, measureProjectCompare } from './projectCompare';
import { countingFailed, describeExposureCounting, measureExposureCounting } from './exposureCounting';
import { measureFirstPageJs, measureInitialJs } from './initialJs';
import { largeProject, seedLargeProject } from './largeProject';
import { describeSoak, measureSoak, soakDefaults } from './soak';
import { currentLoad, describeLoad } from './machine';
import { describeServiceStart, measureServiceStart } from './serviceStart';
import { describeToggles, measureBareSwitch, measureToggles, summariseToggles } from './toggleRoundTrip';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** `npm run bench -- toggles frontend`: only those parts, to re-measure one figure while working on it. */
const parts = ['js', 'start', 'page', 'toggles', 'editors', 'frontend', 'events', 'impact', 'compare', 'bulk', 'soak'] as const;
type Part = (typeof parts)[number];
/** Parts run only when named: the soak takes an hour. */
const onlyWhenNamed: ReadonlySet<Part> = new Set(['soak']);
function chosenParts(args: readonly string[]): ReadonlySet<Part> {
  const unknown = args.filter((arg) => !(parts as readonly string[]).includes(arg));
  if (unknown.length > 0) throw new Error(`unknown bench part ${unknown.join(', ')}: choose from ${parts.join(', ')}`);
  return new Set(args.length === 0 ? parts.filter((part) => !onlyWhenNamed.has(part)) : (args as Part[]));
}
const print = (lines: string | string[]) => console.log([lines].flat().map((line) => `  ${line}`).join('\n'));

async function main(): Promise<void> {
  const chosen = chosenParts(process.argv.slice(2));
  const began = performance.now();
  const loadAtStart = currentLoad();

  // The pages are measured on the build, so any browser part builds it too.
  const inBrowser = chosen.has('page') || chosen.has('toggles') || chosen.has('editors') || chosen.has('compare');
  if (chosen.has('js') || inBrowser) {
    console.log('1. JavaScript of the built console');
    execSync('npx vite build --logLevel error', { stdio: 'inherit' });
    const initial = measureInitialJs();
    print(`initial JS: ${kib(initial.rawBytes)} raw, ${kib(initial.gzipBytes)} gzip, ${kib(initial.servedBytes)} as served in brotli (entry and its static imports, ${initial.files.length} chunks; budget 100 KiB gzip)`);
    const firstPage = measureFirstPageJs();
    print(`first page JS (the Flags page: initial JS plus its lazy route modules): ${kib(firstPage.rawBytes)} raw, ${kib(firstPage.gzipBytes)} gzip, ${kib(firstPage.servedBytes)} as served in brotli (${firstPage.files.length} chunks)`);
  }

  if (chosen.has('start') || inBrowser || chosen.has('impact') || chosen.has('bulk')) {
    const workDir = mkdtempSync(join(tmpdir(), 'flagdeck-bench-'));
    try {
      const dataDir = join(workDir, 'data');
      const seeding = performance.now();
      const flags = seedLargeProject(dataDir);
      console.log(`(seeded ${flags.toLocaleString('en')} flags × ${largeProject.environments.length} environments in ${Math.round(performance.now() - seeding)} ms)`);

      if (chosen.has('start')) {
        console.log('5. Service with 10,000 flags');
        print(describeServiceStart(await measureServiceStart(dataDir)));
      }

      if (chosen.has('impact')) {
        console.log('7. Impact preview');
        const server = await startBenchServer({ DATA_DIR: dataDir });
        try {
          print(describeImpactPreview(await measureImpactPreview(server.url)));
        } finally {
          await server.stop();
        }
      }

      if (inBrowser) {
        console.log('2–3. Flags page, toggles and editors in Chromium');
        const server = await startBenchServer({ DATA_DIR: dataDir });
        const browser = await launchBrowser();
        try {
          if (chosen.has('page')) print(describeFlagsPage(summariseFlagsPage(await measureFlagsPage(browser, server.url, largeProject.id)), flags));
          if (chosen.has('toggles')) {
            const toggles = summariseToggles(await measureToggles(browser, server.url, largeProject.id));
            print(describeToggles(toggles, summariseToggles(await measureBareSwitch(browser))));
          }
          if (chosen.has('editors')) print(describeEditors(summariseEditors(await measureEditors(browser, server.url, largeProject.id))));
          if (chosen.has('compare')) print(describeProjectCompare(await measureProjectCompare(browser, server.url)));
        } finally {
          await browser.close();
          await server.stop();
        }
      }

      // After the browser parts, which read the project as seeded: this one changes it.
      if (chosen.has('bulk')) {
        console.log('9. Bulk changes');
        const server = await startBenchServer({ DATA_DIR: dataDir });
        try {
          print(describeBulkChanges(await measureBulkChanges(server.url)));
        } finally {
          await server.stop();
        }
      }
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }

  if (chosen.has('frontend')) {
    console.log('4. /api/frontend under load');
    for (const flags of measuredFlagCounts) {
      const figures = await measureFrontendApi({ flags });
      print(describeFrontendApi(figures));
      if (loadFailed(figures)) process.exitCode = 1;
    }
    const counting = await measureExposureCounting();
    print(describeExposureCounting(counting));
    if (countingFailed(counting)) process.exitCode = 1;
  }

  if (chosen.has('soak')) {
    console.log(`8. /api/frontend for ${soakDefaults.minutes} minutes at a steady load`);
    const figures = await measureSoak();
    print(describeSoak(figures));
    if (figures.failed > 0) process.exitCode = 1;
  }

  if (chosen.has('events')) {
    console.log(`6. The event log at ${eventLogSize.events.toLocaleString('en')} events`);
    const workDir = mkdtempSync(join(tmpdir(), 'flagdeck-bench-events-'));
    try {
      const dataDir = join(workDir, 'data');
      const seeding = performance.now();
      seedEventLog(dataDir);
      console.log(`(seeded ${eventLogSize.events.toLocaleString('en')} events in ${Math.round(performance.now() - seeding)} ms)`);
      print(describeEventLog(await measureEventLog(dataDir)));
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  }

  console.log(describeLoad(loadAtStart, currentLoad()));
  console.log(`bench took ${Math.round((performance.now() - began) / 1000)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
