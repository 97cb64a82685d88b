import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';

/*
 * FRONTEND_ANSWER_CACHE_MB bounds memory, not characters: the real evaluator cache is filled, in a
 * process of its own, with contexts whose answers overflow the bound many times, and the heap plus
 * the Buffers outside it may grow by the bound and a fixed allowance (the evaluator's own growth,
 * the maps' rounding to a power of two), never by more.
 */
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const allowance = 1024 * 1024;

async function fill(scenario: 'long' | 'small', bound: number): Promise<{ grownBytes: number; cached: boolean }> {
  const { stdout } = await promisify(execFile)(
    process.execPath, ['--expose-gc', '--import', 'tsx', 'server/test/fillAnswerCache.ts', scenario, String(bound)],
    { cwd: packageDir },
  );
  const result: unknown = JSON.parse(stdout);
  if (typeof result !== 'object' || result === null || !('grownBytes' in result) || !('cached' in result)) throw new Error(`unexpected output: ${stdout}`);
  return { grownBytes: Number(result.grownBytes), cached: result.cached === true };
}

describe('the frontend API answer cache in memory', () => {
  test('1,500 of the longest contexts, in characters V8 keeps at two bytes: the heap grows by the bound at most', async () => {
    const bound = 2 * 1024 * 1024;
    const { grownBytes, cached } = await fill('long', bound);
    expect(cached).toBe(true);
    expect(grownBytes).toBeLessThanOrEqual(bound + allowance);
  }, 60_000);

  test('20,000 small answers: what each entry costs beyond its bytes is counted too', async () => {
    const bound = 4 * 1024 * 1024;
    const { grownBytes, cached } = await fill('small', bound);
    expect(cached).toBe(true);
    expect(grownBytes).toBeLessThanOrEqual(bound + allowance);
  }, 60_000);
});
