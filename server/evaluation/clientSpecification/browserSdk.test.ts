import { InMemoryStorageProvider, UnleashClient, type IMutableContext } from 'unleash-proxy-client';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { frontendTogglesSchema, type FrontendToggle } from '../../../contract';
import { isFrontendApiException } from './frontendApiExceptions';
import { loadSpecificationSuites } from './specificationCases';
import type { SpecificationContext } from './specificationFile';
import { observedOutcome } from './specificationOutcome';
import { specificationQueryString } from './specificationQuery';
import { serviceWithState, type ServiceWithState } from './serviceWithState';

// The real browser SDK (unleash-proxy-client) against the listening service: for every case it
// switches context as an app would, then holds exactly the flags and variants the API sent it, and
// they are the specification's answer. The named exceptions are left out: the
// SDK always sends a session id, and the API fills the caller's address.
const suites = loadSpecificationSuites();

/** The case's context as an app hands it to the SDK: only the fields it has. */
function sdkContext({ properties, ...fields }: SpecificationContext): IMutableContext {
  const context: IMutableContext = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const given = Object.entries(properties ?? {}).flatMap(([name, value]) => (value === null ? [] : [[name, value] as const]));
  if (given.length > 0) context.properties = Object.fromEntries(given);
  return context;
}

const flagsOf = (toggles: readonly FrontendToggle[]) => toggles.map(({ name, enabled, impressionData }) => ({ name, enabled, impressionData }));

describe.each(suites)('$file with unleash-proxy-client', ({ state, cases }) => {
  let service: ServiceWithState;
  let baseUrl: string;
  let client: UnleashClient;
  // What the API last answered the SDK, to check that the SDK holds exactly that. A 304 (the SDK
  // sent the ETag of its last answer and nothing changed) has no body: the SDK keeps what it
  // holds, so the last answer stays the one to compare with, and the 304 must carry its tag.
  let lastAnswer: unknown;
  let lastEtag: string | null = null;
  const recordingFetch = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await fetch(input, init);
    if (response.status === 304) {
      expect(response.headers.get('etag')).toBe(lastEtag);
      return response;
    }
    lastAnswer = await response.clone().json();
    lastEtag = response.headers.get('etag');
    return response;
  };

  beforeAll(async () => {
    service = await serviceWithState(state);
    baseUrl = await service.app.listen({ port: 0, host: '127.0.0.1' });
    client = new UnleashClient({
      url: `${baseUrl}/api/frontend`,
      clientKey: service.frontendToken,
      appName: 'client-specification',
      disableRefresh: true,
      disableMetrics: true,
      storageProvider: new InMemoryStorageProvider(),
      fetch: recordingFetch,
    });
    await client.start();
  });
  afterAll(async () => {
    client.stop();
    await service.close();
  });

  test.each(cases.filter((testCase) => !isFrontendApiException(testCase)))('$description', async (testCase) => {
    await client.updateContext(sdkContext(testCase.context));
    expect(client.getError()).toBeUndefined();
    const held = frontendTogglesSchema.parse({ toggles: client.getAllToggles() }).toggles;
    expect(held).toEqual(frontendTogglesSchema.parse(lastAnswer).toggles);
    expect(observedOutcome(held, testCase)).toEqual(testCase.expected);

    // Asking the API directly with the SDK's context lists the same flags. (Variants are compared
    // through the specification: some pick at random when their stickiness field is absent.)
    const response = await fetch(`${baseUrl}/api/frontend?${specificationQueryString(client.getContext())}`, {
      headers: { authorization: service.frontendToken },
    });
    expect(response.status).toBe(200);
    expect(flagsOf(held)).toEqual(flagsOf(frontendTogglesSchema.parse(await response.json()).toggles));
  });
});
