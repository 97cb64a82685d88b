import type { Feature, FeatureEnvironment } from '../../contract/feature';

/*
 * A project's flags as `?shape=list` sends them (contract/feature.ts, projectFeaturesQuerySchema):
 * what the Flags page reads, without what it can say itself. For 10,000 flags in four environments
 * the answer is half the size, and what the browser reads, parses and checks before the first rows
 * shrinks with it (README, Performance). Fields are left out rather than picked, so a field added
 * to a flag later is sent until someone decides the list can do without it.
 */

/** An environment of a flag in the list: its name, switch and strategy summary, its last evaluation once there is one. */
function environmentInList({ featureName, environment, type, sortOrder, variantCount, lastSeenAt, ...kept }: FeatureEnvironment): FeatureEnvironment {
  return lastSeenAt ? { ...kept, lastSeenAt } : kept;
}

export function featureInList({ project, impressionData, archived, archivedAt, description, environments, ...kept }: Feature): Feature {
  return {
    ...kept,
    // The list is of live flags: only an archived one (never here) would need saying so.
    ...(archived ? { archived, archivedAt } : {}),
    ...(description ? { description } : {}),
    ...(environments ? { environments: environments.map(environmentInList) } : {}),
  };
}
