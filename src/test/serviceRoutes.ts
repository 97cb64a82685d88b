import { z } from 'zod';
import {
  apiTokenListSchema, changeRequestListSchema, changeRequestSchema, createdApiTokenSchema, createdPatSchema, currentUserSchema,
  environmentListSchema, featureListSchema, featureSchema, featureSearchSchema, frontendTogglesSchema, patListSchema,
  projectListSchema, serviceAccountListSchema, strategySchema,
} from '../../contract';
import { changeRequestConfigSchema, featureVariantsSchema, segmentListSchema, tagListSchema } from '../../contract/adminRequests';
import { changeRequestSearchSchema } from '../../contract/changeRequestRequests';
import { contextFieldListSchema, contextFieldSchema } from '../../contract/contextFields';
import { featureTypesSchema, tagTypesSchema } from '../../contract/featureLifecycle';
import { maintenanceSchema } from '../../contract/instance';
import { advancedPlaygroundResponseSchema } from '../../contract/playground';
import { segmentStrategiesSchema } from '../../contract/segments';
import { strategyTryResponseSchema } from '../../contract/strategyTry';
import { segmentSchema } from '../../contract/adminRequests';
import { eventCreatorsSchema, eventSearchResponseSchema } from '../../contract/events';
import { savedAudienceListSchema, savedAudienceSchema } from '../../contract/audiences';
import { impactPreviewSchema } from '../../contract/impact';
import { applicationDetailsSchema, applicationsSchema, featureMetricsSchema } from '../../contract/metrics';
import { uiConfigSchema } from '../../contract/uiConfig';
import { projectExposuresSchema } from '../../contract/flagUsage';
import { apiDocumentPathsSchema } from '../../contract/apiDocument';
import { exportedConfigurationSchema } from '../../contract/importExport';
import { strategyDefinitionsSchema } from '../../contract/strategyDefinitions';

/**
 * The routes of the flag service that the console calls, each with what it answers when it
 * succeeds, in the contract's schemas: the test fake (fakeService.ts) answers only these, and
 * only what these admit. `.optional()` where Unleash answers with nothing at all; `z.unknown()`
 * where the console reads nothing of the answer and the contract has no schema for it.
 */
