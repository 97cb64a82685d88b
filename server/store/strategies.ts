import { randomUUID } from 'node:crypto';
import type { StrategyBody, StrategySortOrderBody } from '../../contract/adminRequests';
import type { Strategy, StrategyVariant } from '../../contract/feature';
import { BadData, NotFound } from '../domain/errors';
import { normaliseWeights } from '../domain/variantWeights';
import { recordFeatureEvent, type EventAuthor } from './events';
import { ensureFeatureEnvironment } from './featureWrite';
import { isoNow } from './json';
import type { Db } from './openDatabase';
import { writeTransaction } from './writeTransaction';
import { segmentsByStrategy, toStrategy, type StrategyRow } from './strategyRows';
import { requireUsableStrategy, type StrategyPlace } from './strategyTypes';

/** Strategy variants get the same weight rules as feature variants, and Unleash's defaults. */
export function strategyVariants(input: StrategyBody['variants']): StrategyVariant[] {
  const result = normaliseWeights((input ?? []).map((v) => ({ ...v, stickiness: v.stickiness ?? 'default' })));
  if ('problem' in result) throw new BadData(`Strategy variants: ${result.problem}.`, [{ message: result.problem, path: 'variants' }]);
  return result.variants.map((v) => ({
    name: v.name,
    weight: v.weight,
    weightType: v.weightType,
    stickiness: v.stickiness,
    ...(v.payload ? { payload: v.payload } : {}),
  }));
}

/** Every segment a strategy names must exist: checked when a change request takes the change, and again on every write. */
export function requireSegments(db: Db, ids: number[]): void {
  if (ids.length === 0) return;
  const exists = db.cached<[number], { id: number }>('SELECT id FROM segments WHERE id = ?');
  for (const id of ids) {
    if (!exists.get(id)) throw new BadData(`Segment ${id} does not exist.`, [{ message: `segment ${id} does not exist`, path: 'segments' }]);
  }
}

function writeSegments(db: Db, strategyId: string, segments: number[], { replacing }: { replacing: boolean }): void {
  if (replacing) db.cached('DELETE FROM strategy_segments WHERE strategy_id = ?').run(strategyId);
  if (segments.length === 0) return;
  const insert = db.cached('INSERT OR IGNORE INTO strategy_segments (strategy_id, segment_id) VALUES (?, ?)');
  for (const id of segments) insert.run(strategyId, id);
}

export function readStrategy(db: Db, feature: string, environment: string, strategyId: string): Strategy {
  const row = db.cached<[string, string, string], StrategyRow>('SELECT * FROM strategies WHERE id = ? AND feature = ? AND environment = ?')
    .get(strategyId, feature, environment);
  if (!row) throw new NotFound(`Strategy "${strategyId}" does not exist on feature "${feature}" in environment "${environment}".`);
  const segments = segmentsByStrategy(
    db.cached<[string], { strategy_id: string; segment_id: number }>('SELECT strategy_id, segment_id FROM strategy_segments WHERE strategy_id = ? ORDER BY segment_id').all(strategyId),
  );
  return toStrategy(row, segments.get(strategyId) ?? []);
}

/**
 * A strategy as its events carry it: as the admin API shows it, with the time it was added, which
 * orders strategies of the same sortOrder (what a rebuild of the past needs, `history/`).
 */
export function readStrategyRecord(db: Db, feature: string, environment: string, strategyId: string): Strategy & { createdAt: string } {
  const createdAt = db.cached<[string], { created_at: string }>('SELECT created_at FROM strategies WHERE id = ?').get(strategyId)?.created_at ?? '';
  return { ...readStrategy(db, feature, environment, strategyId), createdAt };
}

