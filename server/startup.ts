import type { Config } from './config';
import { seedDemo, type DemoSignIn } from './demo/seedDemo';
import { parseApiToken, type ParsedApiToken } from './domain/apiTokenFormat';
import { randomHex } from './auth/secrets';
import { countApiTokens, ensureApiToken } from './store/apiTokens';
import { systemAuthor } from './store/events';
import type { Db } from './store/openDatabase';
import { writeTransaction } from './store/writeTransaction';

/** Tokens and sign-ins that this start created itself, to print once; INIT_* tokens are never among them. */
export interface Generated {
  adminToken?: string;
  frontendToken?: string;
  clientToken?: string;
  demoSignIns: DemoSignIn[];
}

export class StartupError extends Error {}

function isEmpty(db: Db): boolean {
  const row = db.prepare<[], { n: number }>(
    'SELECT (SELECT COUNT(*) FROM features) + (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM segments) AS n',
  ).get();
  return (row?.n ?? 0) === 0;
}

/** INIT_* tokens must point at what exists; the message names the place, never the secret. */
function checkScope(db: Db, token: ParsedApiToken): void {
  const where = `${token.projects.join(',')}:${token.environment ?? '*'}`;
  if (token.environment !== null && !db.prepare('SELECT 1 FROM environments WHERE name = ?').get(token.environment)) {
    throw new StartupError(`An INIT_${token.type.toUpperCase()}_API_TOKENS token (${where}) names environment "${token.environment}", which does not exist.`);
  }
  for (const project of token.projects) {
    if (project !== '*' && !db.prepare('SELECT 1 FROM projects WHERE id = ?').get(project)) {
      throw new StartupError(`An INIT_${token.type.toUpperCase()}_API_TOKENS token (${where}) names project "${project}", which does not exist.`);
    }
  }
}

function generate(db: Db, type: 'admin' | 'frontend' | 'client', scope: string, name: string): string {
  const parsed = parseApiToken(type, `${scope}.${randomHex(24)}`);
  if ('problem' in parsed) throw new Error(`generated ${type} token ${parsed.problem}`);
  ensureApiToken(db, systemAuthor, parsed, name);
  return parsed.token;
}

/**
 * Seeds the demo into an empty store (when on), creates INIT_* tokens, and any kind of token still
 * missing. One transaction: what it finds missing is what it adds, even with an import writing
 * beside it.
 */
export function prepareStore(db: Db, config: Pick<Config, 'demo' | 'initTokens'>): Generated {
  return writeTransaction(db, () => {
    const generated: Generated = { demoSignIns: [] };
    if (config.demo && isEmpty(db)) generated.demoSignIns = seedDemo(db);
    for (const token of config.initTokens) {
      checkScope(db, token);
      ensureApiToken(db, systemAuthor, token, `init-${token.type}`);
    }
    // Each kind of token the store lacks is made up here (a fresh store, or one whose INIT_* tokens
    // leave a kind out), so there is always a way to sign in and to try the frontend API.
    if (countApiTokens(db, 'admin') === 0) generated.adminToken = generate(db, 'admin', '*:*', 'generated-admin');
    if (countApiTokens(db, 'frontend') === 0) generated.frontendToken = generate(db, 'frontend', '*:development', 'generated-frontend');
    if (countApiTokens(db, 'client') === 0) generated.clientToken = generate(db, 'client', '*:development', 'generated-client');
    return generated;
  });
}

/** What to print after the listening line: only secrets this start made up itself. */
export function describeGenerated(generated: Generated): string[] {
  const lines: string[] = [];
  if (generated.adminToken) lines.push(`An admin API token, for scripts or to sign in with a token (shown only now; it is stored hashed): ${generated.adminToken}`);
  if (generated.frontendToken) lines.push(`Frontend API token for development (all projects): ${generated.frontendToken}`);
  if (generated.clientToken) lines.push(`Client API token for development (all projects): ${generated.clientToken}`);
  if (generated.demoSignIns.length > 0) {
    lines.push('Demo users (personal access tokens, shown only now):');
    for (const signIn of generated.demoSignIns) lines.push(`  ${signIn.username} (${signIn.rootRole}): ${signIn.token}`);
  }
  return lines;
}
