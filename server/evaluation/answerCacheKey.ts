import { hash } from 'node:crypto';
import type { ContextDependence } from './contextDependence';
import { isTopLevelField, type EvaluationContext } from './evaluationContext';

/*
 * The key under which a frontend API answer may be kept and served again, or undefined when the
 * answer must be evaluated afresh because chance is part of it. `given` is the caller's context,
 * `completed` the same with the frontend API's defaults from the request (withCallerDefaults):
 * every field of it is in the key, except a sessionId that no rule of the snapshot reads for this
 * context. Where a rule does read it and the caller sent none, the answer is for a session made
 * up at random (withSession), and so is random itself.
 */

/**
 * A context may be some 100,000 characters (contextLimits), and a key is kept as long as its
 * answer: a key longer than this is given as the SHA-256 of the whole key. Short keys, the ones
 * SDKs send, are given as they are, which costs no hashing per request; a hashed key starts with
 * a letter and a whole key with `[`, so the two never meet.
 */
export const maxKeyLength = 256;

/** A context field as the SDK resolves it: the named field, else the property of that name. */
function fieldValue(context: EvaluationContext, name: string): string | undefined {
  const field = isTopLevelField(name) ? context[name] : undefined;
  const value = field ?? context.properties?.[name];
  return value === undefined ? undefined : String(value);
}

export function answerCacheKey(dependence: ContextDependence, given: EvaluationContext, completed: EvaluationContext): string | undefined {
  if (dependence.random) return undefined;
  for (const field of dependence.randomWithout) {
    // The SDK draws a seed at random for a missing or empty stickiness value.
    if (!fieldValue(completed, field)) return undefined;
  }
  const readsSession = dependence.sessionId === 'always' || (dependence.sessionId === 'withoutUserId' && !completed.userId);
  if (readsSession && given.sessionId === undefined) return undefined;
  const properties = Object.entries(completed.properties ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = JSON.stringify([
    completed.userId, readsSession ? completed.sessionId : null, completed.remoteAddress, completed.environment,
    completed.appName, completed.currentTime?.toISOString(), properties,
  ]);
  return key.length > maxKeyLength ? `sha256:${hash('sha256', key, 'base64')}` : key;
}
