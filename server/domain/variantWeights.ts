/**
 * Variant weight maths, as Unleash does them: a `fix` variant keeps its weight; `variable` variants
 * share what is left of 1000 equally, the first ones (in name order) taking one more when it does
 * not divide evenly, so the weights always total exactly 1000. Unleash 8 stores variants sorted by
 * name; so do we.
 */
export const totalWeight = 1000;

export interface WeightInput { name: string; weight?: number | undefined; weightType?: 'variable' | 'fix' | undefined }

export type Weighted<T> = Omit<T, 'weight' | 'weightType'> & { weight: number; weightType: 'variable' | 'fix' };

export function normaliseWeights<T extends WeightInput>(variants: T[]): { variants: Weighted<T>[] } | { problem: string } {
  if (variants.length === 0) return { variants: [] };
  const names = new Set<string>();
  for (const variant of variants) {
    if (names.has(variant.name)) return { problem: `variant names must be unique; "${variant.name}" appears twice` };
    names.add(variant.name);
  }
  const sorted = [...variants].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const fixedTotal = sorted.filter((v) => v.weightType === 'fix').reduce((sum, v) => sum + (v.weight ?? 0), 0);
  const variableCount = sorted.filter((v) => v.weightType !== 'fix').length;
  if (fixedTotal > totalWeight) return { problem: `the fix weights add up to ${fixedTotal}, more than ${totalWeight}` };
  if (variableCount === 0 && fixedTotal !== totalWeight) {
    return { problem: `with only fix weights they must add up to ${totalWeight} (they add up to ${fixedTotal})` };
  }
  const share = variableCount === 0 ? 0 : Math.floor((totalWeight - fixedTotal) / variableCount);
  let remainder = variableCount === 0 ? 0 : (totalWeight - fixedTotal) % variableCount;
  return {
    variants: sorted.map((variant) => {
      if (variant.weightType === 'fix') return { ...variant, weight: variant.weight ?? 0, weightType: 'fix' as const };
      const extra = remainder > 0 ? 1 : 0;
      remainder -= extra;
      return { ...variant, weight: share + extra, weightType: 'variable' as const };
    }),
  };
}
