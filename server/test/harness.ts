import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { z } from 'zod';
import { errorBodySchema } from '../../contract/error';
import { buildApp, type AppOptions } from '../app';
import type { RootRoleName } from '../auth/permissions';
import { parseApiToken } from '../domain/apiTokenFormat';
import { prepareStore } from '../startup';
import { enableEnvironmentForProject, insertEnvironment, setChangeRequestSettings } from '../store/environments';
import { openDatabase, type Db } from '../store/openDatabase';
import { createPat } from '../store/pats';
import { insertProject } from '../store/projects';
import { insertSession } from '../store/sessions';
import { insertUser } from '../store/users';
import { hashSecret } from '../auth/secrets';
import { sessionCookieName } from '../http/sessionCookie';
import { contractProblem } from './documentedAnswer';
import { systemAuthor } from '../store/events';

/**
 * A real service on a real SQLite file in a temp folder, driven through Fastify's `inject`.
 * The base fixture: projects `default` and `other`, environments development and production
 * (production requiring 2 approvals in `default`), and one token of every kind and role.
 */
export const tokens = {
  admin: '*:*.test-admin-secret',
  frontend: 'default:development.test-frontend-secret',
  frontendAll: '*:production.test-frontend-all-secret',
  client: 'default:development.test-client-secret',
};

