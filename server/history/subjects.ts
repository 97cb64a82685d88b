import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import type { AuditEvent } from '../../contract/events';
import {
  dependencyRecordSchema, flagRecordSchema, segmentRecordSchema, strategyRecordSchema,
  type EnvironmentRecord, type FlagRecord,
} from '../domain/flagRecord';
import { strategyOrder } from '../store/flagRecord';
import type { Configuration } from './configuration';

/**
 * What each event changed in a configuration, as a subject that can be read and set: a flag's
 * settings, its state in one environment, one strategy, one dependency, one segment. An event's
 * `data` is its subject after, `preData` before; undoing an event sets its subject to `preData`,
 * and checking an event compares its subject with `data`. Events that change no configuration
 * (tags, tokens, change request steps) have no subject.
 */
export interface Subject {
  /** The subject now, null where it does not exist. */
  read(configuration: Configuration): Record<string, unknown> | null;
  /** Sets the subject to `value` (null removes it); the keys `value` leaves out stay as they are. */
  write(configuration: Configuration, value: Record<string, unknown> | null): void;
  /** What an event's `data` or `preData` says of the subject, in the subject's own shape. */
  shape(value: Record<string, unknown>): Record<string, unknown>;
}

const flagSettings = flagRecordSchema.partial();
const enabledState = z.object({ enabled: z.boolean() });
const variantsState = z.object({ variants: flagRecordSchema.shape.environments.valueType.shape.variants });
const sortOrders = z.object({ strategies: z.array(z.object({ id: z.string(), sortOrder: z.number() })) });
const dependencyList = z.object({ dependencies: z.array(dependencyRecordSchema) });
const identified = z.object({ id: z.union([z.string(), z.number()]) });

/**
 * The state an event left its subject in: its `data`, or nothing where the write removed the
 * subject. A removal made around required approvals has no state after it, only the note that
 * approvals were skipped (`data: { skippedApprovals }`, server/store/events.ts): that is nothing too.
 */
export function stateAfter(event: AuditEvent): Record<string, unknown> | null {
  const data = event.data ?? null;
  if (data === null) return null;
  const keys = Object.keys(data);
  return keys.length === 1 && keys[0] === 'skippedApprovals' ? null : data;
}
const parentNamed = z.object({ feature: z.string() });

function environmentOf(configuration: Configuration, event: AuditEvent, create: boolean): EnvironmentRecord | undefined {
  const flag = configuration.flags.get(event.featureName ?? '');
  const name = event.environment ?? '';
  if (!flag) return undefined;
  const existing = flag.environments[name];
  if (existing || !create) return existing;
  const created: EnvironmentRecord = { enabled: false, variants: [], strategies: [] };
  flag.environments[name] = created;
  return created;
}

function flagOf(event: AuditEvent): Subject {
  const name = event.featureName ?? '';
  return {
    shape: (value) => flagSettings.parse(value),
    read: (configuration) => configuration.flags.get(name) ?? null,
    write(configuration, value) {
      if (value === null) {
        configuration.flags.delete(name);
        return;
      }
      const existing = configuration.flags.get(name);
      if (!existing) configuration.flags.set(name, flagRecordSchema.parse(value));
      else configuration.flags.set(name, { ...existing, ...flagSettings.parse(value) });
    },
  };
}

function environmentState<S extends z.ZodObject>(event: AuditEvent, schema: S, field: 'enabled' | 'variants'): Subject {
  return {
    read: (configuration) => {
      const environment = environmentOf(configuration, event, false);
      if (!configuration.flags.has(event.featureName ?? '')) return null;
      return field === 'enabled' ? { enabled: environment?.enabled ?? false } : { variants: environment?.variants ?? [] };
    },
    write(configuration, value) {
      const environment = environmentOf(configuration, event, true);
      if (!environment || value === null) return;
      if (field === 'enabled') environment.enabled = enabledState.parse(value).enabled;
      else environment.variants = variantsState.parse(value).variants;
    },
    shape: (value) => schema.parse(value),
  };
}

function strategyOf(event: AuditEvent): Subject {
  const id = String(identified.parse(stateAfter(event) ?? event.preData).id);
  return {
    read: (configuration) => environmentOf(configuration, event, false)?.strategies.find((strategy) => strategy.id === id) ?? null,
    write(configuration, value) {
      const environment = environmentOf(configuration, event, true);
      if (!environment) return;
      const others = environment.strategies.filter((strategy) => strategy.id !== id);
      environment.strategies = (value === null ? others : [...others, strategyRecordSchema.parse(value)]).sort(strategyOrder);
    },
    shape: (value) => strategyRecordSchema.parse(value),
  };
}

