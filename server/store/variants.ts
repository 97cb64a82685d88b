import { z } from 'zod';
import type { VariantInput } from '../../contract/adminRequests';
import { variantSchema, type Variant } from '../../contract/feature';
import { BadData } from '../domain/errors';
import { normaliseWeights } from '../domain/variantWeights';
import { ensureFeatureEnvironment } from './featureWrite';
import type { Db } from './openDatabase';
import { writeTransaction } from './writeTransaction';

const storedVariants = z.array(variantSchema);

/** Normalises weights (see variantWeights) and fills Unleash's defaults. Throws 400 on bad weights. */
export function normaliseVariants(input: VariantInput[]): Variant[] {
  const result = normaliseWeights(input);
  if ('problem' in result) throw new BadData(`Variants: ${result.problem}.`, [{ message: result.problem }]);
  return storedVariants.parse(
    result.variants.map((v) => ({
      name: v.name,
      weight: v.weight,
      weightType: v.weightType,
      stickiness: v.stickiness ?? 'default',
      ...(v.payload ? { payload: v.payload } : {}),
      overrides: v.overrides ?? [],
    })),
  );
}

export function setVariants(db: Db, feature: string, environment: string, variants: Variant[]): void {
  writeTransaction(db, () => {
    ensureFeatureEnvironment(db, feature, environment);
    db.cached('UPDATE feature_environments SET variants = ? WHERE feature = ? AND environment = ?').run(JSON.stringify(variants), feature, environment);
  });
}
