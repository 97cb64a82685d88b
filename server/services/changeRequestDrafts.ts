import { changePayloadSchemas, type AddChangeBody, type DraftChoice } from '../../contract/changeRequestRequests';
import type { ChangeRequest } from '../../contract/changeRequest';
import { changeRequestLimits } from '../../contract/limits';
import { holds, type Principal } from '../auth/principal';
import { actionPermission, editableStates } from '../domain/changeRequestWorkflow';
import { BadData, InvalidOperation, MissingPermission, NotAllowed, NotFound } from '../domain/errors';
import { parseInput } from '../domain/parseInput';
import { insertChangeRequest, readChangeRequest } from '../store/changeRequests';
import { snapshotOf } from '../store/changeRequestSnapshots';
import { countingApprovals, withdrawApprovals } from '../store/approvalBinding';
import { deleteChange, findDraft, keepChanges, setState } from '../store/changeRequestWrite';
import { requireProjectEnvironment } from '../store/environments';
import { requireFeature } from '../store/featureWrite';
import { isoNow } from '../store/json';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { checkDependency, readDependencies } from '../store/dependencies';
import { requireNoChildrenLeft } from '../store/featureArchive';
import { readStrategy, requireOwnStrategies, requireSegments } from '../store/strategies';
import { requireUsableStrategy } from '../store/strategyTypes';
import { normaliseVariants } from '../store/variants';
import { writeTransaction } from '../store/writeTransaction';
import type { EventAuthor } from '../store/events';
import { authorOf } from './eventAuthor';
import { idOf, requireUser, visibleChangeRequest, type ChangeRequestRef } from './changeRequestAccess';

/** A change checked and made ready to keep: its payload as the service will apply it. */
export function checkedPayload(db: Db, project: string, environment: string, change: AddChangeBody): unknown {
  requireFeature(db, project, change.feature);
  switch (change.action) {
    case 'patchVariant': {
      const { variants } = parseInput(changePayloadSchemas.patchVariant, change.payload, 'change payload');
      return { variants: normaliseVariants(variants) };
    }
    // A segment named now but gone by the time the request applies is still refused then.
    case 'addStrategy': {
      const payload = requireUsableStrategy(db, parseInput(changePayloadSchemas.addStrategy, change.payload, 'change payload'));
      requireSegments(db, payload.segments ?? []);
      return payload;
    }
    case 'updateStrategy': {
      const parsed = parseInput(changePayloadSchemas.updateStrategy, change.payload, 'change payload');
      const payload = requireUsableStrategy(db, parsed, { replacing: readStrategy(db, change.feature, environment, parsed.id).name });
      requireSegments(db, payload.segments ?? []);
      return payload;
    }
    case 'deleteStrategy': {
      const payload = parseInput(changePayloadSchemas.deleteStrategy, change.payload, 'change payload');
      readStrategy(db, change.feature, environment, payload.id);
      return payload;
    }
    case 'reorderStrategy': {
      const payload = parseInput(changePayloadSchemas.reorderStrategy, change.payload, 'change payload');
      requireOwnStrategies(db, change.feature, environment, payload);
      return payload;
    }
    case 'archiveFeature':
      requireNoChildrenLeft(db, [change.feature]);
      return parseInput(changePayloadSchemas.archiveFeature, change.payload, 'change payload') ?? {};
    case 'addDependency': {
      const payload = parseInput(changePayloadSchemas.addDependency, change.payload, 'change payload');
      checkDependency(db, project, change.feature, payload);
      return payload;
    }
    case 'deleteDependency': {
      const payload = parseInput(changePayloadSchemas.deleteDependency, change.payload, 'change payload') ?? {};
      const parent = payload.feature;
      if (parent !== undefined && !readDependencies(db, change.feature).some((dependency) => dependency.feature === parent)) {
        throw new NotFound(`Feature "${change.feature}" does not depend on "${parent}".`);
      }
      return payload;
    }
    default:
      return parseInput(changePayloadSchemas[change.action], change.payload, 'change payload');
  }
}

interface Place { project: string; environment: string; userId: number }

/** The draft the changes go into, or undefined for a new one. Call inside the write transaction. */
function draftFor(db: Db, choice: DraftChoice, { project, environment, userId }: Place): number | undefined {
  if (choice === undefined) return findDraft(db, project, environment, userId);
  if (choice === 'new') return undefined;
  const request = readChangeRequest(db, choice);
  // Someone else's draft is not even visible to the caller: it is named as missing, as a read would.
  if (!request || request.project !== project || request.environment !== environment || request.createdBy.id !== userId) {
    throw new NotFound(`You have no open change request ${choice} for ${environment} in project "${project}".`);
  }
  if (!editableStates.includes(request.state)) {
    throw new InvalidOperation(`Change request ${choice} is ${request.state}: changes go into a request that is ${editableStates.join(', ')}.`);
  }
  return request.id;
}

