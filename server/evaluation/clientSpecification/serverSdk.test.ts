import { once } from 'node:events';
import { InMemStorageProvider, Unleash } from 'unleash-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { frontendTogglesSchema, type ClientFeatures, type FrontendToggle } from '../../../contract';
import { parseContextQuery, withFrontendDefaults, type EvaluationContext } from '..';
import { loadSpecificationSuites } from './specificationCases';
import { parseQueryString, specificationQueryString } from './specificationQuery';
import { serviceWithState, type ServiceWithState } from './serviceWithState';

// The real server SDK (unleash-client) polls /api/client/features with a client token and
// evaluates locally; for the same contexts it must answer what /api/frontend answers. The contexts
// are the specification's, completed as the frontend API completes them, and given a value for
// every stickiness field the configuration uses, so that no answer is left to chance.
const suites = loadSpecificationSuites();

function stickinessFields(state: ClientFeatures): Set<string> {
  const fields = new Set<string>();
  for (const feature of state.features) {
    for (const variant of feature.variants ?? []) if (variant.stickiness) fields.add(variant.stickiness);
    for (const strategy of feature.strategies) {
      const stickiness = strategy.parameters?.stickiness;
      if (typeof stickiness === 'string') fields.add(stickiness);
      for (const variant of strategy.variants ?? []) if (variant.stickiness) fields.add(variant.stickiness);
    }
  }
  for (const chance of ['default', 'random']) fields.delete(chance);
  return fields;
}

function comparisonContexts(state: ClientFeatures, contexts: readonly string[]): EvaluationContext[] {
  const fields = stickinessFields(state);
  return [...new Set(contexts)].map((query) => {
    const context = withFrontendDefaults(parseContextQuery(parseQueryString(query)), '127.0.0.1');
    const properties = { ...context.properties };
    for (const field of fields) {
      if (field === 'userId') context.userId ??= 'stickiness-user';
      else if (!(field in context) && !(field in properties)) properties[field] = 'stickiness-value';
    }
    return { ...context, properties };
  });
}

/** The context as a browser would put it in the query string. */
function queryOf({ properties, currentTime, ...fields }: EvaluationContext): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) params.append(name, value);
  if (currentTime) params.append('currentTime', currentTime.toISOString());
  for (const [name, value] of Object.entries(properties ?? {})) params.append(`properties[${name}]`, value);
  return params.toString();
}

const byName = (toggles: FrontendToggle[]) => [...toggles].sort((a, b) => a.name.localeCompare(b.name));

describe.each(suites)('$file with unleash-client', ({ state, cases }) => {
  let service: ServiceWithState;
  let sdk: Unleash;
  beforeAll(async () => {
    service = await serviceWithState(state);
    const baseUrl = await service.app.listen({ port: 0, host: '127.0.0.1' });
    sdk = new Unleash({
      url: `${baseUrl}/api/`,
      appName: 'client-specification',
      customHeaders: { Authorization: service.clientToken },
      // Fetch once: no refresh within a test (the SDK never fetches with an interval of 0).
      refreshInterval: 3_600_000,
      disableMetrics: true,
      storageProvider: new InMemStorageProvider(),
      skipInstanceCountWarning: true,
    });
    await once(sdk, 'synchronized');
  });
  afterAll(async () => {
    sdk.destroy();
    await service.close();
  });

  const contexts = comparisonContexts(state, cases.map((testCase) => specificationQueryString(testCase.context)));
  test.each(contexts.map((context) => ({ context, query: queryOf(context) })))('?$query', async ({ context, query }) => {
    const response = await service.app.inject({
      method: 'GET', url: `/api/frontend?${query}`, headers: { authorization: service.frontendToken },
    });
    expect(response.statusCode).toBe(200);
    const fromApi = frontendTogglesSchema.parse(response.json()).toggles;

    const fromSdk = (sdk.getFeatureToggleDefinitions() ?? [])
      .filter((feature) => sdk.isEnabled(feature.name, context))
      .map((feature): FrontendToggle => {
        const { name, enabled, payload } = sdk.getVariant(feature.name, context);
        return {
          name: feature.name, enabled: true, impressionData: Boolean(feature.impressionData),
          variant: { name, enabled, feature_enabled: true, ...(payload ? { payload: { type: payload.type, value: payload.value } } : {}) },
        };
      });
    expect(byName(fromApi)).toEqual(byName(frontendTogglesSchema.parse({ toggles: fromSdk }).toggles));
  });
});
