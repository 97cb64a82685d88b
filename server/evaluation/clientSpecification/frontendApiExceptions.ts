import type { SpecificationCase } from './specificationCases';

/*
 * Cases whose expectation needs a context field to be absent that the frontend API always fills
 * from the request, as Unleash's does: the caller's address and a random session id. Over HTTP
 * they cannot hold, so they are evaluated in-process without those defaults instead.
 */
export const frontendApiExceptions = [
  {
    file: '04-gradual-rollout-session-id-strategy.json',
    description: 'Feature.A4 should be disabled when no user on context',
    why: 'a 100% session rollout holds for the random session the API gives a caller without one',
  },
  {
    file: '06-remote-address-strategy.json',
    description: 'Feature.remoteAddress.A should not be enabled for missing remoteAddress on context',
    why: 'the API fills the caller\'s address, and the test client calls from 127.0.0.1, the listed address',
  },
] as const;

export function isFrontendApiException(testCase: SpecificationCase): boolean {
  return frontendApiExceptions.some(
    (exception) => exception.file === testCase.file && exception.description === testCase.description,
  );
}
