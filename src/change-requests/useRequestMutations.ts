import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addComment, changeState, discardChange, updateTitle } from '../api/changeRequests';
import { changeRequestSchema } from '../../contract';
import type { ChangeRequestStateBody } from '../../contract/changeRequestRequests';
import { invalidateFlagsOf } from '../lib/queryClient';
import { changeRequestKeys } from './queries';

/**
 * The writes on one request. Each takes the request the embedded service answers with straight
 * into the cache (Unleash may answer with nothing; then the read after settles it), and reads the
 * lists again, and the project's flags, which an applied request has changed.
 */
export function useRequestMutations(projectId: string, id: number) {
  const queryClient = useQueryClient();
  const detailKey = changeRequestKeys.detail(projectId, id);
  const settle = {
    onSuccess: (answer: unknown) => {
      const request = changeRequestSchema.safeParse(answer);
      if (request.success) queryClient.setQueryData(detailKey, request.data);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: changeRequestKeys.all });
      void invalidateFlagsOf(queryClient, projectId);
    },
  };

  return {
    move: useMutation({ mutationFn: (body: ChangeRequestStateBody) => changeState(projectId, id, body), ...settle }),
    comment: useMutation({ mutationFn: (text: string) => addComment(projectId, id, text), ...settle }),
    retitle: useMutation({ mutationFn: (title: string) => updateTitle(projectId, id, title), ...settle }),
    discard: useMutation({ mutationFn: (changeId: number) => discardChange(projectId, id, changeId), ...settle }),
  };
}