const routes: Record<string, z.ZodType> = {
  'GET /api/admin/projects': projectListSchema,
  'GET /api/openapi.json': apiDocumentPathsSchema,
  'POST /api/admin/features-batch/export': exportedConfigurationSchema,
  'GET /api/admin/environments/project/:projectId': environmentListSchema,
  'GET /api/admin/projects/:projectId/features': featureListSchema,
  'GET /api/admin/projects/:projectId/features/:featureName': featureSchema,
  'POST /api/admin/projects/:projectId/features/:featureName/environments/:environment/on': featureSchema.optional(),
  'POST /api/admin/projects/:projectId/features/:featureName/environments/:environment/off': featureSchema.optional(),
  'POST /api/admin/projects/:projectId/features/:featureName/environments/:environment/strategies': strategySchema,
  'PUT /api/admin/projects/:projectId/features/:featureName/environments/:environment/strategies/:strategyId': strategySchema,
  'DELETE /api/admin/projects/:projectId/features/:featureName/environments/:environment/strategies/:strategyId': z.unknown(),
  'POST /api/admin/projects/:projectId/features/:featureName/environments/:environment/strategies/set-sort-order': z.unknown(),
  'PUT /api/admin/projects/:projectId/features/:featureName/environments/:environment/variants': featureVariantsSchema,
  'GET /api/admin/search/features': featureSearchSchema,
  'GET /api/admin/features/:featureName/tags': tagListSchema,
  'GET /api/admin/projects/:projectId/dependencies': z.boolean(),
  'GET /api/admin/segments': segmentListSchema,
  'GET /api/admin/user': currentUserSchema,
  'GET /api/admin/projects/:projectId/change-requests/config': changeRequestConfigSchema,
  'GET /api/admin/projects/:projectId/change-requests/open': changeRequestListSchema,
  'GET /api/admin/search/change-requests': changeRequestSearchSchema,
  'GET /api/admin/projects/:projectId/change-requests/:id': changeRequestSchema,
  'POST /api/admin/projects/:projectId/environments/:environment/change-requests': changeRequestSchema.optional(),
  'PUT /api/admin/projects/:projectId/change-requests/:id/state': changeRequestSchema.optional(),
  'POST /api/admin/projects/:projectId/change-requests/:id/comments': changeRequestSchema.optional(),
  'PUT /api/admin/projects/:projectId/change-requests/:id/title': changeRequestSchema.optional(),
  'DELETE /api/admin/projects/:projectId/change-requests/:id/changes/:changeId': changeRequestSchema.optional(),
  'GET /api/admin/service-account': serviceAccountListSchema,
  'GET /api/admin/service-account/:id/token': patListSchema,
  'POST /api/admin/service-account/:id/token': createdPatSchema,
  'DELETE /api/admin/service-account/:id/token/:tokenId': z.unknown(),
  'GET /api/admin/api-tokens': apiTokenListSchema,
  'POST /api/admin/api-tokens': createdApiTokenSchema,
  'GET /api/frontend': frontendTogglesSchema,
  'POST /api/admin/playground/advanced': advancedPlaygroundResponseSchema,
  'POST /api/admin/playground/strategy': strategyTryResponseSchema,
  'GET /api/admin/segments/:id/strategies': segmentStrategiesSchema,
  'GET /api/admin/strategies': strategyDefinitionsSchema,
  'POST /api/admin/segments': segmentSchema,
  // Unleash answers 204 to a segment's update and delete, and an empty 200 for a context field's.
  'PUT /api/admin/segments/:id': z.unknown(),
  'DELETE /api/admin/segments/:id': z.unknown(),
  'GET /api/admin/context': contextFieldListSchema,
  'POST /api/admin/context': contextFieldSchema,
  'PUT /api/admin/context/:contextField': z.unknown(),
  'DELETE /api/admin/context/:contextField': z.unknown(),
  'POST /api/admin/features/validate': z.unknown(),
  'POST /api/admin/projects/:projectId/features': featureSchema,
  'PUT /api/admin/projects/:projectId/features/:featureName': featureSchema.optional(),
  'GET /api/admin/feature-types': featureTypesSchema,
  'GET /api/admin/maintenance': maintenanceSchema,
  'GET /api/admin/tag-types': tagTypesSchema,
  'POST /api/admin/features/:featureName/tags': z.unknown(),
  'DELETE /api/admin/features/:featureName/tags/:type/:value': z.unknown(),
  'GET /api/admin/archive/features/:projectId': featureListSchema,
  'POST /api/admin/projects/:projectId/archive': z.unknown(),
  'POST /api/admin/projects/:projectId/revive': z.unknown(),
  'POST /api/admin/projects/:projectId/delete': z.unknown(),
  'GET /api/admin/search/events': eventSearchResponseSchema,
  'GET /api/admin/event-creators': eventCreatorsSchema,
  'GET /api/admin/environments': environmentListSchema,
  'GET /api/admin/saved-audiences': savedAudienceListSchema,
  'POST /api/admin/saved-audiences': savedAudienceSchema,
  'PUT /api/admin/saved-audiences/:id': savedAudienceSchema,
  'DELETE /api/admin/saved-audiences/:id': z.unknown(),
  'POST /api/admin/projects/:projectId/environments/:environment/impact': impactPreviewSchema,
  'GET /api/admin/client-metrics/features/:name/raw': featureMetricsSchema,
  'GET /api/admin/metrics/applications': applicationsSchema,
  'GET /api/admin/metrics/applications/:appName': applicationDetailsSchema,
  'GET /api/admin/ui-config': uiConfigSchema,
  'GET /api/admin/projects/:projectId/exposures': projectExposuresSchema,
};

const matches = (pattern: string, path: string) => {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return expected.length === actual.length && expected.every((part, i) => part.startsWith(':') || part === actual[i]);
};

/** The schema of what `METHOD /path` answers when it succeeds, or undefined for a route the console never calls. */
export function answerSchemaOf(method: string, path: string): z.ZodType | undefined {
  // A literal segment wins over a parameter (`/search/features` is not the project `search`).
  const found = Object.keys(routes)
    .filter((route) => {
      const [routeMethod = '', pattern = ''] = route.split(' ');
      return routeMethod === method && matches(pattern, path);
    })
    .sort((a, b) => a.split(':').length - b.split(':').length)[0];
  return found === undefined ? undefined : routes[found];
}
