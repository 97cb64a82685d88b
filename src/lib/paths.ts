import { flagsPath, signInPath } from './routerPaths';

/** Every console path is built here, so no component glues route strings together. */
const encode = encodeURIComponent;

export const paths = {
  home: () => '/',
  /** `with: 'token'` opens on the token form (after signing out of a token's sign-in). */
  signIn: signInPath,
  flags: flagsPath,
  flag: (projectId: string, featureName: string) => `/projects/${encode(projectId)}/flags/${encode(featureName)}`,
  flagHistory: (projectId: string, featureName: string) => `/projects/${encode(projectId)}/flags/${encode(featureName)}/history`,
  flagExposures: (projectId: string, featureName: string) => `/projects/${encode(projectId)}/flags/${encode(featureName)}/exposures`,
  archive: (projectId: string) => `/projects/${encode(projectId)}/archive`,
  /** Two environments compared: of the flags named, or of the project's flags. */
  compare: (projectId: string, flags: readonly string[] = []) => {
    const query = new URLSearchParams(flags.map((flag) => ['flag', flag])).toString();
    return `/projects/${encode(projectId)}/compare${query ? `?${query}` : ''}`;
  },
  changeRequests: () => '/change-requests',
  projectChangeRequests: (projectId: string) => `/projects/${encode(projectId)}/change-requests`,
  changeRequest: (projectId: string, id: number) => `/projects/${encode(projectId)}/change-requests/${id}`,
  serviceAccounts: () => '/service-accounts',
  serviceAccountTokens: (id: number | string) => `/service-accounts/${encode(String(id))}/tokens`,
  playground: () => '/playground',
  segments: () => '/segments',
  contextFields: () => '/context-fields',
  users: () => '/users',
  projects: () => '/settings/projects',
  projectSettings: (projectId: string) => `/settings/projects/${encode(projectId)}`,
  environments: () => '/settings/environments',
  maintenance: () => '/settings/maintenance',
  integrations: () => '/integrations',
  /** The Applications page, with one application open. */
  applications: (appName?: string) => (appName ? `/applications?app=${encode(appName)}` : '/applications'),
  account: () => '/account',
  /** Where one-time password links lead, as Unleash names its pages for them. */
  newUser: () => '/new-user',
  resetPassword: () => '/reset-password',
  /** The History page; `query` is its filters as the address holds them (history/historyFilter.ts). */
  history: (query?: URLSearchParams) => (query && query.size > 0 ? `/history?${query.toString()}` : '/history'),
  audiences: () => '/audiences',
} as const;

/**
 * Where to go after signing in: only a path on this console, so a crafted link cannot send the
 * user (or their token) elsewhere.
 */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home();
  return next;
}
