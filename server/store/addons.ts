import { z } from 'zod';
import { integrationEventStates, type IntegrationEvent } from '../../contract/addons';
import { eventSchema } from '../../contract/events';
import { readJson } from './json';
import type { Db } from './openDatabase';

/**
 * Integrations (Unleash's addons) as stored: parameters with their secrets, which only the
 * delivery reads; the routes answer them masked (`services/addonWrites.ts`).
 */

export interface StoredAddon {
  id: number;
  provider: string;
  description: string | null;
  enabled: boolean;
  parameters: Record<string, unknown>;
  events: string[];
  projects: string[];
  environments: string[];
  createdAt: string;
  /** A person's own webhook for what they follow (Notifications); null for the instance's integrations. */
  ownerUserId: number | null;
}

export type AddonFields = Omit<StoredAddon, 'id' | 'createdAt' | 'ownerUserId'>;

interface AddonRow {
  id: number; provider: string; description: string | null; enabled: number; parameters: string; events: string;
  projects: string; environments: string; created_at: string; owner_user_id: number | null;
}

const names = z.array(z.string());
const parameters = z.record(z.string(), z.unknown());

const toAddon = (row: AddonRow): StoredAddon => ({
  id: row.id,
  provider: row.provider,
  description: row.description,
  enabled: row.enabled === 1,
  parameters: readJson(parameters, row.parameters),
  events: readJson(names, row.events),
  projects: readJson(names, row.projects),
  environments: readJson(names, row.environments),
  createdAt: row.created_at,
  ownerUserId: row.owner_user_id,
});

/** The instance's integrations (not people's own webhooks). */
export function listAddons(db: Db): StoredAddon[] {
  return db.cached<[], AddonRow>('SELECT * FROM addons WHERE owner_user_id IS NULL ORDER BY id').all().map(toAddon);
}

export function findOwnAddon(db: Db, userId: number): StoredAddon | undefined {
  const row = db.cached<[number], AddonRow>('SELECT * FROM addons WHERE owner_user_id = ?').get(userId);
  return row && toAddon(row);
}

export function findAddon(db: Db, id: number): StoredAddon | undefined {
  const row = db.cached<[number], AddonRow>('SELECT * FROM addons WHERE id = ?').get(id);
  return row && toAddon(row);
}

const columns = (addon: AddonFields) => [
  addon.provider, addon.description, addon.enabled ? 1 : 0, JSON.stringify(addon.parameters), JSON.stringify(addon.events),
  JSON.stringify(addon.projects), JSON.stringify(addon.environments),
] as const;

export function insertAddon(db: Db, addon: AddonFields, at: string, ownerUserId: number | null = null): number {
  const result = db.cached('INSERT INTO addons (provider, description, enabled, parameters, events, projects, environments, created_at, owner_user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(...columns(addon), at, ownerUserId);
  return Number(result.lastInsertRowid);
}

export function updateAddon(db: Db, id: number, addon: AddonFields): void {
  db.cached('UPDATE addons SET provider = ?, description = ?, enabled = ?, parameters = ?, events = ?, projects = ?, environments = ? WHERE id = ?')
    .run(...columns(addon), id);
}

/** Deletes the integration with its queue and its outcomes. */
export function deleteAddon(db: Db, id: number): boolean {
  return db.cached('DELETE FROM addons WHERE id = ?').run(id).changes > 0;
}

/** Drops what is waiting to be sent for an integration (it was turned off: Unleash sends nothing for a disabled one). */
export function dropPendingDeliveries(db: Db, addonId: number): void {
  db.cached('DELETE FROM addon_deliveries WHERE addon_id = ?').run(addonId);
}

export interface PendingDelivery { id: number; addonId: number; eventId: number; attempts: number; nextAttemptAt: string }

interface DeliveryRow { id: number; addon_id: number; event_id: number; attempts: number; next_attempt_at: string }
const toDelivery = (row: DeliveryRow): PendingDelivery => ({
  id: row.id, addonId: row.addon_id, eventId: row.event_id, attempts: row.attempts, nextAttemptAt: row.next_attempt_at,
});

/**
 * The oldest waiting delivery of each integration: an integration's events go out in the order
 * they were recorded, so one waiting for a retry holds back those after it.
 */
export function queueHeads(db: Db): PendingDelivery[] {
  return db.cached<[], DeliveryRow>(
    'SELECT d.* FROM addon_deliveries d JOIN (SELECT MIN(id) AS id FROM addon_deliveries GROUP BY addon_id) h ON h.id = d.id ORDER BY d.next_attempt_at, d.id',
  ).all().map(toDelivery);
}

export function countPendingDeliveries(db: Db, addonId: number): number {
  return db.cached<[number], { n: number }>('SELECT COUNT(*) AS n FROM addon_deliveries WHERE addon_id = ?').get(addonId)?.n ?? 0;
}

export function deliveryExists(db: Db, id: number): boolean {
  return db.cached<[number], { id: number }>('SELECT id FROM addon_deliveries WHERE id = ?').get(id) !== undefined;
}

export function finishDelivery(db: Db, id: number): void {
  db.cached('DELETE FROM addon_deliveries WHERE id = ?').run(id);
}

export function postponeDelivery(db: Db, id: number, attempts: number, nextAttemptAt: string): void {
  db.cached('UPDATE addon_deliveries SET attempts = ?, next_attempt_at = ? WHERE id = ?').run(attempts, nextAttemptAt, id);
}

/** Outcomes kept per integration: the newest, as Unleash keeps only its recent integration events. */
const keptOutcomes = 100;

export function recordIntegrationEvent(db: Db, outcome: Omit<IntegrationEvent, 'id'>): void {
  db.cached('INSERT INTO integration_events (integration_id, created_at, state, state_details, event, details) VALUES (?, ?, ?, ?, ?, ?)')
    .run(outcome.integrationId, outcome.createdAt, outcome.state, outcome.stateDetails, JSON.stringify(outcome.event), JSON.stringify(outcome.details));
  db.cached(`DELETE FROM integration_events WHERE integration_id = ? AND id <= (
      SELECT id FROM integration_events WHERE integration_id = ? ORDER BY id DESC LIMIT 1 OFFSET ?)`)
    .run(outcome.integrationId, outcome.integrationId, keptOutcomes);
}

interface IntegrationEventRow { id: number; integration_id: number; created_at: string; state: string; state_details: string; event: string; details: string }
const stateSchema = z.enum(integrationEventStates);

/** Newest first. */
export function integrationEvents(db: Db, integrationId: number, { limit, offset }: { limit: number; offset: number }): IntegrationEvent[] {
  return db.cached<[number, number, number], IntegrationEventRow>('SELECT * FROM integration_events WHERE integration_id = ? ORDER BY id DESC LIMIT ? OFFSET ?')
    .all(integrationId, limit, offset)
    .map((row) => ({
      id: row.id,
      integrationId: row.integration_id,
      createdAt: row.created_at,
      state: stateSchema.parse(row.state),
      stateDetails: row.state_details,
      event: readJson(eventSchema, row.event),
      details: readJson(parameters, row.details),
    }));
}
