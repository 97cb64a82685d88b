import type { Dependency } from '../../contract/feature';
import type { Principal } from '../auth/principal';
import { addDependency, deleteAllDependencies, deleteDependency } from '../store/dependencies';
import type { Db } from '../store/openDatabase';
import { writeTransaction } from '../store/writeTransaction';
import { writableFeature, type FeatureTarget } from './writableFeature';

/**
 * A flag's parents. A dependency decides whether its child is on in every environment, so each
 * write needs what a write to every environment of the project needs (`writableFeature`).
 */

/** Whether the caller may change the flag at all comes before what the body says (`readBody`). */
export function addFeatureDependency(db: Db, caller: Principal, target: FeatureTarget, readBody: () => Dependency): Required<Dependency> {
  return writeTransaction(db, () => {
    const { by } = writableFeature(db, caller, target);
    const body = readBody();
    addDependency(db, by, target.projectId, target.featureName, body);
    return { feature: body.feature, enabled: body.enabled ?? true, variants: body.variants ?? [] };
  });
}

export function removeFeatureDependency(db: Db, caller: Principal, target: FeatureTarget, parent: string): void {
  writeTransaction(db, () => {
    const { by } = writableFeature(db, caller, target);
    deleteDependency(db, by, target.featureName, parent);
  });
}

export function removeFeatureDependencies(db: Db, caller: Principal, target: FeatureTarget): void {
  writeTransaction(db, () => {
    const { by } = writableFeature(db, caller, target);
    deleteAllDependencies(db, by, target.featureName);
  });
}
