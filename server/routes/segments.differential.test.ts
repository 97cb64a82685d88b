import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { segmentSchema } from '../../contract/adminRequests';
import { clientFeaturesSchema } from '../../contract/clientFeatures';
import { frontendTogglesSchema } from '../../contract/frontend';
import { createSdkEvaluator } from '../evaluation/sdkEvaluator';
import { parsed, startTestService, tokens, type TestService } from '../test/harness';

/*
 * A segment written through the admin API is evaluated as the official SDK evaluates what the
 * service hands it: for segments of every classic operator (inverted or not), the frontend API's
 * answer for a context is the SDK's answer for the same context over /api/client/features.
 * Contexts name only the segment's fields (no chance, no clock), so both must agree exactly.
 */

const userIds = ['alice', 'bob', 'Carol'];
const plans = ['1', '2.5', '10', '-3'];
const versions = ['1.0.0', '1.2.3', '2.0.0-beta.1', '10.0.0'];
const dates = ['2020-01-01T00:00:00Z', '2030-06-01T12:00:00+02:00'];

const constraint = fc.oneof(
  fc.record({ contextName: fc.constant('userId'), operator: fc.constantFrom('IN', 'NOT_IN'), values: fc.subarray(userIds, { minLength: 1 }) }),
  fc.record({
    contextName: fc.constant('userId'), operator: fc.constantFrom('STR_CONTAINS', 'STR_STARTS_WITH', 'STR_ENDS_WITH'),
    values: fc.subarray(['al', 'b', 'ol', 'C'], { minLength: 1 }), caseInsensitive: fc.boolean(),
  }),
  fc.record({ contextName: fc.constant('plan'), operator: fc.constantFrom('NUM_EQ', 'NUM_GT', 'NUM_GTE', 'NUM_LT', 'NUM_LTE'), value: fc.constantFrom(...plans) }),
  fc.record({ contextName: fc.constant('version'), operator: fc.constantFrom('SEMVER_EQ', 'SEMVER_GT', 'SEMVER_LT'), value: fc.constantFrom(...versions) }),
  fc.record({ contextName: fc.constant('signup'), operator: fc.constantFrom('DATE_AFTER', 'DATE_BEFORE'), value: fc.constantFrom(...dates) }),
).chain((base) => fc.boolean().map((inverted) => ({ ...base, inverted })));

const context = fc.record({
  userId: fc.constantFrom(...userIds),
  properties: fc.record({ plan: fc.constantFrom(...plans), version: fc.constantFrom(...versions), signup: fc.constantFrom(...dates) }, { requiredKeys: [] }),
});

let service: TestService;
let segmentId: number;
beforeAll(async () => {
  service = await startTestService();
  await service.createFlag('default', 'segmented');
  segmentId = (await service.call('POST', '/api/admin/segments', { body: { name: 'generated', constraints: [] }, answer: segmentSchema })).answer.id;
  await service.call('POST', '/api/admin/projects/default/features/segmented/environments/development/strategies', { body: { name: 'default', segments: [segmentId] } });
  await service.call('POST', '/api/admin/projects/default/features/segmented/environments/development/on');
});
afterAll(() => service.close());

test('the frontend API answers a written segment as the SDK does over the client features', async () => {
  await fc.assert(fc.asyncProperty(fc.array(constraint, { maxLength: 3 }), fc.array(context, { minLength: 1, maxLength: 4 }), async (constraints, contexts) => {
    const written = await service.call('PUT', `/api/admin/segments/${segmentId}`, { body: { name: 'generated', constraints } });
    expect(written.status, written.text).toBe(204);
    const document = parsed(clientFeaturesSchema, await service.call('GET', '/api/client/features', { token: tokens.client }));
    expect(document.segments?.[0]?.constraints).toEqual(constraints);
    const sdk = createSdkEvaluator(document);
    try {
      for (const each of contexts) {
        const answer = parsed(frontendTogglesSchema, await service.call('POST', '/api/frontend', { token: tokens.frontend, body: { context: each } }));
        const expected = sdk.evaluate({ ...each, environment: 'development' }).map((toggle) => toggle.name);
        expect(answer.toggles.map((toggle) => toggle.name), JSON.stringify({ constraints, context: each })).toEqual(expected);
      }
    } finally {
      sdk.dispose();
    }
  }), { numRuns: 40 });
});
