import type { Dependency } from '../../contract';
import { valuesInWords } from './describeConstraint';

/** What a parent must be for its child to be on: "must be enabled, with variant a or b". */
export function requiredParentState(dependency: Dependency): string {
  if (dependency.enabled === false) return 'must be disabled';
  const variants = dependency.variants ?? [];
  return variants.length ? `must be enabled, with variant ${valuesInWords(variants, 'or')}` : 'must be enabled';
}
