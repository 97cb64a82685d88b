import { z } from 'zod';
import { constraintSchema, strategySchema, variantSchema } from '../../contract';
import type { AuditEvent } from '../../contract/events';
import { describeConstraint } from '../describe/describeConstraint';
import { rowsOf, strategyLabels, strategyLines, variantLines, type DiffRow } from '../describe/diffRows';

/**
 * What an event changed, before → after, in the words the flag details use (describe/). Unleash
 * records a switch with `data: null`, so its rows come from its type; a strategy, the variants
 * and a segment from `preData` and `data`. Null where the event holds nothing to compare.
 */

const variantsData = z.object({ variants: z.array(variantSchema) });
const segmentData = z.object({ name: z.string(), description: z.string().nullish(), constraints: z.array(constraintSchema).optional() });
const metadataLabels: [key: string, label: string][] = [
  ['description', 'Description'],
  ['type', 'Type'],
  ['stale', 'Stale'],
  ['impressionData', 'Impression data'],
  ['project', 'Project'],
];

const lines = (entries: [string, string | undefined][]) => new Map(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));

function segmentLines(value: unknown): Map<string, string> {
  const segment = segmentData.safeParse(value).data;
  if (!segment) return new Map();
  const constraints = segment.constraints ?? [];
  return lines([
    ['Name', segment.name],
    ['Description', segment.description || undefined],
    ['Constraints', constraints.length ? constraints.map(describeConstraint).join('; ') : 'none'],
  ]);
}

/** A value from `data` as a line: text as it is, anything else as compact JSON. */
function valueLine(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/** An event's fields; `skippedApprovals` is said in its sentence, not compared. */
function asRecord(value: unknown): Record<string, unknown> {
  const { skippedApprovals: _, ...fields } = z.record(z.string(), z.unknown()).safeParse(value).data ?? {};
  return fields;
}

function metadataLines(value: unknown): Map<string, string> {
  const record = asRecord(value);
  return lines(metadataLabels.map(([key, label]) => [label, valueLine(record[key])]));
}

/** Any other event: its fields side by side, those it changed only where both sides exist. */
function fieldRows(before: unknown, after: unknown): DiffRow[] {
  const pre = asRecord(before);
  const post = asRecord(after);
  const rows = rowsOf(lines(Object.entries(pre).map(([key, value]) => [key, valueLine(value)])), lines(Object.entries(post).map(([key, value]) => [key, valueLine(value)])));
  return before && after ? rows.filter((row) => row.before !== row.after) : rows;
}

export function eventDiff(event: AuditEvent, segmentNames: ReadonlyMap<number, string>): DiffRow[] | null {
  const words = { feature: event.featureName ?? '', segmentNames };
  switch (event.type) {
    case 'feature-environment-enabled':
    case 'feature-environment-disabled': {
      const on = event.type === 'feature-environment-enabled';
      return [{ label: 'Enabled', before: on ? 'Off' : 'On', after: on ? 'On' : 'Off' }];
    }
    case 'feature-strategy-add':
    case 'feature-strategy-update':
    case 'feature-strategy-remove': {
      const before = strategySchema.safeParse(event.preData).data;
      const after = strategySchema.safeParse(event.data).data;
      return before || after ? rowsOf(strategyLines(before, words), strategyLines(after, words), strategyLabels) : null;
    }
    case 'feature-environment-variants-updated': {
      const before = variantsData.safeParse(event.preData).data?.variants ?? [];
      const after = variantsData.safeParse(event.data).data?.variants ?? [];
      const rows = rowsOf(variantLines(before), variantLines(after));
      return rows.length ? rows : [{ label: 'Variants', before: 'none', after: 'none' }];
    }
    case 'segment-created':
    case 'segment-updated':
    case 'segment-deleted':
      return rowsOf(segmentLines(event.preData), segmentLines(event.data));
    case 'feature-created':
    case 'feature-updated':
    case 'feature-metadata-updated': {
      const rows = rowsOf(metadataLines(event.preData), metadataLines(event.data), metadataLabels.map(([, label]) => label));
      return rows.length ? rows : null;
    }
  }
  const rows = fieldRows(event.preData, event.data);
  return rows.length ? rows : null;
}
