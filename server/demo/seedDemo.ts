import { constraintInputSchema, dependencyBodySchema, strategyBodySchema, variantsBodySchema } from '../../contract/adminRequests';
import type { Constraint } from '../../contract/feature';
import type { RootRoleName } from '../auth/permissions';
import { addDependency } from '../store/dependencies';
import { enableEnvironmentForProject, insertEnvironment, projectEnvironments, setChangeRequestSettings } from '../store/environments';
import { archiveFeature, createFeature, setFeatureEnabled, setLastSeen, setLifecycleStage } from '../store/featureWrite';
import type { Db } from '../store/openDatabase';
import { createPat } from '../store/pats';
import { insertProject } from '../store/projects';
import { insertSegment } from '../store/segments';
import { addStrategy } from '../store/strategies';
import { addTag } from '../store/tags';
import { insertUser } from '../store/users';
import { normaliseVariants, setVariants } from '../store/variants';
import { seedDemoChangeRequests } from './demoChangeRequests';
import { demoFlags, type DemoSegment } from './demoFlags';
import { seedDemoServiceAccounts } from './demoServiceAccounts';
import { ago, ahead, minutesAgo } from './time';

/** A demo user's personal access token, printed once at the start that created it. */
export interface DemoSignIn { username: string; rootRole: RootRoleName; token: string }

export const demoUsers = [
  { username: 'alice', name: 'Alice Admin', email: 'alice@example.com', rootRole: 'Admin' },
  { username: 'pm', name: 'Priya (product)', email: 'pm@example.com', rootRole: 'Editor' },
  { username: 'bob', name: 'Bob Builder', email: 'bob@example.com', rootRole: 'Editor' },
  { username: 'victor', name: 'Victor Viewer', email: 'victor@example.com', rootRole: 'Viewer' },
] as const;

const demoSegmentNames: DemoSegment[] = ['beta-testers', 'eu-customers', 'internal-staff'];
const demoSegments: Record<DemoSegment, { description: string; constraints: Constraint[] }> = {
  'beta-testers': {
    description: 'People who signed up for early features',
    constraints: [{ contextName: 'userId', operator: 'IN', values: ['user-1001', 'user-1002', 'user-1003', 'user-2001'] }],
  },
  'eu-customers': {
    description: 'Customers served from EU regions',
    constraints: [{ contextName: 'region', operator: 'IN', values: ['eu-west', 'eu-central', 'eu-north'] }],
  },
  'internal-staff': {
    description: 'Anyone with a company e-mail address',
    constraints: [{ contextName: 'email', operator: 'STR_ENDS_WITH', values: ['@flagdeck.dev'], caseInsensitive: true }],
  },
};

/**
 * Fills an empty store with a demo that shows every page at its best, dated relative to now.
 * Everything goes through the store functions and the API's validation, in one transaction.
 */
export function seedDemo(db: Db, now = Date.now()): DemoSignIn[] {
  return db.transaction(() => {
    insertEnvironment(db, { name: 'staging', type: 'preproduction', sortOrder: 150 });
    insertProject(db, { id: 'payments', name: 'Payments', description: 'Cards, wallets and invoices', createdAt: ago(200, now) });
    for (const project of ['default', 'payments']) {
      for (const environment of ['development', 'staging', 'production']) enableEnvironmentForProject(db, project, environment);
    }
    setChangeRequestSettings(db, 'default', 'production', { enabled: true, requiredApprovals: 2 });

    const users = new Map<string, number>();
    const signIns: DemoSignIn[] = [];
    for (const user of demoUsers) {
      const id = insertUser(db, { ...user, createdAt: ago(300, now) });
      users.set(user.username, id);
      const pat = createPat(db, id, { description: 'Demo sign-in', expiresAt: ahead(365, now), createdAt: ago(1, now) });
      signIns.push({ username: user.username, rootRole: user.rootRole, token: pat.secret });
    }

    const segmentIds = new Map<DemoSegment, number>();
    for (const name of demoSegmentNames) {
      const segment = demoSegments[name];
      const constraints = segment.constraints.map((c) => constraintInputSchema.parse(c));
      segmentIds.set(name, insertSegment(db, { name, description: segment.description, constraints, createdAt: ago(150, now) }));
    }

    seedFlags(db, segmentIds, now);
    seedDemoChangeRequests(db, users, now);
    seedDemoServiceAccounts(db, now);
    return signIns;
  })();
}

function seedFlags(db: Db, segmentIds: Map<DemoSegment, number>, now: number): void {
  const flags = demoFlags(now);
  for (const flag of flags) {
    createFeature(db, flag.project, {
      name: flag.name, type: flag.type, description: flag.description, impressionData: flag.impressionData,
      stale: flag.stale, favorite: flag.favorite, createdAt: ago(flag.ageDays, now),
    });
    const environments = projectEnvironments(db, flag.project);
    for (const environment of environments) {
      const name = environment.name;
      if (name !== 'development' && name !== 'staging' && name !== 'production') continue;
      for (const strategy of flag.strategies?.[name] ?? []) {
        const body = strategyBodySchema.parse({ ...strategy, segments: (strategy.segments ?? []).map((s) => segmentIds.get(s)) });
        addStrategy(db, flag.name, name, body);
      }
      const variants = flag.variants?.[name];
      if (variants) setVariants(db, flag.name, name, normaliseVariants(variantsBodySchema.parse(variants)));
      if (flag.enabled?.includes(name)) {
        setFeatureEnabled(db, flag.name, environment, true);
        if (flag.lastSeenMinutesAgo !== undefined) setLastSeen(db, flag.name, name, minutesAgo(flag.lastSeenMinutesAgo, now));
      }
    }
    for (const tag of flag.tags ?? []) addTag(db, flag.name, tag);
    const stage = flag.lifecycle ?? (flag.enabled?.includes('production') ? 'live' : flag.enabled?.length ? 'pre-live' : 'initial');
    setLifecycleStage(db, flag.name, stage, ago(Math.max(flag.ageDays - 2, 0), now));
  }
  for (const flag of flags) {
    if (flag.dependsOn) addDependency(db, flag.project, flag.name, dependencyBodySchema.parse(flag.dependsOn));
  }
  for (const flag of flags) {
    if (flag.archived) archiveFeature(db, flag.name, ago(Math.max(flag.ageDays - 30, 1), now));
  }
}
