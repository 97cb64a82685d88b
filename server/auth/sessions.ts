import { randomBytes } from 'node:crypto';
import type { Db } from '../store/openDatabase';
import { deleteSession, insertSession, sessionLookup, touchSession } from '../store/sessions';
import type { User } from '../store/users';
import { hashSecret } from './secrets';

/**
 * Sessions of people signed in with a password: an opaque id of 256 random bits, which only the
 * browser's cookie holds (the store keeps its hash). A session ends at its absolute expiry
 * (`SESSION_TTL_HOURS`, Unleash's name and default), after `SESSION_IDLE_MINUTES` without a
 * request, when the person signs out, changes their password or is deactivated, or when an admin
 * ends it.
 */
export interface SessionTimes {
  /** From sign-in to the end, however active. */
  ttlMs: number;
  /** Without a request for this long, the session ends. */
  idleMs: number;
}

export const defaultSessionTimes: SessionTimes = { ttlMs: 48 * 3_600_000, idleMs: 60 * 60_000 };

/** A session's last use is written at most this often: a request a second does not mean a write a second. */
const touchEvery = 60_000;

export interface ResolvedSession { user: User; idHash: string }

export interface Sessions {
  start(userId: number): { id: string; maxAgeSeconds: number };
  /** The session's person, if it is still open (and the person active); its use is recorded. */
  resolve(id: string): ResolvedSession | undefined;
  /**
   * The session's person by the session's hash, if it is still open, without counting this as a
   * use: a live stream checks its caller again while it listens, which must not keep an idle
   * session open for ever.
   */
  peek(idHash: string): ResolvedSession | undefined;
  end(id: string): void;
}

export function createSessions(db: Db, times: SessionTimes = defaultSessionTimes): Sessions {
  const find = sessionLookup(db);
  return {
    start(userId) {
      const id = randomBytes(32).toString('base64url');
      const now = Date.now();
      insertSession(db, { idHash: hashSecret(id), userId, createdAt: new Date(now).toISOString(), expiresAt: new Date(now + times.ttlMs).toISOString() });
      return { id, maxAgeSeconds: Math.floor(times.ttlMs / 1000) };
    },
    resolve(id) {
      const idHash = hashSecret(id);
      const session = find(idHash);
      if (!session) return undefined;
      const now = Date.now();
      const lastSeen = Date.parse(session.lastSeenAt);
      if (Date.parse(session.expiresAt) <= now || lastSeen + times.idleMs <= now || session.user.deactivatedAt !== null) {
        deleteSession(db, idHash);
        return undefined;
      }
      if (now - lastSeen >= touchEvery) touchSession(db, idHash, new Date(now).toISOString());
      return { user: session.user, idHash };
    },
    peek(idHash) {
      const session = find(idHash);
      const now = Date.now();
      if (!session || Date.parse(session.expiresAt) <= now || Date.parse(session.lastSeenAt) + times.idleMs <= now || session.user.deactivatedAt !== null) return undefined;
      return { user: session.user, idHash };
    },
    end(id) {
      deleteSession(db, hashSecret(id));
    },
  };
}