export interface TestService {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  /** PATs of users with each root role (`Editor2` is a second editor, for approvals). */
  pats: Record<RootRoleName | 'Editor2', string>;
  userIds: Record<RootRoleName | 'Editor2', number>;
  /** A signed-in session of each of those users: the value to send as `cookie` (see `sessionCookie`). */
  sessions: Record<RootRoleName | 'Editor2', string>;
  /**
   * Sends a request as `token` (the admin token unless given). Every answer is checked against the
   * contract (see documentedAnswer.ts); with `answer`, a success is also parsed with that schema
   * and given typed as `answer` (reading it from an error answer fails the test).
   */
  call<S extends z.ZodType>(method: Method, url: string, options: CallOptions & { answer: S }): Promise<Reply & { readonly answer: z.output<S> }>;
  call(method: Method, url: string, options?: CallOptions): Promise<Reply>;
  /** Creates a flag through the API as the admin token; returns its name. */
  createFlag(project: string, name: string, body?: Record<string, unknown>): Promise<string>;
  /** Closes the app and the database; removes the folder unless `keepData`. */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export interface Reply { status: number; body: unknown; text: string; headers: Record<string, unknown> }

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface CallOptions {
  token?: string | null; body?: unknown; answer?: z.ZodType;
  /** A session id to send in the session cookie (with no token, unless `token` is given too). */
  session?: string;
  /** The page the request says it comes from; a cookie's writes need the service's own. */
  origin?: string;
}

/** The Cookie header that carries a session id. */
export const sessionCookie = (sessionId: string): string => `${sessionCookieName}=${sessionId}`;

/** The origin `inject` requests are sent to (its Host is localhost:80). */
export const ownOrigin = 'http://localhost:80';

export interface TestServiceOptions {
  dataDir?: string; demo?: boolean; frontendApiEnabled?: boolean; distDir?: string; fixture?: boolean;
  /** Further app options (CORS, rate limit, body limit, logger). */
  app?: Partial<Omit<AppOptions, 'db'>>;
}

export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'flagdeck-test-'));
  const db = openDatabase(dataDir);
  const fresh = options.fixture !== false && !db.prepare('SELECT 1 FROM users').get() && !options.demo;
  const initTokens = Object.entries(tokens).map(([name, token]) => {
    const type = name === 'admin' ? 'admin' : name.startsWith('frontend') ? 'frontend' : 'client';
    const parsed = parseApiToken(type, token);
    if ('problem' in parsed) throw new Error(parsed.problem);
    return parsed;
  });
  // One transaction for the whole set-up: one disk sync instead of one per row keeps tests fast.
  const setUp = db.transaction(() => {
    prepareStore(db, { demo: options.demo ?? false, initTokens });
    if (fresh) baseFixture(db);
    return signInEveryRole(db);
  });
  const { pats, userIds, sessions } = setUp();
  const app = await buildApp({ db, distDir: options.distDir ?? join(dataDir, 'no-dist'), frontendApiEnabled: options.frontendApiEnabled ?? true, ...options.app });

  async function call<S extends z.ZodType>(method: Method, url: string, options: CallOptions & { answer: S }): Promise<Reply & { readonly answer: z.output<S> }>;
  async function call(method: Method, url: string, options?: CallOptions): Promise<Reply>;
  async function call(method: Method, url: string, { token, body, answer, session, origin }: CallOptions = {}): Promise<Reply> {
    const bearer = token === undefined ? (session === undefined ? tokens.admin : null) : token;
    const response = await app.inject({
      method, url,
      headers: {
        ...(bearer === null ? {} : { authorization: bearer }), ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(session === undefined ? {} : { cookie: sessionCookie(session) }), ...(origin === undefined ? {} : { origin }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    let parsedBody: unknown;
    try {
      parsedBody = response.body === '' ? undefined : JSON.parse(response.body);
    } catch {
      parsedBody = undefined;
    }
    const reply = { status: response.statusCode, body: parsedBody, text: response.body, headers: response.headers };
    const problem = contractProblem(app, method, url, reply.status, parsedBody, response.body);
    if (problem) throw new Error(problem);
    if (!answer) return reply;
    const success = reply.status < 300;
    const read = success ? answer.safeParse(parsedBody) : undefined;
    if (read && !read.success) throw new Error(`${method} ${url}: the answer does not parse: ${read.error.message}\n${response.body.slice(0, 500)}`);
    return {
      ...reply,
      get answer(): unknown {
        if (!read?.success) throw new Error(`${method} ${url} answered ${reply.status}, not a success: ${response.body.slice(0, 300)}`);
        return read.data;
      },
    };
  }

  return {
    app, db, dataDir, pats, userIds, sessions, call,
    async createFlag(project, name, body = {}) {
      const reply = await call('POST', `/api/admin/projects/${project}/features`, { body: { name, ...body } });
      expect(reply.status, reply.text).toBe(201);
      return name;
    },
    async close({ keepData = false } = {}) {
      await app.close();
      db.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A session opened in the store, as a sign-in opens one (no password to hash: tests stay fast). */
export function openSession(db: Db, userId: number, { expiresAt = new Date(Date.now() + 86_400_000).toISOString() } = {}): string {
  const id = randomBytes(32).toString('base64url');
  insertSession(db, { idHash: hashSecret(id), userId, createdAt: new Date().toISOString(), expiresAt });
  return id;
}

function signInEveryRole(db: Db): Pick<TestService, 'pats' | 'userIds' | 'sessions'> {
  const signIn = (username: string, role: RootRoleName) => {
    const existing = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE username = ?').get(username);
    const id = existing?.id ?? insertUser(db, { name: username, username, rootRole: role });
    return { id, pat: createPat(db, systemAuthor, id, { description: 'test', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }).secret, session: openSession(db, id) };
  };
  const admin = signIn('test-admin', 'Admin');
  const editor = signIn('test-editor', 'Editor');
  const editor2 = signIn('test-editor2', 'Editor');
  const viewer = signIn('test-viewer', 'Viewer');
  return {
    pats: { Admin: admin.pat, Editor: editor.pat, Editor2: editor2.pat, Viewer: viewer.pat },
    userIds: { Admin: admin.id, Editor: editor.id, Editor2: editor2.id, Viewer: viewer.id },
    sessions: { Admin: admin.session, Editor: editor.session, Editor2: editor2.session, Viewer: viewer.session },
  };
}

function baseFixture(db: Db): void {
  insertProject(db, { id: 'other', name: 'Other', createdAt: new Date().toISOString() });
  insertEnvironment(db, { name: 'staging', type: 'preproduction', sortOrder: 150 });
  enableEnvironmentForProject(db, 'default', 'staging');
  enableEnvironmentForProject(db, 'other', 'development');
  enableEnvironmentForProject(db, 'other', 'production');
  setChangeRequestSettings(db, systemAuthor, 'default', 'production', { enabled: true, requiredApprovals: 2 });
}

/** The reply's body, checked against a contract schema (the check the console makes too). */
export function parsed<S extends z.ZodType>(schema: S, reply: Reply, status = 200): z.infer<S> {
  expect(reply.status, reply.text).toBe(status);
  const result = schema.safeParse(reply.body);
  if (!result.success) throw new Error(`response does not parse: ${result.error.message}\n${reply.text.slice(0, 500)}`);
  return result.data;
}

/** An error answer: the status, the error body with a fresh id, and its name. */
export function expectError(reply: Reply, status: number, name: string): z.infer<typeof errorBodySchema> {
  expect(reply.status, reply.text).toBe(status);
  const body = errorBodySchema.parse(reply.body);
  expect(body.name).toBe(name);
  expect(body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  return body;
}

/**
 * A snapshot of every table, to show that a refused request wrote nothing. A PAT's last use is
 * left out: a refused request was still made with that token, and recording so is right.
 */
export function storeSnapshot(db: Db): string {
  const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
  return JSON.stringify(tables.map(({ name }) => [
    name,
    db.prepare(name === 'pats' ? 'SELECT id, user_id, secret_hash, description, created_at, expires_at FROM pats' : `SELECT * FROM "${name}"`).all(),
  ]));
}
