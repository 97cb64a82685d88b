import fc from 'fast-check';
import type { z } from 'zod';

/*
 * Values near a zod schema's contract, for tests that hold something to the schema's verdict
 * (compileCheck.test.ts): the schema's own shape, with strings, numbers and dates around the bounds
 * the contract uses, so that some break it and most do not; `mutated` then breaks them in random
 * places.
 */

const text = fc.oneof(fc.string({ maxLength: 55 }), fc.string({ unit: 'binary', maxLength: 55 }));

const numberNearBounds = fc.oneof(
  fc.integer({ min: -3, max: 1003 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(2 ** 53 - 1, 2 ** 53, -(2 ** 53), 0.5, -0),
);

const isoDate = fc.date({ noInvalidDate: true, min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z') }).map((date) => date.toISOString());
const dateLike = fc.oneof(
  isoDate,
  isoDate.map((at) => at.replace('Z', '+01:00')),
  isoDate.map((at) => at.replace('Z', '')),
  isoDate.map((at) => at.replace('.', ',')),
  isoDate.map((at) => at.slice(0, 10)),
  fc.constantFrom('2024-02-29T00:00:00Z', '2023-02-29T00:00:00Z', '2026-04-31T10:00:00Z', '2026-11-28T24:00:00Z'),
  text,
);

/** Arbitrary values in the schema's shape; a kind of schema it does not know fails the test that asks. */
export function schemaArbitrary(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape);
      const required = fields.filter(([, field]) => field._zod.def.type !== 'optional').map(([key]) => key);
      return fc.record(Object.fromEntries(fields.map(([key, field]) => [key, schemaArbitrary(field)])), { requiredKeys: required });
    }
    case 'array':
      return fc.array(schemaArbitrary(def.element), { maxLength: 3 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), schemaArbitrary(def.valueType), { maxKeys: 3 });
    case 'optional':
      return fc.option(schemaArbitrary(def.innerType), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(schemaArbitrary(def.innerType), { nil: null, freq: 4 });
    case 'enum':
      return fc.oneof({ arbitrary: fc.constantFrom(...Object.values(def.entries)), weight: 9 }, { arbitrary: text, weight: 1 });
    case 'string':
      return 'format' in def && def.format === 'datetime' ? dateLike : text;
    case 'number':
      return numberNearBounds;
    case 'boolean':
      return fc.boolean();
    case 'unknown':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`schemaArbitrary: no values for a "${def.type}" schema`);
  }
}

type Change = { at: number; kind: 'replace' | 'delete' | 'add'; value: unknown };

/** Every object and array in a value, outermost first. */
function containers(value: unknown, into: (object | unknown[])[] = []): (object | unknown[])[] {
  if (typeof value !== 'object' || value === null) return into;
  into.push(value);
  for (const inner of Object.values(value)) containers(inner, into);
  return into;
}

function apply(value: unknown, { at, kind, value: replacement }: Change): unknown {
  const all = containers(value);
  const target = all[at % Math.max(all.length, 1)];
  if (target === undefined) return replacement;
  const keys = Object.keys(target);
  const key = keys[at % Math.max(keys.length, 1)];
  if (kind === 'add' || key === undefined) Reflect.set(target, Array.isArray(target) ? target.length : `extra${at % 7}`, replacement);
  else if (kind === 'delete' && Array.isArray(target)) target.splice(Number(key), 1);
  else if (kind === 'delete') Reflect.deleteProperty(target, key);
  else Reflect.set(target, key, replacement);
  return value;
}

/** The values as they are, or with one or two things changed in random places. */
export function mutated(values: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const change = fc.record({ at: fc.nat(), kind: fc.constantFrom('replace', 'delete', 'add'), value: fc.jsonValue({ maxDepth: 2 }) });
  return fc.tuple(values, fc.array(change, { maxLength: 2 })).map(([value, changes]) => changes.reduce<unknown>(apply, structuredClone(value)));
}
