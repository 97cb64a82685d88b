import { Ajv } from 'ajv';
import { z } from 'zod';
import type { UnleashDocument } from './unleashDocument';

/**
 * Checks a body against a schema of Unleash's document, its `$ref`s resolved in the document.
 * The document is OpenAPI 3.0 (`nullable`, `example`, which Ajv reads or ignores with `strict`
 * off). Formats are not checked, and fields a schema does not list are let through
 * (`additionalProperties: false` dropped): a body parses when what Unleash's schema says is
 * there, is, as a reader of Unleash's answers (its console, its SDKs) reads it; Unleash 8.2's own
 * answers carry fields its document does not list in many places.
 */
export function answerValidator(document: UnleashDocument): (schema: Record<string, unknown>, body: unknown) => string | undefined {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'unleash', ...open({ components: document.components }, '#') });
  const compiled = new Map<Record<string, unknown>, ReturnType<typeof ajv.compile>>();
  return (schema, body) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(open(schema, 'unleash#'));
      compiled.set(schema, validate);
    }
    if (validate(body)) return undefined;
    return ajv.errorsText(validate.errors, { separator: '; ' });
  };
}

/** A copy of a schema with `additionalProperties: false` left out, its `$ref`s read from `base` (the document, from outside it). */
function open(schema: Record<string, unknown>, base: string): Record<string, unknown> {
  const copy = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(copy);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).flatMap(([key, inner]): Array<[string, unknown]> => {
      if (key === 'additionalProperties' && inner === false) return [];
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/')) return [[key, `${base}${inner.slice(1)}`]];
      return [[key, copy(inner)]];
    }));
  };
  return z.record(z.string(), z.unknown()).parse(copy(schema));
}
