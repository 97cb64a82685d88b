import type { ProjectFeaturesQuery } from '../../contract';
import { apiPath } from './apiPath';
import { answerOf, requestInit, requestTimeoutMs, type Answer } from './request';
import { readToken } from './tokenStore';

/** Where a project's flags are listed, in Unleash's shape. */
export const projectFeaturesPath = (projectId: string) => apiPath`/api/admin/projects/${projectId}/features`;

const listShapeQuery = new URLSearchParams({ shape: 'list' } satisfies ProjectFeaturesQuery).toString();

/**
 * Where the Flags page reads a project's flags: in the list's shape, only what the page reads, half
 * the size for a large project (contract: projectFeaturesQuerySchema). Unleash answers in its whole
 * shape, which the page reads as well.
 */
export const projectFlagListPath = (projectId: string) => `${projectFeaturesPath(projectId)}?${listShapeQuery}`;

/**
 * Asks for a project's flag list as the console's client would, before the client and the page
 * have arrived: the router sends it when it matches the Flags page on the console's first load,
 * so that the longest wait of a large project (its answer, and the reading of its text) overlaps
 * the page's modules arriving. The page's read takes the answer as its own (RequestOptions.sent),
 * refusals and all.
 */
export function sendFlagListRead(projectId: string): Promise<Answer> {
  const sending = fetch(projectFlagListPath(projectId), requestInit(readToken(), { signal: AbortSignal.timeout(requestTimeoutMs) })).then(answerOf);
  // A failure is the page's read's to say, which may come only once the page's modules have
  // arrived: until then it is not an unhandled rejection.
  sending.catch(() => undefined);
  return sending;
}
