import type { Segment } from '../../contract/adminRequests';
import type { Constraint } from '../../contract/feature';
import type { SegmentStrategy } from '../../contract/segments';
import { NotFound } from '../domain/errors';
import { recordEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';
import { readConstraints } from './strategyRows';

interface SegmentRow { id: number; name: string; description: string | null; project: string | null; constraints: string; created_at: string }

const toSegment = (row: SegmentRow): Segment => ({
  id: row.id,
  name: row.name,
  description: row.description,
  project: row.project,
  constraints: readConstraints(row.constraints, `Segment ${row.id}`),
  createdAt: row.created_at,
});

export function listSegments(db: Db): Segment[] {
  return db.cached<[], SegmentRow>('SELECT * FROM segments ORDER BY id').all().map(toSegment);
}

/** Call inside a write transaction, as for every write here: each records its event. */
export function insertSegment(
  db: Db,
  by: EventAuthor,
  segment: { name: string; description?: string; project?: string; constraints: Constraint[]; createdAt: string },
): number {
  const result = db.cached('INSERT INTO segments (name, description, project, constraints, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(segment.name, segment.description ?? null, segment.project ?? null, JSON.stringify(segment.constraints), segment.createdAt);
  const id = Number(result.lastInsertRowid);
  recordEvent(db, by, { type: 'segment-created', project: segment.project ?? null, data: findSegment(db, id) ?? null });
  return id;
}

export function findSegment(db: Db, id: number): Segment | undefined {
  const row = db.cached<[number], SegmentRow>('SELECT * FROM segments WHERE id = ?').get(id);
  return row && toSegment(row);
}

export function requireSegment(db: Db, id: number): Segment {
  const segment = findSegment(db, id);
  if (!segment) throw new NotFound(`Could not find segment with id ${id}`);
  return segment;
}

export function segmentNameTaken(db: Db, name: string, exceptId?: number): boolean {
  return db.cached<[string, number], { id: number }>('SELECT id FROM segments WHERE name = ? AND id <> ?').get(name, exceptId ?? 0) !== undefined;
}

export function updateSegment(db: Db, by: EventAuthor, id: number, segment: { name: string; description: string | null; project: string | null; constraints: Constraint[] }): void {
  const preData = findSegment(db, id) ?? null;
  db.cached('UPDATE segments SET name = ?, description = ?, project = ?, constraints = ? WHERE id = ?')
    .run(segment.name, segment.description, segment.project, JSON.stringify(segment.constraints), id);
  recordEvent(db, by, { type: 'segment-updated', project: segment.project, preData, data: findSegment(db, id) ?? null });
}

export function deleteSegment(db: Db, by: EventAuthor, id: number): void {
  const preData = findSegment(db, id) ?? null;
  db.cached('DELETE FROM segments WHERE id = ?').run(id);
  recordEvent(db, by, { type: 'segment-deleted', project: preData?.project ?? null, preData });
}

/** Every strategy naming the segment, archived flags' included (their strategies keep the link, as in Unleash). */
export function strategiesUsingSegment(db: Db, id: number): SegmentStrategy[] {
  return db.cached<[number], { id: string; project: string; feature: string; name: string; environment: string }>(
    `SELECT s.id, f.project, s.feature, s.name, s.environment FROM strategy_segments ss
     JOIN strategies s ON s.id = ss.strategy_id JOIN features f ON f.name = s.feature
     WHERE ss.segment_id = ? ORDER BY f.project, s.feature, s.environment, s.sort_order`,
  ).all(id).map((row) => ({ id: row.id, projectId: row.project, featureName: row.feature, strategyName: row.name, environment: row.environment }));
}

/** The segments a strategy names, as the admin API lists segments (none for a strategy that does not exist). */
export function segmentsOfStrategy(db: Db, strategyId: string): Segment[] {
  const ids = new Set(db.cached<[string], { segment_id: number }>('SELECT segment_id FROM strategy_segments WHERE strategy_id = ?').all(strategyId).map((row) => row.segment_id));
  return listSegments(db).filter((segment) => ids.has(segment.id));
}
