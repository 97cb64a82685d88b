/**
 * Variant weight maths, as Unleash 8 does them, shared so the console shows the shares the service
 * will store: a `fix` variant keeps its weight; `variable` variants share what is left of 1000
 * equally, the first ones as given taking one more when it does not divide evenly, so the weights
 * always total exactly 1000. At least one variant must be variable. The result is sorted by name
 * with `localeCompare`, as Unleash stores it; the SDKs hand out buckets in that order.
 */
export const totalWeight = 1000;

export interface WeightInput { name: string; weight?: number | undefined; weightType?: 'variable' | 'fix' | undefined }

export type Weighted<T> = Omit<T, 'weight' | 'weightType'> & { weight: number; weightType: 'variable' | 'fix' };

/** A refusal names the variant it is about, by its index in the input, where there is one. */
export interface WeightProblem { problem: string; index?: number }

export function normaliseWeights<T extends WeightInput>(variants: T[]): { variants: Weighted<T>[] } | WeightProblem {
  if (variants.length === 0) return { variants: [] };
  const firstIndex = new Map<string, number>();
  for (const [index, variant] of variants.entries()) {
    if (firstIndex.has(variant.name)) return { problem: `variant names must be unique; "${variant.name}" appears twice`, index };
    firstIndex.set(variant.name, index);
  }
  const fixedTotal = variants.filter((v) => v.weightType === 'fix').reduce((sum, v) => sum + (v.weight ?? 0), 0);
  const variableCount = variants.filter((v) => v.weightType !== 'fix').length;
  if (variableCount === 0) return { problem: 'there must be at least one variable variant' };
  if (fixedTotal > totalWeight) return { problem: `the fix weights add up to ${fixedTotal}, more than ${totalWeight}` };
  const share = Math.floor((totalWeight - fixedTotal) / variableCount);
  let remainder = (totalWeight - fixedTotal) % variableCount;
  const weighted = variants.map((variant): Weighted<T> => {
    if (variant.weightType === 'fix') return { ...variant, weight: variant.weight ?? 0, weightType: 'fix' };
    const extra = remainder > 0 ? 1 : 0;
    remainder -= extra;
    return { ...variant, weight: share + extra, weightType: 'variable' };
  });
  return { variants: weighted.sort((a, b) => a.name.localeCompare(b.name)) };
}
