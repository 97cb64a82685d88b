import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledChecks } from '../contract/compiledChecks';
import { compileCheck } from './compileCheck';
import { mutated, schemaArbitrary } from './schemaArbitrary';

async function compiled(schema: z.ZodType): Promise<(value: unknown) => boolean> {
  const file = join(mkdtempSync(join(tmpdir(), 'flagdeck-check-')), 'check.mjs');
  writeFileSync(file, compileCheck(schema));
  const module: unknown = await import(pathToFileURL(file).href);
  const check: unknown = typeof module === 'object' && module !== null ? Reflect.get(module, 'default') : undefined;
  if (typeof check !== 'function') throw new Error('the compiled module has no default function');
  return (value) => check(value) === true;
}

describe.each(Object.entries(compiledChecks))('the compiled check of "%s"', (_name, schema) => {
  it('accepts what the schema accepts and nothing else, on answers near the contract and broken in random places; what it accepts, the schema gives back as it came', async () => {
    const check = await compiled(schema);
    const verdicts = { accepted: 0, refused: 0 };
    fc.assert(
      fc.property(mutated(schemaArbitrary(schema)), (value) => {
        // What the client checks: JSON as it comes off the wire.
        const answer: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
        const untouched = structuredClone(answer);
        const byZod = schema.safeParse(answer);
        const accepted = check(answer);
        expect(answer).toEqual(untouched);
        expect(accepted).toBe(byZod.success);
        if (byZod.success) expect(answer).toMatchObject(byZod.data as object);
        verdicts[accepted ? 'accepted' : 'refused']++;
      }),
      { numRuns: 3000 },
    );
    // Both verdicts are tried often, so agreement on one alone cannot pass for agreement.
    expect(verdicts.accepted).toBeGreaterThan(300);
    expect(verdicts.refused).toBeGreaterThan(300);
    // 3,000 answers take 2–3 s on an idle machine; a busy one may take several times that.
  }, 60_000);
});

describe('compileCheck', () => {
  it('reads a string\'s length and a date\'s pattern as zod does', async () => {
    const schema = z.object({ tag: z.string().min(2).max(3), at: z.iso.datetime({ offset: true }) });
    const check = await compiled(schema);
    const at = '2026-11-28T11:00:00.000Z';
    const cases = [
      { tag: '😀', at }, { tag: '😀😀', at }, { tag: '😀😀😀😀', at }, { tag: '\ud800', at }, { tag: '\ud800\ud800', at }, { tag: 'abcd', at },
      { tag: 'abc', at: '2026-11-28T11:00:00+01:00' }, { tag: 'abc', at: '2026-02-30T11:00:00Z' }, { tag: 'abc', at: '2026-11-28T11:00:00' },
    ];
    const verdicts = cases.map((value) => check(value));
    expect(verdicts).toEqual(cases.map((value) => schema.safeParse(value).success));
    expect(verdicts).toContain(true);
    expect(verdicts).toContain(false);
  });

  it('refuses a schema whose output is not its input, or that holds a refinement: zod would judge what the check cannot', () => {
    expect(() => compileCheck(z.object({ n: z.number().default(1) }))).toThrow(/"default"/);
    expect(() => compileCheck(z.object({ n: z.string().catch('x') }))).toThrow(/"catch"/);
    expect(() => compileCheck(z.object({ n: z.string().transform((s) => s.length) }))).toThrow();
    expect(() => compileCheck(z.object({ n: z.string().refine((s) => s !== 'x') }))).toThrow(/refinement/);
  });
});
