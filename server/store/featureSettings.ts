import { recordFeatureEvent, type EventAuthor } from './events';
import type { Db } from './openDatabase';

/** What a flag's settings edit may change; a field left out stays as it is. */
export interface FeatureSettings {
  type?: string | undefined;
  description?: string | null | undefined;
  impressionData?: boolean | undefined;
}

interface SettingsRow { type: string; description: string | null; impression_data: number }

const settingsNow = (db: Db, feature: string) => {
  const row = db.cached<[string], SettingsRow>('SELECT type, description, impression_data FROM features WHERE name = ?').get(feature);
  return row && { type: row.type, description: row.description, impressionData: row.impression_data === 1 };
};

/** Call inside a write transaction: the settings before and after are read around the change for its event. */
export function updateFeatureSettings(db: Db, by: EventAuthor, feature: string, settings: FeatureSettings): void {
  const preData = settingsNow(db, feature);
  db.cached(
    `UPDATE features SET
       type = COALESCE(?, type),
       description = CASE WHEN ? THEN ? ELSE description END,
       impression_data = COALESCE(?, impression_data)
     WHERE name = ?`,
  ).run(
    settings.type ?? null,
    settings.description === undefined ? 0 : 1, settings.description ?? null,
    settings.impressionData === undefined ? null : settings.impressionData ? 1 : 0,
    feature,
  );
  recordFeatureEvent(db, by, feature, { type: 'feature-metadata-updated', preData, data: settingsNow(db, feature) });
}
