import { z } from 'zod';
import type { Principal } from '../auth/principal';
import { BadData } from '../domain/errors';
import { parseOrigins, type AllowedOrigins } from '../http/cors';
import type { Db } from '../store/openDatabase';
import { readSetting, writeSetting } from '../store/settings';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';

/**
 * Who may call the frontend API from a browser page: `CORS_ORIGINS` until an admin sets the
 * origins with Unleash's `POST /api/admin/ui-config/cors`, which keeps them as Unleash does, in
 * its setting `unleash.frontend`. The frontend API reads them on every request, so they are held
 * here, read once from the store and replaced as each change commits (one server holds the data
 * folder, `store/dataFolderLock.ts`).
 */
const frontendSetting = 'unleash.frontend';
const storedSchema = z.object({ frontendApiOrigins: z.array(z.string()) });

export interface FrontendOrigins {
  current(): AllowedOrigins;
  /** Unleash's list: `['*']` for any origin, else exact origins (none: no browser page may call). */
  list(): string[];
  set(caller: Principal, origins: readonly string[]): void;
}

const toAllowed = (origins: readonly string[]): AllowedOrigins => (origins.length === 1 && origins[0] === '*' ? '*' : origins.map((origin) => origin.toLowerCase()));
const toList = (allowed: AllowedOrigins): string[] => (allowed === '*' ? ['*'] : [...allowed]);

export function createFrontendOrigins(db: Db, fromEnvironment: AllowedOrigins): FrontendOrigins {
  const stored = readSetting(db, frontendSetting, storedSchema);
  let allowed = stored ? toAllowed(stored.frontendApiOrigins) : fromEnvironment;
  return {
    current: () => allowed,
    list: () => toList(allowed),
    set(caller, origins) {
      // An empty list lets no page call (where an unset CORS_ORIGINS lets any).
      const next = origins.length === 0 ? [] : parseOrigins(origins);
      if (typeof next === 'object' && 'problem' in next) {
        throw new BadData(`frontendApiOrigins: ${next.problem}.`, [{ message: next.problem, path: 'frontendApiOrigins' }]);
      }
      writeTransaction(db, () => writeSetting(db, authorOf(caller), frontendSetting, { frontendApiOrigins: toList(next) }));
      allowed = next;
    },
  };
}
