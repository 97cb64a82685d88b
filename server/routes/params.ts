import { z } from 'zod';

/** Path parameters as routes name them; all are plain strings (what they name is looked up, never parsed). */
export const projectParams = z.object({ projectId: z.string() });
export const featureParams = projectParams.extend({ featureName: z.string() });
export const featureEnvironmentParams = featureParams.extend({ environment: z.string() });
export const strategyParams = featureEnvironmentParams.extend({ strategyId: z.string() });
export const projectEnvironmentParams = projectParams.extend({ environment: z.string() });
export const changeRequestParams = projectParams.extend({ id: z.string() });
