import { expect } from 'vitest';
import { featureSchema } from '../../contract/feature';
import { changeRequestSchema, type ChangeRequest, type ChangeRequestState } from '../../contract/changeRequest';
import { parsed, startTestService, type Reply, type TestService, type TestServiceOptions } from './harness';

/**
 * Steps of the change request workflow over HTTP, for tests: the fixture's `default` project
 * requires 2 approvals in production. Each step checks its answer against the contract.
 */
export function changeRequestSteps(service: TestService) {
  const path = (id: number, rest = '') => `/api/admin/projects/default/change-requests/${id}${rest}`;

  const add = (token: string | null, body: unknown, environment = 'production', project = 'default') =>
    service.call('POST', `/api/admin/projects/${project}/environments/${environment}/change-requests`, { token, body });

  /** Adds a change to a draft: `new` starts one beside the caller's, an id adds to that one (any other text is the caller's mistake). */
  const addToDraft = (draft: number | string, body: unknown, token: string = service.pats.Editor) =>
    service.call('POST', `/api/admin/projects/default/environments/production/change-requests?draft=${draft}`, { token, body });

  const move = (id: number, token: string | null, body: { state: ChangeRequestState; scheduledAt?: string; comment?: string }) =>
    service.call('PUT', path(id, '/state'), { token, body });

  const read = async (id: number, token: string = service.pats.Editor): Promise<ChangeRequest> =>
    parsed(changeRequestSchema, await service.call('GET', path(id), { token }));

  const expectRequest = (reply: Reply): ChangeRequest => parsed(changeRequestSchema, reply);

  /** The Editor's draft turning `feature` off in production. */
  async function draft(feature = 'flag', enabled = false): Promise<ChangeRequest> {
    return expectRequest(await add(service.pats.Editor, { feature, action: 'updateEnabled', payload: { enabled } }));
  }

  async function inReview(feature?: string, enabled?: boolean): Promise<ChangeRequest> {
    const { id } = await draft(feature, enabled);
    return expectRequest(await move(id, service.pats.Editor, { state: 'In review' }));
  }

  /** Two approvals (Editor2 and Admin), the fixture's minimum. */
  async function approved(feature?: string, enabled?: boolean): Promise<ChangeRequest> {
    const { id } = await inReview(feature, enabled);
    expectRequest(await move(id, service.pats.Editor2, { state: 'Approved' }));
    const request = expectRequest(await move(id, service.pats.Admin, { state: 'Approved' }));
    expect(request.state).toBe('Approved');
    return request;
  }

  async function scheduled(at: Date, feature?: string, enabled?: boolean): Promise<ChangeRequest> {
    const { id } = await approved(feature, enabled);
    return expectRequest(await move(id, service.pats.Editor, { state: 'Scheduled', scheduledAt: at.toISOString() }));
  }

  async function enabledIn(feature: string, environment = 'production'): Promise<boolean> {
    const body = parsed(featureSchema, await service.call('GET', `/api/admin/projects/default/features/${feature}`));
    return body.environments?.find((entry) => entry.name === environment)?.enabled ?? false;
  }

  return { path, add, addToDraft, move, read, expectRequest, draft, inReview, approved, scheduled, enabledIn };
}

/** The change turning `feature` off, as a change request carries it. */
export const switchOffChange = (feature: string) => ({ feature, action: 'updateEnabled', payload: { enabled: false } });

export type ChangeRequestSteps = ReturnType<typeof changeRequestSteps>;

/** A test service with the flag `flag` in `default`, on in production, and the workflow's steps. */
export async function startWithFlag(options: TestServiceOptions = {}): Promise<{ service: TestService; steps: ChangeRequestSteps }> {
  const service = await startTestService(options);
  await service.createFlag('default', 'flag');
  await service.call('POST', '/api/admin/projects/default/features/flag/environments/production/on');
  return { service, steps: changeRequestSteps(service) };
}
