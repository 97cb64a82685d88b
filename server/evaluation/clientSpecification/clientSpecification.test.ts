import { afterAll, describe, expect, test } from 'vitest';
import { frontendTogglesSchema } from '../../../contract';
import { contextFromQuery, createEvaluator, parseContextQuery } from '..';
import { frontendApiExceptions, isFrontendApiException } from './frontendApiExceptions';
import { loadSpecificationSuites } from './specificationCases';
import { observedOutcome } from './specificationOutcome';
import { parseQueryString, specificationQueryString } from './specificationQuery';

// In-process: every case through the evaluation module, its context read from the query string a
// browser SDK would send, completed with the defaults the HTTP API adds for a caller on 127.0.0.1.
const callerAddress = '127.0.0.1';
const suites = loadSpecificationSuites();

test('the whole specification is here: 22 files, 279 cases', () => {
  expect(suites).toHaveLength(22);
  expect(suites.flatMap((suite) => suite.cases)).toHaveLength(279);
});

describe.each(suites)('$file', ({ state, cases }) => {
  const evaluator = createEvaluator(state);
  afterAll(() => evaluator.dispose());
  const evaluate = (context: Parameters<typeof evaluator.evaluate>[0]) =>
    frontendTogglesSchema.parse({ toggles: evaluator.evaluate(context) }).toggles;

  test.each(cases.filter((testCase) => !isFrontendApiException(testCase)))('$description', (testCase) => {
    const query = parseQueryString(specificationQueryString(testCase.context));
    const toggles = evaluate(contextFromQuery(query, callerAddress));
    expect(observedOutcome(toggles, testCase)).toEqual(testCase.expected);
  });

  const exceptions = cases.filter(isFrontendApiException);
  if (exceptions.length === 0) return;
  test.each(exceptions)('$description (without the API\'s defaults)', (testCase) => {
    const query = parseQueryString(specificationQueryString(testCase.context));
    expect(observedOutcome(evaluate(parseContextQuery(query)), testCase)).toEqual(testCase.expected);
    // And the reason it is an exception: with the defaults the HTTP API adds, it cannot hold.
    expect(observedOutcome(evaluate(contextFromQuery(query, callerAddress)), testCase)).not.toEqual(testCase.expected);
  });
});

test('every named exception is a case of the specification', () => {
  const all = suites.flatMap((suite) => suite.cases).filter(isFrontendApiException);
  expect(all).toHaveLength(frontendApiExceptions.length);
});
