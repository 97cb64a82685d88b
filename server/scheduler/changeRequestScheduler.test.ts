import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeRequestSteps, startWithFlag, type ChangeRequestSteps } from '../test/changeRequests';
import { startTestService, type TestService } from '../test/harness';
import { createChangeRequestScheduler, type Clock } from './changeRequestScheduler';

/**
 * Scheduled change requests through the real service, with Vitest's fake timers standing in for
 * the clock (setTimeout and Date only: the rest of the service keeps real time).
 */
let service: TestService;
let steps: ChangeRequestSteps;
const seconds = (n: number) => new Date(Date.now() + n * 1000);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  ({ service, steps } = await startWithFlag());
});
afterEach(async () => {
  await service.close();
  vi.useRealTimers();
});

describe('a Scheduled change request', () => {
  it('applies at its time, not before, in the name of who scheduled it', async () => {
    const { id } = await steps.scheduled(seconds(5));
    vi.advanceTimersByTime(4_000);
    expect((await steps.read(id)).state).toBe('Scheduled');
    expect(await steps.enabledIn('flag')).toBe(true);

    vi.advanceTimersByTime(1_000);
    const applied = await steps.read(id);
    expect(applied.state).toBe('Applied');
    expect(applied).not.toHaveProperty('schedule');
    expect(await steps.enabledIn('flag')).toBe(false);
    const by = service.db.prepare<[number], { user_id: number }>(`SELECT user_id FROM change_request_state_changes WHERE change_request_id = ? AND state = 'Applied'`).get(id);
    expect(by?.user_id).toBe(service.userIds.Editor);
  });

  it('is suspended at once, with the reason, when the flag was archived: its approvals are withdrawn', async () => {
    const { id } = await steps.scheduled(seconds(5));
    await service.call('DELETE', '/api/admin/projects/default/features/flag');
    const suspended = await steps.read(id);
    expect(suspended.state === 'Scheduled' && suspended.schedule.status).toBe('suspended');
    expect(suspended.state === 'Scheduled' && suspended.schedule.reason).toContain('"flag" was archived.');
    expect(suspended.approvals).toEqual([]);
    expect(suspended.withdrawnApprovals?.map((approval) => approval.withdrawnReason)).toEqual([
      expect.stringContaining('The flags changed since the approval'), expect.stringContaining('The flags changed since the approval'),
    ]);
    vi.advanceTimersByTime(5_000);
    expect((await steps.read(id)).state).toBe('Scheduled');
    // Nothing was half-applied.
    expect(service.db.prepare(`SELECT enabled FROM feature_environments WHERE feature = 'flag' AND environment = 'production'`).get()).toEqual({ enabled: 1 });
  });

  it('is suspended when somebody switched the flag meanwhile, and resumes once approved again over the flag as it is now', async () => {
    const { id } = await steps.scheduled(seconds(5), 'flag', true);
    await service.call('POST', '/api/admin/projects/default/features/flag/environments/production/off');
    const suspended = await steps.read(id);
    expect(suspended.state === 'Scheduled' && suspended.schedule).toMatchObject({ status: 'suspended', reason: expect.stringContaining('was switched in production') });
    expect(suspended.state === 'Scheduled' && suspended.schedule.reason).toContain('It needs a new approval.');
    // The time passes while it is suspended: nothing is applied over the switch.
    vi.advanceTimersByTime(3_000);
    expect(await steps.enabledIn('flag')).toBe(false);

    steps.expectRequest(await steps.move(id, service.pats.Editor2, { state: 'Approved' }));
    expect((await steps.read(id)).state === 'Scheduled' && (await steps.read(id))).toMatchObject({ schedule: { status: 'suspended' } });
    const resumed = steps.expectRequest(await steps.move(id, service.pats.Admin, { state: 'Approved' }));
    expect(resumed.state === 'Scheduled' && resumed.schedule).toEqual({ scheduledAt: expect.any(String), status: 'pending' });
    vi.advanceTimersByTime(2_000);
    expect((await steps.read(id)).state).toBe('Applied');
    expect(await steps.enabledIn('flag')).toBe(true);
  });

  it('takes no new approval while it is not suspended', async () => {
    const { id } = await steps.scheduled(seconds(5));
    const refused = await steps.move(id, service.pats.Admin, { state: 'Approved' });
    expect(refused.status).toBe(409);
  });

  it('is marked failed, with the reason, when it can no longer apply for another cause (the segment its new strategy names is gone)', async () => {
    const segment = await service.call('POST', '/api/admin/segments', { body: { name: 'gone-soon', constraints: [] } });
    const segmentId = (segment.body as { id: number }).id;
    const draft = steps.expectRequest(await steps.add(service.pats.Editor, { feature: 'flag', action: 'addStrategy', payload: { name: 'default', segments: [segmentId] } }));
    await steps.move(draft.id, service.pats.Editor, { state: 'In review' });
    await steps.move(draft.id, service.pats.Editor2, { state: 'Approved' });
    await steps.move(draft.id, service.pats.Admin, { state: 'Approved' });
    steps.expectRequest(await steps.move(draft.id, service.pats.Editor, { state: 'Scheduled', scheduledAt: seconds(5).toISOString() }));
    expect((await service.call('DELETE', `/api/admin/segments/${segmentId}`)).status).toBe(204);
    vi.advanceTimersByTime(5_000);
    const failed = await steps.read(draft.id);
    expect(failed.state === 'Scheduled' && failed.schedule.status).toBe('failed');
    expect(failed.state === 'Scheduled' && failed.schedule.reason).toBe(`flag: Segment ${segmentId} does not exist.`);
  });

  it('follows a new time, and does nothing once rejected, cancelled or applied by hand', async () => {
    const moved = await steps.scheduled(seconds(5));
    await steps.move(moved.id, service.pats.Editor, { state: 'Scheduled', scheduledAt: seconds(60).toISOString() });
    const rejected = await steps.scheduled(seconds(5), 'flag', false);
    await steps.move(rejected.id, service.pats.Editor2, { state: 'Rejected', comment: 'no' });
    vi.advanceTimersByTime(10_000);
    expect((await steps.read(moved.id)).state).toBe('Scheduled');
    expect((await steps.read(rejected.id)).state).toBe('Rejected');
    expect(await steps.enabledIn('flag')).toBe(true);
    vi.advanceTimersByTime(50_000);
    expect((await steps.read(moved.id)).state).toBe('Applied');
  });

  it('survives a restart: pending schedules are armed again, and one that came due while down runs at once', async () => {
    const soon = await steps.scheduled(seconds(5));
    const later = await steps.scheduled(seconds(30), 'flag', false);
    await service.close({ keepData: true });
    expect(vi.getTimerCount()).toBe(0);

    vi.advanceTimersByTime(10_000);
    service = await startTestService({ dataDir: service.dataDir });
    steps = changeRequestSteps(service);
    vi.advanceTimersByTime(0);
    expect((await steps.read(soon.id)).state).toBe('Applied');
    expect((await steps.read(later.id)).state).toBe('Scheduled');
    vi.advanceTimersByTime(20_000);
    // The later one was made while the flag was on; the first one has switched it off since, so
    // the later one is suspended instead of applying over it.
    const laterNow = await steps.read(later.id);
    expect(laterNow.state === 'Scheduled' && laterNow.schedule.status).toBe('suspended');
  });
});

