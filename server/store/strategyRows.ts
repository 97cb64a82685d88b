import { z } from 'zod';
import { clientConstraintSchema, clientParameterValueSchema, clientVariantSchema } from '../../contract/clientFeatures';
import {
  constraintOperatorSchema, strategyVariantSchema, variantSchema, weightTypeSchema,
  type Constraint, type Strategy, type StrategyVariant, type Variant,
} from '../../contract/feature';
import { readJson } from './json';

/**
 * How a strategy is stored, and how stored configuration becomes the admin contract's shapes.
 * What the admin API wrote fits those shapes already; what an import kept "as given" (numbers as
 * parameters, variants without weightType or stickiness) is read leniently and given Unleash's
 * defaults, so an imported flag can be shown. Only what cannot be shown honestly (an operator
 * the admin contract does not know) is an error.
 */
export interface StrategyRow {
  id: string;
  feature: string;
  environment: string;
  name: string;
  title: string | null;
  disabled: number;
  sort_order: number;
  constraints: string;
  parameters: string;
  variants: string;
}

const keptConstraints = z.array(clientConstraintSchema);
const keptParameters = z.record(z.string(), clientParameterValueSchema);
const keptVariants = z.array(clientVariantSchema);

export function readConstraints(text: string, where: string): Constraint[] {
  return readJson(keptConstraints, text).map((constraint) => {
    const operator = constraintOperatorSchema.safeParse(constraint.operator);
    if (!operator.success) throw new Error(`${where} has a constraint with the operator "${constraint.operator}", which the admin API cannot show`);
    return { ...constraint, operator: operator.data };
  });
}

const weightType = (value: string | undefined) => weightTypeSchema.safeParse(value).data;

export function readVariants(text: string): Variant[] {
  return readJson(keptVariants, text).map((v) => variantSchema.parse({
    ...v,
    weightType: weightType(v.weightType),
    overrides: (v.overrides ?? []).map((o) => ({ contextName: o.contextName, values: o.values ?? [] })),
  }));
}

function readStrategyVariants(text: string): StrategyVariant[] {
  return readJson(keptVariants, text).map((v) => strategyVariantSchema.parse({
    name: v.name,
    weight: v.weight,
    weightType: weightType(v.weightType) ?? 'variable',
    stickiness: v.stickiness ?? 'default',
    ...(v.payload ? { payload: v.payload } : {}),
  }));
}

export function toStrategy(row: StrategyRow, segments: number[]): Strategy {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    disabled: row.disabled === 1,
    featureName: row.feature,
    sortOrder: row.sort_order,
    segments,
    constraints: readConstraints(row.constraints, `Strategy ${row.id} of "${row.feature}"`),
    parameters: Object.fromEntries(Object.entries(readJson(keptParameters, row.parameters)).map(([k, v]) => [k, String(v)])),
    variants: readStrategyVariants(row.variants),
  };
}

/** Groups `strategy_segments` rows into strategy id → segment ids. */
export function segmentsByStrategy(rows: { strategy_id: string; segment_id: number }[]): Map<string, number[]> {
  const map = new Map<string, number[]>();
  for (const row of rows) {
    const list = map.get(row.strategy_id) ?? [];
    list.push(row.segment_id);
    map.set(row.strategy_id, list);
  }
  return map;
}
