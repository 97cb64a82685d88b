/**
 * What counting exposures costs the frontend API: two real servers on the same flags, one
 * counting every answer (the default) and one with `METRICS=off`, loaded in turn with the same
 * recurring contexts, round after round, so both meet the same load on a busy machine. Then the
 * counting server's counts are read back through the admin API: every answer counts each flag
 * once, so the counts must come to the requests it answered times the flags.
 * `npx tsx bench/exposureCounting.ts [--flags 20] [--rounds 6]` runs it alone.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { featureMetricsSchema } from '../contract/metrics';
import { benchFlags, benchQuery } from './benchFlags';
import { adminToken, startBenchServer, type BenchServer } from './benchServer';
import { runAutocannon } from './frontendApi';

export interface CountingFigures {
  flags: number;
  rounds: number;
  roundS: number;
  /** Requests/s of each round, counting and not. */
  counting: number[];
  notCounting: number[];
  /** What the counting server's admin API says it counted, and what it should have. */
  counted: number;
  expected: number;
  /** Answers given but cut off when a run ended (at most one per connection a run): counted, though autocannon never saw them. */
  inFlightAtMost: number;
}

const average = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

export async function measureExposureCounting({ flags = 20, rounds = 6, roundS = 4, connections = 10 } = {}): Promise<CountingFigures> {
  const workDir = mkdtempSync(join(tmpdir(), 'flagdeck-bench-counting-'));
  const token = `bench:development.${randomBytes(24).toString('hex')}`;
  const flagsFile = join(workDir, 'flags.json');
  const document = benchFlags(flags);
  writeFileSync(flagsFile, JSON.stringify(document));
  const servers: BenchServer[] = [];
  try {
    const start = async (name: string, metrics: string) => {
      const server = await startBenchServer({
        DATA_DIR: join(workDir, name), IMPORT_FILE: flagsFile, IMPORT_PROJECT: 'bench', IMPORT_ENVIRONMENT: 'development',
        INIT_FRONTEND_API_TOKENS: token, METRICS: metrics,
      });
      servers.push(server);
      return server;
    };
    const counting = await start('counting', 'on');
    const notCounting = await start('not-counting', 'off');
    const harOf = (server: BenchServer) => {
      const file = join(workDir, `${server.pid}.har`);
      writeFileSync(file, JSON.stringify({
        log: { entries: Array.from({ length: 1000 }, (_, i) => ({ request: { method: 'GET', url: `${server.url}/api/frontend?${benchQuery(i)}`, headers: [{ name: 'authorization', value: token }] } })) },
      }));
      return file;
    };
    const hars = new Map(servers.map((server) => [server, harOf(server)]));
    const run = async (server: BenchServer, seconds: number) => {
      const report = await runAutocannon(['--json', '--connections', String(connections), '--duration', String(seconds), '--har', hars.get(server) ?? '', server.url]);
      if (report.errors + report.timeouts + report.non2xx > 0) throw new Error(`${report.errors + report.timeouts + report.non2xx} requests failed`);
      return report;
    };
    let answered = 0;
    // Both warmed first (the JIT compiles the hot paths); the warm-up's answers are counted too.
    answered += (await run(counting, 2)).requests.total;
    await run(notCounting, 2);
    const figures = { counting: [] as number[], notCounting: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      // Who goes first alternates, so neither always meets the machine's load first.
      const order = round % 2 === 0 ? [counting, notCounting] : [notCounting, counting];
      for (const server of order) {
        const report = await run(server, roundS);
        if (server === counting) {
          answered += report.requests.total;
          figures.counting.push(report.requests.average);
        } else {
          figures.notCounting.push(report.requests.average);
        }
      }
    }
    let counted = 0;
    for (const feature of document.features) {
      const answer = await fetch(`${counting.url}/api/admin/client-metrics/features/${encodeURIComponent(feature.name)}/raw?hoursBack=2`, { headers: { authorization: adminToken } });
      for (const bucket of featureMetricsSchema.parse(await answer.json()).data) counted += bucket.yes + bucket.no;
    }
    const flagCount = document.features.length;
    return { flags, rounds, roundS, ...figures, counted, expected: answered * flagCount, inFlightAtMost: (rounds + 1) * connections * flagCount };
  } finally {
    for (const server of servers) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * The cost as the median over rounds of one minus the ratio of a round's two runs, which ran back
 * to back: a neighbour's burst on a shared machine swings whole rounds, a ratio within a round
 * far less.
 */
export function countingCost(figures: CountingFigures): number {
  const costs = figures.counting.map((value, round) => 1 - value / (figures.notCounting[round] ?? value)).sort((a, b) => a - b);
  const middle = Math.floor(costs.length / 2);
  return costs.length % 2 === 1 ? (costs[middle] ?? 0) : ((costs[middle - 1] ?? 0) + (costs[middle] ?? 0)) / 2;
}

export function describeExposureCounting(figures: CountingFigures): string[] {
  const each = (values: number[]) => values.map((value) => Math.round(value).toLocaleString('en')).join(', ');
  return [
    `/api/frontend, ${figures.flags} flags, 1,000 recurring contexts, ${figures.rounds} rounds of ${figures.roundS} s each in turn: `
    + `counting exposures ${Math.round(average(figures.counting)).toLocaleString('en')} requests/s (${each(figures.counting)}), `
    + `not counting (METRICS=off) ${Math.round(average(figures.notCounting)).toLocaleString('en')} requests/s (${each(figures.notCounting)}): `
    + `counting costs ${(countingCost(figures) * 100).toFixed(1)} % (median of the rounds; target ≤ 5 %)`,
    `exposures counted by the counting server: ${figures.counted.toLocaleString('en')}, for ${figures.expected.toLocaleString('en')} `
    + `(every answer the load generator saw × every flag) and at most ${figures.inFlightAtMost.toLocaleString('en')} more cut off in flight`
    + `${countingFailed(figures) ? ' — COUNTS DO NOT ADD UP' : ''}`,
  ];
}

export const countingFailed = (figures: CountingFigures) => figures.counted < figures.expected || figures.counted > figures.expected + figures.inFlightAtMost;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { flags: { type: 'string', default: '20' }, rounds: { type: 'string', default: '6' } } });
  measureExposureCounting({ flags: Number(values.flags), rounds: Number(values.rounds) }).then(
    (figures) => {
      console.log(describeExposureCounting(figures).join('\n'));
      if (countingFailed(figures)) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}
