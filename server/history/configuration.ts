import type { ClientFeature, ClientFeatures, ClientSegment } from '../../contract/clientFeatures';
import type { FlagRecord, SegmentRecord } from '../domain/flagRecord';
import { readProjectFlagRecords, readSegmentRecords, strategyOrder } from '../store/flagRecord';
import { projectEnvironments } from '../store/environments';
import type { Db } from '../store/openDatabase';

/**
 * A project's flag configuration as one value, every flag whole (archived ones too) and every
 * segment: what a rebuild of the past (`rebuild.ts`) walks back through the events, and what
 * becomes, per environment, the document `GET /api/client/features` serves.
 */
export interface Configuration {
  project: string;
  /** The environments the project uses: the documents it is served in. */
  environments: string[];
  flags: Map<string, FlagRecord>;
  segments: Map<number, SegmentRecord>;
}

/** The configuration as stored now; call inside a transaction for one consistent read. */
export function currentConfiguration(db: Db, project: string): Configuration {
  return {
    project,
    environments: projectEnvironments(db, project).map((environment) => environment.name),
    flags: new Map(readProjectFlagRecords(db, project).map((flag) => [flag.name, flag])),
    segments: new Map(readSegmentRecords(db).map((segment) => [segment.id, segment])),
  };
}

// SQLite orders text by its bytes; for the names here that is the order of their code units.
const byName = (a: FlagRecord, b: FlagRecord): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The client-features document of the project in one environment, as `store/clientFeatures.ts`
 * builds it from the tables: archived flags and disabled strategies left out, strategies in the
 * store's order, only the segments the strategies use.
 */
export function clientFeaturesOf(configuration: Configuration, environment: string): ClientFeatures {
  if (!configuration.environments.includes(environment)) return { version: 2, features: [], segments: [] };
  const used = new Set<number>();
  const features = [...configuration.flags.values()].filter((flag) => !flag.archived).sort(byName).map((flag): ClientFeature => {
    const state = flag.environments[environment];
    const strategies = (state?.strategies ?? []).filter((strategy) => strategy.disabled !== true).sort(strategyOrder);
    for (const strategy of strategies) for (const segment of strategy.segments) used.add(segment);
    return {
      name: flag.name,
      type: flag.type,
      description: flag.description,
      enabled: state?.enabled ?? false,
      stale: flag.stale,
      impressionData: flag.impressionData,
      project: flag.project,
      strategies: strategies.map((strategy) => ({
        id: strategy.id,
        name: strategy.name,
        title: strategy.title ?? null,
        disabled: false,
        sortOrder: strategy.sortOrder,
        constraints: strategy.constraints,
        parameters: strategy.parameters,
        segments: strategy.segments,
        variants: strategy.variants,
      })),
      variants: state?.variants ?? [],
      ...(flag.dependencies.length > 0
        ? { dependencies: flag.dependencies.map((d) => ({ feature: d.feature, enabled: d.enabled, ...(d.variants.length > 0 ? { variants: d.variants } : {}) })) }
        : {}),
    };
  });
  const segments = [...configuration.segments.values()].filter((segment) => used.has(segment.id)).sort((a, b) => a.id - b.id)
    .map((segment): ClientSegment => ({ id: segment.id, name: segment.name, constraints: segment.constraints }));
  return { version: 2, features, segments };
}
