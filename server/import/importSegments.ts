import { z } from 'zod';
import { clientConstraintSchema, type ClientSegment } from '../../contract';
import type { Db } from '../store/openDatabase';

/*
 * Segments are instance-wide, so the file's segments are matched with the store's rather than
 * written over them: a segment with the file's id and the same constraints is used as it is; one
 * this project owns and nothing else uses any more (a re-import) is updated; otherwise the file's
 * segment is added, under its own id when that is free. The result maps file ids to store ids.
 */

export interface SegmentImport {
  ids: Map<number, number>;
  created: number;
  reused: number;
  updated: number;
}

interface SegmentRow { id: number; name: string; project: string | null; constraints: string }

const storedConstraints = z.array(clientConstraintSchema);
const constraintsText = (constraints: unknown): string => JSON.stringify(storedConstraints.parse(constraints));

export function importSegments(db: Db, segments: readonly ClientSegment[], project: string, now: string): SegmentImport {
  const result: SegmentImport = { ids: new Map(), created: 0, reused: 0, updated: 0 };
  const byId = db.prepare<[number], SegmentRow>('SELECT id, name, project, constraints FROM segments WHERE id = ?');
  const uses = db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM strategy_segments WHERE segment_id = ?');
  const insert = db.prepare('INSERT INTO segments (id, name, project, constraints, created_at) VALUES (?, ?, ?, ?, ?)');
  const update = db.prepare('UPDATE segments SET name = ?, constraints = ? WHERE id = ?');

  for (const segment of segments) {
    const constraints = constraintsText(segment.constraints);
    const existing = byId.get(segment.id);
    const wantedName = segment.name ?? existing?.name ?? `segment ${segment.id}`;
    if (existing && constraintsText(JSON.parse(existing.constraints)) === constraints && (segment.name == null || segment.name === existing.name)) {
      result.reused++;
      result.ids.set(segment.id, existing.id);
    } else if (existing && existing.project === project && (uses.get(existing.id)?.n ?? 0) === 0) {
      update.run(freeName(db, wantedName, existing.id), constraints, existing.id);
      result.updated++;
      result.ids.set(segment.id, existing.id);
    } else {
      // A null id lets SQLite pick the next one when the file's id belongs to another segment.
      const info = insert.run(existing ? null : segment.id, freeName(db, wantedName), project, constraints, now);
      result.created++;
      result.ids.set(segment.id, Number(info.lastInsertRowid));
    }
  }
  return result;
}

/** Segment names are unique: a taken name gets a numbered suffix. */
function freeName(db: Db, name: string, ownId?: number): string {
  const holder = db.prepare<[string], { id: number }>('SELECT id FROM segments WHERE name = ?');
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${name} (${n})`;
    const taken = holder.get(candidate);
    if (!taken || taken.id === ownId) return candidate;
  }
}
