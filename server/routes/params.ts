import { z } from 'zod';

/** Path parameters as routes name them; all are plain strings (seed section 4). */
export const projectParams = z.object({ projectId: z.string() });
export const featureParams = projectParams.extend({ featureName: z.string() });
export const featureEnvironmentParams = featureParams.extend({ environment: z.string() });
export const strategyParams = featureEnvironmentParams.extend({ strategyId: z.string() });
