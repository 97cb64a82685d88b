import { z } from 'zod';

/*
 * What the Flags page reads of exposure metrics: each flag's count over a day, and the days
 * without an evaluation after which a flag is stale for that reason. Apart from the charts'
 * contract (metrics.ts), so the Flags page's bundle carries only this.
 */

/**
 * A flag not evaluated for this many days, in any environment, is stale for that reason: the Flags
 * page's stale filter and its rows name it.
 */
export const unusedAfterDays = 7;

/**
 * `GET /api/admin/projects/{projectId}/exposures?hours=`: Flagdeck's own (Unleash has no count per
 * flag over a day; its feature search holds the last hour only). Every flag of the project that
 * was evaluated in the hours asked for, with its evaluations over every environment.
 */
export const projectExposuresSchema = z.object({
  hours: z.number(),
  features: z.array(z.object({ name: z.string(), yes: z.number(), no: z.number() })),
});

export type ProjectExposures = z.infer<typeof projectExposuresSchema>;