function strategyOrderOf(event: AuditEvent): Subject {
  return {
    read: (configuration) => {
      const environment = environmentOf(configuration, event, false);
      if (!environment) return null;
      const ids = new Set(sortOrders.parse(stateAfter(event) ?? event.preData).strategies.map((strategy) => strategy.id));
      const strategies = environment.strategies.filter((strategy) => ids.has(strategy.id))
        .map((strategy) => ({ id: strategy.id, sortOrder: strategy.sortOrder })).sort((a, b) => (a.id < b.id ? -1 : 1));
      return { strategies };
    },
    write(configuration, value) {
      const environment = environmentOf(configuration, event, true);
      if (!environment || value === null) return;
      const placed = new Map(sortOrders.parse(value).strategies.map((strategy) => [strategy.id, strategy.sortOrder]));
      environment.strategies = environment.strategies
        .map((strategy) => ({ ...strategy, sortOrder: placed.get(strategy.id) ?? strategy.sortOrder })).sort(strategyOrder);
    },
    shape: (value) => sortOrders.parse(value),
  };
}

function flagDependencies(configuration: Configuration, event: AuditEvent): FlagRecord | undefined {
  return configuration.flags.get(event.featureName ?? '');
}

function dependencyOf(event: AuditEvent): Subject {
  const parent = parentNamed.parse(stateAfter(event) ?? event.preData).feature;
  return {
    read: (configuration) => flagDependencies(configuration, event)?.dependencies.find((dependency) => dependency.feature === parent) ?? null,
    write(configuration, value) {
      const flag = flagDependencies(configuration, event);
      if (!flag) return;
      const others = flag.dependencies.filter((dependency) => dependency.feature !== parent);
      // A removal that named only the parent (its settings unknown) is restored as Unleash's default: enabled, no variants.
      const restored = value === null ? [] : [dependencyRecordSchema.parse({ enabled: true, variants: [], ...value })];
      flag.dependencies = [...others, ...restored].sort((a, b) => (a.feature < b.feature ? -1 : a.feature > b.feature ? 1 : 0));
    },
    shape: (value) => dependencyRecordSchema.parse({ enabled: true, variants: [], ...value }),
  };
}

function dependenciesOf(event: AuditEvent): Subject {
  return {
    read: (configuration) => {
      const flag = flagDependencies(configuration, event);
      return flag ? { dependencies: flag.dependencies } : null;
    },
    write(configuration, value) {
      const flag = flagDependencies(configuration, event);
      if (flag && value !== null) flag.dependencies = dependencyList.parse(value).dependencies;
    },
    shape: (value) => dependencyList.parse(value),
  };
}

function segmentOf(event: AuditEvent): Subject {
  const id = Number(identified.parse(stateAfter(event) ?? event.preData).id);
  return {
    read: (configuration) => configuration.segments.get(id) ?? null,
    write(configuration, value) {
      if (value === null) configuration.segments.delete(id);
      else configuration.segments.set(id, segmentRecordSchema.parse(value));
    },
    shape: (value) => segmentRecordSchema.parse(value),
  };
}

const environmentNamed = z.object({ environment: z.string() });

/** Whether the project uses the event's environment: the documents it is served in. */
function projectEnvironmentOf(event: AuditEvent): Subject {
  const name = event.environment ?? '';
  return {
    read: (configuration) => (configuration.environments.includes(name) ? { environment: name } : null),
    write(configuration, value) {
      const others = configuration.environments.filter((environment) => environment !== name);
      configuration.environments = value === null ? others : [...others, name];
    },
    shape: (value) => environmentNamed.parse(value),
  };
}

/** The subject an event changed, or undefined for an event that changes no configuration. */
export function subjectOf(event: AuditEvent): Subject | undefined {
  switch (event.type) {
    case 'feature-created':
    case 'feature-metadata-updated':
    case 'feature-archived':
    case 'feature-revived':
    case 'feature-deleted':
      return flagOf(event);
    case 'feature-environment-enabled':
    case 'feature-environment-disabled':
      return environmentState(event, enabledState, 'enabled');
    case 'feature-environment-variants-updated':
      return environmentState(event, variantsState, 'variants');
    case 'feature-strategy-add':
    case 'feature-strategy-update':
    case 'feature-strategy-remove':
      return strategyOf(event);
    case 'strategy-order-changed':
      return strategyOrderOf(event);
    case 'feature-dependency-added':
    case 'feature-dependency-removed':
      return dependencyOf(event);
    case 'feature-dependencies-removed':
      return dependenciesOf(event);
    case 'segment-created':
    case 'segment-updated':
    case 'segment-deleted':
      return segmentOf(event);
    case 'project-environment-added':
    case 'project-environment-removed':
      return projectEnvironmentOf(event);
    default:
      return undefined;
  }
}

/** The event types a project's rebuild reads beyond its own: segments belong to every project. */
export const globalSubjectTypes = ['segment-created', 'segment-updated', 'segment-deleted'] as const;

/** Whether the subject as it is matches what the event says it became (each key the event gives). */
export function subjectMatches(subject: Subject, configuration: Configuration, expected: Record<string, unknown> | null | undefined): boolean {
  const current = subject.read(configuration);
  if (expected === null || expected === undefined) return current === null;
  if (current === null) return false;
  const wanted = subject.shape(expected);
  return Object.entries(wanted).every(([key, value]) => isDeepStrictEqual(normalised(current[key]), normalised(value)));
}

// Optional keys a JSON round trip drops, and key order, are not differences.
const normalised = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
