import { z } from 'zod';

/**
 * What the console reads of the service's API document (`GET /api/openapi.json`, OpenAPI 3.1):
 * the paths it serves, each with its methods. The embedded service describes every route it
 * serves there (server/README.md); Unleash 8.2 serves none at that path (404). The console asks it
 * only whether one of Flagdeck's own calls is there.
 */
export const apiDocumentPathsSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
