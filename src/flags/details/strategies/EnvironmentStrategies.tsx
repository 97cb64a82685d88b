import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useTransition } from 'react';
import { Link } from 'react-router-dom';
import type { FeatureEnvironment, Strategy } from '../../../../contract';
import { describeStrategy } from '../../../describe/describeStrategy';
import { paths } from '../../../lib/paths';
import { invalidateFlagsOf } from '../../../lib/queryClient';
import { ActionButton } from '../../../ui/ActionButton';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { describeError } from '../../../ui/describeError';
import { viewerOptions } from '../../../viewer/queries';
import { may } from '../../../viewer/viewer';
import { changeRequestEnvironmentsOptions } from '../../queries';
import { StrategyItem } from '../StrategyItem';
import { CopyStrategiesDialog } from './CopyStrategiesDialog';
import { canEdit } from './strategyForm';
import { moveStrategy, writeStrategy, type StrategyPlace } from './strategyWrites';

// The editor is its own chunk: the details panel opens without it, then fetches it while the
// person reads, so Edit opens the editor at once (the README's Performance table times it).
const loadEditor = () => import('./StrategyEditor');
const StrategyEditor = lazy(() => loadEditor().then((module) => ({ default: module.StrategyEditor })));

interface EnvironmentStrategiesProps {
  projectId: string;
  featureName: string;
  environment: FeatureEnvironment;
  segmentNames: ReadonlyMap<number, string>;
}

type Editing = { strategy?: Strategy } | undefined;
interface Move { from: number; to: number }

const missing = (permission: string, environment: string) => `You need the ${permission} permission in ${environment}.`;

