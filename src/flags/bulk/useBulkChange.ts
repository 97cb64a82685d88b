import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeRequest } from '../../../contract';
import { proposeChanges, switchFlags, tagFlags } from '../../api/bulk';
import { updateTitle } from '../../api/changeRequests';
import { changeFlagsIn } from '../../api/featureLifecycle';
import { changeRequestKeys } from '../../change-requests';
import { invalidateFlagsOf } from '../../lib/queryClient';
import { flagsToSend, proposedChanges, type BulkPreview } from './bulkPlan';

export type BulkOutcome =
  | { kind: 'made'; preview: BulkPreview }
  | { kind: 'proposed'; preview: BulkPreview; environment: string; request: ChangeRequest | undefined };

/**
 * Makes a previewed bulk change as one call, all or nothing: Unleash's bulk switch, bulk tags or
 * archive, or one change request holding a change per flag. The flags are read again after it,
 * whatever the answer.
 */
export function useBulkChange(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ preview, title }: { preview: BulkPreview; title: string }): Promise<BulkOutcome> => {
      const { action, route } = preview;
      const names = flagsToSend(preview);
      if (route.kind === 'changeRequest') {
        const request = await proposeChanges(projectId, route.environment, proposedChanges(preview));
        // A request that has a title is a draft the user already named (Unleash adds to its one draft).
        if (request && !request.title && title.trim()) await updateTitle(projectId, request.id, title.trim());
        return { kind: 'proposed', preview, environment: route.environment, request: request && { ...request, title: request.title ?? title.trim() } };
      }
      if (action.kind === 'switch') await switchFlags(projectId, action.environment.name, action.enabled, names);
      else if (action.kind === 'tag') await tagFlags(projectId, { features: names, tags: { addedTags: action.add ? [action.tag] : [], removedTags: action.add ? [] : [action.tag] } });
      else await changeFlagsIn(projectId, 'archive', names);
      return { kind: 'made', preview };
    },
    onSettled: async () => {
      await Promise.all([invalidateFlagsOf(queryClient, projectId), queryClient.invalidateQueries({ queryKey: changeRequestKeys.all })]);
    },
  });
}
