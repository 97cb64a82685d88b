import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Environment, Feature } from '../../contract';
import { viewerOptions } from '../viewer/queries';
import { may, type Viewer } from '../viewer/viewer';
import { isProductionGuardOff, turnProductionGuardOffForSession } from './productionGuard';
import { changeRequestEnvironmentsOptions, flagKeys, flagListOptions, flagOptions } from './queries';
import { planToggle, toggleFailure, type Confirmation, type ToggleChange } from './togglePlan';
import { createToggleStatus } from './toggleStatus';
import { isTogglePending, useToggleFlag } from './useToggleFlag';

/**
 * What the chain waits on: one dialog with every question the switch raises, or the change
 * request dialog (which carries the children warning itself). `opener` is the control that started
 * the chain: the dialog gives focus back to it.
 */
export type ToggleDialog =
  | { kind: 'confirm'; change: ToggleChange; confirmations: Confirmation[]; environment: Environment; opener: HTMLElement | null }
  | { kind: 'changeRequest'; change: ToggleChange; environment: Environment; children: readonly string[]; serverMessage?: string; opener: HTMLElement | null };

/** The answer to the dialog: "don't ask again" for production, or the choice for disabled strategies. */
export interface ToggleConfirmation {
  dontAskAgain?: boolean;
  activateDisabledStrategies?: boolean;
}

const childrenIn = (confirmations: readonly Confirmation[]) => confirmations.flatMap((confirmation) => (confirmation.kind === 'children' ? confirmation.children : []));

/**
 * Runs a switch through the safety chain (togglePlan), asking its questions at once, and then the
 * call; a refusal becomes a notice that says why, or the change request dialog. A switch the
 * service confirms becomes the page's status, whose Undo runs the opposite switch through the same
 * chain. What the chain needs to know (the switches in flight, the environments that require
 * change requests) it reads from the query client at the click, so the callbacks handed to
 * thousands of rows never change identity.
 */
export function useToggleChain(projectId: string) {
  const queryClient = useQueryClient();
  const { mutate } = useToggleFlag(projectId);
  const [dialog, setDialog] = useState<ToggleDialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [status] = useState(createToggleStatus);

  const call = useCallback(
    (change: ToggleChange, environment: Environment, opener: HTMLElement | null) => {
      setNotice(null);
      status.set(null);
      mutate(change, {
        onSuccess: () => status.set({ change, environment }),
        onError: (error) => {
          const failure = toggleFailure(error, change);
          if (failure.kind === 'changeRequest') {
            setDialog({ kind: 'changeRequest', change, environment, children: [], serverMessage: failure.message, opener });
            return;
          }
          if (failure.kind === 'gone') void queryClient.invalidateQueries({ queryKey: flagKeys.list(projectId) });
          setNotice(failure.message);
        },
      });
    },
    [projectId, queryClient, status, mutate],
  );

  /**
   * Starts the chain for one switch. When nothing stands in between (no dialog, nothing to read
   * first) the call starts in the click's own task, and its optimistic edit of the cached list
   * reaches the switch before the next frame.
   */
  const requestToggle = useCallback(
    (feature: Feature, environment: Environment, enabled: boolean): void => {
      if (isTogglePending(queryClient, projectId, feature.name, environment.name)) return;
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const change: ToggleChange = { featureName: feature.name, environment: environment.name, enabled };
      const requiredApprovals = queryClient.getQueryData(changeRequestEnvironmentsOptions(projectId).queryKey)?.get(environment.name);
      const protectedHere = requiredApprovals !== undefined;
      const settings = feature.environments?.find((entry) => entry.name === environment.name);
      const start = (children: readonly string[], skip: boolean) => {
        const plan = planToggle(change, {
          environmentType: environment.type,
          children,
          requiresChangeRequest: protectedHere && !skip,
          skippedApprovals: protectedHere && skip ? requiredApprovals : 0,
          productionGuardOff: isProductionGuardOff(),
          // The list's summary (Unleash's too); a list without it leaves the choice to the service.
          onlyDisabledStrategies: settings?.hasStrategies === true && settings.hasEnabledStrategies === false,
        });
        if (plan.outcome === 'changeRequest') {
          setDialog({ kind: 'changeRequest', change, environment, children: childrenIn(plan.confirmations), opener });
        } else if (plan.confirmations.length > 0) {
          setDialog({ kind: 'confirm', change, confirmations: plan.confirmations, environment, opener });
        } else {
          call(change, environment, opener);
        }
      };

      // Whoever may skip change requests (admins) switches directly, told which approvals they
      // skip; when who the user is cannot be read, the environment's settings decide.
      const mayBeSkipping = (viewer: Viewer) => may(viewer, 'SKIP_CHANGE_REQUEST', { project: projectId, environment: environment.name });
      const knownViewer = queryClient.getQueryData(viewerOptions().queryKey);
      const skip = !protectedHere ? false : knownViewer && mayBeSkipping(knownViewer);
      // Unleash's flag list leaves `children` out. When turning off a flag on a service where
      // dependencies exist, the flag's own answer (which has them) decides the warning.
      const dependenciesExist = queryClient.getQueryData(flagKeys.dependenciesExist(projectId));
      const children = enabled || dependenciesExist === false ? (feature.children ?? []) : feature.children;
      if (skip !== undefined && children !== undefined) {
        start(children, skip);
        return;
      }

      const readSkip = skip !== undefined ? Promise.resolve(skip) : queryClient.fetchQuery(viewerOptions()).then(mayBeSkipping, () => false);
      const readChildren = children !== undefined
        ? Promise.resolve(children)
        : queryClient.fetchQuery(flagOptions(projectId, feature.name)).then((detail) => detail.children ?? [], () => []);
      void Promise.all([readChildren, readSkip]).then(([childrenRead, skipRead]) => start(childrenRead, skipRead));
    },
    [call, projectId, queryClient],
  );

  const confirm = useCallback(
    ({ dontAskAgain = false, activateDisabledStrategies }: ToggleConfirmation = {}) => {
      if (dialog?.kind !== 'confirm') return;
      if (dontAskAgain) turnProductionGuardOffForSession();
      const change = activateDisabledStrategies === undefined ? dialog.change : { ...dialog.change, activateDisabledStrategies };
      setDialog(null);
      call(change, dialog.environment, dialog.opener);
    },
    [dialog, call],
  );

  const cancel = useCallback(() => setDialog(null), []);

  /** Switches the last confirmed switch back, through the whole chain, as the flag is now. */
  const undo = useCallback(() => {
    const last = status.get();
    const feature = last && queryClient.getQueryData(flagListOptions(projectId).queryKey)?.features.find((candidate) => candidate.name === last.change.featureName);
    if (!last || !feature) {
      status.set(null);
      return;
    }
    requestToggle(feature, last.environment, !last.change.enabled);
  }, [projectId, queryClient, requestToggle, status]);

  return { requestToggle, dialog, confirm, cancel, notice, dismissNotice: () => setNotice(null), status, undo };
}
