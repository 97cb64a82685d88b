import { ok } from '../test/fakeService';

/** Test data: answers of the service about change requests, as the embedded service gives them. */

/** `GET /api/admin/user` of an editor (id 2 by default). */
export const editor = (id = 2) => ok({
  user: { id, username: `user-${id}`, rootRole: 2 },
  permissions: ['CREATE_CHANGE_REQUEST', 'APPROVE_CHANGE_REQUEST', 'APPLY_CHANGE_REQUEST', 'UPDATE_FEATURE_ENVIRONMENT'].map((permission) => ({ permission })),
});

/** A change request in review, id 100; `extra` overrides any field. */
export function changeRequest(extra: Record<string, unknown> = {}) {
  return {
    id: 100, title: 'Turn off checkout', environment: 'production', project: 'default', minApprovals: 2, state: 'In review',
    features: [{ name: 'checkout', changes: [{ id: 1, action: 'updateEnabled', payload: { enabled: false }, before: { enabled: true } }] }],
    segments: [], approvals: [], rejections: [], comments: [],
    createdBy: { id: 1, username: 'pm' }, createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    ...extra,
  };
}
