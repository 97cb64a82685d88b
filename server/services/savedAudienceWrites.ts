import { audienceLimits, type AudienceContext, type SavedAudience, type SavedAudienceBody } from '../../contract/audiences';
import type { Principal } from '../auth/principal';
import { BadData, Conflict, NotFound } from '../domain/errors';
import { isoNow } from '../store/json';
import type { Db } from '../store/openDatabase';
import {
  countSavedAudiences, deleteSavedAudience, findAudienceNamed, findSavedAudience, insertSavedAudience, updateSavedAudience,
} from '../store/savedAudiences';
import { writeTransaction } from '../store/writeTransaction';

/** Saved audiences: names unique whatever their case, and no empty named field kept (it means "none"). */

export function requireSavedAudience(db: Db, id: number): SavedAudience {
  const audience = findSavedAudience(db, id);
  if (!audience) throw new NotFound(`There is no saved audience ${id}.`);
  return audience;
}

function withoutEmptyFields(context: AudienceContext): AudienceContext {
  return Object.fromEntries(Object.entries(context).filter(([, value]) => value !== '' && value !== undefined));
}

function refuseTakenName(db: Db, name: string, self?: number): void {
  const holder = findAudienceNamed(db, name);
  if (holder && holder.id !== self) throw new Conflict(`There is already a saved audience named "${name}".`);
}

const stored = (body: SavedAudienceBody) => ({ name: body.name, description: body.description || null, context: withoutEmptyFields(body.context) });
const userIdOf = (caller: Principal) => (caller.kind === 'user' ? caller.user.id : null);

export function createSavedAudience(db: Db, caller: Principal, body: SavedAudienceBody): SavedAudience {
  return writeTransaction(db, () => {
    refuseTakenName(db, body.name);
    if (countSavedAudiences(db) >= audienceLimits.count) {
      throw new BadData(`The service keeps at most ${audienceLimits.count} saved audiences; delete one first.`);
    }
    const id = insertSavedAudience(db, stored(body), { userId: userIdOf(caller), at: isoNow() });
    return requireSavedAudience(db, id);
  });
}

export function editSavedAudience(db: Db, id: number, body: SavedAudienceBody): SavedAudience {
  return writeTransaction(db, () => {
    requireSavedAudience(db, id);
    refuseTakenName(db, body.name, id);
    updateSavedAudience(db, id, stored(body), isoNow());
    return requireSavedAudience(db, id);
  });
}

export function removeSavedAudience(db: Db, id: number): void {
  writeTransaction(db, () => {
    if (!deleteSavedAudience(db, id)) throw new NotFound(`There is no saved audience ${id}.`);
  });
}
