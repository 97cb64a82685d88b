import { spawn } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeRequestSteps } from '../test/changeRequests';
import { expectError, startTestService, type TestService } from '../test/harness';

/*
 * Two connections to one store (the import CLI beside the server, or anything else that opens the
 * data folder): a step of the change request workflow reads the request's state inside the
 * transaction that writes it, so what another connection committed meanwhile is honoured, never
 * overwritten.
 */

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'flag');
});
afterEach(() => service.close());

/** Another process rejecting `id`, holding its write transaction open for `holdMs`; resolves once it holds it. */
async function rejectInAnotherProcess(id: number, holdMs: number): Promise<{ exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/heldRejection.ts', service.dataDir, String(id), String(service.userIds.Editor2), String(holdMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('holding')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the rejecting process exited with ${code} before holding its transaction`)));
  });
  return { exited };
}

describe('a change request moved on two connections at once', () => {
  it('answers an approval 409 when a rejection commits while it waits, and the request stays Rejected', async () => {
    const steps = changeRequestSteps(service);
    const { id } = await steps.inReview('flag');
    await steps.move(id, service.pats.Editor2, { state: 'Approved' });
    // A token's first use is recorded at once, a write that would wait for the other process
    // before the step even starts; used once now, it is not written again within the minute.
    await service.call('GET', '/api/admin/user', { token: service.pats.Admin });
    // The Admin's approval would be the second, enough to approve; the rejection is written first.
    const rejecting = await rejectInAnotherProcess(id, 1_000);
    const approval = await steps.move(id, service.pats.Admin, { state: 'Approved' });
    expect(await rejecting.exited).toBe(0);
    expect(expectError(approval, 409, 'InvalidOperationError').message).toBe('A change request that is Rejected cannot be approved.');
    const after = await steps.read(id);
    expect(after.state).toBe('Rejected');
    expect(after.approvals?.map((review) => review.createdBy?.id)).toEqual([service.userIds.Editor2]);
  });
});
