import type { ChangeRequestScheduler } from '../scheduler/changeRequestScheduler';
import type { Db } from '../store/openDatabase';

/** What route modules are given: the store, and the scheduler that applies scheduled change requests. */
export interface RouteContext {
  db: Db;
  scheduler: ChangeRequestScheduler;
}
