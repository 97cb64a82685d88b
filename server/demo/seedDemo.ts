import { constraintInputSchema, dependencyBodySchema, strategyBodySchema, variantsBodySchema } from '../../contract/adminRequests';
import type { Constraint } from '../../contract/feature';
import type { RootRoleName } from '../auth/permissions';
import { addDependency } from '../store/dependencies';
import { enableEnvironmentForProject, insertEnvironment, projectEnvironments, setChangeRequestSettings } from '../store/environments';
import { archiveFeature, createFeature, setFeatureEnabled, setLastSeen, setLifecycleStage } from '../store/featureWrite';
import { systemAuthor, userAuthor, type EventAuthor } from '../store/events';
import type { Db } from '../store/openDatabase';
import { createPat } from '../store/pats';
import { insertProject } from '../store/projects';
import { insertSegment } from '../store/segments';
import { addStrategy } from '../store/strategies';
import { createStrategyDefinition } from '../store/strategyDefinitions';
import { addTag } from '../store/tags';
import { insertUser } from '../store/users';
import { normaliseVariants, setVariants } from '../store/variants';
import { seedDemoChangeRequests } from './demoChangeRequests';
import { demoCustomStrategy, demoFlags, type DemoSegment } from './demoFlags';
import { seedDemoIntegrations } from './demoIntegrations';
import { seedDemoMetrics } from './demoMetrics';
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

    const users = new Map<string, number>();
    const authors = new Map<string, EventAuthor>();
    const signIns: DemoSignIn[] = [];
    for (const user of demoUsers) {
      const id = insertUser(db, { ...user, createdAt: ago(300, now) });
      users.set(user.username, id);
      authors.set(user.username, userAuthor({ id, email: user.email, username: user.username }));
      const createdAt = ago(1, now);
      const pat = createPat(db, { ...userAuthor({ id, email: user.email, username: user.username }), at: createdAt }, id, { description: 'Demo sign-in', expiresAt: ahead(365, now), createdAt });
      signIns.push({ username: user.username, rootRole: user.rootRole, token: pat.secret });
    }
    const history = demoHistory(authors, now);
    setChangeRequestSettings(db, history.by(0, ago(200, now)), 'default', 'production', { enabled: true, requiredApprovals: 2 });

    const segmentIds = new Map<DemoSegment, number>();
    for (const [index, name] of demoSegmentNames.entries()) {
      const segment = demoSegments[name];
      const constraints = segment.constraints.map((c) => constraintInputSchema.parse(c));
      const createdAt = ago(150 - index, now);
      segmentIds.set(name, insertSegment(db, history.by(index, createdAt), { name, description: segment.description, constraints, createdAt }));
    }

    createStrategyDefinition(db, history.by(1, ago(60, now)), demoCustomStrategy);
    seedFlags(db, history, segmentIds, now);
    seedDemoChangeRequests(db, users, now);
    seedDemoServiceAccounts(db, now);
    seedDemoMetrics(db, demoFlags(now), now);
    seedDemoIntegrations(db, now);
    return signIns;
  })();
}

/**
 * Who made each change of the demo, and when: the people of the demo in turn, at moments placed
 * between a flag's creation and now (or its archiving), so History reads as months of work.
 */
function demoHistory(authors: Map<string, EventAuthor>, now: number) {
  const people = ['alice', 'pm', 'bob'].map((name) => authors.get(name) ?? systemAuthor);
  const by = (turn: number, at: string): EventAuthor => ({ ...(people[turn % people.length] ?? systemAuthor), at });
  return { by, person: (name: string, at: string): EventAuthor => ({ ...(authors.get(name) ?? systemAuthor), at }), at: (daysAgo: number) => ago(daysAgo, now) };
}
type DemoHistory = ReturnType<typeof demoHistory>;

/** When a flag was switched on in each environment: a tenth, three tenths and half of its life. */
const switchedOnAfter: Record<string, number> = { development: 0.1, staging: 0.3, production: 0.5 };

function seedFlags(db: Db, history: DemoHistory, segmentIds: Map<DemoSegment, number>, now: number): void {
  const flags = demoFlags(now);
  for (const [turn, flag] of flags.entries()) {
    const ended = flag.archived ? Math.max(flag.ageDays - 30, 1) : 0;
    const day = (fraction: number) => history.at(flag.ageDays - (flag.ageDays - ended) * fraction);
    const minutesLater = (minutes: number) => history.at(flag.ageDays - minutes / (24 * 60));
    createFeature(db, history.by(turn, day(0)), flag.project, {
      name: flag.name, type: flag.type, description: flag.description, impressionData: flag.impressionData,
      stale: flag.stale, favorite: flag.favorite, createdAt: ago(flag.ageDays, now),
    });
    for (const [index, tag] of (flag.tags ?? []).entries()) addTag(db, history.by(turn, minutesLater(2 + index)), flag.name, tag);
    const environments = projectEnvironments(db, flag.project);
    for (const environment of environments) {
      const name = environment.name;
      if (name !== 'development' && name !== 'staging' && name !== 'production') continue;
      for (const [index, strategy] of (flag.strategies?.[name] ?? []).entries()) {
        const body = strategyBodySchema.parse({ ...strategy, segments: (strategy.segments ?? []).map((s) => segmentIds.get(s)) });
        addStrategy(db, history.by(turn + 1, minutesLater(10 + index)), flag.name, name, body);
      }
      const variants = flag.variants?.[name];
      if (variants) setVariants(db, history.by(turn + 1, minutesLater(20)), flag.name, name, normaliseVariants(variantsBodySchema.parse(variants)));
      if (flag.enabled?.includes(name)) {
        setFeatureEnabled(db, history.by(turn + 2, day(switchedOnAfter[name] ?? 0.5)), flag.name, environment, true);
        if (flag.lastSeenMinutesAgo !== undefined) setLastSeen(db, flag.name, name, minutesAgo(flag.lastSeenMinutesAgo, now));
      }
    }
    const stage = flag.lifecycle ?? (flag.enabled?.includes('production') ? 'live' : flag.enabled?.length ? 'pre-live' : 'initial');
    setLifecycleStage(db, flag.name, stage, ago(Math.max(flag.ageDays - 2, 0), now));
  }
  const ageOf = new Map(flags.map((flag) => [flag.name, flag.ageDays]));
  for (const [turn, flag] of flags.entries()) {
    if (!flag.dependsOn) continue;
    const dependency = dependencyBodySchema.parse(flag.dependsOn);
    const at = history.at(Math.min(flag.ageDays, ageOf.get(dependency.feature) ?? flag.ageDays) * 0.95);
    addDependency(db, history.by(turn, at), flag.project, flag.name, dependency);
  }
  for (const [turn, flag] of flags.entries()) {
    if (flag.archived) archiveFeature(db, history.by(turn, ago(Math.max(flag.ageDays - 30, 1), now)), flag.name);
  }
  seedRecentIncident(db, history);
}

/**
 * The last hours of the demo: checkout-v2 switched off in production during an incident and on
 * again once it was over, by an admin going around the two approvals production requires, so
 * History has something to say about today.
 */
function seedRecentIncident(db: Db, history: DemoHistory): void {
  const production = projectEnvironments(db, 'default').find((environment) => environment.name === 'production');
  if (!production) return;
  const skipped = { skippedApprovals: production.requiredApprovals };
  setFeatureEnabled(db, { ...history.person('alice', history.at(3 / 24)), ...skipped }, 'checkout-v2', production, false);
  setFeatureEnabled(db, { ...history.person('alice', history.at(2.5 / 24)), ...skipped }, 'checkout-v2', production, true);
}
