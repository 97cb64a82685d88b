/*
 * How each write route stands to the change-request rule: where an environment requires change
 * requests, what it serves changes only through an approved request, or by a caller holding
 * SKIP_CHANGE_REQUEST. Every write route of the router is listed here (the tests fail for one
 * that is not), so a route added tomorrow is placed, and checked, tomorrow.
 */
export type ChangeRequestScope =
  /** Changes what the environment in its path serves: refused where that environment requires change requests. */
  | 'environment'
  /** Changes what every environment of the project serves: refused where any of them requires change requests. */
  | 'project'
  /** Moves a change request; only applying an approved one changes what an environment serves. */
  | 'change request workflow'
  /** Changes nothing an SDK evaluates in any environment. */
  | 'none';

const feature = '/api/admin/projects/:projectId/features/:featureName';
const environment = `${feature}/environments/:environment`;
const changeRequest = '/api/admin/projects/:projectId/change-requests/:id';

export const changeRequestScope: Record<string, ChangeRequestScope> = {
  [`POST ${environment}/on`]: 'environment',
  [`POST ${environment}/off`]: 'environment',
  [`POST ${environment}/strategies`]: 'environment',
  [`PUT ${environment}/strategies/:strategyId`]: 'environment',
  [`DELETE ${environment}/strategies/:strategyId`]: 'environment',
  [`PUT ${environment}/variants`]: 'environment',
  // A dependency decides whether its child is on in every environment.
  [`POST ${feature}/dependencies`]: 'project',
  [`DELETE ${feature}/dependencies/:parent`]: 'project',
  [`DELETE ${feature}/dependencies`]: 'project',
  // Archiving takes the flag out of every environment at once.
  [`DELETE ${feature}`]: 'project',
  'POST /api/admin/projects/:projectId/archive': 'project',
  // A flag's settings are read by SDKs but decide no answer (impression data only asks them to
  // emit events); in Unleash they change without a change request.
  [`PUT ${feature}`]: 'none',
  [`PATCH ${feature}`]: 'none',
  // Archived flags are served nowhere, and a revived one comes back switched off everywhere.
  'POST /api/admin/projects/:projectId/revive': 'none',
  'POST /api/admin/projects/:projectId/delete': 'none',
  'POST /api/admin/archive/revive/:featureName': 'none',
  'DELETE /api/admin/archive/:featureName': 'none',
  // Checks a name; writes nothing.
  'POST /api/admin/features/validate': 'none',
  [`PUT ${changeRequest}/state`]: 'change request workflow',
  // A new flag is off everywhere: SDKs answer for it as for a name they do not know.
  'POST /api/admin/projects/:projectId/features': 'none',
  'POST /api/admin/features/:featureName/tags': 'none',
  'DELETE /api/admin/features/:featureName/tags/:type/:value': 'none',
  // Who may skip review is the admins' setting (UPDATE_CHANGE_REQUEST_SETTINGS), not a flag change.
  'PUT /api/admin/projects/:projectId/environments/:environment/change-requests/config': 'none',
  'POST /api/admin/projects/:projectId/environments/:environment/change-requests': 'none',
  [`DELETE ${changeRequest}/changes/:changeId`]: 'none',
  [`POST ${changeRequest}/comments`]: 'none',
  [`PUT ${changeRequest}/title`]: 'none',
  'POST /api/admin/service-account': 'none',
  'POST /api/admin/service-account/:id/token': 'none',
  'DELETE /api/admin/service-account/:id/token/:tokenId': 'none',
  'POST /api/admin/user/tokens': 'none',
  'DELETE /api/admin/user/tokens/:tokenId': 'none',
  'POST /api/admin/api-tokens': 'none',
  // The admin playground reads: its body is the context to evaluate.
  'POST /api/admin/playground': 'none',
  'POST /api/admin/playground/advanced': 'none',
};
