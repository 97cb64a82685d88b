import type { Segment } from '../../contract/adminRequests';
import type { Constraint } from '../../contract/feature';
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

export function insertSegment(
  db: Db,
  segment: { name: string; description?: string; project?: string; constraints: Constraint[]; createdAt: string },
): number {
  const result = db.cached('INSERT INTO segments (name, description, project, constraints, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(segment.name, segment.description ?? null, segment.project ?? null, JSON.stringify(segment.constraints), segment.createdAt);
  return Number(result.lastInsertRowid);
}
