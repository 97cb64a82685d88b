import type { ClientFeatures } from '../../contract/clientFeatures';
import type { AuditEvent } from '../../contract/events';
import type { FlagAnswer, FlagThenAndNow, PlaygroundAtResponse } from '../../contract/timeTravel';
import { createExplainer, type EvaluationContext } from '../evaluation';
import { eventsAfter } from '../store/events';
import type { Db } from '../store/openDatabase';
import { clientFeaturesOf, currentConfiguration, type Configuration } from './configuration';
import { walkBack } from './rebuild';
import { globalSubjectTypes } from './subjects';

/**
 * One context evaluated against the configuration of a past moment and against now, by the SDK
 * through the admin playground's explainer (`evaluation/explainFeatures.ts`), and for each flag
 * whose answer differs, the events after which it changed: the configuration is walked back one
 * event at a time from now (`rebuild.ts`), and only the differing flags (and the flags they depend
 * on) are evaluated at each step.
 */

/** Steps walked back to name what flipped a flag; past them the flags are still named, their changes not. */
const maxSteps = 2_000;

function answersOf(document: ClientFeatures, context: EvaluationContext): Map<string, FlagAnswer> {
  const explainer = createExplainer(document);
  try {
    return new Map(explainer.explain(context).map((feature) => [
      feature.name, { enabled: feature.isEnabled, variant: feature.variant?.enabled ? feature.variant.name : null },
    ]));
  } finally {
    explainer.dispose();
  }
}

/** The document with only `names` and the flags they depend on, so each step evaluates few flags. */
function only(document: ClientFeatures, names: ReadonlySet<string>): ClientFeatures {
  const byName = new Map(document.features.map((feature) => [feature.name, feature]));
  const kept = new Set<string>();
  const keep = (name: string) => {
    if (kept.has(name)) return;
    kept.add(name);
    for (const parent of byName.get(name)?.dependencies ?? []) keep(parent.feature);
  };
  names.forEach(keep);
  return { ...document, features: document.features.filter((feature) => kept.has(feature.name)) };
}

const sameAnswer = (a: FlagAnswer | undefined, b: FlagAnswer | undefined) => a?.enabled === b?.enabled && a?.variant === b?.variant;

function projectThenAndNow(current: Configuration, newestFirst: readonly AuditEvent[], environment: string, context: EvaluationContext) {
  const now = answersOf(clientFeaturesOf(current, environment), context);
  const rebuilt = walkBack(structuredClone(current), newestFirst);
  if (rebuilt.stoppedAt) return { stoppedAt: rebuilt.stoppedAt };
  const then = answersOf(clientFeaturesOf(rebuilt.configuration, environment), context);
  const names = new Set([...now.keys(), ...then.keys()]);
  const differing = new Set([...names].filter((name) => !sameAnswer(then.get(name), now.get(name))));
  const flippedBy = new Map<string, AuditEvent[]>([...differing].map((name) => [name, []]));
  if (differing.size > 0) {
    const walking = structuredClone(current);
    let after = now;
    for (const event of newestFirst.slice(0, maxSteps)) {
      walkBack(walking, [event]);
      const before = answersOf(only(clientFeaturesOf(walking, environment), differing), context);
      for (const name of differing) if (!sameAnswer(before.get(name), after.get(name))) flippedBy.get(name)?.unshift(event);
      after = before;
    }
  }
  const differences: FlagThenAndNow[] = [...differing].sort().map((name) => ({
    name, projectId: current.project, then: then.get(name) ?? null, now: now.get(name) ?? null, flippedBy: flippedBy.get(name) ?? [],
  }));
  return { differences, unchanged: names.size - differing.size };
}

export function playgroundAt(db: Db, request: { projects: readonly string[]; environment: string; at: string; context: EvaluationContext }): PlaygroundAtResponse {
  return db.transaction(() => {
    const answer: PlaygroundAtResponse = { at: request.at, environment: request.environment, differences: [], unchanged: 0, cannotRebuild: [] };
    for (const project of request.projects) {
      const result = projectThenAndNow(currentConfiguration(db, project), eventsAfter(db, { at: request.at }, project, globalSubjectTypes), request.environment, request.context);
      if ('stoppedAt' in result && result.stoppedAt) answer.cannotRebuild.push({ project, stoppedAt: result.stoppedAt });
      else if ('differences' in result) {
        answer.differences.push(...result.differences);
        answer.unchanged += result.unchanged;
      }
    }
    return answer;
  })();
}
