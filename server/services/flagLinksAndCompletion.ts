import type { StrategyBody } from '../../contract/adminRequests';
import { featureLinkLimit, type CompleteFeatureBody, type FeatureLinkBody } from '../../contract/featureLifecycle';
import type { FeatureLink } from '../../contract/feature';
import type { Principal } from '../auth/principal';
import { BadData, NotAllowed } from '../domain/errors';
import { normalizeLinkUrl } from '../domain/linkUrl';
import { setDefaultStrategy, type DefaultStrategy } from '../store/defaultStrategies';
import { requireProjectEnvironment } from '../store/environments';
import { completeFeature, uncompleteFeature } from '../store/featureCompletion';
import { addFeatureLink, countFeatureLinks, removeFeatureLink, requireFeatureLink, updateFeatureLink } from '../store/featureLinks';
import { requireFeature } from '../store/featureWrite';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { requireSegments, strategyVariants } from '../store/strategies';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';
import type { FeatureTarget } from './writableFeature';

/*
 * A flag's completion and its links, and a project's default strategy per environment, as
 * Unleash 8 has them. None changes what an SDK is served now: completion and links are for people,
 * and a default strategy is added only when a flag is next switched on (which a protected
 * environment takes through a change request).
 */

function liveFeature(db: Db, target: FeatureTarget): void {
  requireProject(db, target.projectId);
  requireFeature(db, target.projectId, target.featureName);
}

export function markCompleted(db: Db, caller: Principal, target: FeatureTarget, body: CompleteFeatureBody): void {
  writeTransaction(db, () => {
    liveFeature(db, target);
    completeFeature(db, authorOf(caller), target.featureName, body);
  });
}

export function markUncompleted(db: Db, caller: Principal, target: FeatureTarget): void {
  writeTransaction(db, () => {
    liveFeature(db, target);
    uncompleteFeature(db, authorOf(caller), target.featureName);
  });
}

const linkOf = (body: FeatureLinkBody) => ({ url: normalizeLinkUrl(body.url), title: body.title ?? null });

export function addLink(db: Db, caller: Principal, target: FeatureTarget, body: FeatureLinkBody): FeatureLink {
  return writeTransaction(db, () => {
    liveFeature(db, target);
    const link = linkOf(body);
    if (countFeatureLinks(db, target.featureName) >= featureLinkLimit) throw new NotAllowed(`Too many links (${featureLinkLimit}) exist for this feature`);
    return addFeatureLink(db, authorOf(caller), target.featureName, link);
  });
}

export function editLink(db: Db, caller: Principal, target: FeatureTarget, linkId: string, body: FeatureLinkBody): void {
  writeTransaction(db, () => {
    liveFeature(db, target);
    requireFeatureLink(db, target.featureName, linkId);
    updateFeatureLink(db, authorOf(caller), target.featureName, linkId, linkOf(body));
  });
}

export function removeLink(db: Db, caller: Principal, target: FeatureTarget, linkId: string): void {
  writeTransaction(db, () => {
    liveFeature(db, target);
    removeFeatureLink(db, authorOf(caller), target.featureName, linkId);
  });
}

/** Only a flexibleRollout may be an environment's default, as in Unleash (400 naming `name`). */
export function setEnvironmentDefaultStrategy(db: Db, caller: Principal, target: { projectId: string; environment: string }, body: StrategyBody): DefaultStrategy {
  return writeTransaction(db, () => {
    requireProject(db, target.projectId);
    requireProjectEnvironment(db, target.projectId, target.environment);
    if (body.name !== 'flexibleRollout') {
      throw new BadData('Only "flexibleRollout" strategy can be used as a default strategy for an environment', [{ message: 'name: must be flexibleRollout', path: 'name' }]);
    }
    requireSegments(db, body.segments ?? []);
    const strategy: DefaultStrategy = {
      name: body.name, title: body.title ?? null, constraints: body.constraints ?? [], parameters: body.parameters ?? {},
      variants: strategyVariants(body.variants), segments: body.segments ?? [],
    };
    setDefaultStrategy(db, authorOf(caller), target.projectId, target.environment, strategy);
    return strategy;
  });
}
