import { z } from 'zod';
import { constraintSchema, strategyVariantSchema, type Strategy } from '../../src/api/contract/feature';
import { readJson } from './json';

/** How a strategy is stored, and how a row becomes the contract's Strategy. */
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

export const storedConstraints = z.array(constraintSchema);
export const storedParameters = z.record(z.string(), z.string());
export const storedStrategyVariants = z.array(strategyVariantSchema);

export function toStrategy(row: StrategyRow, segments: number[]): Strategy {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    disabled: row.disabled === 1,
    featureName: row.feature,
    sortOrder: row.sort_order,
    segments,
    constraints: readJson(storedConstraints, row.constraints),
    parameters: readJson(storedParameters, row.parameters),
    variants: readJson(storedStrategyVariants, row.variants),
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
