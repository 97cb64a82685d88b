import { rootRoles } from '../../contract/admin';
import type { RootRoleName } from '../auth/permissions';

/**
 * Single sign-on's settings (README, Configuration): the provider, this client's registration
 * with it, and what a sign-in makes of the person it names.
 */
export interface OidcSettings {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** What the sign-in page's button says: "Sign in with <providerName>". */
  providerName: string;
  /** Scopes asked for; `openid` always among them. */
  scopes: string;
  /** Whether someone the service does not know by their verified email gets a user at their first sign-in. */
  autoCreate: boolean;
  /** The role of a user made at sign-in, and of anyone whose role claim names no mapped value. */
  defaultRole: RootRoleName;
  /** The claim whose value (or values) give the role at every sign-in, through `map`. */
  roleClaim?: { name: string; map: ReadonlyMap<string, RootRoleName> };
  /** The callback address the provider sends the browser back to; without it, the request's own address. */
  redirectUrl?: URL;
}

type Env = Record<string, string | undefined>;

const isRole = (value: string): value is RootRoleName => rootRoles.some((role) => role === value);
const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An https address, or http on this machine alone (a provider a test starts). */
function readUrl(raw: string, name: string): URL | { problem: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { problem: `${name} must be an absolute URL (https://…), got "${raw}"` };
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname))) return url;
  return { problem: `${name} must be an https URL (http only for this machine's own address), got "${raw}"` };
}

/** `groups-admins=Admin,staff=Viewer`: claim values to roles. */
function readRoleMap(raw: string): Map<string, RootRoleName> | { problem: string } {
  const map = new Map<string, RootRoleName>();
  for (const entry of raw.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const at = entry.lastIndexOf('=');
    const value = entry.slice(0, at).trim();
    const role = entry.slice(at + 1).trim();
    if (at <= 0 || value === '') return { problem: `OIDC_ROLE_MAP entries are value=Role, got "${entry}"` };
    if (!isRole(role)) return { problem: `OIDC_ROLE_MAP: "${entry}" names the role "${role}"; the roles are ${rootRoles.join(', ')}` };
    map.set(value, role);
  }
  return map.size > 0 ? map : { problem: 'OIDC_ROLE_MAP must map at least one claim value to a role (value=Role, comma-separated)' };
}

function readSwitch(raw: string | undefined, name: string): boolean | { problem: string } {
  const value = raw?.trim().toLowerCase();
  if (value === undefined || value === '') return false;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  return { problem: `${name} must be one of on/off, true/false, 1/0 (got "${raw}")` };
}

const oidcVariables = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_PROVIDER_NAME', 'OIDC_SCOPES', 'OIDC_AUTO_CREATE', 'OIDC_DEFAULT_ROOT_ROLE', 'OIDC_ROLE_CLAIM', 'OIDC_ROLE_MAP', 'OIDC_REDIRECT_URL'];

/** The settings from the environment: undefined without `OIDC_ISSUER`; a problem naming the variable when they do not hold together. */
export function parseOidcSettings(env: Env): OidcSettings | undefined | { problem: string } {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const rawIssuer = read('OIDC_ISSUER');
  if (rawIssuer === undefined) {
    const stray = oidcVariables.find((name) => read(name) !== undefined);
    return stray ? { problem: `${stray} is set but OIDC_ISSUER is not: single sign-on needs the provider's issuer URL` } : undefined;
  }
  const issuer = readUrl(rawIssuer, 'OIDC_ISSUER');
  if ('problem' in issuer) return issuer;
  const clientId = read('OIDC_CLIENT_ID');
  const clientSecret = env.OIDC_CLIENT_SECRET;
  if (clientId === undefined) return { problem: 'OIDC_CLIENT_ID is needed with OIDC_ISSUER: the client id this service is registered under at the provider' };
  if (clientSecret === undefined || clientSecret === '') return { problem: 'OIDC_CLIENT_SECRET is needed with OIDC_ISSUER: the client secret the provider gave this service' };
  const autoCreate = readSwitch(env.OIDC_AUTO_CREATE, 'OIDC_AUTO_CREATE');
  if (typeof autoCreate === 'object') return autoCreate;
  const defaultRole = read('OIDC_DEFAULT_ROOT_ROLE') ?? 'Viewer';
  if (!isRole(defaultRole)) return { problem: `OIDC_DEFAULT_ROOT_ROLE must be one of ${rootRoles.join(', ')}, got "${defaultRole}"` };
  const scopes = read('OIDC_SCOPES') ?? 'openid email profile';
  if (!scopes.split(/\s+/).includes('openid')) return { problem: `OIDC_SCOPES must include openid, got "${scopes}"` };

  const settings: OidcSettings = {
    issuer, clientId, clientSecret, scopes, defaultRole, autoCreate: autoCreate,
    providerName: read('OIDC_PROVIDER_NAME') ?? issuer.hostname,
  };
  const claim = read('OIDC_ROLE_CLAIM');
  const rawMap = read('OIDC_ROLE_MAP');
  if (claim === undefined && rawMap !== undefined) return { problem: 'OIDC_ROLE_MAP is set but OIDC_ROLE_CLAIM is not: name the claim whose values it maps' };
  if (claim !== undefined) {
    if (rawMap === undefined) return { problem: `OIDC_ROLE_CLAIM is set but OIDC_ROLE_MAP is not: say which values of "${claim}" give which role (value=Role, comma-separated)` };
    const map = readRoleMap(rawMap);
    if ('problem' in map) return map;
    settings.roleClaim = { name: claim, map };
  }
  const rawRedirect = read('OIDC_REDIRECT_URL');
  if (rawRedirect !== undefined) {
    const redirectUrl = readUrl(rawRedirect, 'OIDC_REDIRECT_URL');
    if ('problem' in redirectUrl) return redirectUrl;
    settings.redirectUrl = redirectUrl;
  }
  return settings;
}
