import { createHash } from 'node:crypto';
import { z } from 'zod';
import { unleashApiVersion, type InstanceStatistics } from '../../contract/instance';
import type { Db } from './openDatabase';
import { readSetting } from './settings';
import { listStrategyDefinitions } from './strategyDefinitions';

const instanceInfo = z.object({ id: z.string() });

/** The instance's id, made once when its store was made. */
export function instanceId(db: Db): string {
  return readSetting(db, 'instanceInfo', instanceInfo)?.id ?? '';
}

const count = (db: Db, sql: string, ...values: Array<string | number>): number =>
  db.cached<Array<string | number>, { n: number }>(`SELECT count(*) AS n FROM ${sql}`).get(...values)?.n ?? 0;

/** What Unleash's instance statistics count, of what the embedded service holds. */
export function instanceStatistics(db: Db, now: Date, passwordAuthEnabled: boolean, oidcEnabled: boolean): InstanceStatistics {
  const since = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const counts = {
    instanceId: instanceId(db),
    timestamp: now.toISOString(),
    versionOSS: unleashApiVersion,
    versionEnterprise: '',
    users: count(db, 'users WHERE is_service = 0'),
    serviceAccounts: count(db, 'users WHERE is_service = 1'),
    apiTokens: {
      admin: count(db, "api_tokens WHERE type = 'admin'"),
      frontend: count(db, "api_tokens WHERE type = 'frontend'"),
      backend: count(db, "api_tokens WHERE type = 'client'"),
    },
    featureToggles: count(db, 'features WHERE archived_at IS NULL'),
    archivedFeatureToggles: count(db, 'features WHERE archived_at IS NOT NULL'),
    projects: count(db, 'projects'),
    contextFields: count(db, 'context_fields'),
    roles: 3,
    groups: 0,
    environments: count(db, 'environments'),
    segments: count(db, 'segments'),
    strategies: listStrategyDefinitions(db).length,
    SAMLenabled: false,
    OIDCenabled: oidcEnabled,
    passwordAuthEnabled,
    SCIMenabled: false,
    clientApps: [
      { range: '7d' as const, count: count(db, 'client_applications WHERE last_seen >= ?', since(7)) },
      { range: '30d' as const, count: count(db, 'client_applications WHERE last_seen >= ?', since(30)) },
      { range: 'allTime' as const, count: count(db, 'client_applications') },
    ],
  };
  // Unleash signs its statistics with a sha256 of them, so a copy sent on can be checked.
  return { ...counts, sum: createHash('sha256').update(JSON.stringify(counts)).digest('hex') };
}
