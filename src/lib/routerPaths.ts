/**
 * The paths the router's own table builds (src/app/router.ts): apart from the rest of `paths`, so
 * the entry, whose budget is tight, holds these and not every page's.
 */
export const signInPath = (next?: string, options: { with?: 'token' } = {}) => {
  const query = new URLSearchParams([...(next && next !== '/' ? [['next', next]] : []), ...(options.with ? [['with', options.with]] : [])]).toString();
  return query ? `/sign-in?${query}` : '/sign-in';
};

export const flagsPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/flags`;
