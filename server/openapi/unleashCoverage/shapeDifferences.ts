/**
 * Where an answer lacks what Unleash's answer to the same call has: each field of Unleash's
 * objects must be there, with a value of the same JSON type, recursively. An array's elements are
 * taken together (the fields of any element, the types any element has), so two lists holding
 * different records (Unleash's seeded flags, the embedded service's fresh ones) are compared by
 * what their records carry, not by which record comes first. Null stands for any type; fields
 * Unleash's answer does not have are let through, as Unleash's own readers (its console, its SDKs)
 * let them through.
 *
 * A difference is named by a path of keys, `[]` standing for an array's elements:
 * `/projects[]/owners: missing`.
 */
export interface ShapeDifference {
  path: string;
  what: string;
}

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array';

interface Shape {
  kinds: Set<Kind>;
  fields: Map<string, unknown[]>;
  items: unknown[];
}

/** The shape of values taken together: the types they have, their fields' values, their elements. */
function shapeOf(values: readonly unknown[]): Shape {
  const shape: Shape = { kinds: new Set(), fields: new Map(), items: [] };
  for (const value of values) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      shape.kinds.add('array');
      shape.items.push(...value);
    } else if (typeof value === 'object') {
      shape.kinds.add('object');
      for (const [key, inner] of Object.entries(value)) shape.fields.set(key, [...(shape.fields.get(key) ?? []), inner]);
    } else if (typeof value === 'string') {
      shape.kinds.add('string');
    } else if (typeof value === 'number') {
      shape.kinds.add('number');
    } else if (typeof value === 'boolean') {
      shape.kinds.add('boolean');
    }
  }
  return shape;
}

function compare(unleash: readonly unknown[], ours: readonly unknown[], path: string): ShapeDifference[] {
  const theirs = shapeOf(unleash);
  const mine = shapeOf(ours);
  if (theirs.kinds.size === 0 || mine.kinds.size === 0) return [];
  const strange = [...mine.kinds].filter((kind) => !theirs.kinds.has(kind));
  if (strange.length > 0) return [{ path: path || '/', what: `${[...theirs.kinds].join(' or ')} in Unleash's answer, ${strange.join(' or ')} here` }];
  const differences: ShapeDifference[] = [];
  if (mine.kinds.has('object')) {
    for (const [key, values] of theirs.fields) {
      const here = mine.fields.get(key);
      if (here) differences.push(...compare(values, here, `${path}/${key}`));
      else if (shapeOf(values).kinds.size > 0) differences.push({ path: `${path}/${key}`, what: 'missing' });
    }
  }
  if (mine.kinds.has('array')) differences.push(...compare(theirs.items, mine.items, `${path}[]`));
  return differences;
}

export function shapeDifferences(unleash: unknown, ours: unknown): ShapeDifference[] {
  return compare([unleash], [ours], '');
}
