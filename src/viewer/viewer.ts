import type { CurrentUser } from '../../contract';

/**
 * The signed-in user as the pages need them (the change requests, the Flags page's switches): who
 * they are, and what they may do where. Unleash scopes permissions to a project and an environment; an entry without a scope,
 * and ADMIN, hold everywhere.
 */
export interface Viewer {
  id: number;
  permissions: NonNullable<CurrentUser['permissions']>;
}

export interface Place {
  project: string;
  environment: string;
}

export function viewerOf(user: CurrentUser): Viewer {
  return { id: user.user.id, permissions: user.permissions ?? [] };
}

export function may(viewer: Viewer, permission: string, place: Place): boolean {
  return viewer.permissions.some((entry) => {
    if (entry.permission === 'ADMIN') return true;
    if (entry.permission !== permission) return false;
    const projectFits = !entry.project || entry.project === '*' || entry.project === place.project;
    const environmentFits = !entry.environment || entry.environment === place.environment;
    return projectFits && environmentFits;
  });
}

export const isAdmin = (viewer: Viewer) => viewer.permissions.some((entry) => entry.permission === 'ADMIN');

/**
 * An admin API token acts as nobody in particular (Unleash shows it as user 0): it can apply,
 * but reviews, comments and drafts belong to people.
 */
export const isPerson = (viewer: Viewer) => viewer.id > 0;
