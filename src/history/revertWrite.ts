import type { ChangeRequest } from '../../contract';
import { changePayloadSchemas } from '../../contract/changeRequestRequests';
import { addChange } from '../api/changeRequests';
import { disableFeature, enableFeature } from '../api/features';
import { addStrategy, deleteStrategy, updateStrategy } from '../api/strategies';
import { replaceVariants } from '../api/variants';
import type { RevertPlan } from './revertPlan';

/** What a revert did: changed the flag, or went into the user's draft change request. */
export type RevertOutcome = { proposed: false } | { proposed: true; request: ChangeRequest | undefined };

/**
 * Makes the revert: into the user's draft change request where the environment requires one (as
 * every edit there does), else through the admin API's own endpoint for that change.
 */
export async function writeRevert(plan: Extract<RevertPlan, { kind: 'revert' }>, requiresChangeRequest: boolean): Promise<RevertOutcome> {
  const { project: projectId, environment, change } = plan;
  if (requiresChangeRequest) return { proposed: true, request: await addChange(projectId, environment, change) };
  const target = { projectId, featureName: change.feature, environment };
  switch (change.action) {
    case 'updateEnabled':
      await (changePayloadSchemas.updateEnabled.parse(change.payload).enabled ? enableFeature(target) : disableFeature(target));
      break;
    case 'addStrategy':
      await addStrategy(target, changePayloadSchemas.addStrategy.parse(change.payload));
      break;
    case 'updateStrategy': {
      const { id, ...body } = changePayloadSchemas.updateStrategy.parse(change.payload);
      await updateStrategy(target, id, body);
      break;
    }
    case 'deleteStrategy':
      await deleteStrategy(target, changePayloadSchemas.deleteStrategy.parse(change.payload).id);
      break;
    case 'patchVariant':
      await replaceVariants(target, changePayloadSchemas.patchVariant.parse(change.payload).variants);
      break;
  }
  return { proposed: false };
}
