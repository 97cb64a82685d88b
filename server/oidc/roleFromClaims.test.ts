import { describe, expect, it } from 'vitest';
import { roleFromClaims } from './roleFromClaims';

const settings = {
  defaultRole: 'Viewer' as const,
  roleClaim: { name: 'groups', map: new Map([['flag-admins', 'Admin' as const], ['flag-editors', 'Editor' as const]]) },
};

describe('roleFromClaims', () => {
  it('gives the strongest role any value of the claim maps to', () => {
    expect(roleFromClaims({ groups: ['staff', 'flag-editors', 'flag-admins'] }, settings)).toBe('Admin');
    expect(roleFromClaims({ groups: ['flag-editors'] }, settings)).toBe('Editor');
    expect(roleFromClaims({ groups: 'flag-editors' }, settings)).toBe('Editor');
  });

  it('gives the default role when no value maps, or the claim is missing or not text', () => {
    expect(roleFromClaims({ groups: ['staff'] }, settings)).toBe('Viewer');
    expect(roleFromClaims({}, settings)).toBe('Viewer');
    expect(roleFromClaims({ groups: [{ name: 'flag-admins' }, 42] }, settings)).toBe('Viewer');
    expect(roleFromClaims({ groups: ['staff'] }, { ...settings, defaultRole: 'Editor' })).toBe('Editor');
  });

  it('gives no role without a role claim set up: the person keeps theirs', () => {
    expect(roleFromClaims({ groups: ['flag-admins'] }, { defaultRole: 'Viewer' })).toBeUndefined();
  });
});
