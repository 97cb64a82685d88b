/**
 * Where an answer lacks what Unleash's answer to the same call has: each key of Unleash's objects
 * (an array's by its first element) must be there with a value of the same JSON type, null
 * standing for any. Fields Unleash's answer does not have are let through.
 */
export function shapeDifferences(unleash: unknown, ours: unknown, path = ''): string[] {
  if (unleash === null || unleash === undefined) return [];
  if (Array.isArray(unleash)) {
    if (!Array.isArray(ours)) return [`${path || '/'}: an array in Unleash's answer, ${kind(ours)} here`];
    return unleash.length > 0 && ours.length > 0 ? shapeDifferences(unleash[0], ours[0], `${path}/0`) : [];
  }
  if (typeof unleash === 'object') {
    if (typeof ours !== 'object' || ours === null || Array.isArray(ours)) return [`${path || '/'}: an object in Unleash's answer, ${kind(ours)} here`];
    return Object.entries(unleash).flatMap(([key, value]) =>
      key in ours ? shapeDifferences(value, Reflect.get(ours, key), `${path}/${key}`) : value === null ? [] : [`${path}/${key}: missing`]);
  }
  return ours === null || typeof ours === typeof unleash ? [] : [`${path || '/'}: ${typeof unleash} in Unleash's answer, ${kind(ours)} here`];
}

const kind = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);
