import { z } from 'zod';
import { hashSecret } from '../auth/secrets';
import type { ApiTokenType, ParsedApiToken } from '../domain/apiTokenFormat';
import { isoNow, readJson } from './json';
import type { Db } from './openDatabase';

export interface StoredApiToken {
  id: number;
  type: ApiTokenType;
  environment: string | null;
  /** `['*']` for every project. */
  projects: string[];
  name: string;
}

const storedProjects = z.array(z.string());
const tokenType = z.enum(['admin', 'client', 'frontend']);

/** Stores a token (its hash only) unless it is already there; says whether it was new. */
export function ensureApiToken(db: Db, token: ParsedApiToken, name: string): boolean {
  const result = db.prepare(
    'INSERT OR IGNORE INTO api_tokens (secret_hash, type, environment, projects, token_name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(hashSecret(token.token), token.type, token.environment, JSON.stringify(token.projects), name, isoNow());
  return result.changes > 0;
}

export function countApiTokens(db: Db): number {
  return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM api_tokens').get()?.n ?? 0;
}

export function apiTokenLookup(db: Db): (secretHash: string) => StoredApiToken | undefined {
  const statement = db.prepare<[string], { id: number; type: string; environment: string | null; projects: string; token_name: string }>(
    'SELECT id, type, environment, projects, token_name FROM api_tokens WHERE secret_hash = ?',
  );
  return (secretHash) => {
    const row = statement.get(secretHash);
    if (!row) return undefined;
    return {
      id: row.id,
      type: tokenType.parse(row.type),
      environment: row.environment,
      projects: readJson(storedProjects, row.projects),
      name: row.token_name,
    };
  };
}
