import { featureTypeDefinitions } from '../../contract/featureLifecycle';
import { NotFound } from '../domain/errors';
import { recordEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';
import { writeTransaction } from './writeTransaction';

/** Unleash's flag types, each with its lifetime: the contract's, unless an admin changed it. */

export interface FeatureType { id: string; name: string; description: string; lifetimeDays: number | null }

export function listFeatureTypes(db: Db): FeatureType[] {
  const changed = new Map(db.cached<[], { id: string; lifetime_days: number | null }>('SELECT id, lifetime_days FROM feature_type_lifetimes').all()
    .map((row) => [row.id, row.lifetime_days]));
  return Object.entries(featureTypeDefinitions).map(([id, type]) => ({ id, ...type, lifetimeDays: changed.has(id) ? (changed.get(id) ?? null) : type.lifetimeDays }));
}

/** 0 means never potentially stale, as null does (Unleash stores it so). */
export function setFeatureTypeLifetime(db: Db, by: EventAuthor, id: string, lifetimeDays: number | null): FeatureType {
  return writeTransaction(db, () => {
    const before = listFeatureTypes(db).find((type) => type.id === id);
    if (!before) throw new NotFound(`Could not find feature type with id ${id}`);
    const days = lifetimeDays === 0 ? null : lifetimeDays;
    db.cached('INSERT INTO feature_type_lifetimes (id, lifetime_days) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET lifetime_days = excluded.lifetime_days').run(id, days);
    const after = { ...before, lifetimeDays: days };
    recordEvent(db, by, { type: 'feature-type-updated', data: { ...after }, preData: { ...before } });
    return after;
  });
}
