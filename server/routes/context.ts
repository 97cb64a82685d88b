import type { ChangeRequestScheduler } from '../scheduler/changeRequestScheduler';
import type { SignInContext } from '../services/signIn';
import type { Db } from '../store/openDatabase';

/** What route modules are given: the store, the scheduler that applies scheduled change requests, and password sign-in's sessions and limits. */
export interface RouteContext {
  db: Db;
  scheduler: ChangeRequestScheduler;
  people: SignInContext;
}
