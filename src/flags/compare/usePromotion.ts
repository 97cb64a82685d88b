import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequest } from '../../../contract';
import type { AddChangeBody } from '../../../contract/changeRequestRequests';
import { applyEnvironmentChanges, proposeChanges } from '../../api/bulk';
import { updateTitle } from '../../api/changeRequests';
import { changeRequestKeys } from '../../change-requests';
import { invalidateFlagsOf } from '../../lib/queryClient';

/** How a promotion goes through: at once (skipping the approvals it names), or as one new change request. */
export type PromotionRoute = { kind: 'direct'; skippedApprovals: number } | { kind: 'changeRequest' };

export type PromotionOutcome = { kind: 'made' } | { kind: 'proposed'; request: ChangeRequest | undefined };

/**
 * Sends the chosen differences to the target environment as one change: the embedded service's
 * `POST …/environments/{environment}/changes` (one transaction), or one change request holding
 * every change where the environment requires them. The flags are read again whatever the answer.
 */
export function usePromotion(projectId: string, environment: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, route, title }: { changes: AddChangeBody[]; route: PromotionRoute; title: string }): Promise<PromotionOutcome> => {
      if (route.kind === 'direct') {
        await applyEnvironmentChanges(projectId, environment, changes);
        return { kind: 'made' };
      }
      const request = await proposeChanges(projectId, environment, changes);
      if (request && !request.title && title.trim()) await updateTitle(projectId, request.id, title.trim());
      return { kind: 'proposed', request };
    },
    onSettled: async () => {
      await Promise.all([invalidateFlagsOf(queryClient, projectId), queryClient.invalidateQueries({ queryKey: changeRequestKeys.all })]);
    },
  });
}
