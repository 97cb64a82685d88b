import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseApiToken, type ParsedApiToken } from './domain/apiTokenFormat';
import { describeGenerated, prepareStore, StartupError } from './startup';
import { apiTokenLookup, countApiTokens } from './store/apiTokens';
import { hashSecret } from './auth/secrets';
import { openDatabase, type Db } from './store/openDatabase';

const folders: string[] = [];
const dbs: Db[] = [];
const freshDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'flagdeck-startup-'));
  folders.push(dir);
  const db = openDatabase(dir);
  dbs.push(db);
  return db;
};
afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const token = (type: 'admin' | 'client' | 'frontend', text: string): ParsedApiToken => {
  const parsed = parseApiToken(type, text);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed;
};

describe('prepareStore', () => {
  it('on a fresh store without INIT tokens, generates admin, frontend and client tokens that work', () => {
    const db = freshDb();
    const generated = prepareStore(db, { demo: false, initTokens: [] });
    expect(generated.adminToken).toMatch(/^\*:\*\.[0-9a-f]{48}$/);
    expect(generated.frontendToken).toMatch(/^\*:development\.[0-9a-f]{48}$/);
    const lookup = apiTokenLookup(db);
    expect(lookup(hashSecret(generated.adminToken ?? ''))?.type).toBe('admin');
    expect(lookup(hashSecret(generated.frontendToken ?? ''))).toMatchObject({ type: 'frontend', environment: 'development', projects: ['*'] });
    expect(describeGenerated(generated).join('\n')).toContain(generated.adminToken);
  });

  it('generates only the kinds INIT tokens leave out, and never describes INIT tokens', () => {
    const db = freshDb();
    const init = [token('admin', '*:*.init-admin-secret'), token('frontend', 'default:development.init-front-secret')];
    const generated = prepareStore(db, { demo: false, initTokens: init });
    expect(generated.adminToken).toBeUndefined();
    expect(generated.frontendToken).toBeUndefined();
    expect(generated.clientToken).toMatch(/^\*:development\./);
    expect(countApiTokens(db)).toBe(3);
    expect(describeGenerated(generated).join('\n')).not.toContain('init-');
    // A second start with the same tokens adds nothing.
    expect(prepareStore(db, { demo: false, initTokens: init }).clientToken).toBeUndefined();
    expect(countApiTokens(db)).toBe(3);
  });

  it('gives a store started with only a frontend token an admin token to sign in with', () => {
    const db = freshDb();
    const generated = prepareStore(db, { demo: false, initTokens: [token('frontend', 'default:development.init-front-secret')] });
    expect(generated.adminToken).toMatch(/^\*:\*\./);
  });

  it('generates nothing on a restart of a store that has tokens', () => {
    const db = freshDb();
    prepareStore(db, { demo: false, initTokens: [] });
    expect(prepareStore(db, { demo: false, initTokens: [] }).adminToken).toBeUndefined();
    expect(countApiTokens(db)).toBe(3);
  });

  it('refuses INIT tokens for an environment or project that does not exist, without naming the secret', () => {
    const db = freshDb();
    expect(() => prepareStore(db, { demo: false, initTokens: [token('client', 'default:mars.very-secret-1')] })).toThrow(StartupError);
    expect(() => prepareStore(db, { demo: false, initTokens: [token('client', 'nope:development.very-secret-2')] })).toThrow(/project "nope"/);
    try {
      prepareStore(db, { demo: false, initTokens: [token('client', 'default:mars.very-secret-3')] });
    } catch (error) {
      expect(String(error)).not.toContain('very-secret-3');
    }
    expect(countApiTokens(db)).toBe(0);
  });

  it('seeds the demo into an empty store only, and prints the demo users\' sign-ins', () => {
    const db = freshDb();
    const generated = prepareStore(db, { demo: true, initTokens: [] });
    expect(generated.demoSignIns.map((s) => s.username)).toEqual(['alice', 'pm', 'bob', 'victor']);
    expect(describeGenerated(generated).join('\n')).toContain('pm (Editor): user:');
    const flags = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM features').get()?.n;
    expect(prepareStore(db, { demo: true, initTokens: [] }).demoSignIns).toEqual([]);
    expect(db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM features').get()?.n).toBe(flags);
  });
});