/** An environment's strategies, in the order SDKs read them, each to edit, move or delete, and one to add. */
export function EnvironmentStrategies({ projectId, featureName, environment, segmentNames }: EnvironmentStrategiesProps) {
  const queryClient = useQueryClient();
  const viewer = useQuery(viewerOptions()).data;
  const requiresChangeRequest = useQuery(changeRequestEnvironmentsOptions(projectId)).data?.has(environment.name) ?? false;
  const [editing, setEditing] = useState<Editing>();
  // Opened as a transition inside a boundary already on the page: the editor appears as soon as its
  // module is there (it is fetched while the details are read), where a boundary mounted with it
  // would first show its fallback, which React keeps up for at least 300 ms.
  const [opening, startOpening] = useTransition();
  const edit = (next: Editing) => startOpening(() => setEditing(next));
  const [deleting, setDeleting] = useState<Strategy>();
  const [copying, setCopying] = useState<{ strategies: Strategy[]; what: string }>();
  const place: StrategyPlace = { projectId, featureName, environment: environment.name, requiresChangeRequest };
  const strategies = environment.strategies ?? [];
  const ids = strategies.flatMap((strategy) => (strategy.id ? [strategy.id] : []));
  const unavailable = (permission: string) =>
    viewer && !may(viewer, permission, { project: projectId, environment: environment.name }) ? missing(permission, environment.name) : undefined;
  const reorderUnavailable = unavailable('UPDATE_FEATURE_STRATEGY');
  const production = environment.type === 'production';

  const mayEdit = viewer !== undefined && (unavailable('CREATE_FEATURE_STRATEGY') === undefined || unavailable('UPDATE_FEATURE_STRATEGY') === undefined);
  useEffect(() => {
    if (mayEdit) void loadEditor();
  }, [mayEdit]);

  const refresh = () => invalidateFlagsOf(queryClient, projectId);
  const move = useMutation({ mutationFn: ({ from, to }: Move) => moveStrategy(place, ids, from, to), onSettled: refresh });
  // In production without change requests a new order changes which strategy (and its variants) a user gets at once: ask first.
  const [confirmingMove, setConfirmingMove] = useState<Move>();
  const askToMove = (from: number, to: number) => (production && !requiresChangeRequest ? setConfirmingMove({ from, to }) : move.mutate({ from, to }));
  const remove = useMutation({
    mutationFn: (strategyId: string) => writeStrategy(place, { kind: 'delete', strategyId }),
    onSuccess: (outcome) => !outcome.proposed && setDeleting(undefined),
    onSettled: refresh,
  });

  return (
    <>
      {strategies.length > 0 && (
        <ol className="strategy-list">
          {strategies.map((strategy, index) => {
            const words = strategy.title || describeStrategy(strategy, featureName);
            return (
              <StrategyItem key={strategy.id ?? index} strategy={strategy} featureName={featureName} segmentNames={segmentNames}>
                <div className="strategy-actions">
                  {canEdit(strategy.name)
                    ? <ActionButton className="button button-small" aria-label={`Edit ${words}`} unavailable={unavailable('UPDATE_FEATURE_STRATEGY')} onClick={() => edit({ strategy })}>Edit</ActionButton>
                    : <span className="muted">read-only: an older rollout strategy</span>}
                  <ActionButton className="button button-small" aria-label={`Move ${words} up`} unavailable={index === 0 ? 'It is first already.' : reorderUnavailable} onClick={() => askToMove(index, index - 1)}>↑</ActionButton>
                  <ActionButton className="button button-small" aria-label={`Move ${words} down`} unavailable={index === strategies.length - 1 ? 'It is last already.' : reorderUnavailable} onClick={() => askToMove(index, index + 1)}>↓</ActionButton>
                  <button type="button" className="button button-small" aria-label={`Copy ${words} to another environment`} onClick={() => setCopying({ strategies: [strategy], what: `“${words}”` })}>Copy</button>
                  <ActionButton className="button button-small" aria-label={`Delete ${words}`} unavailable={unavailable('DELETE_FEATURE_STRATEGY')} onClick={() => setDeleting(strategy)}>Delete</ActionButton>
                </div>
              </StrategyItem>
            );
          })}
        </ol>
      )}
      {move.isError && <p className="field-error" role="alert">Not moved: {describeError(move.error).message}</p>}
      {move.data?.proposed && (
        <p role="status">
          The new order waits in your draft change request for {environment.name}
          {move.data.request && <> (<Link to={paths.changeRequest(projectId, move.data.request.id)}>change request #{move.data.request.id}</Link>)</>}.
        </p>
      )}
      {confirmingMove && (
        <ConfirmDialog
          open onOpenChange={(open) => !open && setConfirmingMove(undefined)}
          title={`Reorder the strategies of ${featureName} in ${environment.name}?`}
          description={<p>The first strategy that holds for a user decides their variant: a new order changes what users of <strong>{featureName}</strong> get in <strong>{environment.name}</strong>, a production environment, at once.</p>}
          confirmLabel="Reorder in production"
          onConfirm={() => {
            move.mutate(confirmingMove);
            setConfirmingMove(undefined);
          }}
        />
      )}
      <ActionButton className="button" aria-label={`Add strategy in ${environment.name}`} unavailable={unavailable('CREATE_FEATURE_STRATEGY')} onClick={() => edit({})}>
        Add strategy
      </ActionButton>
      {strategies.length > 0 && (
        <button type="button" className="button" aria-label={`Copy all ${environment.name} strategies to another environment`} onClick={() => setCopying({ strategies, what: `the ${environment.name} strategies` })}>
          Copy all to another environment
        </button>
      )}
      {copying && <CopyStrategiesDialog from={place} strategies={copying.strategies} what={copying.what} onClose={() => setCopying(undefined)} />}
      {opening && <p className="muted" role="status">Opening the editor…</p>}
      <Suspense fallback={<p className="muted">Opening the editor…</p>}>
        {editing && <StrategyEditor place={place} production={environment.type === 'production'} strategy={editing.strategy} onClose={() => setEditing(undefined)} />}
      </Suspense>
      {deleting?.id && (
        <ConfirmDialog
          open tone="danger" onOpenChange={(open) => !open && (remove.reset(), setDeleting(undefined))}
          title={requiresChangeRequest ? `Propose deleting a strategy of ${featureName}?` : `Delete a strategy of ${featureName} in ${environment.name}?`}
          description={
            <>
              <p>“{deleting.title || describeStrategy(deleting, featureName)}” goes from <strong>{featureName}</strong> in <strong>{environment.name}</strong>
                {requiresChangeRequest ? ' once a change request with this change is approved and applied.' : '.'}</p>
              {remove.data?.proposed && <p role="status">Added to your draft change request for {environment.name}.</p>}
              {remove.isError && <p className="field-error" role="alert">Not deleted: {describeError(remove.error).message}</p>}
            </>
          }
          confirmLabel={remove.isPending ? 'Deleting…' : requiresChangeRequest ? 'Add to change request' : 'Delete strategy'}
          {...(remove.data?.proposed ? {} : { onConfirm: () => deleting.id && !remove.isPending && remove.mutate(deleting.id) })}
        />
      )}
    </>
  );
}
