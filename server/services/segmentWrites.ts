import type { Segment } from '../../contract/adminRequests';
import type { UpsertSegmentBody } from '../../contract/segments';
import { holds, type Principal } from '../auth/principal';
import { BadData, Conflict, InvalidOperation, MissingPermission } from '../domain/errors';
import { requireProjectEnvironment } from '../store/environments';
import { isoNow } from '../store/json';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import {
  deleteSegment, insertSegment, requireSegment, segmentNameTaken, strategiesUsingSegment, updateSegment,
} from '../store/segments';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';

/*
 * Segments are global: one edit changes what every strategy naming the segment evaluates, in
 * whichever project and environment it lives. Unleash open source has no change requests for
 * segments, but an edit here must not be a way around a protected environment: where a strategy
 * using the segment lives in an environment that requires change requests, only a caller holding
 * SKIP_CHANGE_REQUEST may edit it (403 naming the permission and the environment, as a direct
 * strategy write there is refused). See server/security/changeRequestRule.ts.
 */

const nameTaken = (name: string) => new Conflict(`Segment name already exists: "${name}"`);

export function checkSegmentName(db: Db, name: string): void {
  if (name.trim() === '') throw new BadData('Segment name cannot be empty', [{ message: 'must not be empty', path: 'name' }]);
  if (segmentNameTaken(db, name)) throw nameTaken(name);
}

function requireKnownProject(db: Db, project: string | null | undefined): void {
  if (project === null || project === undefined) return;
  try {
    requireProject(db, project);
  } catch {
    throw new BadData(`Project "${project}" does not exist.`, [{ message: `project "${project}" does not exist`, path: 'project' }]);
  }
}

export function createSegment(db: Db, caller: Principal, body: UpsertSegmentBody): Segment {
  return writeTransaction(db, () => {
    if (segmentNameTaken(db, body.name)) throw nameTaken(body.name);
    requireKnownProject(db, body.project);
    const id = insertSegment(db, authorOf(caller), {
      name: body.name,
      constraints: body.constraints,
      createdAt: isoNow(),
      ...(body.description ? { description: body.description } : {}),
      ...(body.project ? { project: body.project } : {}),
    });
    return requireSegment(db, id);
  });
}

export function editSegment(db: Db, caller: Principal, id: number, body: UpsertSegmentBody): void {
  writeTransaction(db, () => {
    requireSegment(db, id);
    if (segmentNameTaken(db, body.name, id)) throw nameTaken(body.name);
    requireKnownProject(db, body.project);
    if (!holds(caller, 'SKIP_CHANGE_REQUEST')) {
      for (const use of strategiesUsingSegment(db, id)) {
        if (requireProjectEnvironment(db, use.projectId, use.environment).changeRequestsEnabled) {
          throw new MissingPermission('SKIP_CHANGE_REQUEST', use.environment);
        }
      }
    }
    updateSegment(db, authorOf(caller), id, { name: body.name, description: body.description ?? null, project: body.project ?? null, constraints: body.constraints });
  });
}

/** Refused while any strategy names the segment (409 naming the flags; Unleash answers that 409 with no body). */
export function removeSegment(db: Db, caller: Principal, id: number): void {
  writeTransaction(db, () => {
    requireSegment(db, id);
    const uses = strategiesUsingSegment(db, id);
    if (uses.length > 0) {
      const flags = [...new Set(uses.map((use) => use.featureName))];
      throw new InvalidOperation(`Segment ${id} is in use by ${uses.length} ${uses.length === 1 ? 'strategy' : 'strategies'} of the flags ${flags.map((flag) => `"${flag}"`).join(', ')}; remove it from them first.`);
    }
    deleteSegment(db, authorOf(caller), id);
  });
}
