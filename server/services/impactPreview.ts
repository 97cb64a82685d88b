import type { ClientFeatures } from '../../contract';
import type { ImpactPreview, ImpactRequest } from '../../contract/impact';
import { BadData, DomainError } from '../domain/errors';
import { compareAudiences, type PreviewAudience } from '../evaluation/impactComparison';
import { applyChange } from '../store/changeRequestApply';
import { buildClientFeatures } from '../store/clientFeatures';
import { systemAuthor } from '../store/events';
import { dependencyCircle } from '../store/dependencies';
import { requireProjectEnvironment } from '../store/environments';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { listSavedAudiences } from '../store/savedAudiences';
import { writeTransaction } from '../store/writeTransaction';
import { checkedPayload } from './changeRequestDrafts';

/**
 * The impact preview: the proposed changes are checked as a change request checks them, then
 * written by the very functions that apply a change request, inside a transaction that is rolled
 * back once the configuration after them has been read. So what is previewed is what applying
 * would write, defaults included (switching on a flag without strategies adds one), and nothing
 * of it is kept.
 */

interface Around { before: ClientFeatures; after: ClientFeatures; affected: string[]; environment: string }

/** Carries what was read out of the transaction it rolls back. */
class RollBack extends Error {
  constructor(readonly around: Around) {
    super('the preview rolls back');
  }
}

/** A change's problem named at its place in the request (`changes.1.payload.parameters.rollout`). */
function atChange<T>(index: number, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const prefix = `changes.${index}`;
    const details = error instanceof BadData
      ? error.details.map((detail) => ({ message: `${prefix}: ${detail.message}`, path: detail.path ? `${prefix}.payload.${detail.path}` : prefix }))
      : [{ message: `${prefix}: ${error.message}`, path: prefix }];
    throw new BadData(`${prefix}: ${error.message}`, details);
  }
}

function configurationsAround(db: Db, target: { projectId: string; environment: string }, changes: ImpactRequest['changes']): Around {
  try {
    writeTransaction(db, () => {
      requireProject(db, target.projectId);
      const environment = requireProjectEnvironment(db, target.projectId, target.environment).name;
      const checked = changes.map((change, index) => ({ ...change, payload: atChange(index, () => checkedPayload(db, target.projectId, environment, change)) }));
      const { affected, needed } = dependencyCircle(db, [...new Set(checked.map((change) => change.feature))]);
      const before = buildClientFeatures(db, environment, [target.projectId], { features: needed, segments: [] });
      checked.forEach((change, index) => atChange(index, () => applyChange(db, systemAuthor, { project: target.projectId, environment, ...change })));
      const after = buildClientFeatures(db, environment, [target.projectId], { features: needed, segments: [] });
      throw new RollBack({ before, after, affected, environment });
    });
  } catch (error) {
    if (error instanceof RollBack) return error.around;
    throw error;
  }
  throw new Error('the preview transaction ended without rolling back');
}

export function previewImpact(db: Db, target: { projectId: string; environment: string }, request: ImpactRequest): ImpactPreview {
  const { before, after, affected, environment } = configurationsAround(db, target, request.changes);
  const saved = listSavedAudiences(db).map((audience): PreviewAudience => ({ name: audience.name, id: audience.id, source: 'saved', context: audience.context }));
  const given = (request.contexts ?? []).map((entry): PreviewAudience => ({ ...entry, source: 'given' }));
  return {
    environment,
    flags: affected,
    savedAudiences: saved.length,
    givenContexts: given.length,
    audiences: compareAudiences(before, after, affected, [...saved, ...given]),
  };
}
