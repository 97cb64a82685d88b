import type { ClientFeatures } from '../../contract/clientFeatures';
import type { AuditEvent, ConfigurationAt } from '../../contract/events';
import { requireProjectEnvironment } from '../store/environments';
import { eventsAfter } from '../store/events';
import type { Db } from '../store/openDatabase';
import { clientFeaturesOf, currentConfiguration, type Configuration } from './configuration';
import { globalSubjectTypes, stateAfter, subjectMatches, subjectOf } from './subjects';

/**
 * A project's flag configuration at a past moment, rebuilt from the configuration of now walked
 * back through the events since, newest first, each setting what it changed to its `preData`.
 * Events of different subjects commute, so what matters is that the events of one subject are
 * recorded in their order, which their transactions ensure. An import replaces configuration the
 * log does not hold flag by flag: a rebuild cannot go back past one, and says so.
 */
export interface Rebuilt {
  configuration: Configuration;
  /** The import the rebuild stopped at, where the moment lies before one. */
  stoppedAt?: AuditEvent;
  /** With `check`: each event whose subject did not match its `data` when its turn came (none in a sound log). */
  mismatches: string[];
}

/** A past moment: an instant, or just after an event was recorded. */
export type Moment = { at: string } | { id: number };

export function walkBack(configuration: Configuration, newestFirst: readonly AuditEvent[], options: { check?: boolean } = {}): Rebuilt {
  const mismatches: string[] = [];
  for (const event of newestFirst) {
    if (event.type === 'features-imported') return { configuration, stoppedAt: event, mismatches };
    const subject = subjectOf(event);
    if (!subject) continue;
    if (options.check && !subjectMatches(subject, configuration, stateAfter(event))) {
      mismatches.push(`event ${event.id} (${event.type} of ${event.featureName ?? event.project ?? 'the instance'}) does not match what is there`);
    }
    subject.write(configuration, event.preData === undefined || event.preData === null ? null : subject.shape(event.preData));
  }
  return { configuration, mismatches };
}

/** The project's configuration at `moment`, read and walked back in one read transaction. */
export function configurationAt(db: Db, project: string, moment: Moment, options: { check?: boolean } = {}): Rebuilt {
  return db.transaction(() => walkBack(currentConfiguration(db, project), eventsAfter(db, moment, project, globalSubjectTypes), options))();
}

/** What `GET /api/client/features` served for the project in one environment at `moment` (404 naming what is missing). */
export function clientFeaturesOfEnvironmentAt(db: Db, project: string, environment: string, at: string): ConfigurationAt {
  return db.transaction(() => {
    requireProjectEnvironment(db, project, environment);
    const { configuration, stoppedAt } = configurationAt(db, project, { at });
    return { at, project, environment, clientFeatures: clientFeaturesOf(configuration, environment), ...(stoppedAt ? { stoppedAt } : {}) };
  })();
}

/** What `GET /api/client/features` served in each of the project's environments at `moment`. */
export function clientFeaturesAt(db: Db, project: string, moment: Moment): { environments: Record<string, ClientFeatures>; stoppedAt?: AuditEvent } {
  const { configuration, stoppedAt } = configurationAt(db, project, moment);
  const environments = Object.fromEntries(configuration.environments.map((environment) => [environment, clientFeaturesOf(configuration, environment)]));
  return stoppedAt ? { environments, stoppedAt } : { environments };
}
