import type { SeenAtRecorder } from '../auth/seenAtRecorder';
import type { AllowedOrigins } from '../http/cors';
import type { EvaluatorCache } from '../frontendApi/evaluatorCache';
import type { Db } from '../store/openDatabase';

/** What route modules are given: the store and the app's in-memory helpers. */
export interface RouteContext {
  db: Db;
  frontendApiEnabled: boolean;
  corsOrigins: AllowedOrigins;
  evaluators: EvaluatorCache;
  seenAt: SeenAtRecorder;
}
