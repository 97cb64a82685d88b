/**
 * `node --expose-gc --import tsx server/test/fillAnswerCache.ts <long|small> <bound in bytes>`:
 * fills the frontend API's answer cache (the real evaluator cache, on the demo store) with
 * distinct contexts and prints, as one JSON line, how much the heap and the memory outside it
 * (Buffers) grew once the garbage is collected. Run in a process of its own, so nothing else
 * lives in the heap it measures (answerCache.memory.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EvaluationContext } from '../evaluation';
import { createEvaluatorCache } from '../frontendApi/evaluatorCache';
import { prepareStore } from '../startup';
import { openDatabase } from '../store/openDatabase';

const collect: () => void = typeof globalThis.gc === 'function' ? globalThis.gc : () => {
  throw new Error('run with node --expose-gc');
};

/** Heap and Buffers after two full collections (the second frees what the first's finalisers let go). */
function heldBytes(): number {
  collect();
  collect();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

// The largest context the frontend API accepts (contextLimits: 100 fields of 1,000 characters),
// in characters outside Latin-1, which V8 keeps at two bytes each.
const longContext = (index: number): EvaluationContext => ({
  userId: `user-${index}`,
  sessionId: `session-${index}`,
  properties: Object.fromEntries(Array.from({ length: 98 }, (_, property) => [`property-${property}`, `${index}:${'€'.repeat(990)}`])),
});
const smallContext = (index: number): EvaluationContext => ({ userId: `u${index}`, sessionId: 's' });

const [scenario = 'long', boundText = '4194304'] = process.argv.slice(2);
const bound = Number(boundText);
const dataDir = mkdtempSync(join(tmpdir(), 'flagdeck-answer-memory-'));
try {
  const db = openDatabase(dataDir);
  prepareStore(db, { demo: true, initTokens: [] });
  const evaluators = createEvaluatorCache(db, { maxBytes: bound });
  // Small answers (a project with no flag) make the cost of each entry show; long contexts, the keys'.
  const [projects, contextFor, count] = scenario === 'small'
    ? [['no-such-project'], smallContext, 20_000] as const
    : [['*'], longContext, 1_500] as const;
  const answer = (context: EvaluationContext) => evaluators.answerFor('development', [...projects], context, '127.0.0.1');

  answer(contextFor(-1));
  const before = heldBytes();
  // Each context twice: an answer is kept from its second ask (askedBefore.ts).
  for (let index = 0; index < count; index++) {
    answer(contextFor(index));
    answer(contextFor(index));
  }
  // The last context is answered from the cache: the same answer, not one evaluated again.
  const last = contextFor(count - 1);
  const cached = answer(last) === answer(last);
  const after = heldBytes();
  process.stdout.write(`${JSON.stringify({ grownBytes: after - before, cached })}\n`);
  evaluators.dispose();
  db.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
