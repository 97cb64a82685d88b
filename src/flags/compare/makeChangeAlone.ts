import { disableFeature, enableFeature } from '../../api/features';
import { addStrategy, deleteStrategy } from '../../api/strategies';
import { replaceVariants } from '../../api/variants';
import type { PromotionChange } from './environmentDiff';

/**
 * One change of a promotion made with the service's own endpoint for it, as Unleash 8.2 has them:
 * `POST …/environments/{environment}/strategies`, `DELETE …/strategies/{id}`, `PUT …/variants`,
 * `POST …/on|off`. Where the environment's strategies are all disabled, turning it on adds the
 * default strategy beside them, as Unleash's own switch does.
 */
export function makeChangeAlone(projectId: string, environment: string, change: PromotionChange): Promise<unknown> {
  const target = { projectId, featureName: change.feature, environment };
  switch (change.action) {
    case 'addStrategy':
      return addStrategy(target, change.payload);
    case 'deleteStrategy':
      return deleteStrategy(target, change.payload.id);
    case 'patchVariant':
      return replaceVariants(target, change.payload.variants);
    case 'updateEnabled':
      return change.payload.enabled ? enableFeature(target) : disableFeature(target);
  }
}
