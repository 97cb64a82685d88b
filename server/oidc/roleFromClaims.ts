import { rootRoles } from '../../contract/admin';
import type { RootRoleName } from '../auth/permissions';
import type { OidcSettings } from './settings';

/**
 * The role a sign-in's claims give: the strongest role any value of the role claim maps to (a
 * claim may hold one value or a list, as `groups` does), or the default role when none maps.
 * Undefined when no role claim is set up: the person keeps the role they have.
 */
export function roleFromClaims(claims: Readonly<Record<string, unknown>>, settings: Pick<OidcSettings, 'roleClaim' | 'defaultRole'>): RootRoleName | undefined {
  if (!settings.roleClaim) return undefined;
  const { name, map } = settings.roleClaim;
  const raw = claims[name];
  const values = Array.isArray(raw) ? raw : [raw];
  const mapped = values.flatMap((value) => {
    const role = typeof value === 'string' ? map.get(value) : undefined;
    return role === undefined ? [] : [role];
  });
  // rootRoles lists the strongest first.
  return rootRoles.find((role) => mapped.includes(role)) ?? settings.defaultRole;
}
