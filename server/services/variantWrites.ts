import { variantsBodySchema, type FeatureVariants, type PushVariantsBody, type VariantInput } from '../../contract/adminRequests';
import type { JsonPatchOperation } from '../../contract/jsonPatch';
import type { Principal } from '../auth/principal';
import { applyJsonPatch } from '../domain/jsonPatch';
import { parseInput } from '../domain/parseInput';
import type { Db } from '../store/openDatabase';
import { normaliseVariants, setVariants, storedVariantsOf } from '../store/variants';
import { writeTransaction } from '../store/writeTransaction';
import { writableFeatureEnvironment, type FeatureEnvironmentTarget, type FeatureTarget } from './writableFeature';

/**
 * A flag's variants in one environment, written as Unleash 8 writes them (`PUT` replaces, `PATCH`
 * applies a JSON Patch to what is stored), each answering `{version, variants}` as stored.
 */

const answer = (db: Db, target: FeatureEnvironmentTarget): FeatureVariants => ({
  version: 1, variants: storedVariantsOf(db, target.featureName, target.environment),
});

/** Replaces the variants; bad weights are refused before anything is read. */
export function replaceEnvironmentVariants(db: Db, caller: Principal, target: FeatureEnvironmentTarget, input: VariantInput[]): FeatureVariants {
  const variants = normaliseVariants(input);
  return writeTransaction(db, () => {
    const { by } = writableFeatureEnvironment(db, caller, target);
    setVariants(db, by, target.featureName, target.environment, variants);
    return answer(db, target);
  });
}

/**
 * Applies the patch to the stored variants, then checks the result as a PUT body: a patch that
 * leaves a bad payload is refused naming the field of the patched list (`1.payload.value`).
 */
export function patchEnvironmentVariants(db: Db, caller: Principal, target: FeatureEnvironmentTarget, patch: JsonPatchOperation[]): FeatureVariants {
  return writeTransaction(db, () => {
    const { by } = writableFeatureEnvironment(db, caller, target);
    const patched = applyJsonPatch(storedVariantsOf(db, target.featureName, target.environment), patch);
    const variants = normaliseVariants(parseInput(variantsBodySchema, patched, 'patched list of variants'));
    setVariants(db, by, target.featureName, target.environment, variants);
    return answer(db, target);
  });
}

/**
 * The same variants into several environments at once (Unleash's `variants-batch`), all or none:
 * each environment is checked, change requests included, before any is written.
 */
export function pushVariantsToEnvironments(db: Db, caller: Principal, target: FeatureTarget, body: PushVariantsBody): FeatureVariants {
  const variants = normaliseVariants(body.variants ?? []);
  return writeTransaction(db, () => {
    const environments = [...new Set(body.environments)];
    const writes = environments.map((environment) => ({ environment, by: writableFeatureEnvironment(db, caller, { ...target, environment }).by }));
    const at = writes[0]?.by.at;
    for (const { environment, by } of writes) setVariants(db, { ...by, at }, target.featureName, environment, variants);
    return { version: 1, variants };
  });
}