export function addStrategy(
  db: Db, by: EventAuthor, feature: string, environment: string, input: StrategyBody, id: string = randomUUID(), place: StrategyPlace = {},
): Strategy {
  const variants = strategyVariants(input.variants);
  return writeTransaction(db, () => {
    const body = requireUsableStrategy(db, input, place);
    requireSegments(db, body.segments ?? []);
    ensureFeatureEnvironment(db, feature, environment);
    const next = db.cached<[string, string], { next: number }>('SELECT COALESCE(MAX(sort_order) + 1, 0) AS next FROM strategies WHERE feature = ? AND environment = ?')
      .get(feature, environment);
    db.cached(
      `INSERT INTO strategies (id, feature, environment, name, title, disabled, sort_order, constraints, parameters, variants, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      id, feature, environment, body.name, body.title ?? null, body.disabled ? 1 : 0, body.sortOrder ?? next?.next ?? 0,
      JSON.stringify(body.constraints ?? []), JSON.stringify(body.parameters ?? {}), JSON.stringify(variants), by.at ?? isoNow(),
    );
    writeSegments(db, id, body.segments ?? [], { replacing: false });
    recordFeatureEvent(db, by, feature, { type: 'feature-strategy-add', environment, data: readStrategyRecord(db, feature, environment, id) });
    return readStrategy(db, feature, environment, id);
  });
}

/** Replaces the strategy's configuration (PUT semantics: what the body leaves out is reset). */
export function updateStrategy(db: Db, by: EventAuthor, feature: string, environment: string, strategyId: string, input: StrategyBody): Strategy {
  const variants = strategyVariants(input.variants);
  return writeTransaction(db, () => {
    const existing = readStrategyRecord(db, feature, environment, strategyId);
    const body = requireUsableStrategy(db, input, { replacing: existing.name });
    requireSegments(db, body.segments ?? []);
    db.cached(
      `UPDATE strategies SET name = ?, title = ?, disabled = ?, sort_order = ?, constraints = ?, parameters = ?, variants = ? WHERE id = ?`,
    ).run(
      body.name, body.title ?? null, body.disabled ? 1 : 0, body.sortOrder ?? existing.sortOrder ?? 0,
      JSON.stringify(body.constraints ?? []), JSON.stringify(body.parameters ?? {}), JSON.stringify(variants), strategyId,
    );
    writeSegments(db, strategyId, body.segments ?? [], { replacing: true });
    recordFeatureEvent(db, by, feature, {
      type: 'feature-strategy-update', environment, preData: existing, data: readStrategyRecord(db, feature, environment, strategyId),
    });
    return readStrategy(db, feature, environment, strategyId);
  });
}

export function deleteStrategy(db: Db, by: EventAuthor, feature: string, environment: string, strategyId: string): Strategy {
  return writeTransaction(db, () => {
    const { createdAt, ...existing } = readStrategyRecord(db, feature, environment, strategyId);
    db.cached('DELETE FROM strategies WHERE id = ?').run(strategyId);
    recordFeatureEvent(db, by, feature, { type: 'feature-strategy-remove', environment, preData: { ...existing, createdAt } });
    return existing;
  });
}

/** Places the named strategies of one flag in one environment; an id that is none of them changes nothing. */
export function setStrategySortOrder(db: Db, by: EventAuthor, feature: string, environment: string, order: StrategySortOrderBody): void {
  writeTransaction(db, () => {
    requireOwnStrategies(db, feature, environment, order);
    const sortOrders = () => db.cached<[string, string], { id: string; sortOrder: number }>(
      'SELECT id, sort_order AS sortOrder FROM strategies WHERE feature = ? AND environment = ? ORDER BY id',
    ).all(feature, environment);
    const before = sortOrders();
    const place = db.cached('UPDATE strategies SET sort_order = ? WHERE id = ?');
    for (const { id, sortOrder } of order) place.run(sortOrder, id);
    recordFeatureEvent(db, by, feature, { type: 'strategy-order-changed', environment, preData: { strategies: before }, data: { strategies: sortOrders() } });
  });
}

/** Every strategy an order names is the flag's in the environment; 400 naming the first that is not. */
export function requireOwnStrategies(db: Db, feature: string, environment: string, order: StrategySortOrderBody): void {
  const owned = db.cached<[string, string, string], { id: string }>('SELECT id FROM strategies WHERE id = ? AND feature = ? AND environment = ?');
  const stranger = order.findIndex(({ id }) => owned.get(id, feature, environment) === undefined);
  if (stranger !== -1) {
    const message = `Strategy "${order[stranger]?.id}" is not a strategy of feature "${feature}" in environment "${environment}".`;
    throw new BadData(message, [{ message, path: `${stranger}.id` }]);
  }
}

/** The flag's strategies in the environment in the order SDKs read them, disabled ones included: what a reorder replaces. */
export function readStrategies(db: Db, feature: string, environment: string): Strategy[] {
  const ids = db.cached<[string, string], { id: string }>('SELECT id FROM strategies WHERE feature = ? AND environment = ? ORDER BY sort_order, created_at, id')
    .all(feature, environment);
  return ids.map(({ id }) => readStrategy(db, feature, environment, id));
}

/** Where a strategy is, by its id alone (Unleash's segment routes name it so); undefined for none. */
export function findStrategyPlace(db: Db, strategyId: string): { featureName: string; environment: string; projectId: string } | undefined {
  return db.cached<[string], { featureName: string; environment: string; projectId: string }>(
    'SELECT s.feature AS featureName, s.environment, f.project AS projectId FROM strategies s JOIN features f ON f.name = s.feature WHERE s.id = ?',
  ).get(strategyId);
}
