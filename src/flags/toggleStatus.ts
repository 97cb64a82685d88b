import type { Environment } from '../../contract';
import type { ToggleChange } from './togglePlan';

/** A switch the service has confirmed: what the status line says, and what its Undo reverses. */
export interface ConfirmedToggle {
  change: ToggleChange;
  environment: Environment;
}

export const confirmedInWords = ({ change }: ConfirmedToggle) => `${change.featureName} ${change.enabled ? 'on' : 'off'} in ${change.environment}`;

/**
 * The last confirmed switch of a page, held outside React state so that only the status line
 * renders when a toggle is confirmed, not the page and its table.
 */
export function createToggleStatus() {
  let current: ConfirmedToggle | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: ConfirmedToggle | null) {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ToggleStatus = ReturnType<typeof createToggleStatus>;
