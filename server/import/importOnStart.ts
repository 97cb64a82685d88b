import { StartupError } from '../startup';
import type { Db } from '../store/openDatabase';
import { describeImport, importClientFeaturesFile } from './importClientFeaturesFile';
import { ImportError } from './importError';

/*
 * `IMPORT_FILE=flags.json npm start` loads a client-features file at start, into
 * IMPORT_PROJECT (default "default") and IMPORT_ENVIRONMENT (default "development"), so a local
 * copy of a real instance is one command. A refused file stops the start: serving other flags
 * while the operator believes they were replaced would be worse. Returns a line for the operator.
 */
export function importOnStart(db: Db, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const file = env.IMPORT_FILE;
  if (!file) return undefined;
  try {
    return describeImport(importClientFeaturesFile(db, file, env.IMPORT_PROJECT || 'default', env.IMPORT_ENVIRONMENT || 'development'));
  } catch (error) {
    if (error instanceof ImportError) throw new StartupError(`IMPORT_FILE was refused and nothing was changed: ${error.message}`);
    throw error;
  }
}
