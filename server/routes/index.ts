import type { FastifyInstance } from 'fastify';
import { registerApiTokenRoutes } from './apiTokens';
import { registerAuthRoutes } from './auth';
import { registerChangeRequestRoutes } from './changeRequests';
import { registerChangeRequestWorkflowRoutes } from './changeRequestWorkflow';
import { registerClientApiRoutes } from './clientApi';
import { registerContextFieldRoutes } from './contextFields';
import type { RouteContext } from './context';
import { registerCurrentUserRoutes } from './currentUser';
import { registerDependencyRoutes } from './dependencies';
import { registerDocsRoutes } from './docs';
import { registerEventRoutes } from './events';
import { registerEventStreamRoutes } from './eventStream';
import { registerFeatureLifecycleRoutes } from './featureLifecycle';
import { registerFeatureRoutes } from './features';
import { registerPlaygroundRoutes } from './playground';
import { registerProjectRoutes } from './projects';
import { registerSegmentRoutes } from './segments';
import { registerServiceAccountRoutes } from './serviceAccounts';
import { registerStrategyRoutes } from './strategies';
import { registerTagRoutes } from './tags';
import { registerUserAdminRoutes } from './userAdmin';
import { registerVariantRoutes } from './variants';

/** The admin and client APIs' routes, and their documentation; the frontend API is a plugin of its own (`frontendApi.ts`). */
export function registerRoutes(app: FastifyInstance, context: RouteContext): void {
  registerProjectRoutes(app, context);
  registerFeatureRoutes(app, context);
  registerFeatureLifecycleRoutes(app, context);
  registerStrategyRoutes(app, context);
  registerVariantRoutes(app, context);
  registerDependencyRoutes(app, context);
  registerTagRoutes(app, context);
  registerChangeRequestRoutes(app, context);
  registerChangeRequestWorkflowRoutes(app, context);
  registerServiceAccountRoutes(app, context);
  registerCurrentUserRoutes(app, context);
  registerApiTokenRoutes(app, context);
  registerClientApiRoutes(app, context);
  registerDocsRoutes(app);
  registerPlaygroundRoutes(app, context);
  registerSegmentRoutes(app, context);
  registerContextFieldRoutes(app, context);
  registerEventRoutes(app, context);
  registerEventStreamRoutes(app, context);
  registerUserAdminRoutes(app, context);
  registerAuthRoutes(app, context);
}
