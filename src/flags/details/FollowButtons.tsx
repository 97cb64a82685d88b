import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Feature } from '../../../contract';
import { setFlagFollowed, setProjectFollowed } from '../../api/favorites';
import { projectListOptions } from '../../projects';
import { describeError } from '../../ui/describeError';
import { flagOptions } from '../queries';

/**
 * Following the flag, or its project: its changes by others then come to the header's bell (and to
 * one's own webhook). Unleash's favorites, so the same on both services.
 */
export function FollowButtons({ projectId, feature }: { projectId: string; feature: Feature }) {
  const queryClient = useQueryClient();
  const projects = useQuery(projectListOptions());
  const projectFollowed = projects.data?.find((project) => project.id === projectId)?.favorite === true;
  const flagFollowed = feature.favorite === true;
  const follow = useMutation({
    mutationFn: ({ what, followed }: { what: 'flag' | 'project'; followed: boolean }) =>
      (what === 'flag' ? setFlagFollowed(projectId, feature.name, followed) : setProjectFollowed(projectId, followed)),
    onSettled: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: flagOptions(projectId, feature.name).queryKey }),
      queryClient.invalidateQueries({ queryKey: projectListOptions().queryKey }),
    ]),
  });
  return (
    <div className="follow-buttons">
      <button type="button" className="button button-small" aria-pressed={flagFollowed} aria-disabled={follow.isPending || undefined}
        onClick={() => !follow.isPending && follow.mutate({ what: 'flag', followed: !flagFollowed })}>
        {flagFollowed ? `Following ${feature.name}` : `Follow ${feature.name}`}
      </button>
      <button type="button" className="button button-small" aria-pressed={projectFollowed} aria-disabled={follow.isPending || undefined}
        onClick={() => !follow.isPending && follow.mutate({ what: 'project', followed: !projectFollowed })}>
        {projectFollowed ? `Following project ${projectId}` : `Follow project ${projectId}`}
      </button>
      {follow.error && <p role="alert" className="field-error">Could not change what you follow: {describeError(follow.error).message}</p>}
    </div>
  );
}
