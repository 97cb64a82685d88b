import { useQuery } from '@tanstack/react-query';
import { may } from '../../viewer/viewer';
import { viewerOptions } from '../../viewer/queries';

/** Why the signed-in user may not do each lifecycle step in the project (undefined where they may), by Unleash's permission names. */
export function useFlagPermissions(projectId: string) {
  const viewer = useQuery(viewerOptions()).data;
  const reason = (permission: string, what: string) =>
    viewer === undefined || may(viewer, permission, { project: projectId, environment: '' })
      ? undefined
      : `You need the ${permission} permission in this project to ${what}.`;
  return {
    create: reason('CREATE_FEATURE', 'create flags'),
    update: reason('UPDATE_FEATURE', 'change a flag\'s settings, tags or revive it'),
    remove: reason('DELETE_FEATURE', 'archive flags or delete them for good'),
  };
}
