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
  /** Changes what the environments its body names serve: refused where any of them requires change requests. */
  | 'environments in body'
  /** Moves a change request; only applying an approved one changes what an environment serves. */
  | 'change request workflow'
  /**
   * Changes what every environment holding a strategy that names the segment in its path serves:
   * refused where any of them requires change requests (services/segmentWrites.ts).
   */
  | 'segment'
  /**
   * Changes which environments serve a project's flags, or deletes an environment: only admins may
   * (ADMIN, UPDATE_PROJECT), and they hold SKIP_CHANGE_REQUEST, as in Unleash.
   */
  | 'admins'
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
  [`PATCH ${environment}/strategies/:strategyId`]: 'environment',
  [`DELETE ${environment}/strategies/:strategyId`]: 'environment',
  // The order decides which strategy's variants a user gets.
  [`POST ${environment}/strategies/set-sort-order`]: 'environment',
  [`PUT ${environment}/variants`]: 'environment',
  [`PATCH ${environment}/variants`]: 'environment',
  [`PUT ${feature}/variants-batch`]: 'environments in body',
  // A dependency decides whether its child is on in every environment.
  [`POST ${feature}/dependencies`]: 'project',
  [`DELETE ${feature}/dependencies/:parent`]: 'project',
  [`DELETE ${feature}/dependencies`]: 'project',
  // Archiving takes the flag out of every environment at once.
  [`DELETE ${feature}`]: 'project',
  'POST /api/admin/projects/:projectId/archive': 'project',
  'POST /api/admin/projects/:projectId/bulk_features/environments/:environment/on': 'environment',
  'POST /api/admin/projects/:projectId/bulk_features/environments/:environment/off': 'environment',
  'POST /api/admin/projects/:projectId/environments/:environment/changes': 'environment',
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
  // A clone adds strategies in every environment of the project, as archiving takes them away.
  [`POST ${feature}/clone`]: 'project',
  // Maintenance mode holds writes of the admin API; SDKs are served as before.
  'POST /api/admin/maintenance': 'none',
  // Which browser pages may call the frontend API is a header on its answers, not what they say;
  // the console's errors go to the log.
  'POST /api/admin/ui-config/cors': 'none',
  'POST /api/admin/record-ui-error': 'none',
  // Stale is a mark for people, but SDKs are served it (`stale` in the client API), as a flag's
  // other settings; tags are read by no SDK; the checks write nothing.
  'POST /api/admin/projects/:projectId/stale': 'project',
  'PUT /api/admin/features/:featureName/tags': 'none',
  'POST /api/admin/projects/:projectId/archive/validate': 'none',
  'POST /api/admin/constraints/validate': 'none',
  // An import replaces strategies and variants in the environment its body names; an export and
  // its check write nothing but the export's event.
  'POST /api/admin/features-batch/import': 'environments in body',
  'POST /api/admin/features-batch/export': 'none',
  'POST /api/admin/features-batch/validate': 'none',
  // Flag types' lifetimes, tag types and tags, strategy types: what people read; SDKs never do (a
  // flag names its strategies by name, and a custom one is evaluated by the application's SDK).
  'PUT /api/admin/feature-types/:id/lifetime': 'none',
  'POST /api/admin/tag-types/validate': 'none',
  'POST /api/admin/tag-types': 'none',
  'PUT /api/admin/tag-types/:name': 'none',
  'DELETE /api/admin/tag-types/:name': 'none',
  'POST /api/admin/tags': 'none',
  'DELETE /api/admin/tags/:type/:value': 'none',
  'POST /api/admin/strategies': 'none',
  'PUT /api/admin/strategies/:name': 'none',
  'DELETE /api/admin/strategies/:name': 'none',
  'POST /api/admin/strategies/:name/deprecate': 'none',
  'POST /api/admin/strategies/:name/reactivate': 'none',
  [`PUT ${changeRequest}/state`]: 'change request workflow',
  // A new flag is off everywhere: SDKs answer for it as for a name they do not know.
  'POST /api/admin/projects/:projectId/features': 'none',
  'POST /api/admin/features/:featureName/tags': 'none',
  'DELETE /api/admin/features/:featureName/tags/:type/:value': 'none',
  'PUT /api/admin/projects/:projectId/tags': 'none',
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
  'PUT /api/admin/api-tokens/:token': 'none',
  'DELETE /api/admin/api-tokens/:token': 'none',
  // People and their passwords: who may act, not what any environment serves.
  'POST /api/admin/user/change-password': 'none',
  'POST /api/admin/user-admin': 'none',
  'POST /api/admin/user-admin/validate-password': 'none',
  'POST /api/admin/user-admin/reset-password': 'none',
  'PUT /api/admin/user-admin/:id': 'none',
  'POST /api/admin/user-admin/:id/change-password': 'none',
  'POST /api/admin/user-admin/:id/deactivate': 'none',
  'POST /api/admin/user-admin/:id/activate': 'none',
  'DELETE /api/admin/user-admin/:id': 'none',
  'POST /api/admin/user-admin/inactive/delete': 'none',
  'DELETE /api/admin/user-admin/scim-users': 'none',
  'POST /api/admin/invite-link/tokens': 'none',
  'PUT /api/admin/invite-link/tokens/:token': 'none',
  // The admin playground reads: its body is the context to evaluate.
  'POST /api/admin/playground': 'none',
  'POST /api/admin/playground/advanced': 'none',
  'POST /api/admin/playground/at': 'none',
  // Evaluates a strategy not yet saved; writes nothing.
  'POST /api/admin/playground/strategy': 'none',
  // Segments are global and Unleash open source has no change requests for them; an edit still
  // changes every strategy naming the segment, so it cannot be a way around a protected environment.
  'PUT /api/admin/segments/:id': 'segment',
  // A new segment is named by no strategy, and one in use cannot be deleted (409): neither changes
  // what SDKs evaluate.
  'POST /api/admin/segments': 'none',
  'DELETE /api/admin/segments/:id': 'none',
  'POST /api/admin/segments/validate': 'none',
  // Sets which segments a strategy names: an edit of that strategy, in the environment the body names.
  'POST /api/admin/segments/strategies': 'environments in body',
  // Context fields describe the context for people writing constraints; SDKs never read them.
  'POST /api/admin/context': 'none',
  'PUT /api/admin/context/:contextField': 'none',
  'DELETE /api/admin/context/:contextField': 'none',
  'POST /api/admin/context/validate': 'none',
  'POST /api/admin/context/:contextField/legal-values': 'none',
  'DELETE /api/admin/context/:contextField/legal-values/:legalValue': 'none',
  // A new project holds no flag; editing, archiving (its flags are archived first) and deleting
  // (it holds none) change nothing SDKs are served.
  'POST /api/admin/projects': 'none',
  'POST /api/admin/projects/validate': 'none',
  'PUT /api/admin/projects/:projectId': 'none',
  'DELETE /api/admin/projects/:projectId': 'none',
  'POST /api/admin/projects/archive/:projectId': 'none',
  'POST /api/admin/projects/revive/:projectId': 'none',
  // An environment added back to a project serves its flags there as they were when it was removed.
  'POST /api/admin/projects/:projectId/environments': 'admins',
  'DELETE /api/admin/projects/:projectId/environments/:environment': 'admins',
  'DELETE /api/admin/environments/:name': 'admins',
  // A new environment serves nothing until a project uses it; type, place and being shown in the
  // lists (a disabled environment is still served to SDKs) are the console's.
  'POST /api/admin/environments': 'none',
  'POST /api/admin/environments/validate': 'none',
  'PUT /api/admin/environments/update/:name': 'none',
  'PUT /api/admin/environments/sort-order': 'none',
  'POST /api/admin/environments/:name/on': 'none',
  'POST /api/admin/environments/:name/off': 'none',
  // Saved audiences are contexts people keep for previews and the playground; SDKs never read them.
  'POST /api/admin/saved-audiences': 'none',
  'PUT /api/admin/saved-audiences/:id': 'none',
  'DELETE /api/admin/saved-audiences/:id': 'none',
  // Integrations are told of changes; SDKs never read them.
  'POST /api/admin/addons': 'none',
  'PUT /api/admin/addons/:id': 'none',
  'DELETE /api/admin/addons/:id': 'none',
  // Following and one's notifications are a person's own; SDKs never read them.
  'POST /api/admin/projects/:projectId/features/:featureName/favorites': 'none',
  'DELETE /api/admin/projects/:projectId/features/:featureName/favorites': 'none',
  'POST /api/admin/projects/:projectId/favorites': 'none',
  'DELETE /api/admin/projects/:projectId/favorites': 'none',
  'POST /api/admin/notifications/read': 'none',
  // The console's questionnaires a person answered are that person's own.
  'POST /api/admin/feedback': 'none',
  'PUT /api/admin/feedback/:id': 'none',
  'PUT /api/admin/notifications/webhook': 'none',
  'DELETE /api/admin/notifications/webhook': 'none',
  // The impact preview writes the proposed change only inside a transaction it rolls back.
  'POST /api/admin/projects/:projectId/environments/:environment/impact': 'none',
  // What SDKs counted and who they are: metrics, never configuration (server/README.md, Exposure metrics).
  'POST /api/client/metrics': 'none',
  'POST /api/client/register': 'none',
  'POST /api/client/metrics/bulk': 'none',
  // A flag's completion and links are for people; SDKs are served neither.
  [`POST ${feature}/lifecycle/complete`]: 'none',
  [`POST ${feature}/lifecycle/uncomplete`]: 'none',
  [`POST ${feature}/link`]: 'none',
  [`PUT ${feature}/link/:linkId`]: 'none',
  [`DELETE ${feature}/link/:linkId`]: 'none',
  // A default strategy is added only when a flag is next switched on, which is itself a change to
  // the environment (through a change request where it requires them).
  'POST /api/admin/projects/:projectId/environments/:environment/default-strategy': 'none',
  // A project's own context fields, as the instance's, are for people writing constraints; SDKs never read them.
  'POST /api/admin/projects/:projectId/context': 'none',
  'PUT /api/admin/projects/:projectId/context/:contextField': 'none',
  'DELETE /api/admin/projects/:projectId/context/:contextField': 'none',
  'POST /api/admin/projects/:projectId/context/validate': 'none',
};
