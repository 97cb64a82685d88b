/**
 * Unleash's API token form: `project:environment.secret`. `*` for the project means every project
 * (`[]` is Unleash's marker for a multi-project token; the list is not in the token, so here it
 * also means every project). Admin tokens are `*:*.secret`.
 */
export const apiTokenTypes = ['admin', 'frontend', 'client'] as const;
export type ApiTokenType = (typeof apiTokenTypes)[number];

export interface ParsedApiToken {
  type: ApiTokenType;
  /** `['*']` for every project. */
  projects: string[];
  /** null for admin tokens, which are not bound to an environment. */
  environment: string | null;
  /** The whole token as presented in the Authorization header. */
  token: string;
}

const form = /^([^:\s]+):([^.\s]+)\.(\S+)$/;

/** Returns the parsed token or a reason it is unusable; the reason never repeats the secret. */
export function parseApiToken(type: ApiTokenType, token: string): ParsedApiToken | { problem: string } {
  const match = form.exec(token);
  if (!match) return { problem: 'is not in the form project:environment.secret' };
  const [, project = '', environment = ''] = match;
  if (type === 'admin') {
    if (project !== '*' || environment !== '*') return { problem: 'must be of the form *:*.secret for an admin token' };
    return { type, projects: ['*'], environment: null, token };
  }
  if (environment === '*') return { problem: `must name one environment (${project}:<environment>.secret)` };
  const projects = project === '*' || project === '[]' ? ['*'] : [project];
  return { type, projects, environment, token };
}
