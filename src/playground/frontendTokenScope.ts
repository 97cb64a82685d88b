/**
 * What a token in Unleash's `project:environment.secret` form says about itself. The playground
 * uses it to pick the project whose flags are listed as "not enabled", to know the environment the
 * answer is for, and to warn before an admin token is sent where a frontend token is needed.
 */
export interface TokenScope {
  /** A project name, or null when the token covers every project or a list it does not name. */
  project: string | null;
  /** null for admin tokens (`*:*.secret`). */
  environment: string | null;
  looksLikeAdmin: boolean;
}

const form = /^([^:\s]+):([^.\s]+)\.\S+$/;

export function tokenScope(token: string): TokenScope | null {
  const match = form.exec(token.trim());
  if (!match) return null;
  const [, project = '', environment = ''] = match;
  return {
    project: project === '*' || project === '[]' ? null : project,
    environment: environment === '*' ? null : environment,
    looksLikeAdmin: project === '*' && environment === '*',
  };
}
