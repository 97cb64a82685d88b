import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { addChangesBodySchema, changePayloadSchemas, type AddChangeBody } from '../../contract/changeRequestRequests';
import { holds } from '../auth/principal';
import { changeRequestLimits } from '../../contract/limits';
import { actionPermission } from '../domain/changeRequestWorkflow';
import { signedIn, principalOf, requires } from '../http/access';
import { BadData, InvalidOperation, MissingPermission, NotAllowed, NotFound } from '../domain/errors';
import { parseInput } from '../http/parse';
import { insertChangeRequest, readChangeRequest } from '../store/changeRequests';
import { snapshotOf } from '../store/changeRequestSnapshots';
import { deleteChange, findDraft, keepChanges } from '../store/changeRequestWrite';
import { requireProjectEnvironment } from '../store/environments';
import { requireFeature } from '../store/featureWrite';
import { isoNow } from '../store/json';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { writeTransaction } from '../store/writeTransaction';
import { readStrategy, requireSegments } from '../store/strategies';
import { normaliseVariants } from '../store/variants';
import { changeRequestParams, requireChangeRequest, requireUser } from './changeRequestAccess';
import type { RouteContext } from './context';
import { projectParams } from './params';

/** A change checked and made ready to keep: its payload as the service will apply it. */
function checkedPayload(db: Db, project: string, environment: string, change: AddChangeBody): unknown {
  requireFeature(db, project, change.feature);
  switch (change.action) {
    case 'patchVariant': {
      const { variants } = parseInput(changePayloadSchemas.patchVariant, change.payload, 'change payload');
      return { variants: normaliseVariants(variants) };
    }
    // A segment named now but gone by the time the request applies is still refused then.
    case 'addStrategy': {
      const payload = parseInput(changePayloadSchemas.addStrategy, change.payload, 'change payload');
      requireSegments(db, payload.segments ?? []);
      return payload;
    }
    case 'updateStrategy': {
      const payload = parseInput(changePayloadSchemas.updateStrategy, change.payload, 'change payload');
      readStrategy(db, change.feature, environment, payload.id);
      requireSegments(db, payload.segments ?? []);
      return payload;
    }
    case 'deleteStrategy': {
      const payload = parseInput(changePayloadSchemas.deleteStrategy, change.payload, 'change payload');
      readStrategy(db, change.feature, environment, payload.id);
      return payload;
    }
    default:
      return parseInput(changePayloadSchemas[change.action], change.payload, 'change payload');
  }
}

export function registerChangeRequestChangeRoutes(app: FastifyInstance, { db }: RouteContext): void {
  // Unleash's "create or add to a change request": the change goes into the caller's open Draft
  // for this environment, or a new Draft.
  app.post(
    '/api/admin/projects/:projectId/environments/:environment/change-requests',
    requires('CREATE_CHANGE_REQUEST', 'environment'),
    async (request) => {
      const { projectId, environment: environmentName } = parseInput(projectParams.extend({ environment: z.string() }), request.params, 'path');
      const body = parseInput(addChangesBodySchema, request.body);
      const principal = principalOf(request);
      const userId = requireUser(principal, 'A change request');
      requireProject(db, projectId);
      const environment = requireProjectEnvironment(db, projectId, environmentName);
      if (!environment.changeRequestsEnabled) {
        throw new BadData(`Change requests are not enabled for ${environment.name} in project "${projectId}"; change the flag directly.`);
      }
      const changes = body.map((change) => {
        const permission = actionPermission[change.action];
        if (!holds(principal, permission)) throw new MissingPermission(permission, environment.name);
        return { ...change, payload: checkedPayload(db, projectId, environment.name, change) };
      });

      const at = isoNow();
      const id = writeTransaction(db, () => {
        const draft = findDraft(db, projectId, environment.name, userId) ?? insertChangeRequest(db, {
          project: projectId, environment: environment.name, minApprovals: environment.requiredApprovals,
          createdBy: userId, createdAt: at, state: 'Draft',
        });
        const kept = keepChanges(db, draft, changes.map((change) => {
          const current = snapshotOf(db, { project: projectId, environment: environment.name, ...change });
          return { ...change, snapshot: current.kind === 'state' ? current.value : undefined, createdBy: userId, createdAt: at };
        }), changeRequestLimits.changes);
        if (!kept.kept) {
          throw new BadData(
            `A change request holds at most ${changeRequestLimits.changes} changes. Change request ${draft} has ${kept.holds}; this would make it ${kept.wouldHold}.`,
          );
        }
        return draft;
      });
      return readChangeRequest(db, id);
    },
  );

  // Unleash's "discard a change": a draft's author takes a change out again.
  app.delete('/api/admin/projects/:projectId/change-requests/:id/changes/:changeId', signedIn, async (request, reply) => {
    const { changeId } = parseInput(changeRequestParams.extend({ changeId: z.string() }), request.params, 'path');
    const answer = writeTransaction(db, () => {
      const changeRequest = requireChangeRequest(db, request);
      if (changeRequest.createdBy.id !== requireUser(principalOf(request), 'A change request')) {
        throw new NotAllowed('Only the author of a change request may discard its changes.');
      }
      if (changeRequest.state !== 'Draft') throw new InvalidOperation(`Changes can be discarded from a Draft only; this change request is ${changeRequest.state}.`);
      if (!/^[1-9]\d{0,15}$/.test(changeId) || !deleteChange(db, changeRequest.id, Number(changeId))) {
        throw new NotFound(`Change "${changeId}" is not part of change request ${changeRequest.id}.`);
      }
      return readChangeRequest(db, changeRequest.id);
    });
    return reply.status(200).send(answer);
  });
}
