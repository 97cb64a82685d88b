import type { Db } from '../store/openDatabase';
import { systemAuthor, userAuthor } from '../store/events';
import { createPat } from '../store/pats';
import { findUserByUsername, insertUser } from '../store/users';
import { ago, ahead, minutesAgo, neverExpires } from './time';

/**
 * Two service accounts whose tokens cover every state the service accounts page shows: never
 * used, used recently, expiring in 3 days, expired, never expiring. The secrets are thrown away:
 * these tokens exist to be audited, not used.
 */
export function seedDemoServiceAccounts(db: Db, now: number): void {
  // The tokens were issued by an admin at their creation time (alice, the demo's admin).
  const issuedBy = findUserByUsername(db, 'alice');
  const issue = (account: number, input: Parameters<typeof createPat>[3] & { createdAt: string }) => {
    createPat(db, { ...(issuedBy ? userAuthor(issuedBy) : systemAuthor), at: input.createdAt }, account, input);
  };
  const ci = insertUser(db, { name: 'CI pipeline', username: 'ci-pipeline', rootRole: 'Editor', isServiceAccount: true, createdAt: ago(240, now) });
  issue(ci, { description: 'GitHub Actions deploy job', createdAt: ago(120, now), expiresAt: neverExpires, seenAt: minutesAgo(4, now) });
  issue(ci, { description: 'Nightly flag cleanup script', createdAt: ago(88, now), expiresAt: ahead(3, now), seenAt: ago(1, now) });
  issue(ci, { description: 'Old Jenkins job', createdAt: ago(200, now), expiresAt: ago(10, now), seenAt: ago(15, now) });
  issue(ci, { description: 'Release train bot (not set up yet)', createdAt: ago(2, now), expiresAt: ahead(90, now), seenAt: null });

  const dashboards = insertUser(db, { name: 'Grafana dashboards', username: 'grafana-reader', rootRole: 'Viewer', isServiceAccount: true, createdAt: ago(180, now) });
  issue(dashboards, { description: 'Grafana flag panel', createdAt: ago(60, now), expiresAt: ahead(300, now), seenAt: minutesAgo(1, now) });
  issue(dashboards, { description: 'Temporary audit export', createdAt: ago(27, now), expiresAt: ahead(3, now), seenAt: null });
}
