import { isApiError } from '../api';
import { describeError } from '../ui/describeError';

/**
 * The safety chain before a switch calls the service, in Unleash's order: confirm production, say
 * which approvals an admin skips, ask whether to enable the strategies of an environment where all
 * are disabled, warn about children, then route a protected environment to a change request
 * instead of the call. The page asks all of a switch's questions in one dialog.
 */
export interface ToggleChange {
  featureName: string;
  environment: string;
  enabled: boolean;
  /**
   * Turning on where every strategy is disabled: enable them. Otherwise the service adds its
   * default strategy beside them, as Unleash does.
   */
  activateDisabledStrategies?: boolean;
}

export type Confirmation =
  | { kind: 'production' }
  /** The environment requires change requests and the user may skip them: the switch skips this many approvals. */
  | { kind: 'skipApprovals'; requiredApprovals: number }
  | { kind: 'strategies' }
  | { kind: 'children'; children: string[] };

export interface TogglePlan {
  confirmations: Confirmation[];
  /** What happens once every confirmation is given. */
  outcome: 'call' | 'changeRequest';
}

export interface ToggleSituation {
  environmentType: string | undefined;
  /** Flags that depend on this one (the feature's `children`). */
  children: readonly string[];
  requiresChangeRequest: boolean;
  /**
   * Approvals the environment requires of a change request that this user may skip (admins), so
   * the switch goes straight through without them; 0 when nothing is skipped.
   */
  skippedApprovals: number;
  /** The user chose "don't ask again" for production during this session. */
  productionGuardOff: boolean;
  /** The environment has strategies and every one of them is disabled. */
  onlyDisabledStrategies: boolean;
}

export function planToggle(change: ToggleChange, situation: ToggleSituation): TogglePlan {
  const confirmations: Confirmation[] = [];
  // Where a change request is required, the request is the review: asking first would ask twice.
  if (situation.environmentType === 'production' && !situation.productionGuardOff && !situation.requiresChangeRequest) {
    confirmations.push({ kind: 'production' });
  }
  // Asked even while the production guard rests: skipping a review must never become a habit.
  if (situation.skippedApprovals > 0 && !situation.requiresChangeRequest) {
    confirmations.push({ kind: 'skipApprovals', requiredApprovals: situation.skippedApprovals });
  }
  // A change request carries only the switch (its updateEnabled payload): the service's default
  // strategy applies when it is applied.
  if (change.enabled && situation.onlyDisabledStrategies && !situation.requiresChangeRequest) {
    confirmations.push({ kind: 'strategies' });
  }
  if (!change.enabled && situation.children.length > 0) {
    confirmations.push({ kind: 'children', children: [...situation.children] });
  }
  return { confirmations, outcome: situation.requiresChangeRequest ? 'changeRequest' : 'call' };
}

export type ToggleFailure =
  /** The service wants a change request for this environment (403 naming SKIP_CHANGE_REQUEST). */
  | { kind: 'changeRequest'; message: string }
  /** The flag or the environment is gone: the list must be read again. */
  | { kind: 'gone'; message: string }
  | { kind: 'refused'; message: string };

export const changeInWords = ({ featureName, environment, enabled }: ToggleChange) =>
  `turn ${enabled ? 'on' : 'off'} ${featureName} in ${environment}`;

export function toggleFailure(error: unknown, change: ToggleChange): ToggleFailure {
  if (isApiError(error, 'NoAccess') && error.permission === 'SKIP_CHANGE_REQUEST') {
    return { kind: 'changeRequest', message: error.message };
  }
  if (isApiError(error, 'NotFound')) {
    return {
      kind: 'gone',
      message: `Could not ${changeInWords(change)}: the flag or the environment no longer exists. The list has been refreshed.`,
    };
  }
  const { message } = describeError(error);
  return { kind: 'refused', message: `Could not ${changeInWords(change)}: ${message} The switch was set back.` };
}
