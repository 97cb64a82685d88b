import type { ClientFeatures } from '../contract';
import { importClientFeatures } from '../server/import';
import { enableEnvironmentForProject, insertEnvironment } from '../server/store/environments';
import { openDatabase } from '../server/store/openDatabase';
import { insertProject } from '../server/store/projects';
import { addTag } from '../server/store/tags';
import { benchFlags } from './benchFlags';
import { systemAuthor } from '../server/store/events';

/*
 * The 10,000-flag project of the Flags page, start and list figures: the frontend API bench's
 * flags (every kind of rule) with the types, descriptions, tags and stale marks a console shows,
 * in four environments whose switches differ, written straight into a data folder before the
 * server starts (through the import, one transaction per environment).
 */

export const largeProject = {
  id: 'bench',
  environments: [
    { name: 'development', type: 'development', sortOrder: 100 },
    { name: 'test', type: 'test', sortOrder: 120 },
    { name: 'staging', type: 'preproduction', sortOrder: 150 },
    { name: 'production', type: 'production', sortOrder: 200 },
  ],
} as const;

const types = ['release', 'experiment', 'operational', 'kill-switch', 'permission'];
const teams = ['checkout', 'search', 'growth', 'platform', 'mobile', 'payments', 'identity'];
const areas = ['basket', 'results page', 'onboarding', 'rate limits', 'push prompts', 'refunds', 'sign-in'];

/** The project's flags as one environment's client-features file; later environments have fewer flags on. */
export function largeProjectFeatures(count: number, environmentIndex: number): ClientFeatures {
  const base = benchFlags(count);
  return {
    ...base,
    features: base.features.map((feature, index) => ({
      ...feature,
      type: types[index % types.length],
      description: index % 3 === 0 ? null : `Controls the ${areas[index % areas.length]} change for ${teams[index % teams.length]}`,
      stale: index % 13 === 0,
      enabled: feature.enabled && (index + environmentIndex) % Math.max(2, 5 - environmentIndex) !== 0,
    })),
  };
}

/** A tag for most flags (one team each), none for every fifth: the tag filter has something to do. */
export function largeProjectTag(index: number): { type: string; value: string } | undefined {
  return index % 5 === 4 ? undefined : { type: 'team', value: teams[index % teams.length] ?? 'platform' };
}

/** Writes the project into the store of `dataDir` (created if needed); returns the number of flags. */
export function seedLargeProject(dataDir: string, count = 10_000): number {
  const db = openDatabase(dataDir);
  try {
    db.transaction(() => {
      const known = new Set(db.prepare<[], { name: string }>('SELECT name FROM environments').all().map((row) => row.name));
      insertProject(db, { id: largeProject.id, name: 'Bench (10,000 flags)', createdAt: new Date().toISOString() });
      for (const environment of largeProject.environments) {
        if (!known.has(environment.name)) insertEnvironment(db, environment);
        enableEnvironmentForProject(db, largeProject.id, environment.name);
      }
    })();
    largeProject.environments.forEach((environment, index) => {
      importClientFeatures(db, largeProjectFeatures(count, index), { project: largeProject.id, environment: environment.name });
    });
    const names = largeProjectFeatures(count, 0).features.map((feature) => feature.name);
    db.transaction(() => {
      names.forEach((name, index) => {
        const tag = largeProjectTag(index);
        if (tag) addTag(db, systemAuthor, name, tag);
      });
    })();
    return names.length;
  } finally {
    db.close();
  }
}
