import { createEvaluator, type Evaluator } from '../evaluation';
import { buildClientFeatures } from '../store/clientFeatures';
import { readConfigVersion } from '../store/configVersion';
import type { Db } from '../store/openDatabase';

/**
 * One evaluator per (environment, projects), kept until the configuration changes. Each request
 * only compares the store's configuration version, so a toggle is seen by the very next request
 * and nothing is rebuilt while nothing changes.
 */
export interface EvaluatorCache {
  evaluatorFor(environment: string, projects: string[]): Evaluator;
  dispose(): void;
}

export function createEvaluatorCache(db: Db): EvaluatorCache {
  const currentVersion = readConfigVersion(db);
  const entries = new Map<string, { version: number; evaluator: Evaluator }>();
  return {
    evaluatorFor(environment, projects) {
      const version = currentVersion();
      const key = `${environment}\u0000${[...projects].sort().join('\u0000')}`;
      const cached = entries.get(key);
      if (cached?.version === version) return cached.evaluator;
      cached?.evaluator.dispose();
      const evaluator = createEvaluator(buildClientFeatures(db, environment, projects));
      entries.set(key, { version, evaluator });
      return evaluator;
    },
    dispose() {
      for (const { evaluator } of entries.values()) evaluator.dispose();
      entries.clear();
    },
  };
}
