import type { ShownToggle } from './answers';

/** What can differ for one flag between two contexts. */
export type Difference = 'enabled' | 'variant' | 'payload';

export interface ComparedFlag {
  name: string;
  /** One cell per context: the flag as that context got it, or null when not enabled for it. */
  cells: Array<ShownToggle | null>;
  differences: Difference[];
}

/**
 * Lines up the results of several contexts by flag name. A flag missing from a result is "not
 * enabled" for that context; a context without a result yet (loading, failed) is left out of the
 * comparison rather than counted as "nothing enabled".
 */
export function compareResults(results: ReadonlyArray<readonly ShownToggle[] | undefined>): ComparedFlag[] {
  const byContext = results.map((toggles) => (toggles ? new Map(toggles.map((toggle) => [toggle.name, toggle])) : undefined));
  const names = [...new Set(results.flatMap((toggles) => toggles?.map((toggle) => toggle.name) ?? []))].sort();
  return names.map((name) => {
    const cells = byContext.map((toggles) => toggles?.get(name) ?? null);
    const known = cells.filter((_, index) => byContext[index] !== undefined);
    return { name, cells, differences: differencesOf(known) };
  });
}

function differencesOf(cells: Array<ShownToggle | null>): Difference[] {
  const [first, ...rest] = cells;
  if (first === undefined) return [];
  const differences: Difference[] = [];
  if (rest.some((cell) => isEnabled(cell) !== isEnabled(first))) differences.push('enabled');
  // Variants and payloads are compared where the flag is enabled: "not enabled" says it all.
  const [one, ...others] = cells.filter(isEnabled);
  if (one && others.some((cell) => variantKey(cell) !== variantKey(one))) differences.push('variant');
  if (one && others.some((cell) => payloadKey(cell) !== payloadKey(one))) differences.push('payload');
  return differences;
}

const isEnabled = (toggle: ShownToggle | null): toggle is ShownToggle => toggle?.enabled ?? false;
const variantKey = (toggle: ShownToggle) => `${toggle.variant.name}\u0000${toggle.variant.enabled}`;

function payloadKey(toggle: ShownToggle): string {
  const payload = toggle.variant.payload;
  if (!payload) return '';
  // The same JSON written with other spacing is the same payload.
  if (payload.type === 'json') {
    try {
      return `json\u0000${JSON.stringify(JSON.parse(payload.value))}`;
    } catch {
      // Compared as text below.
    }
  }
  return `${payload.type}\u0000${payload.value}`;
}
