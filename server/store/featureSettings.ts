import type { Db } from './openDatabase';

/** What a flag's settings edit may change; a field left out stays as it is. */
export interface FeatureSettings {
  type?: string | undefined;
  description?: string | null | undefined;
  impressionData?: boolean | undefined;
}

export function updateFeatureSettings(db: Db, feature: string, settings: FeatureSettings): void {
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
}
