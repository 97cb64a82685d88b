import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { frontendTogglesSchema } from '../../../contract';
import { buildClientFeatures } from '../../store/clientFeatures';
import { createEvaluator, parseContextQuery } from '..';
import { isFrontendApiException } from './frontendApiExceptions';
import { loadSpecificationSuites } from './specificationCases';
import { observedOutcome } from './specificationOutcome';
import { parseQueryString, specificationQueryString } from './specificationQuery';
import { serviceWithState, type ServiceWithState } from './serviceWithState';

// Over HTTP: each specification file's state is imported into a fresh service, and every case is a
// GET /api/frontend with a frontend token, its context in the query string, as a browser SDK sends
// it (and once more as a POST with the context in the body).
const suites = loadSpecificationSuites();

describe.each(suites)('$file over HTTP', ({ state, cases }) => {
  let service: ServiceWithState;
  beforeAll(async () => {
    service = await serviceWithState(state);
  });
  afterAll(() => service.close());

  test.each(cases.filter((testCase) => !isFrontendApiException(testCase)))('$description', async (testCase) => {
    const response = await service.app.inject({
      method: 'GET',
      url: `/api/frontend?${specificationQueryString(testCase.context)}`,
      headers: { authorization: service.frontendToken },
    });
    expect(response.statusCode).toBe(200);
    const { toggles } = frontendTogglesSchema.parse(response.json());
    expect(observedOutcome(toggles, testCase)).toEqual(testCase.expected);
  });

  test.each(cases.filter((testCase) => !isFrontendApiException(testCase)))('$description (POST)', async (testCase) => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/api/frontend',
      headers: { authorization: service.frontendToken },
      payload: { context: testCase.context },
    });
    expect(response.statusCode).toBe(200);
    const { toggles } = frontendTogglesSchema.parse(response.json());
    expect(observedOutcome(toggles, testCase)).toEqual(testCase.expected);
  });

  // The cases that need remoteAddress or sessionId absent, which the API always fills (see
  // frontendApiExceptions): evaluated in-process instead, on the configuration the import stored.
  const exceptions = cases.filter(isFrontendApiException);
  if (exceptions.length === 0) return;
  test.each(exceptions)('$description (in-process on the imported configuration)', (testCase) => {
    const evaluator = createEvaluator(buildClientFeatures(service.db, service.target.environment, [service.target.project]));
    try {
      const context = parseContextQuery(parseQueryString(specificationQueryString(testCase.context)));
      expect(observedOutcome(evaluator.evaluate(context), testCase)).toEqual(testCase.expected);
    } finally {
      evaluator.dispose();
    }
  });
});
