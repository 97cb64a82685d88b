import { deliverableEvents } from '../integrations/providers';
import { findAddon, insertAddon, recordIntegrationEvent, type AddonFields } from '../store/addons';
import { lastEventId, recordEvent, searchEvents, systemAuthor, userAuthor, type EventAuthor, type EventFilter } from '../store/events';
import { addFollow, setLastRead } from '../store/follows';
import type { Db } from '../store/openDatabase';
import { findUserByUsername } from '../store/users';
import { described } from '../services/addonWrites';
import { addTag } from '../store/tags';
import { ago, minutesAgo } from './time';

/*
 * Integrations and following in the demo (server/README.md, Integrations and Notifications). The
 * integrations are paused: a demo must not post to a real channel, and this machine may reach none;
 * what each delivered before it was paused is in its outcomes, so the page shows both kinds.
 */

const slack: AddonFields = {
  provider: 'slack',
  description: '#releases: every change to the payments project (paused during the demo)',
  enabled: false,
  parameters: { url: 'https://hooks.slack.com/services/T0DEMO/B0DEMO/flagdeckdemo', username: 'Flagdeck', defaultChannel: '#releases' },
  events: [...deliverableEvents],
  projects: ['payments'],
  environments: [],
};

const deployHook: AddonFields = {
  provider: 'webhook',
  description: 'Deploy tooling: production switches (paused during the demo)',
  enabled: false,
  parameters: { url: 'https://deploy.example.com/hooks/flagdeck', secret: 'demo-signing-secret' },
  events: ['feature-environment-enabled', 'feature-environment-disabled'],
  projects: [],
  environments: ['production'],
};

/** What a paused integration delivered before: its newest matching events, each answered as `answers` says (newest first). */
function pastDeliveries(db: Db, integrationId: number, filters: EventFilter[], answers: ReadonlyArray<{ status: number; text: string; attempts: number }>): void {
  const { events } = searchEvents(db, { filters, offset: 0, limit: answers.length });
  // Oldest first, so the newest outcome is the last recorded, as the delivery worker records them.
  for (const [index, event] of [...events.entries()].reverse()) {
    const answer = answers[index];
    if (!answer) continue;
    const delivered = answer.status < 300;
    const said = `Status code: ${answer.status} ${answer.text}`;
    recordIntegrationEvent(db, {
      integrationId,
      createdAt: new Date(Date.parse(event.createdAt) + 2_000).toISOString(),
      state: delivered ? 'success' : 'failed',
      stateDetails: delivered ? `Delivered. ${said}` : `${said}. Gave up after ${answer.attempts} attempts.`,
      event,
      details: { attempt: answer.attempts, statusCode: answer.status },
    });
  }
}

/**
 * Two paused integrations (one Slack channel, one signed webhook) with what they delivered, and
 * alice following checkout-v2 and the payments project, with the newest changes others made to
 * them unread in her bell.
 */
export function seedDemoIntegrations(db: Db, now: number): void {
  const alice = findUserByUsername(db, 'alice');
  const by = alice ? userAuthor(alice) : systemAuthor;
  const integrations = [
    { fields: slack, createdDaysAgo: 40, filters: [{ column: 'project', values: ['payments'] }, { column: 'type', values: slack.events }], answers: [{ status: 200, text: 'OK', attempts: 1 }, { status: 200, text: 'OK', attempts: 2 }, { status: 200, text: 'OK', attempts: 1 }] },
    { fields: deployHook, createdDaysAgo: 25, filters: [{ column: 'environment', values: ['production'] }, { column: 'type', values: deployHook.events }], answers: [{ status: 503, text: 'Service Unavailable', attempts: 8 }, { status: 204, text: 'No Content', attempts: 1 }] },
  ] satisfies Array<{ fields: AddonFields; createdDaysAgo: number; filters: EventFilter[]; answers: Array<{ status: number; text: string; attempts: number }> }>;
  for (const { fields, createdDaysAgo, filters, answers } of integrations) {
    const at = ago(createdDaysAgo, now);
    const addon = findAddon(db, insertAddon(db, fields, at));
    if (!addon) continue;
    recordEvent(db, { ...by, at }, { type: 'addon-config-created', data: described(addon) });
    pastDeliveries(db, addon.id, filters, answers);
  }
  if (alice) followInDemo(db, alice.id, by, now);
}

/**
 * alice has followed checkout-v2 and the payments project for weeks and read what others changed
 * there, up to the last hour: pm and bob tagged three of those flags since, which her bell counts.
 */
function followInDemo(db: Db, userId: number, by: EventAuthor, now: number): void {
  const at = ago(30, now);
  for (const [kind, name, project] of [['feature', 'checkout-v2', 'default'], ['project', 'payments', 'payments']] as const) {
    addFollow(db, userId, kind, name, { at, sinceEventId: 0 });
    recordEvent(db, { ...by, at }, { type: kind === 'feature' ? 'feature-favorited' : 'project-favorited', project, featureName: kind === 'feature' ? name : null, data: kind === 'feature' ? { feature: name } : { project: name } });
  }
  setLastRead(db, userId, lastEventId(db));
  const person = (username: string, minutes: number): EventAuthor => {
    const user = findUserByUsername(db, username);
    return { ...(user ? userAuthor(user) : systemAuthor), at: minutesAgo(minutes, now) };
  };
  addTag(db, person('pm', 50), 'checkout-v2', { type: 'simple', value: 'launch-review' });
  addTag(db, person('bob', 25), 'currency-rounding-fix', { type: 'simple', value: 'cleanup' });
  addTag(db, person('bob', 10), 'sepa-direct-debit', { type: 'simple', value: 'eu-launch' });
}
