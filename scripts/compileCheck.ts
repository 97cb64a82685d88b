import { createRequire } from 'node:module';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { z } from 'zod';

/*
 * A contract schema's check, compiled at build time into plain JavaScript: zod 4 compiles its own
 * checks with `new Function`, which the console's Content-Security-Policy (no 'unsafe-eval')
 * forbids, so in the browser it interprets them — 150–180 ms for a 10,000-flag list, the largest
 * single step before the Flags page's first rows (README, Performance). The schema is turned into
 * JSON Schema by zod itself, and Ajv writes the check as a module (its "standalone" code).
 *
 * The compiled check only says yes or no: where it says yes, zod would accept the same value and
 * give back the same fields (compileCheck.test.ts holds the two together on random answers); where
 * it says no, zod checks the value and says what is wrong. So it suits schemas whose output is
 * their input — no defaults, catches or transforms — which is refused here at build time.
 */

/** zod kinds whose output differs from their input, or that JSON Schema cannot say. */
const changesItsInput: ReadonlySet<string> = new Set(['default', 'prefault', 'catch', 'transform', 'pipe', 'success', 'custom', 'promise']);

function jsonSchemaOf(schema: z.ZodType): object {
  return z.toJSONSchema(schema, {
    target: 'draft-07',
    // What a service may send: unknown keys are let through (zod drops them from its output).
    io: 'input',
    override: ({ zodSchema }) => {
      const { type, checks = [] } = zodSchema._zod.def;
      if (changesItsInput.has(type)) throw new Error(`compileCheck: a schema holding "${type}" cannot be checked by plain JSON Schema (its output is not its input)`);
      // A refinement is a function of zod's, which JSON Schema leaves out without a word.
      if (checks.some((check) => check._zod.def.check === 'custom')) throw new Error('compileCheck: a schema holding a refinement cannot be checked by plain JSON Schema');
    },
  });
}

/** Ajv reading a pattern as zod does: a RegExp without the `u` flag, as zod builds its own. */
function ajvLikeZod(): Ajv {
  return new Ajv({ code: { source: true, esm: true, lines: false }, strict: true, validateFormats: false, unicodeRegExp: false });
}

const require = createRequire(import.meta.url);
const runtimeHelper = /require\("(ajv\/dist\/runtime\/[a-z0-9]+)"\)\.default/g;

/**
 * Ajv's standalone code asks for its runtime helpers with require() even as an ES module (the
 * length of a string in code points, as zod counts it, is one). Each is one self-contained
 * function, written into the module in its place.
 */
function withHelpersInlined(source: string): string {
  const inlined = source.replace(runtimeHelper, (_call, path: string) => {
    const helper: unknown = require(path).default;
    if (typeof helper !== 'function') throw new Error(`compileCheck: Ajv's helper ${path} is not a function`);
    return `(${String(helper)})`;
  });
  if (inlined.includes('require(')) throw new Error('compileCheck: the compiled check still requires a module');
  return inlined;
}

/** The ES module source of the schema's check: `export default (value: unknown) => boolean`. */
export function compileCheck(schema: z.ZodType): string {
  const ajv = ajvLikeZod();
  // Formats ("date-time") are left to the pattern zod gives with them: the same test as its own.
  ajv.addFormat('date-time', true);
  return withHelpersInlined(standaloneCode(ajv, ajv.compile(jsonSchemaOf(schema))));
}
