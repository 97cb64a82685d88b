import type { FastifyInstance } from 'fastify';
import { registerApiTokenRoutes } from './apiTokens';
import { registerChangeRequestChangeRoutes } from './changeRequestChanges';
import { registerChangeRequestRoutes } from './changeRequests';
import { registerChangeRequestSearchRoutes } from './changeRequestSearch';
import { registerChangeRequestWorkflowRoutes } from './changeRequestWorkflow';
import { registerClientApiRoutes } from './clientApi';
import type { RouteContext } from './context';
import { registerCurrentUserRoutes } from './currentUser';
import { registerDependencyRoutes } from './dependencies';
import { registerFeatureEnvironmentRoutes } from './featureEnvironments';
import { registerFeatureRoutes } from './features';
import { registerFrontendApiRoutes } from './frontendApi';
import { registerPlaygroundRoutes } from './playground';
import { registerProjectRoutes } from './projects';
import { registerServiceAccountRoutes } from './serviceAccounts';
import { registerStrategyRoutes } from './strategies';
import { registerTagRoutes } from './tags';
import { registerVariantRoutes } from './variants';

export function registerRoutes(app: FastifyInstance, context: RouteContext): void {
  registerProjectRoutes(app, context);
  registerFeatureRoutes(app, context);
  registerFeatureEnvironmentRoutes(app, context);
  registerStrategyRoutes(app, context);
  registerVariantRoutes(app, context);
  registerDependencyRoutes(app, context);
  registerTagRoutes(app, context);
  registerChangeRequestRoutes(app, context);
  registerChangeRequestChangeRoutes(app, context);
  registerChangeRequestWorkflowRoutes(app, context);
  registerChangeRequestSearchRoutes(app, context);
  registerServiceAccountRoutes(app, context);
  registerCurrentUserRoutes(app, context);
  registerApiTokenRoutes(app, context);
  registerClientApiRoutes(app, context);
  registerFrontendApiRoutes(app, context);
  registerPlaygroundRoutes(app, context);
}
