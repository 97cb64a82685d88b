import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Environment, Feature } from '../../contract';
import { viewerOptions } from '../viewer/queries';
import { may, type Viewer } from '../viewer/viewer';
import { isProductionGuardOff, turnProductionGuardOffForSession } from './productionGuard';
import { changeRequestEnvironmentsOptions, flagKeys, flagOptions } from './queries';
import { planToggle, toggleFailure, type Confirmation, type ToggleChange, type TogglePlan } from './togglePlan';
import { isTogglePending, useToggleFlag } from './useToggleFlag';

/** `opener` is the switch that started the chain: each dialog of the chain gives focus back to it. */
export type ToggleDialog =
  | { kind: 'confirm'; change: ToggleChange; confirmation: Confirmation; environment: Environment; outcome: TogglePlan['outcome']; opener: HTMLElement | null }
  | { kind: 'changeRequest'; change: ToggleChange; environment: Environment; serverMessage?: string; opener: HTMLElement | null };

/** The answer to a confirmation: "don't ask again" for production, or the choice for disabled strategies. */
export interface ToggleConfirmation {
  dontAskAgain?: boolean;
  activateDisabledStrategies?: boolean;
}

interface Step {
  change: ToggleChange;
  environment: Environment;
  plan: TogglePlan;
  index: number;
  opener: HTMLElement | null;
}

/**
 * Runs a switch through the safety chain (togglePlan) and then the call, one dialog at a time;
 * a refusal becomes a notice that says why, or the change request dialog. What the chain needs
 * to know (the switches in flight, the environments that require change requests) it reads from
 * the query client at the click, so the callbacks handed to thousands of rows never change identity.
 */
export function useToggleChain(projectId: string) {
  const queryClient = useQueryClient();
  const { mutate } = useToggleFlag(projectId);
  const [step, setStep] = useState<Step | null>(null);
  const [dialog, setDialog] = useState<ToggleDialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const call = useCallback(
    (change: ToggleChange, environment: Environment, opener: HTMLElement | null) => {
      setNotice(null);
      mutate(change, {
        onError: (error) => {
          const failure = toggleFailure(error, change);
          if (failure.kind === 'changeRequest') {
            setDialog({ kind: 'changeRequest', change, environment, serverMessage: failure.message, opener });
            return;
          }
          if (failure.kind === 'gone') void queryClient.invalidateQueries({ queryKey: flagKeys.list(projectId) });
          setNotice(failure.message);
        },
      });
    },
    [projectId, queryClient, mutate],
  );

  const advance = useCallback(
    (next: Step) => {
      const confirmation = next.plan.confirmations[next.index];
      if (confirmation) {
        setStep(next);
        setDialog({ kind: 'confirm', change: next.change, confirmation, environment: next.environment, outcome: next.plan.outcome, opener: next.opener });
        return;
      }
      setStep(null);
      if (next.plan.outcome === 'changeRequest') {
        setDialog({ kind: 'changeRequest', change: next.change, environment: next.environment, opener: next.opener });
      } else {
        setDialog(null);
        call(next.change, next.environment, next.opener);
      }
    },
    [call],
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
      const changeRequestEnvironments = queryClient.getQueryData(changeRequestEnvironmentsOptions(projectId).queryKey);
      const protectedHere = changeRequestEnvironments?.has(environment.name) ?? false;
      const settings = feature.environments?.find((entry) => entry.name === environment.name);
      const start = (children: readonly string[], skip: boolean) => {
        const plan = planToggle(change, {
          environmentType: environment.type,
          children,
          requiresChangeRequest: protectedHere && !skip,
          productionGuardOff: isProductionGuardOff(),
          // The list's summary (Unleash's too); a list without it leaves the choice to the service.
          onlyDisabledStrategies: settings?.hasStrategies === true && settings.hasEnabledStrategies === false,
        });
        advance({ change, environment, plan, index: 0, opener });
      };

      // Whoever may skip change requests (admins) switches directly, behind the production guard;
      // when who the user is cannot be read, the environment's settings decide.
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
    [advance, projectId, queryClient],
  );

  const confirm = useCallback(
    ({ dontAskAgain = false, activateDisabledStrategies }: ToggleConfirmation = {}) => {
      if (!step) return;
      if (dontAskAgain) turnProductionGuardOffForSession();
      const change = activateDisabledStrategies === undefined ? step.change : { ...step.change, activateDisabledStrategies };
      advance({ ...step, change, index: step.index + 1 });
    },
    [step, advance],
  );

  const cancel = useCallback(() => {
    setStep(null);
    setDialog(null);
  }, []);

  return { requestToggle, dialog, confirm, cancel, notice, dismissNotice: () => setNotice(null) };
}
