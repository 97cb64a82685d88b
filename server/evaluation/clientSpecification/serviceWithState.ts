import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClientFeatures } from '../../../contract';
import { buildApp } from '../../app';
import { randomHex } from '../../auth/secrets';
import { parseApiToken, type ApiTokenType } from '../../domain/apiTokenFormat';
import { importClientFeatures, type ImportTarget } from '../../import';
import { ensureApiToken } from '../../store/apiTokens';
import { openDatabase, type Db } from '../../store/openDatabase';
import { systemAuthor } from '../../store/events';

/*
 * The real service on a fresh store in a temp folder, with a configuration loaded by the import
 * and a frontend and a client token for its project and environment. For tests that go through
 * HTTP as a browser or server SDK would.
 */
export interface ServiceWithState {
  app: FastifyInstance;
  db: Db;
  target: ImportTarget;
  frontendToken: string;
  clientToken: string;
  close(): Promise<void>;
}

export async function serviceWithState(state: ClientFeatures, target: ImportTarget = { project: 'spec', environment: 'development' }): Promise<ServiceWithState> {
  const dir = mkdtempSync(join(tmpdir(), 'flagdeck-spec-'));
  const db = openDatabase(join(dir, 'data'));
  importClientFeatures(db, state, target);
  const token = (type: ApiTokenType) => {
    const parsed = parseApiToken(type, `${target.project}:${target.environment}.${randomHex()}`);
    if ('problem' in parsed) throw new Error(`test token ${parsed.problem}`);
    ensureApiToken(db, systemAuthor, parsed, `spec-${type}`);
    return parsed.token;
  };
  const frontendToken = token('frontend');
  const clientToken = token('client');
  const app = await buildApp({ db, distDir: join(dir, 'no-console') });
  return {
    app, db, target, frontendToken, clientToken,
    async close() {
      await app.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
