import { answerCacheKey } from '../evaluation/answerCacheKey';
import { createEvaluator, withCallerDefaults, withSession, type EvaluationContext, type Evaluator } from '../evaluation';
import { etagOf, etagOfChoices } from './etag';
import { buildClientFeatures } from '../store/clientFeatures';
import { readConfigVersion } from '../store/configVersion';
import type { Db } from '../store/openDatabase';
import { answerBody, createAnswerStore, type AnswerStoreOptions, type FrontendAnswer, type ScopedAnswerCache } from './answerCache';
import { createAskedBefore } from './askedBefore';

/**
 * One evaluator per (environment, projects), kept until the configuration changes, with the
 * answers it gave to contexts asked for more than once (answerCache, askedBefore). Each request
 * only compares the store's configuration version, so a toggle is seen by the very next request
 * and nothing is rebuilt while nothing changes.
 */
export interface EvaluatorCache {
  evaluatorFor(environment: string, projects: string[]): Evaluator;
  /**
   * The serialised answer of /api/frontend for the caller's context (`given`, before the frontend
   * defaults, which this fills in with `callerAddress`), from the cache when the context decides it.
   */
  answerFor(environment: string, projects: string[], given: EvaluationContext, callerAddress: string): FrontendAnswer;
  dispose(): void;
}

interface Entry { version: number; evaluator: Evaluator; answers: ScopedAnswerCache }

export function createEvaluatorCache(db: Db, answerStore: AnswerStoreOptions = {}): EvaluatorCache {
  const currentVersion = readConfigVersion(db);
  const entries = new Map<string, Entry>();
  const store = createAnswerStore(answerStore);
  const askedBefore = createAskedBefore();

  const entryFor = (environment: string, projects: string[]): Entry => {
    const version = currentVersion();
    const key = `${environment}\u0000${[...projects].sort().join('\u0000')}`;
    const cached = entries.get(key);
    if (cached?.version === version) return cached;
    cached?.evaluator.dispose();
    cached?.answers.clear();
    const evaluator = createEvaluator(buildClientFeatures(db, environment, projects));
    const entry = { version, evaluator, answers: store.cacheFor(evaluator.dependence.dateBoundaries) };
    entries.set(key, entry);
    return entry;
  };

  return {
    evaluatorFor: (environment, projects) => entryFor(environment, projects).evaluator,
    answerFor(environment, projects, given, callerAddress) {
      const { evaluator, answers } = entryFor(environment, projects);
      // The key never holds a made-up session (see answerCacheKey), so one is made up only to evaluate.
      const context = withCallerDefaults(given, callerAddress);
      const key = answerCacheKey(evaluator.dependence, given, context);
      const cached = key === undefined ? undefined : answers.get(key);
      if (cached) return cached;
      const shown = evaluator.answerShown(withSession(context));
      const body = answerBody(shown.json);
      const { fragmentsDigest } = evaluator;
      const etag = fragmentsDigest !== undefined && shown.choices ? etagOfChoices(fragmentsDigest, shown.choices) : etagOf(body);
      const answer = { body, etag, tally: { evaluated: evaluator.flagNames, enabled: shown.enabled, variants: shown.variants } };
      // Kept from the second ask on (askedBefore.ts): a context asked once leaves the cache as it was.
      if (key !== undefined && askedBefore(key)) answers.set(key, answer);
      return answer;
    },
    dispose() {
      for (const { evaluator, answers } of entries.values()) {
        evaluator.dispose();
        answers.clear();
      }
      entries.clear();
    },
  };
}
