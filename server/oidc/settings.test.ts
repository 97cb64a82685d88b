import { describe, expect, it } from 'vitest';
import { parseOidcSettings } from './settings';

const base = { OIDC_ISSUER: 'https://id.example.com/realms/staff', OIDC_CLIENT_ID: 'flagdeck', OIDC_CLIENT_SECRET: 's3cret' };
const problem = (env: Record<string, string>) => {
  const parsed = parseOidcSettings(env);
  return parsed !== undefined && 'problem' in parsed ? parsed.problem : undefined;
};

describe('single sign-on settings', () => {
  it('are off without OIDC_ISSUER', () => {
    expect(parseOidcSettings({})).toBeUndefined();
  });

  it('default to a Viewer, no users made at sign-in, the issuer\'s host as the name and the usual scopes', () => {
    expect(parseOidcSettings(base)).toEqual({
      issuer: new URL(base.OIDC_ISSUER), clientId: 'flagdeck', clientSecret: 's3cret', providerName: 'id.example.com',
      scopes: 'openid email profile', autoCreate: false, defaultRole: 'Viewer',
    });
  });

  it('read the role claim and its map, the name, the default role, creation and the callback address', () => {
    const parsed = parseOidcSettings({
      ...base, OIDC_PROVIDER_NAME: 'Staff ID', OIDC_DEFAULT_ROOT_ROLE: 'Editor', OIDC_AUTO_CREATE: 'on',
      OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'flag-admins=Admin, a=b=Editor', OIDC_REDIRECT_URL: 'https://flags.example.com/auth/oidc/callback',
    });
    expect(parsed).toMatchObject({ providerName: 'Staff ID', defaultRole: 'Editor', autoCreate: true, redirectUrl: new URL('https://flags.example.com/auth/oidc/callback') });
    expect(parsed && 'roleClaim' in parsed ? parsed.roleClaim : undefined).toEqual({ name: 'groups', map: new Map([['flag-admins', 'Admin'], ['a=b', 'Editor']]) });
  });

  it('name the variable that does not hold together with the rest', () => {
    expect(problem({ OIDC_CLIENT_ID: 'x' })).toMatch(/^OIDC_CLIENT_ID is set but OIDC_ISSUER is not/);
    expect(problem({ ...base, OIDC_ISSUER: 'http://id.example.com' })).toMatch(/^OIDC_ISSUER must be an https URL/);
    expect(problem({ ...base, OIDC_ISSUER: 'not a url' })).toMatch(/^OIDC_ISSUER must be an absolute URL/);
    expect(problem({ ...base, OIDC_CLIENT_ID: '' })).toMatch(/^OIDC_CLIENT_ID is needed/);
    expect(problem({ ...base, OIDC_CLIENT_SECRET: '' })).toMatch(/^OIDC_CLIENT_SECRET is needed/);
    expect(problem({ ...base, OIDC_DEFAULT_ROOT_ROLE: 'Owner' })).toMatch(/^OIDC_DEFAULT_ROOT_ROLE must be one of Admin, Editor, Viewer/);
    expect(problem({ ...base, OIDC_AUTO_CREATE: 'maybe' })).toMatch(/^OIDC_AUTO_CREATE must be one of/);
    expect(problem({ ...base, OIDC_SCOPES: 'email profile' })).toMatch(/^OIDC_SCOPES must include openid/);
    expect(problem({ ...base, OIDC_ROLE_CLAIM: 'groups' })).toMatch(/^OIDC_ROLE_CLAIM is set but OIDC_ROLE_MAP is not/);
    expect(problem({ ...base, OIDC_ROLE_MAP: 'a=Admin' })).toMatch(/^OIDC_ROLE_MAP is set but OIDC_ROLE_CLAIM is not/);
    expect(problem({ ...base, OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'admins=Owner' })).toMatch(/names the role "Owner"/);
    expect(problem({ ...base, OIDC_ROLE_CLAIM: 'groups', OIDC_ROLE_MAP: 'Admin' })).toMatch(/entries are value=Role/);
    expect(problem({ ...base, OIDC_REDIRECT_URL: 'http://flags.example.com/cb' })).toMatch(/^OIDC_REDIRECT_URL must be an https URL/);
  });

  it('take plain http only on this machine, where a test starts its provider', () => {
    expect(problem({ ...base, OIDC_ISSUER: 'http://127.0.0.1:9000' })).toBeUndefined();
    expect(problem({ ...base, OIDC_ISSUER: 'http://localhost:9000' })).toBeUndefined();
  });
});
