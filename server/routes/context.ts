import type { EventFeed } from '../live/eventFeed';
import type { ChangeRequestScheduler } from '../scheduler/changeRequestScheduler';
import type { SignInContext } from '../services/signIn';
import type { Db } from '../store/openDatabase';

/**
 * What route modules are given: the store, the scheduler that applies scheduled change requests,
 * password sign-in's sessions and limits, and the live feed of the event log.
 */
export interface RouteContext {
  db: Db;
  scheduler: ChangeRequestScheduler;
  people: SignInContext;
  live: EventFeed;
}
