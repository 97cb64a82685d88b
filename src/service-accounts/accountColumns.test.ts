import { describe, expect, it } from 'vitest';
import type { ServiceAccount } from '../../contract';
import { accountName, roleName, tokenCount } from './accountColumns';

const account: ServiceAccount = { id: 7, name: 'CI bot', username: 'ci-bot', rootRole: 2 };
const rootRoles = [{ id: 1, name: 'Admin' }, { id: 2, name: 'Editor' }];

describe('an account row', () => {
  it('names the role the service named, else looks it up among the root roles', () => {
    expect(roleName({ ...account, rootRoleName: 'Viewer' }, rootRoles)).toBe('Viewer');
    expect(roleName(account, rootRoles)).toBe('Editor');
    expect(roleName({ ...account, rootRole: 42 }, rootRoles)).toBe('Role 42');
    expect(roleName({ ...account, rootRole: undefined }, undefined)).toBe('—');
  });

  it('counts tokens whether the service sends a count or the tokens (Unleash)', () => {
    expect(tokenCount({ ...account, tokens: 3 })).toBe(3);
    expect(tokenCount({ ...account, tokens: [{ id: 1 }, { id: 4 }] })).toBe(2);
    expect(tokenCount(account)).toBeUndefined();
  });

  it('falls back from name to username to the id', () => {
    expect(accountName(account)).toBe('CI bot');
    expect(accountName({ ...account, name: '' })).toBe('ci-bot');
    expect(accountName({ id: 7 })).toBe('Service account 7');
  });
});