/**
 * After its author edited a request under review: the approvals given for the changes as they
 * were are withdrawn, saying why, and an Approved request short of approvals is In review again.
 */
function withdrawAfterEdit(db: Db, author: EventAuthor, changeRequestId: number, by: { userId: number; at: string }): void {
  const request = readChangeRequest(db, changeRequestId);
  if (!request || request.state === 'Draft') return;
  withdrawApprovals(db, changeRequestId, { reason: 'The changes were edited after this approval.', at: by.at });
  if (request.state === 'Approved' && countingApprovals(db, changeRequestId) < request.minApprovals) setState(db, author, changeRequestId, 'In review', by);
}

/**
 * Unleash's "create or add to a change request": the changes go into the caller's open Draft for
 * the environment (or the one `choice` names), or a new Draft, each with a snapshot of what it replaces. Checked and kept in
 * one transaction, so what was checked is what the draft keeps.
 */
export function addChanges(
  db: Db, caller: Principal, target: { projectId: string; environment: string }, body: readonly AddChangeBody[], choice?: DraftChoice,
): ChangeRequest | undefined {
  const userId = requireUser(caller, 'A change request');
  const at = isoNow();
  const id = writeTransaction(db, () => {
    requireProject(db, target.projectId);
    const environment = requireProjectEnvironment(db, target.projectId, target.environment);
    if (!environment.changeRequestsEnabled) {
      throw new BadData(`Change requests are not enabled for ${environment.name} in project "${target.projectId}"; change the flag directly.`);
    }
    const changes = body.map((change) => {
      const permission = actionPermission[change.action];
      if (!holds(caller, permission)) throw new MissingPermission(permission, environment.name);
      return { ...change, payload: checkedPayload(db, target.projectId, environment.name, change) };
    });
    const by = { ...authorOf(caller), at };
    const draft = draftFor(db, choice, { project: target.projectId, environment: environment.name, userId }) ?? insertChangeRequest(db, by, {
      project: target.projectId, environment: environment.name, minApprovals: environment.requiredApprovals,
      createdBy: userId, createdAt: at, state: 'Draft',
    });
    const kept = keepChanges(db, by, draft, changes.map((change) => {
      const current = snapshotOf(db, { project: target.projectId, environment: environment.name, ...change });
      return { ...change, snapshot: current.kind === 'state' ? current.value : undefined, createdBy: userId, createdAt: at };
    }), changeRequestLimits.changes);
    if (!kept.kept) {
      throw new BadData(
        `A change request holds at most ${changeRequestLimits.changes} changes. Change request ${draft} has ${kept.holds}; this would make it ${kept.wouldHold}.`,
      );
    }
    withdrawAfterEdit(db, by, draft, { userId, at });
    return draft;
  });
  return readChangeRequest(db, id);
}

/** Unleash's "discard a change": a draft's author takes a change out again. */
export function discardChange(db: Db, caller: Principal, ref: ChangeRequestRef, changeId: string): ChangeRequest | undefined {
  return writeTransaction(db, () => {
    const changeRequest = visibleChangeRequest(db, caller, ref);
    if (changeRequest.createdBy.id !== requireUser(caller, 'A change request')) {
      throw new NotAllowed('Only the author of a change request may discard its changes.');
    }
    if (!editableStates.includes(changeRequest.state)) {
      throw new InvalidOperation(`Changes can be discarded from a request that is ${editableStates.join(', ')}; this change request is ${changeRequest.state}.`);
    }
    const id = idOf(changeId);
    const held = changeRequest.features.reduce((count, feature) => count + (feature.changes?.length ?? 0), 0);
    if (changeRequest.state !== 'Draft' && held === 1 && changeRequest.features.some((feature) => feature.changes?.some((change) => change.id === id))) {
      throw new InvalidOperation(`This is the last change of change request ${changeRequest.id}, which is ${changeRequest.state}: cancel the request instead.`);
    }
    if (id === undefined || !deleteChange(db, authorOf(caller), changeRequest.id, id)) {
      throw new NotFound(`Change "${changeId}" is not part of change request ${changeRequest.id}.`);
    }
    const at = isoNow();
    withdrawAfterEdit(db, { ...authorOf(caller), at }, changeRequest.id, { userId: changeRequest.createdBy.id ?? 0, at });
    return readChangeRequest(db, changeRequest.id);
  });
}
