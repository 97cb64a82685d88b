import { z } from 'zod';
import {
  builtInStrategyDefinitions, strategyParameterSchema, type CreateStrategyBody, type StrategyDefinition, type UpdateStrategyBody,
} from '../../contract/strategyDefinitions';
import { Conflict, InvalidOperation, NotFound } from '../domain/errors';
import { recordEvent, type EventAuthor } from './events';
import { isoNow, readJson } from './json';
import type { Db } from './openDatabase';
import { writeTransaction } from './writeTransaction';

/**
 * Strategy definitions: the built-in ones (the contract's, never stored) and the custom ones
 * people define. A built-in one's deprecation is kept as a row with no parameters of its own.
 */

interface DefinitionRow { name: string; title: string | null; description: string | null; parameters: string; deprecated: number }
const storedParameters = z.array(strategyParameterSchema);

const builtIn = (name: string) => builtInStrategyDefinitions.find((definition) => definition.name === name);

function toDefinition(row: DefinitionRow): StrategyDefinition {
  const base = builtIn(row.name);
  if (base) return { ...base, deprecated: row.deprecated === 1 };
  return {
    name: row.name, displayName: row.title, title: row.title, description: row.description ?? '',
    editable: true, deprecated: row.deprecated === 1, parameters: readJson(storedParameters, row.parameters),
  };
}

export function listStrategyDefinitions(db: Db): StrategyDefinition[] {
  const rows = db.cached<[], DefinitionRow>('SELECT name, title, description, parameters, deprecated FROM strategy_definitions ORDER BY created_at, name').all();
  const stored = new Map(rows.map((row) => [row.name, toDefinition(row)]));
  const builtIns = builtInStrategyDefinitions.map((definition) => stored.get(definition.name) ?? definition);
  return [...builtIns, ...[...stored.values()].filter((definition) => !builtIn(definition.name))];
}

export function requireStrategyDefinition(db: Db, name: string): StrategyDefinition {
  const found = listStrategyDefinitions(db).find((definition) => definition.name === name);
  if (!found) throw new NotFound(`Could not find strategy with name ${name}`);
  return found;
}

export function createStrategyDefinition(db: Db, by: EventAuthor, body: CreateStrategyBody): StrategyDefinition {
  return writeTransaction(db, () => {
    if (listStrategyDefinitions(db).some((definition) => definition.name === body.name)) throw new Conflict(`Strategy with name ${body.name} already exist`);
    db.cached('INSERT INTO strategy_definitions (name, title, description, parameters, deprecated, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(body.name, body.title ?? null, body.description ?? null, JSON.stringify(body.parameters), body.deprecated ? 1 : 0, by.at ?? isoNow());
    const created = requireStrategyDefinition(db, body.name);
    recordEvent(db, by, { type: 'strategy-created', data: { ...created } });
    return created;
  });
}

function requireEditable(db: Db, name: string): StrategyDefinition {
  const found = requireStrategyDefinition(db, name);
  if (!found.editable) throw new InvalidOperation(`Cannot edit strategy ${name}`);
  return found;
}

export function updateStrategyDefinition(db: Db, by: EventAuthor, name: string, body: UpdateStrategyBody): void {
  writeTransaction(db, () => {
    const before = requireEditable(db, name);
    db.cached('UPDATE strategy_definitions SET title = ?, description = ?, parameters = ? WHERE name = ?')
      .run(body.title ?? null, body.description ?? null, JSON.stringify(body.parameters), name);
    recordEvent(db, by, { type: 'strategy-updated', data: { ...requireStrategyDefinition(db, name) }, preData: { ...before } });
  });
}

export function deleteStrategyDefinition(db: Db, by: EventAuthor, name: string): void {
  writeTransaction(db, () => {
    const before = requireEditable(db, name);
    db.cached('DELETE FROM strategy_definitions WHERE name = ?').run(name);
    recordEvent(db, by, { type: 'strategy-deleted', preData: { ...before } });
  });
}

/** Unleash lets any strategy be deprecated but `default`, which every flag falls back on. */
export function setStrategyDeprecated(db: Db, by: EventAuthor, name: string, deprecated: boolean): void {
  writeTransaction(db, () => {
    const before = requireStrategyDefinition(db, name);
    if (deprecated && name === 'default') throw new InvalidOperation('You cannot deprecate the default strategy');
    if (builtIn(name)) {
      db.cached("INSERT INTO strategy_definitions (name, parameters, deprecated, created_at) VALUES (?, '[]', ?, ?) ON CONFLICT (name) DO UPDATE SET deprecated = excluded.deprecated")
        .run(name, deprecated ? 1 : 0, by.at ?? isoNow());
    } else {
      db.cached('UPDATE strategy_definitions SET deprecated = ? WHERE name = ?').run(deprecated ? 1 : 0, name);
    }
    recordEvent(db, by, { type: deprecated ? 'strategy-deprecated' : 'strategy-reactivated', data: { name }, preData: { ...before } });
  });
}
