import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequest } from '../../../contract';
import { applyEnvironmentChanges, proposeChanges } from '../../api/bulk';
import { updateTitle } from '../../api/changeRequests';
import { changeRequestKeys } from '../../change-requests';
import { invalidateFlagsOf } from '../../lib/queryClient';
import type { PromotionChange } from './environmentDiff';
import { makeChangeAlone } from './makeChangeAlone';
import { promoteOneByOne, type ChangeOutcome } from './promoteOneByOne';

/** How a promotion goes through: at once (skipping the approvals it names), or as one new change request. */
export type PromotionRoute = { kind: 'direct'; skippedApprovals: number } | { kind: 'changeRequest' };

export type PromotionOutcome =
  | { kind: 'made' }
  | { kind: 'madeOneByOne'; outcomes: ChangeOutcome[] }
  | { kind: 'proposed'; request: ChangeRequest | undefined };

interface Promotion {
  changes: readonly PromotionChange[];
  route: PromotionRoute;
  title: string;
  /** Whether the service makes them in one call; otherwise each is made with its own endpoint. */
  oneCall: boolean;
  /** Told each change's outcome as it comes, when they are made one by one. */
  onMade?: (outcomes: readonly ChangeOutcome[]) => void;
}

/**
 * Sends the chosen differences to the target environment: as one change where the service has
 * the call for it (the embedded service's `POST …/environments/{environment}/changes`, one
 * transaction), else change by change with Unleash's own endpoints, each outcome kept; or as one
 * change request holding every change where the environment requires them. The flags are read
 * again whatever the answer.
 */
export function usePromotion(projectId: string, environment: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, route, title, oneCall, onMade }: Promotion): Promise<PromotionOutcome> => {
      if (route.kind === 'changeRequest') {
        const request = await proposeChanges(projectId, environment, changes);
        if (request && !request.title && title.trim()) await updateTitle(projectId, request.id, title.trim());
        return { kind: 'proposed', request };
      }
      if (oneCall) {
        await applyEnvironmentChanges(projectId, environment, changes);
        return { kind: 'made' };
      }
      const outcomes = await promoteOneByOne(changes, (change) => makeChangeAlone(projectId, environment, change), onMade);
      return { kind: 'madeOneByOne', outcomes };
    },
    onSettled: async () => {
      await Promise.all([invalidateFlagsOf(queryClient, projectId), queryClient.invalidateQueries({ queryKey: changeRequestKeys.all })]);
    },
  });
}
