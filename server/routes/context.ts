import type { EventFeed } from '../live/eventFeed';
import type { IntegrationSettings } from '../services/addonWrites';
import type { FrontendOrigins } from '../services/frontendOrigins';
import type { MetricsRecorder } from '../metrics/metricsRecorder';
import type { ChangeRequestScheduler } from '../scheduler/changeRequestScheduler';
import type { SignInContext } from '../services/signIn';
import type { Db } from '../store/openDatabase';
import type { PendingSignIns } from '../oidc/pendingSignIns';
import type { RelyingParty } from '../oidc/relyingParty';
import type { OidcSettings } from '../oidc/settings';

/** Single sign-on, when it is set up: its settings, the relying party and the sign-ins under way. */
export interface SingleSignOn {
  settings: OidcSettings;
  relyingParty: RelyingParty;
  pending: PendingSignIns;
}

/** What route modules are given: the store, the scheduler that applies scheduled change requests, password sign-in's sessions and limits, single sign-on, the live feed of the event log, exposure metrics, and where integrations may deliver. */
export interface RouteContext {
  db: Db;
  scheduler: ChangeRequestScheduler;
  people: SignInContext;
  oidc?: SingleSignOn | undefined;
  live: EventFeed;
  /** Exposure metrics; none with `METRICS=off`. */
  metrics?: MetricsRecorder | undefined;
  /** Where integrations may deliver (`INTEGRATION_ALLOWED_HOSTS`), checked as they are saved. */
  integrations: IntegrationSettings;
  /** Who may call the frontend API from a browser page (`CORS_ORIGINS`, or as an admin set it). */
  frontendOrigins: FrontendOrigins;
}
