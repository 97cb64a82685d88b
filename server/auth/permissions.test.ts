import { describe, expect, it } from 'vitest';
import { noAccessMessage, permissionNames, roleHolds } from './permissions';

describe('permissions', () => {
  it('admins hold every permission, skipping change requests included', () => {
    for (const permission of permissionNames) expect(roleHolds('Admin', permission)).toBe(true);
  });

  it('editors change flags and review change requests but may not skip them or administer', () => {
    expect(roleHolds('Editor', 'UPDATE_FEATURE_ENVIRONMENT')).toBe(true);
    expect(roleHolds('Editor', 'APPROVE_CHANGE_REQUEST')).toBe(true);
    expect(roleHolds('Editor', 'SKIP_CHANGE_REQUEST')).toBe(false);
    expect(roleHolds('Editor', 'ADMIN')).toBe(false);
  });

  it('viewers hold no write permission', () => {
    for (const permission of permissionNames) expect(roleHolds('Viewer', permission)).toBe(false);
  });

  it('names the permission and the environment in the sentence the console parses', () => {
    expect(noAccessMessage('UPDATE_FEATURE_ENVIRONMENT', 'production')).toBe(
      `You don't have the required permissions to perform this operation. To perform this action, you need the "UPDATE_FEATURE_ENVIRONMENT" permission for the "production" environment.`,
    );
    expect(noAccessMessage('ADMIN')).toBe(
      `You don't have the required permissions to perform this operation. To perform this action, you need the "ADMIN" permission.`,
    );
  });
});
