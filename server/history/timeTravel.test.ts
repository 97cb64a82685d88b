import { afterEach, describe, expect, it } from 'vitest';
import { playgroundAtResponseSchema } from '../../contract/timeTravel';
import { startTestService, type TestService } from '../test/harness';

/*
 * The playground at a past moment, through the route: the answer then beside now, and the changes
 * that flipped it, named in order; a change that did not move the answer is not named.
 */
const services: TestService[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
});

const context = { appName: 'shop', userId: 'alice' };

describe('POST /api/admin/playground/at', () => {
  it('answers as the configuration did then, naming the switch that flipped a flag and not the strategy edit that did not', async () => {
    const service = await startTestService();
    services.push(service);
    await service.createFlag('default', 'travel');
    await service.call('POST', '/api/admin/projects/default/features/travel/environments/development/on');
    const moment = new Date().toISOString();
    // A strategy edit that keeps alice's answer, then the switch that changes it.
    const strategies = await service.call('GET', '/api/admin/projects/default/features/travel/environments/development/strategies');
    const id = (strategies.body as Array<{ id: string }>)[0]?.id ?? '';
    await service.call('PUT', `/api/admin/projects/default/features/travel/environments/development/strategies/${id}`, {
      body: { name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default', groupId: 'travel' } },
    });
    await service.call('POST', '/api/admin/projects/default/features/travel/environments/development/off');

    const answer = await service.call('POST', '/api/admin/playground/at', {
      body: { at: moment, environment: 'development', projects: ['default'], context }, answer: playgroundAtResponseSchema,
    });
    const travel = answer.answer.differences.find((flag) => flag.name === 'travel');
    expect(travel).toMatchObject({ then: { enabled: true }, now: { enabled: false } });
    expect(travel?.flippedBy.map((event) => event.type)).toEqual(['feature-environment-disabled']);
    expect(answer.answer.cannotRebuild).toEqual([]);
  });

  it('refuses a moment in the future, naming the field', async () => {
    const service = await startTestService();
    services.push(service);
    const answer = await service.call('POST', '/api/admin/playground/at', { body: { at: '2999-01-01T00:00:00.000Z', environment: 'development', context } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ details: [{ path: 'at' }] });
  });
});