describe('the scheduler on its own (an injected clock)', () => {
  function manualClock(start: number) {
    let now = start;
    const timers: { at: number; run: () => void; cleared: boolean }[] = [];
    const clock: Clock = {
      now: () => now,
      setTimer: (run, delay) => {
        const timer = { at: now + delay, run, cleared: false };
        timers.push(timer);
        return timer;
      },
      clearTimer: (timer) => {
        const found = timers.find((t) => t === timer);
        if (found) found.cleared = true;
      },
    };
    const advance = (ms: number) => {
      now += ms;
      for (const timer of timers.filter((t) => !t.cleared && t.at <= now)) {
        timer.cleared = true;
        timer.run();
      }
    };
    return { clock, advance, armed: () => timers.filter((t) => !t.cleared).length, timers };
  }

  it('waits no longer than setTimeout can, and re-arms when woken early', async () => {
    const { id } = await steps.scheduled(seconds(40 * 24 * 3600));
    const manual = manualClock(Date.now());
    const outcomes: string[] = [];
    const scheduler = createChangeRequestScheduler(service.db, { clock: manual.clock, onRun: (_id, outcome) => outcomes.push(outcome) });
    scheduler.start();
    expect(manual.timers[0]?.at).toBe(Date.now() + 2 ** 31 - 1);
    manual.advance(2 ** 31 - 1);
    expect(outcomes).toEqual(['early']);
    expect(manual.armed()).toBe(1);
    manual.advance(40 * 24 * 3600 * 1000);
    expect(outcomes).toEqual(['early', 'applied']);
    expect((await steps.read(id)).state).toBe('Applied');
    scheduler.stop();
  });

  it('stops all its timers, and reports a broken store instead of throwing from a timer', async () => {
    await steps.scheduled(seconds(5));
    const manual = manualClock(Date.now());
    const errors: unknown[] = [];
    const scheduler = createChangeRequestScheduler(service.db, { clock: manual.clock, onError: (_id, error) => errors.push(error) });
    scheduler.start();
    expect(manual.armed()).toBe(1);
    scheduler.stop();
    expect(manual.armed()).toBe(0);

    scheduler.start();
    service.db.close();
    expect(() => manual.advance(5_000)).not.toThrow();
    expect(errors).toHaveLength(1);
    scheduler.stop();
  });
});
