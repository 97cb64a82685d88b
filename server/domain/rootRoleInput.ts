import { rootRoleIds, rootRoleName, type RootRoleName } from '../auth/permissions';
import { BadData } from './errors';

/** A root role as Unleash's bodies give it: its id, or its name. An unknown id is a 400 naming `rootRole`. */
export function rootRoleOf(rootRole: number | RootRoleName): RootRoleName {
  if (typeof rootRole === 'string') return rootRole;
  if (!Object.values(rootRoleIds).some((id) => id === rootRole)) {
    throw new BadData(`rootRole ${rootRole} is not a root role (1 Admin, 2 Editor, 3 Viewer).`, [{ message: 'unknown root role', path: 'rootRole' }]);
  }
  return rootRoleName(rootRole);
}
