import type { Notifications, NotificationWebhook, NotificationWebhookBody } from '../../contract/notifications';
import type { Principal } from '../auth/principal';
import { BadData, NotFound } from '../domain/errors';
import { deliverableEvents } from '../integrations/providers';
import { deleteAddon, findOwnAddon, insertAddon, integrationEvents, updateAddon } from '../store/addons';
import { lastEventId, recordEvent } from '../store/events';
import { addFollow, countFollowedEventsAfter, followedBy, followedEventsAfter, lastReadEventId, removeFollow, setLastRead, type FollowKind } from '../store/follows';
import { isoNow } from '../store/json';
import type { Db } from '../store/openDatabase';
import type { User } from '../store/users';
import { writeTransaction } from '../store/writeTransaction';
import { described, fieldsOf, type IntegrationSettings } from './addonWrites';
import { authorOf } from './eventAuthor';

/*
 * Following (server/README.md, Notifications): a person follows a flag or a project through
 * Unleash's favorites, and is told of the changes others make to it, in the console's bell and,
 * if they set one, at their own webhook (an integration they own, fed by the same queue).
 */

/** What one is told of: a followed flag's changes. */
export const followedEventTypes: readonly string[] = deliverableEvents.filter((type) => type.startsWith('feature-') || type === 'strategy-order-changed');

function personOf(caller: Principal): User {
  if (caller.kind !== 'user') throw new BadData('Following is a person\'s: sign in as yourself (an API token follows nothing).');
  return caller.user;
}

function requireSubject(db: Db, kind: FollowKind, projectId: string, featureName: string | undefined): string {
  if (kind === 'project') {
    if (!db.cached<[string], { id: string }>('SELECT id FROM projects WHERE id = ? AND archived_at IS NULL').get(projectId)) throw new NotFound(`There is no project ${projectId}.`);
    return projectId;
  }
  const name = featureName ?? '';
  if (!db.cached<[string, string], { name: string }>('SELECT name FROM features WHERE name = ? AND project = ? AND archived_at IS NULL').get(name, projectId)) {
    throw new NotFound(`There is no flag ${name} in project ${projectId}.`);
  }
  return name;
}

const eventOf = (kind: FollowKind, following: boolean) =>
  (kind === 'feature' ? (following ? 'feature-favorited' : 'feature-unfavorited') : following ? 'project-favorited' : 'project-unfavorited');

export function setFollowing(db: Db, caller: Principal, following: boolean, { projectId, featureName }: { projectId: string; featureName?: string }): void {
  const user = personOf(caller);
  const kind: FollowKind = featureName === undefined ? 'project' : 'feature';
  writeTransaction(db, () => {
    const name = requireSubject(db, kind, projectId, featureName);
    const by = authorOf(caller);
    // What happened before one followed is not news.
    const newest = lastEventId(db);
    if (lastReadEventId(db, user.id) === undefined) setLastRead(db, user.id, newest);
    const changed = following ? addFollow(db, user.id, kind, name, { at: by.at ?? isoNow(), sinceEventId: newest }) : removeFollow(db, user.id, kind, name);
    if (changed) {
      recordEvent(db, by, { type: eventOf(kind, following), project: projectId, featureName: featureName ?? null, data: kind === 'feature' ? { feature: name } : { project: name } });
    }
  });
}

export function notificationsOf(db: Db, caller: Principal, limit: number): Notifications {
  if (caller.kind !== 'user') return { notifications: [], unread: 0, following: { features: [], projects: [] } };
  const user = caller.user.id;
  const read = lastReadEventId(db, user) ?? lastEventId(db);
  const events = followedEventsAfter(db, { user, types: followedEventTypes, since: 0 }, limit);
  return {
    notifications: events.map((event) => ({ event, read: event.id <= read })),
    unread: countFollowedEventsAfter(db, { user, types: followedEventTypes, since: read }),
    following: followedBy(db, user),
  };
}

/** Everything recorded so far counts as read. */
export function markNotificationsRead(db: Db, caller: Principal): void {
  const user = personOf(caller);
  writeTransaction(db, () => setLastRead(db, user.id, lastEventId(db)));
}

export function ownWebhook(db: Db, caller: Principal): NotificationWebhook {
  const addon = caller.kind === 'user' ? findOwnAddon(db, caller.user.id) : undefined;
  if (!addon) return null;
  const url = addon.parameters.url;
  return {
    url: typeof url === 'string' ? url : '',
    hasSecret: typeof addon.parameters.secret === 'string',
    lastOutcome: integrationEvents(db, addon.id, { limit: 1, offset: 0 })[0] ?? null,
  };
}

/** One's own webhook: the changes others make to what one follows, signed with `secret` when set. */
export async function setOwnWebhook(db: Db, caller: Principal, body: NotificationWebhookBody, settings: IntegrationSettings): Promise<NotificationWebhook> {
  const user = personOf(caller);
  const stored = findOwnAddon(db, user.id);
  const storedSecret = stored?.parameters.secret;
  const secret = body.secret ?? (typeof storedSecret === 'string' ? storedSecret : undefined);
  const fields = await fieldsOf({
    provider: 'webhook', enabled: true, description: `${user.email ?? user.username}'s notifications`, events: [...followedEventTypes],
    parameters: { url: body.url, ...(secret ? { secret } : {}) },
  }, settings);
  const by = authorOf(caller);
  writeTransaction(db, () => {
    const before = findOwnAddon(db, user.id);
    if (before) updateAddon(db, before.id, fields);
    const id = before?.id ?? insertAddon(db, fields, by.at ?? isoNow(), user.id);
    const after = findOwnAddon(db, user.id);
    recordEvent(db, by, {
      type: before ? 'addon-config-updated' : 'addon-config-created',
      data: after ? { ...described(after), owner: user.id } : { id },
      preData: before ? { ...described(before), owner: user.id } : null,
    });
  });
  return ownWebhook(db, caller);
}

export function removeOwnWebhook(db: Db, caller: Principal): void {
  const user = personOf(caller);
  writeTransaction(db, () => {
    const before = findOwnAddon(db, user.id);
    if (!before) throw new NotFound('You have no notification webhook.');
    deleteAddon(db, before.id);
    recordEvent(db, authorOf(caller), { type: 'addon-config-deleted', data: { id: before.id }, preData: { ...described(before), owner: user.id } });
  });
}
