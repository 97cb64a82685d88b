import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { schemaVersion } from '../store/migrations';
import { openDatabase } from '../store/openDatabase';
import { changeRequestSteps } from '../test/changeRequests';
import { expectError, startTestService, type TestService } from '../test/harness';

/*
 * Two connections to one store (the import command beside the server, or anything else that
 * opens the data folder): what a write reads to decide (a change request's state, how many tokens
 * an account has) is read inside the transaction that writes, holding the write lock from its
 * start, so what another connection commits meanwhile is honoured: never written over, never
 * counted past, and never a 500 for a transaction that found the store moved under it.
 */

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'flag');
});
afterEach(() => service.close());

/** Another process making `write`, holding its transaction open for `holdMs`; resolves once it holds it. */
async function writeInAnotherProcess(holdMs: number, write: string, ...args: number[]): Promise<{ exited: Promise<number | null> }> {
  return writeInFolder(service.dataDir, holdMs, write, ...args);
}

async function writeInFolder(dataDir: string, holdMs: number, write: string, ...args: number[]): Promise<{ exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/heldWrite.ts', dataDir, String(holdMs), write, ...args.map(String)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('holding')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the writing process exited with ${code} before holding its transaction`)));
  });
  return { exited };
}

describe('a change request moved on two connections at once', { timeout: 60_000 }, () => {
  it('answers an approval 409 when a rejection commits while it waits, and the request stays Rejected', async () => {
    const steps = changeRequestSteps(service);
    const { id } = await steps.inReview('flag');
    await steps.move(id, service.pats.Editor2, { state: 'Approved' });
    // A token's first use is recorded at once, a write that would wait for the other process
    // before the step even starts; used once now, it is not written again within the minute.
    await service.call('GET', '/api/admin/user', { token: service.pats.Admin });
    // The Admin's approval would be the second, enough to approve; the rejection is written first.
    const rejecting = await writeInAnotherProcess(1_000, 'reject', id, service.userIds.Editor2);
    const approval = await steps.move(id, service.pats.Admin, { state: 'Approved' });
    expect(await rejecting.exited).toBe(0);
    expect(expectError(approval, 409, 'InvalidOperationError').message).toBe('A change request that is Rejected cannot be approved.');
    const after = await steps.read(id);
    expect(after.state).toBe('Rejected');
    expect(after.approvals?.map((review) => review.createdBy?.id)).toEqual([service.userIds.Editor2]);
  });
});

describe('a limit counted on two connections at once', { timeout: 60_000 }, () => {
  it('counts a personal access token another connection commits while a creation waits: 400 at the limit, never 500, never over it', async () => {
    const create = () => service.call('POST', '/api/admin/user/tokens', {
      token: service.pats.Editor, body: { description: 'one more', expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    // The harness gave the Editor one; eight more make nine of the ten an account may have.
    for (let i = 0; i < 8; i++) expect((await create()).status).toBe(201);
    const tenth = await writeInAnotherProcess(1_000, 'pat', service.userIds.Editor);
    const eleventh = await create();
    expect(await tenth.exited).toBe(0);
    expect(expectError(eleventh, 400, 'BadDataError').message).toContain('at most 10 tokens');
    expect(service.db.prepare('SELECT COUNT(*) AS n FROM pats WHERE user_id = ?').get(service.userIds.Editor)).toEqual({ n: 10 });
  });
});

describe('a new data folder opened on two connections at once', { timeout: 60_000 }, () => {
  it('creates the schema once: the second waits for the first, then finds it done', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'flagdeck-shared-'));
    try {
      const migrating = await writeInFolder(dataDir, 1_000, 'migrate');
      const db = openDatabase(dataDir);
      expect(await migrating.exited).toBe(0);
      expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion);
      expect(db.prepare('SELECT id FROM projects').all()).toEqual([{ id: 'default' }]);
      db.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
