/** Every console path is built here, so no component glues route strings together. */
const encode = encodeURIComponent;

export const paths = {
  home: () => '/',
  signIn: (next?: string) => (next && next !== '/' ? `/sign-in?next=${encode(next)}` : '/sign-in'),
  flags: (projectId: string) => `/projects/${encode(projectId)}/flags`,
  flag: (projectId: string, featureName: string) => `/projects/${encode(projectId)}/flags/${encode(featureName)}`,
  archive: (projectId: string) => `/projects/${encode(projectId)}/archive`,
  changeRequests: () => '/change-requests',
  projectChangeRequests: (projectId: string) => `/projects/${encode(projectId)}/change-requests`,
  changeRequest: (projectId: string, id: number) => `/projects/${encode(projectId)}/change-requests/${id}`,
  serviceAccounts: () => '/service-accounts',
  serviceAccountTokens: (id: number | string) => `/service-accounts/${encode(String(id))}/tokens`,
  playground: () => '/playground',
  segments: () => '/segments',
  contextFields: () => '/context-fields',
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
