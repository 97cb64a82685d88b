import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { changeRequestConfigBodySchema, type ChangeRequestConfig } from '../../contract/adminRequests';
import { actingUserId } from '../auth/principal';
import { signedIn, principalOf, requires } from '../http/access';
import { parseInput } from '../http/parse';
import { listOpenChangeRequests } from '../store/changeRequests';
import { projectEnvironments, requireProjectEnvironment, setChangeRequestSettings, type ProjectEnvironment } from '../store/environments';
import { requireProject } from '../store/projects';
import { writeTransaction } from '../store/writeTransaction';
import type { RouteContext } from './context';
import { projectParams } from './params';

const configEntry = (environment: ProjectEnvironment): ChangeRequestConfig[number] => ({
  environment: environment.name,
  type: environment.type,
  changeRequestEnabled: environment.changeRequestsEnabled,
  requiredApprovals: environment.requiredApprovals,
});

export function registerChangeRequestRoutes(app: FastifyInstance, { db }: RouteContext): void {
  // Seed 4.3.
  app.get('/api/admin/projects/:projectId/change-requests/open', signedIn, async (request) => {
    const { projectId } = parseInput(projectParams, request.params, 'path');
    requireProject(db, projectId);
    return listOpenChangeRequests(db, projectId, actingUserId(principalOf(request)));
  });

  app.get('/api/admin/projects/:projectId/change-requests/config', signedIn, async (request) => {
    const { projectId } = parseInput(projectParams, request.params, 'path');
    requireProject(db, projectId);
    return projectEnvironments(db, projectId).map(configEntry);
  });

  app.put(
    '/api/admin/projects/:projectId/environments/:environment/change-requests/config',
    requires('UPDATE_CHANGE_REQUEST_SETTINGS', 'environment'),
    async (request) => {
      const { projectId, environment } = parseInput(projectParams.extend({ environment: z.string() }), request.params, 'path');
      const body = parseInput(changeRequestConfigBodySchema, request.body);
      return writeTransaction(db, () => {
        requireProject(db, projectId);
        const current = requireProjectEnvironment(db, projectId, environment);
        setChangeRequestSettings(db, projectId, environment, {
          enabled: body.changeRequestsEnabled,
          requiredApprovals: body.requiredApprovals ?? current.requiredApprovals,
        });
        return configEntry(requireProjectEnvironment(db, projectId, environment));
      });
    },
  );
}
