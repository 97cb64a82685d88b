import { z } from 'zod';
import type { ChangeRequest } from '../../contract';

/**
 * Which switches have a change waiting in an open change request: per flag and environment, the
 * newest request that would switch it, and which way. The Flags page marks those switches.
 */
export interface PendingSwitch {
  id: number;
  project: string;
  state: ChangeRequest['state'];
  enabled: boolean;
}

export const switchKey = (feature: string, environment: string) => `${feature}\u0000${environment}`;

const enabledPayload = z.object({ enabled: z.boolean() });

// Every switch on the page asks about the same answer: it is worked out once per answer.
const worked = new WeakMap<readonly ChangeRequest[], ReadonlyMap<string, PendingSwitch>>();

export function pendingSwitches(requests: readonly ChangeRequest[]): ReadonlyMap<string, PendingSwitch> {
  const known = worked.get(requests);
  if (known) return known;
  const pending = new Map<string, PendingSwitch>();
  worked.set(requests, pending);
  const newestFirst = [...requests].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
  for (const request of newestFirst) {
    for (const feature of request.features) {
      const change = (feature.changes ?? []).findLast((candidate) => candidate.action === 'updateEnabled');
      const enabled = enabledPayload.safeParse(change?.payload).data?.enabled;
      const key = switchKey(feature.name, request.environment);
      if (enabled !== undefined && !pending.has(key)) pending.set(key, { id: request.id, project: request.project, state: request.state, enabled });
    }
  }
  return pending;
}

/** "Change request #12 (In review) would turn off checkout-v2 in production". */
export function pendingWords(pending: PendingSwitch, feature: string, environment: string): string {
  return `Change request #${pending.id} (${pending.state}) would turn ${pending.enabled ? 'on' : 'off'} ${feature} in ${environment}`;
}
