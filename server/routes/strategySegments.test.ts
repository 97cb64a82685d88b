import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { segmentListSchema, segmentSchema } from '../../contract/adminRequests';
import { eventSearchResponseSchema } from '../../contract/events';
import { strategySchema } from '../../contract/feature';
import { strategySegmentsBodySchema } from '../../contract/segments';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
let strategyId = '';
let segmentIds: number[] = [];
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'banner');
  strategyId = parsed(strategySchema, await service.call('POST', '/api/admin/projects/default/features/banner/environments/production/strategies', { body: { name: 'default' } })).id ?? '';
  segmentIds = [];
  for (const name of ['beta', 'staff']) {
    segmentIds.push(parsed(segmentSchema, await service.call('POST', '/api/admin/segments', { body: { name, constraints: [] } }), 201).id);
  }
});
afterEach(() => service.close());

const segmentsOf = async (id: string) => parsed(segmentListSchema, await service.call('GET', `/api/admin/segments/strategies/${id}`, { token: service.pats.Viewer })).segments.map((segment) => segment.name);
const setSegments = (body: Record<string, unknown>, token?: string) =>
  service.call('POST', '/api/admin/segments/strategies', { body: { projectId: 'default', environmentId: 'production', strategyId, ...body }, ...(token ? { token } : {}) });

describe('a strategy\'s segments, by the strategy\'s id', () => {
  it('sets them to exactly those given (201, the body back), recorded as an edit of the strategy, and lists them', async () => {
    expect(await segmentsOf(strategyId)).toEqual([]);
    const answer = await setSegments({ segmentIds });
    expect(parsed(strategySegmentsBodySchema, answer, 201)).toEqual({ projectId: 'default', environmentId: 'production', strategyId, segmentIds });
    expect(await segmentsOf(strategyId)).toEqual(['beta', 'staff']);
    expect((await setSegments({ segmentIds: [segmentIds[1]] })).status).toBe(201);
    expect(await segmentsOf(strategyId)).toEqual(['staff']);
    const { events } = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS:feature-strategy-update'));
    expect(events[0]).toMatchObject({ featureName: 'banner', environment: 'production', data: { id: strategyId, segments: [segmentIds[1]] } });
    expect(await segmentsOf('no-such-strategy')).toEqual([]);
  });

  it('refuses a strategy not where the body says, a segment that does not exist, and an Editor where production needs change requests (as the harness sets it), changing nothing', async () => {
    const before = storeSnapshot(service.db);
    expectError(await setSegments({ environmentId: 'development', segmentIds }), 404, 'NotFoundError');
    expectError(await setSegments({ strategyId: 'nothing', segmentIds }), 404, 'NotFoundError');
    expect(expectError(await setSegments({ segmentIds: [999_999] }), 400, 'BadDataError').message).toContain('999999');
    expect(expectError(await setSegments({ segmentIds: ['one'] }), 400, 'BadDataError').message).toContain('segmentIds');
    expect(expectError(await setSegments({ segmentIds }, service.pats.Editor), 403, 'NoAccessError').message).toContain('SKIP_CHANGE_REQUEST');
    expectError(await setSegments({ segmentIds }, service.pats.Viewer), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
