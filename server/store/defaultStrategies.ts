import type { z } from 'zod';
import { environmentDefaultStrategySchema } from '../../contract/projects';
import { recordEvent, type EventAuthor } from './events';
import { readJson } from './json';
import type { Db } from './openDatabase';

/*
 * The strategy a project adds where one of its flags is switched on in an environment with no
 * strategy (Unleash's environment default strategy, kept with the project's use of the
 * environment); without one, a 100% flexibleRollout, as Unleash adds.
 */

export type DefaultStrategy = z.infer<typeof environmentDefaultStrategySchema>;

export function defaultStrategyOf(db: Db, projectId: string, environment: string): DefaultStrategy | undefined {
  const row = db.cached<[string, string], { default_strategy: string | null }>(
    'SELECT default_strategy FROM project_environments WHERE project = ? AND environment = ?',
  ).get(projectId, environment);
  return row?.default_strategy ? readJson(environmentDefaultStrategySchema, row.default_strategy) : undefined;
}

/** Call inside a write transaction; records Unleash's `default-strategy-updated` with the one before. */
export function setDefaultStrategy(db: Db, by: EventAuthor, projectId: string, environment: string, strategy: DefaultStrategy): void {
  const before = defaultStrategyOf(db, projectId, environment);
  db.cached('UPDATE project_environments SET default_strategy = ? WHERE project = ? AND environment = ?').run(JSON.stringify(strategy), projectId, environment);
  recordEvent(db, by, { type: 'default-strategy-updated', project: projectId, environment, data: { ...strategy }, preData: before ? { ...before } : null });
}
