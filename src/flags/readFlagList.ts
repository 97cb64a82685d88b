import type { QueryClient } from '@tanstack/react-query';
import { ApiError, isApiError, type Answer } from '../api';
import { projectFeaturesPath } from '../api/flagListRead';
import type { Feature, Lifecycle } from '../../contract';
import { listLifecycleStages, listProjectFeatures } from '../api/features';
import { projectListOptions } from '../projects';

/**
 * A project's flags as the Flags page shows them, from either service. A real Unleash leaves out
 * two things the embedded service says in the list's own answer; only when the answer lacks them
 * are they read elsewhere, so the embedded service gets no request more:
 * - an unknown project: Unleash lists no flags (200) where the embedded service answers 404. An
 *   empty list is checked against the project list (the project switcher's, mostly in the cache);
 *   a project missing from it fails as NotFound, as the embedded service's answer does.
 * - lifecycle stages: Unleash's list has none, its feature search has them. They are read when no
 *   flag of the list has one (the embedded service gives every flag one), and merged by name.
 */
/**
 * Unleash's feature search refused the stages (its per-minute limit, 15 by default): when, and
 * how long it asked to wait (its Retry-After header).
 */
export interface SearchRefusal {
  at: number;
  retryAfterSeconds: number | undefined;
}

export interface FlagListRead {
  /** The flags as last read, whose stages stay when the search refuses to give them again. */
  previous?: readonly Feature[] | undefined;
  /** Told after each read of the stages whether the search refused it (null when it did not). */
  onSearchRefusal?: (refusal: SearchRefusal | null) => void;
  /** The list asked for already (the router's, on the console's first load), whose answer is read. */
  sent?: Promise<Answer> | undefined;
}

export async function readFlagList(client: QueryClient, projectId: string, signal: AbortSignal, { previous, onSearchRefusal, sent }: FlagListRead = {}): Promise<Feature[]> {
  const features = await listProjectFeatures(projectId, signal, sent);
  if (features.length === 0) {
    if (await isUnknownProject(client, projectId)) {
      throw new ApiError({ kind: 'NotFound', message: `There is no project "${projectId}" on this service.`, method: 'GET', path: projectFeaturesPath(projectId) });
    }
    return features;
  }
  if (features.some((feature) => feature.lifecycle !== undefined)) return features;
  // The list is worth more than its stages: a search that fails (an Unleash older than 5.6, a
  // token that may not search) leaves the column empty, as before. One that is refused for now
  // keeps the stages already shown, and says so.
  const stages = await listLifecycleStages(projectId, signal).then(
    (read) => {
      onSearchRefusal?.(null);
      return read;
    },
    (error: unknown) => {
      if (!isApiError(error, 'RateLimited')) return undefined;
      onSearchRefusal?.({ at: Date.now(), retryAfterSeconds: error.retryAfterSeconds });
      return stagesOf(previous ?? []);
    },
  );
  return stages ? withLifecycles(features, stages) : features;
}

const stagesOf = (flags: readonly Feature[]) =>
  new Map(flags.flatMap((flag): [string, Lifecycle][] => (flag.lifecycle ? [[flag.name, flag.lifecycle]] : [])));

/** A project the project list does not name. When that list cannot be read, the page shows the empty list, as before. */
async function isUnknownProject(client: QueryClient, projectId: string): Promise<boolean> {
  const projects = await client.fetchQuery(projectListOptions()).catch(() => undefined);
  return projects !== undefined && !projects.some((project) => project.id === projectId);
}

/** Each flag with its stage; flags the search did not name, and every flag when it named none, stay as they were. */
export function withLifecycles(features: Feature[], stages: ReadonlyMap<string, Lifecycle>): Feature[] {
  if (stages.size === 0) return features;
  return features.map((feature) => {
    const lifecycle = stages.get(feature.name);
    return lifecycle ? { ...feature, lifecycle } : feature;
  });
}
