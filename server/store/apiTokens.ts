import { z } from 'zod';
import type { ApiToken, CreatedApiToken } from '../../contract/apiToken';
import { hashSecret } from '../auth/secrets';
import type { ApiTokenType, ParsedApiToken } from '../domain/apiTokenFormat';
import { isoNow, readJson } from './json';
import { recordEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';
import { writeTransaction } from './writeTransaction';

export interface StoredApiToken {
  id: number;
  type: ApiTokenType;
  environment: string | null;
  /** `['*']` for every project. */
  projects: string[];
  name: string;
  expiresAt: string | null;
}

const storedProjects = z.array(z.string());
const tokenType = z.enum(['admin', 'client', 'frontend']);

interface ApiTokenRow { id: number; type: string; environment: string | null; projects: string; token_name: string; created_at: string; expires_at: string | null }

/** Stores a token (its hash only) unless it is already there; says whether it was new. */
export function ensureApiToken(db: Db, by: EventAuthor, token: ParsedApiToken, name: string, expiresAt: string | null = null): boolean {
  return writeTransaction(db, () => {
    const result = db.cached(
      'INSERT OR IGNORE INTO api_tokens (secret_hash, type, environment, projects, token_name, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(hashSecret(token.token), token.type, token.environment, JSON.stringify(token.projects), name, isoNow(), expiresAt);
    if (result.changes === 0) return false;
    forgetFoundTokens(db);
    // Never the secret: the event names the token as the admin API lists it.
    recordEvent(db, by, {
      type: 'api-token-created',
      environment: token.environment,
      project: token.projects.length === 1 && token.projects[0] !== '*' ? token.projects[0] : null,
      data: { tokenName: name, type: token.type, environment: token.environment ?? '*', projects: token.projects, expiresAt },
    });
    return true;
  });
}

export function countApiTokens(db: Db, type?: ApiTokenType): number {
  if (type) return db.cached<[string], { n: number }>('SELECT COUNT(*) AS n FROM api_tokens WHERE type = ?').get(type)?.n ?? 0;
  return db.cached<[], { n: number }>('SELECT COUNT(*) AS n FROM api_tokens').get()?.n ?? 0;
}

/**
 * Tokens found, by their hash, per store: every request of the frontend and client APIs looks its
 * token up, and the query with its parsing took a twentieth of an uncached `/api/frontend` answer.
 * A stored token never changes (it only expires, which the caller checks against the clock), and
 * every write to `api_tokens` is in this module and drops them (`forgetFoundTokens`). Unknown
 * hashes are not kept, so a token issued later is found, and guessing fills no memory.
 */
const foundTokens = new WeakMap<Db, Map<string, StoredApiToken>>();
const forgetFoundTokens = (db: Db) => foundTokens.delete(db);

export function apiTokenLookup(db: Db): (secretHash: string) => StoredApiToken | undefined {
  const statement = db.cached<[string], ApiTokenRow>('SELECT * FROM api_tokens WHERE secret_hash = ?');
  return (secretHash) => {
    let found = foundTokens.get(db);
    const known = found?.get(secretHash);
    if (known) return known;
    const row = statement.get(secretHash);
    if (!row) return undefined;
    const token: StoredApiToken = {
      id: row.id,
      type: tokenType.parse(row.type),
      environment: row.environment,
      projects: readJson(storedProjects, row.projects),
      name: row.token_name,
      expiresAt: row.expires_at,
    };
    if (!found) {
      found = new Map();
      foundTokens.set(db, found);
    }
    found.set(secretHash, token);
    return token;
  };
}

/** Whether the API token with this id is still there and unexpired at `now` (a live stream's caller, checked again while it listens). */
export function apiTokenStillValid(db: Db, id: number, now: string): boolean {
  return db.cached<[number, string], { id: number }>('SELECT id FROM api_tokens WHERE id = ? AND (expires_at IS NULL OR expires_at > ?)').get(id, now) !== undefined;
}

/** Unleash's listing shape; the secret is not there, as only its hash is kept. */
function toApiToken(row: ApiTokenRow): ApiToken {
  const projects = readJson(storedProjects, row.projects);
  return {
    tokenName: row.token_name,
    type: row.type,
    environment: row.environment ?? '*',
    project: projects.length === 1 ? (projects[0] ?? '*') : '[]',
    projects,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    seenAt: null,
  };
}

export function listApiTokens(db: Db, types: ApiTokenType[]): ApiToken[] {
  return db.cached<[string], ApiTokenRow>('SELECT * FROM api_tokens WHERE type IN (SELECT value FROM json_each(?)) ORDER BY id DESC')
    .all(JSON.stringify(types))
    .map(toApiToken);
}

/** Issues a token; the answer is the one time its secret exists in plain text. */
export function issueApiToken(db: Db, by: EventAuthor, token: ParsedApiToken, name: string, expiresAt: string | null): CreatedApiToken {
  ensureApiToken(db, by, token, name, expiresAt);
  const row = db.cached<[string], ApiTokenRow>('SELECT * FROM api_tokens WHERE secret_hash = ?').get(hashSecret(token.token));
  if (!row) throw new Error('the token just issued is not in the store');
  return { ...toApiToken(row), secret: token.token };
}

/** Unleash's tokens of one name: names are not unique, so a list (empty for none). */
export function apiTokensNamed(db: Db, name: string, types: ApiTokenType[]): ApiToken[] {
  return db.cached<[string, string], ApiTokenRow>('SELECT * FROM api_tokens WHERE token_name = ? AND type IN (SELECT value FROM json_each(?)) ORDER BY id DESC')
    .all(name, JSON.stringify(types))
    .map(toApiToken);
}

/** The token whose secret this is, as the admin API lists it, with its type (to check the caller may change it). */
export function findApiTokenBySecret(db: Db, secret: string): (ApiToken & { id: number; kind: ApiTokenType }) | undefined {
  const row = db.cached<[string], ApiTokenRow>('SELECT * FROM api_tokens WHERE secret_hash = ?').get(hashSecret(secret));
  return row && { ...toApiToken(row), id: row.id, kind: tokenType.parse(row.type) };
}

const tokenEventScope = (token: ApiToken) => ({
  environment: token.environment === '*' ? null : (token.environment ?? null),
  project: token.projects?.length === 1 && token.projects[0] !== '*' ? token.projects[0] : null,
});

/**
 * Call inside a write transaction. Moves a token's expiry (a time past ends it at once: the
 * tokens found are forgotten, and the caller's check is against the clock); records Unleash's
 * `api-token-updated`, never with the secret.
 */
export function updateApiTokenExpiry(db: Db, by: EventAuthor, id: number, expiresAt: string): void {
  const before = db.cached<[number], ApiTokenRow>('SELECT * FROM api_tokens WHERE id = ?').get(id);
  if (!before) return;
  db.cached('UPDATE api_tokens SET expires_at = ? WHERE id = ?').run(expiresAt, id);
  forgetFoundTokens(db);
  const preData = toApiToken(before);
  recordEvent(db, by, { type: 'api-token-updated', ...tokenEventScope(preData), preData, data: { ...preData, expiresAt } });
}

/** Call inside a write transaction. Deletes a token, which stops working at once; records Unleash's `api-token-deleted`. */
export function deleteApiToken(db: Db, by: EventAuthor, id: number): void {
  const before = db.cached<[number], ApiTokenRow>('SELECT * FROM api_tokens WHERE id = ?').get(id);
  if (!before) return;
  db.cached('DELETE FROM api_tokens WHERE id = ?').run(id);
  forgetFoundTokens(db);
  const preData = toApiToken(before);
  recordEvent(db, by, { type: 'api-token-deleted', ...tokenEventScope(preData), preData });
}
