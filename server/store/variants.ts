import { z } from 'zod';
import type { VariantInput } from '../../contract/adminRequests';
import { variantSchema, type Variant } from '../../contract/feature';
import { BadData } from '../domain/errors';
import { normaliseWeights } from '../domain/variantWeights';
import { recordFeatureEvent, type EventAuthor } from './events';
import { ensureFeatureEnvironment } from './featureWrite';
import { readVariants } from './strategyRows';
import type { Db } from './openDatabase';
import { writeTransaction } from './writeTransaction';

const storedVariants = z.array(variantSchema);

/** Normalises weights (see variantWeights) and fills Unleash's defaults. Throws 400 on bad weights. */
export function normaliseVariants(input: VariantInput[]): Variant[] {
  const result = normaliseWeights(input);
  if ('problem' in result) {
    const path = result.index === undefined ? undefined : `${result.index}.name`;
    throw new BadData(`Variants: ${result.problem}.`, [path ? { message: `${path}: ${result.problem}`, path } : { message: result.problem }]);
  }
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

/** The variants stored for a feature in an environment (none where it has never had any). */
export function storedVariantsOf(db: Db, feature: string, environment: string): Variant[] {
  const row = db.cached<[string, string], { variants: string }>('SELECT variants FROM feature_environments WHERE feature = ? AND environment = ?').get(feature, environment);
  return row ? readVariants(row.variants) : [];
}

export function setVariants(db: Db, by: EventAuthor, feature: string, environment: string, variants: Variant[]): void {
  writeTransaction(db, () => {
    ensureFeatureEnvironment(db, feature, environment);
    const before = storedVariantsOf(db, feature, environment);
    db.cached('UPDATE feature_environments SET variants = ? WHERE feature = ? AND environment = ?').run(JSON.stringify(variants), feature, environment);
    recordFeatureEvent(db, by, feature, { type: 'feature-environment-variants-updated', environment, preData: { variants: before }, data: { variants } });
  });
}
