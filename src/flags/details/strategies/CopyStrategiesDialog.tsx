import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Strategy } from '../../../../contract';
import { invalidateFlagsOf } from '../../../lib/queryClient';
import { projectEnvironmentsOptions } from '../../../projects';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { describeError } from '../../../ui/describeError';
import { changeRequestEnvironmentsOptions } from '../../queries';
import { bodyOfStrategy } from './strategyForm';
import { writeStrategy, type StrategyPlace } from './strategyWrites';

interface CopyStrategiesDialogProps {
  from: StrategyPlace;
  /** One strategy, or every strategy of the environment. */
  strategies: readonly Strategy[];
  what: string;
  onClose: () => void;
}

/**
 * Copies strategies into another environment of the flag, after the ones it has: straight in, or
 * into the user's draft where that environment requires change requests. The dialog names the
 * flag and the environment, which is the question a production environment asks first.
 */
export function CopyStrategiesDialog({ from, strategies, what, onClose }: CopyStrategiesDialogProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const environments = (useQuery(projectEnvironmentsOptions(from.projectId)).data ?? []).filter((environment) => environment.name !== from.environment);
  const changeRequestEnvironments = useQuery(changeRequestEnvironmentsOptions(from.projectId)).data;
  const [target, setTarget] = useState<string>();
  const chosen = target ?? environments[0]?.name;
  const requiresChangeRequest = chosen !== undefined && (changeRequestEnvironments?.has(chosen) ?? false);
  const bodies = strategies.map(bodyOfStrategy);

  const copy = useMutation({
    mutationFn: async (environment: string) => {
      const place: StrategyPlace = { ...from, environment, requiresChangeRequest };
      // One at a time, in order, so the copies keep the order they had.
      for (const body of bodies) if (body) await writeStrategy(place, { kind: 'add', body });
    },
    onSettled: () => invalidateFlagsOf(queryClient, from.projectId),
  });
  const copied = copy.isSuccess && copy.variables !== undefined;
  const skipped = bodies.filter((body) => body === undefined).length;
  return (
    <ConfirmDialog
      open onOpenChange={(open) => !open && onClose()}
      title={`Copy ${what} of ${from.featureName}`}
      description={
        copied ? (
          <p role="status">
            {requiresChangeRequest ? `Added to your draft change request for ${copy.variables}.` : `Copied into ${copy.variables}.`}
          </p>
        ) : (
          <p>
            Adds {bodies.length === 1 ? 'the strategy' : `${bodies.length - skipped} strategies`} to <strong>{from.featureName}</strong> in{' '}
            <strong>{chosen ?? '…'}</strong>, after the strategies it has there
            {requiresChangeRequest ? ', as changes in your draft change request.' : ', at once.'}
            {skipped > 0 && ` ${skipped} cannot be copied as they are (the service would refuse them).`}
          </p>
        )
      }
      {...(copied || chosen === undefined ? {} : {
        confirmLabel: copy.isPending ? 'Copying…' : requiresChangeRequest ? 'Add to change request' : `Copy into ${chosen}`,
        onConfirm: () => !copy.isPending && copy.mutate(chosen),
      })}
    >
      {!copied && (
        <>
          <label htmlFor={id}>Into environment</label>{' '}
          <select id={id} value={chosen ?? ''} onChange={(event) => setTarget(event.target.value)}>
            {environments.map((environment) => <option key={environment.name} value={environment.name}>{environment.name}</option>)}
          </select>
        </>
      )}
      {copy.isError && <p className="field-error" role="alert">Not all copied: {describeError(copy.error).message}</p>}
    </ConfirmDialog>
  );
}
