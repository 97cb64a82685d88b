import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { ClientFeatures } from '../../../contract';
import { replayDeltaEvents } from './replayDeltaEvents';
import { specificationFileSchema, type SpecificationContext, type VariantExpectation } from './specificationFile';

/*
 * Every case of `@unleash/client-specification`, read from the installed package through its own
 * index, each with the full configuration state it is evaluated against. The files are the
 * expectations; nothing here knows what any case should answer.
 */

export type SpecificationCase = {
  file: string;
  description: string;
  context: SpecificationContext;
  toggleName: string;
} & ({ kind: 'enabled'; expected: boolean } | { kind: 'variant'; expected: VariantExpectation });

export interface SpecificationSuite {
  file: string;
  state: ClientFeatures;
  cases: SpecificationCase[];
}

const specificationsFolder = join(
  dirname(createRequire(import.meta.url).resolve('@unleash/client-specification/package.json')),
  'specifications',
);

export function loadSpecificationSuites(): SpecificationSuite[] {
  const index = z.array(z.string()).parse(readJson(join(specificationsFolder, 'index.json')));
  return index.map((file) => {
    const spec = specificationFileSchema.parse(readJson(join(specificationsFolder, file)));
    const state = 'events' in spec.state ? replayDeltaEvents(spec.state.events) : spec.state;
    const cases: SpecificationCase[] = [
      ...(spec.tests ?? []).map((test) => ({
        file, description: test.description, context: test.context, toggleName: test.toggleName,
        kind: 'enabled' as const, expected: test.expectedResult,
      })),
      ...(spec.variantTests ?? []).map((test) => ({
        file, description: test.description, context: test.context, toggleName: test.toggleName,
        kind: 'variant' as const, expected: test.expectedResult,
      })),
    ];
    return { file, state, cases };
  });
}

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}
