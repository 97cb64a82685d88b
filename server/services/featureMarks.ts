import type { StaleBody } from '../../contract/featureLifecycle';
import type { Principal } from '../auth/principal';
import { BadData } from '../domain/errors';
import { listFeatures } from '../store/featureRead';
import { dependenciesTouching, lifecycleStageCounts, setStale } from '../store/featureMarks';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { writeTransaction } from '../store/writeTransaction';
import { writableProject } from './writableFeature';

/** Every flag named must be a live flag of the project (400 naming `features`), as for archiving. */
function requireProjectFlags(db: Db, projectId: string, features: readonly string[]): void {
  requireProject(db, projectId);
  const live = new Set(listFeatures(db, projectId, false).map((feature) => feature.name));
  const strangers = features.filter((name) => !live.has(name));
  if (strangers.length > 0) {
    const message = `These flags are not in project "${projectId}": ${strangers.map((name) => `"${name}"`).join(', ')}.`;
    throw new BadData(message, [{ message, path: 'features' }]);
  }
}

/** Whether the caller may comes before what the body names (`readBody`), as for archiving. */
export function markStale(db: Db, caller: Principal, projectId: string, readBody: () => StaleBody): void {
  writeTransaction(db, () => {
    const by = writableProject(db, caller, projectId);
    const body = readBody();
    requireProjectFlags(db, projectId, body.features);
    setStale(db, by, body.features, body.stale);
  });
}

export function countLifecycleStages(db: Db): { initial: number; preLive: number; live: number; completed: number; archived: number } {
  const counts = lifecycleStageCounts(db);
  return {
    initial: counts.initial ?? 0, preLive: counts['pre-live'] ?? 0, live: counts.live ?? 0, completed: counts.completed ?? 0, archived: counts.archived ?? 0,
  };
}

/** As Unleash checks before archiving: parents named whose children are not, and whether any dependency would go. */
export function checkArchive(db: Db, projectId: string, features: readonly string[]): { parentsWithChildFeatures: string[]; hasDeletedDependencies: boolean } {
  requireProjectFlags(db, projectId, features);
  const named = new Set(features);
  const links = dependenciesTouching(db, features);
  const parentsWithChildFeatures = [...new Set(links.filter((link) => named.has(link.parent) && !named.has(link.child)).map((link) => link.parent))].sort();
  return { parentsWithChildFeatures, hasDeletedDependencies: links.length > 0 };
}
